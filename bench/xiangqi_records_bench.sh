#!/usr/bin/env bash
# `arbiter games --impl fast` on large generated xiangqi records: GAMES random legal games (seed 7)
# written as PGN (ICCS, WXF, Chinese) and DhtmlXQ by bench/xiangqi_records_generate, checked
# with one thread and with
# --threads 2; prints MB and games per CPU second and per wall second (docs/records.md).
#
# usage: bench/xiangqi_records_bench.sh [BUILD_DIR] [GAMES]
#   BUILD_DIR  a build with ARBITER_BUILD_BENCHMARKS=ON (default build/release)
#   GAMES      default 20000
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build/release}
games=${2:-20000}
arbiter=$build/arbiter
gen=$build/bench/xiangqi_records_generate
[ -x "$arbiter" ] || { echo "xiangqi_records_bench: $arbiter not found" >&2; exit 2; }
[ -x "$gen" ] || { echo "xiangqi_records_bench: $gen not found (build xiangqi_records_generate)" >&2; exit 2; }
scratch=$(mktemp -d); trap 'rm -rf "$scratch"' EXIT
for fmt in iccs wxf chinese dhtmlxq; do
  ext=pgn; [ $fmt = dhtmlxq ] && ext=ubb; file=$scratch/random-$games-$fmt.$ext
  "$gen" $fmt "$games" 7 > "$file"
  bytes=$(stat -c %s "$file")
  for threads in 1 2; do
    /usr/bin/time -f "%U %S %e" -o "$scratch/time" "$arbiter" games --game xiangqi --impl fast --threads $threads \
      "$file" > "$scratch/out" 2>&1 || true
    read -r u s e < <(tail -1 "$scratch/time")
    cpu=$(echo "$u + $s" | bc -l)
    moves=$(grep -o '[0-9]* moves checked' "$scratch/out" | grep -o '^[0-9]*')
    problems=$(grep -o '^[0-9]* games with problems' "$scratch/out" | grep -o '^[0-9]*')
    printf '%s %d thread(s): %d games, %s moves, %.1f MB: CPU %.2f s (%.1f MB/s, %.0f games/s), wall %.2f s (%.1f MB/s, %.0f games/s); %s games with problems\n' \
      "$fmt" "$threads" "$games" "$moves" "$(echo "$bytes / 1000000" | bc -l)" "$cpu" \
      "$(echo "$bytes / 1000000 / $cpu" | bc -l)" "$(echo "$games / $cpu" | bc -l)" "$e" \
      "$(echo "$bytes / 1000000 / $e" | bc -l)" "$(echo "$games / $e" | bc -l)" "$problems"
  done
done
