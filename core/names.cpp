#include "core/names.h"

#include "core/game.h"
#include "core/options.h"

namespace arbiter::core {

std::optional<Game> parse_game(std::string_view text) {
    for (Game game : {Game::Chess, Game::Xiangqi, Game::Shogi}) {
        if (text == game_name(game)) return game;
    }
    return std::nullopt;
}

std::string_view impasse_rule_name(ImpasseRule rule) {
    switch (rule) {
    case ImpasseRule::Seed27Points:
        return "seed27";
    case ImpasseRule::Pro24Points:
        return "pro24";
    case ImpasseRule::Csa27Declaration:
        return "csa27";
    }
    return "?";
}

std::optional<ImpasseRule> parse_impasse_rule(std::string_view text) {
    for (ImpasseRule rule :
         {ImpasseRule::Seed27Points, ImpasseRule::Pro24Points, ImpasseRule::Csa27Declaration}) {
        if (text == impasse_rule_name(rule)) return rule;
    }
    return std::nullopt;
}

std::string_view xiangqi_rules_name(XiangqiRules rules) {
    switch (rules) {
    case XiangqiRules::Axf:
        return "axf";
    case XiangqiRules::Wxf:
        return "wxf";
    }
    return "?";
}

std::optional<XiangqiRules> parse_xiangqi_rules(std::string_view text) {
    for (XiangqiRules rules : {XiangqiRules::Axf, XiangqiRules::Wxf}) {
        if (text == xiangqi_rules_name(rules)) return rules;
    }
    return std::nullopt;
}

std::string_view notation_name(Notation notation) {
    switch (notation) {
    case Notation::Uci:
        return "uci";
    case Notation::San:
        return "san";
    case Notation::Ucci:
        return "ucci";
    case Notation::Usi:
        return "usi";
    case Notation::Iccs:
        return "iccs";
    case Notation::Wxf:
        return "wxf";
    case Notation::Chinese:
        return "chinese";
    }
    return "?";
}

std::optional<Notation> parse_notation(std::string_view text) {
    for (Notation notation : {Notation::Uci, Notation::San, Notation::Ucci, Notation::Usi,
                              Notation::Iccs, Notation::Wxf, Notation::Chinese}) {
        if (text == notation_name(notation)) return notation;
    }
    return std::nullopt;
}

Notation native_notation(Game game) {
    switch (game) {
    case Game::Chess:
        return Notation::Uci;
    case Game::Xiangqi:
        return Notation::Ucci;
    case Game::Shogi:
        return Notation::Usi;
    }
    return Notation::Uci;
}

}  // namespace arbiter::core
