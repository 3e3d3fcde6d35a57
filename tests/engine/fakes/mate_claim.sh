#!/usr/bin/env bash
# Plays MOVE and announces `score mate N` for it (tests of announced mates, play_check_test.sh).
. "$(dirname "$0")/uci_lib.sh"
MOVE=$1
N=$2
on_search() { printf 'info depth 5 score mate %s pv %s\nbestmove %s\n' "$N" "$MOVE" "$MOVE"; }
uci_loop
