#!/usr/bin/env bash
# Usage: Tools/mf2-conformance.sh [--locpack PATH] [--verbose] SUITE_DIR
#
# Runs every test of the MessageFormat WG conformance suite (the `test/tests`
# folder of unicode-org/message-format-wg, fetched into a git-ignored folder
# such as .real-world-suites/mf2/test/tests; never committed) through
# `locpack format --test-functions --requests -` (the suite's `:test:…`
# functions registered), and prints per-file counts, then
# `N passed, N failed`. A test passes when its expected text (`exp`, when
# given) is the text and its expected errors (`expErrors`; none when absent)
# are the errors, kinds and order. Tests tagged with functions LocPack does
# not implement are run and counted like any other.
#
# With --verbose every failure is printed with what was expected and got.
# Exits 0 when every test passes, 1 otherwise.
set -euo pipefail
locpack=""
verbose=0
while [[ $# -gt 0 ]]; do
    case "$1" in
        --locpack) locpack="$2"; shift 2 ;;
        --verbose) verbose=1; shift ;;
        -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) break ;;
    esac
done
[[ $# -eq 1 ]] || { echo "usage: $0 [--locpack PATH] [--verbose] SUITE_DIR" >&2; exit 2; }
suite="$1"
[[ -d "$suite" ]] || { echo "error: $suite: no such folder (fetch unicode-org/message-format-wg and unpack its test/ folder)" >&2; exit 2; }
repo_root="$(cd "$(dirname "$0")/.." && pwd)"
if [[ -z "$locpack" ]]; then
    (cd "$repo_root" && swift build --product locpack >/dev/null)
    locpack="$repo_root/.build/debug/locpack"
fi
LOCPACK="$locpack" VERBOSE="$verbose" python3 - "$suite" <<'PY'
import json, os, subprocess, sys, pathlib
suite = pathlib.Path(sys.argv[1])
files = sorted(p for p in suite.rglob('*.json'))
total_pass = total_fail = 0
rows = []
for path in files:
    data = json.loads(path.read_text())
    defaults = data.get('defaultTestProperties', {})
    tests = [dict(defaults, **t) for t in data['tests']]
    lines = []
    for t in tests:
        lines.append(json.dumps({'src': t['src'], 'locale': t.get('locale', 'en'),
                                 'params': t.get('params', []), 'bidiIsolation': t.get('bidiIsolation', 'default')}))
    run = subprocess.run([os.environ['LOCPACK'], 'format', '--test-functions', '--requests', '-'], input='\n'.join(lines) + '\n',
                         capture_output=True, text=True)
    answers = [json.loads(l) for l in run.stdout.splitlines() if l.strip()]
    passed = failed = 0
    for t, a in zip(tests, answers + [None] * (len(tests) - len(answers))):
        expected_errors = [e['type'] for e in t.get('expErrors', [])]
        ok = a is not None and 'error' not in a
        if ok and 'exp' in t and a['text'] != t['exp']: ok = False
        if ok and [e['type'] for e in a['errors']] != expected_errors: ok = False
        if ok:
            passed += 1
        else:
            failed += 1
            if os.environ['VERBOSE'] == '1':
                print(f"FAIL {path.relative_to(suite)}: {t['src']!r} params={t.get('params')}\n"
                      f"     expected {t.get('exp')!r} {expected_errors}\n     got      {a}")
    rows.append((str(path.relative_to(suite)), passed, failed))
    total_pass += passed
    total_fail += failed
width = max(len(r[0]) for r in rows)
for name, p, f in rows:
    print(f"{name:<{width}}  {p:4d} passed  {f:4d} failed")
print(f"{total_pass} passed, {total_fail} failed")
sys.exit(0 if total_fail == 0 else 1)
PY
