#!/usr/bin/env bash
# A USI engine that answers every `go` with ANSWER (default `win`: the impasse declaration, which
# the start position does not satisfy; `resign` gives up).
. "$(dirname "$0")/uci_lib.sh"
ANSWER=${1:-win}
on_search() { printf 'bestmove %s\n' "$ANSWER"; }
uci_loop
