#!/usr/bin/env bash
# The database user's throughput: builds a record database of about MB megabytes by repeating the
# given record files (real games: TWIC issues, lichess exports, KIF/CSA collections, xiangqi
# PGN), then checks it with `arbiter games --impl fast` on 1 and 2 threads, and for chess PGN with
# Debian's `pgn-extract -r` side by side; prints MB and games per CPU second, wall seconds and the
# peak resident memory of each run (docs/records.md, Speed).
#
# usage: bench/records_database.sh [BUILD_DIR] MB FILE...
#   BUILD_DIR  a build holding arbiter (default build/release)
#   MB         the database's size in megabytes (e.g. 100; 1000 for a lichess month)
#   FILE...    record files of one format (its name ending picks it: .pgn .kif .ki2 .csa .usi
#              .ubb), repeated in turn; CSA files are separated by a '/' line, others by a blank
#              line. Env: GAME (chess, shogi or xiangqi; default by the ending, .pgn chess),
#              PGN_EXTRACT (default /usr/games/pgn-extract).
# The database is written to a temporary folder and deleted afterwards.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=$root/build/release
if [ $# -gt 0 ] && [ -d "$1" ]; then build=$1; shift; fi
mb=${1:?usage: records_database.sh [BUILD_DIR] MB FILE...}; shift
[ $# -gt 0 ] || { echo "records_database: give at least one record file" >&2; exit 2; }
arbiter=$build/arbiter
[ -x "$arbiter" ] || { echo "records_database: $arbiter not found" >&2; exit 2; }
pgn_extract=${PGN_EXTRACT:-/usr/games/pgn-extract}
ext=${1##*.}
game=${GAME:-}
if [ -z "$game" ]; then
  case $ext in kif|ki2|csa|usi) game=shogi ;; ubb) game=xiangqi ;; *) game=chess ;; esac
fi
scratch=$(mktemp -d); trap 'rm -rf "$scratch"' EXIT
db=$scratch/database.$ext
python3 - "$db" "$((mb * 1000000))" "$@" <<'PY'
import sys
out, want, files = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
parts = []
for f in files:
    data = open(f, 'rb').read()
    if data.startswith(b'\xef\xbb\xbf'): data = data[3:]  # one BOM per file, not one per copy
    data = data.rstrip(b'\r\n') + b'\n'
    parts.append(data + (b'/\n' if f.endswith('.csa') else b'\n'))
block = b''.join(parts)
with open(out, 'wb') as o:
    written = 0
    while written < want:
        o.write(block); written += len(block)
PY
bytes=$(stat -c %s "$db")
# run NAME CMD...: one run; prints CPU and wall seconds, MB/s of each, peak memory.
run() {
  local name=$1; shift
  /usr/bin/time -f "%U %S %e %M" -o "$scratch/time" "$@" >"$scratch/out" 2>"$scratch/err" || true
  read -r u s e m < <(tail -1 "$scratch/time")
  local cpu; cpu=$(echo "$u + $s" | bc -l)
  printf '%-36s %8.2f %8.2f %10.1f %10.1f %9.1f\n' "$name" "$cpu" "$e" \
    "$(echo "$bytes / 1000000 / $cpu" | bc -l)" "$(echo "$bytes / 1000000 / $e" | bc -l)" \
    "$(echo "$m / 1024" | bc -l)"
}
games=$("$arbiter" games --game "$game" "$db" --impl fast 2>/dev/null | grep -o '^[0-9]* games' | head -1 || true)
echo "database: $(printf '%.1f' "$(echo "$bytes / 1000000" | bc -l)") MB of $game records ($games), from: $*"
printf '%-36s %8s %8s %10s %10s %9s\n' program cpu_s wall_s MB/cpu_s MB/wall_s peak_MB
run "arbiter games" "$arbiter" games --game "$game" "$db" --impl fast
run "arbiter games --threads 2" "$arbiter" games --game "$game" "$db" --impl fast --threads 2
run "arbiter games --json" "$arbiter" games --game "$game" "$db" --impl fast --json
if [ "$game" = chess ] && [ "$ext" = pgn ] && [ -x "$pgn_extract" ]; then
  run "pgn-extract -r -s" "$pgn_extract" -r -s --quiet "$db"
fi
