#!/usr/bin/env bash
# On `go`: an info line, then `bestmo` without a line end, then silence (it keeps reading).
. "$(dirname "$0")/uci_lib.sh"
on_search() { printf 'info depth 1\nbestmo'; while IFS= read -r _; do :; done; exit 0; }
uci_loop
