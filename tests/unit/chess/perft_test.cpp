// Perft of reference/chess: the leaves of the legal-move tree. Figures from the Chess Programming
// Wiki, "Perft Results" (https://www.chessprogramming.org/Perft_Results): the start position,
// position 2 ("Kiwipete", Peter McKenzie), positions 3-6 and the mirrored position 4; each also
// reproduced with stockfish 15.1 (`go perft N`). Depths are small enough for a sanitizer build.
// Small rule-specific positions are hand-counted or from stockfish 15.1, as each comment says.

#include "reference/chess/perft.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <string_view>
#include <vector>

#include "tests/support/chess.h"

namespace arbiter::reference::chess {
namespace {

using testing::position;

struct PerftCase {
    std::string_view fen;
    std::vector<std::uint64_t> nodes;  // nodes[d - 1] = perft(d)
};

void expect_perft(const PerftCase& c) {
    const Position pos = position(c.fen);
    for (std::size_t depth = 1; depth <= c.nodes.size(); ++depth) {
        EXPECT_EQ(perft(pos, static_cast<int>(depth)), c.nodes[depth - 1])
            << c.fen << " depth " << depth;
    }
}

TEST(ChessPerft, DepthZeroIsOneLeaf) { EXPECT_EQ(perft(Position::standard(), 0), 1u); }

TEST(ChessPerft, StartPositionMatchesCpw) {
    expect_perft({testing::kStartFen, {20, 400, 8902, 197281}});
}

TEST(ChessPerft, KiwipeteMatchesCpw) { expect_perft({testing::kKiwipeteFen, {48, 2039, 97862}}); }

TEST(ChessPerft, Position3MatchesCpw) {
    expect_perft({testing::kCpwPosition3Fen, {14, 191, 2812, 43238}});
}

TEST(ChessPerft, Position4MatchesCpw) { expect_perft({testing::kCpwPosition4Fen, {6, 264, 9467}}); }

TEST(ChessPerft, MirroredPosition4MatchesCpw) {
    expect_perft({testing::kCpwPosition4MirroredFen, {6, 264, 9467}});
}

TEST(ChessPerft, Position5MatchesCpw) {
    expect_perft({testing::kCpwPosition5Fen, {44, 1486, 62379}});
}

TEST(ChessPerft, Position6MatchesCpw) {
    expect_perft({testing::kCpwPosition6Fen, {46, 2079, 89890}});
}

TEST(ChessPerft, KingAgainstKingIsCountedThoughDead) {
    // Hand count: the white king on e1 has 5 squares, then the black king on e8 has 5 (the kings
    // stay three ranks apart). Stockfish 15.1 go perft 2: 25.
    expect_perft({"4k3/8/8/8/8/8/8/4K3 w - - 0 1", {5, 25}});
}

TEST(ChessPerft, FiftyMoveLimitDoesNotStopTheCount) {
    // A halfmove clock of 150 ends the game under either option, yet perft counts on.
    // Hand count: rook a1 has a2-a8 (7) and b1-d1 (3), the king d1, d2, e2, f2, f1 (5): 15.
    // Stockfish 15.1 go perft 1: 15.
    expect_perft({"4k3/8/8/8/8/8/8/R3K3 w - - 150 80", {15}});
}

TEST(ChessPerft, CheckmatedPositionHasNoLeaves) {
    EXPECT_EQ(perft(position("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1"), 1), 0u);
    EXPECT_EQ(perft(position("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1"), 3), 0u);
}

TEST(ChessPerft, EnPassantPinIsNotCounted) {
    // 8/8/8/KPp4r/8/8/8/4k3 w - c6: b5xc6 e.p. would expose the king. Hand count at depth 1:
    // b5b6 and the king's a4, a6, b6 (b4 is attacked by the c5 pawn) = 4.
    // Stockfish 15.1 go perft 1/2/3: 4, 68, 317.
    expect_perft({"8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1", {4, 68, 317}});
}

}  // namespace
}  // namespace arbiter::reference::chess
