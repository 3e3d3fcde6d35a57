#!/usr/bin/env bash
# --chess960 and --lenient on bench, touch, export and adjudicate (docs/cli.md; issues 22, 17).
# Expected values: the Chessprogramming wiki's perft tables (standard start 20/400/8902, which is
# Chess960 start position 518; Chess960 perft suite position 1: 21/528), stockfish with
# UCI_Chess960 (`go perft`) when it is installed, and hand-checked positions (said at each).
# Usage: flags_test.sh PATH/TO/arbiter
set -u
bin=${1:?usage: flags_test.sh PATH/TO/arbiter}
root=$(cd "$(dirname "$0")/../.." && pwd)  # the source tree: tests/data
passed=0 failed=0
tmp=$(mktemp); scratch=$(mktemp -d); trap 'rm -rf "$tmp" "$scratch"' EXIT
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }

# expect_status STATUS ARGS...: runs arbiter; stdout in $out, stderr in $err.
expect_status() {
  local want=$1; shift
  out=$("$bin" "$@" 2>"$tmp"); local got=$?
  err=$(cat "$tmp")
  if [ "$got" -ne "$want" ]; then fail "arbiter $* exited $got, expected $want (stderr: $err)"; return 1; fi
  pass
}
# bad_input ARGS...: exit 2, one stderr line starting 'arbiter: ', nothing on stdout.
bad_input() {
  expect_status 2 "$@" || return 1
  [ -z "$out" ] || { fail "arbiter $*: printed on stdout despite the error: $out"; return 1; }
  [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] || { fail "arbiter $*: expected one stderr line, got: $err"; return 1; }
  case "$err" in "arbiter: internal error"*) fail "arbiter $*: internal error: $err"; return 1 ;;
                 "arbiter: "*) ;; *) fail "arbiter $*: stderr should start with 'arbiter: ': $err"; return 1 ;; esac
}
contains() { case "$1" in *"$2"*) pass ;; *) fail "expected '$2' in: $1" ;; esac; }
lacks() { case "$1" in *"$2"*) fail "did not expect '$2' in: $1" ;; *) pass ;; esac; }

# Every command now offers both flags (--help lists them).
for cmd in perft legal status explain diff engine verify games bench touch export adjudicate match tournament; do
  expect_status 0 $cmd --help && contains "$out" "--chess960" && contains "$out" "--lenient"
done
# --chess960 belongs to chess; --lenient has no Chess960 reader.
bad_input bench --game xiangqi --chess960 && contains "$err" "chess option"
bad_input touch --game xiangqi --fen startpos --touch h2 --chess960 && contains "$err" "chess option"
bad_input export --game shogi --fen startpos --chess960 && contains "$err" "chess option"
bad_input perft --game chess --fen chess960:0 --depth 1 --chess960 --lenient &&
  contains "$err" "not with --chess960"

# ---- bench --------------------------------------------------------------------------------------
# Chess960 start 518 is the standard array: the CPW start-position perft 8902 at depth 3.
expect_status 0 bench --game chess --fen chess960:518 --chess960 --impl reference --depth 3 --json &&
  contains "$out" '"nodes": 8902'
# Without --chess960 a Chess960 FEN (rights of the f and h rooks, king on g1) is refused.
suite1='bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9'
bad_input bench --game chess --fen "$suite1" --impl reference --depth 1
# CPW Chess960 perft suite position 1: 528 at depth 2.
expect_status 0 bench --game chess --fen "$suite1" --chess960 --impl reference --depth 2 --json &&
  contains "$out" '"nodes": 528'
# The fixed Chess960 positions: start 0 and suite position 1 (CPW: 21 at depth 1).
expect_status 0 bench --chess960 --impl reference --depth 1 --json &&
  contains "$out" '"position": "960-0"' && contains "$out" '"position": "960-suite1"' &&
  contains "$out" '"nodes": 21' && lacks "$out" '"position": "kiwipete"'
# Start 0 (BBQNNRKR) at depth 3 against stockfish's own count with UCI_Chess960.
if [ -x /usr/games/stockfish ]; then
  sf=$(printf 'uci\nsetoption name UCI_Chess960 value true\nposition fen bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1\ngo perft 3\nisready\n' |
       timeout 20 /usr/games/stockfish | sed -n 's/^Nodes searched: //p')
  expect_status 0 bench --game chess --fen chess960:0 --chess960 --impl reference --depth 3 --json &&
    contains "$out" "\"nodes\": $sf"
  [ -n "$sf" ] && pass || fail "stockfish printed no perft total"
fi
# fast/chess's own Chess960 castling: the standard array as Chess960 start 518 (CPW: 8902 at depth 3).
expect_status 0 bench --game chess --fen chess960:518 --chess960 --impl fast --depth 3 --json &&
  contains "$out" '"nodes": 8902'
# Start 0 on fast too, against stockfish's count.
if [ -x /usr/games/stockfish ]; then
  expect_status 0 bench --game chess --fen chess960:0 --chess960 --impl fast --depth 3 --json &&
    contains "$out" "\"nodes\": $sf"
fi
# --lenient: the red soldier behind its start on e1 (hand-checked: 3 legal moves d0d1 d0e0 e1e2).
soldier='4k4/9/9/9/9/9/9/9/4P4/3K5 w - - 0 1'
bad_input bench --game xiangqi --fen "$soldier" --depth 1 && contains "$err" "soldier_on_bad_point"
for impl in reference fast; do
  expect_status 0 bench --game xiangqi --fen "$soldier" --depth 1 --impl $impl --lenient --json &&
    contains "$out" '"nodes": 3' && contains "$out" '"warnings": [' &&
    contains "$err" "arbiter: warning: soldier_on_bad_point at e1"
done

# ---- touch --------------------------------------------------------------------------------------
# Hand-checked: king b1, rook a1 with the right A; king then rook touched (FIDE 4.4.1) is the
# Chess960 O-O-O, king to c1 and rook to d1, written as the king taking the rook: b1a1.
qside='4k3/8/8/8/8/8/8/RK6 w A - 0 1'
bad_input touch --game chess --fen "$qside" --touch b1 a1
expect_status 0 touch --game chess --fen "$qside" --touch b1 a1 --chess960 --json &&
  contains "$out" '"moves":["b1a1"]' && contains "$out" '"binding":true' &&
  contains "$out" 'FIDE 4.4.1'
# A knight on c1 blocks the king's square: the castling is illegal, another king move is due (4.4.3).
expect_status 0 touch --game chess --fen '4k3/8/8/8/8/8/8/RKN5 w A - 0 1' --touch b1 a1 --chess960 --json &&
  contains "$out" 'FIDE 4.4.3' && lacks "$out" '"b1a1"'
# --lenient: white pawn on e1 (its own back rank) is a warning; touched, it must move (e1e2, hand-checked).
expect_status 0 touch --game chess --fen '4k3/8/8/8/8/8/8/K3P3 w - - 0 1' --touch e1 --lenient --json &&
  contains "$out" '"moves":["e1e2"]' && contains "$err" "pawn_on_back_rank at e1"

# ---- export -------------------------------------------------------------------------------------
# Start 518 (the standard array) with castling given as king takes rook (e1h1): hand-checked SAN.
expect_status 0 export --game chess --fen chess960:518 --chess960 --moves e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 e1h1 &&
  contains "$out" '[SetUp "1"]' &&
  contains "$out" '[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"]' &&
  contains "$out" '[Variant "Chess960"]' && contains "$out" '4. O-O *'
printf '%s\n' "$out" >"$scratch/960.pgn"
# What it wrote is read back as Chess960 (the Variant tag), with no problem.
expect_status 0 games "$scratch/960.pgn" --impl reference --json && contains "$out" '"illegal": 0, "parse_errors": 0'
# In Chess960 e1g1 is a two-square king move, not castling: illegal (bad input).
bad_input export --game chess --fen chess960:518 --chess960 --moves e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 e1g1 &&
  contains "$err" "illegal move 'e1g1'"
# Start 0, BBQNNRKR (Scharnagl): the X-FEN start in the FEN tag, hand-checked.
expect_status 0 export --game chess --fen chess960:0 --chess960 --moves g2g3 --tag Variant=Standard &&
  contains "$out" '[FEN "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"]' &&
  contains "$out" '[Variant "Chess960"]' && lacks "$out" 'Standard' && contains "$out" '1. g3 *'
# --lenient: the xiangqi soldier on e1 steps to e2 (hand-checked); strictly the FEN is refused.
bad_input export --game xiangqi --fen "$soldier" --moves e1e2
expect_status 0 export --game xiangqi --fen "$soldier" --moves e1e2 --lenient &&
  contains "$out" "[FEN \"$soldier\"]" && contains "$out" "E1-E2" &&
  contains "$err" "arbiter: warning: soldier_on_bad_point at e1"
expect_status 0 export --game chess --fen '4k3/8/8/8/8/8/8/K3P3 w - - 0 1' --moves e1e2 --lenient &&
  contains "$out" '1. e2 *'

# games --lenient still reads a Variant "Chess960" game as Chess960 (strictly: the lenient reader
# knows standard chess only): tests/data/pgn/chess960.pgn's three games, one planted illegal O-O-O.
expect_status 1 games "$root/tests/data/pgn/chess960.pgn" --impl reference --lenient --json &&
  contains "$out" '"games": 3, "moves": 7, "illegal": 1, "parse_errors": 0'

# ---- adjudicate ---------------------------------------------------------------------------------
# A Chess960 record (hand-checked, the corpus's castling-004 position): king b1, rook a1, a knight
# on d1 where the rook would land: b1a1 (O-O-O) is blocked; then the legal Nd1-c3 and b1a1 castles.
cat >"$scratch/960.json" <<'EOF'
{"id": "chess960-blocked", "game": "chess", "start": "4k3/8/8/8/8/8/8/RK1N4 w A - 0 1",
 "events": [{"type": "move", "move": "b1a1"}, {"type": "move", "move": "d1c3"},
            {"type": "move", "move": "e8e7"}, {"type": "move", "move": "b1a1"}]}
EOF
bad_input adjudicate --game chess "$scratch/960.json"
expect_status 0 adjudicate --game chess "$scratch/960.json" --chess960 --json &&
  contains "$out" '"rule":"chess.chess960.castling.blocked"' &&
  contains "$out" '"fen":"8/4k3/8/8/8/2N5/8/2KR4 b - - 3 2"'
# A PGN game without a Variant tag from the array RBNQBKNR (king f1 between the rooks a1 and h1,
# bishops on b1 and e1 of opposite colours), hand-checked: 1. Nf3 Nf6 2. O-O O-O, each king to g1/g8
# and its h-rook to f1/f8.
cat >"$scratch/novariant.pgn" <<'EOF'
[SetUp "1"]
[FEN "rbnqbknr/pppppppp/8/8/8/8/PPPPPPPP/RBNQBKNR w HAha - 0 1"]
[Result "*"]

1. Nf3 Nf6 2. O-O O-O *
EOF
bad_input adjudicate "$scratch/novariant.pgn"
expect_status 0 adjudicate "$scratch/novariant.pgn" --chess960 --json &&
  contains "$out" '"fen":"rbnqbrk1/pppppppp/5n2/8/8/5N2/PPPPPPPP/RBNQBRK1 w - - 4 3"'
# The same game with Variant "Chess960" needs no flag.
{ echo '[Variant "Chess960"]'; cat "$scratch/novariant.pgn"; } >"$scratch/variant.pgn"
expect_status 0 adjudicate "$scratch/variant.pgn" --json &&
  contains "$out" '"fen":"rbnqbrk1/pppppppp/5n2/8/8/5N2/PPPPPPPP/RBNQBRK1 w - - 4 3"'
bad_input adjudicate --game xiangqi "$scratch/960.json" --chess960 && contains "$err" "chess option"
# The record option chess960 (docs/corpus.md) does what the flag does; it is chess's only.
sed 's/"events"/"options": {"chess960": true}, "events"/' "$scratch/960.json" >"$scratch/960opt.json"
expect_status 0 adjudicate --game chess "$scratch/960opt.json" --json &&
  contains "$out" '"fen":"8/4k3/8/8/8/2N5/8/2KR4 b - - 3 2"'
echo '{"id":"x","game":"xiangqi","options":{"chess960":true},"events":[]}' >"$scratch/xq960.json"
bad_input adjudicate --game xiangqi "$scratch/xq960.json" && contains "$err" "/options/chess960"

# ---- verify, games ------------------------------------------------------------------------------
# verify --chess960: only the cases and records with the option chess960 (counted in the files).
n960=$(python3 -c 'import json,sys; print(sum(1 for c in json.load(open(sys.argv[1]))["cases"] if c.get("options", {}).get("chess960")))' "$root/corpus/chess/chess960.json")
expect_status 0 verify "$root/corpus/chess/chess960.json" --chess960 --impl reference --json &&
  { python3 -c 'import json,sys; d=json.loads(sys.argv[1]); assert [r["cases"] for r in d["summary"]] == [int(sys.argv[2])], d["summary"]' "$out" "$n960" &&
    pass || fail "verify --chess960: not the $n960 Chess960 cases: $out"; }
nrec=$(grep -l '"chess960": true' "$root"/corpus/records/*/*.json | wc -l)
expect_status 0 verify "$root/corpus/records" --chess960 --json &&
  { python3 -c 'import json,sys; d=json.loads(sys.argv[1]); assert d["records"]["cases"] == int(sys.argv[2]) > 0, d["records"]' "$out" "$nrec" &&
    pass || fail "verify --chess960: not the $nrec Chess960 records: $out"; }
bad_input verify "$root/corpus/xiangqi" --chess960 && contains "$err" "no Chess960 cases"
bad_input verify --game xiangqi --chess960 && contains "$err" "chess option"
# games --chess960: the game without a Variant tag (above) replays cleanly as Chess960.
expect_status 1 games "$scratch/novariant.pgn" --impl reference --json && contains "$out" '"parse_errors": 1'
expect_status 0 games "$scratch/novariant.pgn" --impl reference --chess960 --json &&
  contains "$out" '"moves": 4, "illegal": 0, "parse_errors": 0'
bad_input games "$scratch/novariant.pgn" --game xiangqi --chess960 && contains "$err" "chess option"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
