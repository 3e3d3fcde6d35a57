#!/usr/bin/env bash
# Runs build.sh as OSS-Fuzz would (its variables set by hand: clang, the address sanitizer build's
# CFLAGS/CXXFLAGS, libFuzzer), then checks that every fuzz/*_fuzzer.cpp landed in $OUT with its seed
# corpus zip and fuzzes each from its seeds and dictionary for the time fuzz/ci_seconds gives it
# (chosen from measured time-to-find: docs/cluster.md, "CI's fuzz stage"), the targets running on
# every core at once, the longest first (CI's fuzz stage; .ci/test).
#   .clusterfuzzlite/check.sh [WORKDIR]   (default build/oss-fuzz; $OUT is WORKDIR/out)
# ARBITER_OSSFUZZ_SECONDS: when set, every target runs that long instead (e.g. 3 for a quick check).
# ARBITER_OSSFUZZ_JOBS: the targets fuzzed at once (default: the number of cores).
# A target that fails prints the end of its log and the command that replays what it found.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=$(mkdir -p "${1:-$root/build/oss-fuzz}" && cd "${1:-$root/build/oss-fuzz}" && pwd)
jobs=${ARBITER_OSSFUZZ_JOBS:-$(nproc 2>/dev/null || echo 2)}
# The seconds of a target: ARBITER_OSSFUZZ_SECONDS, else its line in fuzz/ci_seconds, else the
# file's `default` line.
seconds_of() {
  if [ -n "${ARBITER_OSSFUZZ_SECONDS:-}" ]; then echo "$ARBITER_OSSFUZZ_SECONDS"; return; fi
  awk -v t="$1" '$1 == t { s = $2 } $1 == "default" { d = $2 } END { print (s != "" ? s : d) }' \
    "$root/fuzz/ci_seconds"
}
export CC=clang CXX=clang++ LIB_FUZZING_ENGINE=-fsanitize=fuzzer
# OSS-Fuzz's flags for an address-sanitizer libFuzzer build, but for its libc++ (Debian's clang uses
# libstdc++ here). -O1 as OSS-Fuzz: it compiles about twice as long as -O0 but fuzzes five to seven
# times faster, which CI's fuzz stage needs more (docs/cluster.md has the figures;
# ARBITER_OSSFUZZ_OPT=-O0 for a build that only has to run).
opt=${ARBITER_OSSFUZZ_OPT:--O1}
export CFLAGS="$opt -fno-omit-frame-pointer -gline-tables-only -DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION -fsanitize=address -fsanitize-address-use-after-scope -fsanitize=fuzzer-no-link"
export CXXFLAGS="$CFLAGS"
export OUT=$work/out WORK=$work SRC=$root
rm -rf "$OUT"
start=$SECONDS
(cd "$root" && bash .clusterfuzzlite/build.sh)
echo "oss-fuzz: build.sh took $((SECONDS - start)) s"
failed=0
targets=()
for source in "$root"/fuzz/*_fuzzer.cpp; do
  name=$(basename "$source" .cpp)
  if [ ! -x "$OUT/$name" ]; then echo "oss-fuzz: $name is not in \$OUT"; failed=$((failed + 1)); continue; fi
  if [ -d "$root/fuzz/seeds/$name" ] && [ ! -f "$OUT/${name}_seed_corpus.zip" ]; then
    echo "oss-fuzz: ${name}_seed_corpus.zip is not in \$OUT"; failed=$((failed + 1)); continue
  fi
  targets+=("$(seconds_of "$name") $name")
done

# One target from its unzipped seeds; its result in $work/$name.result (0 or 1), its log beside.
fuzz_one() {
  local seconds=$1 name=$2 corpus log=$work/$2.log dict=()
  corpus=$(mktemp -d)
  [ -f "$OUT/${name}_seed_corpus.zip" ] && (cd "$corpus" && unzip -q "$OUT/${name}_seed_corpus.zip")
  [ -f "$OUT/$name.dict" ] && dict=(-dict="$OUT/$name.dict")
  rm -rf "$work/$name.artifacts" && mkdir -p "$work/$name.artifacts"
  local inputs start=$SECONDS
  inputs=$(find "$corpus" -type f | wc -l)
  if "$OUT/$name" "${dict[@]}" -max_total_time="$seconds" -timeout=60 -rss_limit_mb=2560 \
       -artifact_prefix="$work/$name.artifacts/" -print_final_stats=1 "$corpus" >"$log" 2>&1; then
    local runs cov
    runs=$(grep -m1 -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || true)
    cov=$(grep -oE 'cov: [0-9]+' "$log" | tail -n 1 | grep -oE '[0-9]+' || true)
    echo "oss-fuzz: $name ran ${seconds}s from $inputs inputs (${runs:-?} runs, ${cov:-?} edges)"
    echo 0 >"$work/$name.result"
  else
    {
      echo "oss-fuzz: $name FAILED after $((SECONDS - start)) s (of ${seconds}); the end of its log:"
      tail -n 30 "$log"
      for a in "$work/$name.artifacts"/*; do
        [ -f "$a" ] || continue
        echo "oss-fuzz: replay: $OUT/$name $a   (base64: $(head -c 3000 "$a" | base64 -w0))"
      done
    } >"$work/$name.failure"
    cat "$work/$name.failure"
    echo 1 >"$work/$name.result"
  fi
  rm -rf "$corpus"
}

# The longest first, at most $jobs at once: the stage ends about when the longest does.
start=$SECONDS
running=0
while read -r seconds name; do
  [ -n "$name" ] || continue
  if [ "$running" -ge "$jobs" ]; then wait -n || true; running=$((running - 1)); fi
  fuzz_one "$seconds" "$name" &
  running=$((running + 1))
done < <(printf '%s\n' "${targets[@]}" | sort -k1,1nr)
wait
for entry in "${targets[@]}"; do
  name=${entry#* }
  [ "$(cat "$work/$name.result" 2>/dev/null || echo 1)" = 0 ] || failed=$((failed + 1))
done
echo "oss-fuzz: ${#targets[@]} targets fuzzed in $((SECONDS - start)) s on $jobs cores; $failed failed"
[ "$failed" -eq 0 ]
