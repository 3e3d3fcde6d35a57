// chess.pawn.push, chess.pawn.double-push, chess.pawn.capture, chess.pawn.en-passant,
// chess.pawn.promotion: positions where each rule allows a move and where it refuses one, with the
// rule `explain` names. Expected values are read by hand off the small diagrams (FIDE Laws 3.7).

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
using testing::uci;
using Names = std::set<std::string>;

// ---- chess.pawn.push
// ------------------------------------------------------------------------------

TEST(ChessPawn, PushGoesOneSquareForward) {
    const Position start = Position::standard();
    EXPECT_EQ(square_names(pawn_push_targets(start.board(), sq("e2"))), (Names{"e3"}));
    EXPECT_EQ(square_names(pawn_push_targets(start.board(), sq("e7"))),
              (Names{"e6"}));  // black goes down
    EXPECT_EQ(explain(start, "e2e3"), "legal");
}

TEST(ChessPawn, PushOntoAnOccupiedSquareIsRefused) {
    // 4k3/8/8/8/8/4p3/4P3/4K3 w: the black pawn on e3 stands in front of the white pawn on e2.
    const Position pos = position("4k3/8/8/8/8/4p3/4P3/4K3 w - - 0 1");
    EXPECT_TRUE(pawn_push_targets(pos.board(), sq("e2")).empty());
    EXPECT_EQ(explain(pos, "e2e3"), "chess.pawn.push");  // a pawn does not capture straight ahead
}

TEST(ChessPawn, PawnNeverMovesBackward) {
    EXPECT_EQ(explain("4k3/8/8/8/4P3/8/8/4K3 w - - 0 1", "e4e3"), "chess.pawn.push");
    EXPECT_EQ(explain("4k3/8/8/4p3/8/8/8/4K3 b - - 0 1", "e5e6"), "chess.pawn.push");
}

TEST(ChessPawn, BlackPawnsMoveDownTheBoard) {
    const Position pos = position("4k3/4p3/8/8/8/8/8/4K3 b - - 0 1");
    const auto moves = legal_set(pos);
    EXPECT_TRUE(moves.contains("e7e6"));
    EXPECT_TRUE(moves.contains("e7e5"));
    EXPECT_FALSE(moves.contains("e7e8"));
}

// ---- chess.pawn.double-push
// -----------------------------------------------------------------------

TEST(ChessPawn, DoublePushFromTheStartingRank) {
    const Position start = Position::standard();
    EXPECT_EQ(square_names(pawn_double_push_targets(start.board(), sq("a2"))), (Names{"a4"}));
    EXPECT_EQ(square_names(pawn_double_push_targets(start.board(), sq("h7"))), (Names{"h5"}));
    EXPECT_EQ(explain(start, "d2d4"), "legal");
}

TEST(ChessPawn, DoublePushOverAnOccupiedSquareIsRefused) {
    const Position pos = position("4k3/8/8/8/8/4p3/4P3/4K3 w - - 0 1");
    EXPECT_TRUE(pawn_double_push_targets(pos.board(), sq("e2")).empty());
    EXPECT_EQ(explain(pos, "e2e4"), "chess.pawn.double-push");
}

TEST(ChessPawn, DoublePushOntoAnOccupiedSquareIsRefused) {
    // 4k3/8/8/8/4p3/8/4P3/4K3 w: e3 is free, e4 is not.
    const Position pos = position("4k3/8/8/8/4p3/8/4P3/4K3 w - - 0 1");
    EXPECT_EQ(explain(pos, "e2e3"), "legal");
    EXPECT_EQ(explain(pos, "e2e4"), "chess.pawn.double-push");
}

TEST(ChessPawn, DoublePushAwayFromTheStartingRankIsRefused) {
    EXPECT_EQ(explain("4k3/8/8/8/8/4P3/8/4K3 w - - 0 1", "e3e5"), "chess.pawn.double-push");
    EXPECT_EQ(explain("4k3/8/4p3/8/8/8/8/4K3 b - - 0 1", "e6e4"), "chess.pawn.double-push");
}

// ---- chess.pawn.capture
// ---------------------------------------------------------------------------

TEST(ChessPawn, CaptureGoesOneSquareDiagonallyForward) {
    // 4k3/8/8/8/8/3p1p2/4P3/4K3 w: black pawns on d3 and f3 in front of the white pawn on e2.
    const Position pos = position("4k3/8/8/8/8/3p1p2/4P3/4K3 w - - 0 1");
    EXPECT_EQ(square_names(pawn_capture_targets(pos.board(), sq("e2"))), (Names{"d3", "f3"}));
    EXPECT_EQ(explain(pos, "e2d3"), "legal");
    EXPECT_EQ(explain(pos, "e2f3"), "legal");
}

TEST(ChessPawn, DiagonalMoveWithoutAVictimIsRefused) {
    EXPECT_EQ(explain("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2d3"), "chess.pawn.capture");
    // Nor onto its own piece.
    EXPECT_EQ(explain("4k3/8/8/8/8/3N4/4P3/4K3 w - - 0 1", "e2d3"), "chess.pawn.capture");
}

TEST(ChessPawn, CaptureBackwardIsRefused) {
    // 4k3/8/8/8/4P3/3p4/8/4K3 w: the black pawn on d3 is diagonally BEHIND the white pawn on e4.
    // docs/rules.md does not say which pawn rule a backward move breaks, only that it is a pawn
    // rule.
    const std::string verdict = explain("4k3/8/8/8/4P3/3p4/8/4K3 w - - 0 1", "e4d3");
    EXPECT_TRUE(verdict.starts_with("chess.pawn.")) << verdict;
    EXPECT_FALSE(legal_set(position("4k3/8/8/8/4P3/3p4/8/4K3 w - - 0 1")).contains("e4d3"));
}

// ---- chess.pawn.en-passant
// ------------------------------------------------------------------------

TEST(ChessPawn, EnPassantCapturesThePawnThatJustDoublePushed) {
    // 4k3/8/8/3pP3/8/8/8/4K3 w - d6: black has just played d7d5 past the white pawn on e5.
    const Position pos = position("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    EXPECT_EQ(square_names(pawn_en_passant_targets(pos, sq("e5"))), (Names{"d6"}));
    EXPECT_EQ(explain(pos, "e5d6"), "legal");
    // The captured pawn leaves d5 (not d6), the capturer stands on d6, the clock resets.
    EXPECT_EQ(print_position(pos.after(uci("e5d6"))), "4k3/8/3P4/8/8/8/8/4K3 b - - 0 1");
}

TEST(ChessPawn, EnPassantWorksForBlackToo) {
    // A black pawn on d4; white has just played e2e4 past it.
    const Position pos = position("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3");
    EXPECT_EQ(explain(pos, "d4e3"), "legal");
    EXPECT_EQ(print_position(pos.after(uci("d4e3"))),
              "rnbqkbnr/ppp1pppp/8/8/8/4p3/PPPP1PPP/RNBQKBNR w KQkq - 0 4");
}

TEST(ChessPawn, EnPassantOnlyOnTheVeryNextMove) {
    // The same placement, but the double push was not the last move: no en passant square.
    EXPECT_EQ(explain("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1", "e5d6"), "chess.pawn.en-passant");

    // Played out: black double-pushes, white waits, black waits; the chance has gone.
    Game game(position("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1"));
    testing::play_all(game, {"d7d5"});
    EXPECT_EQ(first_broken_rule(game.position(), uci("e5d6")), std::nullopt);
    testing::play_all(game, {"e1f1", "e8f8"});
    EXPECT_EQ(first_broken_rule(game.position(), uci("e5d6")), RuleId::PawnEnPassant);
}

TEST(ChessPawn, EnPassantOnlyAgainstTheDoublePushedPawn) {
    // After d7d5 the en passant square is d6; the empty f6 is only a diagonal without a victim.
    const Position pos = position("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1").after(uci("d7d5"));
    EXPECT_EQ(explain(pos, "e5f6"), "chess.pawn.capture");
    EXPECT_EQ(legal_set(pos).count("e5d6"), 1u);
}

// ---- chess.pawn.promotion
// -------------------------------------------------------------------------

TEST(ChessPawn, PromotionToQueenRookBishopOrKnight) {
    // 8/4P3/8/8/8/8/8/k6K w: four promotions and the king's g1, g2, h2 (hand-counted: 7).
    const Position pos = position("8/4P3/8/8/8/8/8/k6K w - - 0 1");
    EXPECT_EQ(legal_set(pos), (Names{"e7e8q", "e7e8r", "e7e8b", "e7e8n", "h1g1", "h1g2", "h1h2"}));
    EXPECT_EQ(pos.after(uci("e7e8n")).board()[sq("e8")], (Piece{Color::White, PieceType::Knight}));
    EXPECT_EQ(print_position(pos.after(uci("e7e8q"))), "4Q3/8/8/8/8/8/8/k6K b - - 0 1");
}

TEST(ChessPawn, PromotionWithoutAPieceLetterIsRefused) {
    EXPECT_EQ(explain("8/4P3/8/8/8/8/8/k6K w - - 0 1", "e7e8"), "chess.pawn.promotion");
}

TEST(ChessPawn, PromotionToKingOrPawnIsRefused) {
    EXPECT_EQ(explain("8/4P3/8/8/8/8/8/k6K w - - 0 1", "e7e8k"), "chess.pawn.promotion");
    EXPECT_EQ(explain("8/4P3/8/8/8/8/8/k6K w - - 0 1", "e7e8p"), "chess.pawn.promotion");
}

TEST(ChessPawn, PromotionLetterOnAnOrdinaryMoveIsRefused) {
    EXPECT_EQ(explain(Position::standard(), "e2e4q"), "chess.pawn.promotion");
    EXPECT_EQ(explain(Position::standard(), "g1f3q"), "chess.pawn.promotion");
}

TEST(ChessPawn, CapturePromotionAndBlackPromotion) {
    // 3r3k/4P3/8/8/8/8/8/K7 w: the pawn promotes on e8 or by taking the rook on d8.
    const Position white = position("3r3k/4P3/8/8/8/8/8/K7 w - - 0 1");
    EXPECT_EQ(explain(white, "e7d8r"), "legal");
    EXPECT_EQ(explain(white, "e7e8b"), "legal");
    EXPECT_EQ(print_position(white.after(uci("e7d8q"))), "3Q3k/8/8/8/8/8/8/K7 b - - 0 1");
    // k6K/8/8/8/8/8/4p3/8 b: black promotes on e1.
    const Position black = position("k6K/8/8/8/8/8/4p3/8 b - - 0 1");
    EXPECT_EQ(explain(black, "e2e1q"), "legal");
    EXPECT_EQ(explain(black, "e2e1"), "chess.pawn.promotion");
    EXPECT_EQ(black.after(uci("e2e1n")).board()[sq("e1")],
              (Piece{Color::Black, PieceType::Knight}));
}

TEST(ChessPawn, PawnMovesResetTheFiftyMoveClock) {
    const Position pos = position("4k3/8/8/8/8/8/4P3/4K3 w - - 17 30");
    EXPECT_EQ(pos.after(uci("e2e4")).halfmove_clock(), 0u);
    EXPECT_EQ(pos.after(uci("e1d1")).halfmove_clock(), 18u);
}

}  // namespace
}  // namespace arbiter::reference::chess
