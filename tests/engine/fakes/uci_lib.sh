# Shared by the fakes: answer the UCI handshake and isready; call on_go for `go perft N`,
# on_position for `position ...`. Uses bash builtins only.
on_position() { :; }
uci_loop() {
    while IFS= read -r line; do
        case "$line" in
            uci) printf 'id name fake\nuciok\n' ;;
            isready) printf 'readyok\n' ;;
            position*) on_position "$line" ;;
            "go perft "*) on_go "${line#go perft }" ;;
            quit) exit 0 ;;
        esac
    done
}
START_MOVES="a2a3 a2a4 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 e2e3 e2e4 f2f3 f2f4 g2g3 g2g4 h2h3 h2h4 b1a3 b1c3 g1f3 g1h3"
