#!/usr/bin/env bash
# Runs LocPack's whole test suite (installs libzstd-dev first where it can).
set -euo pipefail
cd "$(dirname "$0")/.."
bash Tools/ensure-system-libraries.sh
export SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no}
swift build --build-tests
swift test --skip-build
