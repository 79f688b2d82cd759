#!/usr/bin/env bash
# LocPack against the XML-parsing baseline (Specs/benchmarks.md), in one run:
#   1. generates the corpus (Tools/generate_corpus.py) into
#      Benchmarks/.corpus/<size> unless it is already there, and packs its
#      bundles (zstd and raw);
#   2. runs the parity check (CorpusCheck): every request of requests.jsonl
#      must render identically through LocPack and the baseline;
#   3. runs the BaselineBenchmarks suite (package-benchmark: wall clock and
#      mallocs) on that corpus;
#   4. times the first render in fresh processes (CorpusCheck --first-render,
#      five runs per engine, median);
#   5. measures the packer's throughput (CorpusCheck --pack-throughput) and
#      the resident memory a fresh process gains by opening and rendering;
#   6. prints one Markdown table: LocPack and baseline medians, their ratio,
#      mallocs per operation, resident memory, packer throughput, and the
#      sizes of the bundle and the sources. (The ICU4C peer renders the example
#      catalog's messages, so it is in Tools/benchmark-smoke.sh's table.)
#
# Usage: bash Tools/benchmark-report.sh [--size small|default] [--update-spec]
#        (--update-spec: write the tables into Specs/benchmarks.md, section
#        `benchmark-report-SIZE`, when the report passes.)
#        (default: small, about a minute; the default corpus about ten. The
#        large corpus is for the generator and the packer, not this report:
#        its 1.6 GB String Catalog does not import in reasonable memory.)
# Fails when the parity check fails, when a LocPack render allocates more
# than the empty control loop, or when the witness does not allocate.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
SIZE=small
UPDATE_SPEC=0
while [ $# -gt 0 ]; do
  case "$1" in
    --size) SIZE="${2:?--size needs small or default}"; shift 2 ;;
    --size=*) SIZE="${1#--size=}"; shift ;;
    --update-spec) UPDATE_SPEC=1; shift ;;
    *) echo "usage: $0 [--size small|default] [--update-spec]" >&2; exit 2 ;;
  esac
done
case "$SIZE" in small|default) ;; *) echo "error: unknown size '$SIZE'" >&2; exit 2 ;; esac
bash "$ROOT/Tools/ensure-babel.sh"
command -v zstd >/dev/null || { echo "error: the zstd command is needed for the size comparison (apt-get install zstd)" >&2; exit 1; }

cd "$ROOT/Benchmarks"
CORPUS="$ROOT/Benchmarks/.corpus/$SIZE"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

source "$ROOT/Tools/benchmark-build-flags.sh"
swift build -c release --product CorpusCheck "${BENCHMARK_BUILD_FLAGS[@]}" >&2
BIN="$(swift build -c release --show-bin-path)/CorpusCheck"
# Generates the corpus when missing, packs the bundles, checks parity.
"$BIN" --size "$SIZE" | tee "$WORK/parity.txt" >&2

export LOCPACK_CORPUS="$CORPUS"
swift package "${BENCHMARK_BUILD_FLAGS[@]}" --allow-writing-to-directory "$WORK/results" benchmark --target BaselineBenchmarks --no-progress \
  --format histogramPercentiles --path "$WORK/results" >&2

# Initialization in a fresh process (open or init + first render, after the
# process has started), five runs of each engine.
for engine in zstd raw baseline; do
  for run in 1 2 3 4 5; do
    "$BIN" --corpus "$CORPUS" --first-render "$engine" 2>/dev/null
  done > "$WORK/fresh.$engine"
done
# The gettext peer's first lookup, where msgfmt is there (benchmark-smoke installs it).
for run in 1 2 3 4 5; do
  "$BIN" --corpus "$CORPUS" --first-render gettext 2>/dev/null || true
done > "$WORK/fresh.gettext"

"$BIN" --corpus "$CORPUS" --pack-throughput > "$WORK/throughput.txt"

for f in txstrings.json Localizable.xcstrings; do
  zstd -19 -q -c "$CORPUS/$f" | wc -c > "$WORK/$f.zst19"
done

python3 - "$WORK" "$CORPUS" "$(uname -srm)" "$(nproc)" <<'PY' | tee "$WORK/tables.md"
import datetime, json, os, sys
work, corpus, system, cores = sys.argv[1:5]
manifest = json.load(open(os.path.join(corpus, "manifest.json"), encoding="utf-8"))

# name -> metric -> median (p50) of one iteration
results = {}
for f in os.listdir(os.path.join(work, "results")):
    parts = f.split(".")
    # Current_run.BaselineBenchmarks.<name>.<metric>.histogram.percentiles.tsv; names contain no dots
    name, metric = ".".join(parts[2:-4]).replace("_", " "), parts[-4]
    for line in open(os.path.join(work, "results", f), encoding="utf-8"):
        p, _, value = line.rstrip("\n").partition("\t")
        if p == "50":
            results.setdefault(name, {})[metric] = float(value)

def per_op(name, metric):
    r = results.get(name, {}).get(metric)
    if r is None:
        return None
    return r / 1000 if name.startswith(("Render", "Calibration")) else r

def fmt_time(ns):
    if ns is None:
        return "?"
    for unit, scale in (("s", 1e9), ("ms", 1e6), ("µs", 1e3)):
        if ns >= scale:
            return f"{ns / scale:.3g} {unit}" if ns / scale < 100 else f"{ns / scale:.0f} {unit}"
    return f"{ns:.3g} ns" if ns < 100 else f"{ns:.0f} ns"

def fmt_count(n):
    if n is None:
        return "?"
    return f"{n:g}" if n < 100 else f"{n:,.0f}"

def ratio(a, b):
    if a is None or b is None or a == 0:
        return "?"
    r = b / a
    return f"{r:,.0f}×" if r >= 10 else f"{r:.1f}×"

size_label = f"{manifest['size']} corpus: {manifest['keys']:,} keys × {len(manifest['locales'])} locales (seed {manifest['seed']})"
print(f"### LocPack vs the XML-parsing baseline, {size_label}")
print()
print(f"{datetime.date.today().isoformat()}, {system}, {cores} cores; medians of package-benchmark runs "
      "(`bash Tools/benchmark-report.sh --size " + manifest["size"] + "`).")
print()
print("| operation | LocPack | baseline | baseline ÷ LocPack | LocPack mallocs/op | baseline mallocs/op |")
print("|---|---:|---:|---:|---:|---:|")
failures = []
one = manifest["oneLocale"]
for scope, label in (("all locales", "all locales"), ("one locale", f"one locale ({one})")):
    base_t, base_m = per_op(f"Init {scope} · baseline", "wallClock"), per_op(f"Init {scope} · baseline", "mallocCountTotal")
    for variant in ("zstd", "raw"):
        name = f"Init {scope} · LocPack {variant}"
        t, m = per_op(name, "wallClock"), per_op(name, "mallocCountTotal")
        print(f"| init {label} → first string, LocPack {variant} bundle | {fmt_time(t)} | {fmt_time(base_t)} | "
              f"{ratio(t, base_t)} | {fmt_count(m)} | {fmt_count(base_m)} |")
        if None in (t, m, base_t, base_m):
            failures.append(f"init {label}, {variant}: a benchmark did not run (see the package-benchmark output)")
def fresh_median(engine, value):
    """The median over the fresh-process runs of `value(line)` for the lines it accepts."""
    found = []
    for line in open(os.path.join(work, "fresh." + engine), encoding="utf-8"):
        v = value(line)
        if v is not None:
            found.append(v)
    found.sort()
    return found[len(found) // 2] if found else None
def first_render_ns(line):
    return float(line.split("fresh process: ")[1].split(" µs")[0]) * 1000 if "fresh process" in line else None
def growth_kib(what):
    """The growth a `WHAT, ENGINE: before N KiB, after M KiB` line reports."""
    def value(line):
        if not line.startswith(what + ","):
            return None
        return int(line.split("after ")[1].split(" KiB")[0]) - int(line.split("before ")[1].split(" KiB")[0])
    return value
def mapped_kib(line):
    return int(line.split(": ")[1].split(" KiB")[0]) if line.startswith("bundle pages mapped,") else None
show_kib = lambda kib: "?" if kib is None else f"{kib:,} KiB"
for label, value, show in (("init one locale ({one}) → first string in a fresh process", first_render_ns, fmt_time),
                           ("resident memory gained by opening and rendering one locale ({one})",
                            growth_kib("resident memory"), show_kib),
                           ("of which anonymous (heap, stacks: not pages of files)", growth_kib("anonymous memory"), show_kib)):
    base = fresh_median("baseline", value)
    for variant in ("zstd", "raw"):
        ours = fresh_median(variant, value)
        print(f"| {label.format(one=one)}, LocPack {variant} bundle; baseline all locales "
              f"| {show(ours)} | {show(base)} | {ratio(ours, base)} | | |")
# The gettext peer: the same one-locale messages as a .mo, dngettext + snprintf.
gettext_t, gettext_m = per_op("Init one locale · gettext", "wallClock"), per_op("Init one locale · gettext", "mallocCountTotal")
gettext_fresh = fresh_median("gettext", first_render_ns)
for variant in ("zstd", "raw") if gettext_fresh is not None else ():
    t, m = per_op(f"Init one locale · LocPack {variant}", "wallClock"), per_op(f"Init one locale · LocPack {variant}", "mallocCountTotal")
    print(f"| init one locale ({one}) → first string, LocPack {variant} bundle; the gettext peer (the same messages as a `.mo`, "
          f"first `dngettext` + `snprintf`) in the baseline columns | {fmt_time(t)} | {fmt_time(gettext_t)} | "
          f"{ratio(t, gettext_t)} | {fmt_count(m)} | {fmt_count(gettext_m)} |")
    print(f"| the same in a fresh process | {fmt_time(fresh_median(variant, first_render_ns))} | {fmt_time(gettext_fresh)} | "
          f"{ratio(fresh_median(variant, first_render_ns), gettext_fresh)} | | |")
for variant in ("zstd", "raw"):
    print(f"| bundle pages resident in its mapping after opening and rendering one locale ({one}), LocPack {variant} bundle "
          f"(page cache, shared; as many as the kernel mapped around those read) | {show_kib(fresh_median(variant, mapped_kib))} | | | | |")
for line in open(os.path.join(work, "throughput.txt"), encoding="utf-8"):
    if "import + pack" in line and "txstrings.json" in line:
        what = line.split("pack throughput, ")[1].split(":")[0]
        rate = line.rsplit("import + pack ", 1)[1].split(" messages/s")[0]
        print(f"| packer throughput, import + pack, {what} | {int(rate):,} messages/s | | | | |")
control = per_op("Render control · empty loop", "mallocCountTotal") or 0
order = ["Render plain (", "Render plain with", "Render plural (" + manifest["sourceLocale"], "Render plural",
         "Render two", "Render device"]
renders = sorted({n[:-len(" · LocPack")] for n in results if n.startswith("Render") and n.endswith(" · LocPack")},
                 key=lambda n: next((i for i, prefix in enumerate(order) if n.startswith(prefix)), len(order)))
for render in renders:
    t, m = per_op(f"{render} · LocPack", "wallClock"), per_op(f"{render} · LocPack", "mallocCountTotal")
    bt, bm = per_op(f"{render} · baseline", "wallClock"), per_op(f"{render} · baseline", "mallocCountTotal")
    print(f"| {render[0].lower() + render[1:]} | {fmt_time(t)} | {fmt_time(bt)} | {ratio(t, bt)} | "
          f"{fmt_count(m - control if m is not None else None)} | {fmt_count(bm)} |")
    if None in (t, bt, bm):
        failures.append(f"{render}: a benchmark of the pair did not run (see the package-benchmark output)")
    if m is None:
        failures.append(f"{render}: no malloc measurement")
    elif m > control:
        failures.append(f"{render}: LocPack allocates ({m * 1000:.0f} mallocs per 1000 renders, control {control * 1000:.0f})")
witness = per_op("Render witness · LocPack String allocates", "mallocCountTotal")
if witness is None or witness - control < 1:
    failures.append(f"the witness does not allocate ({witness} per render): the malloc counter is not live")
calibration = per_op("Calibration · baseline, SDK seed example with two plural rules (en)", "wallClock")
print()
print(f"Calibration: the baseline renders the SDK's two-plural seed example (`Found 1 user having 10 devices`, en) "
      f"in {fmt_time(calibration)}; the SDK's own figure on this kind of machine is about 38 µs "
      f"(`../shared/BASELINE.md`). Witness (LocPack `String` render): {fmt_count(witness)} mallocs/op.")

def size(path):
    return os.path.getsize(os.path.join(corpus, path))
tx, xc = size("txstrings.json"), size("Localizable.xcstrings")
tx19 = int(open(os.path.join(work, "txstrings.json.zst19")).read())
xc19 = int(open(os.path.join(work, "Localizable.xcstrings.zst19")).read())
zb, rb = size("Localizable.zstd.locpack"), size("Localizable.none.locpack")
print()
print("| file | bytes | LocPack zstd bundle ÷ file |")
print("|---|---:|---:|")
for label, value in (("`txstrings.json`", tx), ("`txstrings.json`, `zstd -19`", tx19),
                     ("`Localizable.xcstrings`", xc), ("`Localizable.xcstrings`, `zstd -19`", xc19),
                     ("`.locpack`, zstd (level 19, trained dictionary)", zb), ("`.locpack`, raw", rb)):
    print(f"| {label} | {value:,} | {zb / value:.2f} |")
print()
print(open(os.path.join(work, "parity.txt"), encoding="utf-8").read().strip().splitlines()[-1])
if failures:
    print("\nbenchmark report FAILED:", file=sys.stderr)
    for f in failures:
        print("  - " + f, file=sys.stderr)
    sys.exit(1)
PY

if [ "$UPDATE_SPEC" = 1 ]; then
  python3 "$ROOT/Tools/spec-section.py" "$ROOT/Specs/benchmarks.md" "benchmark-report-$SIZE" \
    "Measured at $(bash "$ROOT/Tools/measured-revision.sh" "$ROOT") by \`bash Tools/benchmark-report.sh --size $SIZE --update-spec\`." < "$WORK/tables.md"
fi
