#!/usr/bin/env bash
# `arbiter engine` on the command line: exit status 0 / 1 / 2, text and --json, bad input with one
# stderr line, a bounded run against a hanging engine. Usage: engine_cli_test.sh ARBITER FAKES_DIR
set -u
arbiter=$1
fakes=$2
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# A difference: exit 1, the missing move named in text and in JSON.
out=$("$arbiter" engine --game chess --cmd "bash $fakes/missing_move.sh" --fen startpos --depth 1 2>/dev/null)
status=$?
[ $status -eq 1 ] || fail "missing move: exit $status, want 1"
grep -q "only we have: *e2e4 (legal)" <<<"$out" || fail "missing move not named: $out"

out=$("$arbiter" engine --game chess --cmd "bash $fakes/extra_move.sh" --fen startpos --depth 1 --json 2>/dev/null)
[ $? -eq 1 ] || fail "extra move: exit status"
grep -q '"only_theirs"' <<<"$out" && grep -q '"e2e5"' <<<"$out" || fail "extra move not in JSON: $out"

# Bad input: exit 2 and exactly one line on stderr.
for args in "--game chess --cmd /nonexistent/engine --fen startpos --depth 1" \
            "--game chess --cmd stockfish --fen startpos --depth 0" \
            "--game chess --cmd stockfish --protocol usi --fen startpos --depth 1" \
            "--game chess --fen startpos --depth 1" \
            "--game chess --cmd stockfish --fen startpos --depth 1 --timeout soon" \
            "--game chess --cmd stockfish --protocol winboard --fen startpos --depth 1" \
            "--game chess --cmd stockfish --perft-cmd perft --fen startpos --depth 1" \
            "--game chess --cmd stockfish --option Hash --fen startpos --depth 1" \
            "--game chess --cmd stockfish --option =16 --fen startpos --depth 1" \
            "--game xiangqi --cmd stockfish --fen-letters chinese --fen startpos --depth 1" \
            "--game chess --cmd stockfish --script ./perft --fen startpos --depth 1" \
            "--game chess --script /nonexistent/perft --fen startpos --depth 1" \
            "--game chess --script /nonexistent/perft --check play --fen startpos"; do
    err=$("$arbiter" engine $args 2>&1 >/dev/null)
    status=$?
    [ $status -eq 2 ] || fail "'$args': exit $status, want 2"
    [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] && [ -n "$err" ] || fail "'$args': stderr is not one line: $err"
done

# A hanging engine: reported, bounded by the timeout.
start=$(date +%s)
out=$("$arbiter" engine --game chess --cmd "bash $fakes/hang.sh" --fen startpos --depth 1 --timeout 1 2>/dev/null)
status=$?
[ $status -eq 1 ] || fail "hang: exit $status, want 1"
grep -q "ENGINE FAILURE" <<<"$out" || fail "hang not reported: $out"
[ $(( $(date +%s) - start )) -le 10 ] || fail "hang took too long"

# XBoard and script engines that misbehave: one failure report each, exit 1, within the deadline.
start=$(date +%s)
misbehaves() {
    out=$("$arbiter" engine --game chess "$@" --fen startpos --depth 1 --timeout 1 2>&1)
    status=$?
    [ $status -eq 1 ] || fail "'$*': exit $status, want 1: $out"
    grep -q "ENGINE FAILURE" <<<"$out" || fail "'$*': no failure report: $out"
}
misbehaves --cmd "$fakes/xboard_fake.sh garbage" --protocol xboard
misbehaves --cmd "$fakes/xboard_fake.sh refuse" --protocol xboard
misbehaves --cmd "$fakes/xboard_fake.sh nodone" --protocol xboard
misbehaves --cmd "bash $fakes/garbage.sh" --perft-cmd "go perft {depth}"
misbehaves --script "$fakes/hang.sh"
[ $(( $(date +%s) - start )) -le 20 ] || fail "misbehaving xboard/script engines took too long"

# A real engine that agrees: exit 0.
if [ -x /usr/games/stockfish ]; then
    out=$("$arbiter" engine --game chess --cmd /usr/games/stockfish --fen startpos --moves e2e4 d7d5 --depth 2 2>&1)
    [ $? -eq 0 ] || fail "stockfish on startpos e2e4 d7d5: $out"
    # Issue 14: the bundled perft positions as EPD, every one agreeing with stockfish at depth 3
    # (7 positions; both implementations).
    epd="$(dirname "$0")/../../corpus/chess/perft.epd"
    for impl in reference fast; do
        out=$("$arbiter" engine --game chess --cmd /usr/games/stockfish --corpus "$epd" --depth 3 --impl $impl --json 2>&1)
        [ $? -eq 0 ] || fail "stockfish over perft.epd ($impl): $out"
        case "$out" in *'"agree": 7,'*'"differ": 0,'*'"positions": 7,'*) ;; *) fail "stockfish over perft.epd ($impl): $out" ;; esac
    done
fi

[ $failures -eq 0 ] && echo "engine_cli: all passed"
exit $((failures > 0))
