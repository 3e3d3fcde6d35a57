#pragma once
// Rule IDs as a type (docs/rules.md, corpus/rules.json): a game and the rule's name within it.
// The three game families name the same decision the same way (chess.checkmate,
// xiangqi.checkmate, shogi.checkmate; <game>.time-control), so one enum of the names after the
// game's prefix serves them all, and rule_name() is the one table that spells "<game>.<rule>".
// The two adjudication rules of a match (docs/match.md) are the match's, not a game's: they are
// spelt without a prefix. Text becomes a RuleId only at an edge (a record's JSON, the rules
// floors' names handed over by oracle/ adapters) through parse_rule_id().

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "core/game.h"
#include "core/names.h"

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

// The names after the game's prefix, in the order of Rule.
inline constexpr std::array<std::string_view, kRuleCount> kRuleTails = {
    "setup.standard",
    "king.step",
    "rook.slide",
    "bishop.slide",
    "queen.slide",
    "knight.leap",
    "pawn.push",
    "pawn.double-push",
    "pawn.capture",
    "pawn.en-passant",
    "pawn.promotion",
    "castling",
    "castling.rights",
    "castling.blocked",
    "castling.in-check",
    "castling.through-check",
    "chess960.castling",
    "chess960.castling.blocked",
    "chess960.setup",
    "self-check",
    "checkmate",
    "stalemate",
    "repetition",
    "dead-position",
    "fifty-move",
    "touch-move",
    "fen",
    "move.own-piece",
    "general.step",
    "general.facing",
    "advisor.step",
    "elephant.step",
    "elephant.eye",
    "horse.step",
    "horse.leg",
    "chariot.slide",
    "cannon.move",
    "cannon.capture",
    "soldier.step",
    "repetition.perpetual-check",
    "repetition.perpetual-chase",
    "natural-limit",
    "fouls",
    "time-control",
    "record",
    "setup.handicap",
    "gold.step",
    "silver.step",
    "lance.slide",
    "pawn.step",
    "promoted.dragon",
    "promoted.horse",
    "promoted.gold-movers",
    "promotion.optional",
    "promotion.forced",
    "capture.to-hand",
    "drop",
    "drop.unpromoted",
    "drop.dead-square",
    "drop.nifu",
    "drop.uchifuzume",
    "sennichite",
    "sennichite.perpetual-check",
    "impasse",
    "max-plies",
    "illegal-move",
    "sfen",
    "draw-agreement",
    "resignation",
    "notation.ambiguous",
    "engine.crash",
    "engine.disconnect",
    "engine.protocol",
    "engine.false-claim",
    "adjudication.resign",
    "adjudication.draw",
};

constexpr bool unprefixed(Rule rule) {
    return rule == Rule::AdjudicationResign || rule == Rule::AdjudicationDraw;
}

// The RuleId that rule_name() spells `text`; nullopt for a name it does not spell. The
// adjudication rules, which name no game, read back as chess's. constexpr: oracle/adapters/
// matches the rules floors' rule names against these at compile time (floor_end.h).
constexpr std::optional<RuleId> parse_rule_id(std::string_view text) {
    const std::size_t dot = text.find('.');
    if (dot == std::string_view::npos) return std::nullopt;
    const std::string_view prefix = text.substr(0, dot);
    const std::string_view rest = text.substr(dot + 1);
    for (int r = 0; r < kRuleCount; ++r) {
        const auto rule = static_cast<Rule>(r);
        const std::string_view tail = kRuleTails[static_cast<std::size_t>(r)];
        if (unprefixed(rule)) {
            if (text == tail) return RuleId{Game::Chess, rule};
        } else if (rest == tail) {
            for (const Game game : {Game::Chess, Game::Xiangqi, Game::Shogi})
                if (prefix == game_name(game)) return RuleId{game, rule};
            return std::nullopt;
        }
    }
    return std::nullopt;
}

}  // namespace arbiter::core
