#!/usr/bin/env bash
# Builds the example String Catalog into a bundle and renders a few messages
# from it (installs libzstd-dev first where it can).
set -euo pipefail
cd "$(dirname "$0")/.."
bash Tools/ensure-system-libraries.sh
# A debug build: it compiles in less time than a release one, renders this
# demo as fast as anyone can read it, and is the build the test suite
# (Tools/test.sh) reuses.
swift build --product locpack >&2
LOCPACK="$(swift build --show-bin-path)/locpack"
BUNDLE=Examples/example.locpack

"$LOCPACK" build Examples/Localizable.xcstrings -o "$BUNDLE"
show() { printf '  %-58s → ' "locpack render … $*"; "$LOCPACK" render "$BUNDLE" "$@"; }
echo "Rendering from $BUNDLE:"
show --key "Found %lld users having %lld devices" --locale en --arg 1 --arg 10
show --key "This device contains %lld users with %lld folders" --locale en --device mac --arg 1 --arg 5
show --key people_in_room --locale en --arg 3 --arg 4
show --key "%lld photos" --locale en --arg 0
show --key "%lld photos" --locale pl --arg 22
show --key "%lld photos" --locale ru --arg 21
show --key "%lld photos" --locale ar --arg 3
show --key only_in_english --locale pt-BR
show --key "Downloads: %d" --locale fr --arg 1234567
show --key "%.1f km" --locale en --arg 1
echo
"$LOCPACK" inspect "$BUNDLE" | head -20
