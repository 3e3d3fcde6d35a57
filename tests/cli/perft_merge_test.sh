#!/usr/bin/env bash
# `arbiter perft --merge` reads its FILEs like every other command (docs/cli.md, perft): a
# directory, a FIFO and a device (a symlink to /dev/zero) are refused by name at once, never read
# until memory runs out or waited on; a job count past the cap of --split (100000) is refused
# before anything is sized by it; node sums that pass 2^64 - 1 are refused, never wrapped.
# perft(3) of the start position is 8902 (chessprogramming.org, Perft Results).
set -u
bin=${1:?usage: perft_merge_test.sh PATH/TO/arbiter}
scratch=$(mktemp -d); trap 'rm -rf "$scratch"' EXIT
passed=0 failed=0
# refused WORDS FILE...: exit 2 within 10 s, one stderr line holding WORDS.
refused() {
  local words=$1; shift
  local err; err=$(timeout 10 "$bin" perft --merge "$@" 2>&1 >/dev/null); local got=$?
  if [ "$got" -eq 2 ] && [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] && [[ $err == *"$words"* ]]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1)); echo "FAIL: perft --merge $* exited $got: $err (expected '$words')"
  fi
}
# job J K NODES_A NODES_B: job J of a split into K jobs whose two subtrees have these nodes.
job() {
  printf '{"nodes": %s, "seconds": 0.5, "cpu_seconds": 0.5, "game": "chess", "impl": "fast", "mode": "bulk", "root": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "depth": 3, "split": {"id": "00000000000000aa", "job": %s, "jobs": %s}, "subtrees": [{"path": "e2e4", "nodes": %s}, {"path": "d2d4", "nodes": %s}]}\n' \
    "$(python3 -c "print(($3 + $4) % 2**64)")" "$1" "$2" "$3" "$4"
}

mkdir "$scratch/dir"
refused "is a directory" "$scratch/dir"
ln -s /dev/zero "$scratch/zero"
refused "not a regular file" "$scratch/zero"
mkfifo "$scratch/fifo"
refused "FIFO" "$scratch/fifo"
job 1 100000000 1 1 >"$scratch/many"
refused "more than a split has (at most 100000)" "$scratch/many"
# One job whose subtrees wrap to 8902, and two jobs of 2^63 + 4451 nodes (8902 in 64 bits).
job 1 1 18446744073709551056 5462 >"$scratch/wrap"
refused "add up past 2^64 - 1" "$scratch/wrap"
{ job 1 2 9223372036854780259 0; job 2 2 9223372036854780259 0; } >"$scratch/wrap2"
refused "the jobs' nodes add up past 2^64 - 1" "$scratch/wrap2"
# The same shapes with honest numbers merge: 8902 = 5000 + 3902.
{ job 1 2 3000 2000; job 2 2 1000 2902; } >"$scratch/good"
out=$("$bin" perft --merge "$scratch/good" 2>&1)
if [[ $out == *"nodes 8902"* ]]; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL: merge of 8902: $out"; fi

echo "perft_merge: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
