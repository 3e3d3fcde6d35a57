#include "core/rule_id.h"

#include <array>
#include <string>

#include "core/names.h"

namespace arbiter::core {
namespace {

constexpr int kGameCount = 3;

// The names after the game's prefix, in the order of Rule.
constexpr std::array<std::string_view, kRuleCount> kRuleTails = {
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

bool unprefixed(Rule rule) {
    return rule == Rule::AdjudicationResign || rule == Rule::AdjudicationDraw;
}

// Every rule_name() spelt once: "<game>.<tail>" per game, the adjudication rules bare.
// The index of a game's rule in the table.
constexpr std::size_t table_index(int game, int rule) {
    return static_cast<std::size_t>(game) * static_cast<std::size_t>(kRuleCount) +
           static_cast<std::size_t>(rule);
}

constexpr std::size_t kTableSize = table_index(kGameCount, 0);

const std::array<std::string, kTableSize>& names() {
    static const auto table = [] {
        std::array<std::string, kTableSize> out;
        for (int g = 0; g < kGameCount; ++g) {
            for (int r = 0; r < kRuleCount; ++r) {
                const auto rule = static_cast<Rule>(r);
                const std::string tail(kRuleTails[static_cast<std::size_t>(r)]);
                out[table_index(g, r)] =
                    unprefixed(rule) ? tail
                                     : std::string(game_name(static_cast<Game>(g))) + "." + tail;
            }
        }
        return out;
    }();
    return table;
}

}  // namespace

std::string_view rule_name(RuleId id) {
    return names()[table_index(static_cast<int>(id.game), static_cast<int>(id.rule))];
}

std::optional<RuleId> parse_rule_id(std::string_view text) {
    const std::size_t dot = text.find('.');
    if (dot == std::string_view::npos) return std::nullopt;
    const std::string_view prefix = text.substr(0, dot);
    const std::optional<Game> game = prefix == "adjudication" ? Game::Chess : parse_game(prefix);
    if (!game) return std::nullopt;
    for (int r = 0; r < kRuleCount; ++r) {
        const RuleId id{*game, static_cast<Rule>(r)};
        if (rule_name(id) == text) return id;
    }
    return std::nullopt;
}

}  // namespace arbiter::core
