// `explain` (first_broken_rule): nothing for a legal move, otherwise the first rule broken in the
// order own piece (chess.move.own-piece), the piece's movement rule (castling sub-rules for a
// castling king), chess.pawn.promotion, chess.self-check. Diagrams are read by hand.

#include <gtest/gtest.h>

#include <string>

#include "tests/support/chess.h"

namespace arbiter::reference::chess {
namespace {

using testing::explain;
using testing::position;
using testing::uci;

TEST(ChessExplain, LegalMoveBreaksNoRule) {
    EXPECT_EQ(first_broken_rule(Position::standard(), uci("e2e4")), std::nullopt);
    EXPECT_EQ(explain(Position::standard(), "b1c3"), "legal");
}

TEST(ChessExplain, EmptyFromSquareIsMoveOwnPiece) {
    EXPECT_EQ(explain(Position::standard(), "e3e4"), "chess.move.own-piece");
    EXPECT_EQ(explain(Position::standard(), "d4d5"), "chess.move.own-piece");
}

TEST(ChessExplain, OpponentsPieceIsMoveOwnPiece) {
    EXPECT_EQ(explain(Position::standard(), "e7e5"), "chess.move.own-piece");  // white to move
    EXPECT_EQ(explain(Position::standard(), "g8f6"), "chess.move.own-piece");
    const Position black_to_move = Position::standard().after(uci("e2e4"));
    EXPECT_EQ(explain(black_to_move, "d2d4"), "chess.move.own-piece");
    EXPECT_EQ(explain(black_to_move, "e7e5"), "legal");
}

TEST(ChessExplain, OwnPieceComesBeforeEverythingElse) {
    // The black king's castling shape with white to move is about whose piece it is, not castling.
    EXPECT_EQ(explain("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e8g8"), "chess.move.own-piece");
    // A promotion letter on a move from an empty square.
    EXPECT_EQ(explain(Position::standard(), "e3e4q"), "chess.move.own-piece");
}

TEST(ChessExplain, MovementRuleComesBeforeSelfCheck) {
    // 4k3/4r3/8/8/8/8/4B3/4K3 w: the bishop on e2 is pinned; moving it straight breaks its
    // movement rule first.
    EXPECT_EQ(explain("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", "e2e4"), "chess.bishop.slide");
    EXPECT_EQ(explain("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", "e2d3"), "chess.self-check");
}

TEST(ChessExplain, PromotionComesBeforeSelfCheck) {
    // 4b2k/3P4/8/8/K7/8/8/8 w: the bishop on e8 pins the d7 pawn to the king on a4
    // (e8-d7-c6-b5-a4).
    const Position pos = position("4b2k/3P4/8/8/K7/8/8/8 w - - 0 1");
    EXPECT_EQ(explain(pos, "d7d8"), "chess.pawn.promotion");
    EXPECT_EQ(explain(pos, "d7d8q"), "chess.self-check");
    EXPECT_EQ(explain(pos, "d7e8q"), "legal");  // taking the pinning bishop
}

TEST(ChessExplain, MovementRuleComesBeforePromotion) {
    // A pawn that cannot reach the last rank at all breaks its movement rule, whatever the letter.
    EXPECT_EQ(explain("8/4P3/8/8/8/8/8/k6K w - - 0 1", "e7d8q"), "chess.pawn.capture");
}

// A move to its own square fits no piece's movement (FIDE Laws Article 3: each piece moves to
// another square; there is no passing): it breaks that piece's movement rule, for every piece
// type, as in xiangqi and shogi (docs/cli.md, "explain"). Issue 39: a2a2 ran the pawn's evidence
// off the board.
TEST(ChessExplain, MoveToItsOwnSquareBreaksThePiecesMovementRule) {
    const Position start = Position::standard();
    EXPECT_EQ(explain(start, "a2a2"), "chess.pawn.push");
    EXPECT_EQ(explain(start, "e2e2"), "chess.pawn.push");
    EXPECT_EQ(explain(start, "e2e2q"), "chess.pawn.push");
    EXPECT_EQ(explain(start, "g1g1"), "chess.knight.leap");
    EXPECT_EQ(explain(start, "c1c1"), "chess.bishop.slide");
    EXPECT_EQ(explain(start, "a1a1"), "chess.rook.slide");
    EXPECT_EQ(explain(start, "d1d1"), "chess.queen.slide");
    EXPECT_EQ(explain(start, "e1e1"), "chess.king.step");
    // Black to move: its pawns go down the board.
    const Position black = start.after(uci("e2e4"));
    EXPECT_EQ(explain(black, "e7e7"), "chess.pawn.push");
    EXPECT_EQ(explain(black, "e8e8"), "chess.king.step");
    EXPECT_EQ(explain(black, "e2e2"), "chess.move.own-piece");  // white's pawn stays white's
    // A white pawn on its seventh rank and a black one on its second (promotion ahead of both);
    // the king on its castling square with both rights.
    EXPECT_EQ(explain("4k3/P7/8/8/8/8/8/R3K2R w KQ - 0 1", "a7a7"), "chess.pawn.push");
    EXPECT_EQ(explain("4k3/P7/8/8/8/8/8/R3K2R w KQ - 0 1", "a7a7q"), "chess.pawn.push");
    EXPECT_EQ(explain("4k3/P7/8/8/8/8/8/R3K2R w KQ - 0 1", "e1e1"), "chess.king.step");
    EXPECT_EQ(explain("4k3/8/8/8/8/8/p7/4K3 b - - 0 1", "a2a2"), "chess.pawn.push");
}

TEST(ChessExplain, ExplainAgreesWithTheLegalMoveList) {
    // Every from/to/promotion combination in a position rich in special moves (Kiwipete): a move
    // is explained as legal exactly when legal_moves lists it (CPW: 48 legal moves).
    const Position pos = position(testing::kKiwipeteFen);
    const auto legal = testing::legal_set(pos);
    EXPECT_EQ(legal.size(), 48u);
    int explained_legal = 0;
    for (int from = 0; from < kSquareCount; ++from) {
        for (int to = 0; to < kSquareCount; ++to) {
            for (const char* suffix : {"", "q", "r", "b", "n", "k", "p"}) {
                const std::string text =
                    Square::from_index(from).name() + Square::from_index(to).name() + suffix;
                const bool is_legal = explain(pos, text) == "legal";
                EXPECT_EQ(is_legal, legal.contains(text)) << text;
                explained_legal += is_legal ? 1 : 0;
            }
        }
    }
    EXPECT_EQ(explained_legal, 48);
}

}  // namespace
}  // namespace arbiter::reference::chess
