#pragma once
// `arbiter engine`: regression-tests an external engine against our implementation. For every
// position (a corpus, or one FEN/SFEN) it compares the engine's perft divide with ours; on a
// difference it walks down to the shortest line it can find on which the two disagree about the
// legal moves, and names the moves only one side has with our `explain` verdict for each.
// Exit status: 0 no difference, 1 a difference or an engine failure, 2 bad input.

#include <chrono>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "engines/client.h"
#include "oracle/adapter.h"

namespace arbiter::engines {

// What is checked: perft divides against ours (the default), or the moves the engine plays
// (play_check.h: no `go perft` needed).
enum class EngineCheck { Perft, Play };

struct EngineOptions {
    core::Game game = core::Game::Chess;
    EngineCheck check = EngineCheck::Perft;
    std::string go =
        "depth 1";  // --check play: what follows `go` (depth 1, movetime 50, nodes 1000)
    std::optional<int> random;  // --random N: positions reached by random play from the start
    std::uint64_t seed = 1;     // --seed S for --random
    std::optional<std::string> expect;  // --expect FILE: a report of the known differences
    int jobs = 1;     // --jobs N: engine processes working on the positions at once
    std::string cmd;  // "ENGINE [ARGS]", split without a shell
    std::optional<Protocol> protocol;  // default: default_protocol(game)
    std::optional<std::string>
        variant;  // default: default_variant(game, protocol); "none" = no UCI_Variant
    int depth = 2;
    std::optional<std::string>
        corpus;  // a corpus file or folder (default: the bundled corpus of the game)
    std::optional<std::string>
        fen;  // one position instead of a corpus ("startpos" and named setups too)
    std::vector<std::string> moves;  // played from `fen` first
    oracle::Impl impl = oracle::Impl::Reference;
    bool json = false;
    double timeout_seconds = 10.0;         // a deadline for each engine command (handshake, perft)
    std::optional<bool> progress;          // default: when stderr is a terminal (and not --json)
    std::optional<std::string> perft_cmd;  // --perft-cmd "perft {depth}" (EngineConfig)
    std::vector<std::string> engine_options;  // --option Name=Value, repeated
    std::optional<std::string> fen_letters;   // --fen-letters wxf|standard (xiangqi)
    std::optional<std::string> script;        // --script "PROGRAM [ARGS]" instead of --cmd
    // --chess960: Chess960 positions (ours by Adapter::set_chess960; the engine told with
    // `setoption name UCI_Chess960 value true`), castling as the king taking its rook.
    bool chess960 = false;
};

constexpr int kEngineMaxDepth = 10;
constexpr int kEngineMaxRandom = 100000;
constexpr int kEngineMaxJobs = 64;

// Runs the comparison, prints the report on `out` (text, or one JSON document with --json) and
// one line on `err` for bad input. Returns the exit status.
int run_engine_command(const EngineOptions& options, std::ostream& out, std::ostream& err);
int run_engine_command(const EngineOptions& options);  // on std::cout / std::cerr

}  // namespace arbiter::engines
