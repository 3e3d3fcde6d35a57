#pragma once
// The chess rule IDs of corpus/rules.json (catalogue in docs/rules.md) in catalogue order, the
// arbiter additions (chess.move.own-piece, the game-record rules) last. Code names a rule by its
// RuleId; the text form appears only at the boundary (the adapters), through rule_name().

#include <cstdint>
#include <optional>
#include <string_view>

namespace arbiter::reference::chess {

enum class RuleId : std::uint8_t {
    SetupStandard,            // chess.setup.standard
    KingStep,                 // chess.king.step
    RookSlide,                // chess.rook.slide
    BishopSlide,              // chess.bishop.slide
    QueenSlide,               // chess.queen.slide
    KnightLeap,               // chess.knight.leap
    PawnPush,                 // chess.pawn.push
    PawnDoublePush,           // chess.pawn.double-push
    PawnCapture,              // chess.pawn.capture
    PawnEnPassant,            // chess.pawn.en-passant
    PawnPromotion,            // chess.pawn.promotion
    Castling,                 // chess.castling
    CastlingRights,           // chess.castling.rights
    CastlingBlocked,          // chess.castling.blocked
    CastlingInCheck,          // chess.castling.in-check
    CastlingThroughCheck,     // chess.castling.through-check
    Chess960Castling,         // chess.chess960.castling
    Chess960CastlingBlocked,  // chess.chess960.castling.blocked
    Chess960Setup,            // chess.chess960.setup
    SelfCheck,                // chess.self-check
    Checkmate,                // chess.checkmate
    Stalemate,                // chess.stalemate
    Repetition,               // chess.repetition
    DeadPosition,             // chess.dead-position
    FiftyMove,                // chess.fifty-move
    TouchMove,                // chess.touch-move
    Fen,                      // chess.fen
    MoveOwnPiece,             // chess.move.own-piece
    IllegalMove,              // chess.illegal-move
    TimeControl,              // chess.time-control
    DrawAgreement,            // chess.draw-agreement
    Resignation,              // chess.resignation
    NotationAmbiguous,        // chess.notation.ambiguous
};
inline constexpr int kRuleIdCount = 33;

// The ID as corpus/rules.json and the CLI write it, e.g. "chess.setup.standard".
constexpr std::string_view rule_name(RuleId id) {
    switch (id) {
    case RuleId::SetupStandard:
        return "chess.setup.standard";
    case RuleId::KingStep:
        return "chess.king.step";
    case RuleId::RookSlide:
        return "chess.rook.slide";
    case RuleId::BishopSlide:
        return "chess.bishop.slide";
    case RuleId::QueenSlide:
        return "chess.queen.slide";
    case RuleId::KnightLeap:
        return "chess.knight.leap";
    case RuleId::PawnPush:
        return "chess.pawn.push";
    case RuleId::PawnDoublePush:
        return "chess.pawn.double-push";
    case RuleId::PawnCapture:
        return "chess.pawn.capture";
    case RuleId::PawnEnPassant:
        return "chess.pawn.en-passant";
    case RuleId::PawnPromotion:
        return "chess.pawn.promotion";
    case RuleId::Castling:
        return "chess.castling";
    case RuleId::CastlingRights:
        return "chess.castling.rights";
    case RuleId::CastlingBlocked:
        return "chess.castling.blocked";
    case RuleId::CastlingInCheck:
        return "chess.castling.in-check";
    case RuleId::CastlingThroughCheck:
        return "chess.castling.through-check";
    case RuleId::Chess960Castling:
        return "chess.chess960.castling";
    case RuleId::Chess960CastlingBlocked:
        return "chess.chess960.castling.blocked";
    case RuleId::Chess960Setup:
        return "chess.chess960.setup";
    case RuleId::SelfCheck:
        return "chess.self-check";
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
    case RuleId::TouchMove:
        return "chess.touch-move";
    case RuleId::Fen:
        return "chess.fen";
    case RuleId::MoveOwnPiece:
        return "chess.move.own-piece";
    case RuleId::IllegalMove:
        return "chess.illegal-move";
    case RuleId::TimeControl:
        return "chess.time-control";
    case RuleId::DrawAgreement:
        return "chess.draw-agreement";
    case RuleId::Resignation:
        return "chess.resignation";
    case RuleId::NotationAmbiguous:
        return "chess.notation.ambiguous";
    }
    return "chess.?";
}

// The RuleId named `name`, or nullopt for a name that is no chess rule ID.
constexpr std::optional<RuleId> parse_rule_id(std::string_view name) {
    for (int i = 0; i < kRuleIdCount; ++i) {
        const auto id = static_cast<RuleId>(i);
        if (rule_name(id) == name) return id;
    }
    return std::nullopt;
}

}  // namespace arbiter::reference::chess
