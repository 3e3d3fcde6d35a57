#pragma once
// The shogi rule IDs of corpus/rules.json (catalogue in docs/rules.md) in catalogue order, the
// arbiter additions (shogi.move.own-piece, the game-record rules) last. Code names a rule by its
// RuleId; the text form appears only at the boundary (the adapters), through rule_name().

#include <cstdint>
#include <optional>
#include <string_view>

namespace arbiter::reference::shogi {

enum class RuleId : std::uint8_t {
    SetupStandard,             // shogi.setup.standard
    SetupHandicap,             // shogi.setup.handicap
    KingStep,                  // shogi.king.step
    RookSlide,                 // shogi.rook.slide
    BishopSlide,               // shogi.bishop.slide
    GoldStep,                  // shogi.gold.step
    SilverStep,                // shogi.silver.step
    KnightLeap,                // shogi.knight.leap
    LanceSlide,                // shogi.lance.slide
    PawnStep,                  // shogi.pawn.step
    PromotedDragon,            // shogi.promoted.dragon
    PromotedHorse,             // shogi.promoted.horse
    PromotedGoldMovers,        // shogi.promoted.gold-movers
    PromotionOptional,         // shogi.promotion.optional
    PromotionForced,           // shogi.promotion.forced
    CaptureToHand,             // shogi.capture.to-hand
    Drop,                      // shogi.drop
    DropUnpromoted,            // shogi.drop.unpromoted
    DropDeadSquare,            // shogi.drop.dead-square
    DropNifu,                  // shogi.drop.nifu
    DropUchifuzume,            // shogi.drop.uchifuzume
    SelfCheck,                 // shogi.self-check
    Checkmate,                 // shogi.checkmate
    Sennichite,                // shogi.sennichite
    SennichitePerpetualCheck,  // shogi.sennichite.perpetual-check
    Impasse,                   // shogi.impasse
    MaxPlies,                  // shogi.max-plies
    IllegalMove,               // shogi.illegal-move
    Sfen,                      // shogi.sfen
    MoveOwnPiece,              // shogi.move.own-piece
    TimeControl,               // shogi.time-control
    Resignation,               // shogi.resignation
};
inline constexpr int kRuleIdCount = 32;

// The ID as corpus/rules.json and the CLI write it, e.g. "shogi.setup.standard".
constexpr std::string_view rule_name(RuleId id) {
    switch (id) {
    case RuleId::SetupStandard:
        return "shogi.setup.standard";
    case RuleId::SetupHandicap:
        return "shogi.setup.handicap";
    case RuleId::KingStep:
        return "shogi.king.step";
    case RuleId::RookSlide:
        return "shogi.rook.slide";
    case RuleId::BishopSlide:
        return "shogi.bishop.slide";
    case RuleId::GoldStep:
        return "shogi.gold.step";
    case RuleId::SilverStep:
        return "shogi.silver.step";
    case RuleId::KnightLeap:
        return "shogi.knight.leap";
    case RuleId::LanceSlide:
        return "shogi.lance.slide";
    case RuleId::PawnStep:
        return "shogi.pawn.step";
    case RuleId::PromotedDragon:
        return "shogi.promoted.dragon";
    case RuleId::PromotedHorse:
        return "shogi.promoted.horse";
    case RuleId::PromotedGoldMovers:
        return "shogi.promoted.gold-movers";
    case RuleId::PromotionOptional:
        return "shogi.promotion.optional";
    case RuleId::PromotionForced:
        return "shogi.promotion.forced";
    case RuleId::CaptureToHand:
        return "shogi.capture.to-hand";
    case RuleId::Drop:
        return "shogi.drop";
    case RuleId::DropUnpromoted:
        return "shogi.drop.unpromoted";
    case RuleId::DropDeadSquare:
        return "shogi.drop.dead-square";
    case RuleId::DropNifu:
        return "shogi.drop.nifu";
    case RuleId::DropUchifuzume:
        return "shogi.drop.uchifuzume";
    case RuleId::SelfCheck:
        return "shogi.self-check";
    case RuleId::Checkmate:
        return "shogi.checkmate";
    case RuleId::Sennichite:
        return "shogi.sennichite";
    case RuleId::SennichitePerpetualCheck:
        return "shogi.sennichite.perpetual-check";
    case RuleId::Impasse:
        return "shogi.impasse";
    case RuleId::MaxPlies:
        return "shogi.max-plies";
    case RuleId::IllegalMove:
        return "shogi.illegal-move";
    case RuleId::Sfen:
        return "shogi.sfen";
    case RuleId::MoveOwnPiece:
        return "shogi.move.own-piece";
    case RuleId::TimeControl:
        return "shogi.time-control";
    case RuleId::Resignation:
        return "shogi.resignation";
    }
    return "shogi.?";
}

// The RuleId named `name`, or nullopt for a name that is no shogi rule ID.
constexpr std::optional<RuleId> parse_rule_id(std::string_view name) {
    for (int i = 0; i < kRuleIdCount; ++i) {
        const auto id = static_cast<RuleId>(i);
        if (rule_name(id) == name) return id;
    }
    return std::nullopt;
}

}  // namespace arbiter::reference::shogi
