#!/usr/bin/env bash
# `arbiter export` writes what `arbiter games` reads back clean, in every format (docs/cli.md,
# export), or refuses with exit 2 and one line: an ending word the format has not (投了 into CSA,
# %TORYO into KIF: CSA standard V2.2's %-words, Kakinoki's KIF words), a result the rules
# contradict, moves after the game ended (a 千日手 by four repetitions, shogi rules article 10; a
# xiangqi repetition).
set -u
bin=${1:?usage: export_roundtrip_test.sh PATH/TO/arbiter}
scratch=$(mktemp -d); trap 'rm -rf "$scratch"' EXIT
passed=0 failed=0
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }
# clean EXT ARGS...: export exits 0 and games reads the record with no problem.
clean() {
  local ext=$1; shift
  if ! "$bin" export "$@" >"$scratch/r.$ext" 2>"$scratch/err"; then
    fail "export $* refused: $(cat "$scratch/err")"; return
  fi
  local game=${2}
  "$bin" games --game "$game" "$scratch/r.$ext" >"$scratch/out" 2>&1 && pass ||
    fail "export $* does not read back clean: $(head -1 "$scratch/out")"
}
# refused WORDS ARGS...: export exits 2, prints nothing on stdout and one stderr line with WORDS.
refused() {
  local words=$1; shift
  "$bin" export "$@" >"$scratch/out" 2>"$scratch/err"; local got=$?
  if [ $got -eq 2 ] && [ ! -s "$scratch/out" ] && [ "$(wc -l <"$scratch/err")" -eq 1 ] &&
     grep -qF -- "$words" "$scratch/err"; then pass; else
    fail "export $* exited $got: $(cat "$scratch/err") (expected '$words')"; fi
}
fools="f2f3 e7e5 g2g4 d8h4"
clean pgn --game chess --fen startpos --moves $fools
clean pgn --game chess --fen startpos --moves e2e4 e7e5 --result 1-0
clean pgn --game chess --fen startpos --moves e2e4 e7e5 --result '*'
refused "would not read back clean (result-mismatch" --game chess --fen startpos --moves $fools --result 1-0
for f in kif ki2 csa usi; do clean $f --game shogi --fen startpos --moves 7g7f 3c3d --format $f; done
clean kif --game shogi --fen startpos --moves 7g7f 3c3d --result 投了
clean ki2 --game shogi --fen startpos --moves 7g7f 3c3d --format ki2 --result 投了
clean csa --game shogi --fen startpos --moves 7g7f 3c3d --format csa --result %TORYO
refused "not a CSA line: '投了'" --game shogi --fen startpos --moves 7g7f 3c3d --format csa --result 投了
refused "the kif record would not read back clean" --game shogi --fen startpos --moves 7g7f --result %TORYO
rep="5i5h 5a5b 5h5i 5b5a 5i5h 5a5b 5h5i 5b5a 5i5h 5a5b 5h5i 5b5a"  # the 4th occurrence at ply 12
for f in kif csa; do clean $f --game shogi --fen startpos --moves $rep --format $f; done
for f in kif ki2 csa usi; do
  refused "moves-after-end at ply 13" --game shogi --fen startpos --moves $rep 7g7f --format $f
done
for f in pgn dhtmlxq; do
  ext=$f; [ $f = dhtmlxq ] && ext=ubb
  clean $ext --game xiangqi --fen startpos --moves h2e2 h9g7 h0g2 i9h9 --format $f
done
xr="h2e2 h9g7 e2h2 g7h9 h2e2 h9g7 e2h2 g7h9"  # the 3rd occurrence at ply 8: AXF draw
refused "moves-after-end at ply 9" --game xiangqi --fen startpos --moves $xr h2e2
refused "moves-after-end at ply 9" --game xiangqi --fen startpos --moves $xr h2e2 --format dhtmlxq
echo "export_roundtrip: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
