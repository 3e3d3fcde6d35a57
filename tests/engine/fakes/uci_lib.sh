# Shared by the fakes: answer the UCI handshake and isready; call on_go for `go perft N`,
# on_position for `position ...`; on_search for any other `go ...` (its arguments; the last
# position line is in $POSITION). Answers `usi` too (USI fakes). Uses bash builtins only.
on_position() { :; }
on_search() { :; }
POSITION=
uci_loop() {
    while IFS= read -r line; do
        case "$line" in
            uci) printf 'id name fake\nuciok\n' ;;
            usi) printf 'id name fake\nusiok\n' ;;
            isready) printf 'readyok\n' ;;
            position*) POSITION="$line"; on_position "$line" ;;
            "go perft "*) on_go "${line#go perft }" ;;
            go*) on_search "${line#go}" ;;
            quit) exit 0 ;;
        esac
    done
}
START_MOVES="a2a3 a2a4 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 e2e3 e2e4 f2f3 f2f4 g2g3 g2g4 h2h3 h2h4 b1a3 b1c3 g1f3 g1h3"
