#!/usr/bin/env bash
# Hostile input sizes (Specs/guarantees.md): a million keys, a 10 MB message,
# a 1 MB key and 100,000 nested braces are each built or refused, and 4× the
# input takes at most 8× the time (linear work takes about 4×). Release build.
#   bash Tools/hostile-sizes.sh [--quick]
set -euo pipefail
cd "$(dirname "$0")/../Benchmarks"
bash ../Tools/ensure-system-libraries.sh
source ../Tools/benchmark-build-flags.sh
swift build -c release --product HostileSizes "${BENCHMARK_BUILD_FLAGS[@]}" >&2
"$(swift build -c release --show-bin-path)/HostileSizes" "$@"
