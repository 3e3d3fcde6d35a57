#pragma once
// What the two xiangqi bindings (oracle/adapters/xiangqi_{fast,reference}_adapter.cpp) and
// replayers share: the record notations they print, each through its own implementation's
// printers, and the oracle's rule options as either implementation's Rules. No rule is decided
// here, and neither implementation is included.

#include <optional>
#include <string>
#include <vector>

#include "oracle/adapter.h"

namespace arbiter::oracle {

// The notations a xiangqi binding reads and prints, the native (UCCI coordinates) first.
inline std::vector<core::Notation> xiangqi_notations() {
    return {core::Notation::Ucci, core::Notation::Iccs, core::Notation::Wxf,
            core::Notation::Chinese};
}

// One implementation's printers of a move in each xiangqi notation.
template <class Position, class Move>
struct XiangqiPrinters {
    std::string (*ucci)(Move);
    std::string (*iccs)(Move);                      // "H2-E2"
    std::string (*wxf)(const Position&, Move);      // "C2.5"
    std::string (*chinese)(const Position&, Move);  // "炮二平五"
};

// `move` (legal in `pos`) in `notation` by `print`; nullopt for a notation xiangqi does not write.
template <class Position, class Move>
std::optional<std::string> xiangqi_move_in(const XiangqiPrinters<Position, Move>& print,
                                           const Position& pos, const Move& move,
                                           core::Notation notation) {
    switch (notation) {
    case core::Notation::Ucci:
        return print.ucci(move);
    case core::Notation::Iccs:
        return print.iccs(move);
    case core::Notation::Wxf:
        return print.wxf(pos, move);
    case core::Notation::Chinese:
        return print.chinese(pos, move);
    default:
        return std::nullopt;
    }
}

// Whether the rules ended the game by a repetition verdict (xiangqi.repetition, a draw, or
// .perpetual-check / .perpetual-chase, a loss): the status then carries the repetition evidence.
inline bool repetition_verdict(const core::GameEnd& end) {
    return end.decided_by(core::Rule::Repetition) ||
           end.decided_by(core::Rule::RepetitionPerpetualCheck) ||
           end.decided_by(core::Rule::RepetitionPerpetualChase);
}

// --xiangqi-rules and --natural-limit (RuleOptions) as an implementation's Rules, whose
// `repetition` is its own RepetitionRules (Axf, Wxf) and `natural_limit_plies` a ply count.
template <class Rules>
Rules xiangqi_rules(const core::RuleOptions& options) {
    using Repetition = decltype(Rules{}.repetition);
    Rules rules;
    rules.natural_limit_plies = options.xiangqi_natural_limit_plies;
    rules.repetition =
        options.xiangqi_rules == core::XiangqiRules::Wxf ? Repetition::Wxf : Repetition::Axf;
    return rules;
}

}  // namespace arbiter::oracle
