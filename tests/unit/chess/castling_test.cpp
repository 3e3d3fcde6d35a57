// chess.castling and its conditions chess.castling.rights, .blocked, .in-check, .through-check
// (FIDE Laws 3.8.2), and the order in which `explain` reports them: rights, blocked, in-check,
// through-check. Expected values are read by hand off each diagram; the move count of the bare
// rooks position was confirmed with stockfish 15.1 (`go perft 1` = 26).

#include <gtest/gtest.h>

#include <string>

#include "tests/support/chess.h"

namespace arbiter::reference::chess {
namespace {

using testing::explain;
using testing::legal_set;
using testing::position;
using testing::uci;

// Kings and rooks on their original squares, nothing else: every castling is allowed.
constexpr std::string_view kBareRooks = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
constexpr std::string_view kBareRooksBlack = "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1";

// ---- chess.castling
// -------------------------------------------------------------------------------

TEST(ChessCastling, BothWingsAreAllowedWhenNothingStandsInTheWay) {
    const auto moves = legal_set(position(kBareRooks));
    EXPECT_TRUE(moves.contains("e1g1"));
    EXPECT_TRUE(moves.contains("e1c1"));
    // 2 castlings, rook a1: 7 on the a-file (a8 capture included) + 3 on rank 1 = 10, rook h1: 7 +
    // 2 = 9, king: d1, d2, e2, f2, f1 = 5. Total 26 (hand-counted; stockfish 15.1 go perft 1: 26).
    EXPECT_EQ(moves.size(), 26u);
    EXPECT_EQ(explain(kBareRooksBlack, "e8g8"), "legal");
    EXPECT_EQ(explain(kBareRooksBlack, "e8c8"), "legal");
}

TEST(ChessCastling, RookGoesToTheSquareTheKingCrossed) {
    const Position pos = position(kBareRooks);
    EXPECT_EQ(print_position(pos.after(uci("e1g1"))), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    EXPECT_EQ(print_position(pos.after(uci("e1c1"))), "r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1");
    const Position black = position(kBareRooksBlack);
    EXPECT_EQ(print_position(black.after(uci("e8g8"))), "r4rk1/8/8/8/8/8/8/R3K2R w KQ - 1 2");
    EXPECT_EQ(print_position(black.after(uci("e8c8"))), "2kr3r/8/8/8/8/8/8/R3K2R w KQ - 1 2");
}

TEST(ChessCastling, CastlingIsWrittenAsTheKingsMove) {
    EXPECT_EQ(print_move(castling_move(Color::White, Wing::King)), "e1g1");
    EXPECT_EQ(print_move(castling_move(Color::White, Wing::Queen)), "e1c1");
    EXPECT_EQ(print_move(castling_move(Color::Black, Wing::King)), "e8g8");
    EXPECT_EQ(print_move(castling_move(Color::Black, Wing::Queen)), "e8c8");
    // Not the rook's move, nor the king onto its rook.
    EXPECT_EQ(explain(kBareRooks, "h1f1"), "legal");  // an ordinary rook move, not castling
    EXPECT_EQ(explain(kBareRooks, "e1h1"), "chess.king.step");
}

TEST(ChessCastling, PromotionLetterOnCastlingIsRefused) {
    EXPECT_EQ(explain(kBareRooks, "e1g1q"), "chess.pawn.promotion");
}

// ---- chess.castling.rights
// ------------------------------------------------------------------------

TEST(ChessCastling, WithoutTheRightCastlingIsRefused) {
    const Position pos = position("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1");
    EXPECT_EQ(explain(pos, "e1g1"), "chess.castling.rights");
    EXPECT_EQ(explain(pos, "e1c1"), "legal");
    EXPECT_FALSE(legal_set(pos).contains("e1g1"));
}

TEST(ChessCastling, KingMoveLosesBothRights) {
    Game game(position(kBareRooks));
    testing::play_all(game, {"e1e2", "a8b8", "e2e1", "b8a8"});
    EXPECT_EQ(print_position(game.position()),
              "r3k2r/8/8/8/8/8/8/R3K2R w k - 4 3");  // black kept k (a8 rook moved)
    EXPECT_EQ(explain(game.position(), "e1g1"), "chess.castling.rights");
    EXPECT_EQ(explain(game.position(), "e1c1"), "chess.castling.rights");
    game.play(uci("h1h2"));
    EXPECT_EQ(explain(game.position(), "e8g8"), "legal");  // black's king-side right was kept
    EXPECT_EQ(explain(game.position(), "e8c8"), "chess.castling.rights");  // the a8 rook moved
}

TEST(ChessCastling, RookMoveLosesThatWingsRight) {
    Game game(position(kBareRooks));
    testing::play_all(game, {"h1h2", "h8h7", "h2h1", "h7h8"});
    EXPECT_EQ(print_position(game.position()), "r3k2r/8/8/8/8/8/8/R3K2R w Qq - 4 3");
    EXPECT_EQ(explain(game.position(), "e1g1"), "chess.castling.rights");
    EXPECT_EQ(explain(game.position(), "e1c1"), "legal");
}

TEST(ChessCastling, CapturedRookTakesItsRightAlong) {
    // White's a1 rook takes the a8 rook (and gives check along the 8th rank): black's queen-side
    // right is gone, the king-side right stays (castling is then refused for the check alone).
    const Position after = position(kBareRooks).after(uci("a1a8"));
    EXPECT_EQ(print_position(after), "R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1");
    EXPECT_EQ(explain(after, "e8c8"), "chess.castling.rights");
    EXPECT_EQ(explain(after, "e8g8"), "chess.castling.in-check");
}

// ---- chess.castling.blocked
// -----------------------------------------------------------------------

TEST(ChessCastling, PieceBetweenKingAndRookBlocks) {
    EXPECT_EQ(explain("r3k2r/8/8/8/8/8/8/R3KB1R w KQkq - 0 1", "e1g1"),
              "chess.castling.blocked");  // own bishop f1
    EXPECT_EQ(explain("r3k2r/8/8/8/8/8/8/R3K1nR w KQkq - 0 1", "e1g1"),
              "chess.castling.blocked");  // black knight g1
    EXPECT_EQ(explain("r3k2r/8/8/8/8/8/8/R2QK2R w KQkq - 0 1", "e1c1"),
              "chess.castling.blocked");  // own queen d1
}

TEST(ChessCastling, KnightOnB1BlocksQueenSideCastling) {
    // The king never touches b1, but the rook must pass it: every square between is empty.
    const Position pos = position("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1");
    EXPECT_EQ(explain(pos, "e1c1"), "chess.castling.blocked");
    EXPECT_EQ(explain(pos, "e1g1"), "legal");
    EXPECT_EQ(explain("rn2k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8"), "chess.castling.blocked");
}

// ---- chess.castling.in-check
// ----------------------------------------------------------------------

TEST(ChessCastling, InCheckCastlingIsRefused) {
    // The black rook on e4 gives check up the e-file.
    const Position pos = position("r3k2r/8/8/8/4r3/8/8/R3K2R w KQkq - 0 1");
    EXPECT_TRUE(in_check(pos));
    EXPECT_EQ(explain(pos, "e1g1"), "chess.castling.in-check");
    EXPECT_EQ(explain(pos, "e1c1"), "chess.castling.in-check");
    // A knight's check counts as well: the knight on d3 attacks e1.
    EXPECT_EQ(explain("r3k2r/8/8/8/8/3n4/8/R3K2R w KQkq - 0 1", "e1g1"), "chess.castling.in-check");
}

// ---- chess.castling.through-check
// -----------------------------------------------------------------

TEST(ChessCastling, ThroughAttackedSquareIsRefused) {
    // The black rook on f4 attacks f1, the square the king crosses.
    const Position pos = position("r3k2r/8/8/8/5r2/8/8/R3K2R w KQkq - 0 1");
    EXPECT_EQ(explain(pos, "e1g1"), "chess.castling.through-check");
    EXPECT_EQ(explain(pos, "e1c1"), "legal");
    // The black rook on d4 attacks d1.
    EXPECT_EQ(explain("r3k2r/8/8/8/3r4/8/8/R3K2R w KQkq - 0 1", "e1c1"),
              "chess.castling.through-check");
}

TEST(ChessCastling, OntoAttackedSquareIsRefused) {
    // g1 (king-side) and c1 (queen-side) are the king's destinations.
    EXPECT_EQ(explain("r3k2r/8/8/8/6r1/8/8/R3K2R w KQkq - 0 1", "e1g1"),
              "chess.castling.through-check");
    EXPECT_EQ(explain("r3k2r/8/8/8/2r5/8/8/R3K2R w KQkq - 0 1", "e1c1"),
              "chess.castling.through-check");
    // Black: a white bishop on b4 attacks f8 along b4-c5-d6-e7-f8.
    EXPECT_EQ(explain("r3k2r/8/8/8/1B6/8/8/R3K2R b KQkq - 0 1", "e8g8"),
              "chess.castling.through-check");
}

TEST(ChessCastling, AttackedB1SquareDoesNotPreventQueenSideCastling) {
    // The black rook on b4 attacks b1; the king crosses only d1 and lands on c1.
    const Position pos = position("r3k2r/8/8/8/1r6/8/8/R3K2R w KQkq - 0 1");
    EXPECT_EQ(explain(pos, "e1c1"), "legal");
    EXPECT_TRUE(legal_set(pos).contains("e1c1"));
    EXPECT_EQ(explain("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8"), "legal");
    EXPECT_EQ(explain("r3k2r/8/8/8/1R6/8/8/R3K2R b KQkq - 0 1", "e8c8"), "legal");  // b8 attacked
}

TEST(ChessCastling, AttackedRookDoesNotPreventCastling) {
    // The black rooks on a8/h8 attack the white rooks on a1/h1 up the open files; and a black
    // bishop on c6 attacks h1 along the long diagonal.
    EXPECT_EQ(explain("r3k2r/8/2b5/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1"), "legal");
    EXPECT_EQ(explain(kBareRooks, "e1c1"), "legal");
}

// ---- The order of the sub-rules: rights, blocked, in-check, through-check -----------------------

TEST(ChessCastling, RightsAreReportedBeforeBlocked) {
    EXPECT_EQ(explain("r3k2r/8/8/8/8/8/8/RN2K2R w Kkq - 0 1", "e1c1"), "chess.castling.rights");
}

TEST(ChessCastling, BlockedIsReportedBeforeInCheck) {
    EXPECT_EQ(explain("r3k2r/8/8/8/4r3/8/8/RN2K2R w KQkq - 0 1", "e1c1"), "chess.castling.blocked");
}

TEST(ChessCastling, InCheckIsReportedBeforeThroughCheck) {
    // Rooks on e4 and f4: in check, and f1 attacked too.
    EXPECT_EQ(explain("r3k2r/8/8/8/4rr2/8/8/R3K2R w KQkq - 0 1", "e1g1"),
              "chess.castling.in-check");
}

TEST(ChessCastling, FirstBrokenCastlingRuleAgreesWithExplain) {
    const Position pos = position("r3k2r/8/8/8/5r2/8/8/R3K2R w KQkq - 0 1");
    EXPECT_EQ(first_broken_castling_rule(pos, Wing::King), RuleId::CastlingThroughCheck);
    EXPECT_EQ(first_broken_castling_rule(pos, Wing::Queen), std::nullopt);
    EXPECT_EQ(castling_wing(pos, uci("e1g1")), Wing::King);
    EXPECT_EQ(castling_wing(pos, uci("e1c1")), Wing::Queen);
    EXPECT_EQ(castling_wing(pos, uci("e1f1")), std::nullopt);
}

}  // namespace
}  // namespace arbiter::reference::chess
