// explain: the first rule an illegal move breaks, in RULES.md catalogue order.

#include <gtest/gtest.h>

#include "tests/unit/shogi/test_util.h"

namespace arbiter::reference::shogi {
namespace {

using testing::broken;
using testing::parse;

TEST(ShogiExplain, LegalMoveIsLegal) {
    EXPECT_EQ(broken(parse("startpos"), "7g7f"), "legal");
    EXPECT_EQ(broken(parse("startpos"), "2h2c"), "shogi.rook.slide");  // own pawn on 2g blocks
}

TEST(ShogiExplain, MovingNothingOrTheOpponentsPieceIsAnIllegalMove) {
    EXPECT_EQ(broken(parse("startpos"), "5e5d"), "shogi.illegal-move");
    EXPECT_EQ(broken(parse("startpos"), "3c3d"), "shogi.illegal-move");
}

TEST(ShogiExplain, PatternComesBeforePromotion) {
    // A pawn jumping two squares into the zone with promotion: the pawn rule is named first.
    EXPECT_EQ(broken(parse("8k/9/9/4P4/9/9/9/9/K8 b - 1"), "5d5b+"), "shogi.pawn.step");
}

TEST(ShogiExplain, DropRulesInCatalogueOrder) {
    // Pawn on 5g already: a promoted drop on the last rank names drop.unpromoted first.
    const Position position = parse("8k/9/9/9/9/9/4P4/9/K8 b P 1");
    EXPECT_EQ(broken(position, "P*5a+"), "shogi.drop.unpromoted");
    EXPECT_EQ(broken(position, "P*5a"), "shogi.drop.dead-square");
    EXPECT_EQ(broken(position, "P*5c"), "shogi.drop.nifu");
}

TEST(ShogiExplain, MalformedTextIsNotAMove) {
    for (const auto* text : {"", "7g", "7g7j", "0a1a", "P*5", "P5e", "X*5e", "+G*5e", "7g7f++", "P*5e*"}) {
        EXPECT_FALSE(parse_usi(text).has_value()) << text;
    }
}

TEST(ShogiExplain, UsiTextRoundTrips) {
    for (const auto* text : {"7g7f", "8h2b+", "P*5e", "N*1c", "1a9i"}) {
        const auto move = parse_usi(text);
        ASSERT_TRUE(move.has_value()) << text;
        EXPECT_EQ(to_usi(*move), text);
    }
}

}  // namespace
}  // namespace arbiter::reference::shogi
