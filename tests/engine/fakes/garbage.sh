#!/usr/bin/env bash
. "$(dirname "$0")/uci_lib.sh"
on_go() { printf '%%$#@ bleep\n\x01\x02 binary junk\nNodes searched: banana\ne2e4 20\n'; }
uci_loop
