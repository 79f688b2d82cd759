#!/usr/bin/env bash
# Builds the DocC documentation of LocPack, LocPackCompiler and LocPackFleet with warnings
# treated as errors (a broken symbol link, an undocumented parameter or a
# snippet that no longer exists fails), after building the package, which
# compiles the snippets in Snippets/ that the articles show verbatim
# (Tools/snippets-check.py; the Getting started one is also run); then checks
# that LocPack's public symbols are exactly those Specs/runtime-api.md lists
# (Tools/public-api-check.py, on the module's symbol graph).
#
# Usage: bash Tools/docs.sh [--output DIR]
#   --output DIR  also writes the three .doccarchive folders into DIR
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
bash Tools/ensure-system-libraries.sh
swift build
python3 Tools/snippets-check.py Snippets Sources/LocPack/LocPack.docc Sources/LocPackFleet/LocPackFleet.docc
# The Getting started example, run on the example catalog's bundle.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bin=$(swift build --show-bin-path)
"$bin/locpack" build Examples/Localizable.xcstrings -o "$work/app.locpack" --quiet
output=$(cd "$work" && "$bin/GettingStarted")
expected=$("$bin/locpack" render "$work/app.locpack" --key "%lld photos" --locale pt-BR --arg 3)
[ "$(echo "$output" | head -1)" = "$expected" ] || {
  echo "error: the Getting started snippet printed '$output', expected '$expected' first" >&2; exit 1; }
echo "docs.sh: the Getting started snippet renders '$expected'" >&2
# Extracted afresh below, so the check never reads a stale graph.
rm -rf "$(dirname "$bin")/extracted-symbols"
for target in LocPack LocPackCompiler LocPackFleet; do
  echo "docs.sh: documentation of $target" >&2
  swift package generate-documentation --target "$target" --warnings-as-errors
  if [ -n "$OUTPUT" ]; then
    mkdir -p "$OUTPUT"
    rm -rf "$OUTPUT/$target.doccarchive"
    cp -R ".build/plugins/Swift-DocC/outputs/$target.doccarchive" "$OUTPUT/"
  fi
done
echo "docs.sh: documentation built without warnings" >&2
# The public symbol graph the documentation was just built from (under a
# folder named after the package's directory).
graph=$(find "$(dirname "$bin")/extracted-symbols" -path '*/LocPack/LocPack.symbols.json' | head -1)
[ -n "$graph" ] || { echo "error: no symbol graph of LocPack was extracted" >&2; exit 1; }
python3 Tools/public-api-check.py "$graph" Specs/runtime-api.md
