#!/usr/bin/env bash
# A deep perft on many machines with GNU parallel (docs/cluster.md): split into K jobs, run them on
# the machines of SSHLOGIN, merge the results.
#   cluster/parallel_perft.sh K SSHLOGIN PERFT-FLAGS...
#   cluster/parallel_perft.sh 256 '16/node1,16/node2,:' --game chess --fen startpos --depth 9 --impl fast
# SSHLOGIN is GNU parallel's --sshlogin: comma-separated [CORES/][user@]host, ':' the local machine
# (or '..' to take the machines of ~/.parallel/sshloginfile). Every machine needs the same
# `arbiter` build on its PATH. The results go to $ARBITER_RESULTS (default perft_results.jsonl) and
# the job log to $ARBITER_JOBLOG (default perft_joblog.txt): run the same command again after a
# failure and GNU parallel runs only the jobs that did not finish (--resume-failed).
set -euo pipefail
jobs=${1:?usage: parallel_perft.sh K SSHLOGIN PERFT-FLAGS...}
logins=${2:?usage: parallel_perft.sh K SSHLOGIN PERFT-FLAGS...}
shift 2
results=${ARBITER_RESULTS:-perft_results.jsonl}
joblog=${ARBITER_JOBLOG:-perft_joblog.txt}
split=$(mktemp); trap 'rm -f "$split"' EXIT
arbiter perft "$@" --split "$jobs" >"$split"
# Each line is a complete command; parallel runs it through the login shell of the machine it picks.
# --resume-failed with the job log skips the jobs already done; their results are in $results.
parallel --sshlogin "$logins" --joblog "$joblog" --resume-failed --retries 2 --halt soon,fail=1 \
  <"$split" >>"$results"
arbiter perft --merge "$results"
