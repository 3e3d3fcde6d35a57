#pragma once
// Helpers shared by the shogi unit tests.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "reference/shogi/game.h"
#include "reference/shogi/notation.h"
#include "reference/shogi/perft.h"
#include "reference/shogi/rules.h"

namespace arbiter::reference::shogi::testing {

inline Position parse(std::string_view text) {
    auto position = parse_position(text);
    if (!position) {
        ADD_FAILURE() << "refused: " << text << ": " << position.error().message();
        return Position::from_setup_unchecked(*named_setup("startpos"));
    }
    return position.value();
}

inline Move usi(std::string_view text) {
    auto move = parse_move(text);
    if (!move) {
        ADD_FAILURE() << "malformed move " << text;
        return Move{BoardMove{}};
    }
    return *move;
}

inline std::vector<std::string> legal_texts(const Position& position) {
    std::vector<std::string> out;
    for (const auto& move : legal_moves(position)) out.push_back(print_move(move));
    std::sort(out.begin(), out.end());
    return out;
}

inline bool is_legal(const Position& position, std::string_view move) {
    const auto texts = legal_texts(position);
    return std::find(texts.begin(), texts.end(), move) != texts.end();
}

inline std::string broken(const Position& position, std::string_view move) {
    const auto rule = first_broken_rule(position, usi(move));
    return rule ? std::string(rule_name(*rule)) : "legal";
}

inline std::vector<std::string> squares(const std::vector<Square>& targets) {
    std::vector<std::string> out;
    for (const Square s : targets) out.push_back(print_square(s));
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace arbiter::reference::shogi::testing
