#!/usr/bin/env bash
# A perft script in the perftree convention: perft_script.sh DEPTH FEN [MOVES], the moves joined
# by blanks in one argument. It asks `arbiter perft --divide` (the program in $ARBITER, chess) and
# prints the divide lines as "MOVE COUNT", an empty line and the total.
# With $PERFT_SCRIPT_BUG=skip-castling it leaves out the castling moves (e1g1 e1c1 e8g8 e8c8) and
# their counts: a buggy engine for the tests.
set -u
depth="$1"; fen="$2"; moves="${3:-}"
args=(perft --game chess --fen "$fen" --depth "$depth" --divide)
if [ -n "$moves" ]; then
    # shellcheck disable=SC2206
    list=($moves)
    args+=(--moves "${list[@]}")
fi
total=0
while IFS= read -r line; do
    case "$line" in
        *": "*)
            move="${line%%: *}"; count="${line##*: }"
            if [ "${PERFT_SCRIPT_BUG:-}" = skip-castling ]; then
                case "$move" in e1g1|e1c1|e8g8|e8c8) continue ;; esac
            fi
            printf '%s %s\n' "$move" "$count"
            total=$((total + count)) ;;
    esac
done < <("${ARBITER:?set ARBITER to the arbiter program}" "${args[@]}")
printf '\n%s\n' "$total"
