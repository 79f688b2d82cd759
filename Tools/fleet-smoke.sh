#!/usr/bin/env bash
# Smoke test of a fleet member (issue 31): the example server follows a signed
# bundle on a real HTTP origin — nginx, started by this script on 127.0.0.1 —
# while wrk loads it:
#  1. a new bundle signed by the trusted key is published on the origin: the
#     server answers with its text within two poll intervals (the time from
#     publish to first new answer is reported);
#  2. then a bundle signed by another key, a truncated one, garbage, the
#     first (older) signed bundle again, and one over the size limit: each is
#     refused and reported, and the answers keep the last good text;
#  3. nginx is stopped (failed fetches reported, answers unchanged), started
#     again, and a newer bundle is published: it is served (the backoff after
#     failures is capped at 3 s here, 10 minutes by default);
#  4. under all of it, every answer wrk sees is 200 with one of the good texts;
#  5. the server restarted with the origin down serves the cached bundle;
#  6. the origin back, the restarted server asks with the validators it kept
#     beside its cache: nginx answers 304, the bundle is not sent again.
# Reports requests served, errors (must be 0) and publish → first new answer.
# Needs: swift, curl, python3; nginx and wrk are installed where missing
# (apt-get as root or with sudo; Homebrew on macOS).
# SMOKE_LOCPACK_BIN / SMOKE_SERVER_BIN: use binaries built elsewhere.
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no}

bash Tools/ensure-dev-package.sh --program nginx nginx-light nginx "the fleet smoke test serves bundles with nginx"
bash Tools/ensure-dev-package.sh --program wrk wrk wrk "the fleet smoke test loads the server with wrk"
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)

smoke_name=fleet-smoke
source Tools/smoke-helpers.sh
smoke_binaries

work=$(mktemp -d "${TMPDIR:-/tmp}/locpack-fleet-smoke.XXXXXX")
server_pid="" nginx_pid="" wrk_pid=""
cleanup() {
    stop_process "$wrk_pid"
    stop_process "$server_pid"
    stop_process "$nginx_pid"
    rm -rf "$work"
}
trap cleanup EXIT
now_ms() { date +%s%3N; }

# The origin: nginx serving $work/origin, readable by its worker.
chmod 755 "$work"
mkdir -p "$work/origin" "$work/nginx"
chmod 755 "$work/origin"
origin_port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
cat >"$work/nginx/nginx.conf" <<EOF
daemon off;
worker_processes 1;
pid $work/nginx/nginx.pid;
error_log $work/nginx/error.log;
events { worker_connections 256; }
http {
    access_log $work/nginx/access.log;
    client_body_temp_path $work/nginx/body;
    proxy_temp_path $work/nginx/proxy;
    fastcgi_temp_path $work/nginx/fastcgi;
    uwsgi_temp_path $work/nginx/uwsgi;
    scgi_temp_path $work/nginx/scgi;
    types { application/octet-stream locpack; }
    server { listen 127.0.0.1:$origin_port; root $work/origin; }
}
EOF
start_nginx() {
    "$nginx_bin" -c "$work/nginx/nginx.conf" -p "$work/nginx" 2>>"$work/nginx/stderr" &
    nginx_pid=$!
    for _ in $(seq 1 100); do
        curl -s -o /dev/null "http://127.0.0.1:$origin_port/" && return 0
        kill -0 "$nginx_pid" 2>/dev/null || break
        sleep 0.05
    done
    cat "$work/nginx/stderr" "$work/nginx/error.log" >&2 2>/dev/null || true
    echo "fleet-smoke: nginx did not start on port $origin_port" >&2
    exit 1
}
start_nginx
url="http://127.0.0.1:$origin_port/messages.locpack"
echo "fleet-smoke: nginx $nginx_pid serving $url"

# Keys and bundles: v1, v2 and v3 signed by the release key, in that order;
# one signed by a stranger; a truncated copy of a newer one; garbage.
"$locpack" keygen -o "$work/release.key" >/dev/null
"$locpack" keygen -o "$work/stranger.key" >/dev/null
grep -q '"value" : "Hello!"' Examples/Localizable.xcstrings || { echo "fleet-smoke: the example catalog changed: update this script" >&2; exit 1; }
variant() { # NAME TEXT KEY
    mkdir -p "$work/$1"
    sed -e "s/\"value\" : \"Hello!\"/\"value\" : \"$2\"/" Examples/Localizable.xcstrings >"$work/$1/Localizable.xcstrings"
    sleep 0.01  # signed after the last
    "$locpack" build "$work/$1/Localizable.xcstrings" -o "$work/$1.locpack" --sign "$work/$3" --quiet
}
variant v1 'Hello!' release.key
variant v2 'Hello again!' release.key
variant stranger 'Hello from a stranger!' stranger.key
variant v9 'Hello from the future!' release.key
head -c $(($(wc -c <"$work/v9.locpack") - 200)) "$work/v9.locpack" >"$work/truncated.locpack"
head -c 20000 /dev/urandom >"$work/garbage.locpack"
head -c 300000 /dev/urandom >"$work/oversized.locpack"  # over the server's --max-bundle-bytes 200000
variant v3 'Hello, fleet!' release.key

# publish NAME — as a deploy does: a new file renamed over the old one.
publish() {
    cp "$work/$1.locpack" "$work/origin/.incoming"
    chmod 644 "$work/origin/.incoming"
    mv "$work/origin/.incoming" "$work/origin/messages.locpack"
}
publish v1

# Refusals and failed fetches in a row double the wait up to --max-backoff-ms;
# kept short here so the sequence below takes seconds.
poll_ms=1000 backoff_ms=3000
start_server() {
    start_example_server "$server" --url "$url" --public-key "$work/release.key.pub" --cache "$work/cache" \
        --poll-ms "$poll_ms" --max-backoff-ms "$backoff_ms" --max-bundle-bytes 200000
}
start_server
echo "fleet-smoke: server $server_pid on port $port follows the origin every $poll_ms ms"

greeting() { curl -sS --max-time 5 -H 'Accept-Language: en' "$base/messages/greeting" 2>/dev/null || echo "curl failed"; }
refusals() { grep -c 'refused:' "$work/server.err" || true; }
# wait_for_text TEXT SECONDS — until the greeting is TEXT; sets $waited_ms.
wait_for_text() {
    local started deadline
    started=$(now_ms)
    deadline=$((started + $2 * 1000))
    while [[ $(now_ms) -lt $deadline ]]; do
        if [[ $(greeting) == "$1" ]]; then waited_ms=$(($(now_ms) - started)); return 0; fi
        sleep 0.02
    done
    return 1
}
# refuse NAME REASON — publishes NAME; it must be refused for REASON, the text kept.
refuse() {
    local before
    before=$(refusals)
    publish "$1"
    for _ in $(seq 1 200); do [[ $(refusals) -gt $before ]] && break; sleep 0.05; done
    if [[ $(refusals) -le $before ]]; then
        fail "the $1 bundle was not refused within 10 s"
    elif ! grep 'refused:' "$work/server.err" | tail -1 | grep -q "$2"; then
        fail "the $1 bundle was refused for another reason: $(grep 'refused:' "$work/server.err" | tail -1)"
    else
        echo "fleet-smoke: ok  $1 bundle refused: $(grep 'refused:' "$work/server.err" | tail -1 | sed 's/^.*refused: //' | cut -c1-90)"
    fi
    [[ $(greeting) == 'Hello again!' ]] || fail "after the $1 bundle the greeting is '$(greeting)', not 'Hello again!'"
}

[[ $(greeting) == 'Hello!' ]] || fail "the first bundle's greeting is '$(greeting)'"
curl -sS "$base/health" | grep -q '"source":"origin"' || fail "health does not say the bundle came from the origin: $(curl -sS "$base/health")"

# Load: wrk checks every answer's status and text.
cat >"$work/check.lua" <<'EOF'
wrk.headers["Accept-Language"] = "en"
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) answers = 0; unexpected = 0; sample = "" end
function response(status, headers, body)
    answers = answers + 1
    if status ~= 200 or (body ~= "Hello!" and body ~= "Hello again!" and body ~= "Hello, fleet!") then
        unexpected = unexpected + 1
        sample = status .. " " .. body
    end
end
function done(summary, latency, requests)
    local answers, unexpected, sample = 0, 0, ""
    for _, thread in ipairs(threads) do
        answers = answers + thread:get("answers")
        unexpected = unexpected + thread:get("unexpected")
        if thread:get("sample") ~= "" then sample = thread:get("sample") end
    end
    io.write(string.format("checked %d unexpected %d %s\n", answers, unexpected, sample))
end
EOF
load_seconds=40
wrk -t 2 -c 16 -d "${load_seconds}s" --timeout 5s -s "$work/check.lua" "$base/messages/greeting" >"$work/wrk.out" 2>&1 &
wrk_pid=$!
sleep 1

# 1. A new trusted bundle.
publish v2
published=$(now_ms)
if wait_for_text 'Hello again!' 15; then
    switch_ms=$(($(now_ms) - published))
    echo "fleet-smoke: ok  the new bundle answered ${switch_ms} ms after it was published (poll interval $poll_ms ms)"
    [[ $switch_ms -le $((2 * poll_ms)) ]] || fail "the new bundle took $switch_ms ms, more than two poll intervals"
else
    fail "the new bundle was not served within 15 s"
    switch_ms="-"
fi

# 2. Untrusted, truncated, garbage, and the older signed bundle put back.
refuse stranger 'not trusted'
refuse truncated 'truncated'
refuse garbage 'not a LocPack bundle'
refuse v1 'replay or a downgrade'
before_failed=$(grep -c 'fetchFailed:' "$work/server.err" || true)
publish oversized
for _ in $(seq 1 200); do [[ $(grep -c 'fetchFailed:' "$work/server.err" || true) -gt $before_failed ]] && break; sleep 0.05; done
if grep 'fetchFailed:' "$work/server.err" | tail -1 | grep -q 'over the limit of 200000'; then
    echo "fleet-smoke: ok  oversized bundle not fetched: $(grep 'fetchFailed:' "$work/server.err" | tail -1 | sed 's/^.*messages.locpack: //')"
else
    fail "the oversized bundle was not refused for its size: $(grep 'fetchFailed:' "$work/server.err" | tail -1)"
fi
[[ $(greeting) == 'Hello again!' ]] || fail "after the oversized bundle the greeting is '$(greeting)', not 'Hello again!'"

# 3. The origin goes down and comes back.
before_failed=$(grep -c 'fetchFailed:' "$work/server.err" || true)
stop_process "$nginx_pid"
nginx_pid=""
for _ in $(seq 1 200); do [[ $(grep -c 'fetchFailed:' "$work/server.err" || true) -gt $before_failed ]] && break; sleep 0.05; done
[[ $(grep -c 'fetchFailed:' "$work/server.err" || true) -gt $before_failed ]] || fail "the origin being down was not reported"
[[ $(greeting) == 'Hello again!' ]] || fail "with the origin down the greeting is '$(greeting)'"
echo "fleet-smoke: ok  origin down: $(grep 'fetchFailed:' "$work/server.err" | tail -1 | cut -c1-100)"
sleep 1
start_nginx
publish v3
if wait_for_text 'Hello, fleet!' 20; then
    echo "fleet-smoke: ok  after nginx restarted, the next bundle answered within $waited_ms ms of looking"
else
    fail "after nginx restarted, the next bundle was not served within 20 s"
fi
health=$(curl -sS "$base/health")
echo "$health" | grep -q '"lastError":"http' || fail "health shows no last error: $health"
echo "$health" | grep -q '"generation":3' || fail "health does not show generation 3: $health"

# 4. The load's verdict.
wait "$wrk_pid" || fail "wrk failed"
wrk_pid=""
cat "$work/wrk.out"
requests=$(sed -n 's/^ *\([0-9][0-9]*\) requests in .*/\1/p' "$work/wrk.out")
errors=$(sed -n 's/^ *\(Socket errors\|Non-2xx or 3xx responses\):.*/&/p' "$work/wrk.out")
unexpected=$(sed -n 's/^checked [0-9]* unexpected \([0-9]*\).*/\1/p' "$work/wrk.out")
[[ -n $requests && $requests -gt 1000 ]] || fail "the load served only '${requests}' requests"
[[ -z $errors ]] || fail "clients saw errors: $errors"
[[ $unexpected == 0 ]] || fail "clients saw $unexpected answers other than a good bundle's text: $(grep '^checked' "$work/wrk.out")"

# 5. A restart with the origin down serves the cache.
stop_process "$server_pid"
stop_process "$nginx_pid"
nginx_pid=""
start_server
[[ $(greeting) == 'Hello, fleet!' ]] || fail "restarted with the origin down, the greeting is '$(greeting)'"
curl -sS "$base/health" | grep -q '"source":"cache"' || fail "health does not say the bundle came from the cache"
echo "fleet-smoke: ok  restarted with the origin down: served from the cache"

# 6. The origin back: the restarted server's first request is conditional.
log_before=$(wc -l <"$work/nginx/access.log")
bundle_requests() { tail -n +$((log_before + 1)) "$work/nginx/access.log" | grep 'GET /messages.locpack' || true; }
start_nginx
for _ in $(seq 1 200); do [[ -n $(bundle_requests) ]] && break; sleep 0.05; done
first_status=$(bundle_requests | head -1 | awk '{print $9}')
if [[ $first_status == 304 ]]; then
    echo "fleet-smoke: ok  restarted from the cache, the origin answered 304 (validators kept across the restart)"
else
    fail "restarted from the cache, the origin answered '${first_status:-nothing}' to the first request, not 304: $(bundle_requests | head -1)"
fi
[[ $(greeting) == 'Hello, fleet!' ]] || fail "after the 304 the greeting is '$(greeting)'"

echo "fleet-smoke: ${requests:-0} requests in ${load_seconds} s under load, ${unexpected:-?} unexpected answers, errors: ${errors:-none};" \
     "publish → first new answer ${switch_ms} ms (poll interval ${poll_ms} ms)"
if [[ $failures -gt 0 ]]; then
    echo "fleet-smoke: $failures check(s) failed; server log:" >&2
    cat "$work/server.err" >&2
    exit 1
fi
echo "fleet-smoke: all checks passed"
