#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/ with AddressSanitizer and runs them
# (Fuzz/README.md). Any crash, sanitizer report, leak or timeout is a finding:
# its input is saved in .build-fuzz/findings/ and the run fails.
#
#   bash Tools/fuzz.sh [--seconds N | --runs N] [--jobs N] [--no-build] [TARGET...]
#
#   --seconds N   run each target for N seconds (default 30)
#   --runs N      run each target for N executions instead
#   --jobs N      run N targets at once (default: the number of cores; each
#                 fuzzer uses one core, so each still gets its N seconds of it)
#   --no-build    use the targets already built
#   TARGET        bundle build xcstrings stringsdict strings xliff transifex icu mf2
#                 translatewiki swifternalization slang gettext android lingo
#                 i18next recognize signature (default: all,
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
ALL_TARGETS=(bundle build xcstrings stringsdict strings xliff transifex icu mf2 translatewiki swifternalization slang gettext android lingo i18next recognize signature)
SECONDS_PER_TARGET=30
RUNS=""
JOBS=$(nproc 2>/dev/null || echo 1)
BUILD=1
TARGETS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) SECONDS_PER_TARGET="$2"; shift 2 ;;
    --runs) RUNS="$2"; shift 2 ;;
    --jobs) JOBS="$2"; shift 2 ;;
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
  bash Tools/ensure-system-libraries.sh
  swift build -c release --target LocPackCompiler --scratch-path "$SCRATCH" -Xswiftc -sanitize=fuzzer,address
  swift build -c release --target LocPackFleet --scratch-path "$SCRATCH" -Xswiftc -sanitize=fuzzer,address
  local release objects
  release="$(swift build -c release --scratch-path "$SCRATCH" --show-bin-path)"
  objects=("$release"/CBundleGuard.build/*.o "$release"/LocPack.build/*.o "$release"/LocPackCompiler.build/*.o
           "$release"/LocPackFleet.build/*.o)
  mkdir -p "$BIN"
  for target in "${TARGETS[@]}"; do
    echo "fuzz.sh: linking $target"
    swiftc -O -parse-as-library -sanitize=fuzzer,address -module-name "Fuzz_$target" \
      -I "$release/Modules" -I Sources/CZstd -I Sources/CSodium -I Sources/CBundleGuard/include \
      "Fuzz/Targets/$target.swift" Fuzz/Support/*.swift "${objects[@]}" \
      $(pkg-config --libs libzstd libsodium) -o "$BIN/$target" 2>&1 | { grep -v "Cannot export local symbol '__asan" || true; }
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
    gettext) pattern='*.po' ;;
    android) pattern='*/res/values*/*.xml' ;;
    lingo) pattern="*/matrix/lingo/Localizations/*.json" ;;
    i18next) pattern="*/[iI]18next/locales/*/*.json" ;;
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
  if [ "$target" = signature ]; then
    # Bundles signed by a key made for the seeds, and the same unsigned.
    swift build --product locpack >/dev/null
    local locpack; locpack="$(swift build --show-bin-path)/locpack"
    "$locpack" keygen -o "$SCRATCH/seed.key" --force >/dev/null
    "$locpack" build Examples/Localizable.xcstrings -o "$seeds/example.locpack" --quiet
    "$locpack" build Examples/MessageFormat2 --compression none -o "$seeds/mf2.locpack" --sign "$SCRATCH/seed.key" --quiet
    "$locpack" sign "$seeds/example.locpack" --key "$SCRATCH/seed.key" -o "$seeds/example-signed.locpack"
  fi
  if [ "$target" = bundle ]; then
    swift build --product locpack >/dev/null
    local locpack; locpack="$(swift build --show-bin-path)/locpack"
    for compression in zstd none; do
      "$locpack" build Examples/Localizable.xcstrings --compression "$compression" -o "$seeds/example-$compression.locpack" --quiet
      "$locpack" build Tests/LocPackCompilerTests/Fixtures/transifex/txstrings.json --compression "$compression" \
        -o "$seeds/transifex-$compression.locpack" --quiet
    done
    # Older formats' layouts (the wide key index of 2.0–2.9) and a bundle whose chunks use a dictionary.
    cp Tests/LocPackIntegrationTests/Fixtures/golden-bundles/*.locpack "$seeds/"
  fi
}

[ "$BUILD" = 1 ] && build_targets
mkdir -p "$SCRATCH/logs" "$SCRATCH/findings"
for target in "${TARGETS[@]}"; do
  [ -x "$BIN/$target" ] || { echo "fuzz.sh: $BIN/$target is not built (run without --no-build)" >&2; exit 2; }
  # Seeds first, one target at a time: the bundle target's build them with SwiftPM.
  collect_seeds "$target"
done

# Fuzzes one target; its line of the summary goes to $SCRATCH/logs/TARGET.summary.
run_target() {
  local target="$1" corpus="$SCRATCH/corpus/$1" log="$SCRATCH/logs/$1.log" result started executions
  mkdir -p "$corpus"
  local limit=(-max_total_time="$SECONDS_PER_TARGET")
  [ -n "$RUNS" ] && limit=(-runs="$RUNS")
  echo "fuzz.sh: running $target (${limit[*]}), log $log"
  started=$(date +%s)
  # Leaks are checked once, when the run ends (ASAN_OPTIONS detect_leaks=1),
  # not after each input (-detect_leaks=0): Foundation leaks on its XML error
  # paths, and a heap scan after every such input would cut the speed fiftyfold.
  if "$BIN/$target" "${limit[@]}" -detect_leaks=0 -timeout=30 -rss_limit_mb=4096 -print_final_stats=1 \
       -artifact_prefix="$SCRATCH/findings/$target-" "$corpus" "$SCRATCH/seeds/$target" >"$log" 2>&1 </dev/null; then
    result=ok
  else
    result="FINDING (see $log and $SCRATCH/findings/)"
  fi
  executions=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*$' || echo "?")
  printf '%-18s %12s executions %6ss  %s\n' "$target" "$executions" "$(( $(date +%s) - started ))" "$result" \
    > "$SCRATCH/logs/$target.summary"
}

running=0
for target in "${TARGETS[@]}"; do
  rm -f "$SCRATCH/logs/$target.summary"
  run_target "$target" &
  running=$((running + 1))
  if [ "$running" -ge "$JOBS" ]; then wait -n || true; running=$((running - 1)); fi
done
wait

failed=0
echo
for target in "${TARGETS[@]}"; do
  summary="$SCRATCH/logs/$target.summary"
  if [ ! -f "$summary" ]; then
    echo "$target: the fuzzer ended without a summary (see $SCRATCH/logs/$target.log)"; failed=1
  elif grep -q FINDING "$summary"; then
    tail -40 "$SCRATCH/logs/$target.log" >&2; failed=1
  fi
done
for target in "${TARGETS[@]}"; do cat "$SCRATCH/logs/$target.summary" 2>/dev/null || true; done
exit "$failed"
