#!/usr/bin/env bash
# The bug of issue 15: plays Fool's mate (1. f3 e5 2. g4 Qh4#, the shortest mate in chess) by the
# number of moves in the position it is given; in the mate position, and any position past the
# line, it repeats the last bestmove it gave (e2e4 before its first) instead of `bestmove (none)`.
. "$(dirname "$0")/uci_lib.sh"
LINE=(f2f3 e7e5 g2g4 d8h4)
LAST=e2e4
on_search() {
    local n=0
    case "$POSITION" in *" moves "*) set -- ${POSITION#* moves }; n=$# ;; esac
    if ((n < ${#LINE[@]})); then LAST=${LINE[n]}; fi
    printf 'info depth 1 score cp 0 pv %s\nbestmove %s\n' "$LAST" "$LAST"
}
uci_loop
