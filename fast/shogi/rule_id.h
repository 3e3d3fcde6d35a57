#pragma once
// The rules fast/shogi decides by itself: the game endings of Game::status (catalogue order of
// corpus/rules.json). fast/'s own list, not shared with reference/: an illegal move is only
// "not legal" here (naming the broken rule is the reference's job).

#include <cstdint>
#include <string_view>

namespace arbiter::fast::shogi {

enum class RuleId : std::uint8_t { Checkmate, Sennichite, PerpetualCheck, Impasse, MaxPlies };

constexpr std::string_view rule_name(RuleId id) {
    switch (id) {
    case RuleId::Checkmate:
        return "shogi.checkmate";
    case RuleId::Sennichite:
        return "shogi.sennichite";
    case RuleId::PerpetualCheck:
        return "shogi.sennichite.perpetual-check";
    case RuleId::Impasse:
        return "shogi.impasse";
    case RuleId::MaxPlies:
        return "shogi.max-plies";
    }
    return "shogi.checkmate";
}

}  // namespace arbiter::fast::shogi
