#!/usr/bin/env bash
# Smoke test of the example server (Examples/Server, Hummingbird):
#  1. builds the locpack CLI and the server;
#  2. builds a bundle from Examples/Localizable.xcstrings;
#  3. starts the server on 127.0.0.1 on a free port;
#  4. checks responses in several languages (Accept-Language) and devices
#     (User-Agent, X-Device), with their Content-Language headers;
#  5. replaces the bundle (locpack build writes a temporary file and renames
#     it) with one built from a modified copy of the catalog and waits for
#     the new text; then replaces it with garbage and checks that the server
#     keeps serving and reports the rejected file;
#  6. under load (four request loops), truncates the served bundle in place
#     and copies a new one over it with cp: the server must live, answer only
#     the old or the new text, and serve the new one once it is complete;
#  7. stops the server (always, from an EXIT trap);
#  8. runs Tools/fleet-smoke.sh with the same binaries: the server following a
#     signed bundle on nginx under wrk load (installs nginx and wrk if missing).
# Needs: swift, curl, python3. The first build of Hummingbird takes a few minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no}

work=$(mktemp -d "${TMPDIR:-/tmp}/locpack-server-smoke.XXXXXX")
smoke_name=server-smoke
source Tools/smoke-helpers.sh
server_pid=""
loaders=()
cleanup() {
    for loader in "${loaders[@]}"; do kill "$loader" 2>/dev/null || true; done
    stop_process "$server_pid"
    rm -rf "$work"
}
trap cleanup EXIT

# SMOKE_LOCPACK_BIN / SMOKE_SERVER_BIN: use binaries built elsewhere instead.
smoke_binaries

bundle="$work/messages.locpack"
# The String Catalog and the MessageFormat 2 files in one bundle.
"$locpack" build Examples/Localizable.xcstrings Examples/MessageFormat2 -o "$bundle" --quiet

start_example_server "$server" --bundle "$bundle" --watch-ms 100
echo "server-smoke: server $server_pid listening on port $port"

# request PATH [curl options…] — sets $body, $status and $language.
request() {
    local path=$1
    shift
    body=$(curl -sS --max-time 10 -D "$work/headers" -o "$work/body" -w '%{http_code}' "$@" "$base$path" && cat "$work/body")
    status=${body:0:3}
    body=${body:3}
    language=$(sed -n 's/^[Cc]ontent-[Ll]anguage: *\([^[:space:]]*\).*$/\1/p' "$work/headers")
}

# check EXPECTED-BODY EXPECTED-LANGUAGE PATH [curl options…]
check() {
    local expected=$1 expected_language=$2 path=$3
    shift 3
    request "$path" "$@"
    if [[ $status != 200 || $body != "$expected" || $language != "$expected_language" ]]; then
        fail "GET $path $* → $status [$language] '$body', expected 200 [$expected_language] '$expected'"
    else
        echo "server-smoke: ok  [$language] $body"
    fi
}

mac='Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15'
iphone='Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

# Languages (Accept-Language negotiation).
check '5 zdjęć' pl '/messages/%25lld%20photos?count=5' -H 'Accept-Language: pl-PL,pl;q=0.9,en;q=0.5'
check '22 zdjęcia' pl '/messages/%25lld%20photos?count=22' -H 'Accept-Language: pl'
check 'こんにちは！' ja '/messages/greeting' -H 'Accept-Language: ja-JP, en;q=0.1'
check 'Arquivo' pt-BR '/messages/File' -H 'Accept-Language: pt-BR,pt;q=0.9,en;q=0.8'
check 'Guardar' pt '/messages/Save' -H 'Accept-Language: pt_br'
check '1,5 kilomètre' fr '/messages/%25.1f%20km?arg=1.5' -H 'Accept-Language: fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5'
check 'Downloads: 1.234.567' de '/messages/Downloads%3A%20%25d?arg=1234567' -H 'Accept-Language: de-AT, en;q=0.5'
check 'Hello!' en '/messages/greeting'
check 'Hello!' en '/messages/greeting' -H 'Accept-Language: xx, ;;;, de;q=abc'
check 'Znaleziono 1 użytkownika z 10 urządzeniami' pl '/messages/Found%20%25lld%20users%20having%20%25lld%20devices?arg=1&arg=10' -H 'Accept-Language: pl'

# Devices (User-Agent, X-Device).
check 'Click to continue' en '/messages/Tap%20to%20continue' -H 'Accept-Language: en-US' -A "$mac"
check 'Tap to continue' en '/messages/Tap%20to%20continue' -H 'Accept-Language: en-US' -A "$iphone"
check 'Continue' en '/messages/Tap%20to%20continue' -H 'Accept-Language: en-US' -A 'curl/8'
check 'No songs on your iPhone' en '/messages/%25lld%20songs?count=0' -H 'Accept-Language: en' -A "$iphone"
check '1 song in your library' en '/messages/%25lld%20songs?count=1' -H 'Accept-Language: en' -A "$mac"
check '5 utworów na Twoim iPhonie' pl '/messages/%25lld%20songs?count=5' -H 'Accept-Language: pl' -A "$iphone"
check 'Continuer' fr '/messages/Tap%20to%20continue' -H 'Accept-Language: fr' -H 'X-Device: applewatch'

# MessageFormat 2, arguments by name (the query's names are the message's variables).
check $'\u2068Bo\u2069 udostępnia 22 zdjęcia' pl '/messages/inbox.shared?photos=22&host=Bo' -H 'Accept-Language: pl'
check 'Ada udostępniła zdjęcie' pl '/messages/inbox.shared?host=ada&photos=1' -H 'Accept-Language: pl-PL'
check '1,5 Go utilisés sur 2 Go' fr '/messages/storage.used?total=2&gigabytes=1.5' -H 'Accept-Language: fr'
request '/messages/inbox.unread?count=x' -H 'Accept-Language: en'
[[ $status == 200 ]] && grep -qi '^X-LocPack-Status:.*formatErrors' "$work/headers" \
    || fail "a non-numeric MF2 selector gave $status without formatErrors in X-LocPack-Status"

request '/messages/no%20such%20key' -H 'Accept-Language: de'
[[ $status == 404 ]] || fail "an unknown key gave $status, expected 404"

# Replace the bundle with one built from a modified copy of the catalog.
grep -q '"value" : "こんにちは！"' Examples/Localizable.xcstrings || fail "the example catalog changed: update this script"
sed -e 's/"value" : "こんにちは！"/"value" : "こんばんは！"/' -e 's/"value" : "Hello!"/"value" : "Hello again!"/' \
    Examples/Localizable.xcstrings >"$work/Localizable.xcstrings"
"$locpack" build "$work/Localizable.xcstrings" -o "$bundle" --quiet
reloaded=""
for _ in $(seq 1 100); do
    request '/messages/greeting' -H 'Accept-Language: ja'
    if [[ $body == 'こんばんは！' ]]; then reloaded=yes; break; fi
    sleep 0.1
done
[[ -n $reloaded ]] || fail "the new bundle was not served within 10 s (still '$body')"
grep -qi '^X-LocPack-Generation: 2' "$work/headers" || fail "expected generation 2 after the reload"
check 'こんばんは！' ja '/messages/greeting' -H 'Accept-Language: ja'
check 'Hello again!' en '/messages/greeting' -H 'Accept-Language: en-GB'
check '5 zdjęć' pl '/messages/%25lld%20photos?count=5' -H 'Accept-Language: pl'
grep -q 'reloaded:' "$work/server.err" || fail "the reload was not reported"

# A corrupt replacement is rejected; the last good bundle keeps serving.
head -c 300 "$bundle" >"$work/partial"
mv "$work/partial" "$bundle"
for _ in $(seq 1 100); do grep -q 'reloadFailed:' "$work/server.err" && break; sleep 0.1; done
grep -q 'reloadFailed:' "$work/server.err" || fail "the rejected bundle was not reported"
check 'Hello again!' en '/messages/greeting'

# The bundle overwritten in place under load (Specs/guarantees.md): truncated,
# then `cp` of a new bundle over it. The server lives; every answer is the old
# text or the new one; the new one is served once the file is complete.
"$locpack" build Examples/Localizable.xcstrings -o "$bundle" --quiet
for _ in $(seq 1 100); do
    request '/messages/greeting' -H 'Accept-Language: en'
    [[ $body == 'Hello!' ]] && break
    sleep 0.1
done
check 'Hello!' en '/messages/greeting' -H 'Accept-Language: en'
mkdir -p "$work/next"
sed -e 's/"value" : "Hello!"/"value" : "Hi!"/' Examples/Localizable.xcstrings >"$work/next/Localizable.xcstrings"
"$locpack" build "$work/next/Localizable.xcstrings" -o "$work/next.locpack" --quiet
load() {
    while [[ ! -e $work/stop ]]; do
        curl -sS --max-time 5 -H 'Accept-Language: en' -w ' %{http_code}\n' "$base/messages/greeting" 2>&1 || echo "curl failed"
    done >"$work/load.$1"
}
for k in 1 2 3 4; do load "$k" & loaders+=($!); done
sleep 0.5
: >"$bundle"
sleep 0.5
cp "$work/next.locpack" "$bundle"
served_new=""
for _ in $(seq 1 100); do
    kill -0 "$server_pid" 2>/dev/null || break
    request '/messages/greeting' -H 'Accept-Language: en' || true
    if [[ $body == 'Hi!' ]]; then served_new=yes; break; fi
    sleep 0.1
done
sleep 0.3
touch "$work/stop"
wait "${loaders[@]}"
if ! kill -0 "$server_pid" 2>/dev/null; then
    fail "the server died when its bundle was overwritten in place"
    server_pid=""
    echo "server-smoke: $failures check(s) failed; server log:" >&2
    cat "$work/server.err" >&2
    exit 1
fi
[[ -n $served_new ]] || fail "the bundle copied over the old one in place was not served within 10 s (still '$body')"
answers=$(cat "$work"/load.* | wc -l)
unexpected=$(cat "$work"/load.* | grep -v -E '^(Hello!|Hi!) 200$' | sort | uniq -c | head -5 || true)
[[ $answers -gt 20 ]] || fail "the load during the overwrite got only $answers answers"
[[ -z $unexpected ]] || fail "answers during the in-place overwrite other than the old or the new text: $unexpected"
echo "server-smoke: ok  $answers answers under load while the bundle was truncated and overwritten in place by cp"

kill -TERM "$server_pid"
for _ in $(seq 1 100); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$server_pid" 2>/dev/null; then fail "the server did not stop on SIGTERM"; fi

if [[ $failures -gt 0 ]]; then
    echo "server-smoke: $failures check(s) failed; server log:" >&2
    cat "$work/server.err" >&2
    exit 1
fi
echo "server-smoke: all checks passed"
SMOKE_LOCPACK_BIN="$locpack" SMOKE_SERVER_BIN="$server" bash Tools/fleet-smoke.sh
