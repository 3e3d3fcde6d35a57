#!/usr/bin/env bash
. "$(dirname "$0")/uci_lib.sh"
sleep 300 &
on_go() { :; }
uci_loop
