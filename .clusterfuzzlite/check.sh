#!/usr/bin/env bash
# Runs build.sh as OSS-Fuzz would (its variables set by hand: clang, the address sanitizer build's
# CFLAGS/CXXFLAGS, libFuzzer), then checks that every fuzz/*_fuzzer.cpp landed in $OUT with its seed
# corpus zip and that each runs from its seeds for a few seconds (docs/cluster.md; .ci/test).
#   .clusterfuzzlite/check.sh [WORKDIR]   (default build/oss-fuzz; $OUT is WORKDIR/out)
# ARBITER_OSSFUZZ_SECONDS: the run of each target (default 3).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=$(mkdir -p "${1:-$root/build/oss-fuzz}" && cd "${1:-$root/build/oss-fuzz}" && pwd)
seconds=${ARBITER_OSSFUZZ_SECONDS:-3}
export CC=clang CXX=clang++ LIB_FUZZING_ENGINE=-fsanitize=fuzzer
# OSS-Fuzz's flags for an address-sanitizer libFuzzer build, but for two: its libc++ is left out
# (Debian's clang uses libstdc++ here), and -O0 instead of its -O1, which costs about three times
# the compile time (ARBITER_OSSFUZZ_OPT=-O1 for OSS-Fuzz's own; docs/cluster.md has the figures).
opt=${ARBITER_OSSFUZZ_OPT:--O0}
export CFLAGS="$opt -fno-omit-frame-pointer -gline-tables-only -DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION -fsanitize=address -fsanitize-address-use-after-scope -fsanitize=fuzzer-no-link"
export CXXFLAGS="$CFLAGS"
export OUT=$work/out WORK=$work SRC=$root
rm -rf "$OUT"
start=$SECONDS
(cd "$root" && bash .clusterfuzzlite/build.sh)
echo "oss-fuzz: build.sh took $((SECONDS - start)) s"
failed=0
for source in "$root"/fuzz/*_fuzzer.cpp; do
  name=$(basename "$source" .cpp)
  if [ ! -x "$OUT/$name" ]; then echo "oss-fuzz: $name is not in \$OUT"; failed=$((failed + 1)); continue; fi
  corpus=$(mktemp -d)
  if [ -d "$root/fuzz/seeds/$name" ]; then
    if [ ! -f "$OUT/${name}_seed_corpus.zip" ]; then
      echo "oss-fuzz: ${name}_seed_corpus.zip is not in \$OUT"; failed=$((failed + 1))
    else
      (cd "$corpus" && unzip -q "$OUT/${name}_seed_corpus.zip")
    fi
  fi
  dict=()
  [ -f "$OUT/$name.dict" ] && dict=(-dict="$OUT/$name.dict")
  log=$work/$name.log
  if "$OUT/$name" "${dict[@]}" -max_total_time="$seconds" -timeout=60 -rss_limit_mb=2560 \
       -print_final_stats=1 "$corpus" >"$log" 2>&1; then
    echo "oss-fuzz: $name ran ${seconds}s from $(find "$corpus" -type f | wc -l) inputs ($(grep -m1 -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$') runs)"
  else
    echo "oss-fuzz: $name FAILED; the end of its log:"; tail -n 30 "$log"; failed=$((failed + 1))
  fi
  rm -rf "$corpus"
done
[ "$failed" -eq 0 ]
