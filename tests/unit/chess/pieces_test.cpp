// chess.king.step, chess.knight.leap, chess.rook.slide, chess.bishop.slide, chess.queen.slide:
// the pattern targets of each piece on small positions, and the rule `explain` names for a move
// off the pattern. Every expected square list is hand-counted on the diagram in the comment;
// the legal-move counts were also confirmed with stockfish 15.1 (`go perft 1`).

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
using testing::square_names;
using Names = std::set<std::string>;

// ---- chess.king.step
// ------------------------------------------------------------------------------

TEST(ChessPieces, KingStepsOneSquareInEveryDirection) {
    const Position pos = position("4k3/8/8/8/4K3/8/8/8 w - - 0 1");
    EXPECT_EQ(square_names(king_step_targets(pos.board(), sq("e4"))),
              (Names{"d3", "d4", "d5", "e3", "e5", "f3", "f4", "f5"}));
}

TEST(ChessPieces, KingInTheCornerHasThreeSquares) {
    const Position pos = position("4k3/8/8/8/8/8/8/K7 w - - 0 1");
    EXPECT_EQ(square_names(king_step_targets(pos.board(), sq("a1"))), (Names{"a2", "b1", "b2"}));
}

TEST(ChessPieces, KingNeverLandsOnItsOwnPiece) {
    // The start position: every square around e1 holds a white piece.
    EXPECT_TRUE(king_step_targets(Position::standard().board(), sq("e1")).empty());
    EXPECT_EQ(explain(Position::standard(), "e1e2"), "chess.king.step");
}

TEST(ChessPieces, KingMayCaptureAnUnprotectedEnemyPiece) {
    // 4k3/8/8/8/8/8/4r3/4K3 w: the rook on e2 is alone next to the king.
    const Position pos = position("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1");
    EXPECT_EQ(explain(pos, "e1e2"), "legal");
    // Captures the rook, or steps to d1/f1 — d2/f2 are on the rook's rank, d1/f1 are not attacked.
    EXPECT_EQ(legal_set(pos), (Names{"e1d1", "e1e2", "e1f1"}));
}

TEST(ChessPieces, KingMoveOfTwoSquaresOffTheBackRankIsKingStep) {
    EXPECT_EQ(explain("4k3/8/8/8/4K3/8/8/8 w - - 0 1", "e4e6"), "chess.king.step");
    EXPECT_EQ(explain("4k3/8/8/8/4K3/8/8/8 w - - 0 1", "e4g4"), "chess.king.step");
}

// ---- chess.knight.leap
// ----------------------------------------------------------------------------

TEST(ChessPieces, KnightLeapsToEightSquaresFromTheCentre) {
    const Position pos = position("4k3/8/8/8/3N4/8/8/4K3 w - - 0 1");
    EXPECT_EQ(square_names(knight_leap_targets(pos.board(), sq("d4"))),
              (Names{"b3", "b5", "c2", "c6", "e2", "e6", "f3", "f5"}));
}

TEST(ChessPieces, KnightInTheCornerHasTwoSquares) {
    const Position pos = position("4k3/8/8/8/8/8/8/N3K3 w - - 0 1");
    EXPECT_EQ(square_names(knight_leap_targets(pos.board(), sq("a1"))), (Names{"b3", "c2"}));
}

TEST(ChessPieces, KnightJumpsOverPieces) {
    // b1 is walled in by pawns and pieces in the start position, yet a3 and c3 are reachable.
    EXPECT_EQ(square_names(knight_leap_targets(Position::standard().board(), sq("b1"))),
              (Names{"a3", "c3"}));
    EXPECT_EQ(explain(Position::standard(), "g1f3"), "legal");
}

TEST(ChessPieces, KnightMovingOffItsLeapIsKnightLeap) {
    EXPECT_EQ(explain("4k3/8/8/8/3N4/8/8/4K3 w - - 0 1", "d4e5"), "chess.knight.leap");
    EXPECT_EQ(explain("4k3/8/8/8/3N4/8/8/4K3 w - - 0 1", "d4d6"), "chess.knight.leap");
    EXPECT_EQ(explain(Position::standard(), "b1d2"), "chess.knight.leap");  // own pawn on d2
}

// ---- chess.rook.slide
// -----------------------------------------------------------------------------

TEST(ChessPieces, RookSlidesAlongRankAndFile) {
    // 7k/8/8/8/3R4/8/8/K7: seven squares on the d-file and seven on the 4th rank.
    const Position pos = position("7k/8/8/8/3R4/8/8/K7 w - - 0 1");
    EXPECT_EQ(square_names(rook_slide_targets(pos.board(), sq("d4"))),
              (Names{"d1", "d2", "d3", "d5", "d6", "d7", "d8", "a4", "b4", "c4", "e4", "f4", "g4",
                     "h4"}));
}

TEST(ChessPieces, RookStopsAtTheFirstPieceCapturingOnlyAnEnemy) {
    // 7k/8/8/3p4/3R4/8/3P4/K7: up to the black pawn on d5 (captured), down to d3 (own pawn d2).
    const Position pos = position("7k/8/8/3p4/3R4/8/3P4/K7 w - - 0 1");
    EXPECT_EQ(square_names(rook_slide_targets(pos.board(), sq("d4"))),
              (Names{"d5", "d3", "a4", "b4", "c4", "e4", "f4", "g4", "h4"}));
    EXPECT_EQ(explain(pos, "d4d6"), "chess.rook.slide");  // would jump the pawn on d5
    EXPECT_EQ(explain(pos, "d4d2"), "chess.rook.slide");  // own pawn
    EXPECT_EQ(explain(pos, "d4d5"), "legal");
}

TEST(ChessPieces, RookCannotMoveDiagonallyOrJump) {
    EXPECT_EQ(explain("7k/8/8/8/3R4/8/8/K7 w - - 0 1", "d4e5"), "chess.rook.slide");
    EXPECT_EQ(explain(Position::standard(), "a1a3"), "chess.rook.slide");
}

// ---- chess.bishop.slide
// ---------------------------------------------------------------------------

TEST(ChessPieces, BishopSlidesAlongDiagonals) {
    // k7/8/8/8/3B4/8/8/7K: 4 + 3 + 3 + 3 diagonal squares, kings off the diagonals.
    const Position pos = position("k7/8/8/8/3B4/8/8/7K w - - 0 1");
    EXPECT_EQ(
        square_names(bishop_slide_targets(pos.board(), sq("d4"))),
        (Names{"e5", "f6", "g7", "h8", "c5", "b6", "a7", "e3", "f2", "g1", "c3", "b2", "a1"}));
}

TEST(ChessPieces, BishopIsBlockedAndCannotMoveStraight) {
    EXPECT_EQ(explain(Position::standard(), "c1e3"), "chess.bishop.slide");  // d2 pawn in the way
    EXPECT_EQ(explain("k7/8/8/8/3B4/8/8/7K w - - 0 1", "d4d5"), "chess.bishop.slide");
    EXPECT_EQ(explain("k7/8/8/8/3B4/8/8/7K w - - 0 1", "d4h8"), "legal");
}

// ---- chess.queen.slide
// ----------------------------------------------------------------------------

TEST(ChessPieces, QueenSlidesLikeRookAndBishop) {
    const Position pos = position("k7/8/8/8/3Q4/8/8/7K w - - 0 1");
    const auto targets = square_names(queen_slide_targets(pos.board(), sq("d4")));
    EXPECT_EQ(targets.size(), 27u);  // 14 orthogonal + 13 diagonal
    auto rook = square_names(rook_slide_targets(pos.board(), sq("d4")));
    auto bishop = square_names(bishop_slide_targets(pos.board(), sq("d4")));
    Names both = rook;
    both.insert(bishop.begin(), bishop.end());
    EXPECT_EQ(targets, both);
    // Legal moves: the queen's 27 and the king's g1, g2, h2 (stockfish 15.1 go perft 1: 30).
    EXPECT_EQ(legal_moves(pos).size(), 30u);
}

TEST(ChessPieces, QueenCannotLeapOrJump) {
    EXPECT_EQ(explain("k7/8/8/8/3Q4/8/8/7K w - - 0 1", "d4e6"), "chess.queen.slide");
    EXPECT_EQ(explain(Position::standard(), "d1d3"), "chess.queen.slide");
    EXPECT_EQ(explain(Position::standard(), "d1h5"), "chess.queen.slide");
}

// ---- Movement rules map to their pieces
// -----------------------------------------------------------

TEST(ChessPieces, EachPieceIsGovernedByItsOwnMovementRule) {
    EXPECT_EQ(rule_name(movement_rule(PieceType::King)), "chess.king.step");
    EXPECT_EQ(rule_name(movement_rule(PieceType::Knight)), "chess.knight.leap");
    EXPECT_EQ(rule_name(movement_rule(PieceType::Bishop)), "chess.bishop.slide");
    EXPECT_EQ(rule_name(movement_rule(PieceType::Rook)), "chess.rook.slide");
    EXPECT_EQ(rule_name(movement_rule(PieceType::Queen)), "chess.queen.slide");
}

TEST(ChessPieces, StartPositionHasTwentyMoves) {
    // FIDE: 16 pawn moves and 4 knight moves; CPW perft(1) = 20.
    const auto moves = legal_set(Position::standard());
    EXPECT_EQ(moves.size(), 20u);
    EXPECT_TRUE(moves.contains("b1a3"));
    EXPECT_TRUE(moves.contains("g1h3"));
    EXPECT_TRUE(moves.contains("a2a4"));
}

}  // namespace
}  // namespace arbiter::reference::chess
