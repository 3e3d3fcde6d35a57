#!/usr/bin/env bash
# perft on threads and split across jobs (docs/cli.md "perft", docs/cluster.md): the recipe
#   arbiter perft ... --split K | parallel | arbiter perft --merge -
# run through GNU parallel on a real deep count, the merge's refusals, the cluster/ recipes, and
# verify --jobs.
# Expected counts: the Chess Programming Wiki perft tables (chess start position depth 5 =
# 4,865,609, depth 7 = 3,195,901,860; Kiwipete depth 4 = 4,085,603; xiangqi start position depth 4
# = 3,290,240; shogi start position depth 5 = 19,861,490; chess depth 6 = 119,060,324).
set -u
bin=${1:?usage: perft_split_test.sh PATH/TO/arbiter [DEPTH]}
# The deep count: chess perft 7 (default) or 6 (119,060,324; for slow builds such as ASan).
depth=${2:-7}
case "$depth" in 7) deep_nodes=3195901860 ;; 6) deep_nodes=119060324 ;;
                 *) echo "FAIL: DEPTH must be 6 or 7"; exit 1 ;; esac
command -v parallel >/dev/null || { echo "FAIL: GNU parallel is not installed (.ci/install-deps)"; exit 1; }
# The job lines call `arbiter` from PATH: this build's.
PATH="$(cd "$(dirname "$bin")" && pwd):$PATH"
[ "$(command -v arbiter)" -ef "$bin" ] || { echo "FAIL: $bin is not called arbiter"; exit 1; }
scratch=$(mktemp -d); trap 'rm -rf "$scratch"' EXIT
passed=0 failed=0
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }
contains() { case "$1" in *"$2"*) pass ;; *) fail "expected '$2' in: $1" ;; esac; }
# refused WORDS CMD...: exit 2, one stderr line containing WORDS, nothing on stdout.
refused() {
  local words=$1; shift
  local out err status
  out=$("$@" 2>"$scratch/err"); status=$?; err=$(cat "$scratch/err")
  [ "$status" -eq 2 ] || { fail "$* exited $status, expected 2 (stderr: $err)"; return; }
  [ -z "$out" ] || fail "$*: printed on stdout despite the error: $out"
  [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] || fail "$*: expected one stderr line, got: $err"
  contains "$err" "$words"
}

# --threads: the counts of one thread, on both implementations; no progress when stderr is no terminal.
kiwipete='r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
out=$(arbiter perft --game chess --fen startpos --depth 5 --threads 2 --impl reference 2>"$scratch/err")
contains "$out" "nodes 4865609"
[ ! -s "$scratch/err" ] || fail "perft --threads wrote on stderr that is no terminal: $(cat "$scratch/err")"
contains "$(arbiter perft --game chess --fen "$kiwipete" --depth 4 --threads 3 --impl fast)" "nodes 4085603"
contains "$(arbiter perft --game xiangqi --fen startpos --depth 4 --threads 2 --impl fast --json)" '"nodes":3290240'
contains "$(arbiter perft --game shogi --fen startpos --depth 5 --threads 2 --impl fast --json)" '"cpu_seconds":'
contains "$(arbiter perft --game shogi --fen startpos --depth 5 --threads 2 --impl fast)" "nodes 19861490"
one=$(arbiter perft --game chess --fen startpos --depth 4 --divide --impl fast | grep ':')
two=$(arbiter perft --game chess --fen startpos --depth 4 --divide --impl fast --threads 2 | grep ':')
[ "$one" = "$two" ] && pass || fail "perft --divide on 2 threads differs from 1 thread"

# The recipe on chess perft 7 (fast): 16 jobs on GNU parallel, merged.
arbiter perft --game chess --fen startpos --depth "$depth" --impl fast --split 16 >"$scratch/jobs"
[ "$(wc -l <"$scratch/jobs")" -eq 16 ] && pass || fail "--split 16 printed $(wc -l <"$scratch/jobs") lines"
head -c 40 "$scratch/jobs" | grep -q '^arbiter perft --game chess' && pass || fail "job lines do not start with 'arbiter perft --game chess'"
parallel -j 2 <"$scratch/jobs" >"$scratch/results" || fail "a job failed under parallel"
[ "$(wc -l <"$scratch/results")" -eq 16 ] && pass || fail "parallel gave $(wc -l <"$scratch/results") results"
contains "$(arbiter perft --merge - <"$scratch/results")" "nodes $deep_nodes"
contains "$(arbiter perft --merge "$scratch/results" --json --divide)" '"e2e4":'

# The merge refuses: a missing job, a duplicated job, a job of another split or of another depth.
sed 3d "$scratch/results" >"$scratch/missing"
refused "is missing" arbiter perft --merge "$scratch/missing"
cat "$scratch/results" "$scratch/missing" >"$scratch/twice"
refused "appears twice" arbiter perft --merge "$scratch/twice"
arbiter perft --game chess --fen startpos --depth 3 --impl fast --split 16 | parallel -j 2 >"$scratch/depth3"
{ sed 1d "$scratch/results"; head -n 1 "$scratch/depth3"; } >"$scratch/mixed"
refused "a job of another run (depth 3, not $depth)" arbiter perft --merge "$scratch/mixed"
refused "not JSON" sh -c "echo nonsense | arbiter perft --merge -"
refused "none: no such file" arbiter perft --merge "$scratch/none"
refused "--game does not go with it" arbiter perft --merge "$scratch/results" --game chess
refused "fewer than 21 jobs" arbiter perft --game chess --fen startpos --depth 1 --split 21
refused "--game is required" arbiter perft --fen startpos --depth 3
refused "--threads must be" arbiter perft --game chess --fen startpos --depth 3 --threads 0

# A shogi split below --moves, with drops in its paths (quoted: B*5e has a shell wildcard).
moves=(7g7f 3c3d 8h2b+ 3a2b)  # both bishops in hand
arbiter perft --game shogi --fen startpos --moves "${moves[@]}" --depth 3 --split 4 >"$scratch/shogi_jobs"
grep -q "'B\*" "$scratch/shogi_jobs" && pass || fail "no quoted drop in the shogi job lines"
grep -q -- "--moves 7g7f 3c3d 8h2b+ 3a2b --depth 3" "$scratch/shogi_jobs" && pass || fail "the shogi job lines lack --moves"
direct=$(arbiter perft --game shogi --fen startpos --moves "${moves[@]}" --depth 3 | sed -n 's/^nodes //p')
merged=$(parallel <"$scratch/shogi_jobs" | arbiter perft --merge - | sed -n 's/^nodes //p')
[ -n "$direct" ] && [ "$direct" = "$merged" ] && pass || fail "shogi split with drops: merged $merged, direct $direct"

# The recipes of cluster/: GNU parallel on the local machine (':'), and the Slurm array script run
# as Slurm would run its tasks (SLURM_ARRAY_TASK_ID 1..K), each on the split unchanged.
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$(cd "$scratch" && ARBITER_RESULTS="$scratch/cluster_results" ARBITER_JOBLOG="$scratch/joblog" \
        bash "$root/cluster/parallel_perft.sh" 6 ':' --game chess --fen startpos --depth 5 --impl fast)
contains "$out" "nodes 4865609"
arbiter perft --game chess --fen startpos --depth 5 --impl fast --split 5 >"$scratch/slurm_jobs"
for task in 1 2 3 4 5; do
  SLURM_ARRAY_TASK_ID=$task bash "$root/cluster/slurm_perft.sbatch" "$scratch/slurm_jobs" "$scratch/slurm" ||
    fail "slurm_perft.sbatch task $task failed"
done
contains "$(cat "$scratch/slurm"/job_*.json | arbiter perft --merge -)" "nodes 4865609"

# verify --jobs: the same report as one job (a small corpus file, both implementations).
root_corpus="$root/corpus/chess/castling.json"
one=$(arbiter verify "$root_corpus" --json); two=$(arbiter verify "$root_corpus" --json --jobs 3)
[ -n "$one" ] && [ "$one" = "$two" ] && pass || fail "verify --jobs 3 reports differently from one job"
refused "--jobs must be" arbiter verify "$root_corpus" --jobs 0

echo "perft split: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
