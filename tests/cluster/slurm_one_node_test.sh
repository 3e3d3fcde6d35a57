#!/usr/bin/env bash
# A one-node Slurm (slurmctld, slurmd and munged started here, as the user running the test, on
# ports of their own) runs a perft split as a job array with cluster/slurm_perft.sh, unchanged
# (docs/cluster.md). Needs Debian's slurm-wlm and munge; skipped (exit 77) without them.
# Expected: chess start position perft 5 = 4,865,609 (Chess Programming Wiki, Perft Results).
#   tests/cluster/slurm_one_node_test.sh PATH/TO/arbiter
set -u
bin=${1:?usage: slurm_one_node_test.sh PATH/TO/arbiter}
root=$(cd "$(dirname "$0")/../.." && pwd)
for tool in slurmctld slurmd munged sbatch; do
  command -v "$tool" >/dev/null || { echo "skipped: $tool is not installed (slurm-wlm, munge)"; exit 77; }
done
PATH="$(cd "$(dirname "$bin")" && pwd):$PATH"
dir=$(mktemp -d /tmp/arbiter-slurm.XXXXXX)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null; done
  wait 2>/dev/null
  rm -rf "$dir"
}
trap cleanup EXIT
fail() { echo "FAIL: $*"; for f in "$dir"/*.log; do echo "--- $f"; tail -n 20 "$f"; done; exit 1; }

host=$(hostname -s)
user=$(id -un)
port=$((20000 + $$ % 20000))
mkdir -p "$dir/munge" "$dir/state" "$dir/spool" "$dir/work"
chmod 700 "$dir/munge"
dd if=/dev/urandom of="$dir/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$dir/munge/munge.key"
munged --force --key-file="$dir/munge/munge.key" --socket="$dir/munge/munge.socket" \
  --pid-file="$dir/munge/munged.pid" --log-file="$dir/munge.log" --seed-file="$dir/munge/seed" ||
  fail "munged did not start"
for _ in $(seq 50); do [ -s "$dir/munge/munged.pid" ] && break; sleep 0.1; done
pids+=("$(cat "$dir/munge/munged.pid")")

cat >"$dir/slurm.conf" <<CONF
ClusterName=arbiter-test
SlurmctldHost=$host
SlurmUser=$user
SlurmdUser=$user
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$dir/munge/munge.socket
SlurmctldPort=$port
SlurmdPort=$((port + 1))
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SchedulerType=sched/builtin
MpiDefault=none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
ReturnToService=2
NodeName=$host CPUs=$(nproc) State=UNKNOWN
PartitionName=test Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF=$dir/slurm.conf
slurmctld -D -f "$SLURM_CONF" >"$dir/slurmctld.out" 2>&1 &
pids+=($!)
slurmd -D -f "$SLURM_CONF" -N "$host" >"$dir/slurmd.out" 2>&1 &
pids+=($!)
up=0
for _ in $(seq 100); do
  if sinfo -h -o '%T' 2>/dev/null | grep -qE '^(idle|mixed|allocated)'; then up=1; break; fi
  sleep 0.2
done
[ "$up" -eq 1 ] || fail "the one-node Slurm did not come up: $(sinfo 2>&1 | tail -n 3)"

out=$(SBATCH_OPTIONS="--time=10 --output=$dir/work/slurm-%A_%a.out" \
      timeout 300 bash "$root/cluster/slurm_perft.sh" 4 "$dir/work" \
        --game chess --fen startpos --depth 5 --impl fast) || fail "cluster/slurm_perft.sh failed: $out"
case "$out" in *"nodes 4865609"*) ;; *) fail "expected 'nodes 4865609' from the job array, got: $out" ;; esac
[ "$(ls "$dir/work/results" | wc -l)" -eq 4 ] || fail "expected 4 results, got: $(ls "$dir/work/results")"
echo "slurm one node: a 4-task array merged to nodes 4865609"
