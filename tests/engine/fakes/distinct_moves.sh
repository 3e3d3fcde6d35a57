#!/usr/bin/env bash
# On `go perft`: distinct move lines without end ("m1: 1", "m2: 1", ...), never a total.
. "$(dirname "$0")/uci_lib.sh"
on_go() {
    local i=0
    while :; do i=$((i + 1)); printf 'm%d: 1\n' "$i"; done
}
uci_loop
