#!/usr/bin/env bash
# On `go perft`: a move count of 2^64 = 18446744073709551616, one more than 64 bits hold.
. "$(dirname "$0")/uci_lib.sh"
on_go() { printf 'a2a3: 18446744073709551616\n\nNodes searched: 18446744073709551616\n'; }
uci_loop
