#!/usr/bin/env bash
# A deep perft as a Slurm job array (docs/cluster.md): split into K jobs, submit the array, wait for
# it, merge. Extra sbatch options (partition, account, time limit) come from $SBATCH_OPTIONS.
#   cluster/slurm_perft.sh K WORKDIR PERFT-FLAGS...
#   cluster/slurm_perft.sh 256 /shared/perft9 --game chess --fen startpos --depth 9 --impl fast
# WORKDIR (on a file system the nodes share) gets jobs.txt and results/job_N.json. After a failure,
# resubmit only the missing tasks: sbatch --array=3,17 cluster/slurm_perft.sbatch WORKDIR/jobs.txt
# WORKDIR/results; then merge: cat WORKDIR/results/job_*.json | arbiter perft --merge -
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
jobs=${1:?usage: slurm_perft.sh K WORKDIR PERFT-FLAGS...}
work=${2:?usage: slurm_perft.sh K WORKDIR PERFT-FLAGS...}
shift 2
mkdir -p "$work/results"
arbiter perft "$@" --split "$jobs" >"$work/jobs.txt"
# shellcheck disable=SC2086 # SBATCH_OPTIONS is a list of words
sbatch --wait --array="1-$jobs" --chdir="$work" ${SBATCH_OPTIONS:-} \
  "$here/slurm_perft.sbatch" "$work/jobs.txt" "$work/results"
cat "$work/results"/job_*.json | arbiter perft --merge -
