// xiangqi.touch-move: the moves the obligation of xiangqi competition rules §5.1-5.5 allows.
// Expected move sets are counted by hand from the movement rules (§2.2-2.3) on the positions given.

#include "reference/xiangqi/touch_move.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "reference/xiangqi/notation.h"
#include "reference/xiangqi/rules.h"

namespace arbiter::reference::xiangqi {
namespace {

constexpr const char* kStart =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
// Red general e1, red advisor d0 (boxed in: its only step e1 is the general's), red chariot a0;
// black general d9, black horse a7 on the open a-file.
constexpr const char* kBoxedAdvisor = "3k5/9/n8/9/9/9/9/9/4K4/R2A5 w - - 0 1";

Position pos_of(const char* fen) {
    auto p = parse_position(fen);
    EXPECT_TRUE(p.ok()) << fen;
    return p.ok() ? p.value() : Position::standard();
}

Point pt(const char* name) { return Point{name[0] - 'a', name[1] - '0'}; }

std::vector<std::string> texts(const std::vector<Move>& moves) {
    std::vector<std::string> out;
    for (Move m : moves) out.push_back(print_move(m));
    std::sort(out.begin(), out.end());
    return out;
}

TEST(XiangqiTouchMove, OwnChariotMustMove) {
    // §5.1: touched chariot a0 at the start: a1 and a2 (a3 holds the red soldier, b0 the horse).
    auto ob = touch_move_obligation(pos_of(kStart), {pt("a0")});
    EXPECT_TRUE(ob.binding);
    EXPECT_EQ(texts(ob.allowed), (std::vector<std::string>{"a0a1", "a0a2"}));
}

TEST(XiangqiTouchMove, TouchedCannonHasItsTwelveMoves) {
    // §5.1: cannon h2 at the start: h3-h6 and the capture h9 over the screen h7 (5), h1 (1),
    // g2-c2 (5, no capture beyond b2 since a2 is empty), i2 (1): 12.
    auto ob = touch_move_obligation(pos_of(kStart), {pt("h2")});
    EXPECT_TRUE(ob.binding);
    EXPECT_EQ(ob.allowed.size(), 12u);
    for (Move m : ob.allowed) EXPECT_EQ(m.from, pt("h2"));
}

TEST(XiangqiTouchMove, ImmobileOwnPieceLeavesAnyMove) {
    // §5.1: the touched piece "cannot move at all" (advisor d0, its only step e1 is taken), so any
    // move: chariot a1-a6 + a7 capture + b0, c0 (9), general e0, e2, f1 (d1 faces d9) (3) = 12.
    auto ob = touch_move_obligation(pos_of(kBoxedAdvisor), {pt("d0")});
    EXPECT_FALSE(ob.binding);
    EXPECT_EQ(ob.allowed.size(), 12u);
}

TEST(XiangqiTouchMove, OpponentPieceMustBeCaptured) {
    // §5.2: touched black horse h9 at the start: only cannon h2 can take it (screen h7).
    auto ob = touch_move_obligation(pos_of(kStart), {pt("h9")});
    EXPECT_TRUE(ob.binding);
    EXPECT_EQ(texts(ob.allowed), (std::vector<std::string>{"h2h9"}));
}

TEST(XiangqiTouchMove, UncapturableOpponentPieceLeavesAnyMove) {
    // §5.2: black cannon h7 cannot be taken (no screen on h3-h6): any of the 44 opening moves.
    auto ob = touch_move_obligation(pos_of(kStart), {pt("h7")});
    EXPECT_FALSE(ob.binding);
    EXPECT_EQ(ob.allowed.size(), 44u);
}

TEST(XiangqiTouchMove, OwnThenOpponentCapturesWithTouchedPiece) {
    // §5.3(1): h2 then h9: the former captures the latter.
    auto ob = touch_move_obligation(pos_of(kStart), {pt("h2"), pt("h9")});
    EXPECT_EQ(texts(ob.allowed), (std::vector<std::string>{"h2h9"}));
}

TEST(XiangqiTouchMove, OwnThenOpponentMovesTouchedPieceWhenItCannotCapture) {
    // §5.3(2): b2 then h9: b2 cannot take h9, so b2 must move (its 12 moves, mirror of h2).
    auto ob = touch_move_obligation(pos_of(kStart), {pt("b2"), pt("h9")});
    EXPECT_EQ(ob.allowed.size(), 12u);
    for (Move m : ob.allowed) EXPECT_EQ(m.from, pt("b2"));
}

TEST(XiangqiTouchMove, OwnThenOpponentAnotherCapturesWhenTouchedPieceImmobile) {
    // §5.3(3): advisor d0 (cannot move) then horse a7: another piece, the chariot, takes a7.
    auto ob = touch_move_obligation(pos_of(kBoxedAdvisor), {pt("d0"), pt("a7")});
    EXPECT_EQ(texts(ob.allowed), (std::vector<std::string>{"a0a7"}));
}

TEST(XiangqiTouchMove, OpponentThenOwnPrefersAnotherCaptureOverMoving) {
    // §5.4(2): h9 then b2: b2 cannot take h9, so another piece must (h2h9) before b2 must move.
    auto ob = touch_move_obligation(pos_of(kStart), {pt("h9"), pt("b2")});
    EXPECT_EQ(texts(ob.allowed), (std::vector<std::string>{"h2h9"}));
}

TEST(XiangqiTouchMove, SimultaneousTouchFollowsOpponentFirstOrder) {
    // §5.5: touched at once = §5.4, whatever order they are listed in: b2 and h9 -> h2h9.
    auto ob = touch_move_obligation(pos_of(kStart), {pt("b2"), pt("h9")}, true);
    EXPECT_EQ(texts(ob.allowed), (std::vector<std::string>{"h2h9"}));
}

TEST(XiangqiTouchMove, OpponentThenOwnMovesOwnWhenNothingCaptures) {
    // §5.4(3): h7 (nobody can take it) then b2: b2 must move.
    auto ob = touch_move_obligation(pos_of(kStart), {pt("h7"), pt("b2")});
    EXPECT_EQ(ob.allowed.size(), 12u);
    for (Move m : ob.allowed) EXPECT_EQ(m.from, pt("b2"));
    EXPECT_TRUE(breaks_touch_move(pos_of(kStart), {pt("h7"), pt("b2")}, Move{pt("h2"), pt("e2")}));
    EXPECT_FALSE(breaks_touch_move(pos_of(kStart), {pt("h7"), pt("b2")}, Move{pt("b2"), pt("e2")}));
}

TEST(XiangqiTouchMove, EmptyPointsAreNoTouch) {
    auto ob = touch_move_obligation(pos_of(kStart), {pt("e4")});
    EXPECT_FALSE(ob.binding);
    EXPECT_EQ(ob.allowed.size(), 44u);
}

}  // namespace
}  // namespace arbiter::reference::xiangqi
