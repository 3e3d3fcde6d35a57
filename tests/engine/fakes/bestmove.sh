#!/usr/bin/env bash
# Answers `go ...` with a fixed answer chosen by its first argument (for best_move's unit tests):
#   good     "info depth 3 score mate 2 pv e2e4" then "bestmove e2e4 ponder e7e5"
#   none     "bestmove (none)"            (UCI: no legal move)
#   garbage  "bestmove zz99"               (not a move in any dialect)
#   usiwin   "bestmove win"                (USI impasse declaration)
#   silent   never answers `go`
# It answers the handshake of uci, usi and ucci alike.
mode="${1:-good}"
while IFS= read -r line; do
    case "$line" in
        uci) printf 'id name bestmove-fake\nuciok\n' ;;
        usi) printf 'id name bestmove-fake\nusiok\n' ;;
        ucci) printf 'id name bestmove-fake\nucciok\n' ;;
        isready) printf 'readyok\n' ;;
        go*)
            case "$mode" in
                good) printf 'info depth 1 score cp 20 pv d2d4\ninfo string score mate 9\ninfo depth 3 score mate 2 pv e2e4\nbestmove e2e4 ponder e7e5\n' ;;
                none) printf 'info depth 0 score mate 0\nbestmove (none)\n' ;;
                garbage) printf 'bestmove zz99\n' ;;
                usiwin) printf 'bestmove win\n' ;;
                silent) : ;;
            esac ;;
        quit) exit 0 ;;
    esac
done
