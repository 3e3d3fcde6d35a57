#!/usr/bin/env bash
# On `position`: starts `sleep MARKER` in a session of its own (it keeps the output pipe open),
# then exits with status 0 at once. The engine has exited though its output is not closed.
. "$(dirname "$0")/uci_lib.sh"
on_position() { setsid sleep "${MARKER:-300}" & exit 0; }
on_go() { :; }
MARKER=${1:-300}
uci_loop
