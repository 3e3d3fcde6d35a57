#pragma once
// The rules fast/xiangqi decides by itself: the game endings of Game::status (catalogue order of
// corpus/rules.json). fast/'s own list, not shared with reference/: an illegal move is only
// "not legal" here (naming the broken rule is the reference's job). A repetition is judged by
// fast/'s own judge (repetition.h): perpetual check, perpetual chase, or a draw (Repetition).

#include <cstdint>
#include <string_view>

namespace arbiter::fast::xiangqi {

enum class RuleId : std::uint8_t {
    Checkmate,
    Stalemate,
    Repetition,
    PerpetualCheck,
    PerpetualChase,
    NaturalLimit
};

constexpr std::string_view rule_name(RuleId id) {
    switch (id) {
    case RuleId::Checkmate:
        return "xiangqi.checkmate";
    case RuleId::Stalemate:
        return "xiangqi.stalemate";
    case RuleId::Repetition:
        return "xiangqi.repetition";
    case RuleId::PerpetualCheck:
        return "xiangqi.repetition.perpetual-check";
    case RuleId::PerpetualChase:
        return "xiangqi.repetition.perpetual-chase";
    case RuleId::NaturalLimit:
        return "xiangqi.natural-limit";
    }
    return "xiangqi.checkmate";
}

}  // namespace arbiter::fast::xiangqi
