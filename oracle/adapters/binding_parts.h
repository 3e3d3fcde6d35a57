#pragma once
// What the bindings (oracle/adapters/<game>_<impl>_adapter.cpp) share whatever the game: an
// implementation's own results and enums put in the oracle's terms. These only translate; every
// rule stays in reference/ or fast/, and neither is included here.

#include <string>
#include <string_view>
#include <utility>

#include "core/options.h"
#include "core/result.h"
#include "oracle/adapter.h"

namespace arbiter::oracle {

// Chess text that is neither a UCI nor a SAN move, in the words of every chess command
// (docs/notation.md).
inline core::Error malformed_chess_move(std::string_view text) {
    return core::make_error(
        "malformed move '" + std::string(text.substr(0, 16)) +
        "' (expected UCI like e2e4 or e7e8q, or SAN like Nf3, exd5, O-O, e8=Q)");
}

// An implementation's parsed position as the oracle's Result: the error's message and problem
// codes, whether the implementation keeps them as accessors (message(), codes()) or as members.
template <class Position, class Parsed>
core::Result<Position> position_result(Parsed parsed) {
    if (!parsed) {
        const auto& e = parsed.error();
        if constexpr (requires { e.message(); }) {
            return core::make_error(e.message(), e.codes());
        } else {
            return core::make_error(e.message, e.codes);
        }
    }
    return std::move(parsed.value());
}

// The oracle's perft mode in an implementation's own PerftMode (each has Bulk and FullMake).
template <class ImplPerftMode>
constexpr ImplPerftMode perft_mode(PerftMode mode) {
    return mode == PerftMode::Bulk ? ImplPerftMode::Bulk : ImplPerftMode::FullMake;
}

// The oracle's shogi impasse rule in an implementation's own ImpasseRule (each has the three).
template <class ImplImpasseRule>
constexpr ImplImpasseRule impasse_rule_in(core::ImpasseRule rule) {
    switch (rule) {
    case core::ImpasseRule::Pro24Points:
        return ImplImpasseRule::Pro24Points;
    case core::ImpasseRule::Csa27Declaration:
        return ImplImpasseRule::Csa27Declaration;
    case core::ImpasseRule::Seed27Points:
        break;
    }
    return ImplImpasseRule::Seed27Points;
}

// start, position and undo of a binding whose Game is made from a Position and has position()
// and undo(): the binding derives from it.
template <class Game, class Position>
struct PlainGameBinding {
    static Game start(const Position& pos) { return Game(pos); }
    static const Position& position(const Game& game) { return game.position(); }
    static bool undo(Game& game) { return game.undo(); }
};

}  // namespace arbiter::oracle
