// Legal move generation of fast/chess on small positions whose moves were counted by hand
// (each position is listed with the count and the reasoning), plus count_legal == list size.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "fast/chess/movegen.h"
#include "fast/chess/notation.h"

namespace arbiter::fast::chess {
namespace {

std::vector<std::string> legal(std::string_view fen) {
    auto pos = parse_position(fen);
    EXPECT_TRUE(pos.ok()) << fen;
    if (!pos.ok()) return {};
    MoveList list;
    generate_legal(pos.value(), list);
    EXPECT_EQ(count_legal(pos.value()), static_cast<std::uint64_t>(list.size())) << fen;
    std::vector<std::string> out;
    for (int i = 0; i < list.size(); ++i) out.push_back(print_move(list[i]));
    std::sort(out.begin(), out.end());
    return out;
}

using Moves = std::vector<std::string>;

TEST(ChessFastMovegen, EnPassantThatUncoversARankAttackIsIllegal) {
    // Ka5 Pb5 / pc5 (just pushed) Rh5 Kh1. bxc6 would empty b5 and c5: the rook would see a5.
    // Hand count: Ka4, Ka6, Kb6 (b4 is attacked by c5), b6 push.
    EXPECT_EQ(legal("8/8/8/KPp4r/8/8/8/7k w - c6 0 1"), (Moves{"a5a4", "a5a6", "a5b6", "b5b6"}));
}

TEST(ChessFastMovegen, EnPassantCapturesTheCheckingPawn) {
    // White Kc4 Pe5, black pd5 (just pushed from d7, it checks c4) Kh8. King: b3 b4 b5 c3 c5
    // d3 d4 xd5 (nothing else attacks them); e5xd6 e.p. removes the checker; e6 does not help.
    EXPECT_EQ(legal("7k/8/8/3pP3/2K5/8/8/8 w - d6 0 1"),
              (Moves{"c4b3", "c4b4", "c4b5", "c4c3", "c4c5", "c4d3", "c4d4", "c4d5", "e5d6"}));
}

TEST(ChessFastMovegen, PinnedRookStaysOnItsFile) {
    // Black Re8 pins Re2 to Ke1. Rook: e3-e7 and xe8 (6); king: d1 d2 f1 f2 (4).
    EXPECT_EQ(
        legal("4r2k/8/8/8/8/8/4R3/4K3 w - - 0 1"),
        (Moves{"e1d1", "e1d2", "e1f1", "e1f2", "e2e3", "e2e4", "e2e5", "e2e6", "e2e7", "e2e8"}));
}

TEST(ChessFastMovegen, PinnedKnightCannotMove) {
    // Bb4 pins Nd2 to Ke1. King: d1 e2 f1 f2 (d2 own knight); knight: none.
    EXPECT_EQ(legal("7k/8/8/8/1b6/8/3N4/4K3 w - - 0 1"), (Moves{"e1d1", "e1e2", "e1f1", "e1f2"}));
}

TEST(ChessFastMovegen, DoubleCheckAllowsOnlyKingMoves) {
    // Re8 and Bb4 both check Ke1; the Nd4 could take neither. King: d1? attacked by nobody
    // (b4 bishop sees c3, d2, e1), d2 attacked by Bb4, e2 attacked by Re8, f1, f2 free -> d1 f1 f2.
    EXPECT_EQ(legal("4r2k/8/8/8/1b1N4/8/8/4K3 w - - 0 1"), (Moves{"e1d1", "e1f1", "e1f2"}));
}

TEST(ChessFastMovegen, KingCannotRetreatAlongTheCheckingRay) {
    // Re8 checks Ke4; e3 stays on the rook's file behind the king: illegal. King: d3 d4 d5 f3 f4
    // f5.
    EXPECT_EQ(legal("4r2k/8/8/8/4K3/8/8/8 w - - 0 1"),
              (Moves{"e4d3", "e4d4", "e4d5", "e4f3", "e4f4", "e4f5"}));
}

TEST(ChessFastMovegen, CastlingBothWaysWithRooksOnTheCorners) {
    // Rooks a1: a2-a7, xa8, b1 c1 d1 (10); h1: h2-h7, xh8, g1 f1 (9); king: d1 d2 e2 f2 f1 and
    // both castlings (7). Total 26.
    EXPECT_EQ(legal("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").size(), 26u);
}

TEST(ChessFastMovegen, CastlingThroughAnAttackedSquareIsIllegal) {
    // Black Rf8 attacks f1: no O-O. b1 attacked by Rb8 does not stop O-O-O.
    const Moves moves = legal("1r3rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    EXPECT_EQ(std::count(moves.begin(), moves.end(), "e1g1"), 0);
    EXPECT_EQ(std::count(moves.begin(), moves.end(), "e1c1"), 1);
}

TEST(ChessFastMovegen, PromotionOffersFourPieces) {
    // Pa7 promotes four ways; Kc1 has c2 d1 d2 (b1 and b2 touch the black king on a1).
    EXPECT_EQ(legal("8/P7/8/8/8/8/8/k1K5 w - - 0 1"),
              (Moves{"a7a8b", "a7a8n", "a7a8q", "a7a8r", "c1c2", "c1d1", "c1d2"}));
}

TEST(ChessFastMovegen, CheckmateAndStalemateHaveNoMoves) {
    EXPECT_TRUE(legal("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3").empty());
    EXPECT_TRUE(legal("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").empty());
}

}  // namespace
}  // namespace arbiter::fast::chess

namespace arbiter::fast::chess {
namespace {

TEST(ChessFastMovegen, GenerateLegalClearsTheListFirst) {
    MoveList list;
    generate_legal(Position::startpos(), list);
    generate_legal(parse_position("7k/8/8/8/8/8/8/K7 w - - 0 1").value(), list);
    EXPECT_EQ(list.size(), 3);  // a1: a2, b1, b2
}

TEST(ChessFastMovegen, BitsViewCountsLikeThePosition) {
    for (std::string_view fen :
         {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
          "8/8/8/KPp4r/8/8/8/7k w - c6 0 1", "7k/8/8/3pP3/2K5/8/8/8 w - d6 0 1"}) {
        const Position pos = parse_position(fen).value();
        const Bits bits = Bits::of(pos);
        EXPECT_TRUE(bits.invariants_hold());
        const std::uint64_t n = pos.side_to_move() == White
                                    ? count_legal_as<White>(bits, slider_tables())
                                    : count_legal_as<Black>(bits, slider_tables());
        EXPECT_EQ(n, count_legal(pos)) << fen;
    }
}

}  // namespace
}  // namespace arbiter::fast::chess
