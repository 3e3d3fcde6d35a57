#!/usr/bin/env bash
# Always answers `bestmove (none)` (right only where there is no legal move: mate, stalemate).
. "$(dirname "$0")/uci_lib.sh"
on_search() { printf 'info depth 0 score mate 0\nbestmove (none)\n'; }
uci_loop
