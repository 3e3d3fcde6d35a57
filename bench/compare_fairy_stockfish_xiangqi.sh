#!/usr/bin/env bash
# Runs fairy-stockfish's `go perft N` (UCI_Variant xiangqi) and fast/xiangqi's bulk-counting perft
# (through `arbiter perft --game xiangqi --impl fast`) on the same positions: the start position
# at depth 5 and two middlegame positions of corpus/xiangqi/perft.json (xiangqi-perft-walk-001
# and -006, whose perft figures were published there from fairy-stockfish) at depth 5. Prints
# nodes/second for both and the ratio. Both count the last ply in bulk; both single-threaded.
#
# usage: bench/compare_fairy_stockfish_xiangqi.sh [BUILD_DIR] [REPEAT]
#   BUILD_DIR  a Release build holding the `arbiter` executable (default: build/release)
#   REPEAT     runs per program and position; the fastest counts (default 3)
# Env: FAIRY (default /usr/games/fairy-stockfish), POSITIONS ("name|fen|depth;..." to override).
#
# Timing: CPU seconds (user+sys), because this machine is shared and wall time includes waiting
# for a core. For both programs the figure is the process's CPU time for perft N minus that of a
# perft 1 run of the same program (start-up, table set-up, corpus-free CLI start). Wall-clock
# figures are printed too.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build/release}
repeat=${2:-3}
fairy=${FAIRY:-/usr/games/fairy-stockfish}
arbiter=$build/arbiter
[ -x "$arbiter" ] || { echo "compare_fairy_stockfish_xiangqi: $arbiter not found (build the arbiter target)" >&2; exit 2; }
[ -x "$fairy" ] || { echo "compare_fairy_stockfish_xiangqi: $fairy not found (apt-get install fairy-stockfish)" >&2; exit 2; }

positions=${POSITIONS:-"start|rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1|5;walk-001|1rb1ka2r/nc2a4/4b1nc1/p1p1p1p2/8P/6P2/P1P1P4/N6C1/R3A3C/2BAK1BNR w - - 1 11|5;walk-006|3ak1bn1/4ar3/r3b1c1c/p3p1p1p/2pn5/6C2/P1P1P1P1P/2N4CN/2R6/2BAKAB1R b - - 20 11|5"}

# Prints "nodes cpu wall" for one run of a command whose stdout holds the node count.
timed() {
  local tf out user sys wall
  tf=$(mktemp)
  out=$(/usr/bin/time -f '%U %S %e' -o "$tf" "$@")
  read -r user sys wall < "$tf"
  rm -f "$tf"
  echo "${out:-0} $(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }') $wall"
}
fairy_perft() {
  printf 'uci\nsetoption name UCI_Variant value xiangqi\nisready\nposition fen %s\ngo perft %s\nisready\nquit\n' "$1" "$2" |
    "$fairy" | sed -n 's/^Nodes searched: //p'
}
fast_perft() {
  "$arbiter" perft --game xiangqi --impl fast --fen "$1" --depth "$2" | sed -n 's/^nodes //p'
}
export -f fairy_perft fast_perft
export fairy arbiter

min() { printf '%s\n' "$@" | sort -g | head -1; }
nps() { awk -v n="$1" -v t="$2" 'BEGIN { if (t <= 0) print "inf"; else printf "%.1fM", n / t / 1e6 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b <= 0 || a <= 0) print "-"; else printf "%.2fx", b / a }'; }

version=$(printf 'uci\nquit\n' | "$fairy" | sed -n 's/^id name //p' | head -1)
echo "fairy-stockfish: ${version:-?} ($fairy)   fast/xiangqi: $arbiter   repeat: $repeat"
printf '%-10s %5s %12s %14s %14s %7s   %14s %14s %7s\n' position depth nodes \
  "fsf nps(cpu)" "fast nps(cpu)" ratio "fsf nps(wall)" "fast nps(wall)" ratio
status=0
IFS=';' read -ra entries <<< "$positions"
for entry in "${entries[@]}"; do
  IFS='|' read -r name fen depth <<< "$entry"
  f_cpu=(); f_wall=(); a_cpu=(); a_wall=(); fb_cpu=(); ab_cpu=(); fb_wall=(); ab_wall=()
  f_nodes=0; a_nodes=0
  for ((i = 0; i < repeat; i++)); do
    read -r _ c w < <(timed bash -c 'fairy_perft "$0" 1' "$fen"); fb_cpu+=("$c"); fb_wall+=("$w")
    read -r f_nodes c w < <(timed bash -c 'fairy_perft "$0" "$1"' "$fen" "$depth"); f_cpu+=("$c"); f_wall+=("$w")
    read -r _ c w < <(timed bash -c 'fast_perft "$0" 1' "$fen"); ab_cpu+=("$c"); ab_wall+=("$w")
    read -r a_nodes c w < <(timed bash -c 'fast_perft "$0" "$1"' "$fen" "$depth"); a_cpu+=("$c"); a_wall+=("$w")
  done
  if [ "$f_nodes" != "$a_nodes" ]; then
    echo "$name: node counts differ: fairy-stockfish $f_nodes, fast $a_nodes" >&2
    status=1
  fi
  fc=$(awk -v a="$(min "${f_cpu[@]}")" -v b="$(min "${fb_cpu[@]}")" 'BEGIN { print a - b }')
  ac=$(awk -v a="$(min "${a_cpu[@]}")" -v b="$(min "${ab_cpu[@]}")" 'BEGIN { print a - b }')
  fw=$(awk -v a="$(min "${f_wall[@]}")" -v b="$(min "${fb_wall[@]}")" 'BEGIN { print a - b }')
  aw=$(awk -v a="$(min "${a_wall[@]}")" -v b="$(min "${ab_wall[@]}")" 'BEGIN { print a - b }')
  printf '%-10s %5s %12s %14s %14s %7s   %14s %14s %7s\n' "$name" "$depth" "$a_nodes" \
    "$(nps "$f_nodes" "$fc")" "$(nps "$a_nodes" "$ac")" "$(ratio "$(nps "$f_nodes" "$fc" | tr -d M)" "$(nps "$a_nodes" "$ac" | tr -d M)")" \
    "$(nps "$f_nodes" "$fw")" "$(nps "$a_nodes" "$aw")" "$(ratio "$(nps "$f_nodes" "$fw" | tr -d M)" "$(nps "$a_nodes" "$aw" | tr -d M)")"
done
exit $status
