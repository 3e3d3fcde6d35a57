// Tables of fast/xiangqi, against hand-counted targets on the empty board (docs/rules.md movement).

#include <gtest/gtest.h>

#include "fast/xiangqi/movegen.h"
#include "fast/xiangqi/tables.h"

namespace arbiter::fast::xiangqi {
namespace {

Point pt(const char* s) { return make_point(s[0] - 'a', s[1] - '0'); }

TEST(XiangqiFastTables, HorseTargetsFollowFreeLegs) {
    const auto& h = tables::kHorse;
    // e4 with all 4 legs free: 8 targets (hand count).
    EXPECT_EQ(popcount(h.targets[pt("e4")][15]), 8);
    // a0: legs b0 and a1 on the board; targets b2 (via a1) and c1 (via b0).
    const Bitboard a0 = h.targets[pt("a0")][15];
    EXPECT_EQ(popcount(a0), 2);
    EXPECT_TRUE(test(a0, pt("b2")));
    EXPECT_TRUE(test(a0, pt("c1")));
    // With no free leg the horse cannot move (蹩马腿).
    EXPECT_EQ(h.targets[pt("e4")][0], Bitboard{0});
}

TEST(XiangqiFastTables, ElephantStaysOnItsHalf) {
    const auto& e = tables::kElephant;
    EXPECT_EQ(popcount(e.targets[pt("e2")][15]), 4);  // c0 g0 c4 g4
    const Bitboard c4 = e.targets[pt("c4")][15];      // a2 e2; a6 e6 are across the river
    EXPECT_EQ(popcount(c4), 2);
    EXPECT_TRUE(test(c4, pt("a2")) && test(c4, pt("e2")));
    EXPECT_EQ(popcount(e.targets[pt("c5")][15]), 2);  // black's c5: a7 e7
}

TEST(XiangqiFastTables, PalaceSteps) {
    EXPECT_EQ(popcount(tables::kAdvisorSteps[pt("e1")]), 4);
    EXPECT_EQ(popcount(tables::kAdvisorSteps[pt("d0")]), 1);
    EXPECT_EQ(popcount(tables::kGeneralSteps[pt("e0")]), 3);  // d0 f0 e1
    EXPECT_EQ(popcount(tables::kGeneralSteps[pt("e8")]), 4);  // black palace centre
    EXPECT_EQ(popcount(tables::kGeneralSteps[pt("d7")]), 2);  // d8 e7
}

TEST(XiangqiFastTables, SoldierGainsSidewaysStepAfterRiver) {
    EXPECT_EQ(tables::kSoldierTargets[Red][pt("a3")], bit(pt("a4")));
    EXPECT_EQ(popcount(tables::kSoldierTargets[Red][pt("a5")]), 2);  // a6 b5
    EXPECT_EQ(popcount(tables::kSoldierTargets[Red][pt("e9")]), 2);  // d9 f9, never back
    EXPECT_EQ(tables::kSoldierTargets[Black][pt("c6")], bit(pt("c5")));
    EXPECT_EQ(popcount(tables::kSoldierTargets[Black][pt("c4")]), 3);  // c3 b4 d4
}

TEST(XiangqiFastTables, LineTablesOnEmptyAndBlockedLines) {
    // Chariot on e4, empty board except itself: 8 on the rank + 9 on the file = 17.
    const unsigned rank_word = 1u << 4;
    const unsigned file_word = 1u << 4;
    const LineTargets t = line_targets(pt("e4"), rank_word, file_word);
    EXPECT_EQ(popcount(t.chariot), 17);
    EXPECT_EQ(t.cannon, Bitboard{0});
    // Pieces on e6 and e8 (file word bits 6 and 8): chariot reaches e5 e6; cannon captures e8.
    const LineTargets u = line_targets(pt("e4"), rank_word, file_word | (1u << 6) | (1u << 8));
    EXPECT_TRUE(test(u.chariot, pt("e6")));
    EXPECT_FALSE(test(u.chariot, pt("e7")));
    EXPECT_TRUE(test(u.cannon, pt("e8")));
    EXPECT_EQ(popcount(u.cannon), 1);
}

}  // namespace
}  // namespace arbiter::fast::xiangqi
