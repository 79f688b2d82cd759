# Sourced by Tools/server-smoke.sh and Tools/fleet-smoke.sh, after they set
# smoke_name (the prefix of their messages) and work (their scratch folder).
#
#   smoke_binaries — sets locpack and server: SMOKE_LOCPACK_BIN and
#     SMOKE_SERVER_BIN when set (binaries built elsewhere), else builds them.
#   fail MESSAGE — reports a failed check and counts it in $failures.
#   stop_process PID — TERM, up to 5 s, then KILL; reaps it. Nothing if PID is empty or gone.
#   start_example_server SERVER_BINARY ARGUMENTS...
# runs SERVER_BINARY --host 127.0.0.1 --port 0 ARGUMENTS..., its standard output
# in $work/server.out and its errors appended to $work/server.err, and sets
# server_pid, port and base (http://127.0.0.1:PORT). Exits if it ends or does
# not listen within 30 s.
smoke_binaries() {
    locpack=${SMOKE_LOCPACK_BIN:-}
    server=${SMOKE_SERVER_BIN:-}
    if [[ -z $locpack || -z $server ]]; then
        bash Tools/ensure-system-libraries.sh
        echo "$smoke_name: building locpack and the example server"
    fi
    if [[ -z $locpack ]]; then
        swift build --product locpack
        locpack="$(swift build --show-bin-path)/locpack"
    fi
    if [[ -z $server ]]; then
        swift build --package-path Examples/Server --product LocPackServer
        server="$(swift build --package-path Examples/Server --show-bin-path)/LocPackServer"
    fi
}

failures=0
fail() {
    echo "$smoke_name: FAIL: $*" >&2
    failures=$((failures + 1))
}

stop_process() {
    local pid=$1
    [[ -n $pid ]] && kill -0 "$pid" 2>/dev/null || return 0
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
}

start_example_server() {
    local name=$smoke_name binary=$1
    shift
    "$binary" --host 127.0.0.1 --port 0 "$@" >"$work/server.out" 2>>"$work/server.err" &
    server_pid=$!
    port=""
    for _ in $(seq 1 300); do
        port=$(sed -n 's/^listening on 127\.0\.0\.1:\([0-9][0-9]*\)$/\1/p' "$work/server.out")
        [[ -n $port ]] && break
        if ! kill -0 "$server_pid" 2>/dev/null; then
            cat "$work/server.err" >&2
            echo "$name: the server exited before listening" >&2
            exit 1
        fi
        sleep 0.1
    done
    [[ -n $port ]] || { echo "$name: the server did not start listening" >&2; exit 1; }
    base="http://127.0.0.1:$port"
}
