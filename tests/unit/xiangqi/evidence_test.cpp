// The evidence of explain and of checkmate (rules/evidence.cpp): the pieces and points that make a
// move illegal or a position mate. Diagrams read by hand (AXF rules Chapter 1 for the patterns).

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/support/xiangqi.h"

using namespace xiangqi_test;

namespace {

using Texts = std::vector<std::string>;

Texts witnesses(const xq::Position& p, std::string_view move) {
    Texts out;
    for (const xq::Witness& w : xq::explain_witnesses(p, mv(move)))
        out.push_back(std::string(w.role) + ' ' + xq::point_text(w.point));
    return out;
}

TEST(XiangqiEvidence, HorseLegAndElephantEyeNameTheBlocker) {
    // Red horse b0 with a black chariot on its leg b1; red elephant c0 with a black horse on d1.
    const auto p =
        position_of({{"d0", 'K'}, {"d9", 'k'}, {"b0", 'N'}, {"b1", 'r'}, {"c0", 'B'}, {"d1", 'n'}});
    EXPECT_EQ(witnesses(p, "b0c2"), (Texts{"leg b1"}));
    EXPECT_EQ(witnesses(p, "b0a2"), (Texts{"leg b1"}));
    EXPECT_EQ(witnesses(p, "c0e2"), (Texts{"eye d1"}));
    EXPECT_EQ(witnesses(p, "c0a2"), (Texts{"eye b1"}));  // the chariot is that move's eye
}

TEST(XiangqiEvidence, SlidesAndCannonScreens) {
    const auto p = position_of({{"e0", 'K'},
                                {"d9", 'k'},
                                {"b2", 'C'},
                                {"b6", 'n'},
                                {"b8", 'n'},
                                {"b9", 'r'},
                                {"a0", 'R'},
                                {"a3", 'P'}});
    EXPECT_EQ(witnesses(p, "b2b9"), (Texts{"screen b6", "screen b8"}));  // two screens
    EXPECT_EQ(witnesses(p, "b2b7"), (Texts{"in_the_way b6"}));           // a move, not a capture
    EXPECT_EQ(witnesses(p, "a0a5"), (Texts{"in_the_way a3"}));
    EXPECT_EQ(witnesses(p, "a0a3"), (Texts{"own_piece a3"}));
}

// A move to its own point breaks the piece's movement rule; the point holds one's own piece, the
// mover itself (docs/cli.md; issue 39).
TEST(XiangqiEvidence, MoveToItsOwnPointNamesThatPointAsOwnPiece) {
    for (const char* move : {"a3a3", "h2h2", "b0b0", "a0a0", "c0c0", "d0d0", "e0e0"}) {
        const std::string point = std::string(move).substr(0, 2);
        EXPECT_EQ(witnesses(xq::Position::standard(), move), (Texts{"own_piece " + point})) << move;
    }
}

// Every from/to pair of the board, red and black to move: the evidence names points of the board
// only (issue 39 found a chess evidence walking off the board; the same guard here).
TEST(XiangqiEvidence, EveryFromToPairNamesPointsOfTheBoardOnly) {
    for (const auto& p :
         {xq::Position::standard(),
          position_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1")}) {
        for (int from = 0; from < xq::kPointCount; ++from) {
            for (int to = 0; to < xq::kPointCount; ++to) {
                const xq::Move move{xq::point_at(from), xq::point_at(to)};
                const auto found = xq::explain_witnesses(p, move);
                EXPECT_LE(found.size(), static_cast<std::size_t>(xq::kPointCount));
                for (const xq::Witness& w : found)
                    EXPECT_TRUE(xq::on_board(w.point)) << xq::print_move(move) << ' ' << w.role;
            }
        }
    }
}

TEST(XiangqiEvidence, FacingGeneralAndSelfCheck) {
    // The red general stepping to d0 would face the black general d9 on the open d-file.
    const auto facing = position_of({{"e0", 'K'}, {"d9", 'k'}, {"e1", 'A'}});
    EXPECT_EQ(witnesses(facing, "e0d0"), (Texts{"general d9"}));
    // The black chariot e1 checks the red general e0 from next to it: a chariot move elsewhere
    // leaves the general attacked by it.
    const auto check = position_of({{"e0", 'K'}, {"d9", 'k'}, {"e2", 'R'}, {"e1", 'r'}});
    EXPECT_EQ(witnesses(check, "e2d2"), (Texts{"attacker e1"}));
    ASSERT_EQ(xq::checkers(check).size(), 1u);
    EXPECT_EQ(xq::point_text(xq::checkers(check)[0]), "e1");
}

}  // namespace
