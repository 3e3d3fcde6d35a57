#pragma once
// How the random-walk fuzzers show a game end when the two implementations disagree.

#include <string>

#include "core/game_end.h"

namespace arbiter::fuzz {

// "win chess.checkmate", "ongoing -".
inline std::string game_end_text(const core::GameEnd& end) {
    return std::string(core::outcome_name(end.outcome)) + " " +
           (end.rule ? std::string(core::rule_name(*end.rule)) : std::string("-"));
}

}  // namespace arbiter::fuzz
