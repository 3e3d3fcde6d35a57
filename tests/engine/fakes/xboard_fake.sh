#!/usr/bin/env bash
# A small XBoard (CECP v2) engine for the tests, chess from the start position only. It answers
# the handshake (feature setboard=1 usermove=1 ping=1 done=1; "accepted" replies are ignored),
# ping with pong, `perft N` with Sjaak II's format, `go` with a move. Modes (first argument):
#   good      perft 1 of the start position in Sjaak II's form; `go`: "move e2e4"
#   garbage   `go`: "move zz99" (not a move); perft: "Xq9-q10 1" then a total
#   refuse    `setboard`: "tellusererror Illegal position"
#   nodone    says feature done=0 and never done=1 (a handshake that never ends)
#   san       feature san=1 (moves in SAN) and no usermove; `go`: "move Nf3" (SAN)
#   slow      `go`: thinks (says nothing) until it gets `?` (move now), then "move e2e4"
#   hoimate   myname="HoiChess fake"; `go`: HoiChess's mate in 1 score (99999), "move e2e4"
#   oddmate   `go`: a score of 31999 (a mate in some encoding arbiter does not know), "move e2e4"
#   resign    `go`: "resign"
#   resigns   `go`: "0-1 {White resigns}" (a result whose comment says a side resigns)
#   mates     `go`: "1-0 {White mates}" (a result claimed instead of a move)
# `uci`, `usi`, `ucci` are answered "Error (unknown command): ..." (protocol detection).
# Every command line it got is appended to $XBOARD_FAKE_LOG when that is set.
mode="${1:-good}"
moves="Nb1-a3 Nb1-c3 Ng1-f3 Ng1-h3 a2-a3 b2-b3 c2-c3 d2-d3 e2-e3 f2-f3 g2-g3 h2-h3 a2-a4 b2-b4 c2-c4 d2-d4 e2-e4 f2-f4 g2-g4 h2-h4"
while IFS= read -r line; do
    [ -n "${XBOARD_FAKE_LOG:-}" ] && printf '%s\n' "$line" >>"$XBOARD_FAKE_LOG"
    case "$line" in
        "protover 2")
            if [ "$mode" = nodone ]; then printf 'feature done=0\n'; continue; fi
            if [ "$mode" = san ]; then
                printf 'feature myname="xboard fake" setboard=1 san=1 ping=1 done=1\n'; continue
            fi
            name="xboard fake"
            [ "$mode" = hoimate ] && name="HoiChess fake"
            printf 'feature myname="%s" setboard=1 usermove=1 ping=1\n' "$name"
            printf 'feature variants="normal" done=1\n' ;;
        "ping "*)  # while thinking, a ping is answered after the move (CECP)
            if [ -n "${thinking:-}" ]; then pending="${line#ping }"; else printf 'pong %s\n' "${line#ping }"; fi ;;
        "setboard "*)
            [ "$mode" = refuse ] && printf 'tellusererror Illegal position\n' ;;
        "perft "*)
            if [ "$mode" = garbage ]; then printf '  Xq9-q10 1 1\n 1 1 0.00 1nps\n'; continue; fi
            n=0
            for m in $moves; do n=$((n + 1)); printf '  %8s %10d %10d\n' "$m" 1 "$n"; done
            printf ' 1 %10d  0.00   100.00nps\n' "$n" ;;
        go)
            case "$mode" in
                slow) thinking=1; continue ;;
                hoimate) printf '2 99999 0 81 1. e2e4\n' ;;
                oddmate) printf '2 31999 0 81 e2e4\n' ;;
                *) printf '1 31 0 20 e2e4\n' ;;
            esac
            case "$mode" in
                garbage) printf 'move zz99\n' ;;
                san) printf 'move Nf3\n' ;;
                resign) printf 'resign\n' ;;
                resigns) printf '0-1 {White resigns}\n' ;;
                mates) printf '1-0 {White mates}\n' ;;
                *) printf 'move e2e4\n' ;;
            esac ;;
        "?")
            if [ -n "${thinking:-}" ]; then
                printf 'move e2e4\n'
                [ -n "${pending:-}" ] && printf 'pong %s\n' "$pending"
                thinking= pending=
            fi ;;
        uci|usi|ucci) printf 'Error (unknown command): %s\n' "$line" ;;  # as HoiChess, Fairy-Max
        quit) exit 0 ;;
    esac
done
