// shogi.self-check and check detection.

#include <gtest/gtest.h>

#include "tests/support/shogi.h"

namespace arbiter::reference::shogi {
namespace {

using testing::broken;
using testing::is_legal;
using testing::parse;

TEST(ShogiSelfCheck, PinnedPieceMayMoveOnlyAlongThePin) {
    // Sente's gold on 5h is pinned by gote's rook on 5a against the king on 5i.
    const Position position = parse("4r3k/9/9/9/9/9/9/4G4/4K4 b - 1");
    EXPECT_EQ(broken(position, "5h4h"), "shogi.self-check");
    EXPECT_TRUE(is_legal(position, "5h5g"));
}

TEST(ShogiSelfCheck, KingMayNotStepIntoAttack) {
    // Gote's bishop on 1e attacks 4h.
    const Position position = parse("8k/9/9/9/8b/9/9/9/4K4 b - 1");
    EXPECT_EQ(broken(position, "5i4h"), "shogi.self-check");
    EXPECT_TRUE(is_legal(position, "5i5h"));
}

TEST(ShogiSelfCheck, CheckMustBeAnswered) {
    // Gote's lance on 5a checks; a drop that does not interpose is refused.
    const Position position = parse("4l3k/9/9/9/9/9/9/9/4K4 b G 1");
    EXPECT_TRUE(in_check(position));
    EXPECT_EQ(broken(position, "G*1e"), "shogi.self-check");
    EXPECT_TRUE(is_legal(position, "G*5e"));
    // King 4h, 6h, 4i, 6i; golds on 5b..5h (7 interpositions): 11 moves (hand count).
    EXPECT_EQ(legal_moves(position).size(), 11u);
}

TEST(ShogiSelfCheck, KnightCheckCannotBeBlocked) {
    const Position position = parse("8k/9/9/9/9/9/3n5/9/4K4 b G 1");
    EXPECT_TRUE(in_check(position));
    // Only king moves: 4h, 4i, 5h, 6h, 6i (none attacked by the knight on 6g). Hand count.
    EXPECT_EQ(legal_moves(position).size(), 5u);
}

TEST(ShogiSelfCheck, AttackerWithoutKingIsNeverInSelfCheck) {
    // Tsume: sente has no king; any legal pattern move is fine.
    const Position position = parse("4k4/9/9/9/9/9/9/9/8R b - 1");
    EXPECT_FALSE(in_check(position));
    // Rook on 1i: 8 up the file + 8 along rank i, and 1c, 1b, 1a may also promote: 19.
    EXPECT_EQ(legal_moves(position).size(), 19u);
}

}  // namespace
}  // namespace arbiter::reference::shogi
