#!/usr/bin/env bash
# The ./arbiter wrapper run several times at once just after a source change (issue 16): every
# run must succeed, none may see a half-written binary. In a sandbox: a copy of the wrapper and
# a fake `cmake` on PATH whose "build" rewrites build/release/arbiter slowly, in place, as a
# linker would; the real build tree is never touched. Usage: wrapper_test.sh REPO_ROOT
set -u
repo=$1
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
sandbox=$(mktemp -d)
trap 'rm -rf "$sandbox"' EXIT
mkdir -p "$sandbox/bin" "$sandbox/build/release"
cp "$repo/arbiter" "$sandbox/arbiter"
touch "$sandbox/build/release/build.ninja"
cat >"$sandbox/bin/cmake" <<'FAKE'
#!/usr/bin/env bash
# cmake --build DIR --target arbiter: "relinks" DIR/arbiter when source.txt is newer.
dir=$2
if [ -f "$dir/arbiter" ] && [ ! "$dir/../../source.txt" -nt "$dir/arbiter" ]; then
  echo "ninja: no work to do."; exit 0
fi
version=$(cat "$dir/../../source.txt")
{ printf '#!/usr/bin/env bash\n'; sleep 0.3; printf 'echo "version %s $*"\n' "$version"; } >"$dir/arbiter"
chmod +x "$dir/arbiter"
echo "[1/1] Linking CXX executable arbiter"
FAKE
chmod +x "$sandbox/bin/cmake"
for version in 1 2; do
  echo "$version" >"$sandbox/source.txt"
  sleep 1  # a newer mtime than the last "link"
  pids=()
  for i in 1 2 3 4 5; do
    PATH="$sandbox/bin:$PATH" timeout 30 "$sandbox/arbiter" run "$i" >"$sandbox/out.$i" 2>"$sandbox/err.$i" &
    pids+=($!)
  done
  for i in 1 2 3 4 5; do
    wait "${pids[$((i - 1))]}"
    status=$?
    [ $status -eq 0 ] || fail "version $version, run $i: exit $status: $(cat "$sandbox/err.$i")"
    [ "$(cat "$sandbox/out.$i")" = "version $version run $i" ] ||
      fail "version $version, run $i printed '$(cat "$sandbox/out.$i")'"
  done
done
[ $failures -eq 0 ] && echo "wrapper: all passed"
exit $((failures > 0))
