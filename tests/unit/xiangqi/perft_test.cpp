// Perft of the start position against the published figures (44, 1920, 79666, 3290240 — quoted in
// issue 3; each confirmed with fairy-stockfish 11.1 `go perft N`, UCI_Variant xiangqi), and of a
// small endgame whose figures come from the same fairy-stockfish run (corpus/xiangqi/perft.json).

#include "reference/xiangqi/perft.h"

#include <gtest/gtest.h>

#include "reference/xiangqi/game.h"
#include "reference/xiangqi/notation.h"

namespace xq = arbiter::reference::xiangqi;

namespace {

xq::Position from_fen(std::string_view fen) {
    auto position = xq::parse_position(fen);
    EXPECT_TRUE(position.ok()) << fen;
    return position.ok() ? position.value() : xq::Position::standard();
}

}  // namespace

TEST(XiangqiPerft, StartPositionDepthOneIs44) {
    EXPECT_EQ(xq::perft(xq::Position::standard(), 1), 44u);
}

TEST(XiangqiPerft, StartPositionDepthTwoIs1920) {
    EXPECT_EQ(xq::perft(xq::Position::standard(), 2), 1920u);
}

TEST(XiangqiPerft, StartPositionDepthThreeIs79666) {
    EXPECT_EQ(xq::perft(xq::Position::standard(), 3), 79666u);
}

TEST(XiangqiPerft, StartPositionDepthFourIs3290240) {
    EXPECT_EQ(xq::perft(xq::Position::standard(), 4), 3290240u);
}

TEST(XiangqiPerft, FullMakeCountsTheSameLeavesAsBulk) {
    // 1920: published depth-2 figure; both modes must reach it.
    EXPECT_EQ(xq::perft(xq::Position::standard(), 2, xq::PerftMode::FullMake), 1920u);
    EXPECT_EQ(xq::perft(xq::Position::standard(), 3, xq::PerftMode::FullMake), 79666u);
}

TEST(XiangqiPerft, FacingEndgameMatchesFairyStockfish) {
    // corpus xiangqi-perft-endgame-001: fairy-stockfish 11.1 go perft 1..3.
    const auto p = from_fen("4k3r/9/9/4n4/2P6/4N1p2/9/9/9/R3K4 w - - 0 1");
    EXPECT_EQ(xq::perft(p, 1), 25u);
    EXPECT_EQ(xq::perft(p, 2), 563u);
    EXPECT_EQ(xq::perft(p, 3), 13043u);
}

TEST(XiangqiPerft, DepthZeroIsOneNode) { EXPECT_EQ(xq::perft(from_fen("startpos"), 0), 1u); }
