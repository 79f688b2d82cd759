#!/usr/bin/env bash
# Runs the whole test suite under a sanitizer, in its own build folder:
#   bash Tools/sanitize.sh address    — AddressSanitizer (.build-asan)
#   bash Tools/sanitize.sh thread     — ThreadSanitizer (.build-tsan)
# Any report fails the run (halt_on_error). Swift's crash backtracer is off:
# it can hang after a sanitizer report.
set -euo pipefail
cd "$(dirname "$0")/.."
SKIP=()
case "${1:-}" in
  address) FOLDER=.build-asan; export ASAN_OPTIONS="halt_on_error=1:detect_leaks=0 ${ASAN_OPTIONS:-}" ;;
  thread) FOLDER=.build-tsan; export TSAN_OPTIONS="halt_on_error=1 ${TSAN_OPTIONS:-}"
          # The CLI suites run `locpack` in child processes, one command each:
          # what runs concurrently in them (the runtime, the compiler) runs
          # in-process in the other suites, and TSan-instrumented children made
          # the CLI suites the longest part of CI. They run under ASan.
          SKIP=(--skip 'LocPackCLITests\.') ;;
  *) echo "usage: bash Tools/sanitize.sh address|thread" >&2; exit 2 ;;
esac
bash Tools/ensure-system-libraries.sh
export SWIFT_BACKTRACE=enable=no
# Tests that cannot run under a sanitizer read this (see InterruptedBuildTests).
export LOCPACK_SANITIZER="$1"
swift build --build-tests --sanitize="$1" --scratch-path "$FOLDER"
swift test --skip-build --sanitize="$1" --scratch-path "$FOLDER" "${SKIP[@]}"
