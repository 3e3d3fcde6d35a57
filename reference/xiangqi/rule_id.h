#pragma once
// The xiangqi rule IDs of corpus/rules.json (catalogue in docs/rules.md) in catalogue order, the
// arbiter additions (xiangqi.move.own-piece, the game-record rules) last. Code names a rule by its
// RuleId; the text form appears only at the boundary (the adapters), through rule_name().

#include <cstdint>
#include <optional>
#include <string_view>

namespace arbiter::reference::xiangqi {

enum class RuleId : std::uint8_t {
    SetupStandard,             // xiangqi.setup.standard
    GeneralStep,               // xiangqi.general.step
    GeneralFacing,             // xiangqi.general.facing
    AdvisorStep,               // xiangqi.advisor.step
    ElephantStep,              // xiangqi.elephant.step
    ElephantEye,               // xiangqi.elephant.eye
    HorseStep,                 // xiangqi.horse.step
    HorseLeg,                  // xiangqi.horse.leg
    ChariotSlide,              // xiangqi.chariot.slide
    CannonMove,                // xiangqi.cannon.move
    CannonCapture,             // xiangqi.cannon.capture
    SoldierStep,               // xiangqi.soldier.step
    SelfCheck,                 // xiangqi.self-check
    Checkmate,                 // xiangqi.checkmate
    Stalemate,                 // xiangqi.stalemate
    Repetition,                // xiangqi.repetition
    RepetitionPerpetualCheck,  // xiangqi.repetition.perpetual-check
    RepetitionPerpetualChase,  // xiangqi.repetition.perpetual-chase
    NaturalLimit,              // xiangqi.natural-limit
    Fouls,                     // xiangqi.fouls
    TouchMove,                 // xiangqi.touch-move
    TimeControl,               // xiangqi.time-control
    Record,                    // xiangqi.record
    Fen,                       // xiangqi.fen
    MoveOwnPiece,              // xiangqi.move.own-piece
    DrawAgreement,             // xiangqi.draw-agreement
    Resignation,               // xiangqi.resignation
};
inline constexpr int kRuleIdCount = 27;

// The ID as corpus/rules.json and the CLI write it, e.g. "xiangqi.setup.standard".
constexpr std::string_view rule_name(RuleId id) {
    switch (id) {
    case RuleId::SetupStandard:
        return "xiangqi.setup.standard";
    case RuleId::GeneralStep:
        return "xiangqi.general.step";
    case RuleId::GeneralFacing:
        return "xiangqi.general.facing";
    case RuleId::AdvisorStep:
        return "xiangqi.advisor.step";
    case RuleId::ElephantStep:
        return "xiangqi.elephant.step";
    case RuleId::ElephantEye:
        return "xiangqi.elephant.eye";
    case RuleId::HorseStep:
        return "xiangqi.horse.step";
    case RuleId::HorseLeg:
        return "xiangqi.horse.leg";
    case RuleId::ChariotSlide:
        return "xiangqi.chariot.slide";
    case RuleId::CannonMove:
        return "xiangqi.cannon.move";
    case RuleId::CannonCapture:
        return "xiangqi.cannon.capture";
    case RuleId::SoldierStep:
        return "xiangqi.soldier.step";
    case RuleId::SelfCheck:
        return "xiangqi.self-check";
    case RuleId::Checkmate:
        return "xiangqi.checkmate";
    case RuleId::Stalemate:
        return "xiangqi.stalemate";
    case RuleId::Repetition:
        return "xiangqi.repetition";
    case RuleId::RepetitionPerpetualCheck:
        return "xiangqi.repetition.perpetual-check";
    case RuleId::RepetitionPerpetualChase:
        return "xiangqi.repetition.perpetual-chase";
    case RuleId::NaturalLimit:
        return "xiangqi.natural-limit";
    case RuleId::Fouls:
        return "xiangqi.fouls";
    case RuleId::TouchMove:
        return "xiangqi.touch-move";
    case RuleId::TimeControl:
        return "xiangqi.time-control";
    case RuleId::Record:
        return "xiangqi.record";
    case RuleId::Fen:
        return "xiangqi.fen";
    case RuleId::MoveOwnPiece:
        return "xiangqi.move.own-piece";
    case RuleId::DrawAgreement:
        return "xiangqi.draw-agreement";
    case RuleId::Resignation:
        return "xiangqi.resignation";
    }
    return "xiangqi.?";
}

// The RuleId named `name`, or nullopt for a name that is no xiangqi rule ID.
constexpr std::optional<RuleId> parse_rule_id(std::string_view name) {
    for (int i = 0; i < kRuleIdCount; ++i) {
        const auto id = static_cast<RuleId>(i);
        if (rule_name(id) == name) return id;
    }
    return std::nullopt;
}

}  // namespace arbiter::reference::xiangqi
