#pragma once
// The rules fast/chess decides by itself: the game endings of Game::status (catalogue order of
// corpus/rules.json). fast/'s own list, not shared with reference/: an illegal move is only
// "not legal" here (naming the broken rule is the reference's job).

#include <cstdint>
#include <string_view>

namespace arbiter::fast::chess {

enum class RuleId : std::uint8_t { Checkmate, Stalemate, Repetition, DeadPosition, FiftyMove };

constexpr std::string_view rule_name(RuleId id) {
    switch (id) {
    case RuleId::Checkmate:
        return "chess.checkmate";
    case RuleId::Stalemate:
        return "chess.stalemate";
    case RuleId::Repetition:
        return "chess.repetition";
    case RuleId::DeadPosition:
        return "chess.dead-position";
    case RuleId::FiftyMove:
        return "chess.fifty-move";
    }
    return "chess.checkmate";
}

}  // namespace arbiter::fast::chess
