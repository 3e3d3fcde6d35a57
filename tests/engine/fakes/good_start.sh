#!/usr/bin/env bash
# Answers `go perft 1` from the chess start position rightly (20 moves, 1 node each).
. "$(dirname "$0")/uci_lib.sh"
on_go() {
    for m in $START_MOVES; do printf '%s: 1\n' "$m"; done
    printf '\nNodes searched: 20\n'
}
uci_loop
