#!/usr/bin/env bash
# Right answers on stdout, with unfinished warnings on stderr before every line: merged into one
# stream they would garble every move line.
. "$(dirname "$0")/uci_lib.sh"
on_go() {
    for m in $START_MOVES; do printf 'warning ' >&2; printf '%s: 1\n' "$m"; done
    printf 'warning ' >&2
    printf '\nNodes searched: 20\n'
}
printf 'starting up (stderr)\n' >&2
uci_loop
