#!/usr/bin/env bash
# Usage: Tools/benchmark-smoke.sh [--update | --help]
#
# The benchmark smoke check CI runs after the tests.
#   1. Instructions per operation, counted with callgrind (repeatable on any
#      machine, unlike CPU counters): each workload runs twice in a fresh
#      process, N1 and N2 times; (I(N2) - I(N1)) / (N2 - N1) cancels setup.
#      Fails when a count exceeds Benchmarks/Thresholds/instructions.tsv by
#      more than 10% plus 8 instructions (the absolute slack keeps a 35-
#      instruction loop that moves to 39 with no code change from failing).
#   2. Mallocs and wall-clock medians from package-benchmark: fails when a
#      workload allocates more than the empty control loop, or when the witness
#      does not allocate (which would mean the malloc counter is not live).
#   3. The peers (workloads named `Peer ENGINE: …`: ICU4C, a pre-built
#      MessageFormat; gettext, glibc's dngettext + snprintf on .mo files from
#      msgfmt; each checked to render LocPack's text) are measured the same
#      way, printed beside LocPack in a second table, and not gated.
# Prints the Markdown tables. `--update` rewrites the instruction thresholds
# and, when the check passes, the tables in Specs/benchmarks.md (section
# `benchmark-smoke`).
set -euo pipefail
usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; }
UPDATE=0
case "${1:-}" in
  "") ;;
  --update) UPDATE=1 ;;
  -h|--help) usage; exit 0 ;;
  *) echo "error: unknown argument '$1' (usage: Tools/benchmark-smoke.sh [--update])" >&2; exit 2 ;;
esac
cd "$(dirname "$0")/../Benchmarks"
source ../Tools/benchmark-build-flags.sh
bash ../Tools/ensure-system-libraries.sh
bash ../Tools/ensure-babel.sh
if [ "$(uname -s)" = Linux ]; then
  bash ../Tools/ensure-dev-package.sh icu-i18n libicu-dev icu4c "the ICU4C peer of the benchmarks"
  if ! command -v msgfmt >/dev/null; then
    if [ "$(id -u)" -eq 0 ]; then
      echo "Installing gettext (msgfmt, for the gettext peer of the benchmarks)…" >&2
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq gettext >/dev/null
    else
      echo "note: msgfmt is missing (apt-get install gettext); the gettext peer is skipped" >&2
    fi
  fi
fi
command -v valgrind >/dev/null || { echo "error: valgrind is needed for instruction counts (apt-get install valgrind)" >&2; exit 1; }

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# -gdwarf-4 (Tools/benchmark-build-flags.sh) is for valgrind.
# SwiftPM does not rebuild C objects when only -Xcc flags change, so an
# object left by a build without the flag (swift package benchmark) would
# keep DWARF 5: touch every C source, the package's and the peers', to have
# them compiled again.
find ../Sources Sources -name '*.c' -exec touch {} +
swift build -c release --product InstructionCounts "${BENCHMARK_BUILD_FLAGS[@]}" >&2
BIN="$(swift build -c release --show-bin-path)/InstructionCounts"
"$BIN" prepare "$WORK/example.locpack"

N1=2000
N2=22000
# One callgrind run: `count N NAME` writes $WORK/cg.N, or prints valgrind's complaint and fails.
count() {
  valgrind --tool=callgrind --callgrind-out-file="$WORK/cg.$1" "$BIN" run "$WORK/example.locpack" "$2" "$1" \
    2>"$WORK/valgrind.$1.err" && return 0
  echo "error: callgrind failed for '$2' ($1 runs):" >&2
  grep -v '^==' "$WORK/valgrind.$1.err" | tail -20 >&2
  return 1
}
: > "$WORK/instructions.tsv"
while IFS= read -r name; do
  # The two runs at once (callgrind uses one core): their counts do not depend on each other.
  count $N1 "$name" </dev/null & first=$!
  count $N2 "$name" </dev/null & second=$!
  wait $first || exit 1
  wait $second || exit 1
  a=$(awk '/^summary:/ {print $2}' "$WORK/cg.$N1")
  b=$(awk '/^summary:/ {print $2}' "$WORK/cg.$N2")
  printf '%s\t%s\n' "$name" "$(( (b - a + (N2 - N1) / 2) / (N2 - N1) ))" >> "$WORK/instructions.tsv"
done < <("$BIN" list)

if [ "$UPDATE" = 1 ]; then
  mkdir -p Thresholds
  cp "$WORK/instructions.tsv" Thresholds/instructions.tsv
  echo "updated Benchmarks/Thresholds/instructions.tsv" >&2
fi

# The same flags as the build above, so the plugin reuses it. Only the LocPack
# suite: the baseline's is Tools/benchmark-report.sh's.
swift package "${BENCHMARK_BUILD_FLAGS[@]}" --allow-writing-to-directory "$WORK/p90" benchmark --target LocPackBenchmarks \
  --no-progress --format metricP90AbsoluteThresholds --path "$WORK/p90" >&2
swift package "${BENCHMARK_BUILD_FLAGS[@]}" benchmark --target LocPackBenchmarks --no-progress --scale > "$WORK/text.txt" 2>&1

python3 - "$WORK" <<'PY' | tee "$WORK/tables.md"
import json, os, re, sys
work = sys.argv[1]
limits = {}
for line in open("Thresholds/instructions.tsv", encoding="utf-8"):
    name, count = line.rstrip("\n").split("\t")
    limits[name] = int(count)
measured = {}
for line in open(os.path.join(work, "instructions.tsv"), encoding="utf-8"):
    name, count = line.rstrip("\n").split("\t")
    measured[name] = int(count)
mallocs = {}
for f in os.listdir(os.path.join(work, "p90")):
    data = json.load(open(os.path.join(work, "p90", f)))
    name = f[len("LocPackBenchmarks."):-len(".p90.json")].replace("_", " ")
    mallocs[name] = data.get("mallocCountTotal", 0)
medians, current = {}, None
for line in open(os.path.join(work, "text.txt"), encoding="utf-8"):
    stripped = line.strip()
    if stripped and not stripped.startswith(("│", "╒", "╞", "├", "╘", "=")) and "│" not in stripped:
        current = stripped
    m = re.match(r"│ Time \(wall clock\) \((\w+)\) (\*?)\s*│\s*\S+\s*│\s*\S+\s*│\s*(\S+)", stripped)
    if m and current:
        unit, scaled, value = m.group(1), m.group(2), float(m.group(3).replace(",", ""))
        factor = {"ns": 1, "us": 1e3, "μs": 1e3, "ms": 1e6, "s": 1e9}.get(unit, 1)
        medians[current] = f"{value * factor / (1 if scaled else 1000):g}"
def mallocs_of(name):
    for key, value in mallocs.items():
        if key.replace(":", "") == name.replace(":", "").replace("_", " "):
            return value
    return None
control = mallocs_of("Control: empty loop")
witness = mallocs_of("Witness: String render allocates")
failures = []
print("| workload | instructions/op | threshold | median ns | mallocs/op |")
print("|---|---:|---:|---:|---:|")
peers = {name: count for name, count in measured.items() if name.startswith("Peer ")}
for name, count in measured.items():
    if name in peers:
        continue
    limit = limits.get(name)
    m = mallocs_of(name)
    per_op = None if m is None or control is None else (m - control) / 1000
    print(f"| {name} | {count} | {limit if limit is not None else '–'} | {medians.get(name, '?')} | {per_op if per_op is not None else '?'} |")
    if limit is None:
        failures.append(f"{name}: no committed instruction threshold")
    elif count > limit * 1.10 + 8:
        failures.append(f"{name}: {count} instructions per op, more than 10% + 8 over the threshold {limit}")
    if m is None:
        failures.append(f"{name}: no malloc measurement")
    elif control is not None and m > control:
        failures.append(f"{name}: allocates ({m} mallocs per 1000 operations, control {control})")
print(f"| Witness: String render allocates | | | {medians.get('Witness: String render allocates', '?')} | {None if witness is None or control is None else (witness - control) / 1000} |")
if witness is None or control is None or witness - control < 1000:
    failures.append(f"witness does not allocate (witness {witness}, control {control}): the malloc counter is not live")
if peers:
    # One row per message LocPack renders, one column pair per peer engine
    # (`Peer ENGINE: what` renders what `Render what` renders).
    engines = sorted({name[len("Peer "):].split(": ", 1)[0] for name in peers})
    print()
    print("| same message | LocPack instructions | " + " | ".join(f"{e} instructions | {e} ÷ LocPack" for e in engines)
          + " | LocPack ns | " + " | ".join(f"{e} ns | {e} mallocs/op" for e in engines) + " |")
    print("|---|---:|" + "---:|---:|" * len(engines) + "---:|" + "---:|---:|" * len(engines))
    whats = []
    for peer in peers:
        what = peer.split(": ", 1)[1]
        if what not in whats and "Render " + what in measured:
            whats.append(what)
    for what in whats:
        ours = "Render " + what
        cells = [what, str(measured[ours])]
        timing = [str(medians.get(ours, "?"))]
        for e in engines:
            name = f"Peer {e}: {what}"
            if name in peers:
                m = mallocs_of(name)
                cells += [str(peers[name]), f"{peers[name] / measured[ours]:.1f}×"]
                timing += [str(medians.get(name, "?")), str(None if m is None or control is None else (m - control) / 1000)]
            else:
                cells += ["–", "–"]
                timing += ["–", "–"]
        print("| " + " | ".join(cells + timing) + " |")
if failures:
    print("\nbenchmark smoke check FAILED:", file=sys.stderr)
    for f in failures:
        print("  - " + f, file=sys.stderr)
    sys.exit(1)
print("\nbenchmark smoke check passed")
PY

if [ "$UPDATE" = 1 ]; then
  sed '/^benchmark smoke check passed$/d' "$WORK/tables.md" | python3 ../Tools/spec-section.py ../Specs/benchmarks.md benchmark-smoke \
    "Measured $(date -u +%Y-%m-%d) at $(bash ../Tools/measured-revision.sh ..) by \`bash Tools/benchmark-smoke.sh --update\` ($(uname -srm), $(nproc) cores, release build)."
fi
