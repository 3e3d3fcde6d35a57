#!/usr/bin/env bash
# The floors (docs/design.md): each folder includes only the floors its row of the table allows,
# and the folders inside a floor include each other without a cycle. Fails on any other include.
#   layering_test.sh REPO_ROOT              check the tree
#   layering_test.sh --self-test REPO_ROOT  plant wrong includes in a copy; each must be caught
set -u
if [ "${1:-}" = "--self-test" ]; then
  root=${2:?usage: layering_test.sh --self-test REPO_ROOT}
  self=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/$(basename "${BASH_SOURCE[0]}")
  scratch=$(mktemp -d); trap 'rm -rf "$scratch"' EXIT
  status=0
  # check_copy FILE LINE: the check's status on a copy of the tree with LINE added to FILE.
  check_copy() {
    rm -rf "$scratch/tree"; mkdir "$scratch/tree"
    (cd "$root" && tar cf - core reference fast formats oracle engines referee cli) | tar xf - -C "$scratch/tree"
    [ -n "$2" ] && printf '%s\n' "$2" >> "$scratch/tree/$1"
    bash "$self" "$scratch/tree" > "$scratch/out" 2>&1
  }
  # The copy itself passes, so each failure below is the planted include's.
  if ! check_copy core/result.h ''; then
    echo "layering self-test: the copy fails with nothing planted:"; cat "$scratch/out"; exit 1
  fi
  # plant FILE LINE WHAT: a copy with LINE added to FILE must fail the check.
  plant() {
    if check_copy "$1" "$2"; then
      echo "layering self-test: NOT caught: $3 ($2 in $1)"; status=1
    else
      echo "layering self-test: caught: $3: $(grep -m1 '^layering' "$scratch/out")"
    fi
  }
  plant formats/pgn.cpp '#include "oracle/adapter.h"' "formats/ including oracle/ (an arrow up)"
  plant core/result.h '#include "formats/record.h"' "core/ including formats/"
  plant oracle/registry.cpp '#include "cli/command.h"' "oracle/ including cli/"
  plant cli/legal.cpp '#include "fast/chess/position.h"' "cli/ including fast/"
  plant reference/chess/board.h '#include "core/result.h"' "reference/ including core/"
  plant fast/xiangqi/position.h '#include "fast/shogi/types.h"' "one fast game including another"
  plant oracle/adapters/chess_fast_adapter.cpp '#include "reference/chess/rules.h"' "a fast adapter including reference/"
  plant oracle/corpus.cpp '#include "oracle/adapters/line_replayer.h"' "a folder cycle (oracle/ <-> oracle/adapters/)"
  plant referee/adjudicate/policy.h '#include "referee/match/stats.h"' "a folder cycle (referee/match/ <-> referee/adjudicate/)"
  exit $status
fi
root=${1:?usage: layering_test.sh REPO_ROOT}
status=0

# floor       the floors it may include (besides itself)
table='
core
reference
fast
formats       core
oracle        core formats reference fast
engines       core formats oracle
referee       core formats oracle engines
cli           core formats oracle engines referee
'
floors=$(echo "$table" | awk 'NF {print $1}')
# Every include of a project folder, as "file:line:folder/rest".
includes() { grep -rnoE "#include *\"[a-z_]+/[^\"]+\"" "$root/$1" 2>/dev/null | sed -E 's/#include *"//; s/"$//'; }

while read -r floor allowed; do
  [ -z "$floor" ] && continue
  [ -d "$root/$floor" ] || continue
  while IFS=: read -r file line target; do
    top=${target%%/*}
    echo "$floors" | grep -qx "$top" || continue          # a system or third-party header
    [ "$top" = "$floor" ] && continue
    case " $allowed " in *" $top "*) ;; *)
      echo "layering: ${file#"$root"/}:$line: $floor/ includes $target ($floor/ may include: ${allowed:-nothing of the project})"
      status=1 ;;
    esac
  done < <(includes "$floor")
done <<< "$table"

# Within reference/ and fast/, one game never includes another game's folder.
for side in reference fast; do
  for game in chess xiangqi shogi; do
    [ -d "$root/$side/$game" ] || continue
    while IFS=: read -r file line target; do
      case $target in "$side/$game/"*) ;; "$side/"*)
        echo "layering: ${file#"$root"/}:$line: $side/$game includes another game: $target"; status=1 ;;
      esac
    done < <(includes "$side/$game")
  done
done

# Only the adapters see the implementations, and an adapter over fast/ asks fast/ only: a
# cross-check that consults the reference compares the reference with itself.
while IFS=: read -r file line target; do
  rel=${file#"$root"/}
  case $target in reference/*|fast/*) ;; *) continue ;; esac
  case $rel in
    oracle/adapters/*fast*) [[ $target == reference/* ]] && { echo "layering: $rel:$line: wraps fast/ but includes $target"; status=1; } ;;
    oracle/adapters/*) ;;
    *) echo "layering: $rel:$line: only oracle/adapters/ includes an implementation ($target)"; status=1 ;;
  esac
done < <(includes oracle)

# No cycle between the folders inside a floor (e.g. oracle/ <-> oracle/adapters/, referee/match/
# <-> referee/adjudicate/): tsort finds a loop in the folder-to-folder include edges.
edges=$(mktemp); trap 'rm -f "$edges"' EXIT
for floor in $floors; do
  [ -d "$root/$floor" ] || continue
  while IFS=: read -r file line target; do
    from=$(dirname "${file#"$root"/}"); to=$(dirname "$target")
    [ "${to%%/*}" = "$floor" ] && [ "$from" != "$to" ] && echo "$from $to"
  done < <(includes "$floor")
done | sort -u > "$edges"
if ! tsort "$edges" > /dev/null 2> "$edges.err"; then
  echo "layering: folders include each other in a cycle:"; grep -v 'input contains a loop' "$edges.err" | sed 's/^tsort: /  /'
  status=1
fi
rm -f "$edges.err"

[ $status -eq 0 ] && echo "layering: every include follows the table of floors; reference/ and fast/ are independent; only oracle/adapters/ see them; no folder cycle"
exit $status
