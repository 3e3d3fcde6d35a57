// Play and undo with history. Expected values: the standard array (xiangqi competition rules §1.3)
// and hand-played moves.

#include <gtest/gtest.h>

#include "tests/support/xiangqi.h"

using namespace xiangqi_test;
using xq::RuleId;

TEST(XiangqiGame, PlayThenUndoRestoresThePosition) {
    xq::Game game(xq::Position::standard());
    ASSERT_FALSE(game.play(mv("h2e2")));
    ASSERT_FALSE(game.play(mv("h9g7")));
    EXPECT_EQ(game.moves().size(), 2u);
    EXPECT_EQ(xq::print_position(game.position()),
              "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2");
    EXPECT_TRUE(game.undo());
    EXPECT_TRUE(game.undo());
    EXPECT_EQ(game.position(), xq::Position::standard());
    EXPECT_FALSE(game.undo());
}

TEST(XiangqiGame, IllegalMoveIsRefusedWithItsRuleAndChangesNothing) {
    xq::Game game(xq::Position::standard());
    const auto refused = game.play(mv("b0d1"));
    ASSERT_TRUE(refused.has_value());
    EXPECT_EQ(*refused, RuleId::HorseLeg);
    EXPECT_TRUE(game.moves().empty());
    EXPECT_EQ(game.position(), xq::Position::standard());
}

// A move of a piece not of the side to move: explain_test.cpp (XiangqiGameOwnPiece).

TEST(XiangqiGame, CaptureResetsTheClockAndBlackMoveAdvancesTheMoveNumber) {
    xq::Game game(xq::Position::standard());
    ASSERT_FALSE(game.play(mv("b2b9")));  // cannon takes the horse over the screen b7
    EXPECT_EQ(game.position().halfmove_clock(), 0);
    EXPECT_EQ(game.position().fullmove_number(), 1);
    ASSERT_FALSE(game.play(mv("a9b9")));
    EXPECT_EQ(game.position().fullmove_number(), 2);
}
