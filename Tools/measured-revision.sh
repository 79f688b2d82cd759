#!/usr/bin/env bash
# Prints the revision a measurement describes, for the "Measured at …" lines
# the benchmark scripts write into Specs/benchmarks.md: the short commit, and
# "plus uncommitted changes to Sources/ or Benchmarks/" when the code measured
# is not exactly that commit's.
#   usage: measured-revision.sh REPOSITORY_ROOT
set -euo pipefail
root="$1"
revision=$(git -C "$root" rev-parse --short HEAD)
if ! git -C "$root" diff --quiet HEAD -- Sources Benchmarks/Sources Benchmarks/Benchmarks; then
  revision="$revision plus uncommitted changes to its sources"
fi
echo "$revision"
