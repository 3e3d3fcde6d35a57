#!/usr/bin/env bash
# On `go perft`: one `info` line every 0.6 s, never a total (each line well within a per-line
# timeout; only a deadline for the whole command ends it).
. "$(dirname "$0")/uci_lib.sh"
on_go() { while :; do printf 'info string still thinking\n'; sleep 0.6; done; }
uci_loop
