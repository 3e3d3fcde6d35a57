// explain and xiangqi.move.own-piece: a well-formed move whose from point is empty or holds an
// opponent's piece is an illegal move, named xiangqi.move.own-piece before any other rule.
// Expected values: the standard array (xiangqi competition rules §1.3), red moving first and the
// sides moving in turn (§2.1), and small positions checked by hand.

#include <gtest/gtest.h>

#include "tests/support/xiangqi.h"

using namespace xiangqi_test;
using xq::RuleId;

TEST(XiangqiOwnPiece, RuleHasItsCatalogueName) {
    EXPECT_EQ(xq::rule_name(RuleId::MoveOwnPiece), "xiangqi.move.own-piece");
}

TEST(XiangqiOwnPiece, MoveFromAnEmptyPointBreaksOwnPiece) {
    const xq::Position start = xq::Position::standard();
    EXPECT_EQ(explain(start, "e5e6"), RuleId::MoveOwnPiece);  // the river: nothing there
    EXPECT_EQ(explain(start, "b3b4"), RuleId::MoveOwnPiece);  // between the soldiers a3 and c3
    EXPECT_EQ(explain(start, "e1e2"), RuleId::MoveOwnPiece);  // palace centre, onto nothing
    EXPECT_TRUE(xq::breaks_move_own_piece(start, mv("e5e6")));
}

TEST(XiangqiOwnPiece, MoveOfTheOpponentsPieceBreaksOwnPiece) {
    const xq::Position start = xq::Position::standard();  // red to move
    EXPECT_EQ(explain(start, "h7e7"),
              RuleId::MoveOwnPiece);  // black cannon, a move black could make
    EXPECT_EQ(explain(start, "h9g7"), RuleId::MoveOwnPiece);  // black horse
    EXPECT_EQ(explain(start, "b7b0"), RuleId::MoveOwnPiece);  // black cannon taking red's horse
    EXPECT_EQ(explain(start, "e9e8"), RuleId::MoveOwnPiece);  // black general
}

TEST(XiangqiOwnPiece, OwnPiecesOfTheSideToMoveDoNotBreakIt) {
    const xq::Position start = xq::Position::standard();
    EXPECT_FALSE(xq::breaks_move_own_piece(start, mv("h2e2")));
    EXPECT_EQ(explain(start, "h2e2"), std::nullopt);
    // A red piece that cannot go there breaks its own movement rule, not own-piece.
    EXPECT_EQ(explain(start, "b0d1"), RuleId::HorseLeg);
    EXPECT_EQ(explain(start, "a0a3"), RuleId::ChariotSlide);  // onto its own soldier
}

TEST(XiangqiOwnPiece, TurnPassesToBlackAfterRedMoves) {
    const auto after =
        position_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1");
    EXPECT_EQ(explain(after, "e2e6"), RuleId::MoveOwnPiece);  // red's cannon, red just moved
    EXPECT_EQ(explain(after, "b0c2"), RuleId::MoveOwnPiece);  // red's horse
    EXPECT_EQ(explain(after, "h2h3"), RuleId::MoveOwnPiece);  // emptied by the move
    EXPECT_EQ(explain(after, "h7e7"), std::nullopt);          // black's own cannon may move
    EXPECT_TRUE(is_legal(after, "h9g7"));
}

TEST(XiangqiOwnPiece, OwnPieceIsNamedBeforeTheMovementRules) {
    const xq::Position start = xq::Position::standard();      // red to move
    EXPECT_EQ(explain(start, "h9h5"), RuleId::MoveOwnPiece);  // black horse, not even a horse move
    EXPECT_EQ(explain(start, "e9e7"), RuleId::MoveOwnPiece);  // black general leaving its palace
    EXPECT_EQ(explain(start, "e1e0"), RuleId::MoveOwnPiece);  // from nothing onto red's own general
}

// A move to its own point fits no piece's movement (AXF rules Chapter 1 Section 2: every piece
// moves to another point; there is no passing): it breaks that piece's movement rule, for every
// piece type, as in chess and shogi (docs/cli.md, "explain"). Before issue 39 the move text was
// refused as malformed.
TEST(XiangqiExplain, MoveToItsOwnPointBreaksThePiecesMovementRule) {
    const xq::Position start = xq::Position::standard();
    EXPECT_EQ(explain(start, "a3a3"), RuleId::SoldierStep);
    EXPECT_EQ(explain(start, "e3e3"), RuleId::SoldierStep);
    EXPECT_EQ(explain(start, "h2h2"), RuleId::CannonMove);
    EXPECT_EQ(explain(start, "b0b0"), RuleId::HorseStep);
    EXPECT_EQ(explain(start, "a0a0"), RuleId::ChariotSlide);
    EXPECT_EQ(explain(start, "c0c0"), RuleId::ElephantStep);
    EXPECT_EQ(explain(start, "d0d0"), RuleId::AdvisorStep);
    EXPECT_EQ(explain(start, "e0e0"), RuleId::GeneralStep);
    const auto black =
        position_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1");
    EXPECT_EQ(explain(black, "e9e9"), RuleId::GeneralStep);
    EXPECT_EQ(explain(black, "a6a6"), RuleId::SoldierStep);
    EXPECT_EQ(explain(black, "e2e2"), RuleId::MoveOwnPiece);  // red's cannon, red just moved
    // A soldier across the river (it may step sideways there).
    EXPECT_EQ(explain(position_of({{"e0", 'K'}, {"d9", 'k'}, {"c6", 'P'}}), "c6c6"),
              RuleId::SoldierStep);
}

TEST(XiangqiGameOwnPiece, PlayRefusesAnotherSidesPieceAndChangesNothing) {
    xq::Game game(xq::Position::standard());
    const auto black_piece = game.play(mv("h7e7"));
    ASSERT_TRUE(black_piece.has_value());
    EXPECT_EQ(*black_piece, RuleId::MoveOwnPiece);
    const auto empty_point = game.play(mv("e5e6"));
    ASSERT_TRUE(empty_point.has_value());
    EXPECT_EQ(*empty_point, RuleId::MoveOwnPiece);
    EXPECT_TRUE(game.moves().empty());
    EXPECT_EQ(game.position(), xq::Position::standard());
    // Two moves in a row: after h2e2, red's cannon may not move again.
    ASSERT_FALSE(game.play(mv("h2e2")));
    const auto again = game.play(mv("e2e6"));
    ASSERT_TRUE(again.has_value());
    EXPECT_EQ(*again, RuleId::MoveOwnPiece);
    EXPECT_EQ(game.moves().size(), 1u);
}

TEST(XiangqiGameOwnPiece, PointsOffTheBoardAreRefusedByRule) {
    const xq::Position start = xq::Position::standard();
    // No piece stands on a point off the board; no chariot slide leads off it.
    EXPECT_EQ(xq::first_broken_rule(start, xq::Move{xq::Point{0, -1}, xq::Point{0, 1}}),
              RuleId::MoveOwnPiece);
    EXPECT_EQ(xq::first_broken_rule(start, xq::Move{xq::Point{0, 0}, xq::Point{0, 10}}),
              RuleId::ChariotSlide);
    xq::Game game(start);
    EXPECT_EQ(game.play(xq::Move{xq::Point{9, 0}, xq::Point{8, 0}}), RuleId::MoveOwnPiece);
    EXPECT_TRUE(game.moves().empty());
}
