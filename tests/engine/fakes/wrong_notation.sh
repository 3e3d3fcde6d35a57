#!/usr/bin/env bash
# Answers in SAN instead of UCI coordinates: `bestmove Nf3` (a legal move, written wrongly).
. "$(dirname "$0")/uci_lib.sh"
on_search() { printf 'info depth 1 score cp 20 pv Nf3\nbestmove Nf3\n'; }
uci_loop
