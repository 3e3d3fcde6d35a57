// Game status of fast/chess: checkmate, stalemate, repetition (3 by default, 5 as option),
// fifty-move (100 plies by default, 150 as option), dead positions, and who can still checkmate
// after a flag fall (FIDE 6.9). Positions are small and their status follows from the rule texts
// (docs/rules.md) by hand.

#include <gtest/gtest.h>

#include <string_view>

#include "fast/chess/game.h"
#include "fast/chess/movegen.h"
#include "fast/chess/notation.h"
#include "tests/support/chess_mating_material.h"

namespace arbiter::fast::chess {
namespace {

Position at(std::string_view fen) { return parse_position(fen).value(); }

void play(Game& g, std::string_view text) {
    const auto u = parse_move(text);
    ASSERT_TRUE(u.has_value()) << text;
    const auto m = find_legal(g.position(), *u);
    ASSERT_TRUE(m.has_value()) << text;
    ASSERT_TRUE(g.play(*m)) << text;
}

TEST(ChessFastStatus, FoolsMateIsCheckmateForBlack) {
    Game g(Position::startpos());
    for (auto m : {"f2f3", "e7e5", "g2g4", "d8h4"}) play(g, m);
    const GameStatus s = g.status({});
    EXPECT_TRUE(s.in_check);
    EXPECT_EQ(s.outcome, Outcome::Win);
    EXPECT_EQ(s.winner, Black);
    EXPECT_EQ(s.reason, RuleId::Checkmate);
}

TEST(ChessFastStatus, PlayRefusesAnIllegalMoveAndChangesNothing) {
    Game g(Position::startpos());
    EXPECT_FALSE(g.play(Move(make_square(4, 1), make_square(4, 4))));  // e2e5
    EXPECT_FALSE(g.play(Move(make_square(4, 6), make_square(4, 4))));  // e7e5: not white's pawn
    EXPECT_TRUE(g.moves().empty());
    EXPECT_TRUE(g.position() == Position::startpos());
    EXPECT_TRUE(g.play(Move(make_square(4, 1), make_square(4, 3))));  // e2e4
    EXPECT_EQ(g.moves().size(), 1u);
    EXPECT_EQ(rule_name(RuleId::DeadPosition), "chess.dead-position");
}

TEST(ChessFastStatus, StalemateIsADraw) {
    const GameStatus s = Game(at("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")).status({});
    EXPECT_FALSE(s.in_check);
    EXPECT_EQ(s.outcome, Outcome::Draw);
    EXPECT_EQ(s.reason, RuleId::Stalemate);
}

TEST(ChessFastStatus, ThirdOccurrenceDrawsByDefaultFifthByOption) {
    Game g(Position::startpos());
    const Rules fide5{5, 100};
    for (int cycle = 1; cycle <= 4; ++cycle) {
        for (auto m : {"g1f3", "g8f6", "f3g1", "f6g8"}) play(g, m);
        const int occurrences = cycle + 1;
        EXPECT_EQ(g.occurrences(), occurrences);
        EXPECT_EQ(g.status({}).reason == RuleId::Repetition, occurrences >= 3);
        EXPECT_EQ(g.status(fide5).reason == RuleId::Repetition, occurrences >= 5);
    }
}

TEST(ChessFastStatus, FiftyMovesAtHundredPliesOrOptionally150) {
    const Position pos = at("4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80");
    Game g(pos);
    EXPECT_EQ(g.status({}).reason, std::nullopt);
    play(g, "a1a2");
    EXPECT_EQ(g.status({}).reason, RuleId::FiftyMove);
    EXPECT_EQ(g.status({3, 150}).reason, std::nullopt);
    Game pawn(pos);
    play(pawn, "e2e3");  // a pawn move resets the count
    EXPECT_EQ(pawn.status({}).reason, std::nullopt);
    EXPECT_EQ(Game(at("4k3/8/8/8/8/8/4P3/R3K3 w - - 150 80")).status({3, 150}).reason,
              RuleId::FiftyMove);
}

TEST(ChessFastStatus, DeadPositionsAreDraws) {
    EXPECT_TRUE(dead_position(at("4k3/8/8/8/8/8/8/4K3 w - - 0 1")));    // K v K
    EXPECT_TRUE(dead_position(at("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1")));  // K+B v K
    EXPECT_TRUE(dead_position(at("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1")));  // K+N v K
    // c1 (dark) and f8 (dark): all bishops on one colour.
    EXPECT_TRUE(dead_position(at("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1")));
    EXPECT_TRUE(dead_position(at("4kb2/8/8/8/8/8/8/2BBK3 w - - 0 1")) == false);  // d1 is light
    // c1 (dark) and c8 (light): opposite colours, a mate exists.
    EXPECT_FALSE(dead_position(at("2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1")));
    EXPECT_FALSE(dead_position(at("4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1")));   // two knights can mate
    EXPECT_FALSE(dead_position(at("4k3/8/8/8/8/8/8/1N2K1b1 w - - 0 1")));  // K+N v K+B
    EXPECT_FALSE(dead_position(at("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")));
    const GameStatus s = Game(at("4k3/8/8/8/8/8/8/4K3 w - - 0 1")).status({});
    EXPECT_EQ(s.outcome, Outcome::Draw);
    EXPECT_EQ(s.reason, RuleId::DeadPosition);
}

// chess.time-control, FIDE Laws 6.9: a flag fall is a draw when the opponent "cannot checkmate the
// player's king by any possible series of legal moves". Expected: python-chess's and shakmaty's
// has_insufficient_material(color), negated (material and bishop colours only).
using ::arbiter::testing::kMatingMaterial;

TEST(ChessFastStatus, WhoCanCheckmateFollowsTheMaterialThatCanNeverMate) {
    for (const auto& c : kMatingMaterial) {
        const Position pos = at(c.fen);
        EXPECT_EQ(can_checkmate_by_material(pos, White), c.white_can) << c.why;
        EXPECT_EQ(can_checkmate_by_material(pos, Black), c.black_can) << c.why;
    }
}

TEST(ChessFastStatus, MinorPiecesMateAKingBlockedByItsOwnPawn) {
    // Knight on c7 or bishop on d5 checks a8; the king on c8 or c7 guards b7 and b8; black's
    // pawn on a7 takes the last square.
    for (const char* fen : {"k1K5/p1N5/8/8/8/8/8/8 b - - 0 1", "k7/p1K5/8/3B4/8/8/8/8 b - - 0 1"}) {
        const GameStatus s = Game(at(fen)).status({});
        EXPECT_EQ(s.reason, RuleId::Checkmate) << fen;
        EXPECT_EQ(s.winner, White) << fen;
    }
}

}  // namespace
}  // namespace arbiter::fast::chess
