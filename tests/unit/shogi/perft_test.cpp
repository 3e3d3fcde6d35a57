// Perft of published positions (move generation as a whole).

#include <gtest/gtest.h>

#include "tests/support/shogi.h"

namespace arbiter::reference::shogi {
namespace {

using testing::parse;

// Start position: 1: 30, 2: 900, 3: 25470, 4: 719731 (published, e.g. qiita.com/ak11
// "将棋でPerftしてみたまとめ"; fairy-stockfish 11.1 go perft agrees).
TEST(ShogiPerft, StartPositionMatchesPublishedFigures) {
    const Position start = parse("startpos");
    EXPECT_EQ(perft(start, 1), 30u);
    EXPECT_EQ(perft(start, 2), 900u);
    EXPECT_EQ(perft(start, 3), 25470u);
    EXPECT_EQ(perft(start, 4), 719731u);
}

// The "matsuri" position with many pieces in hand (YaneuraOu's perft test; depth 4 is 516925165
// as published in ShogiLibSharp's tests): depths 1-3 from fairy-stockfish 11.1 go perft.
TEST(ShogiPerft, MatsuriPositionMatchesFairyStockfish) {
    const Position matsuri =
        parse("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1");
    EXPECT_EQ(perft(matsuri, 1), 207u);
    EXPECT_EQ(perft(matsuri, 2), 28684u);
}

// The position with the most legal moves known, 593 (published), depth 2 from fairy-stockfish
// 11.1 go perft 2.
TEST(ShogiPerft, MaximumMovesPositionHas593Moves) {
    const Position most = parse("R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1");
    EXPECT_EQ(perft(most, 1), 593u);
    EXPECT_EQ(perft(most, 2), 105677u);
}

TEST(ShogiPerft, FullMakeCountsTheSameLeavesAsBulk) {
    const Position start = parse("startpos");
    EXPECT_EQ(perft(start, 3, PerftMode::FullMake), 25470u);
}

TEST(ShogiPerft, DepthZeroIsOneNode) { EXPECT_EQ(perft(parse("startpos"), 0), 1u); }

}  // namespace
}  // namespace arbiter::reference::shogi
