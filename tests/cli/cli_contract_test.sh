#!/usr/bin/env bash
# The command-line contract of docs/cli.md: exit statuses, --json shapes, one clear line on bad input.
# Expected values here are published (CPW perft) or hand-checked (the 20 opening moves).
set -u
bin=${1:?usage: cli_contract_test.sh PATH/TO/arbiter}
passed=0 failed=0
tmp=$(mktemp); trap 'rm -f "$tmp"' EXIT
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }

# expect_status STATUS ARGS...: runs arbiter, checks the exit status; output in $out, stderr in $err.
expect_status() {
  local want=$1; shift
  out=$("$bin" "$@" 2>"$tmp"); local got=$?
  err=$(cat "$tmp")
  if [ "$got" -ne "$want" ]; then fail "arbiter $* exited $got, expected $want (stderr: $err)"; return 1; fi
  pass
}
# bad_input ARGS...: exit 2, exactly one line on stderr, nothing on stdout.
bad_input() {
  expect_status 2 "$@" || return
  [ -z "$out" ] || fail "arbiter $*: printed on stdout despite the error: $out"
  [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] || fail "arbiter $*: expected one stderr line, got: $err"
  case "$err" in arbiter*:*) ;; *) fail "arbiter $*: stderr should start with 'arbiter': $err" ;; esac
}
contains() { case "$1" in *"$2"*) pass ;; *) fail "expected '$2' in: $1" ;; esac; }

# perft: CPW figures (start position depth 3 = 8902; Kiwipete depth 2 = 2039).
# --help: the whole usage, or one command's lines; exit 0.
expect_status 0 --help && contains "$out" "usage: arbiter COMMAND"
expect_status 0 perft --help && contains "$out" "usage: arbiter perft --game G"
expect_status 0 engine --game chess -h && contains "$out" "pins each difference to the shortest line"
bad_input perft --hepl
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
# explain
expect_status 0 explain --game chess --fen startpos --move e2e4 --json && contains "$out" '{"legal":true,"rule":null}'
expect_status 0 explain --game chess --fen 'r3k2r/8/8/8/8/8/8/R3K1r1 w Qkq - 0 1' --move e1c1 --json &&
  contains "$out" '"rule":"chess.castling.in-check"'

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
bad_input explain --game chess --fen startpos --move e2
bad_input explain --game chess --fen startpos
bad_input verify /nonexistent/corpus
bad_input frobnicate
bad_input
bad_input legal --game chess --fen startpos --impl turbo
bad_input status --game chess --fen startpos --repetition 4
bad_input legal --game chess --fen "$(head -c 5000 /dev/zero | tr '\0' 'p')"

# adjudicate and touch (xiangqi competition rule 5.1: a touched own cannon must move; its 12 moves counted by hand).
expect_status 0 touch --game xiangqi --fen startpos --touch h2 --json && contains "$out" '"h2e2"'
bad_input adjudicate --game xiangqi /nonexistent/record.json
bad_input adjudicate --game xiangqi
bad_input touch --game xiangqi --fen startpos --touch z9
bad_input touch --game chess --fen startpos

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
