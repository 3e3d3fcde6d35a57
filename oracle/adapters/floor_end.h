#pragma once
// A rules floor's game end as the typed core::GameEnd (issue 30: one typed game end from the
// rules up). Every floor (reference/<game>, fast/<game>) reports a status of the same shape:
// outcome Ongoing|Win|Draw, an optional winner of its own side enum, an optional reason of its own
// RuleId enum (std::uint8_t) with a constexpr rule_name() in its namespace. The floors include
// nothing of core/, so the bindings map their types here: the side by comparing with the floor's
// first side, the rule through a table built at compile time by matching the floor's rule names
// with core's (core::parse_rule_id); no text is read at run time.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <type_traits>

#include "core/game_end.h"
#include "core/rule_id.h"

namespace arbiter::oracle {

inline constexpr int kFloorRuleValues = 256;  // every value of a std::uint8_t enum

// The core::RuleId of each value of a floor's rule enum, indexed by the value: the core rule that
// core::rule_name spells as the floor's rule_name (found in the floor's namespace) spells it;
// nullopt where core spells no such name.
template <class FloorRule>
inline constexpr auto kCoreRuleOf = [] {
    static_assert(std::is_same_v<std::underlying_type_t<FloorRule>, std::uint8_t>);
    std::array<std::optional<core::RuleId>, kFloorRuleValues> out{};
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = core::parse_rule_id(rule_name(static_cast<FloorRule>(i)));
    return out;
}();

// Whether each of the first `count` values of a floor's rule enum has its core rule: each binding
// asserts it for its floor (a reference floor's kRuleIdCount; a fast floor's rule_name names
// every byte, an unknown one by its first rule, so all 256).
template <class FloorRule>
constexpr bool every_rule_in_core(int count = kFloorRuleValues) {
    for (int i = 0; i < count; ++i)
        if (!kCoreRuleOf<FloorRule>[static_cast<std::size_t>(i)]) return false;
    return true;
}

// The core rule of a floor's rule (every_rule_in_core holds for the floor).
template <class FloorRule>
constexpr core::RuleId core_rule(FloorRule rule) {
    return kCoreRuleOf<FloorRule>[static_cast<std::size_t>(rule)].value();
}

// A floor's side as core's: `first` is the floor's side that moves first (white, red, sente).
template <class FloorSide>
constexpr core::Side core_side(FloorSide side, FloorSide first) {
    return side == first ? core::Side::First : core::Side::Second;
}

// A floor's status as a core::GameEnd at ply 0; `first` is the floor's side that moves first
// (white, red, sente), core::Side::First.
template <class Status, class FloorSide>
core::GameEnd floor_game_end(const Status& status, FloorSide first) {
    using Outcome = decltype(status.outcome);
    core::GameEnd end;
    end.outcome = status.outcome == Outcome::Win    ? core::Outcome::Win
                  : status.outcome == Outcome::Draw ? core::Outcome::Draw
                                                    : core::Outcome::Ongoing;
    if (status.winner) end.winner = core_side(*status.winner, first);
    if (status.reason) end.rule = core_rule(*status.reason);
    return end;
}

// A floor's status as the oracle's core::GameStatus (Adapter::status).
template <class Status, class FloorSide>
core::GameStatus floor_status(const Status& status, FloorSide first) {
    return {status.in_check, floor_game_end(status, first)};
}

}  // namespace arbiter::oracle
