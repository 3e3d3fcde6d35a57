// chess.touch-move (FIDE Laws 4.3, 4.4, 4.5): expected move sets counted by hand on small
// positions.

#include "reference/chess/touch_move.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "reference/chess/notation.h"
#include "reference/chess/position.h"
#include "reference/chess/rules.h"

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
    for (const Move& m : moves) out.push_back(print_move(m));
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
    EXPECT_EQ(texts(ob.allowed),
              (std::vector<std::string>{"e1d1", "e1d2", "e1e2", "e1f1", "e1f2"}));
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
    EXPECT_TRUE(
        breaks_touch_move(pos_of(kPawns), {sq("e4"), sq("d5")}, Move{sq("e4"), sq("e5"), {}}));
}

TEST(ChessTouchMove, EnPassantCapturesTouchedPawn) {
    // FIDE 4.3.2 with 3.7.4: d5 just double-pushed; e5xd6 e.p. captures it.
    auto ob = touch_move_obligation(pos_of("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"), {sq("d5")});
    EXPECT_EQ(texts(ob.allowed), (std::vector<std::string>{"e5d6"}));
}

// ---- FIDE 4.4: castling under touch-move --------------------------------------------------------

// White king e1, rooks a1 h1; black king e8, rooks a8 h8; every castling right. Rank 1 is empty
// between the pieces and no black piece attacks b1-g1 (the black rooks see the a- and h-files and
// rank 8, the black king only rank 7), so both white castlings are legal.
constexpr const char* kCastles = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

TEST(ChessTouchMove, KingTouchedAloneMayCastle) {
    // FIDE 4.3.1: the king must move; castling is a king move: c1 d1 d2 e2 f1 f2 g1.
    auto ob = touch_move_obligation(pos_of(kCastles), {sq("e1")});
    EXPECT_EQ(texts(ob.allowed),
              (std::vector<std::string>{"e1c1", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e1g1"}));
}

TEST(ChessTouchMove, KingThenRookMustCastleOnThatSide) {
    // FIDE 4.4.1: king then rook h1: castle king-side; king then rook a1: castle queen-side.
    auto king_side = touch_move_obligation(pos_of(kCastles), {sq("e1"), sq("h1")});
    EXPECT_TRUE(king_side.binding);
    EXPECT_EQ(texts(king_side.allowed), (std::vector<std::string>{"e1g1"}));
    EXPECT_NE(king_side.clause.find("4.4.1"), std::string_view::npos);
    auto queen_side = touch_move_obligation(pos_of(kCastles), {sq("e1"), sq("a1")});
    EXPECT_EQ(texts(queen_side.allowed), (std::vector<std::string>{"e1c1"}));
    // Another king move breaks the obligation.
    EXPECT_TRUE(
        breaks_touch_move(pos_of(kCastles), {sq("e1"), sq("h1")}, Move{sq("e1"), sq("f1"), {}}));
}

TEST(ChessTouchMove, KingAndRookTogetherMustCastle) {
    // FIDE 4.4.1 ("touches his king and a rook"): rook h1 and king at the same moment: castle.
    auto ob = touch_move_obligation(pos_of(kCastles), {sq("h1"), sq("e1")}, /*simultaneous=*/true);
    EXPECT_EQ(texts(ob.allowed), (std::vector<std::string>{"e1g1"}));
}

TEST(ChessTouchMove, RookThenKingMovesTheRookNotCastling) {
    // FIDE 4.4.2: rook h1 then king: no castling on that side; 4.3.1: the rook, touched first,
    // can move, so it must: f1 g1 h2 h3 h4 h5 h6 h7 h8 (h8 takes the black rook).
    auto ob = touch_move_obligation(pos_of(kCastles), {sq("h1"), sq("e1")});
    EXPECT_TRUE(ob.binding);
    EXPECT_EQ(texts(ob.allowed), (std::vector<std::string>{"h1f1", "h1g1", "h1h2", "h1h3", "h1h4",
                                                           "h1h5", "h1h6", "h1h7", "h1h8"}));
    EXPECT_TRUE(
        breaks_touch_move(pos_of(kCastles), {sq("h1"), sq("e1")}, Move{sq("e1"), sq("g1"), {}}));
}

TEST(ChessTouchMove, BoxedRookThenKingLeavesTheOtherCastling) {
    // FIDE 4.4.2 then 4.3.1: rook a1 is boxed in by the pawn a2 and the knight b1, so the king,
    // touched next, must move: d1 d2 e2 f1 f2, and castling with the OTHER rook (e1g1: f1 g1 empty
    // and unattacked) stays allowed. (e1c1 is illegal anyway: b1 is occupied.)
    auto ob = touch_move_obligation(pos_of("r3k2r/8/8/8/8/8/P7/RN2K2R w KQkq - 0 1"),
                                    {sq("a1"), sq("e1")});
    EXPECT_EQ(texts(ob.allowed),
              (std::vector<std::string>{"e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e1g1"}));
}

TEST(ChessTouchMove, KingThenRookWithoutTheRightMakesAnotherKingMove) {
    // FIDE 4.4.3: white has lost the king-side right (castling field Qkq), so castling with h1 is
    // illegal: another king move, castling with the other rook included: c1 d1 d2 e2 f1 f2.
    auto ob =
        touch_move_obligation(pos_of("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1"), {sq("e1"), sq("h1")});
    EXPECT_TRUE(ob.binding);
    EXPECT_NE(ob.clause.find("4.4.3"), std::string_view::npos);
    EXPECT_EQ(texts(ob.allowed),
              (std::vector<std::string>{"e1c1", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2"}));
}

TEST(ChessTouchMove, KingThenRookThroughCheckMakesAnotherKingMove) {
    // FIDE 4.4.3: the black rook f8 attacks f1 and f2, so e1g1 crosses an attacked square: another
    // king move: d1 d2 e2, or castling queen-side (b1 c1 d1 empty, c1 d1 unattacked).
    auto ob =
        touch_move_obligation(pos_of("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1"), {sq("e1"), sq("h1")});
    EXPECT_EQ(texts(ob.allowed), (std::vector<std::string>{"e1c1", "e1d1", "e1d2", "e1e2"}));
}

TEST(ChessTouchMove, KingThenRookWithAnImmobileKingAllowsAnyMove) {
    // FIDE 4.4.3, last sentence: king e1 is hemmed in by Qd1 Bf1 and the pawns d2 e2 f2, and the
    // bishop f1 blocks castling with h1: the king has no legal move, so any legal move is free
    // (e.g. the rook h1g1 and the pawn d2d3).
    const Position pos = pos_of("4k3/8/8/8/8/8/3PPP2/3QKB1R w K - 0 1");
    auto ob = touch_move_obligation(pos, {sq("e1"), sq("h1")});
    EXPECT_FALSE(ob.binding);
    EXPECT_NE(ob.clause.find("4.4.3"), std::string_view::npos);
    EXPECT_EQ(ob.allowed.size(), legal_moves(pos).size());
    EXPECT_FALSE(breaks_touch_move(pos, {sq("e1"), sq("h1")}, Move{sq("h1"), sq("g1"), {}}));
    EXPECT_FALSE(breaks_touch_move(pos, {sq("e1"), sq("h1")}, Move{sq("d2"), sq("d3"), {}}));
}

}  // namespace
}  // namespace arbiter::reference::chess
