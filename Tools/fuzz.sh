#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/ with AddressSanitizer and runs them
# (Fuzz/README.md). Any crash, sanitizer report, leak or timeout is a finding:
# its input is saved in .build-fuzz/findings/ and the run fails.
#
#   bash Tools/fuzz.sh [--seconds N | --runs N] [--no-build] [TARGET...]
#
#   --seconds N   run each target for N seconds (default 30)
#   --runs N      run each target for N executions instead
#   --no-build    use the targets already built (to run several at once)
#   TARGET        bundle build xcstrings stringsdict strings xliff transifex icu mf2
#                 translatewiki swifternalization slang recognize (default: all,
#                 one by one)
#
# Why not `swift build` alone: libFuzzer brings its own `main`, and SwiftPM
# links executables in a way that clashes with it. So SwiftPM builds the
# LocPack and LocPackCompiler modules with coverage instrumentation
# (-sanitize=fuzzer,address) into .build-fuzz, and each target is compiled
# with `swiftc -parse-as-library -sanitize=fuzzer,address` and linked with
# those modules' object files.
set -euo pipefail
cd "$(dirname "$0")/.."
ALL_TARGETS=(bundle build xcstrings stringsdict strings xliff transifex icu mf2 translatewiki swifternalization slang recognize)
SECONDS_PER_TARGET=30
RUNS=""
BUILD=1
TARGETS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) SECONDS_PER_TARGET="$2"; shift 2 ;;
    --runs) RUNS="$2"; shift 2 ;;
    --no-build) BUILD=0; shift ;;
    -h|--help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "fuzz.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    *)
      if [ ! -f "Fuzz/Targets/$1.swift" ]; then
        echo "fuzz.sh: no fuzz target '$1' (targets: ${ALL_TARGETS[*]})" >&2; exit 2
      fi
      TARGETS+=("$1"); shift ;;
  esac
done
[ ${#TARGETS[@]} -gt 0 ] || TARGETS=("${ALL_TARGETS[@]}")

SCRATCH=.build-fuzz
BIN="$SCRATCH/targets"
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="halt_on_error=1:detect_leaks=1 ${ASAN_OPTIONS:-}"
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan-suppressions.txt:print_suppressions=0 ${LSAN_OPTIONS:-}"

build_targets() {
  bash Tools/ensure-zstd.sh
  swift build -c release --target LocPackCompiler --scratch-path "$SCRATCH" -Xswiftc -sanitize=fuzzer,address
  local release objects
  release="$(swift build -c release --scratch-path "$SCRATCH" --show-bin-path)"
  objects=("$release"/CBundleGuard.build/*.o "$release"/LocPack.build/*.o "$release"/LocPackCompiler.build/*.o)
  mkdir -p "$BIN"
  for target in "${TARGETS[@]}"; do
    echo "fuzz.sh: linking $target"
    swiftc -O -parse-as-library -sanitize=fuzzer,address -module-name "Fuzz_$target" \
      -I "$release/Modules" -I Sources/CZstd -I Sources/CBundleGuard/include \
      "Fuzz/Targets/$target.swift" Fuzz/Support/*.swift "${objects[@]}" \
      $(pkg-config --libs libzstd) -o "$BIN/$target" 2>&1 | { grep -v "Cannot export local symbol '__asan" || true; }
  done
}

# Seeds: the committed files of Fuzz/Corpus/TARGET (`build` shares those of
# `xcstrings`), plus the test fixtures of
# the same format, plus (for `bundle`) bundles built from the example catalog
# and (for `stringsdict`) binary-plist copies of the XML fixtures.
collect_seeds() {
  local target="$1" seeds="$SCRATCH/seeds/$1" pattern=""
  rm -rf "$seeds"; mkdir -p "$seeds"
  local committed="Fuzz/Corpus/$target"
  [ "$target" = build ] && committed=Fuzz/Corpus/xcstrings
  [ -d "$committed" ] && cp "$committed"/* "$seeds"/
  case "$target" in
    xcstrings|build) pattern='*.xcstrings' ;;
    stringsdict) pattern='*.stringsdict' ;;
    strings) pattern='*.strings' ;;
    xliff) pattern='*.xliff' ;;
    transifex) pattern='*/transifex/*.json' ;;
    swifternalization) pattern='*/swifternalization/*.json' ;;
    recognize) pattern='*/LocPackCompilerTests/Fixtures/*.json' ;;
  esac
  if [ -n "$pattern" ]; then
    find Tests Examples -path '*/.build' -prune -o -path "$pattern" -type f -print | while read -r file; do
      cp "$file" "$seeds/$(echo "$file" | tr '/' '_')"
    done
  fi
  if [ "$target" = stringsdict ] && command -v python3 >/dev/null; then
    for file in "$seeds"/*.stringsdict; do
      python3 -c 'import plistlib,sys
try: value = plistlib.load(open(sys.argv[1], "rb"))
except Exception: sys.exit(0)
plistlib.dump(value, open(sys.argv[2], "wb"), fmt=plistlib.FMT_BINARY)' "$file" "$file.binary"
    done
  fi
  if [ "$target" = bundle ]; then
    swift build --product locpack >/dev/null
    local locpack; locpack="$(swift build --show-bin-path)/locpack"
    for compression in zstd none; do
      "$locpack" build Examples/Localizable.xcstrings --compression "$compression" -o "$seeds/example-$compression.locpack" --quiet
      "$locpack" build Tests/LocPackCompilerTests/Fixtures/transifex/txstrings.json --compression "$compression" \
        -o "$seeds/transifex-$compression.locpack" --quiet
    done
  fi
}

[ "$BUILD" = 1 ] && build_targets
mkdir -p "$SCRATCH/logs" "$SCRATCH/findings"
failed=0
summary=""
for target in "${TARGETS[@]}"; do
  [ -x "$BIN/$target" ] || { echo "fuzz.sh: $BIN/$target is not built (run without --no-build)" >&2; exit 2; }
  collect_seeds "$target"
  corpus="$SCRATCH/corpus/$target"; mkdir -p "$corpus"
  log="$SCRATCH/logs/$target.log"
  limit=(-max_total_time="$SECONDS_PER_TARGET")
  [ -n "$RUNS" ] && limit=(-runs="$RUNS")
  echo "fuzz.sh: running $target (${limit[*]}), log $log"
  started=$(date +%s)
  # Leaks are checked once, when the run ends (ASAN_OPTIONS detect_leaks=1),
  # not after each input (-detect_leaks=0): Foundation leaks on its XML error
  # paths, and a heap scan after every such input would cut the speed fiftyfold.
  if "$BIN/$target" "${limit[@]}" -detect_leaks=0 -timeout=30 -rss_limit_mb=4096 -print_final_stats=1 \
       -artifact_prefix="$SCRATCH/findings/$target-" "$corpus" "$SCRATCH/seeds/$target" >"$log" 2>&1; then
    result=ok
  else
    result="FINDING (see $log and $SCRATCH/findings/)"; failed=1
    tail -40 "$log" >&2
  fi
  executions=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*$' || echo "?")
  summary+="$(printf '%-18s %12s executions %6ss  %s' "$target" "$executions" "$(( $(date +%s) - started ))" "$result")"$'\n'
done
printf '\n%s' "$summary"
exit "$failed"
