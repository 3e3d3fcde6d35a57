#!/usr/bin/env bash
. "$(dirname "$0")/uci_lib.sh"
on_go() {
    for m in $START_MOVES e2e5; do printf '%s: 1\n' "$m"; done
    printf '\nNodes searched: 21\n\n'
}
uci_loop
