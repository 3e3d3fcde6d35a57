// Checkmate, stalemate (a loss in xiangqi) and the natural limit. Expected values: hand analysis
// by docs/rules.md (AXF rules, competition rules 4.1-4.2); the positions are in
// corpus/xiangqi/game-end.json (legal move counts checked with fairy-stockfish 11.1).

#include <gtest/gtest.h>

#include "tests/support/xiangqi.h"

using namespace xiangqi_test;
using xq::Outcome;
using xq::RuleId;
using xq::Side;

TEST(XiangqiCheckmate, TwoChariotsMateTheBlackGeneral) {
    const xq::Game game(
        position_of({{"d9", 'k'}, {"a9", 'R'}, {"b8", 'R'}, {"e0", 'K'}}, Side::Black));
    EXPECT_TRUE(xq::checkmate_reached(game.position()));
    const auto s = xq::status(game, xq::Rules{});
    EXPECT_TRUE(s.in_check);
    EXPECT_EQ(s.outcome, Outcome::Win);
    EXPECT_EQ(s.winner, Side::Red);
    EXPECT_EQ(s.reason, RuleId::Checkmate);
}

TEST(XiangqiCheckmate, DoubleCannonMateWithAdvisorsInterposingInVain) {
    const auto p =
        position_of({{"e9", 'k'}, {"d9", 'a'}, {"f9", 'a'}, {"e7", 'C'}, {"e5", 'C'}, {"d0", 'K'}},
                    Side::Black);
    EXPECT_TRUE(xq::checkmate_reached(p));
    EXPECT_TRUE(xq::legal_moves(p).empty());
}

TEST(XiangqiCheckmate, CheckWithAnEscapeIsNotMate) {
    const xq::Game game(position_of({{"d9", 'k'}, {"a9", 'R'}, {"e0", 'K'}}, Side::Black));
    EXPECT_FALSE(xq::checkmate_reached(game.position()));
    EXPECT_EQ(xq::status(game, xq::Rules{}).outcome, Outcome::Ongoing);
}

TEST(XiangqiStalemate, TheSideWithoutAMoveLoses) {
    const xq::Game game(position_of({{"d9", 'k'}, {"a8", 'R'}, {"e0", 'K'}}, Side::Black));
    EXPECT_TRUE(xq::stalemate_reached(game.position()));
    const auto s = xq::status(game, xq::Rules{});
    EXPECT_FALSE(s.in_check);
    EXPECT_EQ(s.outcome, Outcome::Win);
    EXPECT_EQ(s.winner, Side::Red);
    EXPECT_EQ(s.reason, RuleId::Stalemate);
}

TEST(XiangqiStalemate, RedStalematedLosesToo) {
    const xq::Game game(position_of({{"d0", 'K'}, {"a1", 'r'}, {"e9", 'k'}}));
    const auto s = xq::status(game, xq::Rules{});
    EXPECT_EQ(s.winner, Side::Black);
    EXPECT_EQ(s.reason, RuleId::Stalemate);
}

TEST(XiangqiStalemate, PinnedPiecesAndFacingCanLeaveNoMove) {
    const auto p = position_of({{"d9", 'k'}, {"d8", 'n'}, {"d5", 'R'}, {"e0", 'K'}}, Side::Black);
    EXPECT_TRUE(xq::stalemate_reached(p));
}

TEST(XiangqiStalemate, OneLegalMoveIsEnoughToPlayOn) {
    const auto p = position_of({{"d9", 'k'}, {"a8", 'R'}, {"e0", 'K'}, {"i6", 'p'}}, Side::Black);
    EXPECT_FALSE(xq::stalemate_reached(p));
    EXPECT_EQ(xq::legal_moves(p).size(), 1u);
}

TEST(XiangqiNaturalLimit, TheHundredTwentiethPlyWithoutCaptureDraws) {
    xq::Game game(
        position_of({{"d9", 'k'}, {"e0", 'K'}, {"a0", 'R'}, {"i9", 'r'}}, Side::Red, 119));
    EXPECT_EQ(xq::status(game, xq::Rules{}).outcome, Outcome::Ongoing);
    ASSERT_FALSE(game.play(mv("a0a1")));
    const auto s = xq::status(game, xq::Rules{});
    EXPECT_EQ(s.outcome, Outcome::Draw);
    EXPECT_EQ(s.reason, RuleId::NaturalLimit);
    EXPECT_FALSE(s.winner.has_value());
}

TEST(XiangqiNaturalLimit, ACaptureResetsTheCount) {
    xq::Game game(position_of({{"d9", 'k'}, {"e0", 'K'}, {"a0", 'R'}, {"i9", 'r'}, {"a5", 'n'}},
                              Side::Red, 119));
    ASSERT_FALSE(game.play(mv("a0a5")));
    EXPECT_EQ(game.position().halfmove_clock(), 0);
    EXPECT_EQ(xq::status(game, xq::Rules{}).outcome, Outcome::Ongoing);
}

TEST(XiangqiNaturalLimit, TheLimitIsAnOption) {
    xq::Game game(position_of({{"d9", 'k'}, {"e0", 'K'}, {"a0", 'R'}, {"i9", 'r'}}, Side::Red, 9));
    ASSERT_FALSE(game.play(mv("a0a1")));
    EXPECT_EQ(xq::status(game, xq::Rules{10}).reason, RuleId::NaturalLimit);
    EXPECT_EQ(xq::status(game, xq::Rules{}).outcome, Outcome::Ongoing);
}

TEST(XiangqiNaturalLimit, MateOnTheLastPlyStillWins) {
    xq::Game game(
        position_of({{"d9", 'k'}, {"a7", 'R'}, {"b8", 'R'}, {"e0", 'K'}}, Side::Red, 119));
    ASSERT_FALSE(game.play(mv("a7a9")));
    EXPECT_EQ(xq::status(game, xq::Rules{}).reason, RuleId::Checkmate);
}
