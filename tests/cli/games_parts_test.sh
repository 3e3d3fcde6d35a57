#!/usr/bin/env bash
# `arbiter games` reads a file in parts of about 256 KiB, several at a time with --threads N, and
# must print what one reader going through the whole file prints (docs/cli.md, games). Each record
# fixture of tests/data is small: the fixture three times is read in one part, by one reader. A
# database of K copies (several parts) must report that file's first copy, its middle copy K-2
# times and its last copy, each shifted by the copy's lines; --threads 2..16 must print the same
# bytes as one thread. Two generated databases have what a part's start may wrongly fall on: a
# blank line inside every PGN tag section, and comments whose lines look like a tag section.
set -u
bin=${1:?usage: games_parts_test.sh PATH/TO/arbiter}
root=$(cd "$(dirname "$0")/../.." && pwd)
scratch=$(mktemp -d); trap 'rm -rf "$scratch"' EXIT
passed=0 failed=0
# Every count from 2 to 16; under the sanitizers (ten times slower) a few of them.
thread_counts=$(seq 2 16)
if grep -aq AddressSanitizer "$bin"; then thread_counts="2 5 16"; fi
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }

# repeat FILE COPIES SEPARATOR OUT: OUT holds COPIES of FILE, SEPARATOR after each.
repeat() {
  python3 - "$@" <<'PY'
import sys
src, copies, sep, out = sys.argv[1], int(sys.argv[2]), sys.argv[3].encode().decode('unicode_escape'), sys.argv[4]
data = open(src, 'rb').read()
if not data.endswith(b'\n'): data += b'\n'
with open(out, 'wb') as f:
    for _ in range(copies): f.write(data + sep.encode())
PY
}

# check NAME FIXTURE DATABASE COPIES ARGS...: the database (COPIES of FIXTURE, each followed by
# $sep) reports what the fixture three times (read in one part) reports: its first copy's games,
# its middle copy's COPIES-2 times and its last copy's, each shifted by the copy's lines.
check() {
  local name=$1 fixture=$2 db=$3 copies=$4; shift 4
  local ext=${db##*.}
  repeat "$fixture" 3 "$sep" "$scratch/three.$ext"
  local step=$(( $(wc -l <"$scratch/three.$ext") / 3 ))
  "$bin" games "$fixture" --json "$@" >"$scratch/one.json" 2>/dev/null
  "$bin" games "$scratch/three.$ext" --json "$@" >"$scratch/three.json" 2>/dev/null
  "$bin" games "$db" --json "$@" >"$scratch/db.json" 2>/dev/null
  if python3 - "$scratch/one.json" "$scratch/three.json" "$scratch/db.json" "$copies" "$step" <<'PY'
import json, sys
one = [json.loads(l) for l in open(sys.argv[1])]
three = [json.loads(l) for l in open(sys.argv[2])]
db = [json.loads(l) for l in open(sys.argv[3])]
copies = int(sys.argv[4])
step = int(sys.argv[5])
# The fixture three times: its first, a middle and its last copy's games as one reader sees them.
g1 = len(one) - 1
assert len(three) - 1 == 3 * g1, 'each copy of the fixture reads as the fixture'
first, middle, last = three[:g1], three[g1:2 * g1], three[2 * g1:3 * g1]
def shifted(games, c, first_index):
    out = []
    for k, g in enumerate(games):
        g = json.loads(json.dumps(g))
        g['index'] = first_index + k
        g['line'] += c * step
        for p in g['problems'] + g.get('record_warnings', []):
            if p['line']: p['line'] += c * step
        out.append(g)
    return out
want = list(first)
for c in range(copies - 2): want += shifted(middle, c, len(want) + 1)
want += shifted(last, copies - 3, len(want) + 1)
got = db[:-1]
assert len(got) == len(want), (len(got), len(want))
for w, g in zip(want, got):
    assert w == g, (w, g)
PY
  then pass; else fail "$name: the database's report is not $copies copies of the fixture's"; return; fi
  for t in $thread_counts; do
    "$bin" games "$db" --json --threads $t "$@" 2>/dev/null | sed '$s/"seconds": [0-9.]*/"seconds": 0/' >"$scratch/t.json"
    sed '$s/"seconds": [0-9.]*/"seconds": 0/' "$scratch/db.json" | cmp -s - "$scratch/t.json" ||
      { fail "$name: --threads $t prints differently from one thread"; return; }
  done
  "$bin" games "$db" "$@" 2>/dev/null | sed '$d' | sed '$d' >"$scratch/one.txt"
  for t in 3 16; do
    "$bin" games "$db" --threads $t "$@" 2>/dev/null | sed '$d' | sed '$d' | cmp -s - "$scratch/one.txt" ||
      { fail "$name: --threads $t prints a text report different from one thread"; return; }
  done
  pass
}

d=$root/tests/data
# Each fixture repeated to about 700 kB (three parts), with its game separator.
for f in pgn/famous.pgn pgn/illegal.pgn pgn/malformed.pgn pgn/results.pgn pgn/chess960.pgn; do
  extra=(); [ "$f" = pgn/chess960.pgn ] && extra=(--impl reference)
  n=$(( 700000 / $(stat -c %s "$d/$f") + 1 )) sep='\n'
  repeat "$d/$f" $n "$sep" "$scratch/db.pgn"
  check "$f" "$d/$f" "$scratch/db.pgn" $n "${extra[@]}"
done
for f in xiangqi/famous.pgn xiangqi/illegal.pgn xiangqi/results.pgn xiangqi/rules.pgn; do
  n=$(( 700000 / $(stat -c %s "$d/$f") + 1 )) sep='\n'
  repeat "$d/$f" $n "$sep" "$scratch/db.pgn"
  check "$f" "$d/$f" "$scratch/db.pgn" $n --game xiangqi
done
for f in shogi/famous.kif shogi/planted.kif shogi/famous.ki2 shogi/lines.usi shogi/planted.csa; do
  ext=${f##*.}; sep=''; [ "$ext" = csa ] && sep='/\n'
  n=$(( 700000 / $(stat -c %s "$d/$f") + 1 ))
  repeat "$d/$f" $n "$sep" "$scratch/db.$ext"
  check "$f" "$d/$f" "$scratch/db.$ext" $n
done

# A blank line inside every tag section, and comments whose lines look like a tag section.
printf '[Event "blank line among the tags"]\n[Site "?"]\n\n[White "a"]\n[Black "b"]\n[Result "1-0"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n' >"$scratch/blank.pgn"
sep=''
repeat "$scratch/blank.pgn" 20000 '' "$scratch/db.pgn"
check "blank line in tags" "$scratch/blank.pgn" "$scratch/db.pgn" 20000
printf '[Event "comment"]\n[Result "0-1"]\n\n1. f3 e5 {a comment\n\n[Event "not a tag"]\n\n} 2. g4 Qh4# 0-1\n\n' >"$scratch/comment.pgn"
repeat "$scratch/comment.pgn" 20000 '' "$scratch/db.pgn"
check "tag lines in comments" "$scratch/comment.pgn" "$scratch/db.pgn" 20000

echo "games_parts: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
