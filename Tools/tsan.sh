#!/usr/bin/env bash
# Runs the concurrency tests (many threads rendering while another reloads)
# under ThreadSanitizer, in their own build folder.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Tools/ensure-zstd.sh
export SWIFT_BACKTRACE=enable=no
swift build --build-tests --sanitize=thread --scratch-path .build-tsan
TSAN_OPTIONS="halt_on_error=1 ${TSAN_OPTIONS:-}" \
  swift test --skip-build --sanitize=thread --scratch-path .build-tsan --filter 'ReloadingCatalogTests|PluralRuleCatalogConcurrency'
