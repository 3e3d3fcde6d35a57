#!/usr/bin/env bash
# Runs fairy-stockfish's `go perft N` (USI, UCI_Variant shogi) beside fast/shogi's bulk-counting
# perft (`arbiter perft --game shogi --impl fast`) on the start position (depth 5) and the
# "matsuri" position (depth 3), and prints nodes/second for both and the ratio. Single-threaded.
#
# usage: bench/compare_fairy_stockfish_shogi.sh [BUILD_DIR] [REPEAT]
#   BUILD_DIR  a build holding the arbiter CLI (default: build/release)
#   REPEAT     runs per program and position; the fastest counts (default 3)
# Env: FAIRY (default /usr/games/fairy-stockfish), POSITIONS ("name|sfen|depth;..." to override).
#
# Timing: CPU seconds (user+sys) of the child process, read with bash's `times` (millisecond
# resolution; /usr/bin/time prints hundredths, too coarse for matsuri depth 3, about 10 ms here).
# fairy-stockfish prints no perft time, so its figure is the process CPU time for `go perft N`
# minus that of `go perft 1` (start-up). Ours is the CPU time of the arbiter process for
# `perft --depth N` minus that of `--depth 1`.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build/release}
repeat=${2:-3}
fairy=${FAIRY:-/usr/games/fairy-stockfish}
arbiter=$build/arbiter
[ -x "$arbiter" ] || { echo "compare_fairy_stockfish_shogi: $arbiter not found" >&2; exit 2; }
[ -x "$fairy" ] || { echo "compare_fairy_stockfish_shogi: $fairy not found (apt-get install fairy-stockfish)" >&2; exit 2; }

positions=${POSITIONS:-"start|lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1|5;matsuri|l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1|3"}

# `times` in a subshell: its second line is the children's "user sys", e.g. "0m0.012s 0m0.001s".
cpu_of() { sed -n 2p "$1" | awk '{ split($1, u, /[ms]/); split($2, s, /[ms]/); print u[1] * 60 + u[2] + s[1] * 60 + s[2] }'; }
min() { printf '%s\n' "$@" | sort -g | head -1; }

# fairy-stockfish once: prints "nodes cpu".
fairy_run() {
  local sfen=$1 depth=$2 out tf
  tf=$(mktemp)
  out=$(printf 'usi\nsetoption name UCI_Variant value shogi\nisready\nposition sfen %s\ngo perft %s\nisready\nquit\n' \
          "$sfen" "$depth" | { "$fairy"; times > "$tf"; } | sed -n 's/^Nodes searched: //p')
  echo "${out:-0} $(cpu_of "$tf")"
  rm -f "$tf"
}

# arbiter once: prints "nodes cpu".
fast_run() {
  local sfen=$1 depth=$2 out tf
  tf=$(mktemp)
  out=$({ "$arbiter" perft --game shogi --impl fast --fen "$sfen" --depth "$depth"; times > "$tf"; } |
        sed -n 's/^nodes //p')
  echo "${out:-0} $(cpu_of "$tf")"
  rm -f "$tf"
}

echo "fairy-stockfish: $fairy   fast/shogi: $arbiter   repeat: $repeat"
printf '%-8s %5s %12s %14s %14s %7s\n' position depth nodes "fairy nps" "fast nps" ratio
status=0
IFS=';' read -ra entries <<< "$positions"
for entry in "${entries[@]}"; do
  IFS='|' read -r name sfen depth <<< "$entry"
  fb=(); fc=(); ab=(); ac=(); fn=0; an=0
  for ((i = 0; i < repeat; i++)); do
    read -r _ c <<< "$(fairy_run "$sfen" 1)"; fb+=("$c")
    read -r fn c <<< "$(fairy_run "$sfen" "$depth")"; fc+=("$c")
    read -r _ c <<< "$(fast_run "$sfen" 1)"; ab+=("$c")
    read -r an c <<< "$(fast_run "$sfen" "$depth")"; ac+=("$c")
  done
  if [ "$fn" != "$an" ]; then echo "MISMATCH on $name depth $depth: fairy $fn, fast $an" >&2; status=1; fi
  fsec=$(awk -v a="$(min "${fc[@]}")" -v b="$(min "${fb[@]}")" 'BEGIN { d = a - b; print (d > 0.001 ? d : 0.001) }')
  asec=$(awk -v a="$(min "${ac[@]}")" -v b="$(min "${ab[@]}")" 'BEGIN { d = a - b; print (d > 0.001 ? d : 0.001) }')
  awk -v n="$name" -v d="$depth" -v nodes="$an" -v f="$fsec" -v a="$asec" -v fnodes="$fn" \
    'BEGIN { fn = fnodes / f; an = nodes / a; printf "%-8s %5d %12d %14.0f %14.0f %7.2f\n", n, d, nodes, fn, an, an / fn }'
done
exit $status
