// How a game ends: chess.checkmate, chess.stalemate, chess.repetition (threefold by default,
// fivefold as an option; the en passant POSSIBILITY tells positions apart, FIDE 9.2.3),
// chess.dead-position (FIDE 5.2.2, 9.6.2: K v K, K+B v K, K+N v K, bishops all on one colour),
// chess.fifty-move (100 plies by default, 150 as an option; a mate on the last ply stands, FIDE
// 9.6.2), who can still checkmate after a flag fall (chess.time-control, FIDE 6.9), and
// Game::play/undo. Mates are textbook games (fool's mate, scholar's mate) or small
// diagrams checked by hand; move counts are hand-counted.

#include <gtest/gtest.h>

#include <string>

#include "tests/support/chess.h"
#include "tests/support/chess_mating_material.h"

namespace arbiter::reference::chess {
namespace {

using testing::play_all;
using testing::position;
using testing::uci;

GameStatus status_of(std::string_view fen, const Rules& rules = {}) {
    return status(Game(position(fen)), rules);
}

void expect_ongoing(const GameStatus& s) {
    EXPECT_EQ(s.outcome, Outcome::Ongoing);
    EXPECT_FALSE(s.winner.has_value());
    EXPECT_FALSE(s.reason.has_value());
}

void expect_draw(const GameStatus& s, RuleId reason) {
    EXPECT_EQ(s.outcome, Outcome::Draw);
    EXPECT_FALSE(s.winner.has_value());
    EXPECT_EQ(s.reason, reason);
}

// ---- Ongoing
// ----------------------------------------------------------------------------------------

TEST(ChessGameEnd, StartPositionIsOngoing) {
    const GameStatus s = status(Game(Position::standard()), Rules{});
    EXPECT_FALSE(s.in_check);
    expect_ongoing(s);
}

TEST(ChessGameEnd, CheckThatCanBeAnsweredIsOngoing) {
    const GameStatus s = status_of("4k3/8/8/8/8/8/8/4R1K1 b - - 0 1");
    EXPECT_TRUE(s.in_check);
    expect_ongoing(s);
}

// ---- chess.checkmate
// ------------------------------------------------------------------------------

TEST(ChessGameEnd, FoolsMateIsCheckmateForBlack) {
    Game game(Position::standard());
    play_all(game, {"f2f3", "e7e5", "g2g4", "d8h4"});
    const GameStatus s = status(game, Rules{});
    EXPECT_TRUE(s.in_check);
    EXPECT_EQ(s.outcome, Outcome::Win);
    EXPECT_EQ(s.winner, Color::Black);
    EXPECT_EQ(s.reason, RuleId::Checkmate);
    EXPECT_TRUE(checkmate_reached(game.position()));
    EXPECT_TRUE(legal_moves(game.position()).empty());
}

TEST(ChessGameEnd, ScholarsMateIsCheckmateForWhite) {
    Game game(Position::standard());
    play_all(game, {"e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6", "h5f7"});
    const GameStatus s = status(game, Rules{});
    EXPECT_EQ(s.outcome, Outcome::Win);
    EXPECT_EQ(s.winner, Color::White);
    EXPECT_EQ(s.reason, RuleId::Checkmate);
}

TEST(ChessGameEnd, BackRankMate) {
    // R5k1/5ppp/8/8/8/8/8/6K1 b: the rook on a8 checks; f8 and h8 are on its rank, f7-h7 own pawns.
    const GameStatus s = status_of("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
    EXPECT_EQ(s.outcome, Outcome::Win);
    EXPECT_EQ(s.winner, Color::White);
    EXPECT_EQ(s.reason, RuleId::Checkmate);
    // With an escape square (h7 pawn gone), the same check is not mate.
    expect_ongoing(status_of("R5k1/5pp1/8/8/8/8/8/6K1 b - - 0 1"));
}

TEST(ChessGameEnd, CheckmateByAProtectedQueen) {
    // 4k3/8/8/8/8/3p4/4q3/4K3 w: d1, d2, f1, f2 are all attacked by the queen, which the d3 pawn
    // guards.
    const GameStatus s = status_of("4k3/8/8/8/8/3p4/4q3/4K3 w - - 0 1");
    EXPECT_EQ(s.winner, Color::Black);
    EXPECT_EQ(s.reason, RuleId::Checkmate);
}

// ---- chess.stalemate
// ------------------------------------------------------------------------------

TEST(ChessGameEnd, NoMoveWithoutCheckIsStalemate) {
    // k7/2Q5/1K6/8/8/8/8/8 b: a7, b7, b8 are all covered; a8 is not attacked.
    const GameStatus s = status_of("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1");
    EXPECT_FALSE(s.in_check);
    expect_draw(s, RuleId::Stalemate);
    EXPECT_TRUE(stalemate_reached(position("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1")));
    EXPECT_FALSE(checkmate_reached(position("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1")));
}

TEST(ChessGameEnd, StalemateByKingAndPawn) {
    // 5k2/5P2/5K2/8/8/8/8/8 b: the black king on f8 is not attacked; e8 and g8 are covered by the
    // f7 pawn, e7 and g7 by the king on f6, and the pawn on f7 is protected by that king.
    const GameStatus s = status_of("5k2/5P2/5K2/8/8/8/8/8 b - - 0 1");
    expect_draw(s, RuleId::Stalemate);
}

// ---- chess.repetition
// -----------------------------------------------------------------------------

TEST(ChessGameEnd, ThirdOccurrenceIsRepetitionByDefault) {
    Game game(Position::standard());
    play_all(game, {"g1f3", "g8f6", "f3g1", "f6g8"});
    EXPECT_EQ(game.occurrences_of_current_position(), 2);
    expect_ongoing(status(game, Rules{}));
    play_all(game, {"g1f3", "g8f6", "f3g1", "f6g8"});
    EXPECT_EQ(game.occurrences_of_current_position(), 3);
    expect_draw(status(game, Rules{}), RuleId::Repetition);
    EXPECT_TRUE(repetition_reached(game, 3));
}

// The count follows undo (a variation taken back): counted by hand, the start position occurs once
// more after each knight cycle g1f3 g8f6 f3g1 f6g8, and taking a cycle back takes its occurrence.
TEST(ChessGameEnd, RepetitionCountFollowsUndo) {
    Game game(Position::standard());
    play_all(game, {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"});
    EXPECT_EQ(game.occurrences_of_current_position(), 3);
    for (int i = 0; i < 4; ++i) ASSERT_TRUE(game.undo());
    EXPECT_EQ(game.occurrences_of_current_position(), 2);
    ASSERT_TRUE(game.undo());  // after g1f3 g8f6 f3g1: that position for the first time
    EXPECT_EQ(game.occurrences_of_current_position(), 1);
    play_all(game, {"f6g8", "b1c3", "b8c6", "c3b1", "c6b8"});
    EXPECT_EQ(game.occurrences_of_current_position(), 3);
    expect_draw(status(game, Rules{}), RuleId::Repetition);
}

TEST(ChessGameEnd, FivefoldRepetitionIsAnOption) {
    Rules fivefold;
    fivefold.repetition_count = 5;
    Game game(Position::standard());
    for (int cycle = 1; cycle <= 4; ++cycle) {
        play_all(game, {"g1f3", "g8f6", "f3g1", "f6g8"});
        EXPECT_EQ(game.occurrences_of_current_position(), cycle + 1);
        if (cycle < 4) expect_ongoing(status(game, fivefold));
    }
    expect_draw(status(game, fivefold), RuleId::Repetition);
}

TEST(ChessGameEnd, RepetitionNeedsTheSameSideToMove) {
    // The same placement with the other side to move is a different position.
    EXPECT_NE(repetition_key(position("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")),
              repetition_key(position("4k3/8/8/8/8/8/8/R3K3 b - - 0 1")));
    // The white king triangulates e1-d1-d2-e1 (three plies) while black's king goes e8-d8-e8:
    // after five plies the start's placement is back, but with black to move.
    Game game(position("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"));
    play_all(game, {"e1d1", "e8d8", "d1d2", "d8e8", "d2e1"});
    EXPECT_EQ(game.position().board(), position("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").board());
    EXPECT_EQ(game.position().side_to_move(), Color::Black);
    EXPECT_EQ(game.occurrences_of_current_position(), 1);
}

TEST(ChessGameEnd, RepetitionComparesCastlingRights) {
    // Both kings step out and back: the placement returns, the rights do not.
    Game game(Position::standard());
    play_all(game, {"e2e4", "e7e5", "e1e2", "e8e7", "e2e1", "e7e8"});
    EXPECT_EQ(game.occurrences_of_current_position(), 1);
    play_all(game, {"e1e2", "e8e7", "e2e1", "e7e8", "e1e2", "e8e7", "e2e1", "e7e8"});
    EXPECT_EQ(game.occurrences_of_current_position(), 3);
    expect_draw(status(game, Rules{}), RuleId::Repetition);
}

// FIDE 9.2.3: a position after a double push is the same as the later one without the en passant
// square when no en passant capture is possible...
TEST(ChessGameEnd, UncapturableEnPassantSquareDoesNotDistinguishPositions) {
    Game game(Position::standard());
    play_all(game, {"e2e4"});  // e3 is the en passant square, but no black pawn can take on it
    play_all(game, {"g8f6", "g1f3", "f6g8", "f3g1"});
    EXPECT_EQ(game.occurrences_of_current_position(), 2);
    play_all(game, {"g8f6", "g1f3", "f6g8", "f3g1"});
    EXPECT_EQ(game.occurrences_of_current_position(), 3);
    expect_draw(status(game, Rules{}), RuleId::Repetition);
}

// ...but when the capture is possible, the position right after the double push is a different one.
TEST(ChessGameEnd, CapturableEnPassantSquareDistinguishesPositions) {
    // 4k3/8/8/8/4p3/8/3P4/4K3 w: after d2d4 the black pawn on e4 may take on d3.
    Game game(position("4k3/8/8/8/4p3/8/3P4/4K3 w - - 0 1"));
    play_all(game, {"d2d4"});
    for (int cycle = 1; cycle <= 3; ++cycle) {
        play_all(game, {"e8f8", "e1f1", "f8e8", "f1e1"});
        EXPECT_EQ(game.occurrences_of_current_position(), cycle);  // the first one had en passant
    }
    expect_draw(status(game, Rules{}), RuleId::Repetition);
}

TEST(ChessGameEnd, RepetitionKeyIgnoresAnEnPassantSquareThatCannotBeUsed) {
    // Both FEN conventions give the same key when no capture is possible...
    EXPECT_EQ(
        repetition_key(position("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")),
        repetition_key(position("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")));
    // ...also when a capture would fit the pattern but is illegal (it opens the rank to the rook).
    EXPECT_EQ(repetition_key(position("8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1")),
              repetition_key(position("8/8/8/KPp4r/8/8/8/4k3 w - - 0 1")));
    // A usable square makes the key differ.
    EXPECT_NE(repetition_key(position("8/8/8/KPp5/8/8/8/4k3 w - c6 0 1")),
              repetition_key(position("8/8/8/KPp5/8/8/8/4k3 w - - 0 1")));
}

// ---- chess.dead-position
// --------------------------------------------------------------------------

TEST(ChessGameEnd, KingAgainstKingIsDead) {
    expect_draw(status_of("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), RuleId::DeadPosition);
}

TEST(ChessGameEnd, KingAndBishopAgainstKingIsDead) {
    expect_draw(status_of("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1"), RuleId::DeadPosition);
    expect_draw(status_of("4k3/8/8/8/8/8/8/2b1K3 b - - 0 1"), RuleId::DeadPosition);
}

TEST(ChessGameEnd, KingAndKnightAgainstKingIsDead) {
    expect_draw(status_of("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1"), RuleId::DeadPosition);
    expect_draw(status_of("1n2k3/8/8/8/8/8/8/4K3 w - - 0 1"), RuleId::DeadPosition);
}

TEST(ChessGameEnd, BishopsAllOnOneColourAreDead) {
    // c1 and f8 are both dark squares; c1 and e3 too.
    expect_draw(status_of("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1"), RuleId::DeadPosition);
    expect_draw(status_of("4k3/8/8/8/8/4B3/8/2B1K3 w - - 0 1"), RuleId::DeadPosition);
}

TEST(ChessGameEnd, MaterialThatCanStillMateIsNotDead) {
    expect_ongoing(
        status_of("2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1"));  // bishops on c1 (dark) and c8 (light)
    expect_ongoing(status_of("1n2k3/8/8/8/8/8/8/1N2K3 w - - 0 1"));  // a knight each
    expect_ongoing(status_of("4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1"));   // two knights
    expect_ongoing(status_of("4k3/8/8/8/8/8/8/1N3BK1 w - - 0 1"));   // knight and bishop
    expect_ongoing(status_of("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"));    // a pawn
    expect_ongoing(status_of("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"));     // a rook
    EXPECT_FALSE(dead_position_reached(Position::standard()));
}

// ---- chess.time-control: FIDE Laws 6.9, who can still checkmate after a flag fall
// -------------------------------------------------
// FIDE 6.9: the flag fall is a draw "if the position is such that the opponent cannot checkmate
// the player's king by any possible series of legal moves". The expected answers are those of
// python-chess's Board.has_insufficient_material(color) (documented: True only when the colour
// can never win, looking at material and bishop colours) and shakmaty's
// Position::has_insufficient_material(color), negated; the mates below show two of the "can"s.

using ::arbiter::testing::kMatingMaterial;

TEST(ChessGameEnd, WhoCanCheckmateFollowsTheMaterialThatCanNeverMate) {
    for (const auto& c : kMatingMaterial) {
        const Position pos = position(c.fen);
        EXPECT_EQ(can_checkmate_by_material(pos, Color::White), c.white_can) << c.why;
        EXPECT_EQ(can_checkmate_by_material(pos, Color::Black), c.black_can) << c.why;
    }
}

TEST(ChessGameEnd, KnightMatesAKingBlockedByItsOwnPawn) {
    // Black's pawn on a7 takes its king's last square; the knight on c7 checks a8, the king on c8
    // guards b7 and b8.
    EXPECT_TRUE(checkmate_reached(position("k1K5/p1N5/8/8/8/8/8/8 b - - 0 1")));
}

TEST(ChessGameEnd, BishopMatesAKingBlockedByItsOwnPawn) {
    // The bishop on d5 checks a8 along the long diagonal, the king on c7 guards b8 and b7.
    EXPECT_TRUE(checkmate_reached(position("k7/p1K5/8/3B4/8/8/8/8 b - - 0 1")));
}

TEST(ChessGameEnd, WhoCanCheckmateDoesNotDependOnTheSideToMove) {
    EXPECT_FALSE(
        can_checkmate_by_material(position("4k3/8/8/8/8/8/8/4KN2 b - - 0 1"), Color::White));
    EXPECT_TRUE(
        can_checkmate_by_material(position("4k3/8/8/8/8/8/8/1NN1K3 b - - 0 1"), Color::White));
}

// ---- chess.fifty-move
// -----------------------------------------------------------------------------

TEST(ChessGameEnd, HundredPliesWithoutCaptureOrPawnMoveIsFiftyMoveByDefault) {
    expect_draw(status_of("4k3/8/8/8/8/8/8/R3K3 w - - 100 80"), RuleId::FiftyMove);
    expect_ongoing(status_of("4k3/8/8/8/8/8/8/R3K3 w - - 99 80"));
    // The 100th ply reached in play.
    Game game(position("4k3/8/8/8/8/8/8/R3K3 w - - 99 80"));
    play_all(game, {"a1a2"});
    expect_draw(status(game, Rules{}), RuleId::FiftyMove);
}

TEST(ChessGameEnd, SeventyFiveMovesIsAnOption) {
    Rules seventy_five;
    seventy_five.fifty_move_plies = 150;
    expect_ongoing(status_of("4k3/8/8/8/8/8/8/R3K3 w - - 100 80", seventy_five));
    expect_ongoing(status_of("4k3/8/8/8/8/8/8/R3K3 w - - 149 80", seventy_five));
    expect_draw(status_of("4k3/8/8/8/8/8/8/R3K3 w - - 150 80", seventy_five), RuleId::FiftyMove);
}

TEST(ChessGameEnd, CaptureResetsTheCount) {
    // 4k3/8/8/8/8/8/r7/R3K3 w - - 99: Rxa2 is a capture, so the clock goes back to 0.
    Game game(position("4k3/8/8/8/8/8/r7/R3K3 w - - 99 80"));
    play_all(game, {"a1a2"});
    EXPECT_EQ(game.position().halfmove_clock(), 0u);
    expect_ongoing(status(game, Rules{}));
}

TEST(ChessGameEnd, MateOnTheHundredthPlyIsCheckmate) {
    // 6k1/5ppp/8/8/8/8/8/R5K1 w - - 99: Ra8 is the 100th quiet ply and it mates.
    Game game(position("6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80"));
    play_all(game, {"a1a8"});
    EXPECT_EQ(game.position().halfmove_clock(), 100u);
    const GameStatus s = status(game, Rules{});
    EXPECT_EQ(s.outcome, Outcome::Win);
    EXPECT_EQ(s.winner, Color::White);
    EXPECT_EQ(s.reason, RuleId::Checkmate);
}

// ---- Game: play and undo
// ----------------------------------------------------------------------------

TEST(ChessGameEnd, UndoRestoresThePreviousPosition) {
    Game game(Position::standard());
    play_all(game, {"e2e4", "e7e5", "g1f3"});
    const Position before = game.position();
    play_all(game, {"b8c6"});
    EXPECT_NE(game.position(), before);
    EXPECT_TRUE(game.undo());
    EXPECT_EQ(game.position(), before);
    EXPECT_EQ(game.moves().size(), 3u);
    EXPECT_TRUE(game.undo());
    EXPECT_TRUE(game.undo());
    EXPECT_TRUE(game.undo());
    EXPECT_EQ(game.position(), Position::standard());
    EXPECT_FALSE(game.undo());
}

}  // namespace
}  // namespace arbiter::reference::chess
