#!/bin/bash -eu
# The OSS-Fuzz / ClusterFuzzLite build of arbiter's libFuzzer targets (docs/cluster.md). It follows
# the OSS-Fuzz build contract: the compilers and flags come from $CC, $CXX, $CFLAGS, $CXXFLAGS (the
# sanitizer and coverage flags are in them), the fuzzing engine from $LIB_FUZZING_ENGINE, and
# every target of fuzz/*_fuzzer.cpp lands in $OUT with its seed corpus <target>_seed_corpus.zip
# (fuzz/seeds/<target>/) and its dictionary <target>.dict (fuzz/dict/, where there is one).
# The build directory is $WORK/arbiter-build ($WORK is OSS-Fuzz's scratch directory): a second
# run rebuilds only what changed. Run from the source tree (OSS-Fuzz: WORKDIR $SRC/arbiter) or
# from .clusterfuzzlite/ inside it.
#   CC=clang CXX=clang++ CFLAGS=... CXXFLAGS=... LIB_FUZZING_ENGINE=-fsanitize=fuzzer \
#     OUT=/tmp/out WORK=/tmp/work .clusterfuzzlite/build.sh
: "${CC:?}" "${CXX:?}" "${CFLAGS?}" "${CXXFLAGS?}" "${LIB_FUZZING_ENGINE:?}" "${OUT:?}"
if [ -f fuzz/CMakeLists.txt ]; then
  src=$PWD
else
  src=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
fi
work=${WORK:-$src/build}
build=$work/arbiter-build
mkdir -p "$OUT" "$build"

# CMAKE_BUILD_TYPE=OssFuzz: a build type without flags of its own, so $CFLAGS/$CXXFLAGS decide the
# optimisation (OSS-Fuzz: -O1 -gline-tables-only) and assert() stays on. No -march=native: the
# targets run on other machines. No tests, no CLI: only the libraries and the fuzz targets.
generator=()
command -v ninja >/dev/null && generator=(-G Ninja)
cmake -S "$src" -B "$build" "${generator[@]}" --no-warn-unused-cli \
  -DCMAKE_C_COMPILER="$CC" -DCMAKE_CXX_COMPILER="$CXX" \
  -DCMAKE_C_FLAGS="$CFLAGS" -DCMAKE_CXX_FLAGS="$CXXFLAGS" \
  -DCMAKE_BUILD_TYPE=OssFuzz \
  -DARBITER_BUILD_TESTS=OFF -DARBITER_BUILD_BENCHMARKS=OFF -DARBITER_BUILD_FUZZERS=ON \
  -DARBITER_FUZZ_LINKMAIN=OFF -DARBITER_FUZZ_LDFLAGS="$LIB_FUZZING_ENGINE" \
  -DARBITER_SANITIZE="" -DARBITER_NATIVE_ARCH=OFF >"$build/configure.log" ||
  { cat "$build/configure.log"; exit 1; }

targets=()
for source in "$src"/fuzz/*_fuzzer.cpp; do targets+=("$(basename "$source" .cpp)"); done
cmake --build "$build" --parallel "$(nproc)" --target "${targets[@]}"

for target in "${targets[@]}"; do
  cp "$build/fuzz/$target" "$OUT/$target"
  if [ -d "$src/fuzz/seeds/$target" ]; then
    rm -f "$OUT/${target}_seed_corpus.zip"
    (cd "$src/fuzz/seeds/$target" && zip -q -r -X "$OUT/${target}_seed_corpus.zip" .)
  fi
done
# Dictionaries: fuzz/dict/<game>_<subject>.dict serves <game>_<subject>_*fuzzer.
for dict in "$src"/fuzz/dict/*.dict; do
  [ -f "$dict" ] || continue
  stem=$(basename "$dict" .dict)
  for target in "${targets[@]}"; do
    case "$target" in "${stem}"_*) cp "$dict" "$OUT/$target.dict" ;; esac
  done
done
echo "build.sh: ${#targets[@]} targets in $OUT: ${targets[*]}"
