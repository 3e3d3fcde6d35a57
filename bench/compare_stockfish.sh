#!/usr/bin/env bash
# Runs, in one go on this machine, stockfish's `go perft N` and fast/chess's bulk-counting perft
# on the same positions (start position depth 6, Kiwipete depth 5 by default) and prints
# nodes/second for both and the ratio. Both count the last ply in bulk; both single-threaded.
#
# usage: bench/compare_stockfish.sh [BUILD_DIR] [REPEAT]
#   BUILD_DIR  a build holding the arbiter CLI (default: build/release, built by ./arbiter on first
#              use, and rebuilt where the sources changed).
#   REPEAT     rounds per position (stockfish once, fast 3 times a round); the fastest counts
#              (default 3).
# Env: STOCKFISH (default /usr/games/stockfish), POSITIONS ("name|fen|depth;..." to override).
#
# Timing: CPU seconds (user+sys) is the headline, because this machine is shared and wall time
# includes waiting for a core. Stockfish prints no perft time, so its figure is the process's
# CPU time for `go perft N` minus that of a `go perft 1` run (start-up, NNUE loading). Ours is
# the CPU time of the perft call itself (`arbiter bench --impl fast --repeat 3 --json`, after
# one untimed warm-up), once per round right after stockfish's runs; the fastest round counts.
# Wall-clock figures are printed too.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build/release}
repeat=${2:-3}
stockfish=${STOCKFISH:-/usr/games/stockfish}
if [ "$(realpath -m "$build")" = "$(realpath -m "$root/build/release")" ]; then
  arbiter=("$root/arbiter")  # builds build/release on first use, rebuilds what changed
  "${arbiter[@]}" --version > /dev/null || exit 2
else
  arbiter=("$build/arbiter")
  [ -x "$build/arbiter" ] || { echo "compare_stockfish: $build/arbiter not found (build the arbiter target)" >&2; exit 2; }
fi
[ -x "$stockfish" ] || { echo "compare_stockfish: $stockfish not found (apt-get install stockfish)" >&2; exit 2; }

positions=${POSITIONS:-"start|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|6;kiwipete|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|5"}

# Runs stockfish once: prints "nodes cpu wall".
sf_run() {
  local fen=$1 depth=$2 out tf
  tf=$(mktemp)
  out=$(printf 'uci\nisready\nposition fen %s\ngo perft %s\nisready\nquit\n' "$fen" "$depth" |
        /usr/bin/time -f '%U %S %e' -o "$tf" "$stockfish" | sed -n 's/^Nodes searched: //p')
  read -r user sys wall < "$tf"
  rm -f "$tf"
  echo "${out:-0} $(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }') $wall"
}

min() { printf '%s\n' "$@" | sort -g | head -1; }

version=$(printf 'uci\nquit\n' | "$stockfish" | sed -n 's/^id name //p' | head -1)
echo "stockfish: ${version:-?} ($stockfish)   fast/chess: ${arbiter[*]} bench   repeat: $repeat"
printf '%-10s %5s %12s %14s %14s %7s   %14s %14s %7s\n' position depth nodes \
  "sf nps(cpu)" "fast nps(cpu)" ratio "sf nps(wall)" "fast nps(wall)" ratio
status=0
IFS=';' read -ra entries <<< "$positions"
for entry in "${entries[@]}"; do
  IFS='|' read -r name fen depth <<< "$entry"
  base_cpu=(); base_wall=(); sf_cpu=(); sf_wall=(); fast_cpu=(); fast_wall=()
  sf_nodes=0
  # Rounds interleave the two programs, so that both see the same load on a shared machine.
  for ((i = 0; i < repeat; i++)); do
    read -r _ c w <<< "$(sf_run "$fen" 1)"; base_cpu+=("$c"); base_wall+=("$w")
    read -r sf_nodes c w <<< "$(sf_run "$fen" "$depth")"; sf_cpu+=("$c"); sf_wall+=("$w")
    # The fastest of 3 timed runs: nodes, then the "min" of cpu_seconds and of wall_seconds.
    read -r fast_nodes c w <<< "$("${arbiter[@]}" bench --game chess --impl fast --fen "$fen" \
        --depth "$depth" --repeat 3 --json | awk '
      /"cpu_seconds"/ { k = "cpu" } /"wall_seconds"/ { k = "wall" }
      /"min":/ { gsub(/[",]/, ""); v[k] = $2 }
      /"nodes":/ { gsub(/[",]/, ""); n = $2 }
      END { print n + 0, v["cpu"] + 0, v["wall"] + 0 }')"
    fast_cpu+=("$c"); fast_wall+=("$w")
  done
  fc=$(min "${fast_cpu[@]}"); fw=$(min "${fast_wall[@]}")
  if [ "$sf_nodes" != "$fast_nodes" ]; then
    echo "MISMATCH on $name depth $depth: stockfish $sf_nodes, fast $fast_nodes" >&2; status=1
  fi
  sfc=$(awk -v a="$(min "${sf_cpu[@]}")" -v b="$(min "${base_cpu[@]}")" 'BEGIN { print a - b }')
  sfw=$(awk -v a="$(min "${sf_wall[@]}")" -v b="$(min "${base_wall[@]}")" 'BEGIN { print a - b }')
  awk -v n="$fast_nodes" -v sfc="$sfc" -v sfw="$sfw" -v fc="$fc" -v fw="$fw" -v name="$name" -v d="$depth" '
    function nps(t) { return t > 0 ? n / t : 0 }
    BEGIN {
      a = nps(sfc); b = nps(fc); c = nps(sfw); e = nps(fw)
      printf "%-10s %5d %12d %14.0f %14.0f %6.2fx   %14.0f %14.0f %6.2fx\n", name, d, n, a, b, (a > 0 ? b / a : 0), c, e, (c > 0 ? e / c : 0)
    }'
done
exit $status
