// shogi.promotion.optional and shogi.promotion.forced.

#include <gtest/gtest.h>

#include "tests/support/shogi.h"

namespace arbiter::reference::shogi {
namespace {

using testing::broken;
using testing::is_legal;
using testing::parse;

TEST(ShogiPromotion, MoveIntoTheZoneMayPromoteOrNot) {
    const Position position = parse("8k/9/9/4S4/9/9/9/9/K8 b - 1");
    EXPECT_TRUE(is_legal(position, "5d5c"));
    EXPECT_TRUE(is_legal(position, "5d5c+"));
    // 5d to 4e starts and ends outside the zone: no promotion.
    EXPECT_TRUE(is_legal(position, "5d4e"));
    EXPECT_FALSE(is_legal(position, "5d4e+"));
    EXPECT_EQ(broken(position, "5d4e+"), "shogi.promotion.optional");
}

TEST(ShogiPromotion, MoveOutOfTheZoneMayPromote) {
    const Position position = parse("8k/9/4S4/9/9/9/9/9/K8 b - 1");
    EXPECT_TRUE(is_legal(position, "5c4d+"));
    EXPECT_TRUE(is_legal(position, "5c4d"));
}

TEST(ShogiPromotion, GoteZoneIsRanksGToI) {
    const Position position = parse("8k/9/9/9/9/4s4/9/9/K8 w - 1");
    EXPECT_TRUE(is_legal(position, "5f5g+"));
    EXPECT_EQ(broken(position, "5f6e+"), "shogi.promotion.optional");
}

TEST(ShogiPromotion, GoldKingAndPromotedPiecesCannotPromote) {
    EXPECT_EQ(broken(parse("8k/9/4G4/9/9/9/9/9/K8 b - 1"), "5c5b+"), "shogi.promotion.optional");
    EXPECT_EQ(broken(parse("8k/9/4+S4/9/9/9/9/9/K8 b - 1"), "5c5b+"), "shogi.promotion.optional");
    EXPECT_EQ(broken(parse("8k/9/9/9/9/9/9/9/K8 b - 1"), "9i8h+"), "shogi.promotion.optional");
}

TEST(ShogiPromotion, PawnAndLanceMustPromoteOnTheLastRank) {
    const Position pawn = parse("8k/4P4/9/9/9/9/9/9/K8 b - 1");
    EXPECT_EQ(broken(pawn, "5b5a"), "shogi.promotion.forced");
    EXPECT_TRUE(is_legal(pawn, "5b5a+"));
    const Position lance = parse("8k/9/9/9/4L4/9/9/9/K8 b - 1");
    EXPECT_EQ(broken(lance, "5e5a"), "shogi.promotion.forced");
    EXPECT_TRUE(is_legal(lance, "5e5b"));  // optional on rank b
    EXPECT_TRUE(is_legal(lance, "5e5b+"));
    // 5e5a+, 5e5b, 5e5b+, 5e5c, 5e5c+, 5e5d, and the king's 3 moves (hand count).
    EXPECT_EQ(legal_moves(lance).size(), 9u);
}

TEST(ShogiPromotion, KnightMustPromoteOnTheLastTwoRanks) {
    const Position knight = parse("8k/9/9/4N4/9/9/9/9/K8 b - 1");
    EXPECT_EQ(broken(knight, "5d4b"), "shogi.promotion.forced");
    EXPECT_TRUE(is_legal(knight, "5d4b+"));
    EXPECT_TRUE(is_legal(knight, "5d6b+"));
    const Position gote = parse("8k/9/9/9/9/4n4/9/9/K8 w - 1");
    EXPECT_EQ(broken(gote, "5f4h"), "shogi.promotion.forced");
    EXPECT_TRUE(is_legal(gote, "5f4h+"));
}

TEST(ShogiPromotion, PointlessNonPromotionsStayLegal) {
    // A rook entering the zone may decline to promote (the published perft figures count it).
    const Position position = parse("8k/9/9/9/4R4/9/9/9/K8 b - 1");
    EXPECT_TRUE(is_legal(position, "5e5c"));
    EXPECT_TRUE(is_legal(position, "5e5c+"));
}

}  // namespace
}  // namespace arbiter::reference::shogi
