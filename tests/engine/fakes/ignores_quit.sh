#!/usr/bin/env bash
# Answers perft 1 rightly, but ignores `quit`, SIGTERM and SIGINT.
. "$(dirname "$0")/uci_lib.sh"
trap '' TERM INT HUP
on_go() {
    for m in $START_MOVES; do printf '%s: 1\n' "$m"; done
    printf '\nNodes searched: 20\n'
}
while IFS= read -r line; do
    case "$line" in
        uci) printf 'id name fake\nuciok\n' ;;
        isready) printf 'readyok\n' ;;
        "go perft "*) on_go ;;
    esac
done
while :; do sleep 1; done
