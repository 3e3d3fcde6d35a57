#!/usr/bin/env bash
# A published deep figure reproduced by the split recipe (docs/cluster.md): chess start position
# perft 8 = 84,998,978,956 (Chess Programming Wiki, Perft Results; confirmed there by several
# engines), --impl fast, 64 jobs on GNU parallel, merged. About two CPU-minutes: label slow.
set -u
bin=${1:?usage: perft_split_deep_test.sh PATH/TO/arbiter}
command -v parallel >/dev/null || { echo "FAIL: GNU parallel is not installed (.ci/install-deps)"; exit 1; }
PATH="$(cd "$(dirname "$bin")" && pwd):$PATH"
out=$(arbiter perft --game chess --fen startpos --depth 8 --impl fast --split 64 | parallel |
      arbiter perft --merge -)
echo "$out"
case "$out" in *"nodes 84998978956"*) exit 0 ;; *) echo "FAIL: expected nodes 84998978956"; exit 1 ;; esac
