// chess.self-check (FIDE Laws 3.9-3.10: no move may leave one's own king attacked): pins, the king
// walking along a checking line or next to the other king, ignoring a check, and the en passant
// capture that uncovers a rank attack. Also `is_attacked` and `in_check`. Expected values are read
// by hand off each diagram; the move lists are short enough to count.

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "tests/support/chess.h"

namespace arbiter::reference::chess {
namespace {

using testing::explain;
using testing::legal_set;
using testing::position;
using testing::sq;
using Names = std::set<std::string>;

// ---- Pins
// -----------------------------------------------------------------------------------------

TEST(ChessSelfCheck, PinnedPieceMayNotLeaveTheLine) {
    // 4k3/4r3/8/8/8/8/4B3/4K3 w: the bishop on e2 shields the king from the rook on e7.
    const Position pos = position("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1");
    EXPECT_EQ(explain(pos, "e2d3"), "chess.self-check");
    EXPECT_EQ(explain(pos, "e2b5"), "chess.self-check");
    // Only the king moves: d1, d2, f1, f2 (hand-counted).
    EXPECT_EQ(legal_set(pos), (Names{"e1d1", "e1d2", "e1f1", "e1f2"}));
}

TEST(ChessSelfCheck, PinnedPieceMayMoveAlongThePin) {
    // 4k3/4r3/8/8/8/8/4R3/4K3 w: the white rook on e2 may slide up the e-file, even take on e7.
    const Position pos = position("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1");
    EXPECT_EQ(explain(pos, "e2e5"), "legal");
    EXPECT_EQ(explain(pos, "e2e7"), "legal");
    EXPECT_EQ(explain(pos, "e2d2"), "chess.self-check");
}

TEST(ChessSelfCheck, DiagonallyPinnedPawnMayNotPush) {
    // 4k3/8/8/b7/8/8/3P4/4K3 w: the bishop on a5 pins the d2 pawn along a5-b4-c3-d2-e1.
    const Position pos = position("4k3/8/8/b7/8/8/3P4/4K3 w - - 0 1");
    EXPECT_EQ(explain(pos, "d2d3"), "chess.self-check");
    EXPECT_EQ(explain(pos, "d2d4"), "chess.self-check");
}

// ---- The king
// ---------------------------------------------------------------------------------------

TEST(ChessSelfCheck, KingMayNotRetreatAlongTheCheckingLine) {
    // 4k3/8/8/8/8/8/8/r3K3 w: the rook on a1 checks along the first rank; f1 is still on that line.
    const Position pos = position("4k3/8/8/8/8/8/8/r3K3 w - - 0 1");
    EXPECT_TRUE(in_check(pos));
    EXPECT_EQ(explain(pos, "e1f1"), "chess.self-check");
    EXPECT_EQ(explain(pos, "e1d1"), "chess.self-check");
    EXPECT_EQ(legal_set(pos), (Names{"e1d2", "e1e2", "e1f2"}));
}

TEST(ChessSelfCheck, KingMayNotStepNextToTheOtherKing) {
    const Position pos = position("8/8/8/4k3/8/4K3/8/8 w - - 0 1");
    EXPECT_EQ(explain(pos, "e3e4"), "chess.self-check");
    EXPECT_EQ(explain(pos, "e3d4"), "chess.self-check");
    EXPECT_EQ(explain(pos, "e3e2"), "legal");
    // e3's neighbours d4, e4, f4 touch e5's neighbourhood: the other five are legal.
    EXPECT_EQ(legal_set(pos), (Names{"e3d3", "e3f3", "e3d2", "e3e2", "e3f2"}));
}

TEST(ChessSelfCheck, KingMayNotTakeAProtectedPiece) {
    // 4k3/8/8/8/8/3p4/4q3/4K3 w: the queen on e2 checks and is protected by the pawn on d3.
    EXPECT_EQ(explain("4k3/8/8/8/8/3p4/4q3/4K3 w - - 0 1", "e1e2"), "chess.self-check");
}

TEST(ChessSelfCheck, CheckMustBeAnswered) {
    // 4k3/8/8/8/8/8/P7/r3K3 w: in check from the rook on a1, a pawn move leaves the check on.
    const Position pos = position("4k3/8/8/8/8/8/P7/r3K3 w - - 0 1");
    EXPECT_EQ(explain(pos, "a2a3"), "chess.self-check");
    EXPECT_EQ(explain(pos, "e1e2"), "legal");
}

TEST(ChessSelfCheck, CheckMayBeBlockedOrTheCheckerTaken) {
    // 4k3/8/8/8/8/8/1N6/r3K3 w: the knight on b2 cannot reach a1, but it can block on d1;
    // hand count: Nd1 (block), Kd2, Ke2, Kf2 (d1 and f1 lie on the checking rank).
    const Position pos = position("4k3/8/8/8/8/8/1N6/r3K3 w - - 0 1");
    EXPECT_EQ(legal_set(pos), (Names{"b2d1", "e1d2", "e1e2", "e1f2"}));
    // 4k3/8/8/8/8/1N6/8/r3K3 w: from b3 the knight takes the checking rook.
    EXPECT_EQ(explain("4k3/8/8/8/8/1N6/8/r3K3 w - - 0 1", "b3a1"), "legal");
    EXPECT_EQ(explain("4k3/8/8/8/8/1N6/8/r3K3 w - - 0 1", "b3c5"), "chess.self-check");
}

// ---- En passant that uncovers a rank attack
// ---------------------------------------------------------

TEST(ChessSelfCheck, EnPassantUncoveringARankAttackIsRefused) {
    // 8/8/8/KPp4r/8/8/8/4k3 w - c6: b5xc6 e.p. would remove both pawns from the 5th rank and
    // open the rook on h5 onto the king on a5.
    const Position pos = position("8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1");
    EXPECT_FALSE(in_check(pos));
    EXPECT_EQ(explain(pos, "b5c6"), "chess.self-check");
    EXPECT_FALSE(legal_set(pos).contains("b5c6"));
    // Without the rook the same capture is legal.
    EXPECT_EQ(explain("8/8/8/KPp5/8/8/8/4k3 w - c6 0 1", "b5c6"), "legal");
}

TEST(ChessSelfCheck, EnPassantMayRemoveTheCheckingPawn) {
    // 8/8/8/4k3/2pP4/8/8/4K3 b - d3: white has just played d2d4, giving check to the king on e5;
    // c4xd3 e.p. takes the checking pawn.
    const Position pos = position("8/8/8/4k3/2pP4/8/8/4K3 b - d3 0 1");
    EXPECT_TRUE(in_check(pos));
    EXPECT_EQ(explain(pos, "c4d3"), "legal");
}

// ---- is_attacked / in_check
// ------------------------------------------------------------------------

TEST(ChessSelfCheck, IsAttackedSeesEachPiecesPattern) {
    const Board start = Position::standard().board();
    EXPECT_TRUE(is_attacked(start, sq("e3"), Color::White));   // pawns d2, f2
    EXPECT_TRUE(is_attacked(start, sq("f3"), Color::White));   // knight g1, pawns e2, g2
    EXPECT_FALSE(is_attacked(start, sq("e4"), Color::White));  // no piece reaches e4
    EXPECT_TRUE(is_attacked(start, sq("f6"), Color::Black));
    EXPECT_FALSE(is_attacked(start, sq("e5"), Color::Black));
    EXPECT_TRUE(is_attacked(start, sq("d1"), Color::White));  // the king and queen guard their own
}

TEST(ChessSelfCheck, PawnsAttackDiagonallyForwardOnly) {
    const Board board = position("4k3/8/8/8/4P3/8/8/4K3 w - - 0 1").board();
    EXPECT_TRUE(is_attacked(board, sq("d5"), Color::White));
    EXPECT_TRUE(is_attacked(board, sq("f5"), Color::White));
    EXPECT_FALSE(is_attacked(board, sq("e5"), Color::White));  // the push square
    EXPECT_FALSE(is_attacked(board, sq("d3"), Color::White));  // behind
    const Board black = position("4k3/8/8/4p3/8/8/8/4K3 w - - 0 1").board();
    EXPECT_TRUE(is_attacked(black, sq("d4"), Color::Black));
    EXPECT_FALSE(is_attacked(black, sq("d6"), Color::Black));
}

TEST(ChessSelfCheck, SlidersAreStoppedByTheFirstPiece) {
    // 4k3/8/8/8/8/8/8/R2NK3 w: the rook on a1 sees b1, c1, d1 (the knight), not e1 or beyond.
    const Board board = position("4k3/8/8/8/8/8/8/R2NK3 w - - 0 1").board();
    EXPECT_TRUE(is_attacked(board, sq("c1"), Color::White));
    EXPECT_TRUE(is_attacked(board, sq("d1"), Color::White));  // defended, though occupied by white
    EXPECT_FALSE(is_attacked(board, sq("h1"), Color::White));
}

TEST(ChessSelfCheck, InCheckNamesTheSideToMove) {
    EXPECT_FALSE(in_check(Position::standard()));
    EXPECT_TRUE(in_check(position("4k3/8/8/8/8/8/8/4RK2 b - - 0 1")));    // rook on the file
    EXPECT_TRUE(in_check(position("4k3/8/8/1B6/8/8/8/4K3 b - - 0 1")));   // bishop b5-e8
    EXPECT_TRUE(in_check(position("4k3/8/3N4/8/8/8/8/4K3 b - - 0 1")));   // knight d6
    EXPECT_TRUE(in_check(position("4k3/3P4/8/8/8/8/8/4K3 b - - 0 1")));   // pawn d7
    EXPECT_FALSE(in_check(position("4k3/4P3/8/8/8/8/8/4K3 b - - 0 1")));  // pawn e7: no
    EXPECT_TRUE(
        in_check(position("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")));
}

}  // namespace
}  // namespace arbiter::reference::chess
