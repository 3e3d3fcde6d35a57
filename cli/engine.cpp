// `arbiter engine`: an external engine's perft divides against ours over a corpus or from one
// position; each difference pinned to the shortest line (docs/cli.md). The work is done by
// engines/regression.h, which prints its own report. Exit 1 on a difference.

#include <charconv>

#include "cli/command.h"
#include "core/quote.h"
#include "engines/regression.h"

namespace arbiter::cli {
namespace {

namespace eng = arbiter::engines;

int run(const Args& args) {
    eng::EngineOptions o;
    o.game = require_game(args);
    const std::string* cmd = args.value("--cmd");
    if (auto s = args.value("--script")) o.script = *s;
    if (!cmd && !o.script) {
        throw UsageError{
            "--cmd is required (the engine's program and arguments, e.g. --cmd stockfish), or "
            "--script"};
    }
    if (cmd) o.cmd = *cmd;
    if (auto p = args.value("--perft-cmd")) o.perft_cmd = *p;
    o.engine_options = args.values("--option");
    o.chess960 = args.has("--chess960");
    if (auto l = args.value("--fen-letters")) o.fen_letters = *l;
    if (auto p = args.value("--protocol"); p && *p != "auto") {
        o.protocol = eng::parse_protocol(*p);
        if (!o.protocol) {
            throw UsageError{
                "--protocol must be auto, uci, uci0, usi, ucci, xboard or xshogi, not " +
                core::quoted_value(*p)};
        }
    }
    if (auto v = args.value("--variant")) o.variant = *v;
    if (auto c = args.value("--check")) {
        if (*c == "perft") {
            o.check = eng::EngineCheck::Perft;
        } else if (*c == "play") {
            o.check = eng::EngineCheck::Play;
        } else {
            throw UsageError{"--check must be perft or play, not " + core::quoted_value(*c)};
        }
    }
    if (o.check == eng::EngineCheck::Perft) {
        if (!args.has("--depth"))
            throw UsageError{"--depth is required (perft depth, 1 to 10) for --check perft"};
        o.depth = depth_flag(args, 1, eng::kEngineMaxDepth);
    } else if (args.has("--depth")) {
        throw UsageError{
            "--depth is for --check perft; --check play takes --go, e.g. --go \"depth 3\""};
    }
    if (auto g = args.value("--go")) {
        if (o.check != eng::EngineCheck::Play) throw UsageError{"--go needs --check play"};
        o.go = *g;
    }
    if (auto r = args.value("--random"))
        o.random = parse_int(*r, "--random", 1, eng::kEngineMaxRandom);
    if (auto s = args.value("--seed")) {
        if (!o.random) throw UsageError{"--seed needs --random"};
        o.seed = static_cast<std::uint64_t>(parse_int(*s, "--seed", 0, 2147483647));
    }
    if (auto e = args.value("--expect")) o.expect = *e;
    if (auto j = args.value("--jobs")) o.jobs = parse_int(*j, "--jobs", 1, eng::kEngineMaxJobs);
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
                             core::quoted_value(*t)};
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
        "position);\npins each difference to the shortest line; --check play judges the moves "
        "it plays",
        {
            flag::game.required_flag(),
            {"--cmd", Arity::One, "\"ENGINE [ARGS]\"",
             "the engine's program and arguments (split without a shell); or --script"},
            {"--script", Arity::One, "\"PROGRAM [ARGS]\"",
             "a perft script run as PROGRAM DEPTH FEN [MOVES] (the perftree convention)"},
            {"--perft-cmd", Arity::One, "\"CMD {depth}\"",
             "the engine's perft command sent after the position (default: go perft {depth}; "
             "xboard: perft {depth})"},
            {"--option", Arity::Many, "NAME=VALUE",
             "an engine option (setoption; xboard: option NAME=VALUE), repeated"},
            {"--fen-letters", Arity::One, "wxf|standard",
             "xiangqi FEN letters sent: wxf h/e (default for xboard) or standard n/b"},
            {"--protocol", Arity::One, "auto|uci|uci0|usi|ucci|xboard|xshogi",
             "auto (default): uci for chess and xiangqi, usi for shogi, xboard (CECP) when the "
             "engine refuses that"},
            {"--variant", Arity::One, "V|none", "the UCI_Variant to set (none: do not set one)"},
            {"--check", Arity::One, "perft|play",
             "perft: compare perft divides (default); play: check the moves it plays"},
            flag::depth.with_help("perft depth, 1 to 10 (required by --check perft)"),
            {"--go", Arity::One, "\"depth 1\"|\"movetime MS\"|\"nodes N\"",
             "--check play: how long the engine thinks (default \"depth 1\")"},
            {"--random", Arity::One, "N",
             "N positions reached by random legal moves from the start (with their moves)"},
            {"--seed", Arity::One, "S", "the seed of --random (default 1)"},
            {"--expect", Arity::One, "FILE",
             "a --json report of the known differences: exit 1 only on new ones"},
            {"--jobs", Arity::One, "N",
             "N engine processes over the positions at once (default 1; same report, same order)"},
            {"--corpus", Arity::One, "PATH",
             "a corpus file or folder, EPD, .perft or record file (default: the game's corpus)"},
            flag::fen.with_help("one position instead of a corpus (a FEN/SFEN, or startpos)"),
            flag::moves,
            flag::impl.with_help("our implementation compared (default reference)"),
            flag::chess960.with_help("Chess960 positions; sets UCI_Chess960 true on the engine"),
            {"--timeout", Arity::One, "SECONDS",
             "a deadline for each engine command as a whole: the handshake, one perft (default "
             "10)"},
            flag::json,
        },
        run,
        {},
        "the engine differs from the rules (or from --expect REPORT.json)"};
}

}  // namespace arbiter::cli
