#!/usr/bin/env bash
# Issue 16, reports and files: --json is valid JSON whatever the input bytes, write errors on
# stdout are an error exit, error messages are one safe line, input files are checked before they
# are read, corpus perft depths are capped, out of memory is one line and exit 2. Every run under
# timeout and ulimit -v. Usage: hardening_test.sh ARBITER
set -u
arbiter=$1
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1

# An AddressSanitizer build reserves terabytes of address space: no ulimit -v for it (its own
# allocator bounds what it uses), and the out-of-memory case is skipped.
memory=600000
if grep -aq AddressSanitizer "$arbiter"; then memory=unlimited; fi

# run SECONDS ARGS...: arbiter under 600 MB of address space; sets $out, $err, $status.
run() {
    local limit=$1
    shift
    (ulimit -v $memory; exec timeout -k 1 "$limit" "$arbiter" "$@") >out.txt 2>err.txt
    status=$?
    out=$(cat out.txt)
    err=$(cat err.txt)
    [ $status -ne 124 ] && [ $status -ne 137 ] || fail "'$*': did not end within ${limit}s"
}
# bad_input WHAT: exit 2, exactly one stderr line starting "arbiter: ", nothing on stdout.
bad_input() {
    [ $status -eq 2 ] || fail "$1: exit $status, want 2 (stderr: $err)"
    [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] && [[ $err == arbiter:* ]] || fail "$1: stderr is not one line: $err"
    [ -z "$out" ] || fail "$1: printed on stdout: $(head -c 200 <<<"$out")"
}
is_json() { python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$1" 2>/dev/null; }

# A corpus file (the format of docs/corpus.md) with one chess case whose FEN is `$2`.
corpus_with_fen() {
    python3 - "$1" "$2" <<'PY'
import json, sys
case = {"id": "chess-hostile-fen", "game": "chess", "rules": ["chess.setup.standard"],
        "description": "hostile FEN text", "fen": sys.argv[2], "expect": {"legal_count": 20},
        "source": "written for this test"}
open(sys.argv[1], "w", encoding="utf-8", errors="surrogateescape").write(
    json.dumps({"area": "test", "cases": [case]}, ensure_ascii=False))
PY
}

# ---- --json is always valid JSON -----------------------------------------------------------------
# A rook glyph (♖, 3 bytes) where a piece letter goes: the parser's message quotes one byte of it.
corpus_with_fen glyph.json $'\u2656nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
# 200 bytes of Japanese, and a Latin-1 byte (0xe9) given straight on the command line.
corpus_with_fen japanese.json "$(python3 -c 'print("日本語の局面" * 11, end="")')"
for f in glyph.json japanese.json; do
    run 20 verify --json "$f"
    [ $status -eq 1 ] || fail "verify --json $f: exit $status, want 1: $err"
    echo "$out" >out.json
    is_json out.json || fail "verify --json $f: not valid JSON: $(head -c 300 out.json)"
done
run 10 legal --game chess --json --fen "$(printf 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\xe9')"
[ $status -eq 2 ] || fail "a Latin-1 FEN: exit $status"

# ---- a write error on stdout is an error exit -------------------------------------------------------
for args in "perft --game chess --fen startpos --depth 2" "legal --game chess --fen startpos --json" \
            "verify $work/glyph.json"; do
    err=$("$arbiter" $args 2>&1 >/dev/full)
    status=$?
    [ $status -eq 2 ] && grep -q "^arbiter: cannot write the output on stdout: No space left" <<<"$err" ||
        fail "'$args' >/dev/full: exit $status: $err"
done
err=$( ( { sleep 0.3; "$arbiter" perft --game chess --fen startpos --depth 1; echo "status $?" >&4; } | true ) 4>&1 2>/dev/null)
[ "$err" = "status 2" ] || fail "a closed pipe on stdout: $err"

# ---- error messages quote values safely ---------------------------------------------------------------
run 10 perft --game "$(printf 'ch\x1b[31mess\nrm -rf\r')" --fen startpos --depth 1
bad_input "a game name with control characters"
[[ $err == *'\x1b[31mess\nrm -rf\r'* ]] || fail "control characters not escaped: $err"
run 10 perft --game chess --fen startpos --depth "$(printf '9%.0s' $(seq 5000))"
bad_input "a 5000-digit depth"
[ ${#err} -le 300 ] && [[ $err == *"..."* ]] || fail "a long value is not cut: ${#err} bytes"
run 10 legal --game chess --fen "$(printf 'x%.0s' $(seq 100000))"
bad_input "a 100000-byte FEN"
[ ${#err} -le 1100 ] || fail "a message of ${#err} bytes"

# ---- positions (docs/positions.md) ------------------------------------------------------------------
run 10 status --game chess --fen startpos --natural-limit 100
bad_input "a xiangqi option for chess"
[[ $err == *"--natural-limit is a xiangqi option, not one for chess"* ]] || fail "option for another game: $err"
for impl in reference fast; do
    run 10 legal --game chess --impl $impl --fen "7k/8/8/8/r3K2r/8/8/8 w - - 0 1"
    bad_input "an impossible check ($impl)"
    [ "$err" = "arbiter: invalid position (chess.fen): impossible_check (two pieces give check along one line through the king, which no move can do)" ] ||
        fail "impossible check ($impl) worded: $err"
done

# ---- files: checked before they are read ------------------------------------------------------------
mkfifo fifo.json
ln -s /dev/zero zero.json
truncate -s 200M big.json
mkdir -p folder/records
for case in "fifo.json:is a FIFO, not a regular file" "zero.json:is a character device" \
            "big.json:is larger than 16 MiB" "/nonexistent/corpus.json:no such file or folder"; do
    path=${case%%:*}
    want=${case#*:}
    run 5 verify "$path"
    bad_input "verify $path"
    [[ $err == *"$want"* ]] || fail "verify $path: want '$want' in: $err"
done
mkdir -p recs/records
ln -s /dev/zero recs/records/zero.json
mkfifo recs/records/fifo.json
truncate -s 200M recs/records/big.json
for case in "recs/records/zero.json:is a character device" "recs/records/fifo.json:is a FIFO" \
            "recs/records/big.json:is larger than 4 MiB" "/nonexistent/records:no such file or folder"; do
    path=${case%%:*}
    want=${case#*:}
    run 5 verify "$path"
    bad_input "verify $path"
    [[ $err == *"$want"* ]] || fail "verify $path: want '$want' in: $err"
    run 5 adjudicate --game chess "$path"
    bad_input "adjudicate $path"
    [[ $err == *"$want"* ]] || fail "adjudicate $path: want '$want' in: $err"
done
run 5 adjudicate --game chess folder
bad_input "adjudicate a folder"
[[ $err == *"is a directory"* ]] || fail "adjudicate a folder: $err"
# games reads record files itself (formats/text_file.cpp): a FIFO must not block it.
for case in "fifo.json:not a regular file" "zero.json:not a regular file" "folder:is a directory" \
            "/nonexistent/games.pgn:No such file"; do
    path=${case%%:*}
    want=${case#*:}
    run 5 games "$path"
    bad_input "games $path"
    [[ $err == *"$want"* ]] || fail "games $path: want '$want' in: $err"
done
run 5 engine --game chess --cmd stockfish --depth 1 --corpus /nonexistent/corpus
bad_input "engine --corpus missing"

# A symlink loop inside a corpus tree: a warning, the rest still runs.
mkdir -p tree
cp glyph.json tree/a.json
sed -i 's/chess-hostile-fen/chess-hostile-fen-copy/; s/\\u2656/r/; s/♖/r/' tree/a.json
ln -s loop.json tree/loop.json
ln -s .. tree/up
run 20 verify tree
[ $status -eq 0 ] || fail "verify a tree with a symlink loop: exit $status: $err $out"
grep -q "^arbiter: warning: tree/loop.json: a symlink loop, skipped" <<<"$err" || fail "no warning for the loop: $err"

# ---- corpus perft depths obey --depth's cap (20) -------------------------------------------------------
python3 - <<'PY'
import json
case = {"id": "chess-too-deep", "game": "chess", "rules": ["chess.setup.standard"],
        "description": "a perft deeper than --depth allows", "expect": {"perft": {"21": 1}},
        "fen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "source": "written for this test"}
json.dump({"area": "test", "cases": [case]}, open("deep.json", "w"))
PY
run 5 verify deep.json
bad_input "a corpus perft depth of 21"
[[ $err == *"depth must be 1-20"* ]] || fail "depth cap: $err"

# ---- out of memory: one line, exit 2 ------------------------------------------------------------------
# 3 Mi nested arrays (6 MiB, under the 16 MiB cap) need far more than 100 MB as a JSON tree.
if [ "$memory" != unlimited ]; then
    python3 -c "n = 3 * 1024 * 1024; open('nested.json', 'w').write('[' * n + ']' * n)"
    (ulimit -v 100000; exec timeout -k 1 20 "$arbiter" verify nested.json) >out.txt 2>err.txt
    status=$?
    out=$(cat out.txt)
    err=$(cat err.txt)
    bad_input "out of memory"
    [[ $err == "arbiter: out of memory"* ]] || fail "out of memory: $err"
fi

[ $failures -eq 0 ] && echo "cli_hardening: all passed"
exit $((failures > 0))
