#!/usr/bin/env bash
# On `go perft`: `info` lines without end, never a total.
. "$(dirname "$0")/uci_lib.sh"
on_go() { while :; do printf 'info depth 1 nodes 20 nps 1000\n'; done; }
uci_loop
