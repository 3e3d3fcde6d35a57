#!/usr/bin/env bash
# Answers `go` with a legal move of the start position, but only after SECONDS (default 3): later
# than a short --timeout.
. "$(dirname "$0")/uci_lib.sh"
DELAY=${1:-3}
on_search() { sleep "$DELAY"; printf 'bestmove e2e4\n'; }
uci_loop
