#!/usr/bin/env bash
# Builds Examples/PluginDemo from clean with LocPackPlugin and checks what
# Specs/code-generation.md promises: `swift build` alone produces the bundle
# and typed accessors, the tool renders through them in three languages, a
# build with no translation change does no LocPack work, a changed
# translation changes the output, a broken translation shows up in the
# build log as file:line:column with its diagnostic ID, and the target's
# .locpack.json changes its severity. Works on a copy in a temporary folder, so
# the repository is never modified.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
bash Tools/ensure-system-libraries.sh
work=$(mktemp -d "${TMPDIR:-/tmp}/locpack-plugin-demo.XXXXXX")
trap 'rm -rf "$work"' EXIT
demo=$work/PluginDemo
mkdir -p "$demo"
(cd Examples/PluginDemo && tar --exclude=.build -cf - .) | (cd "$demo" && tar -xf -)
# perl -pi edits in place alike on Linux and macOS (sed -i differs), leaving no backup
# file SwiftPM would warn about.
edit() { perl -pi -e "$1" "$2"; }
edit "s|path: \"../..\"|path: \"$root\"|" "$demo/Package.swift"

fail() { echo "plugin-demo: FAILED: $*" >&2; exit 1; }
build() { (cd "$demo" && swift build 2>&1) | tee "$work/build.log" | grep -E "LocPack:|warning:|error:|Build complete" || true; }
run() { "$demo/.build/debug/PluginDemo" "$@"; }
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }

echo "plugin-demo: building from clean (LocPack, the plugin's locpack, the demo)"
start=$(now); build; echo "plugin-demo: clean build $(elapsed "$start" "$(now)") s"
grep -q "Build complete" "$work/build.log" || fail "the clean build failed (log above)"
grep -q "unhandled" "$work/build.log" && fail "SwiftPM found files it does not handle"
output=$(run 3)
echo "$output"
for expected in "en: Plugin demo | 3 photos | Ada shared 3 albums | Quit" \
                "de: Plugin-Demo | 3 Fotos | Ada hat 3 Alben geteilt | Beenden" \
                "pl: Demo wtyczki | 3 zdjęcia | Ada udostępnia 3 albumy | Zakończ"; do
    grep -qxF "$expected" <<<"$output" || fail "expected the line '$expected'"
done
grep -qxF "pl: Demo wtyczki | 5 zdjęć | Ada udostępnia 5 albumów | Zakończ" <<<"$(run 5)" || fail "Polish 'many' for 5"

# SwiftPM 6.3 relinks a plugin's tool on the first build after a clean one
# (its link file list is rewritten), and a new tool reruns the command once.
build >/dev/null
start=$(now); build; echo "plugin-demo: no-change build $(elapsed "$start" "$(now)") s"
grep -q "LocPack: building" "$work/build.log" && fail "a build with no translation change ran LocPack"

edit 's/"Beenden"/"Schließen"/' "$demo/Sources/PluginDemo/Resources/de.lproj/Menu.strings"
start=$(now); build; echo "plugin-demo: one-string change rebuilt in $(elapsed "$start" "$(now)") s"
grep -q "LocPack: building" "$work/build.log" || fail "changing a translation did not rebuild the bundle"
run 3 | grep -qxF "de: Plugin-Demo | 3 Fotos | Ada hat 3 Alben geteilt | Schließen" || fail "the changed translation is not rendered"

# A translator's mistake: the German plural reads argument 1 as an object.
edit 's/"%lld Fotos"/"%\@ Fotos"/' "$demo/Sources/PluginDemo/Localizable.xcstrings"
build
grep -qE "Sources/PluginDemo/Localizable.xcstrings:[0-9]+:[0-9]+: warning: de: .*translation left out \(key '%lld photos'\)" "$work/build.log" \
    || fail "the broken translation was not reported at its file:line:column"
run 3 | grep -qxF "de: Plugin-Demo | 3 photos | Ada hat 3 Alben geteilt | Schließen" || fail "the broken translation was not left out"
grep -q "unhandled" "$work/build.log" && fail "SwiftPM found files it does not handle"
grep -qE "translation left out \(key '%lld photos'\) .*\[argument-type-conflict\]$" "$work/build.log" \
    || fail "the warning does not end with its diagnostic ID"

# The target's .locpack.json makes that kind an error: the build fails; then off: nothing is said.
printf '{"warn": {"argument-type-conflict": "error"}}\n' > "$demo/Sources/PluginDemo/.locpack.json"
build
grep -qE "Localizable.xcstrings:[0-9]+:[0-9]+: error: de: .*\[argument-type-conflict\]$" "$work/build.log" \
    || fail ".locpack.json did not make the broken translation an error"
grep -q "Build complete" "$work/build.log" && fail "the build succeeded although .locpack.json made a warning an error"
printf '{"warn": {"argument-type-conflict": "off"}}\n' > "$demo/Sources/PluginDemo/.locpack.json"
build
grep -q "Build complete" "$work/build.log" || fail "the build with the kind off failed (log above)"
grep -q "argument-type-conflict" "$work/build.log" && fail "a kind set off in .locpack.json was reported"
grep -q "unhandled" "$work/build.log" && fail "SwiftPM found files it does not handle"
echo "plugin-demo: ok"
