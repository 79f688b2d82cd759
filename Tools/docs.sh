#!/usr/bin/env bash
# Builds the DocC documentation of LocPack and LocPackCompiler with warnings
# treated as errors (a broken symbol link, an undocumented parameter or a
# snippet that no longer exists fails), after building the package, which
# compiles the snippets in Snippets/ that the articles show; then checks
# that LocPack's public symbols are exactly those Specs/runtime-api.md lists
# (Tools/public-api-check.py, on the module's symbol graph).
#
# Usage: bash Tools/docs.sh [--output DIR]
#   --output DIR  also writes the two .doccarchive folders into DIR
#                 (default: they stay under .build/plugins/Swift-DocC/outputs).
set -euo pipefail
cd "$(dirname "$0")/.."
OUTPUT=""
while [ $# -gt 0 ]; do
  case "$1" in
    --output) OUTPUT="${2:?--output needs a directory}"; shift 2 ;;
    -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "usage: $0 [--output DIR]" >&2; exit 2 ;;
  esac
done
bash Tools/ensure-zstd.sh
swift build
for target in LocPack LocPackCompiler; do
  echo "docs.sh: documentation of $target" >&2
  swift package generate-documentation --target "$target" --warnings-as-errors
  if [ -n "$OUTPUT" ]; then
    mkdir -p "$OUTPUT"
    rm -rf "$OUTPUT/$target.doccarchive"
    cp -R ".build/plugins/Swift-DocC/outputs/$target.doccarchive" "$OUTPUT/"
  fi
done
echo "docs.sh: documentation built without warnings" >&2
swift package dump-symbol-graph --minimum-access-level public >/dev/null
python3 Tools/public-api-check.py "$(dirname "$(swift build --show-bin-path)")/symbolgraph/LocPack.symbols.json" \
  Specs/runtime-api.md
