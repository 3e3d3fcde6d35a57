// The evidence of explain and of checkmate/stalemate (rules/evidence.cpp): the pieces and squares
// that make a move illegal or a position mate. Diagrams read by hand.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/support/chess.h"

namespace arbiter::reference::chess {
namespace {

using testing::position;
using testing::uci;

// "role square" for each witness.
std::vector<std::string> witnesses(const Position& pos, std::string_view move) {
    std::vector<std::string> out;
    for (const Witness& w : explain_witnesses(pos, uci(move)))
        out.push_back(std::string(w.role) + ' ' + w.square.name());
    return out;
}

using Texts = std::vector<std::string>;

TEST(ChessEvidence, SlideNamesTheFirstPieceInTheWay) {
    EXPECT_EQ(witnesses(Position::standard(), "a1a3"), (Texts{"in_the_way a2"}));
    EXPECT_EQ(witnesses(Position::standard(), "c1g5"), (Texts{"in_the_way d2"}));
    EXPECT_EQ(witnesses(Position::standard(), "e2e5"), Texts{});  // no pawn pattern: no piece
    EXPECT_EQ(witnesses(position("4k3/8/8/8/4p3/8/4P3/4K3 w - - 0 1"), "e2e4"),
              (Texts{"in_the_way e4"}));
}

TEST(ChessEvidence, OwnPieceOnTheTargetAndEmptyFrom) {
    EXPECT_EQ(witnesses(Position::standard(), "d1d2"), (Texts{"own_piece d2"}));
    EXPECT_EQ(witnesses(Position::standard(), "e4e5"), (Texts{"from e4"}));
}

// A move to its own square breaks the piece's movement rule; the square holds one's own piece,
// the mover itself (docs/cli.md). Issue 39: the pawn's walk from a2 towards a2 left the board.
TEST(ChessEvidence, MoveToItsOwnSquareNamesThatSquareAsOwnPiece) {
    for (const char* move : {"a2a2", "e2e2", "h2h2", "b1b1", "c1c1", "a1a1", "d1d1", "e1e1"}) {
        const std::string square = std::string(move).substr(0, 2);
        EXPECT_EQ(witnesses(Position::standard(), move), (Texts{"own_piece " + square})) << move;
    }
    EXPECT_EQ(witnesses(position("4k3/8/8/8/8/8/p7/4K3 b - - 0 1"), "a2a2"),
              (Texts{"own_piece a2"}));
    EXPECT_EQ(witnesses(position("4k3/P7/8/8/8/8/8/4K3 w - - 0 1"), "a7a7"),
              (Texts{"own_piece a7"}));
}

// Every from/to pair of the board, in positions with pawns of both colours one step from their
// last rank and with castling rights: the evidence names squares of the board only, each at most
// once per role (issue 39: a2a2 walked off the board; this finds such a walk in any CI run).
TEST(ChessEvidence, EveryFromToPairNamesSquaresOfTheBoardOnly) {
    for (const std::string_view fen :
         {std::string_view("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
          std::string_view("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"),
          testing::kKiwipeteFen, std::string_view("r3k2r/P6p/8/8/8/8/p6P/R3K2R w KQkq - 0 1"),
          std::string_view("r3k2r/P6p/8/8/8/8/p6P/R3K2R b KQkq - 0 1")}) {
        const Position pos = position(fen);
        for (int from = 0; from < kSquareCount; ++from) {
            for (int to = 0; to < kSquareCount; ++to) {
                const Move move{Square::from_index(from), Square::from_index(to), std::nullopt};
                const auto found = explain_witnesses(pos, move);
                EXPECT_LE(found.size(), static_cast<std::size_t>(kSquareCount)) << fen;
                for (const Witness& w : found) {
                    EXPECT_TRUE(w.square.file() >= 0 && w.square.file() < kFileCount &&
                                w.square.rank() >= 0 && w.square.rank() < kRankCount)
                        << fen << ' ' << move.from.name() << move.to.name() << ' ' << w.role;
                }
            }
        }
    }
}

TEST(ChessEvidence, SelfCheckNamesTheAttacker) {
    // The knight g1 stands between the king e1 and the rook h1 (f1 empty): moving it uncovers
    // the rook.
    EXPECT_EQ(witnesses(position("4k3/8/8/8/8/8/8/4K1Nr w - - 0 1"), "g1f3"),
              (Texts{"attacker h1"}));
    // The king steps next to the rook's file: the rook d8 attacks d1.
    EXPECT_EQ(witnesses(position("3rk3/8/8/8/8/8/8/4K3 w - - 0 1"), "e1d1"),
              (Texts{"attacker d8"}));
}

TEST(ChessEvidence, CastlingNamesWhatStandsInTheWayOrIsAttacked) {
    EXPECT_EQ(witnesses(position("4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1"), "e1c1"),
              (Texts{"in_the_way b1"}));
    EXPECT_EQ(witnesses(position("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1"), "e1g1"),
              (Texts{"checker e2"}));
    EXPECT_EQ(witnesses(position("4k3/8/8/8/8/5r2/8/R3K2R w KQ - 0 1"), "e1g1"),
              (Texts{"attacked_square f1", "attacker f3"}));
    // b1 may be attacked on the queen's side: only d1 counts here.
    EXPECT_EQ(witnesses(position("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"), "e1c1"), Texts{});
}

TEST(ChessEvidence, CheckersOfMateAndStalemate) {
    // Fool's mate: the queen h4 checks.
    const Position mate = position("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    ASSERT_EQ(checkers(mate).size(), 1u);
    EXPECT_EQ(checkers(mate)[0].name(), "h4");
    // A double check: the rook e8 down the open e-file and the knight f3 (in square order).
    const Position double_check = position("4r2k/8/8/8/8/5n2/3P4/4K3 w - - 0 1");
    std::vector<std::string> names;
    for (Square s : checkers(double_check)) names.push_back(s.name());
    EXPECT_EQ(names, (Texts{"f3", "e8"}));
    EXPECT_TRUE(checkers(position("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")).empty());  // stalemate
}

}  // namespace
}  // namespace arbiter::reference::chess
