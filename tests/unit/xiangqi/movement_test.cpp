// Movement rules, one suite per piece. Expected values: hand analysis of small positions by
// docs/rules.md (AXF rules, Chapter 1 Section 2) (the same positions are in
// corpus/xiangqi/movement.json, whose legal move lists were checked against fairy-stockfish 11.1).

#include <gtest/gtest.h>

#include "tests/support/xiangqi.h"

using namespace xiangqi_test;
using xq::RuleId;
using xq::Side;

TEST(XiangqiGeneral, StepsOnePointOrthogonallyInsideThePalace) {
    EXPECT_FALSE(xq::breaks_general_step(Side::Red, pt("e1"), pt("d1")));
    EXPECT_FALSE(xq::breaks_general_step(Side::Red, pt("e1"), pt("e2")));
    EXPECT_TRUE(xq::breaks_general_step(Side::Red, pt("e1"), pt("d0")));  // diagonal
    EXPECT_TRUE(xq::breaks_general_step(Side::Red, pt("e1"), pt("e3")));  // two points
    EXPECT_TRUE(xq::breaks_general_step(Side::Red, pt("d0"), pt("c0")));  // leaves palace
    EXPECT_TRUE(xq::breaks_general_step(Side::Black, pt("d7"), pt("d6")));
    EXPECT_FALSE(xq::breaks_general_step(Side::Black, pt("d7"), pt("d8")));
}

TEST(XiangqiGeneral, ExplainNamesGeneralStep) {
    const auto p = position_of({{"f2", 'K'}, {"d9", 'k'}});
    EXPECT_EQ(explain(p, "f2f3"), RuleId::GeneralStep);
    EXPECT_EQ(explain(p, "f2g2"), RuleId::GeneralStep);
    EXPECT_EQ(explain(p, "f2f1"), std::nullopt);
    EXPECT_EQ(xq::legal_moves(p).size(), 2u);  // hand count: f2f1 and f2e2
}

TEST(XiangqiAdvisor, StepsDiagonallyInsideThePalaceOnly) {
    EXPECT_FALSE(xq::breaks_advisor_step(Side::Red, pt("e1"), pt("d2")));
    EXPECT_TRUE(xq::breaks_advisor_step(Side::Red, pt("e1"), pt("e2")));
    EXPECT_TRUE(xq::breaks_advisor_step(Side::Red, pt("d2"), pt("c3")));
    EXPECT_TRUE(xq::breaks_advisor_step(Side::Black, pt("f9"), pt("g8")));
    EXPECT_FALSE(xq::breaks_advisor_step(Side::Black, pt("f9"), pt("e8")));
}

TEST(XiangqiAdvisor, MayNotMoveOntoItsOwnGeneral) {
    const auto p = position_of({{"d0", 'K'}, {"e1", 'A'}, {"f9", 'k'}});
    EXPECT_EQ(explain(p, "e1d0"), RuleId::AdvisorStep);
    EXPECT_TRUE(is_legal(p, "e1f0"));
}

TEST(XiangqiElephant, MovesExactlyTwoPointsDiagonallyOnItsOwnSide) {
    EXPECT_FALSE(xq::breaks_elephant_step(Side::Red, pt("e2"), pt("c4")));
    EXPECT_TRUE(xq::breaks_elephant_step(Side::Red, pt("e2"), pt("e4")));
    EXPECT_TRUE(xq::breaks_elephant_step(Side::Red, pt("c4"), pt("e6")));  // across the river
    EXPECT_TRUE(xq::breaks_elephant_step(Side::Black, pt("c5"), pt("a3")));
    EXPECT_FALSE(xq::breaks_elephant_step(Side::Black, pt("c5"), pt("e7")));
}

TEST(XiangqiElephant, BlockedEyeStopsTheMove) {
    const auto p = position_of({{"d0", 'K'}, {"f9", 'k'}, {"e2", 'B'}, {"d3", 'N'}});
    EXPECT_TRUE(xq::elephant_eye_blocked(p.board(), pt("e2"), pt("c4")));
    EXPECT_FALSE(xq::elephant_eye_blocked(p.board(), pt("e2"), pt("g4")));
    EXPECT_EQ(explain(p, "e2c4"), RuleId::ElephantEye);
    EXPECT_EQ(explain(p, "e2e4"), RuleId::ElephantStep);
    EXPECT_TRUE(is_legal(p, "e2g4"));
}

TEST(XiangqiHorse, LeapsOneOrthogonalThenOneDiagonal) {
    EXPECT_FALSE(xq::breaks_horse_step(pt("e4"), pt("f6")));
    EXPECT_FALSE(xq::breaks_horse_step(pt("e4"), pt("c3")));
    EXPECT_TRUE(xq::breaks_horse_step(pt("e4"), pt("e6")));
    EXPECT_TRUE(xq::breaks_horse_step(pt("e4"), pt("g6")));
    const auto p = position_of({{"d0", 'K'}, {"f9", 'k'}, {"e4", 'N'}});
    int horse_moves = 0;
    for (const auto& m : xq::legal_moves(p)) horse_moves += m.from == pt("e4");
    EXPECT_EQ(horse_moves, 8);
}

TEST(XiangqiHorse, BlockedLegStopsOnlyTheMovesThroughIt) {
    const auto p = position_of({{"d0", 'K'}, {"f9", 'k'}, {"e4", 'N'}, {"e5", 'p'}});
    EXPECT_TRUE(xq::horse_leg_blocked(p.board(), pt("e4"), pt("d6")));
    EXPECT_TRUE(xq::horse_leg_blocked(p.board(), pt("e4"), pt("f6")));
    EXPECT_FALSE(xq::horse_leg_blocked(p.board(), pt("e4"), pt("g5")));
    EXPECT_EQ(explain(p, "e4d6"), RuleId::HorseLeg);
    EXPECT_EQ(explain(p, "e4e6"), RuleId::HorseStep);
    EXPECT_TRUE(is_legal(p, "e4c5"));
}

TEST(XiangqiHorse, StartPositionElephantBlocksTheLegTowardTheAdvisorFile) {
    const auto p = xq::Position::standard();
    EXPECT_EQ(explain(p, "b0d1"), RuleId::HorseLeg);
    EXPECT_EQ(explain(p, "b0c2"), std::nullopt);
}

TEST(XiangqiChariot, SlidesWithoutJumpingAndStopsAtTheFirstCapture) {
    const auto p = position_of({{"d0", 'K'}, {"f9", 'k'}, {"a4", 'R'}, {"a7", 'n'}});
    EXPECT_FALSE(xq::breaks_chariot_slide(p.board(), pt("a4"), pt("a7")));
    EXPECT_TRUE(xq::breaks_chariot_slide(p.board(), pt("a4"), pt("a8")));
    EXPECT_TRUE(xq::breaks_chariot_slide(p.board(), pt("a4"), pt("b5")));
    EXPECT_EQ(explain(p, "a4a8"), RuleId::ChariotSlide);
    EXPECT_TRUE(is_legal(p, "a4a7"));
    EXPECT_TRUE(is_legal(p, "a4i4"));
}

TEST(XiangqiChariot, MayNotTakeItsOwnPiece) {
    EXPECT_EQ(explain(xq::Position::standard(), "a0a3"), RuleId::ChariotSlide);
}

TEST(XiangqiCannon, MovesLikeAChariotWhenNotCapturing) {
    const auto p = xq::Position::standard();
    EXPECT_FALSE(xq::breaks_cannon_move(p.board(), pt("b2"), pt("e2")));
    EXPECT_TRUE(xq::breaks_cannon_move(p.board(), pt("b2"), pt("b8")));  // b7 is in the way
    EXPECT_EQ(explain(p, "b2b8"), RuleId::CannonMove);
    EXPECT_EQ(explain(p, "b2e2"), std::nullopt);
}

TEST(XiangqiCannon, CapturesOverExactlyOneScreen) {
    const auto start = xq::Position::standard();
    EXPECT_EQ(explain(start, "b2b9"), std::nullopt);           // screen b7
    EXPECT_EQ(explain(start, "b2b7"), RuleId::CannonCapture);  // no screen
    const auto two =
        position_of({{"a0", 'C'}, {"a3", 'P'}, {"a5", 'p'}, {"a9", 'r'}, {"e0", 'K'}, {"d9", 'k'}});
    EXPECT_TRUE(xq::breaks_cannon_capture(two.board(), pt("a0"), pt("a9")));  // two screens
    EXPECT_FALSE(xq::breaks_cannon_capture(two.board(), pt("a0"), pt("a5")));
    EXPECT_EQ(explain(two, "a0a9"), RuleId::CannonCapture);
}

TEST(XiangqiCannon, EnemyPieceServesAsScreen) {
    const auto p =
        position_of({{"c7", 'c'}, {"c4", 'N'}, {"c2", 'R'}, {"e9", 'k'}, {"d0", 'K'}}, Side::Black);
    EXPECT_TRUE(is_legal(p, "c7c2"));
    EXPECT_EQ(explain(p, "c7c4"), RuleId::CannonCapture);
}

TEST(XiangqiSoldier, MovesForwardOnlyBeforeTheRiver) {
    EXPECT_FALSE(xq::breaks_soldier_step(Side::Red, pt("e3"), pt("e4")));
    EXPECT_TRUE(xq::breaks_soldier_step(Side::Red, pt("e3"), pt("d3")));
    EXPECT_TRUE(xq::breaks_soldier_step(Side::Red, pt("e3"), pt("e2")));
    EXPECT_FALSE(xq::breaks_soldier_step(Side::Black, pt("c6"), pt("c5")));
    EXPECT_TRUE(xq::breaks_soldier_step(Side::Black, pt("c6"), pt("b6")));
}

TEST(XiangqiSoldier, MovesSidewaysButNeverBackAfterTheRiver) {
    EXPECT_FALSE(xq::breaks_soldier_step(Side::Red, pt("e5"), pt("d5")));
    EXPECT_FALSE(xq::breaks_soldier_step(Side::Red, pt("e5"), pt("e6")));
    EXPECT_TRUE(xq::breaks_soldier_step(Side::Red, pt("e5"), pt("e4")));
    EXPECT_TRUE(xq::breaks_soldier_step(Side::Red, pt("e5"), pt("e7")));
    EXPECT_FALSE(xq::breaks_soldier_step(Side::Black, pt("g3"), pt("f3")));
    EXPECT_TRUE(xq::breaks_soldier_step(Side::Black, pt("g3"), pt("g4")));
}

TEST(XiangqiSoldier, OnTheLastRankOnlyMovesSidewaysAndNeverPromotes) {
    const auto p = position_of({{"d0", 'K'}, {"f9", 'k'}, {"a9", 'P'}});
    EXPECT_TRUE(is_legal(p, "a9b9"));
    EXPECT_EQ(explain(p, "a9a8"), RuleId::SoldierStep);
    const auto after = p.after_unchecked(mv("a9b9"));
    ASSERT_TRUE(after.board().at(pt("b9")).has_value());
    EXPECT_EQ(after.board().at(pt("b9"))->kind, xq::PieceKind::Soldier);
}
