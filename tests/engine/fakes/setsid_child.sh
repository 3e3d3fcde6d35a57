#!/usr/bin/env bash
# Starts a grandchild in a session of its own (setsid: out of the engine's process group) that
# keeps our pipes open: `sleep MARKER` (MARKER = $1, so a test can look for it), then hangs on
# `go perft`.
. "$(dirname "$0")/uci_lib.sh"
setsid sleep "${1:-300}" &
on_go() { :; }
uci_loop
