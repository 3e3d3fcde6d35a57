#!/usr/bin/env bash
# Plays e2e4 and claims `score mate 1` for it (in the start position no move mates).
. "$(dirname "$0")/uci_lib.sh"
on_search() { printf 'info depth 1 score mate 1 pv e2e4\nbestmove e2e4\n'; }
uci_loop
