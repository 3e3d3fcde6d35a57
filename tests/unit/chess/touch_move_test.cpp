// chess.touch-move (FIDE Laws 4.3, 4.5): expected move sets counted by hand on small positions.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "reference/chess/position.h"
#include "reference/chess/rules.h"
#include "reference/chess/touch_move.h"

namespace arbiter::reference::chess {
namespace {

Position pos_of(const char* fen) {
    auto s = parse_fen(fen);
    EXPECT_TRUE(s.ok()) << fen;
    if (!s.ok()) return Position::standard();
    auto p = Position::from_setup(s.value());
    EXPECT_TRUE(p.ok()) << fen;
    return p.ok() ? p.value() : Position::standard();
}

Square sq(const char* name) { return Square::parse(name).value_or(Square{}); }

std::vector<std::string> texts(const std::vector<Move>& moves) {
    std::vector<std::string> out;
    for (const Move& m : moves) out.push_back(to_uci(m));
    std::sort(out.begin(), out.end());
    return out;
}

// White king e1, pawn e4; black king e8, pawn d5.
constexpr const char* kPawns = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1";

TEST(ChessTouchMove, TouchedKnightMustMove) {
    // FIDE 4.3.1: knight g1 at the start goes to f3 or h3 (e2 is own).
    auto ob = touch_move_obligation(Position::standard(), {sq("g1")});
    EXPECT_TRUE(ob.binding);
    EXPECT_EQ(texts(ob.allowed), (std::vector<std::string>{"g1f3", "g1h3"}));
}

TEST(ChessTouchMove, ImmobilePieceLeavesAnyMove) {
    // FIDE 4.5: rook a1 is boxed in at the start: any of the 20 opening moves.
    auto ob = touch_move_obligation(Position::standard(), {sq("a1")});
    EXPECT_FALSE(ob.binding);
    EXPECT_EQ(ob.allowed.size(), 20u);
}

TEST(ChessTouchMove, TouchedEnemyPieceMustBeCaptured) {
    // FIDE 4.3.2: d5 can only be taken by e4.
    auto ob = touch_move_obligation(pos_of(kPawns), {sq("d5")});
    EXPECT_EQ(texts(ob.allowed), (std::vector<std::string>{"e4d5"}));
}

TEST(ChessTouchMove, OwnKingThenEnemyPawnMovesTheKing) {
    // FIDE 4.3.3: king e1 cannot take d5, so the first touched piece that can move, the king,
    // must: d1 d2 e2 f1 f2.
    auto ob = touch_move_obligation(pos_of(kPawns), {sq("e1"), sq("d5")});
    EXPECT_EQ(texts(ob.allowed), (std::vector<std::string>{"e1d1", "e1d2", "e1e2", "e1f1", "e1f2"}));
}

TEST(ChessTouchMove, EnemyPawnThenOwnKingCapturesThePawn) {
    // FIDE 4.3.3: the first touched piece that can be moved or captured is d5: e4xd5.
    auto ob = touch_move_obligation(pos_of(kPawns), {sq("d5"), sq("e1")});
    EXPECT_EQ(texts(ob.allowed), (std::vector<std::string>{"e4d5"}));
}

TEST(ChessTouchMove, OwnPieceCapturesTouchedEnemyPiece) {
    // FIDE 4.3.3: e4 then d5: capture with the touched piece.
    auto ob = touch_move_obligation(pos_of(kPawns), {sq("e4"), sq("d5")});
    EXPECT_EQ(texts(ob.allowed), (std::vector<std::string>{"e4d5"}));
    EXPECT_TRUE(breaks_touch_move(pos_of(kPawns), {sq("e4"), sq("d5")}, Move{sq("e4"), sq("e5"), {}}));
}

TEST(ChessTouchMove, EnPassantCapturesTouchedPawn) {
    // FIDE 4.3.2 with 3.7.4: d5 just double-pushed; e5xd6 e.p. captures it.
    auto ob = touch_move_obligation(pos_of("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"), {sq("d5")});
    EXPECT_EQ(texts(ob.allowed), (std::vector<std::string>{"e5d6"}));
}

}  // namespace
}  // namespace arbiter::reference::chess
