#!/usr/bin/env bash
# An XBoard engine that, like Fairy-Max and MaxQi, does not know the `nps` command (arbiter sends
# `st 1` and `nps N` for --nodes): it answers "Error (unknown command): nps" and otherwise plays
# 1. Nc3 or 1... Nc6 and then shuffles its knight (chess from the start position only).
# For match_cli_test.sh's setup errors (docs/match.md, "Setup errors").
ply=0
while IFS= read -r line; do
    case "$line" in
        "protover 2")
            printf 'feature myname="no-nps fake" setboard=1 usermove=1 ping=1 done=1\n' ;;
        "ping "*) printf 'pong %s\n' "${line#ping }" ;;
        "nps "*) printf 'Error (unknown command): nps\n' ;;
        new) ply=0 ;;
        "usermove "*) ply=$((ply + 1)) ;;
        go)
            if [ $((ply % 2)) -eq 0 ]; then moves=(b1c3 c3b1); else moves=(b8c6 c6b8); fi
            printf 'move %s\n' "${moves[$(((ply / 2) % 2))]}"
            ply=$((ply + 1)) ;;
        quit) exit 0 ;;
    esac
done
