#!/usr/bin/env bash
# On `go perft`: a Latin-1 line ("café" with é as the one byte 0xe9) and a UTF-8 character cut
# in two (the first two bytes of ♖, e2 99 96), then silence.
. "$(dirname "$0")/uci_lib.sh"
on_go() { printf 'info string caf\xe9\ninfo string \xe2\x99\n'; }
uci_loop
