#!/usr/bin/env bash
# `arbiter games` and `arbiter export` on shogi records (docs/records.md, docs/cli.md): the
# problems planted in tests/data/shogi/ (each file says what, counted by hand), the game picked by
# the file name, both implementations and --threads agreeing, and export read back.
set -u
bin=${1:?usage: shogi_games_test.sh PATH/TO/arbiter}
root=$(cd "$(dirname "$0")/../.." && pwd)
data=$root/tests/data/shogi
passed=0 failed=0
tmp=$(mktemp); scratch=$(mktemp -d); trap 'rm -rf "$tmp" "$scratch"' EXIT
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }
run() {  # run STATUS ARGS...: output in $out, stderr in $err
  local want=$1; shift
  out=$("$bin" "$@" 2>"$tmp"); local got=$?
  err=$(cat "$tmp")
  if [ "$got" -ne "$want" ]; then fail "arbiter $* exited $got, expected $want (stderr: $err)"; return 1; fi
  pass
}
has() { case "$out" in *"$1"*) pass ;; *) fail "$2: missing '$1' in: $out" ;; esac; }

# Clean records: exit 0, the game found from the file name (no --game).
run 0 games "$data/famous.kif" --json && has '"reason": "shogi.sennichite", "ply": 12' "sennichite"
run 0 games "$data/famous.ki2" && has "1 games, 98 moves" "ki2 summary"
run 0 games --game shogi --format ki2 "$data/famous.ki2" --impl reference

# Planted problems, one line each, by rule.
run 1 games "$data/planted.kif" &&
  has "planted.kif:20:6: game 1: illegal-move at ply 1 '２四歩打': shogi.drop.nifu" "nifu" &&
  has "game 2: result-mismatch at ply 8: shogi.sennichite" "false sennichite" &&
  has "game 3: moves-after-end at ply 2" "after mate" &&
  has "game 4: result-mismatch at ply 1: shogi.checkmate" "false mate" &&
  has "4 games with problems" "uchifuzume recorded as 反則勝ち is clean"
run 1 games "$data/planted.csa" &&
  has "game 1: illegal-move at ply 1 '+0012FU': shogi.drop.uchifuzume" "uchifuzume" &&
  has "game 2: result-mismatch at ply 0: shogi.impasse" "false kachi" &&
  has "game 5: result-mismatch at ply 0: shogi.impasse" "false jishogi" &&
  has "seed27 (sente 27 points, gote 27) cannot judge" "jishogi points" &&
  has "3 games with problems" "clean CSA games, a consistent jishogi"
run 1 games "$data/lines.usi" --json &&
  has '"rule": "shogi.move.own-piece", "line": 4, "column": 30' "usi illegal" &&
  has '"kind": "parse-error"' "usi garbage" &&
  has '"reason": "shogi.checkmate", "ply": 1' "usi mate"

# Both implementations and two threads give the same JSON (the seconds aside).
for f in planted.kif planted.csa famous.kif lines.usi; do
  a=$("$bin" games "$data/$f" --json --impl fast | sed 's/"seconds": [0-9.]*//')
  b=$("$bin" games "$data/$f" --json --impl reference | sed 's/"seconds": [0-9.]*//')
  c=$("$bin" games "$data/$f" --json --threads 2 | sed 's/"seconds": [0-9.]*//')
  if [ "$a" = "$b" ] && [ "$a" = "$c" ]; then pass; else fail "fast, reference and --threads 2 differ on $f"; fi
done

# Export: KIF, KI2, CSA and USI read back as the same game; bad input is exit 2 with one line.
for fmt in kif ki2 csa usi; do
  run 0 export --game shogi --format $fmt --fen startpos --moves 7g7f 3c3d 8h2b+ 3a2b B*4e &&
    printf '%s\n' "$out" > "$scratch/game.$fmt" &&
    run 0 games "$scratch/game.$fmt" --json && has '"ply": 5}, "problems": []' "export $fmt"
done
run 0 export --game shogi --format kif --fen startpos --moves 7g7f 3c3d 8h2b+ 3a2b
has "   4 同　銀(31)" "export 同"
for args in "--format pgn --fen startpos" "--fen startpos --moves 7g7f 7g7f" "--fen nonsense"; do
  run 2 export --game shogi $args && [ -z "$out" ] &&
    case "$err" in "arbiter: "*) pass ;; *) fail "stderr: $err" ;; esac
done
# adjudicate: one game of a shogi record file (the game picked by the name ending).
run 0 adjudicate "$data/famous.kif" --json &&
  has '"ply":98,"result":"win","rule":"shogi.resignation","winner":"gote"' "adjudicate kif"
run 0 adjudicate "$data/famous.kif" --index 2 && has "rule: shogi.sennichite" "adjudicate index"
run 2 adjudicate "$data/planted.csa" --index 1 &&
  case "$err" in "arbiter: "*"planted.csa:20:1: ply 1"*"shogi.drop.uchifuzume"*) pass ;; *) fail "adjudicate illegal: $err" ;; esac
run 2 adjudicate "$data/planted.csa" --index 9

printf '\xff\xfe\x00garbage\n   1 \x82\xa0\n' > "$scratch/bytes.kif"
run 1 games "$scratch/bytes.kif"

echo "shogi_games_test: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
