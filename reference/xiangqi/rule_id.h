#pragma once
// The xiangqi rule IDs of RULES.md that the reference implementation decides, in catalogue order,
// then the arbiter additions of corpus/rules.json that are not in RULES.md's table.

#include <string_view>

namespace arbiter::reference::xiangqi {

enum class RuleId {
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
    Fen,                       // xiangqi.fen
    MoveOwnPiece,              // xiangqi.move.own-piece (arbiter addition)
};

constexpr std::string_view rule_name(RuleId id) {
    switch (id) {
    case RuleId::SetupStandard: return "xiangqi.setup.standard";
    case RuleId::GeneralStep: return "xiangqi.general.step";
    case RuleId::GeneralFacing: return "xiangqi.general.facing";
    case RuleId::AdvisorStep: return "xiangqi.advisor.step";
    case RuleId::ElephantStep: return "xiangqi.elephant.step";
    case RuleId::ElephantEye: return "xiangqi.elephant.eye";
    case RuleId::HorseStep: return "xiangqi.horse.step";
    case RuleId::HorseLeg: return "xiangqi.horse.leg";
    case RuleId::ChariotSlide: return "xiangqi.chariot.slide";
    case RuleId::CannonMove: return "xiangqi.cannon.move";
    case RuleId::CannonCapture: return "xiangqi.cannon.capture";
    case RuleId::SoldierStep: return "xiangqi.soldier.step";
    case RuleId::SelfCheck: return "xiangqi.self-check";
    case RuleId::Checkmate: return "xiangqi.checkmate";
    case RuleId::Stalemate: return "xiangqi.stalemate";
    case RuleId::Repetition: return "xiangqi.repetition";
    case RuleId::RepetitionPerpetualCheck: return "xiangqi.repetition.perpetual-check";
    case RuleId::RepetitionPerpetualChase: return "xiangqi.repetition.perpetual-chase";
    case RuleId::NaturalLimit: return "xiangqi.natural-limit";
    case RuleId::Fen: return "xiangqi.fen";
    case RuleId::MoveOwnPiece: return "xiangqi.move.own-piece";
    }
    return "xiangqi.?";
}

}  // namespace arbiter::reference::xiangqi
