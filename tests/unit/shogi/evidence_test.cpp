// The evidence of explain and of checkmate (rules/evidence.cpp): the pieces and squares that make
// a move illegal or a position mate. Diagrams read by hand (JSA rules: 二歩, 打ち歩詰め).

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/support/shogi.h"

namespace arbiter::reference::shogi {
namespace {

using testing::parse;
using testing::usi;
using Texts = std::vector<std::string>;

Texts witnesses(const Position& p, std::string_view move) {
    Texts out;
    for (const Witness& w : explain_witnesses(p, usi(move)))
        out.push_back(std::string(w.role) + ' ' + print_square(w.square));
    return out;
}

TEST(ShogiEvidence, NifuNamesThePawnOnTheFile) {
    const Position p = parse("4k4/9/9/9/4P4/9/9/9/4K4 b P 1");
    EXPECT_EQ(witnesses(p, "P*5c"), (Texts{"pawn_on_file 5e"}));
    EXPECT_EQ(witnesses(p, "P*4c"), Texts{});  // legal
}

TEST(ShogiEvidence, UchifuzumeNamesTheKing) {
    // The position of tests/engine/KNOWN_DIFFERENCES.md: P*5b mates the king 5a.
    const Position p = parse("3lkl3/9/4G4/9/9/9/9/9/4K4 b GP 1");
    EXPECT_EQ(witnesses(p, "P*5b"), (Texts{"king 5a"}));
}

// A move to its own square breaks the piece's movement rule; the square holds one's own piece,
// the mover itself (docs/cli.md; issue 39).
TEST(ShogiEvidence, MoveToItsOwnSquareNamesThatSquareAsOwnPiece) {
    for (const char* move : {"7g7g", "9i9i", "8i8i", "7i7i", "6i6i", "5i5i", "8h8h", "2h2h"}) {
        const std::string square = std::string(move).substr(0, 2);
        EXPECT_EQ(witnesses(parse("startpos"), move), (Texts{"own_piece " + square})) << move;
    }
}

// Every board move from/to pair, with and without promotion, sente and gote to move: the evidence
// names squares of the board only (issue 39 found a chess evidence walking off the board; the
// same guard here).
TEST(ShogiEvidence, EveryFromToPairNamesSquaresOfTheBoardOnly) {
    for (const std::string_view sfen :
         {std::string_view("startpos"),
          std::string_view("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2")}) {
        const Position p = parse(sfen);
        for (int from = 0; from < kSquareCount; ++from) {
            for (int to = 0; to < kSquareCount; ++to) {
                for (const bool promote : {false, true}) {
                    const Move move{BoardMove{square_at(from), square_at(to), promote}};
                    const auto found = explain_witnesses(p, move);
                    EXPECT_LE(found.size(), static_cast<std::size_t>(kSquareCount));
                    for (const Witness& w : found)
                        EXPECT_TRUE(on_board(w.square)) << print_move(move) << ' ' << w.role;
                }
            }
        }
    }
}

TEST(ShogiEvidence, SlidesDropsAndSelfCheck) {
    const Position p = parse("4k4/4r4/9/9/9/9/9/4P4/1B2K4 b - 1");
    EXPECT_EQ(witnesses(p, "8i4e"), Texts{});  // the diagonal 8i-4e is open: legal
    EXPECT_EQ(witnesses(p, "8i8g"), Texts{});  // not a bishop's line: no piece named
    const Position blocked = parse("4k4/9/9/9/9/9/6P2/9/8B b - 1");
    EXPECT_EQ(witnesses(blocked, "1i5e"), (Texts{"in_the_way 3g"}));
    const Position drop = parse("4k4/9/9/9/9/9/9/9/4K4 b G 1");
    EXPECT_EQ(witnesses(drop, "G*5i"), (Texts{"occupied 5i"}));
    // The rook 5b checks the king 5i down the open file: a gold move that does not block leaves
    // the king attacked by it.
    const Position check = parse("4k4/4r4/9/9/9/9/9/9/4KG3 b - 1");
    EXPECT_EQ(witnesses(check, "4i4h"), (Texts{"attacker 5b"}));
}

TEST(ShogiEvidence, CheckersOfMate) {
    const Position mate = parse("4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1");
    ASSERT_EQ(checkers(mate).size(), 1u);
    EXPECT_EQ(print_square(checkers(mate)[0]), "5b");
}

}  // namespace
}  // namespace arbiter::reference::shogi
