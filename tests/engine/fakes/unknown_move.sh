#!/usr/bin/env bash
. "$(dirname "$0")/uci_lib.sh"
on_go() { printf 'z9z9: 1\n\nNodes searched: 1\n\n'; }
uci_loop
