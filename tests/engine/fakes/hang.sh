#!/usr/bin/env bash
. "$(dirname "$0")/uci_lib.sh"
on_go() { :; }
uci_loop
