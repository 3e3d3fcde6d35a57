// The flying-general and self-check restrictions. Expected values: hand analysis (docs/rules.md,
// AXF rules Chapter 1, competition rule 4.1.2); the positions are in corpus/xiangqi/general.json
// and self-check.json, checked against fairy-stockfish 11.1.

#include <gtest/gtest.h>

#include "tests/support/xiangqi.h"

using namespace xiangqi_test;
using xq::RuleId;
using xq::Side;

TEST(XiangqiGeneral, FacingOnAnOpenFileIsDetected) {
    const auto open = setup_of({{"e0", 'K'}, {"e9", 'k'}});
    EXPECT_TRUE(xq::breaks_general_facing(open.board));
    const auto blocked = setup_of({{"e0", 'K'}, {"e9", 'k'}, {"e4", 'N'}});
    EXPECT_FALSE(xq::breaks_general_facing(blocked.board));
    const auto apart = setup_of({{"d0", 'K'}, {"e9", 'k'}});
    EXPECT_FALSE(xq::breaks_general_facing(apart.board));
}

TEST(XiangqiGeneral, FacingMakesMoveOfTheLastPieceBetweenIllegal) {
    const auto p = position_of({{"e0", 'K'}, {"e9", 'k'}, {"e4", 'N'}});
    EXPECT_EQ(explain(p, "e4d6"), RuleId::GeneralFacing);
    EXPECT_EQ(explain(p, "e4g5"), RuleId::GeneralFacing);
    EXPECT_EQ(xq::legal_moves(p).size(), 3u);  // only the general: d0, f0, e1
}

TEST(XiangqiGeneral, FacingForbidsStepOntoTheOpenFile) {
    const auto p = position_of({{"e1", 'K'}, {"f9", 'k'}});
    EXPECT_EQ(explain(p, "e1f1"), RuleId::GeneralFacing);
    EXPECT_TRUE(is_legal(p, "e1d1"));
}

TEST(XiangqiGeneral, PieceBetweenMayMoveAlongTheFile) {
    const auto p = position_of({{"e0", 'K'}, {"e9", 'k'}, {"e6", 'c'}}, Side::Black);
    EXPECT_TRUE(is_legal(p, "e6e7"));
    EXPECT_TRUE(is_legal(p, "e6e1"));
    EXPECT_EQ(explain(p, "e6a6"), RuleId::GeneralFacing);
}

TEST(XiangqiSelfCheck, PinnedChariotMayNotLeaveTheLine) {
    const auto p = position_of({{"e0", 'K'}, {"e3", 'R'}, {"e7", 'r'}, {"d9", 'k'}});
    EXPECT_EQ(explain(p, "e3a3"), RuleId::SelfCheck);
    EXPECT_TRUE(is_legal(p, "e3e7"));
}

TEST(XiangqiSelfCheck, RemovingOneOfTwoCannonScreensIsSelfCheck) {
    const auto p = position_of({{"e0", 'K'}, {"e1", 'A'}, {"e2", 'N'}, {"e7", 'c'}, {"f9", 'k'}});
    EXPECT_FALSE(xq::in_check(p));
    EXPECT_EQ(explain(p, "e1d2"), RuleId::SelfCheck);
    EXPECT_EQ(explain(p, "e2c3"), RuleId::SelfCheck);
    EXPECT_TRUE(is_legal(p, "e0d0"));
}

TEST(XiangqiSelfCheck, GeneralMayNotStepIntoAttack) {
    const auto p = position_of({{"e1", 'K'}, {"d9", 'k'}, {"a2", 'r'}});
    EXPECT_EQ(explain(p, "e1e2"), RuleId::SelfCheck);
    EXPECT_EQ(explain(p, "e1d1"), RuleId::GeneralFacing);  // facing is judged first
    EXPECT_TRUE(is_legal(p, "e1e0"));
}

TEST(XiangqiSelfCheck, InCheckOnlyAnsweringMovesAreLegal) {
    const auto p = position_of({{"e0", 'K'}, {"e5", 'r'}, {"a3", 'R'}, {"d9", 'k'}});
    EXPECT_TRUE(xq::in_check(p));
    EXPECT_EQ(explain(p, "a3a4"), RuleId::SelfCheck);
    EXPECT_TRUE(is_legal(p, "a3e3"));
    EXPECT_TRUE(is_legal(p, "e0f0"));
}

TEST(XiangqiSelfCheck, HorseAttackIsOneWayBecauseOfTheLeg) {
    // Black horse f3 would reach e1 through f2, which the red advisor occupies; the red general on
    // e1 is not attacked.
    const auto p = position_of({{"e1", 'K'}, {"f3", 'n'}, {"f2", 'A'}, {"d9", 'k'}});
    EXPECT_FALSE(xq::in_check(p));
    EXPECT_FALSE(xq::is_attacked(p.board(), pt("e1"), Side::Black));
    // Without the advisor the same horse checks.
    const auto q = position_of({{"e1", 'K'}, {"f3", 'n'}, {"d9", 'k'}});
    EXPECT_TRUE(xq::in_check(q));
}

TEST(XiangqiSelfCheck, CannonChecksOverAScreenAndChariotWithout) {
    const auto cannon = position_of({{"e0", 'K'}, {"e3", 'P'}, {"e7", 'c'}, {"d9", 'k'}});
    EXPECT_TRUE(xq::in_check(cannon));
    const auto no_screen = position_of({{"e0", 'K'}, {"e7", 'c'}, {"d9", 'k'}});
    EXPECT_FALSE(xq::in_check(no_screen));
    const auto soldier = position_of({{"e1", 'K'}, {"e2", 'p'}, {"d9", 'k'}});
    EXPECT_TRUE(xq::in_check(soldier));
    const auto soldier_behind = position_of({{"e2", 'K'}, {"e1", 'p'}, {"d9", 'k'}});
    EXPECT_FALSE(xq::in_check(soldier_behind));  // a soldier never attacks backward
}
