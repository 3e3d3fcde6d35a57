#!/usr/bin/env bash
# `arbiter games` streams its reports (docs/cli.md, games): its peak memory stays a few parts per
# worker plus one game whatever the file's size. A 60 MB PGN database (tests/data/pgn/famous.pgn
# repeated: six clean games, each reported on a JSON line of about 200 bytes) is checked with
# --json on 1 and 4 threads; the peak resident memory (getrusage's ru_maxrss of the child, which
# counts the pages of the mapped file read) must stay under 48 MB. Holding the reports until the
# end, or the read pages of the file, takes more than the file itself.
set -u
bin=${1:?usage: games_memory_test.sh PATH/TO/arbiter}
root=$(cd "$(dirname "$0")/../.." && pwd)
# An AddressSanitizer build keeps freed memory in quarantine and maps shadow memory: its peak says
# nothing about ours. Skipped there (77).
if grep -aq AddressSanitizer "$bin"; then echo "games_memory: skipped (AddressSanitizer build)"; exit 77; fi
scratch=$(mktemp -d); trap 'rm -rf "$scratch"' EXIT
passed=0 failed=0
python3 - "$root/tests/data/pgn/famous.pgn" "$scratch/db.pgn" <<'PY'
import sys
data = open(sys.argv[1], 'rb').read().rstrip(b'\n') + b'\n\n'
copies = 60_000_000 // len(data) + 1
with open(sys.argv[2], 'wb') as f:
    for _ in range(copies): f.write(data)
PY
for threads in 1 4; do
  if python3 - "$bin" "$scratch/db.pgn" "$threads" <<'PY'
import resource, subprocess, sys
bin, db, threads = sys.argv[1], sys.argv[2], sys.argv[3]
p = subprocess.run([bin, 'games', db, '--json', '--threads', threads],
                   stdout=subprocess.PIPE, stderr=subprocess.PIPE)
lines = p.stdout.count(b'\n')
peak_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
print(f'threads {threads}: exit {p.returncode}, {lines} lines, peak {peak_mb:.1f} MB')
assert p.returncode == 0, p.stderr[-300:]
assert peak_mb < 48, f'peak resident memory {peak_mb:.1f} MB'
PY
  then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL: games --json --threads $threads"; fi
done
echo "games_memory: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
