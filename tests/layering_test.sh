#!/usr/bin/env bash
# reference/ and fast/ stay independent (docs/design.md): neither includes the other, nor oracle/.
set -u
root=${1:?usage: layering_test.sh REPO_ROOT}
status=0
check() {
  local dir=$1 forbidden=$2
  [ -d "$root/$dir" ] || return 0
  local hits
  hits=$(grep -rnE "#include *[<\"](\.\./)*($forbidden)/" "$root/$dir" || true)
  if [ -n "$hits" ]; then
    echo "layering: $dir/ includes $forbidden/:"; echo "$hits"; status=1
  fi
}
check reference 'fast|oracle'
check fast 'reference|oracle'
# Within reference/ and fast/, one game never includes another game's folder either.
for side in reference fast; do
  for game in chess xiangqi shogi; do
    others=$(echo chess xiangqi shogi | tr ' ' '\n' | grep -v "^$game$" | paste -sd'|')
    [ -d "$root/$side/$game" ] || continue
    hits=$(grep -rnE "#include *[<\"]$side/($others)/" "$root/$side/$game" || true)
    [ -n "$hits" ] && { echo "layering: $side/$game includes another game:"; echo "$hits"; status=1; }
  done
done
# An adapter over fast/ asks fast/ only: a cross-check that consults the reference compares the
# reference with itself. No exception: every fast/ game judges its own endings, repetition too.
for file in "$root"/oracle/adapters/*fast*; do
  [ -f "$file" ] || continue
  hits=$(grep -nE "#include *[<\"](\.\./)*reference/" "$file" || true)
  [ -n "$hits" ] && { echo "layering: $(basename "$file") wraps fast/ but includes reference/:"; echo "$hits"; status=1; }
done
# The adjudicator sees a game only through the adapter (oracle/adapter.h).
hits=$(grep -rnE "#include *[<\"](\.\./)*(reference|fast)/" "$root/oracle/adjudicate" 2>/dev/null || true)
[ -n "$hits" ] && { echo "layering: referee/adjudicate includes an implementation:"; echo "$hits"; status=1; }
[ $status -eq 0 ] && echo "layering: reference/ and fast/ are independent; fast adapters ask only fast/; the adjudicator asks only adapters"
exit $status
