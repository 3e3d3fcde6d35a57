#!/usr/bin/env bash
# `arbiter match --chess960` with an XBoard engine that keeps the game (docs/match.md, "The
# dialogue"): after the engine's own move only the opponent's moves are sent, and the opponent's
# castling is sent as O-O / O-O-O, as CECP's variant fischerandom wants it — the same as when the
# position is set from the start. A fake CECP engine (written here) logs what it is sent and plays
# black's scripted moves; the UCI fake plays white and castles king-side (e1h1, king takes rook in
# UCI_Chess960) at ply 2, after the CECP engine has moved once.
# Usage: xboard_chess960_test.sh ARBITER FAKE_UCI_ENGINE
set -u
arbiter=$1
fake=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

cat >"$tmp/xbfake" <<'EOS'
#!/usr/bin/env bash
log=$1
moves=(a7a6 h7h6 b7b6 c7c6)
i=0
while IFS= read -r line; do
    printf '%s\n' "$line" >>"$log"
    case $line in
        "protover 2") printf 'feature ping=1 setboard=1 usermove=1 variants="normal,fischerandom" done=1\n' ;;
        ping\ *) printf 'pong %s\n' "${line#ping }" ;;
        new) i=0 ;;
        go) printf 'move %s\n' "${moves[$i]}"; i=$((i + 1)) ;;
        quit) exit 0 ;;
    esac
done
EOS
chmod +x "$tmp/xbfake"
printf 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1\n' >"$tmp/open.txt"
"$arbiter" match --game chess \
    --engine "name=A cmd=\"$fake chess seed=1 at=0:move:a2a3 at=2:move:e1h1\"" \
    --engine "name=X cmd=\"$tmp/xbfake $tmp/x.log\" proto=xboard" --games 1 --nodes 10 \
    --max-plies 6 --chess960 --openings "$tmp/open.txt" --pgnout "$tmp/g.pgn" \
    >"$tmp/out" 2>"$tmp/err" || fail "match: $(cat "$tmp/err")"
grep -q '2\. O-O h6' "$tmp/g.pgn" || fail "the record has no castling: $(cat "$tmp/g.pgn")"
# One `new` (the game is kept), a2a3 sent with the position, O-O sent in the kept game.
[ "$(grep -c '^new$' "$tmp/x.log")" -eq 1 ] || fail "the game was not kept: $(cat "$tmp/x.log")"
grep -qx 'usermove a2a3' "$tmp/x.log" || fail "a2a3 not sent: $(cat "$tmp/x.log")"
grep -qx 'usermove O-O' "$tmp/x.log" ||
    fail "castling in the kept game not sent as O-O: $(grep usermove "$tmp/x.log")"
grep -q '^usermove e1' "$tmp/x.log" && fail "castling sent as coordinates: $(grep usermove "$tmp/x.log")"
echo "xboard chess960: castling in a kept game sent as O-O"
