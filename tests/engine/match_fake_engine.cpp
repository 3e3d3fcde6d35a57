// A fake engine for the `arbiter match` tests: it speaks UCI, USI and UCCI (whichever handshake
// it is sent) over our reference implementation and answers every `go` at once with a legal move
// (random from a seed, or the first), unless told to misbehave at a ply (the number of moves in
// the last `position` command).
// Usage: arbiter_match_fake_engine GAME [seed=N] [delay=MS] [score=CP] [script=M1,M2,...]
//                                  [at=PLY:ACTION ...] [infinite] [position-delay=MS] [lenient]
//   delay=MS    every answer after MS milliseconds
//   score=CP    the score in its `info` line before each move (default 0 centipawns)
//   mate=N      `score mate N` in that line instead, and before scripted moves too (an
//               announced mate)
//   script=     the answers for plies 0, 1, ... (then legal moves again)
//   ACTION      move:M (answer M, legal or not), crash (SIGSEGV), exit (exit 0), hang (never
//               answer), sleep:MS (answer after MS ms), win (`bestmove win`), resign
//               (`bestmove resign`), none (`bestmove (none)`), garbage (`bestmove zz99`),
//               infinite (no answer until `stop`, then a legal move at once)
//   infinite    every `go` as at=PLY:infinite (an engine that ignores the clock, as under
//               `go infinite`, and answers only to `stop`)
//   position-delay=MS  sleeps MS ms after every `position` (before reading the next line: its
//               `isready` or `go`)
//   lenient     read positions as `arbiter --lenient` does
// `setoption name UCI_Chess960 value true` makes it a Chess960 engine.

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <iostream>
#include <map>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "oracle/registry.h"
#include "tests/engine/fake_engine_input.h"

namespace {

using namespace arbiter::core;
using namespace arbiter::oracle;
using namespace arbiter::test_engine;

// The non-empty items of a comma-separated list.
std::vector<std::string> comma_separated(const std::string& text) {
    std::vector<std::string> out;
    std::string word;
    std::istringstream in(text);
    while (std::getline(in, word, ','))
        if (!word.empty()) out.push_back(word);
    return out;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::cerr << "usage: arbiter_match_fake_engine GAME [seed=N] [script=M,...] "
                     "[at=PLY:ACTION ...]\n";
        return 2;
    }
    const auto game = parse_game(argv[1]);
    if (!game) {
        std::cerr << "unknown game " << argv[1] << '\n';
        return 2;
    }
    std::optional<std::mt19937> rng;
    std::vector<std::string> script;
    int delay_ms = 0;
    int score_cp = 0;
    std::optional<int> mate;
    int position_delay_ms = 0;
    bool infinite = false;
    std::map<std::size_t, std::string> actions;
    for (int i = 2; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg.rfind("seed=", 0) == 0) {
            rng.emplace(static_cast<unsigned>(std::stoul(arg.substr(5))));
        } else if (arg.rfind("score=", 0) == 0) {
            score_cp = std::stoi(arg.substr(6));
        } else if (arg.rfind("mate=", 0) == 0) {
            mate = std::stoi(arg.substr(5));
        } else if (arg == "infinite") {
            infinite = true;
        } else if (arg.rfind("position-delay=", 0) == 0) {
            position_delay_ms = std::stoi(arg.substr(15));
        } else if (arg.rfind("delay=", 0) == 0) {
            delay_ms = std::stoi(arg.substr(6));
        } else if (arg.rfind("script=", 0) == 0) {
            script = comma_separated(arg.substr(7));
        } else if (arg == "lenient") {
            set_lenient_default(true);  // positions with validity problems (match --lenient)
        } else if (arg.rfind("at=", 0) == 0 && arg.find(':') != std::string::npos) {
            const std::size_t colon = arg.find(':');
            actions[std::stoul(arg.substr(3, colon - 3))] = arg.substr(colon + 1);
        } else {
            std::cerr << "unknown argument " << arg << '\n';
            return 2;
        }
    }
    auto adapter = make_adapter(*game, Impl::Reference);
    if (!adapter) {
        std::cerr << adapter.error().message << '\n';
        return 2;
    }
    Adapter& board = *adapter.value();
    std::size_t ply = 0;
    auto legal_answer = [&]() {
        const auto legal = board.legal_moves();
        if (legal.empty()) {
            std::cout << "bestmove (none)" << std::endl;
        } else {
            const std::size_t k = rng ? (*rng)() % legal.size() : 0;
            std::cout << "info depth 1 score "
                      << (mate ? "mate " + std::to_string(*mate) : "cp " + std::to_string(score_cp))
                      << "\nbestmove " << legal[k] << std::endl;
        }
    };
    bool searching = false;  // an `infinite` go waiting for its `stop`
    for (std::string line; std::getline(std::cin, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        const auto words = words_of(line);
        if (words.empty()) continue;
        const std::string& command = words[0];
        if (command == "uci" || command == "usi" || command == "ucci") {
            std::cout << "id name arbiter-match-fake\n" << command << "ok" << std::endl;
        } else if (line == "setoption name UCI_Chess960 value true") {
            // Chess960 (arbiter match --chess960): X-FEN positions, castling as king takes rook.
            if (auto on = board.set_chess960(true); !on)
                std::cout << "info string " << on.error().message << std::endl;
        } else if (command == "isready") {
            std::cout << "readyok" << std::endl;
        } else if (auto position = read_position_command(words)) {
            ply = position->moves.size();
            if (auto set = board.set_position(position->start, position->moves); !set)
                std::cout << "info string bad position: " << set.error().message << std::endl;
            if (position_delay_ms > 0)
                std::this_thread::sleep_for(std::chrono::milliseconds(position_delay_ms));
        } else if (command == "stop") {
            if (searching) legal_answer();
            searching = false;
        } else if (command == "go") {
            if (delay_ms > 0) std::this_thread::sleep_for(std::chrono::milliseconds(delay_ms));
            std::string action = actions.count(ply) ? actions[ply] : "";
            if (action.empty() && ply < script.size()) action = "move:" + script[ply];
            if (action.empty() && infinite) action = "infinite";
            if (action == "infinite") {
                searching = true;
                continue;
            }
            if (action == "crash") {
                std::cout.flush();
                std::raise(SIGSEGV);
            } else if (action == "exit") {
                return 0;
            } else if (action == "hang") {
                continue;
            } else if (action == "win" || action == "resign" || action == "none") {
                std::cout << "bestmove " << (action == "none" ? "(none)" : action) << std::endl;
                continue;
            } else if (action == "garbage") {
                std::cout << "bestmove zz99" << std::endl;
                continue;
            } else if (action.rfind("sleep:", 0) == 0) {
                std::this_thread::sleep_for(std::chrono::milliseconds(std::stoi(action.substr(6))));
                action.clear();
            }
            if (action.rfind("move:", 0) == 0) {
                if (mate) std::cout << "info depth 1 score mate " << *mate << '\n';
                std::cout << "bestmove " << action.substr(5) << std::endl;
                continue;
            }
            legal_answer();
        } else if (command == "quit") {
            return 0;
        }
    }
    return 0;
}
