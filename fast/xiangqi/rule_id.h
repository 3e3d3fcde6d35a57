#pragma once
// The rules fast/xiangqi decides by itself: the game endings of Game::status (catalogue order of
// corpus/rules.json). fast/'s own list, not shared with reference/: an illegal move is only
// "not legal" here (naming the broken rule is the reference's job). Repetition means only that
// the position occurred a third time; the verdict on it (perpetual check or chase, or a draw) is
// the reference's for now (the fast adapter asks reference/xiangqi's judge).

#include <cstdint>
#include <string_view>

namespace arbiter::fast::xiangqi {

enum class RuleId : std::uint8_t { Checkmate, Stalemate, Repetition, NaturalLimit };

constexpr std::string_view rule_name(RuleId id) {
    switch (id) {
    case RuleId::Checkmate:
        return "xiangqi.checkmate";
    case RuleId::Stalemate:
        return "xiangqi.stalemate";
    case RuleId::Repetition:
        return "xiangqi.repetition";
    case RuleId::NaturalLimit:
        return "xiangqi.natural-limit";
    }
    return "xiangqi.checkmate";
}

}  // namespace arbiter::fast::xiangqi
