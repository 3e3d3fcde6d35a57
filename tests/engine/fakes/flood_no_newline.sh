#!/usr/bin/env bash
# On `go perft`: bytes without end and without a line end.
. "$(dirname "$0")/uci_lib.sh"
on_go() { while :; do printf 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'; done; }
uci_loop
