#!/usr/bin/env bash
# `arbiter match` records when the disk is full (docs/match.md, "Records"): a file-size limit
# (ulimit -f, which the kernel enforces as a full disk: a short write, then EFBIG) stops the match
# with exit 2 and one line naming the file; --pgnout keeps only whole records (the part of a
# record written is cut off again) and --out leaves no `.part` file.
# Usage: match_records_limit_test.sh ARBITER FAKE_ENGINE
set -u
arbiter=$1
fake=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
A="name=A cmd=\"$fake chess seed=1\""
B="name=B cmd=\"$fake chess seed=2\""
run() { # PLIES EXTRA...: four games of the fakes
    local plies=$1
    shift
    eval "\"$arbiter\" match --game chess --engine '$A' --engine '$B' --games 8 --nodes 1 \
        --max-plies $plies $*" >/dev/null
}

run 40 --pgnout "$tmp/all.pgn" 2>"$tmp/err" || fail "unlimited match: $(cat "$tmp/err")"
size=$(stat -c %s "$tmp/all.pgn")
[ "$size" -gt 2048 ] || fail "eight records are only $size bytes: the limit below would not cut one"

# ulimit -f counts 1024-byte blocks: the records run past 2048 bytes, so one is cut.
(ulimit -f 2 && run 40 --pgnout "$tmp/cut.pgn") 2>"$tmp/err"
status=$?
[ $status -eq 2 ] || fail "--pgnout past the limit: exit $status, want 2 ($(cat "$tmp/err"))"
grep -q '^arbiter: --pgnout: cannot write' "$tmp/err" ||
    fail "--pgnout past the limit: $(cat "$tmp/err")"
kept=$(stat -c %s "$tmp/cut.pgn")
[ "$kept" -gt 0 ] && [ "$kept" -le 2048 ] || fail "--pgnout kept $kept bytes"
# What is kept is the first whole records of the unlimited run, nothing more.
head -c "$kept" "$tmp/all.pgn" | cmp -s - "$tmp/cut.pgn" || fail "--pgnout kept other text"
next=$(tail -c +"$((kept + 1))" "$tmp/all.pgn" | head -c 1)
[ "$next" = "[" ] || fail "--pgnout ends inside a record (next byte '$next')"
"$arbiter" games --game chess "$tmp/cut.pgn" >"$tmp/games" 2>&1 ||
    fail "the records kept do not read clean: $(cat "$tmp/games")"

# --out: long games (300 plies) make a record larger than the limit; no .part file is left.
(ulimit -f 1 && run 300 --out "$tmp/dir") 2>"$tmp/err"
status=$?
[ $status -eq 2 ] || fail "--out past the limit: exit $status, want 2 ($(cat "$tmp/err"))"
grep -q '^arbiter: --out: cannot write' "$tmp/err" || fail "--out past the limit: $(cat "$tmp/err")"
leftover=$(find "$tmp/dir" -name '*.part' | wc -l)
[ "$leftover" -eq 0 ] || fail "--out left $leftover .part file(s)"

[ $failures -eq 0 ] && echo "match records at a file-size limit: whole records only"
exit $((failures > 0))
