#!/usr/bin/env bash
# Issue 31: SIGINT and SIGTERM reach every engine, at any concurrency the flags allow. `engine
# --jobs 64` (kEngineMaxJobs) starts 64 fake engines, each leaving a setsid grandchild `sleep
# MARKER` that holds its pipes (tests/engine/fakes/setsid_child.sh) and hanging on `go perft`; once
# more than 40 are alive (the signal path used to know 32) the signal must end every engine and
# every grandchild, and arbiter exit 128 + the signal.
# Usage: engine_signals_test.sh ARBITER FAKES_DIR
set -u
arbiter=$1
fakes=$2
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
marker="5$((RANDOM % 1000)).$$"
alive() { pgrep -f "sleep $marker" | wc -l; }
engines() { pgrep -f "$fakes/setsid_child.sh $marker" | wc -l; }
cleanup() { for p in $(pgrep -f "sleep $marker"; pgrep -f "setsid_child.sh $marker"); do kill -9 "$p" 2>/dev/null; done; }
trap cleanup EXIT
set -m  # background jobs keep SIGINT (a non-interactive shell would ignore it for them)
for sig in INT TERM; do
    "$arbiter" engine --game chess --random 64 --depth 1 --jobs 64 --timeout 60 \
        --cmd "bash $fakes/setsid_child.sh $marker" >/dev/null 2>&1 &
    pid=$!
    for _ in $(seq 150); do [ "$(alive)" -ge 64 ] && break; sleep 0.1; done
    started=$(alive)
    [ "$started" -gt 40 ] || fail "SIG$sig: only $started engines started"
    kill -$sig $pid
    wait $pid
    status=$?
    want=$((128 + $(kill -l $sig)))
    [ $status -eq $want ] || fail "SIG$sig: exit $status, want $want"
    sleep 0.3
    left=$(alive) running=$(engines)
    [ "$left" -eq 0 ] || fail "SIG$sig: $left of $started setsid grandchildren outlived arbiter"
    [ "$running" -eq 0 ] || fail "SIG$sig: $running engines outlived arbiter"
    cleanup
done
set +m
[ $failures -eq 0 ] && echo "engine_signals: all passed"
exit $((failures > 0))
