#pragma once
// The names of core's enums (core/game.h, core/options.h) on the command line, in the corpus and
// in reports (docs/cli.md), each with its parser. The one place where such a name is spelt; a
// parser returns nullopt for a name it does not know and never throws.

#include <optional>
#include <string_view>

#include "core/game.h"

namespace arbiter::core {

enum class ImpasseRule;
enum class XiangqiRules;

// "chess", "xiangqi", "shogi". constexpr: the rule IDs' prefix (core/rule_id.h), which the oracle
// matches against the rules floors' names at compile time.
constexpr std::string_view game_name(Game game) {
    switch (game) {
    case Game::Chess:
        return "chess";
    case Game::Xiangqi:
        return "xiangqi";
    case Game::Shogi:
        return "shogi";
    }
    return "?";
}
std::optional<Game> parse_game(std::string_view text);
inline constexpr std::string_view kGameNames = "chess, xiangqi or shogi";

// Shogi impasse (jishogi) rules: "seed27" (27-point rule of the shogi rules (docs/rules.md)),
// "pro24" (24-point rule of professional play), "csa27" (CSA declaration rule, 27 points).
std::string_view impasse_rule_name(ImpasseRule rule);
std::optional<ImpasseRule> parse_impasse_rule(std::string_view text);
inline constexpr std::string_view kImpasseRuleNames = "seed27, pro24 or csa27";

// Xiangqi forbidden-repetition rules: "axf" (Asian Xiangqi Federation, the default), "wxf".
std::string_view xiangqi_rules_name(XiangqiRules rules);
std::optional<XiangqiRules> parse_xiangqi_rules(std::string_view text);
inline constexpr std::string_view kXiangqiRulesNames = "axf or wxf";

// Move notations (docs/notation.md): "uci" and "san" (chess), "ucci" (xiangqi coordinates, h2e2),
// "usi" (shogi), "iccs", "wxf", "chinese" (xiangqi records).
std::string_view notation_name(Notation notation);
std::optional<Notation> parse_notation(std::string_view text);

}  // namespace arbiter::core
