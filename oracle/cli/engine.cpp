// `arbiter engine`: an external engine's perft divides against ours over a corpus or from one
// position; each difference pinned to the shortest line (docs/cli.md). The work is done by
// oracle/engine/engine_command.h, which prints its own report. Exit 1 on a difference.

#include <charconv>

#include "oracle/cli/command.h"
#include "oracle/engine/engine_command.h"
#include "oracle/quote.h"

namespace arbiter::cli {
namespace {

namespace eng = arbiter::oracle::engine;

int run(const Args& args) {
    eng::EngineOptions o;
    o.game = require_game(args);
    const std::string* cmd = args.value("--cmd");
    if (!cmd) {
        throw UsageError{
            "--cmd is required (the engine's program and arguments, e.g. --cmd stockfish)"};
    }
    o.cmd = *cmd;
    if (auto p = args.value("--protocol")) {
        o.protocol = eng::parse_protocol(*p);
        if (!o.protocol) {
            throw UsageError{"--protocol must be uci, uci0, usi or ucci, not " + quoted_value(*p)};
        }
    }
    if (auto v = args.value("--variant")) o.variant = *v;
    o.depth = depth_flag(args, 1, eng::kEngineMaxDepth);
    if (auto c = args.value("--corpus")) o.corpus = *c;
    if (auto f = args.value("--fen")) o.fen = *f;
    o.moves = args.values("--moves");
    o.impl = impl_flag(args);
    o.json = args.has("--json");
    if (auto t = args.value("--timeout")) {
        double seconds = 0;
        auto [end, ec] = std::from_chars(t->data(), t->data() + t->size(), seconds);
        if (ec != std::errc{} || end != t->data() + t->size() || !(seconds > 0) ||
            seconds > 86400) {
            throw UsageError{"--timeout must be a number of seconds above 0 (at most 86400), not " +
                             quoted_value(*t)};
        }
        o.timeout_seconds = seconds;
    }
    return eng::run_engine_command(o);  // bad input: it prints one stderr line and returns 2
}

}  // namespace

Command engine_command() {
    return {
        "engine",
        "compares the engine's perft divides with ours over the game's corpus (or one "
        "position);\npins each difference to the shortest line",
        {
            flag::game.required_flag(),
            {"--cmd", Arity::One, "\"ENGINE [ARGS]\"",
             "the engine's program and arguments (split without a shell)", true},
            {"--protocol", Arity::One, "uci|uci0|usi|ucci",
             "default: uci for chess and xiangqi, usi for shogi"},
            {"--variant", Arity::One, "V|none", "the UCI_Variant to set (none: do not set one)"},
            flag::depth.required_flag().with_help("perft depth, 1 to 10"),
            {"--corpus", Arity::One, "PATH",
             "a corpus file or folder (default: the bundled corpus of the game)"},
            flag::fen.with_help("one position instead of a corpus (a FEN/SFEN, or startpos)"),
            flag::moves,
            flag::impl.with_help("our implementation compared (default reference)"),
            {"--timeout", Arity::One, "SECONDS",
             "a deadline for each engine command as a whole: the handshake, one perft (default "
             "10)"},
            flag::json,
        },
        run};
}

}  // namespace arbiter::cli
