#!/usr/bin/env bash
# The command-line contract of docs/cli.md: exit statuses, --json shapes, one clear line on bad input.
# Expected values here are published (CPW perft) or hand-checked (the 20 opening moves).
set -u
bin=${1:?usage: cli_contract_test.sh PATH/TO/arbiter}
root=$(cd "$(dirname "$0")/../.." && pwd)  # the source tree: its CMakeLists.txt and corpus/
passed=0 failed=0
tmp=$(mktemp); scratch=$(mktemp -d); trap 'rm -rf "$tmp" "$scratch"' EXIT
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }

# expect_status STATUS ARGS...: runs arbiter, checks the exit status; output in $out, stderr in $err.
expect_status() {
  local want=$1; shift
  out=$("$bin" "$@" 2>"$tmp"); local got=$?
  err=$(cat "$tmp")
  if [ "$got" -eq 3 ] && [ "$want" -ne 3 ]; then fail "arbiter $*: internal error (exit 3): $err"; return 1; fi
  if [ "$got" -ne "$want" ]; then fail "arbiter $* exited $got, expected $want (stderr: $err)"; return 1; fi
  pass
}
# bad_input ARGS...: exit 2, exactly one line on stderr, nothing on stdout.
bad_input() {
  expect_status 2 "$@" || return
  [ -z "$out" ] || fail "arbiter $*: printed on stdout despite the error: $out"
  [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] || fail "arbiter $*: expected one stderr line, got: $err"
  case "$err" in "arbiter: internal error"*) fail "arbiter $*: bad input reported as an internal error: $err" ;;
                 "arbiter: "*) ;; *) fail "arbiter $*: stderr should start with 'arbiter: ': $err" ;; esac
}
contains() { case "$1" in *"$2"*) pass ;; *) fail "expected '$2' in: $1" ;; esac; }
lacks() { case "$1" in *"$2"*) fail "did not expect '$2' in: $1" ;; *) pass ;; esac; }

# bench: CPU-timed perft (CPW: Kiwipete depth 2 = 2039), min/median/max over --repeat, the build.
kiwi='r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
expect_status 0 bench --game chess --fen "$kiwi" --depth 2 --repeat 3 --impl fast --json &&
  contains "$out" '"nodes": 2039' && contains "$out" '"cpu_seconds"' && contains "$out" '"median"' &&
  contains "$out" '"repeat": 3' && contains "$out" '"chess_sliders"' && contains "$out" '"cpu"'
bad_input bench --fen startpos
bad_input bench --game chess --repeat 0
bad_input bench --game chess --fen 'not a fen' --impl fast
# perft: CPW figures (start position depth 3 = 8902; Kiwipete depth 2 = 2039).
# --help: the whole usage, or one command's lines; exit 0.
expect_status 0 --help && contains "$out" "usage: arbiter COMMAND"
expect_status 0 perft --help && contains "$out" "usage: arbiter perft --game G"
expect_status 0 engine --game chess -h && contains "$out" "pins each difference to the shortest line"
bad_input perft --hepl
# Every command answers --help with its own usage line (flags it must offer) and the exit statuses.
for spec in "perft --depth" "legal --fen" "status --impasse-rule" "explain --move" "verify PATH" \
            "diff --depth" "engine --cmd" "bench --depth" "adjudicate RECORD" "touch --touch"; do
  set -- $spec
  expect_status 0 "$1" --help && contains "$out" "usage: arbiter $1 " && contains "$out" "$2" &&
    contains "$out" "3  internal error"
done
expect_status 0 help touch && contains "$out" "usage: arbiter touch "
expect_status 0 --help &&
  contains "$out" "1  a difference or a problem found (verify, diff, engine, games: see their --help)"
# Each command states its own: status 1 only where the command can exit 1 (docs/cli.md).
expect_status 0 games --help && contains "$out" "1  a game has a problem: an illegal move"
expect_status 0 verify --help && contains "$out" "1  a case failed"
expect_status 0 explain --help && contains "$out" "0  done (an illegal move too" &&
  lacks "$out" "  1  "
expect_status 0 perft --help && lacks "$out" "  1  "
# --version: the project() VERSION of the top CMakeLists.txt, and how the binary was built.
version=$(sed -n 's/^project(arbiter VERSION \([0-9.]*\).*/\1/p' "$root/CMakeLists.txt")
expect_status 0 --version && contains "$out" "arbiter $version" && contains "$out" "build: " &&
  contains "$out" "PEXT/BMI2 "
[ -n "$version" ] || fail "no project(arbiter VERSION ...) in $root/CMakeLists.txt"
expect_status 0 perft --game chess --fen startpos --depth 3 && contains "$out" "nodes 8902"
expect_status 0 perft --game chess --fen startpos --depth 2 --json &&
  contains "$out" '"nodes":400' && contains "$out" '"seconds":' && contains "$out" '"nps":'
expect_status 0 perft --game chess --fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1' --depth 2 --divide --json &&
  contains "$out" '"nodes":2039' && contains "$out" '"divide":{' && contains "$out" '"e1g1":'
expect_status 0 perft --game chess --fen startpos --depth 1 --divide && contains "$out" "e2e4: 1"

# legal: the 20 opening moves, sorted.
expect_status 0 legal --game chess --fen startpos --json &&
  contains "$out" '"in_check":false' && contains "$out" '"moves":["a2a3","a2a4","b1a3","b1c3",'
# status: fool's mate (hand-checked).
expect_status 0 status --game chess --fen startpos --moves f2f3 e7e5 g2g4 d8h4 --json &&
  contains "$out" '"in_check":true' && contains "$out" '"result":"win"' &&
  contains "$out" '"winner":"black"' && contains "$out" '"reason":"chess.checkmate"'
expect_status 0 status --game chess --fen startpos --json && contains "$out" '"reason":null' && contains "$out" '"winner":null'
# status evidence of a perpetual chase (corpus xiangqi-repetition-perpetual-chase-001), both
# implementations: the chased horse and the plies that chase it.
for impl in reference fast; do
  expect_status 0 status --game xiangqi --impl $impl --fen "1n7/4k4/9/9/9/R8/9/9/9/3K5 w - - 0 1" \
    --moves a4b4 b9a7 b4a4 a7b9 a4b4 b9a7 b4a4 a7b9 --json &&
    contains "$out" '"reason":"xiangqi.repetition.perpetual-chase"' &&
    contains "$out" '"victim":{"origin":"b9","piece":"n","point":"b9"}' &&
    contains "$out" '"chased":[{"origin":"b9","piece":"n","point":"a7"}],"check":false,"move":"b4a4","ply":3'
done
expect_status 0 status --game xiangqi --fen startpos --json && contains "$out" '"evidence":null'
# adjudicate carries the same evidence: the red chariot chases the black cannon b7 (record's
# description, hand-checked).
expect_status 0 adjudicate --game xiangqi "$root/corpus/records/xiangqi/perpetual-chase-001.json" --json &&
  contains "$out" '"rule":"xiangqi.repetition.perpetual-chase"' &&
  contains "$out" '"victim":{"origin":"b7","piece":"c","point":"b7"}'
# status judges the game: fool's mate ends at ply 4, the moves after it are reported, not played.
expect_status 0 status --game chess --fen startpos --moves f2f3 e7e5 g2g4 d8h4 e1f2 --json &&
  contains "$out" '"ended_at_ply":4' && contains "$out" '"moves_after_end":["e1f2"]' &&
  contains "$out" '"reason":"chess.checkmate"'
expect_status 0 status --game chess --fen startpos --moves e2e4 --json && contains "$out" '"ended_at_ply":null'
expect_status 2 status --game chess --fen startpos --moves e2e4 e2e4
# --moves takes zero or more values up to the next flag, and may be repeated.
expect_status 0 legal --game chess --fen startpos --moves --json && contains "$out" '"moves":["a2a3",'
expect_status 0 legal --game chess --fen startpos --moves e2e4 --moves e7e5 --json &&
  contains "$out" '"e1e2"'
# explain
expect_status 0 explain --game chess --fen startpos --move e2e4 --json &&
  contains "$out" '{"evidence":[],"legal":true,"rule":null}'
expect_status 0 explain --game chess --fen 'r3k2r/8/8/8/8/8/8/R3K1r1 w Qkq - 0 1' --move e1c1 --json &&
  contains "$out" '"rule":"chess.castling.in-check"'
# SAN (docs/notation.md): --moves and explain --move read it; legal --notation san prints it.
expect_status 0 status --game chess --fen startpos --moves f3 e5 g4 'Qh4#' --json &&
  contains "$out" '"reason":"chess.checkmate"'
expect_status 0 legal --game chess --fen startpos --moves e4 e5 Nf3 Nc6 Bb5 --notation san --json &&
  contains "$out" '"Nce7",' && contains "$out" '"Nge7",'
expect_status 0 legal --game chess --impl fast --fen startpos --moves e2e4 e5 Nf3 Nc6 Bc4 Nf6 '0-0!?' \
  --notation san --json && contains "$out" '"Nxe4",'
expect_status 0 legal --game chess --impl fast --fen startpos --moves e4 e5 --notation uci --json &&
  contains "$out" '"g1f3"'
expect_status 0 explain --game chess --fen '4k3/8/8/8/8/8/8/4K1Nr w - - 0 1' --move Nf3 --json &&
  contains "$out" '"legal":false,"rule":"chess.self-check"}'
expect_status 0 explain --game chess --fen '4k3/8/8/8/8/8/8/4K1Nr w - - 0 1' --move g1f3 --json &&
  contains "$out" '{"evidence":[{"piece":"r","role":"attacker","square":"h1"}],"legal":false,"rule":"chess.self-check"}'
# Evidence (docs/cli.md): the piece or square that makes a move illegal, hand-checked positions.
expect_status 0 explain --game chess --fen '4k3/8/8/8/8/5r2/8/R3K2R w KQ - 0 1' --move e1g1 &&
  contains "$out" 'evidence attacked_square f1, attacker r f3'
expect_status 0 explain --game xiangqi --fen '4k4/9/9/9/9/9/9/9/1r7/1N1K5 w - - 0 1' --move b0c2 \
  --json && contains "$out" '[{"piece":"r","role":"leg","square":"b1"}]'
expect_status 0 explain --game xiangqi --fen '3k5/9/9/9/9/9/9/9/3n5/2B1K4 w - - 0 1' --move c0e2 &&
  contains "$out" 'evidence eye n d1'
expect_status 0 explain --game xiangqi --fen '3k5/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1' --move e0d0 &&
  contains "$out" 'evidence general k d9'
expect_status 0 explain --game shogi --fen '4k4/9/9/9/4P4/9/9/9/4K4 b P 1' --move 'P*5c' &&
  contains "$out" 'evidence pawn_on_file P 5e'
# shogi --max-plies (shogi.max-plies): the 256th ply draws; an option of shogi only.
expect_status 0 status --game shogi --fen '4k4/9/9/9/9/9/9/9/4K4 b - 256' --moves 5i5h --max-plies 256 &&
  contains "$out" 'reason shogi.max-plies' && contains "$out" 'ended_at_ply 1'
bad_input status --game chess --fen startpos --max-plies 256
bad_input status --game shogi --fen startpos --max-plies 0
# Checkmate and stalemate: no legal move, whether in check and by what (Fool's mate; a queen
# stalemate with the black king on h8).
expect_status 0 status --game chess --fen startpos --moves f2f3 e7e5 g2g4 d8h4 --json &&
  contains "$out" '"no_legal_move":{"checkers":[{"piece":"q","role":"checker","square":"h4"}],"in_check":true,"legal_moves":0}'
expect_status 0 status --game chess --fen '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1' &&
  contains "$out" 'evidence no legal move, not in check'
expect_status 0 explain --game chess --fen '4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1' --move Nd2 --json &&
  contains "$out" '"rule":"chess.notation.ambiguous"'
expect_status 0 explain --game chess --fen startpos --move 'Nf3!?' && contains "$out" 'legal'
bad_input legal --game chess --fen startpos --moves Nf6
bad_input legal --game chess --fen startpos --impl fast --moves Nf6
bad_input explain --game chess --fen startpos --move Nf
bad_input legal --game chess --fen startpos --notation wxf
bad_input legal --game xiangqi --fen startpos --notation san

# Bad input: one line, exit 2, never a crash.
bad_input perft --game chess --fen startpos
bad_input perft --game chess --fen startpos --depth -1
bad_input perft --game chess --fen startpos --depth 99
bad_input perft --game chess --fen startpos --depth 1 --bogus
bad_input perft --game chess --fen 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0' --depth 1
bad_input perft --game chess --fen 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1' --depth 1
bad_input legal --game chess --fen 'k7/8/8/8/8/8/8/7K x - - 0 1'
bad_input legal --game chess --fen startpos --moves e2e5
bad_input legal --game chess --fen startpos --moves e2e4 zz
bad_input legal --game checkers --fen startpos
bad_input legal --fen startpos
bad_input legal --game chess
bad_input explain --game chess --fen startpos --move e9  # (e2 is SAN now: a pawn move to e2)
bad_input explain --game chess --fen startpos
bad_input verify /nonexistent/corpus
bad_input frobnicate
bad_input
bad_input legal --game chess --fen startpos --impl turbo
bad_input status --game chess --fen startpos --repetition 4
bad_input legal --game chess --fen "$(head -c 5000 /dev/zero | tr '\0' 'p')"
# The parser's own refusals: a flag twice, a missing value, a non-number, stray arguments.
bad_input legal --game chess --game chess --fen startpos
bad_input legal --game chess --fen startpos --json --json
bad_input legal --game chess --fen startpos --json=false
bad_input perft --game chess --fen startpos --depth
bad_input perft --game chess --fen startpos --depth three
bad_input perft --game chess --fen startpos --depth 2 --mode quick
bad_input engine --game chess --cmd stockfish --fen startpos --depth 1 --timeout
bad_input legal --game chess --fen startpos e2e4
bad_input legal --game chess --fen startpos -x
bad_input --version now
# explain is the reference's: --impl fast is refused, --impl reference accepted.
bad_input explain --game chess --fen startpos --move e2e5 --impl fast && contains "$err" "drop --impl fast"
expect_status 0 explain --game chess --fen startpos --move e2e5 --impl reference --json &&
  contains "$out" '"legal":false'
# verify: a path with nothing to run is bad input naming the path, not an empty table.
mkdir -p "$scratch/empty" "$scratch/text"; echo "not a corpus" >"$scratch/text/notes.txt"
bad_input verify "$scratch/empty" && contains "$err" "$scratch/empty"
bad_input verify "$scratch/text" && contains "$err" "$scratch/text"
# verify takes several paths (cases of both files counted: 2 games in the summary).
expect_status 0 verify "$root/corpus/chess/king.json" "$root/corpus/xiangqi" --impl reference --json &&
  contains "$out" '"game": "chess"' && contains "$out" '"game": "xiangqi"'

# adjudicate and touch (xiangqi competition rule 5.1: a touched own cannon must move; its 12 moves counted by hand).
expect_status 0 touch --game xiangqi --fen startpos --touch h2 --json && contains "$out" '"h2e2"'
bad_input adjudicate --game xiangqi /nonexistent/record.json
bad_input adjudicate --game xiangqi
bad_input touch --game xiangqi --fen startpos --touch z9
bad_input touch --game chess --fen startpos
bad_input adjudicate --game xiangqi "$root/corpus/records/xiangqi/fouls-001.json" "$root/corpus/records/xiangqi/fouls-001.json"
# A record whose claim lacks its side: exit 2, the JSON pointer of the problem on stderr.
echo '{"id":"x","game":"xiangqi","events":[{"type":"move","move":"h2e2"},{"type":"natural_limit_claim"}]}' >"$scratch/bad.json"
bad_input adjudicate --game xiangqi "$scratch/bad.json" && contains "$err" "/events/1/side: missing"
# --touch is repeatable and multi-valued: both spellings are the same touches (FIDE 4.4: king then rook).
expect_status 0 touch --game chess --fen "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1" --touch e1 --touch h1 --json &&
  touches_repeated=$out
expect_status 0 touch --game chess --fen "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1" --touch e1 h1 --json &&
  [ "$out" = "$touches_repeated" ] && pass || fail "--touch e1 h1 differs from --touch e1 --touch h1"
# --lenient (docs/cli.md, Lenient loading): a validity problem the rules can judge is a warning on
# stderr and in JSON; without the flag the same text is bad input; what cannot be judged stays bad
# input, saying why. Hand-checked: the red soldier on e1 (behind its start) steps only to e2.
soldier='4k4/9/9/9/9/9/9/9/4P4/3K5 w - - 0 1'
bad_input legal --game xiangqi --fen "$soldier" && contains "$err" "soldier_on_bad_point"
for impl in reference fast; do
  expect_status 0 legal --game xiangqi --impl $impl --fen "$soldier" --lenient --json &&
    contains "$out" '"moves":["d0d1","d0e0","e1e2"]' &&
    contains "$out" '"warnings":["soldier_on_bad_point at e1"]' &&
    contains "$err" "arbiter: warning: soldier_on_bad_point at e1"
done
expect_status 0 legal --game chess --fen startpos --lenient --json && contains "$out" '"warnings":[]'
expect_status 0 perft --game shogi --fen '4k4/9/9/9/4P4/9/4P4/9/4K4 b - 1' --depth 1 --lenient &&
  contains "$out" "nodes 7" && contains "$err" "arbiter: warning: nifu (sente, file 5)"
bad_input status --game chess --fen '8/8/8/8/8/8/8/K7 w - - 0 1' --lenient &&
  contains "$err" "refused even with --lenient"
# games: a PGN whose FEN tag has pawns on the back ranks (hand-checked: 1. e2 Kd8 is legal there),
# then a game from the standard start; under --lenient --json each game's line has its own
# "warnings" (the first game's two pawns, none for the second), without --lenient no such key.
printf '[SetUp "1"]\n[FEN "p3k3/8/8/8/8/8/8/K3P3 w - - 0 1"]\n[Result "*"]\n\n1. e2 Kd8 *\n\n[Result "*"]\n\n1. e4 *\n' >"$scratch/lenient.pgn"
for impl in reference fast; do
  expect_status 1 games "$scratch/lenient.pgn" --impl $impl --json && contains "$out" '"parse_errors": 1' &&
    { [[ "$out" != *'"warnings"'* ]] && pass || fail "games --json without --lenient has a warnings key"; }
  expect_status 0 games "$scratch/lenient.pgn" --impl $impl --lenient --json &&
    contains "$out" '"moves": 3, "illegal": 0, "parse_errors": 0' &&
    contains "$out" '"problems": [], "warnings": ["pawn_on_back_rank at a8", "pawn_on_back_rank at e1"]}' &&
    contains "$out" '"problems": [], "warnings": []}' &&
    contains "$err" "arbiter: warning: pawn_on_back_rank at a8"$'\n'"arbiter: warning: pawn_on_back_rank at e1"
done
for cmd in perft legal status explain verify diff engine adjudicate touch games bench export match tournament; do
  expect_status 0 $cmd --help && contains "$out" "--lenient"
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
