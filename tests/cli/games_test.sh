#!/usr/bin/env bash
# `arbiter games` (docs/cli.md, docs/records.md): exit statuses, the JSON lines and the problems
# found in tests/data/pgn/, whose games say in their comments what was planted (counted by hand).
set -u
bin=${1:?usage: games_test.sh PATH/TO/arbiter}
root=$(cd "$(dirname "$0")/../.." && pwd)
data=$root/tests/data/pgn
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
# jcheck ARGS... -- PYTHON: evaluates PYTHON with `games` (the per-game objects) and `summary`.
jcheck() {
  local what=$1 code=$2
  if printf '%s\n' "$out" | python3 -c "
import json, sys
lines = [json.loads(l) for l in sys.stdin if l.strip()]
games, summary = lines[:-1], lines[-1]['summary']
keys = {'index', 'line', 'result_tag', 'verdict', 'problems'}
assert all(set(g) - {'record_warnings'} == keys for g in games), 'game keys'
assert all(set(g['verdict']) == {'result', 'winner', 'reason', 'ply'} for g in games), 'verdict keys'
pk = {'kind', 'ply', 'move', 'rule', 'line', 'column', 'detail'}
assert all(set(p) == pk for g in games for p in g['problems']), 'problem keys'
assert set(summary) == {'games', 'moves', 'illegal', 'parse_errors', 'moves_after_end', 'result_mismatches', 'seconds'}, 'summary keys'
$code
" 2>"$tmp"; then pass; else fail "$what: $(tail -3 "$tmp")"; fi
}

for impl in fast reference; do
  # Famous games from their published scores: all clean, each ends in mate (or Loyd's stalemate).
  run 0 games "$data/famous.pgn" --impl $impl --json &&
    jcheck "famous ($impl)" "
assert summary['games'] == 6 and summary['illegal'] == 0, summary
assert [g['verdict']['reason'] for g in games] == ['chess.checkmate'] * 5 + ['chess.stalemate']
assert [g['verdict']['winner'] for g in games] == ['white', 'white', 'white', 'black', 'black', None]
assert [g['verdict']['ply'] for g in games] == [33, 45, 47, 82, 4, 19]
assert games[0]['line'] == 4 and games[0]['result_tag'] == '1-0'"

  # Planted illegal moves: ply, move, rule (the reference names the rule for both).
  run 1 games "$data/illegal.pgn" --impl $impl --json &&
    jcheck "illegal ($impl)" "
got = [(p['kind'], p['ply'], p['move'], p['rule'], p['line'], p['column']) for g in games for p in g['problems']]
assert got == [
  ('illegal-move', 6, 'f6', 'chess.self-check', 8, 28),
  ('illegal-move', 5, 'Ne2', 'chess.notation.ambiguous', 13, 24),
  ('illegal-move', 1, 'O-O', 'chess.castling.through-check', 20, 4),
  ('illegal-move', 3, 'Nf4', 'chess.knight.leap', 25, 13),
  ('illegal-move', 3, 'Ke3', 'chess.king.step', 30, 21),
  ('moves-after-end', 8, 'Ke7', 'chess.checkmate', 35, 41)], got
assert summary['illegal'] == 5 and summary['moves_after_end'] == 1, summary"

  # Results the FIDE Laws contradict; the third repetition without a claim is no ending.
  run 1 games "$data/results.pgn" --impl $impl --json &&
    jcheck "results ($impl)" "
got = [[(p['kind'], p['ply'], p['rule']) for p in g['problems']] for g in games]
assert got == [
  [('result-mismatch', 4, 'chess.checkmate')],
  [('result-mismatch', 4, 'chess.checkmate')],
  [('result-mismatch', 19, 'chess.stalemate')],
  [('result-mismatch', 16, 'chess.repetition')],
  [('moves-after-end', 17, 'chess.repetition')],
  []], got
assert games[5]['verdict']['result'] == 'ongoing'"
done

# Chess960 (Variant "Chess960", tests/data/pgn/chess960.pgn): both implementations check them
# (one planted illegal O-O-O, named by the reference's rule when fast refuses it).
for impl in reference fast; do
  run 1 games "$data/chess960.pgn" --impl "$impl" --json &&
    jcheck "chess960 ($impl)" "
got = [[(p['kind'], p['ply'], p['rule']) for p in g['problems']] for g in games]
assert got == [[], [('illegal-move', 1, 'chess.chess960.castling.blocked')], []], got
assert summary['games'] == 3 and summary['illegal'] == 1, summary"
done

# Malformed games: each a parse error at its line:column; the run goes on to the clean last game.
run 1 games "$data/malformed.pgn" --json &&
  jcheck "malformed" "
got = [[(p['kind'], p['line'], p['column']) for p in g['problems']] for g in games]
assert got == [[('parse-error', 8, 10)], [('parse-error', 13, 7)], [('parse-error', 15, 44)],
               [('parse-error', 23, 7)], [], [('parse-error', 30, 1)], []], got
assert [(w['name'], w['line'], w['column']) for w in games[4]['record_warnings']] == [
    ('pgn.missing-termination', 28, 7)], games[4]
assert games[6]['verdict']['reason'] == 'chess.checkmate' and games[6]['line'] == 37
assert summary['parse_errors'] == 5 and summary['games'] == 7"

# Several files: indexes run on; --threads 2 gives the same lines as one thread.
run 1 games "$data/famous.pgn" "$data/illegal.pgn" --json &&
  jcheck "two files" "assert [g['index'] for g in games] == list(range(1, 13)); assert summary['games'] == 12"
for i in 1 2 3 4 5 6 7 8; do cat "$data/famous.pgn" "$data/illegal.pgn" "$data/results.pgn"; done > "$scratch/big.pgn"
run 1 games "$scratch/big.pgn" --json && one=$(printf '%s\n' "$out" | grep -v summary)
run 1 games "$scratch/big.pgn" --json --threads 2 && two=$(printf '%s\n' "$out" | grep -v summary)
[ "$one" = "$two" ] && pass || fail "--threads 2 changes the per-game lines"
[ "$(printf '%s\n' "$one" | wc -l)" -eq 144 ] && pass || fail "expected 144 games in big.pgn"

# --mainline skips the variation with the planted Ke3.
run 1 games "$data/illegal.pgn" --mainline --json &&
  jcheck "mainline" "assert games[4]['problems'] == [], games[4]"

# Text output: one line per problem (FILE:LINE:COLUMN: game N: kind ...) and the summary.
run 1 games "$data/illegal.pgn"
case "$out" in *"illegal.pgn:8:28: game 1: illegal-move at ply 6 'f6': chess.self-check"*) pass ;; *) fail "text line: $out" ;; esac
case "$out" in *"6 games"*"5 illegal moves"*) pass ;; *) fail "text summary: $out" ;; esac
run 0 games "$data/famous.pgn"

# Input that cannot be read at all: exit 2 with one line; bad flags too.
for args in "$scratch/missing.pgn" "$scratch" "--format kif $data/famous.pgn" "--game shogi $data/famous.pgn" \
            "--threads 0 $data/famous.pgn" "--impl slow $data/famous.pgn" \
            "--xiangqi-rules wxf $data/famous.pgn" "--game xiangqi --xiangqi-rules cxa $data/famous.pgn" \
            "--natural-limit 4 $data/famous.pgn" "--game xiangqi --natural-limit 0 $data/famous.pgn"; do
  run 2 games $args && [ -z "$out" ] && [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] &&
    case "$err" in "arbiter: "*) pass ;; *) fail "stderr: $err" ;; esac
done
run 2 games
# An option of another game says which game it belongs to and which it was given for, as status
# does (docs/positions.md).
run 2 games --impasse-rule csa27 "$data/famous.pgn" &&
  case "$err" in "arbiter: --impasse-rule is a shogi option, not one for chess") pass ;; *) fail "impasse-rule: $err" ;; esac
run 2 games --game shogi --natural-limit 4 "$root/tests/data/shogi/famous.kif" &&
  case "$err" in "arbiter: --natural-limit is a xiangqi option, not one for shogi") pass ;; *) fail "natural-limit: $err" ;; esac
# XQF (docs/records.md) is read by its name (xiangqi without --game) or by its content ("XQ"): a
# cut file is a parse error naming the offset; an XQF file named .pgn is not read as chess PGN.
printf 'XQ\x12\x00' >"$scratch/game.XQF"
run 1 games "$scratch/game.XQF" &&
  case "$out" in *"game.XQF:1:5: game 1: parse-error: at offset 0x0004: the file ends inside the header (4 bytes, XQF's is 1024)"*) pass ;; *) fail "xqf: $out" ;; esac
cp "$scratch/game.XQF" "$scratch/xqf.pgn"
run 1 games --game xiangqi "$scratch/xqf.pgn" &&
  case "$out" in *"parse-error: at offset 0x0004"*) pass ;; *) fail "xqf as pgn: $out" ;; esac
run 1 games "$scratch/xqf.pgn" &&  # without --game the content decides: xiangqi (docs/records.md)
  case "$out" in *"parse-error: at offset 0x0004"*) pass ;; *) fail "xqf by content: $out" ;; esac
run 2 games --game chess "$scratch/xqf.pgn" &&
  case "$err" in "arbiter: '"*"xqf.pgn': an XQF file is a xiangqi record (--game xiangqi)") pass ;; *) fail "xqf chess: $err" ;; esac

# XQF files built by hand (tests/data/xqf/README.md): the specification's example (1.0) and an
# encrypted 1.8 and 1.1 tree of 7 moves (two variations), read by games and adjudicate; export --format xqf writes
# the specification's example byte for byte, never to a terminal.
xqf=$root/tests/data/xqf
run 0 games "$xqf/spec-example-v10.xqf" "$xqf/tree-v18.xqf" "$xqf/tree-v11.xqf" &&
  case "$out" in *"3 games, 30 moves checked"*) pass ;; *) fail "xqf games: $out" ;; esac
run 0 adjudicate "$xqf/spec-example-v10.xqf" --json &&  # 0-1 without mate: red resigned
  case "$out" in *'"ply":16'*'"rule":"xiangqi.resignation"'*'"winner":"black"'*) pass ;; *) fail "adjudicate xqf: $out" ;; esac
run 0 export --game xiangqi --fen startpos --moves c3c4 h9g7 g3g4 b7c7 c0e2 b9a7 b0c2 a9b9 a0b0 \
  b9b5 b2a2 b5h5 h2h7 c7h7 h0g2 i9h9 --result 0-1 --tag Title=仙人指路对起马局 \
  "--tag=Event=\"中立杯\"象棋电视快棋赛" --tag Date=1997年11月16日 --tag Site=北京 --tag Red=柳大华 \
  "--tag=Black=吕  钦" --tag Annotator=刘殿中 --tag Author=过河象 --format xqf --out "$scratch/out.xqf" &&
  if cmp -s "$scratch/out.xqf" "$xqf/spec-example-v10.xqf"; then pass; else fail "export xqf differs"; fi
run 2 export --game xiangqi --fen startpos --format xqf --notation wxf &&
  case "$err" in "arbiter: --notation: XQF records moves as points, not in a notation") pass ;; *) fail "xqf notation: $err" ;; esac

# adjudicate FILE.pgn [--index N]: one game's verdict (chess by default for PGN).
run 0 adjudicate "$data/famous.pgn" --index 4 --json &&
  case "$out" in *'"ply":82'*'"rule":"chess.checkmate"'*'"winner":"black"'*) pass ;; *) fail "adjudicate pgn: $out" ;; esac
run 0 adjudicate "$data/results.pgn" --index 6 --game chess --json &&  # 1-0 without mate: black resigned
  case "$out" in *'"rule":"chess.resignation"'*'"winner":"white"'*) pass ;; *) fail "adjudicate resign: $out" ;; esac
run 0 adjudicate "$data/famous.pgn" --json && case "$out" in *'"ply":33'*) pass ;; *) fail "adjudicate default index: $out" ;; esac
run 2 adjudicate "$data/illegal.pgn" --index 2
case "$err" in "arbiter: "*"illegal.pgn:13:24: ply 5 'Ne2'"*) pass ;; *) fail "adjudicate illegal: $err" ;; esac
run 2 adjudicate "$data/famous.pgn" --index 7
run 2 adjudicate "$data/famous.pgn" --game xiangqi

# The bundled perft positions as EPD, and a .perft file, run by verify (CPW counts).
run 0 verify "$root/corpus/chess/perft.epd" && case "$out" in *"chess    fast            7      7"*) pass ;; *) fail "verify epd: $out" ;; esac
run 0 verify "$root/tests/data/epd/cpw.perft"
run 1 verify "$root/tests/data/epd/wrong-count.epd" && case "$out" in *"expected 401"*) pass ;; *) fail "verify wrong count: $out" ;; esac
# EPD bm / am: the Bratko-Kopec bm moves are legal, the planted am is reported with its opcode.
run 1 verify "$root/tests/data/epd/bm-am.epd" &&
  case "$out" in *"FAIL planted-am [reference]"*"am Qh2: not a legal move"*"FAIL planted-am [fast]"*"chess    reference       4      3      1"*"chess    fast            4      3      1"*) pass ;; *) fail "verify bm/am: $out" ;; esac

# export: FEN + moves as PGN (SAN by the reference); what it writes reads back clean, and the
# result is the rules' (Scholar's mate: 1-0, counted by hand).
run 0 export --game chess --fen startpos --moves e2e4 e7e5 d1h5 b8c6 f1c4 g8f6 h5f7 --tag White=Me &&
  printf '%s\n' "$out" > "$scratch/export.pgn"
case "$out" in *'[White "Me"]'*'[Result "1-0"]'*"1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0"*) pass ;; *) fail "export: $out" ;; esac
run 0 games "$scratch/export.pgn" --json && jcheck "export reads back" "assert games[0]['verdict']['reason'] == 'chess.checkmate'"
run 0 export --game chess --fen '4k3/8/8/8/8/8/4P3/4K3 b - - 0 12' --moves e8d7 e2e4 --result '1/2-1/2'
case "$out" in *'[SetUp "1"]'*'[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 12"]'*"12... Kd7 13. e4 1/2-1/2"*) pass ;; *) fail "export fen: $out" ;; esac
run 2 export --game chess --fen startpos --moves e2e5
# SAN, as every chess command reads it (docs/notation.md): the same game as the UCI moves above.
run 0 export --game chess --fen startpos --moves e4 e5 Qh5 Nc6 Bc4 Nf6 'Qxf7#'
case "$out" in *"1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0"*) pass ;; *) fail "export SAN: $out" ;; esac
# A malformed move is named once; an impossible SAN move names the rule it breaks.
run 2 export --game chess --fen startpos --moves zz9
[ "$(printf '%s' "$err" | grep -o "malformed move" | wc -l)" -eq 1 ] &&
  case "$err" in *"malformed move 'zz9' (expected UCI"*) pass ;; *) fail "export malformed: $err" ;; esac ||
  fail "export malformed, said once: $err"
run 2 export --game chess --fen startpos --moves Nf6
case "$err" in *"illegal move 'Nf6'"*"breaks chess."*) pass ;; *) fail "export impossible SAN: $err" ;; esac
run 2 export --game chess --fen startpos --tag NoEquals
run 2 export --game chess --fen startpos --result 2-0

# Xiangqi records (tests/data/xiangqi/README.md): published openings in three notations clean, the
# planted illegal moves and false results found where their Event tags say (counted by hand).
xq=$root/tests/data/xiangqi
for impl in fast reference; do
  run 0 games --game xiangqi "$xq/famous.pgn" --impl $impl --json &&
    jcheck "xiangqi famous ($impl)" "
assert summary['games'] == 4 and summary['moves'] == 24 * 3 + 40, summary
assert [g['verdict']['ply'] for g in games] == [24, 24, 24, 40]"
  run 1 games --game xiangqi "$xq/illegal.pgn" --impl $impl --json &&
    jcheck "xiangqi illegal ($impl)" "
got = [(p['kind'], p['ply'], p['move'], p['rule'], p['line'], p['column']) for g in games for p in g['problems']]
assert got == [
  ('illegal-move', 3, 'C5+5', 'xiangqi.cannon.move', 4, 17),
  ('illegal-move', 1, '马二进四', 'xiangqi.horse.leg', 9, 4),
  ('illegal-move', 1, 'h9g7', 'xiangqi.move.own-piece', 14, 4),
  ('illegal-move', 5, 'g4i6', 'xiangqi.elephant.step', 19, 30),
  ('illegal-move', 1, 'P5.6', 'xiangqi.record', 25, 4),
  ('illegal-move', 3, 'C8.5', 'xiangqi.cannon.move', 30, 28)], got
assert games[5]['problems'][0]['detail'].startswith('in a variation'), games[5]"
  run 1 games --game xiangqi "$xq/results.pgn" --impl $impl --json &&
    jcheck "xiangqi results ($impl)" "
got = [(p['kind'], p['ply'], p['rule']) for g in games for p in g['problems']]
assert got == [('result-mismatch', 8, 'xiangqi.repetition'),
               ('result-mismatch', 9, 'xiangqi.repetition.perpetual-check'),
               ('moves-after-end', 9, 'xiangqi.repetition'),
               ('result-mismatch', 0, 'xiangqi.stalemate')], got
assert [g['verdict']['winner'] for g in games] == [None, 'black', 'black', None, 'red']"
  # The same repetition judged by the AXF (default: the recorded draw holds) and the WXF rules.
  run 0 games --game xiangqi "$xq/rules.pgn" --impl $impl
  run 0 games --game xiangqi "$xq/rules.pgn" --impl $impl --xiangqi-rules axf
  run 1 games --game xiangqi "$xq/rules.pgn" --impl $impl --xiangqi-rules wxf --json &&
    jcheck "xiangqi wxf ($impl)" "
got = [(p['kind'], p['ply'], p['rule']) for g in games for p in g['problems']]
assert got == [('result-mismatch', 8, 'xiangqi.repetition.perpetual-chase')], got"
  # --natural-limit (as for status): six plies without a capture (red's chariot climbs a0-a3, the
  # black general steps e9-e8-e9-e8), drawn by a limit of 4 plies at ply 4 (counted by hand), so
  # plies 5 and 6 come after the end; the default limit (120) leaves the recorded draw alone.
  printf '%s\n' '[FEN "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1"]' '[Result "1/2-1/2"]' '' \
    '1. a0a1 e9e8 2. a1a2 e8e9 3. a2a3 e9e8 1/2-1/2' > "$scratch/limit.pgn"
  run 0 games --game xiangqi "$scratch/limit.pgn" --impl $impl
  run 1 games --game xiangqi "$scratch/limit.pgn" --impl $impl --natural-limit 4 --json &&
    jcheck "xiangqi --natural-limit ($impl)" "
assert games[0]['verdict'] == {'result': 'draw', 'winner': None, 'reason': 'xiangqi.natural-limit', 'ply': 4}, games
got = [(p['kind'], p['ply']) for g in games for p in g['problems']]
assert got == [('moves-after-end', 5)], got"
  run 0 games --game xiangqi "$scratch/limit.pgn" --impl $impl --natural-limit 6
  run 1 games --game xiangqi "$xq/game.ubb" --impl $impl --json &&
    jcheck "xiangqi dhtmlxq ($impl)" "
got = [(g['index'], p['kind'], p['ply'], p['rule'], p['line'], p['column']) for g in games for p in g['problems']]
assert got == [(2, 'parse-error', None, None, 13, 16),
               (3, 'illegal-move', 1, 'xiangqi.chariot.slide', 18, 19)], got
assert games[0]['verdict']['ply'] == 12 and summary['moves'] == 13 + 0, summary"
done
# The same games in GB18030 read the same; --threads 2 gives the same output.
iconv -f UTF-8 -t GB18030 "$xq/famous.pgn" > "$scratch/gbk.pgn"
run 0 games --game xiangqi "$scratch/gbk.pgn" --json &&
  jcheck "xiangqi gb18030" "assert summary['games'] == 4 and summary['moves'] == 112, summary"
run 1 games --game xiangqi "$xq/illegal.pgn" --threads 2
threaded=$out; run 1 games --game xiangqi "$xq/illegal.pgn"
[ "$(printf '%s' "$threaded" | head -6)" = "$(printf '%s' "$out" | head -6)" ] && pass || fail "xiangqi --threads 2"
run 0 adjudicate --game xiangqi "$xq/results.pgn" --index 3 --json &&
  case "$out" in *'"rule":"xiangqi.repetition.perpetual-check"'*'"winner":"black"'*) pass ;; *) fail "adjudicate xiangqi: $out" ;; esac
run 0 adjudicate --game xiangqi "$xq/game.ubb" --json
# export: each notation and DhtmlXQ read back as the same game (the 1997 opening, 4 plies).
for n in iccs wxf chinese; do
  run 0 export --game xiangqi --fen startpos --moves h2e2 h9g7 h0g2 i9h9 --notation $n --tag Red=ZHAO &&
    printf '%s\n' "$out" > "$scratch/x-$n.pgn"
  run 0 games --game xiangqi "$scratch/x-$n.pgn" --json && jcheck "export $n" "assert games[0]['verdict']['ply'] == 4"
done
case "$(cat "$scratch/x-wxf.pgn")" in *'[Format "WXF"]'*"1. C2.5 H8+7 2. H2+3 R9.8 *"*) pass ;; *) fail "export wxf" ;; esac
case "$(cat "$scratch/x-chinese.pgn")" in *"1. 炮二平五 马８进７ 2. 马二进三 车９平８ *"*) pass ;; *) fail "export chinese" ;; esac
# Black to move at move 7 (a FEN with two spaces before its side, which the reader takes): black's
# move is 7... and red's reply 8. (the numbering of write_pgn; counted by hand).
run 0 export --game xiangqi --fen '4k4/9/9/9/9/9/9/9/9/R2K5  b - - 0 7' --moves e9e8 a0a1 &&
  case "$out" in *"7... E9-E8 8. A0-A1 *"*) pass ;; *) fail "export xiangqi black first: $out" ;; esac
run 0 export --game xiangqi --fen startpos --moves h2e2 h9g7 --format dhtmlxq && printf '%s\n' "$out" > "$scratch/x.ubb"
case "$out" in *"[DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist]"*) pass ;; *) fail "export dhtmlxq: $out" ;; esac
run 0 games --game xiangqi "$scratch/x.ubb" --json && jcheck "export dhtmlxq reads back" "assert games[0]['verdict']['ply'] == 2"
run 0 legal --game xiangqi --fen startpos --notation wxf && case "$out" in *"C2.5"*"44 legal moves"*) pass ;; *) fail "legal wxf" ;; esac
run 2 export --game xiangqi --fen startpos --notation san
run 2 export --game xiangqi --fen startpos --moves C2.8

echo "games_test: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
