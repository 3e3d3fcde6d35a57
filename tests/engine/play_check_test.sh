#!/usr/bin/env bash
# `arbiter engine --check play` (issue 15) against the fakes of tests/engine/fakes/ and, when
# installed, Debian engines that have no `go perft`; the baseline of known differences (--expect).
# Usage: play_check_test.sh ARBITER FAKES_DIR. About 12 s.
#
# Positions whose verdict is stated here were checked by hand: Fool's mate (1. f3 e5 2. g4 Qh4#,
# the shortest checkmate, FIDE Laws 5.1.1); the stalemate 7k/5Q2/6K1/8/8/8/8/8 b (the king on h8
# is not attacked and g8, g7, h7 are all covered by the queen or the king: FIDE Laws 5.2.1); the
# shogi impasse positions counted by hand under the CSA 27-point declaration (28 points for sente,
# at least 10 pieces in the zone, the king in the zone and not in check).
set -u
arbiter=$1
fakes=$2
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
stalemate="7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"

# run NAME WANT_STATUS ARGS...: runs arbiter engine --check play, the output in $out.
run() {
    local name=$1 want=$2
    shift 2
    out=$("$arbiter" engine --check play "$@" 2>"$work/err")
    status=$?
    [ "$status" -eq "$want" ] || fail "$name: exit $status, want $want: $out $(cat "$work/err")"
}
has() { grep -qF -- "$2" <<<"$out" || fail "$1: no '$2' in: $out"; }

# The bug of issue 15: a move in a mate position (the rule it breaks, the rules' verdict, the
# lines sent to reproduce it).
run repeat 1 --game chess --cmd "bash $fakes/repeats_bestmove.sh" --fen startpos --moves f2f3 e7e5 g2g4 d8h4
has repeat "PROBLEM fen: move_without_legal_moves"
has repeat "no legal move (chess.checkmate) but the engine played e2e4 (illegal: chess.self-check)"
has repeat "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves f2f3 e7e5 g2g4 d8h4"
has repeat "| go depth 1"

# A record file: every position of the mainline, with its history; the fake plays the game's own
# moves and repeats the last one (Qh4, a black move) in the mate.
printf '[Event "Fool'"'"'s mate"]\n[Result "0-1"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n' >"$work/fool.pgn"
run record 1 --game chess --cmd "bash $fakes/repeats_bestmove.sh" --corpus "$work/fool.pgn" --json
python3 - "$out" <<'EOF' || fail "record: $out"
import json, sys
r = json.loads(sys.argv[1])
assert r["check"] == "play" and r["positions"] == 5 and r["ok"] == 4 and r["problems"] == 1, r
last = r["results"][-1]
assert last["id"] == "fool:1:4" and last["moves"] == ["f2f3", "e7e5", "g2g4", "d8h4"], last
assert last["move"] == "d8h4" and last["ending"] == "chess.checkmate", last
assert last["problem"]["kind"] == "move_without_legal_moves", last
assert last["problem"]["rule"] == "chess.move.own-piece", last
assert last["dialogue"][-1] == "go depth 1", last
EOF

# No move where there is one; no move in a stalemate is right.
run none-start 1 --game chess --cmd "bash $fakes/no_move.sh" --fen startpos
has none-start "no_move_with_legal_moves"
has none-start "there are 20 legal moves"
run none-stalemate 0 --game chess --cmd "bash $fakes/no_move.sh" --fen "$stalemate"

# A mate in 1 announced for a move that does not mate.
run false-mate 1 --game chess --cmd "bash $fakes/false_mate.sh" --fen startpos --go "nodes 1000"
has false-mate "reported 'score mate 1' but e2e4 does not mate"
has false-mate "| go nodes 1000"

# A mate in 2 announced for a move that is none: a warning, not a problem (exit 0). In
# k7/8/2K5/8/8/8/8/7R w (checked by hand) 1. Kb6 Kb8 2. Rh8# is a mate in 2, 1. Rh8+ is not:
# after Ka7 no white move mates.
run mate2-false 0 --game chess --cmd "bash $fakes/mate_claim.sh h1h8 2" --fen "k7/8/2K5/8/8/8/8/7R w - - 0 1"
has mate2-false "WARNING fen: unproven_mate_score"
has mate2-false "reported 'score mate 2' but h1h8 is no forced win in 2 under our rules: the reply a8a7 escapes"
has mate2-false ", 1 warnings"
run mate2-true 0 --game chess --cmd "bash $fakes/mate_claim.sh c6b6 2" --fen "k7/8/2K5/8/8/8/8/7R w - - 0 1" --json
has mate2-true '"verdict": "holds"'
has mate2-true '"warnings": 0'

# XBoard mate scores in the engine's own encoding (xboard.h): 99999 is HoiChess's mate in 1;
# from an engine not known to use it, a score that large is only noted, not checked.
run hoi-mate 1 --game chess --cmd "bash $fakes/xboard_fake.sh hoimate" --protocol xboard --fen startpos
has hoi-mate "reported a mate in 1 (a thinking score read as hoichess) but e2e4 does not mate"
run odd-mate 0 --game chess --cmd "bash $fakes/xboard_fake.sh oddmate" --protocol xboard --fen startpos
has odd-mate "thinking score 31999 may be a mate score in an encoding arbiter does not know"

# Shogi: `bestmove win` only when the declaration holds; `resign` is a note, not a problem.
run usi-win-start 1 --game shogi --cmd "bash $fakes/usi_declares.sh" --fen startpos
has usi-win-start "false_win_declaration"
run usi-win-holds 0 --game shogi --cmd "bash $fakes/usi_declares.sh" \
    --fen "8G/4K4/+P+P+P+P+P+P+P+P+P/9/9/9/9/4k4/9 b 2R2B3g4s4n4l9p 1"
run usi-win-few 1 --game shogi --cmd "bash $fakes/usi_declares.sh" \
    --fen "9/4K4/9/9/9/9/9/4k4/9 b 2R2B8P4g4s4n4l10p 1"
run usi-resign 0 --game shogi --cmd "bash $fakes/usi_declares.sh resign" --fen startpos
has usi-resign "NOTE fen: resigned with 30 legal moves"

# Misbehaving engines: a clear report within the deadline, nothing left running.
start=$(date +%s)
run notation 1 --game chess --cmd "bash $fakes/wrong_notation.sh" --fen startpos --timeout 2
has notation "'bestmove Nf3' is not a move in chess UCI"
run late 1 --game chess --cmd "bash $fakes/late_reply.sh 7.31" --fen startpos --timeout 1
has late "no 'bestmove' within 1 s"
run partial 1 --game chess --cmd "bash $fakes/partial_line.sh" --fen startpos --timeout 1
has partial "no 'bestmove' within 1 s"
has partial "| info depth 1"
has partial "| [no line end] bestmo"
# XBoard: `?` (move now) when 3/4 of the deadline have passed; an engine that moves then is ok.
run move-now 0 --game chess --cmd "bash $fakes/xboard_fake.sh slow" --protocol xboard --fen startpos --timeout 1
has move-now "NOTE fen: answered only after '?' (move now)"
[ $(($(date +%s) - start)) -le 12 ] || fail "the misbehaving engines took $(($(date +%s) - start)) s"
sleep 0.3
pgrep -f "sleep 7.31" >/dev/null && fail "late_reply: its sleep outlived arbiter"
pgrep -f "$fakes/partial_line.sh" >/dev/null && fail "partial_line: the engine outlived arbiter"
pgrep -f "$fakes/late_reply.sh" >/dev/null && fail "late_reply: the engine outlived arbiter"

# --random: the same seed gives the same positions (from the start, with their moves); another
# seed others.
positions() { python3 -c 'import json,sys; print(json.dumps([(r["id"], r["fen"], r["moves"]) for r in json.load(sys.stdin)["results"]]))'; }
run random-a 1 --game xiangqi --cmd "bash $fakes/no_move.sh" --random 4 --seed 9 --json
a=$(positions <<<"$out")
run random-b 1 --game xiangqi --cmd "bash $fakes/no_move.sh" --random 4 --seed 9 --json
b=$(positions <<<"$out")
run random-c 1 --game xiangqi --cmd "bash $fakes/no_move.sh" --random 4 --seed 10 --json
c=$(positions <<<"$out")
[ "$a" = "$b" ] || fail "random: seed 9 gave two different sets of positions"
[ "$a" != "$c" ] || fail "random: seeds 9 and 10 gave the same positions"
grep -q '"random-9-4", "startpos", \["' <<<"$a" || fail "random: positions not from the start with moves: $a"

# The baseline: today's findings are known (exit 0); a new one is printed (exit 1), a finding no
# longer seen is a note. The same for --check perft.
"$arbiter" engine --check play --game chess --cmd "bash $fakes/repeats_bestmove.sh" --corpus "$work/fool.pgn" --json >"$work/base.json" 2>/dev/null
run baseline-known 0 --game chess --cmd "bash $fakes/repeats_bestmove.sh" --corpus "$work/fool.pgn" --expect "$work/base.json"
has baseline-known "baseline: 1 known, 0 new, 0 no longer seen"
python3 - "$work/base.json" "$work/empty.json" <<'EOF'
import json, sys
r = json.load(open(sys.argv[1]))
r["results"] = [x for x in r["results"] if x["status"] == "ok"] + [{"id": "gone", "status": "not_run"}]
json.dump(r, open(sys.argv[2], "w"))
EOF
run baseline-new 1 --game chess --cmd "bash $fakes/repeats_bestmove.sh" --corpus "$work/fool.pgn" --expect "$work/empty.json"
has baseline-new "NEW: fool:1:4: move_without_legal_moves"
has baseline-new "note: no longer seen: gone: not run"
"$arbiter" engine --game chess --cmd "bash $fakes/missing_move.sh" --fen startpos --depth 1 --json >"$work/perft.json" 2>/dev/null
out=$("$arbiter" engine --game chess --cmd "bash $fakes/missing_move.sh" --fen startpos --depth 1 --expect "$work/perft.json" 2>&1)
[ $? -eq 0 ] || fail "perft baseline: a known difference is not known: $out"
out=$("$arbiter" engine --game chess --cmd "bash $fakes/extra_move.sh" --fen startpos --depth 1 --expect "$work/perft.json" 2>&1)
[ $? -eq 1 ] || fail "perft baseline: a new difference passes: $out"
has perft-baseline "NEW: fen: differ after (the root); only the engine has: e2e5"

# --jobs N (issue 21): N engine processes, the same report in the same order.
run jobs-1 1 --game chess --cmd "bash $fakes/false_mate.sh" --corpus "$(dirname "$0")/../../corpus/chess/game-end.json" --json
one=$out
run jobs-3 1 --game chess --cmd "bash $fakes/false_mate.sh" --corpus "$(dirname "$0")/../../corpus/chess/game-end.json" --json --jobs 3
[ "$one" = "$out" ] || fail "--jobs 3 gave another report than --jobs 1"
pgrep -f "$fakes/false_mate.sh" >/dev/null && fail "--jobs 3: an engine outlived arbiter"

# Bad input: exit 2, one stderr line.
printf 'not json' >"$work/bad.json"
for args in "--check chess --fen startpos" "--check play --fen startpos --depth 1" \
            "--check play --fen startpos --go infinite" "--check play --random 0" \
            "--check play --fen startpos --seed 3" "--check play --random 2 --fen startpos" \
            "--fen startpos --go 'depth 1' --depth 1" "--check play --fen startpos --expect $work/bad.json" \
            "--check play --fen startpos --expect $work/perft.json" \
            "--check play --corpus $work/missing.pgn" "--check play --fen startpos --jobs 0"; do
    eval "set -- $args"
    err=$("$arbiter" engine --game chess --cmd "bash $fakes/no_move.sh" "$@" 2>&1 >/dev/null)
    status=$?
    [ $status -eq 2 ] || fail "'$args': exit $status, want 2"
    [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] && [[ "$err" == arbiter:* ]] || fail "'$args': stderr: $err"
done

# Debian engines without `go perft` (.ci/install-deps --engines), over the bundled chess corpus:
# glaurung answers `bestmove (none)` where there is no move; Ethereal 12 repeats an earlier
# bestmove there, held to tests/engine/baselines/ethereal-chess.play.json (KNOWN_DIFFERENCES.md).
here=$(dirname "$0")
if [ -x /usr/games/glaurung ]; then
    run glaurung 0 --game chess --cmd /usr/games/glaurung --timeout 5
else
    echo "skipped: /usr/games/glaurung is not installed (apt-get install glaurung)"
fi
if [ -x /usr/games/ethereal-chess ]; then
    run ethereal 1 --game chess --cmd /usr/games/ethereal-chess --fen "$stalemate" --timeout 5
    has ethereal "move_without_legal_moves"
    run ethereal-baseline 0 --game chess --cmd /usr/games/ethereal-chess --timeout 5 \
        --expect "$here/baselines/ethereal-chess.play.json"
else
    echo "skipped: /usr/games/ethereal-chess is not installed (apt-get install ethereal-chess)"
fi

# An XBoard engine (hoichess's hoixiangqi): a move after 1. C2=5 H8+7 is legal; with only the two
# generals left it answers `ping` but never moves (KNOWN_DIFFERENCES.md).
if [ -x /usr/games/hoixiangqi ]; then
    run hoixiangqi 0 --game xiangqi --cmd /usr/games/hoixiangqi --protocol xboard --fen startpos --moves h2e2 h9g7 --timeout 5
    run hoixiangqi-generals 1 --game xiangqi --cmd /usr/games/hoixiangqi --protocol xboard \
        --fen "5k3/9/9/9/9/9/9/9/4K4/9 w - - 0 1" --timeout 5
    has hoixiangqi-generals "no_move_with_legal_moves"
else
    echo "skipped: /usr/games/hoixiangqi is not installed (apt-get install hoichess)"
fi

# GNU Shogi over its xshogi protocol (detected from its banner): a mate in 1 set up by `edit`
# (G*5b: the king on 5a cannot take the gold, covered by the gold on 5c, and 4a, 6a, 4b, 6b are
# the golds'), and the mated side with no move ("Black mates!").
if [ -x /usr/games/gnushogi ]; then
    run gnushogi-mate 0 --game shogi --cmd /usr/games/gnushogi --fen "4k4/9/4G4/9/9/9/9/9/4K4 b G 1" --json
    grep -q '"move": "G\*5b"' <<<"$out" || fail "gnushogi-mate: $out"
    grep -q '"protocol": "xshogi"' <<<"$out" || fail "gnushogi-mate: not detected as xshogi: $out"
    run gnushogi-mated 0 --game shogi --cmd /usr/games/gnushogi --fen "4k4/4G4/4G4/9/9/9/9/9/4K4 w - 1" --json
    grep -q '"answer": "Black mates!"' <<<"$out" || fail "gnushogi-mated: $out"
    run gnushogi-random 0 --game shogi --cmd /usr/games/gnushogi --random 3 --seed 5 --timeout 5
else
    echo "skipped: /usr/games/gnushogi is not installed (apt-get install gnushogi)"
fi

[ $failures -eq 0 ] && echo "play_check: all passed" || echo "play_check: $failures failed"
[ $failures -eq 0 ]
