#!/usr/bin/env bash
. "$(dirname "$0")/uci_lib.sh"
on_go() {
    for m in $START_MOVES; do [ "$m" = e2e4 ] || printf '%s: 1\n' "$m"; done
    printf '\nNodes searched: 19\n\n'
}
uci_loop
