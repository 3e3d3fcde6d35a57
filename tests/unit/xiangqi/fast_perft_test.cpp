// Perft of fast/xiangqi against published and engine figures.
// Start position: the published figures 44, 1920, 79666, 3290240 (also confirmed by
// fairy-stockfish 11.1 `go perft N`, UCI_Variant xiangqi). Other positions: fairy-stockfish 11.1
// (/usr/games/fairy-stockfish, `setoption name UCI_Variant value xiangqi`, `position fen F`,
// `go perft N`), run for this file.

#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "fast/xiangqi/notation.h"
#include "fast/xiangqi/perft.h"

namespace arbiter::fast::xiangqi {
namespace {

Position from_fen(const std::string& fen) {
    auto pos = parse_position(fen);
    EXPECT_TRUE(pos.ok()) << fen;
    return pos.ok() ? pos.value() : Position::startpos();
}

struct PerftCase {
    const char* fen;
    int depth;
    std::uint64_t nodes;
};

// fairy-stockfish 11.1 go perft N (run for this test file).
constexpr PerftCase kEngineCases[] = {
    {"1rb1ka2r/nc2a4/4b1nc1/p1p1p1p2/8P/6P2/P1P1P4/N6C1/R3A3C/2BAK1BNR w - - 1 11", 3, 54041},
    {"2b3r2/nr2kn3/3a5/2pc1CpP1/p3p1b2/P5P2/2P1P4/N2ABKC2/6N2/2RAc1B1R w - - 15 31", 3, 65495},
    {"2b1kr3/n8/3a3nc/2pC2p2/1r2pP3/p3P1B1C/2P5R/1c1ANK2B/2N6/3A5 w - - 8 56", 4, 1211647},
    {"3ak1bn1/4ar3/r3b1c1c/p3p1p1p/2pn5/6C2/P1P1P1P1P/2N4CN/2R6/2BAKAB1R b - - 20 11", 3, 71195},
    {"4k3r/9/9/4n4/2P6/4N1p2/9/9/9/R3K4 w - - 0 1", 4, 296009},
    {"3a1k3/9/1C2c4/9/8p/9/9/4N4/4A4/4K4 w - - 0 1", 4, 77357},
    {"5k3/9/6n2/2n6/2b1p4/4NR3/9/9/9/3K5 b - - 0 1", 4, 9265},
    {"2bak4/4a4/4b4/8p/9/6B2/P8/9/9/2BAKA3 w - - 0 1", 5, 40774},
};

TEST(XiangqiFastPerft, StartPositionMatchesPublishedFigures) {
    Position pos = Position::startpos();
    EXPECT_EQ(perft(pos, 1), 44u);
    EXPECT_EQ(perft(pos, 2), 1920u);
    EXPECT_EQ(perft(pos, 3), 79666u);
    EXPECT_EQ(perft(pos, 4), 3290240u);
}

TEST(XiangqiFastPerft, FullMakeCountsTheSameLeaves) {
    Position pos = Position::startpos();
    EXPECT_EQ(perft(pos, 3, PerftMode::FullMake), 79666u);
    Position mid = from_fen(kEngineCases[2].fen);
    EXPECT_EQ(perft(mid, 3, PerftMode::FullMake), 27321u);  // fairy-stockfish 11.1 go perft 3
}

TEST(XiangqiFastPerft, EnginePositionsMatchFairyStockfish) {
    for (const PerftCase& c : kEngineCases) {
        Position pos = from_fen(c.fen);
        const Position before = pos;
        EXPECT_EQ(perft(pos, c.depth), c.nodes) << c.fen << " depth " << c.depth;
        EXPECT_EQ(pos, before) << "perft must restore the position";
    }
}

}  // namespace
}  // namespace arbiter::fast::xiangqi
