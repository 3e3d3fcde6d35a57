#!/usr/bin/env bash
# The match referee's own cost (docs/match.md, "Speed"): GAMES games of two instant-move engines
# (tests/engine/match_fake_engine.cpp: a random legal move at once, over our reference) per game,
# one at a time; prints games per minute (wall), the plies played, and the referee's "Referee:"
# line (its time per move outside the engines' answers, and the engines' answer time per move:
# process scheduling, the position/go round trip and the fake's own legal-move list).
#
# usage: bench/match_bench.sh [BUILD_DIR] [GAMES]
#   BUILD_DIR  default build/release (targets arbiter and arbiter_match_fake_engine)
#   GAMES      default 20
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build/release}
games=${2:-20}
arbiter=$build/arbiter
fake=$build/tests/engine/arbiter_match_fake_engine
[ -x "$arbiter" ] || { echo "match_bench: $arbiter not found" >&2; exit 2; }
[ -x "$fake" ] || { echo "match_bench: $fake not found (build arbiter_match_fake_engine)" >&2; exit 2; }
scratch=$(mktemp -d); trap 'rm -rf "$scratch"' EXIT
for game in chess xiangqi shogi; do
  proto=uci; [ $game = xiangqi ] && proto=ucci; [ $game = shogi ] && proto=usi
  start=$(date +%s.%N)
  "$arbiter" match --game $game --engine "name=a proto=$proto cmd=\"$fake $game seed=1\"" \
    --engine "name=b proto=$proto cmd=\"$fake $game seed=2\"" --games "$games" --movetime 1000 \
    --max-plies 1000 --json > "$scratch/out" 2> "$scratch/err"
  end=$(date +%s.%N)
  plies=$(grep -o '"plies":[0-9]*' "$scratch/out" | cut -d: -f2 | paste -sd+ | bc)
  wall=$(echo "$end - $start" | bc -l)
  printf '%s: %d games, %d plies in %.2f s wall: %.0f games/minute; %s\n' "$game" "$games" \
    "$plies" "$wall" "$(echo "$games * 60 / $wall" | bc -l)" "$(grep '^Referee:' "$scratch/err")"
done
