#pragma once
// Small helpers shared by the xiangqi unit tests: build positions from a list of pieces on named
// points, and parse moves, failing the test (not crashing) on bad input.

#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

#include "reference/xiangqi/game.h"
#include "reference/xiangqi/notation.h"
#include "reference/xiangqi/rules.h"

namespace xiangqi_test {

namespace xq = arbiter::reference::xiangqi;

inline xq::Point pt(std::string_view name) { return xq::Point{name[0] - 'a', name[1] - '0'}; }

inline xq::Move mv(std::string_view text) {
    const auto move = xq::parse_move(text);
    EXPECT_TRUE(move.has_value()) << text;
    return move.value_or(xq::Move{});
}

// Pieces as {"e0", 'K'} with FEN letters (uppercase red).
inline xq::Setup setup_of(std::initializer_list<std::pair<const char*, char>> pieces,
                          xq::Side side = xq::Side::Red, int halfmove_clock = 0) {
    xq::Setup s;
    for (const auto& [point, letter] : pieces) {
        // reuse the parser's letter table: the piece alone on a9
        const auto board = xq::parse_fen(std::string(1, letter) + "8/9/9/9/9/9/9/9/9/9 w");
        EXPECT_TRUE(board.ok()) << letter;
        if (board.ok()) s.board.put(pt(point), board.value().board.at(xq::Point{0, 9}));
    }
    s.side_to_move = side;
    s.halfmove_clock = halfmove_clock;
    return s;
}

inline xq::Position position_of(std::initializer_list<std::pair<const char*, char>> pieces,
                                xq::Side side = xq::Side::Red, int halfmove_clock = 0) {
    auto p = xq::Position::from_setup(setup_of(pieces, side, halfmove_clock));
    EXPECT_TRUE(p.ok());
    return p.ok() ? p.value() : xq::Position::standard();
}

inline xq::Position position_fen(std::string_view fen) {
    auto p = xq::parse_position(fen);
    EXPECT_TRUE(p.ok()) << fen;
    return p.ok() ? p.value() : xq::Position::standard();
}

inline std::optional<xq::RuleId> explain(const xq::Position& p, std::string_view move) {
    return xq::first_broken_rule(p, mv(move));
}

inline bool is_legal(const xq::Position& p, std::string_view move) {
    for (const auto& m : xq::legal_moves(p)) {
        if (xq::print_move(m) == move) return true;
    }
    return false;
}

}  // namespace xiangqi_test
