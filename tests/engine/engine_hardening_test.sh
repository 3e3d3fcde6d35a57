#!/usr/bin/env bash
# Issue 16, engines: nothing hangs, nothing grows, nothing is left behind. Each run is bounded in
# time (timeout) and memory (ulimit -v); every fake is in tests/engine/fakes/ (README there).
# Usage: engine_hardening_test.sh ARBITER FAKES_DIR
set -u
arbiter=$1
fakes=$2
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A number nothing else uses, so `sleep MARKER` grandchildren can be found by their arguments.
marker="4$((RANDOM % 1000)).$$"
left_behind() { pgrep -f "sleep $marker" >/dev/null; }

# run NAME SECONDS_AT_MOST ARGS...: arbiter under 600 MB of address space and a hard timeout;
# sets $out, $err, $status and $took (whole seconds).
run() {
    local name=$1 limit=$2
    shift 2
    local start=$SECONDS
    (ulimit -v 600000; exec timeout -k 1 30 "$arbiter" "$@") >"$work/out" 2>"$work/err"
    status=$?
    took=$((SECONDS - start))
    out=$(cat "$work/out")
    err=$(cat "$work/err")
    [ $status -ne 124 ] && [ $status -ne 137 ] || fail "$name: killed by the test's timeout"
    [ $took -le "$limit" ] || fail "$name: took ${took}s, more than ${limit}s"
}
engine() { echo engine --game chess --fen startpos --depth 1 --cmd "$1" "${@:2}"; }

# Endless output of every kind: a failure report within the deadline, memory bounded (ulimit).
run "yes" 5 engine --game chess --fen startpos --depth 1 --timeout 1 --cmd yes
[ $status -eq 1 ] && grep -q "no 'uciok' within 1 s" <<<"$out" || fail "yes: $status $out"
grep -q "earlier lines not kept" <<<"$out" || fail "yes: the kept lines are not capped: $out"
for case in "flood_no_newline.sh:printed a line longer than 65536 bytes" \
            "info_forever.sh:no 'Nodes searched' total within 1 s" \
            "distinct_moves.sh:protocol error: more than 4096 move lines" \
            "trickle.sh:no 'Nodes searched' total within 1 s" \
            "overflow.sh:protocol error: a count too large for 64 bits"; do
    fake=${case%%:*}
    want=${case#*:}
    run "$fake" 5 engine --game chess --fen startpos --depth 1 --timeout 1 --cmd "bash $fakes/$fake"
    [ $status -eq 1 ] || fail "$fake: exit $status, want 1"
    grep -qF "$want" <<<"$out" || fail "$fake: want '$want' in: $(head -c 600 <<<"$out")"
done
# The trickle prints a line every 0.6 s: a per-line timeout of 1 s would never fire.
run "trickle, 3 s" 6 engine --game chess --fen startpos --depth 1 --timeout 3 --cmd "bash $fakes/trickle.sh"
[ $took -ge 2 ] || fail "trickle: ended after ${took}s, before the 3 s deadline"

# --json stays valid JSON whatever the engine prints (here endless 'y' lines).
run "yes --json" 5 engine --game chess --fen startpos --depth 1 --timeout 1 --cmd yes --json
python3 -c 'import json,sys; json.load(sys.stdin)' <<<"$out" || fail "yes --json: not JSON"

# Its stderr is kept apart: the fake writes unfinished warnings there before every move line.
run "stderr_noise" 5 engine --game chess --fen startpos --depth 1 --cmd "bash $fakes/stderr_noise.sh"
[ $status -eq 0 ] || fail "stderr_noise: exit $status (stderr mixed into the protocol?): $out"
# ...and quoted, marked as such, when a report is made.
run "stderr quoted" 5 engine --game chess --fen startpos --depth 1 --cmd "bash $fakes/nonexistent.sh"
grep -q "\[stderr\] .*No such file" <<<"$out" || fail "the engine's stderr is not quoted: $out"

# An engine that ignores quit and SIGTERM: still stopped, the run ends at once.
run "ignores_quit" 5 engine --game chess --fen startpos --depth 1 --cmd "bash $fakes/ignores_quit.sh"
[ $status -eq 0 ] || fail "ignores_quit: exit $status: $out"
pgrep -f "$fakes/ignores_quit.sh" >/dev/null && fail "ignores_quit: the engine is still running"

# An engine that exits while a grandchild (setsid) holds its output: "exited", no wait for the
# deadline, and the grandchild killed.
run "exit_grandchild_holds" 5 engine --game chess --fen startpos --depth 1 --timeout 20 --cmd "bash $fakes/exit_grandchild_holds.sh $marker"
# It may exit before or after arbiter writes `go perft`: either report names the exit.
grep -qE "(the engine ended during perft|the engine stopped reading its input).*\(exited with status 0\)" <<<"$out" ||
    fail "exit_grandchild_holds: $out"
sleep 0.2
left_behind && fail "exit_grandchild_holds: its setsid grandchild outlived the run"

# A hang with a setsid grandchild holding the pipes: after the deadline, both gone.
run "setsid_child" 6 engine --game chess --fen startpos --depth 1 --timeout 1 --cmd "bash $fakes/setsid_child.sh $marker"
[ $status -eq 1 ] || fail "setsid_child: exit $status"
sleep 0.2
left_behind && fail "setsid_child: its setsid grandchild outlived the run"

# SIGTERM / SIGINT to arbiter: the engine, its group and the setsid grandchild end; exit 128+sig.
set -m  # background jobs keep SIGINT (a non-interactive shell would ignore it for them)
for sig in TERM INT; do
    "$arbiter" engine --game chess --fen startpos --depth 1 --timeout 60 \
        --cmd "bash $fakes/setsid_child.sh $marker" >/dev/null 2>&1 &
    pid=$!
    for _ in $(seq 50); do left_behind && break; sleep 0.1; done
    left_behind || fail "SIG$sig: the fake's grandchild never started"
    kill -$sig $pid
    wait $pid
    status=$?
    want=$((128 + $(kill -l $sig)))
    [ $status -eq $want ] || fail "SIG$sig: exit $status, want $want"
    sleep 0.2
    left_behind && fail "SIG$sig: the engine's setsid grandchild outlived arbiter"
    pgrep -f "$fakes/setsid_child.sh $marker" >/dev/null && fail "SIG$sig: the engine outlived arbiter"
done
set +m

# Started with stdin (or stderr) closed: the engine still gets working pipes.
"$arbiter" engine --game chess --fen startpos --depth 1 --cmd "bash $fakes/good_start.sh" <&- >"$work/out" 2>&1
status=$?
[ $status -eq 0 ] || fail "stdin closed: exit $status: $(cat "$work/out")"
"$arbiter" engine --game chess --fen startpos --depth 1 --cmd "bash $fakes/good_start.sh" <&- 2>&- >"$work/out"
status=$?
[ $status -eq 0 ] || fail "stdin and stderr closed: exit $status: $(cat "$work/out")"
# stdout closed: the run itself works, the report cannot be written: exit 2, one line.
err=$("$arbiter" engine --game chess --fen startpos --depth 1 --cmd "bash $fakes/good_start.sh" <&- 2>&1 >&-)
status=$?
[ $status -eq 2 ] && grep -q "^arbiter: cannot write the output on stdout" <<<"$err" || fail "stdout closed: $status $err"

# Invalid UTF-8 in the command and the engine's banner: --json is still valid JSON.
run "latin-1 output" 5 engine --game chess --fen startpos --depth 1 --timeout 1 --json --cmd "$(printf 'bash %s \xff\xfe' "$fakes/latin1.sh")"
[ $status -eq 1 ] || fail "latin-1 output: exit $status: $err"
python3 -c 'import json,sys; d=json.load(sys.stdin); assert "caf\ufffd" in json.dumps(d, ensure_ascii=False)' <<<"$out" || fail "latin-1 output: not JSON, or not replaced: $out"

pkill_marker() { for p in $(pgrep -f "sleep $marker"); do kill "$p"; done; }
pkill_marker 2>/dev/null
[ $failures -eq 0 ] && echo "engine_hardening: all passed"
exit $((failures > 0))
