// fast/xiangqi's own judge of repetition (fast/xiangqi/repetition.h). Expected values: hand
// analysis by the AXF rules of repetition, the same positions as the reference's tests
// (tests/unit/xiangqi/repetition_test.cpp) and corpus/xiangqi/repetition-axf.json, whose
// descriptions give the reasoning.

#include <gtest/gtest.h>

#include <initializer_list>

#include "fast/xiangqi/game.h"
#include "fast/xiangqi/notation.h"
#include "fast/xiangqi/repetition.h"

namespace arbiter::fast::xiangqi {
namespace {

Move mv(const char* text) {
    const auto m = parse_move(text);
    EXPECT_TRUE(m.has_value()) << text;
    return m ? Move(m->from, m->to) : Move{};
}

Point pt(const char* name) { return make_point(name[0] - 'a', name[1] - '0'); }

Position pos_of(const char* fen) {
    auto p = parse_position(fen);
    EXPECT_TRUE(p.ok()) << fen;
    return p.ok() ? p.value() : Position::startpos();
}

Game play(const char* fen, std::initializer_list<const char*> cycle, int times = 2) {
    Game g(pos_of(fen));
    for (int t = 0; t < times; ++t)
        for (const char* m : cycle) EXPECT_TRUE(g.play(mv(m))) << m;
    return g;
}

bool chases(const char* fen, const char* move, const char* victim) {
    return test(chased_by(pos_of(fen), mv(move)), pt(victim));
}

TEST(XiangqiFastRepetition, QuietShufflingIsADraw) {
    const Game g = play("5k2r/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", {"a0a1", "i9i8", "a1a0", "i8i9"});
    const GameStatus s = g.status(Rules{});
    EXPECT_EQ(s.outcome, Outcome::Draw);
    EXPECT_EQ(s.reason, RuleId::Repetition);
}

TEST(XiangqiFastRepetition, PerpetualCheckLoses) {
    const Game g =
        play("4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1",
             {"a7a9", "e9e8", "a9a8", "e8e9", "a8a9", "e9e8", "a9a8", "e8e9", "a8a9"}, 1);
    const GameStatus s = g.status(Rules{});
    EXPECT_EQ(s.reason, RuleId::PerpetualCheck);
    EXPECT_EQ(s.winner, Black);
}

TEST(XiangqiFastRepetition, PerpetualChaseOfAnUnprotectedHorseLoses) {
    const Game g = play("1n7/4k4/9/9/9/R8/9/9/9/3K5 w - - 0 1", {"a4b4", "b9a7", "b4a4", "a7b9"});
    const GameStatus s = g.status(Rules{});
    EXPECT_EQ(s.reason, RuleId::PerpetualChase);
    EXPECT_EQ(s.winner, Black);
}

TEST(XiangqiFastRepetition, ProtectionAndExchangeAreNoChase) {
    EXPECT_FALSE(chases("1nr6/4k4/9/9/9/R8/9/9/9/3K5 w - - 0 1", "a4b4", "b9"));  // protected
    EXPECT_FALSE(chases("1r3k3/9/9/9/9/R8/9/9/9/3K5 w - - 0 1", "a4b4", "b9"));   // exchange
}

TEST(XiangqiFastRepetition, HigherValueVictimIsChasedEvenWhenProtected) {
    EXPECT_TRUE(chases("1rr1k4/9/9/PP7/9/C8/9/9/9/3K5 w - - 0 1", "a4b4", "b9"));
    EXPECT_FALSE(chases("1cr1k4/9/9/9/9/R8/9/9/9/3K5 w - - 0 1", "a4b4", "b9"));
}

TEST(XiangqiFastRepetition, ABlockOrAPinCreatesAChase) {
    EXPECT_TRUE(chases("2r1k4/9/R1n6/1N7/9/9/9/9/9/3K5 w - - 0 1", "b6c8", "c7"));
    EXPECT_FALSE(chases("2r1k4/9/R1n6/1N7/9/9/9/9/9/3K5 w - - 0 1", "b6d5", "c7"));
    EXPECT_TRUE(chases("1r3k3/R8/9/9/9/1R7/9/9/9/3K5 w - - 0 1", "a8a9", "b9"));
    EXPECT_FALSE(chases("1r3k3/R8/9/9/9/1R7/9/9/9/3K5 w - - 0 1", "a8a7", "b9"));
}

TEST(XiangqiFastRepetition, DiscoveredCheckMakesProtectionFalse) {
    EXPECT_TRUE(chases("4k4/3ra4/9/4R4/3c5/9/9/9/4C4/5K3 w - - 0 1", "e6e5", "d5"));
    EXPECT_FALSE(chases("4k4/3ra4/9/4R4/3c5/9/9/9/9/5K3 w - - 0 1", "e6e5", "d5"));
}

TEST(XiangqiFastRepetition, UncrossedSoldiersAreNotChased) {
    EXPECT_FALSE(chases("4k4/9/9/RNp6/9/9/9/2R6/9/3K5 w - - 0 1", "b6c4", "c6"));
    EXPECT_TRUE(chases("4k4/9/9/9/9/9/RNp6/9/9/2RK5 w - - 0 1", "b3c1", "c3"));
}

TEST(XiangqiFastRepetition, OneCheckOneChaseDependsOnTheRules) {
    const Game g = play("4k4/9/9/R2n5/9/9/9/9/9/3K5 w - - 0 1", {"a6a9", "e9e8", "a9a6", "e8e9"});
    EXPECT_EQ(g.status(Rules{}).reason, RuleId::Repetition);
    Rules wxf;
    wxf.repetition = RepetitionRules::Wxf;
    EXPECT_EQ(g.status(wxf).reason, RuleId::PerpetualChase);
    EXPECT_EQ(g.status(wxf).winner, Black);
}

TEST(XiangqiFastRepetition, AChariotHeldByAHorseIsFlaggedAsHeld) {
    // AXF §19, Diagram 39 (corpus xiangqi-repetition-axf-held-chariot-001): red chases the black
    // chariot f8, held by the horse g8, with every move and loses; black's advisor moves are
    // moves of the cannon a8's mount (§26), no chase, so §19 is not needed (held_chariot false).
    Game g(pos_of("2baka3/C4rN2/4b1n2/1Rp5p/6p2/2P6/4c1P1c/4B3C/4A4/4KAB2 w - - 0 1"));
    for (const char* m : {"b6b8", "f9e8", "b8b5", "e8f9", "b5b8", "f9e8", "b8b6", "e8f9", "b6b8"})
        EXPECT_TRUE(g.play(mv(m))) << m;
    const GameStatus s = g.status(Rules{});
    EXPECT_EQ(s.reason, RuleId::PerpetualChase);
    EXPECT_EQ(s.winner, Black);
    const auto first = g.repetition_start();
    ASSERT_TRUE(first.has_value());
    const RepetitionVerdict v = g.judge_repetition(*first, RepetitionRules::Axf);
    EXPECT_FALSE(v.held_chariot);
    EXPECT_EQ(v.victim_origin, pt("f8"));
    EXPECT_TRUE(test(v.moves[1].held_origins, pt("f8")));  // red's b8b5 chases the held chariot
}

TEST(XiangqiFastRepetition, AMutualChaseWithNoHeldChariotIsADraw) {
    // Fairy-Stockfish test.py, "Mutual chase (draw)": chariot and horse chase each other.
    Game g(pos_of("4k4/7n1/9/4pR3/9/9/4P4/9/9/4K4 w - - 0 1"));
    EXPECT_TRUE(g.play(mv("f6h6")));
    for (int t = 0; t < 2; ++t)
        for (const char* m : {"h8f7", "h6h7", "f7g5", "h7g7", "g5i6", "g7g6", "i6h8", "g6h6"})
            EXPECT_TRUE(g.play(mv(m))) << m;
    EXPECT_EQ(g.status(Rules{}).reason, RuleId::Repetition);
}

TEST(XiangqiFastRepetition, MovingTheMountOfACannonThatAttacksOnesChariotChasesOnlyByNewAttacks) {
    // AXF §26, Diagram 61 after h9h2 i3g2 e2g4: g2h4 moves the mount of the cannon h2 that
    // attacks the chariot c2; the protection of b2 it unmakes is no chase, the line it opens to
    // h2 is.
    const char* fen = "3akab2/9/4b4/r3p4/p1p6/4P1B2/P1P6/NCr3nC1/4A4/R2AK1B2 b - - 0 1";
    EXPECT_FALSE(chases(fen, "g2h4", "b2"));
    EXPECT_TRUE(chases(fen, "g2h4", "h2"));
    Game g(pos_of("3akabC1/9/4b4/r3p4/p1p6/4P4/P1P5n/NCr1B4/4A4/R2AK1B2 w - - 0 1"));
    for (const char* m :
         {"h9h2", "i3g2", "e2g4", "g2h4", "g4e2", "h4g2", "e2g4", "g2h4", "g4e2", "h4g2"})
        EXPECT_TRUE(g.play(mv(m))) << m;
    const GameStatus s = g.status(Rules{});
    EXPECT_EQ(s.reason, RuleId::PerpetualChase);
    EXPECT_EQ(s.winner, Black);
}

}  // namespace
}  // namespace arbiter::fast::xiangqi
