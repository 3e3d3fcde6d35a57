#pragma once
// Rule IDs as a type (docs/rules.md, corpus/rules.json): a game and the rule's name within it.
// The three game families name the same decision the same way (chess.checkmate,
// xiangqi.checkmate, shogi.checkmate; <game>.time-control), so one enum of the names after the
// game's prefix serves them all, and rule_name() is the one table that spells "<game>.<rule>".
// The two adjudication rules of a match (docs/match.md) are the match's, not a game's: they are
// spelt without a prefix. Text becomes a RuleId only at an edge (a record's JSON, the rules
// floors' names handed over by oracle/ adapters) through parse_rule_id().

#include <cstdint>
#include <optional>
#include <string_view>

#include "core/game.h"

namespace arbiter::core {

// The catalogue's rules in its order (corpus/rules.json), then the competition rules that no
// catalogue entry names for every game yet (a shogi draw by agreement, ...), then the match's.
enum class Rule : std::uint8_t {
    SetupStandard,             // setup.standard
    KingStep,                  // king.step
    RookSlide,                 // rook.slide
    BishopSlide,               // bishop.slide
    QueenSlide,                // queen.slide
    KnightLeap,                // knight.leap
    PawnPush,                  // pawn.push
    PawnDoublePush,            // pawn.double-push
    PawnCapture,               // pawn.capture
    PawnEnPassant,             // pawn.en-passant
    PawnPromotion,             // pawn.promotion
    Castling,                  // castling
    CastlingRights,            // castling.rights
    CastlingBlocked,           // castling.blocked
    CastlingInCheck,           // castling.in-check
    CastlingThroughCheck,      // castling.through-check
    Chess960Castling,          // chess960.castling
    Chess960CastlingBlocked,   // chess960.castling.blocked
    Chess960Setup,             // chess960.setup
    SelfCheck,                 // self-check
    Checkmate,                 // checkmate
    Stalemate,                 // stalemate
    Repetition,                // repetition
    DeadPosition,              // dead-position
    FiftyMove,                 // fifty-move
    TouchMove,                 // touch-move
    Fen,                       // fen
    MoveOwnPiece,              // move.own-piece
    GeneralStep,               // general.step
    GeneralFacing,             // general.facing
    AdvisorStep,               // advisor.step
    ElephantStep,              // elephant.step
    ElephantEye,               // elephant.eye
    HorseStep,                 // horse.step
    HorseLeg,                  // horse.leg
    ChariotSlide,              // chariot.slide
    CannonMove,                // cannon.move
    CannonCapture,             // cannon.capture
    SoldierStep,               // soldier.step
    RepetitionPerpetualCheck,  // repetition.perpetual-check
    RepetitionPerpetualChase,  // repetition.perpetual-chase
    NaturalLimit,              // natural-limit
    Fouls,                     // fouls
    TimeControl,               // time-control
    Record,                    // record
    SetupHandicap,             // setup.handicap
    GoldStep,                  // gold.step
    SilverStep,                // silver.step
    LanceSlide,                // lance.slide
    PawnStep,                  // pawn.step
    PromotedDragon,            // promoted.dragon
    PromotedHorse,             // promoted.horse
    PromotedGoldMovers,        // promoted.gold-movers
    PromotionOptional,         // promotion.optional
    PromotionForced,           // promotion.forced
    CaptureToHand,             // capture.to-hand
    Drop,                      // drop
    DropUnpromoted,            // drop.unpromoted
    DropDeadSquare,            // drop.dead-square
    DropNifu,                  // drop.nifu
    DropUchifuzume,            // drop.uchifuzume
    Sennichite,                // sennichite
    SennichitePerpetualCheck,  // sennichite.perpetual-check
    Impasse,                   // impasse
    MaxPlies,                  // max-plies
    IllegalMove,               // illegal-move
    Sfen,                      // sfen
    DrawAgreement,             // draw-agreement
    Resignation,               // resignation
    NotationAmbiguous,         // notation.ambiguous
    EngineCrash,               // engine.crash
    EngineDisconnect,          // engine.disconnect
    EngineProtocol,            // engine.protocol
    EngineFalseClaim,          // engine.false-claim
    AdjudicationResign,        // adjudication.resign (no game prefix)
    AdjudicationDraw,          // adjudication.draw (no game prefix)
};
inline constexpr int kRuleCount = 76;

struct RuleId {
    Game game = Game::Chess;
    Rule rule = Rule::Checkmate;
    friend constexpr bool operator==(RuleId, RuleId) = default;
};

// "chess.checkmate", "shogi.drop.nifu", "adjudication.draw".
std::string_view rule_name(RuleId id);
// The RuleId that rule_name() spells `text`; nullopt for a name it does not spell. The
// adjudication rules, which name no game, read back as chess's.
std::optional<RuleId> parse_rule_id(std::string_view text);

}  // namespace arbiter::core
