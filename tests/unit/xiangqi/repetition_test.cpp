// Repetition and the forbidden-repetition rules. Expected verdicts: hand analysis by docs/rules.md
// (xiangqi.repetition.*) and the AXF principles it cites; each line is in
// corpus/xiangqi/repetition.json with the reasoning in its description.

#include <gtest/gtest.h>

#include <vector>

#include "tests/support/xiangqi.h"

using namespace xiangqi_test;
using xq::Outcome;
using xq::RuleId;
using xq::Side;

namespace {

xq::Game play_line(const xq::Position& start, const std::vector<const char*>& moves,
                   int times = 1) {
    xq::Game game(start);
    for (int t = 0; t < times; ++t) {
        for (const char* m : moves) {
            const auto refused = game.play(mv(m));
            EXPECT_FALSE(refused.has_value()) << m;
        }
    }
    return game;
}

}  // namespace

TEST(XiangqiRepetition, ThirdOccurrenceOfQuietShufflingIsADraw) {
    const auto start = position_of({{"d0", 'K'}, {"f9", 'k'}, {"a0", 'R'}, {"i9", 'r'}});
    const auto twice = play_line(start, {"a0a1", "i9i8", "a1a0", "i8i9"});
    EXPECT_FALSE(xq::repetition_reached(twice).has_value());
    EXPECT_EQ(xq::status(twice, xq::Rules{}).outcome, Outcome::Ongoing);
    const auto thrice = play_line(start, {"a0a1", "i9i8", "a1a0", "i8i9"}, 2);
    ASSERT_TRUE(xq::repetition_reached(thrice).has_value());
    EXPECT_EQ(*xq::repetition_reached(thrice), 0u);
    const auto s = xq::status(thrice, xq::Rules{});
    EXPECT_EQ(s.outcome, Outcome::Draw);
    EXPECT_EQ(s.reason, RuleId::Repetition);
}

TEST(XiangqiRepetition, PerpetualCheckLoses) {
    const auto start = position_of({{"e9", 'k'}, {"a7", 'R'}, {"d0", 'K'}});
    xq::Game game =
        play_line(start, {"a7a9", "e9e8", "a9a8", "e8e9", "a8a9", "e9e8", "a9a8", "e8e9", "a8a9"});
    const auto s = xq::status(game, xq::Rules{});
    EXPECT_EQ(s.outcome, Outcome::Win);
    EXPECT_EQ(s.winner, Side::Black);
    EXPECT_EQ(s.reason, RuleId::RepetitionPerpetualCheck);
}

TEST(XiangqiRepetition, CheckingOnlyEveryOtherMoveIsNotPerpetual) {
    const auto start = position_of({{"e9", 'k'}, {"a7", 'R'}, {"d0", 'K'}});
    const auto game = play_line(start, {"a7a9", "e9e8", "a9a7", "e8e9"}, 2);
    const auto first = xq::repetition_reached(game);
    ASSERT_TRUE(first.has_value());
    EXPECT_FALSE(xq::perpetual_check_reached(game, *first, Side::Red));
    EXPECT_EQ(xq::status(game, xq::Rules{}).reason, RuleId::Repetition);
}

TEST(XiangqiRepetition, PerpetualChaseOfAnUnprotectedHorseLoses) {
    const auto start = position_of({{"d0", 'K'}, {"e8", 'k'}, {"b9", 'n'}, {"a4", 'R'}});
    const auto game = play_line(start, {"a4b4", "b9a7", "b4a4", "a7b9"}, 2);
    const auto s = xq::status(game, xq::Rules{});
    EXPECT_EQ(s.outcome, Outcome::Win);
    EXPECT_EQ(s.winner, Side::Black);
    EXPECT_EQ(s.reason, RuleId::RepetitionPerpetualChase);
}

TEST(XiangqiRepetition, AttackingAProtectedHorseIsNoChase) {
    // The black chariot c9 protects the horse on b9, so a4b4 is no chase and the chase is broken.
    const auto start =
        position_of({{"d0", 'K'}, {"e8", 'k'}, {"b9", 'n'}, {"a4", 'R'}, {"c9", 'r'}});
    const auto game = play_line(start, {"a4b4", "b9a7", "b4a4", "a7b9"}, 2);
    EXPECT_FALSE(xq::move_chases(game.positions()[0], mv("a4b4"), pt("b9")));
    EXPECT_TRUE(xq::move_chases(game.positions()[2], mv("b4a4"), pt("a7")));
    EXPECT_EQ(xq::status(game, xq::Rules{}).reason, RuleId::Repetition);
}

TEST(XiangqiRepetition, HorseAttackingAProtectedChariotChases) {
    const auto start =
        position_of({{"d0", 'K'}, {"e9", 'k'}, {"a6", 'N'}, {"b9", 'r'}, {"b2", 'r'}});
    const auto game = play_line(start, {"a6c7", "b9b8", "c7a6", "b8b9"}, 2);
    EXPECT_EQ(xq::status(game, xq::Rules{}).reason, RuleId::RepetitionPerpetualChase);
    EXPECT_EQ(xq::status(game, xq::Rules{}).winner, Side::Black);
}

TEST(XiangqiRepetition, CannonOfferingAnExchangeDoesNotChase) {
    // AXF §24: cannon against cannon, each able to take the other, is an offer of exchange. Red's
    // a5i5 puts its cannon against the black cannon i9, which can take back over the i7 screen:
    // no chase, so red does not chase perpetually; black's cannon attacks the red chariot anew
    // with every move (a cannon attacking a chariot chases it) and loses.
    const auto start = position_fen("5k2c/9/7c1/9/8C/8R/9/9/9/3K5 w - - 0 1");
    const auto game = play_line(start, {"i5a5", "h7i7", "a5i5", "i7h7"}, 2);
    const auto first = xq::repetition_reached(game);
    ASSERT_TRUE(first.has_value());
    EXPECT_FALSE(xq::move_chases(game.positions()[2], mv("a5i5"), pt("i9")));
    EXPECT_FALSE(xq::perpetual_chase_reached(game, *first, Side::Red));
    EXPECT_TRUE(xq::perpetual_chase_reached(game, *first, Side::Black));
    const auto s = xq::status(game, xq::Rules{});
    EXPECT_EQ(s.winner, Side::Red);
    EXPECT_EQ(s.reason, RuleId::RepetitionPerpetualChase);
}

TEST(XiangqiRepetition, CheckOutranksChase) {
    // Red checks every move; every black move attacks the unprotected red horse c0 anew.
    const auto start = position_fen("5k3/9/9/8c/2c6/9/5r3/2C6/9/2NK1R3 w - - 0 1");
    const auto game = play_line(start, {"c2f2", "f3c3", "f2c2", "c3f3"}, 2);
    const auto first = xq::repetition_reached(game);
    ASSERT_TRUE(first.has_value());
    EXPECT_TRUE(xq::perpetual_check_reached(game, *first, Side::Red));
    EXPECT_TRUE(xq::perpetual_chase_reached(game, *first, Side::Black));
    const auto s = xq::status(game, xq::Rules{});
    EXPECT_EQ(s.winner, Side::Black);
    EXPECT_EQ(s.reason, RuleId::RepetitionPerpetualCheck);
}

TEST(XiangqiRepetition, ABlockThatTakesAwayProtectionChases) {
    // The red chariot a7 attacks the black horse c7, which the black chariot c9 protects. The red
    // horse stepping b6-c8 blocks that protection: a chase created by a block (AXF appendix).
    const auto p = position_fen("2r1k4/9/R1n6/1N7/9/9/9/9/9/3K5 w - - 0 1");
    EXPECT_TRUE(xq::move_chases(p, mv("b6c8"), pt("c7")));
    EXPECT_FALSE(xq::move_chases(p, mv("b6d5"), pt("c7")));  // static attack, still protected
}

TEST(XiangqiRepetition, APinThatStopsAnExchangeChases) {
    // The red chariot b4 and the black chariot b9 attack each other (an offer of exchange). The red
    // chariot a8-a9 pins the black chariot to its general f9, so it can no longer take back: the
    // attack becomes a chase (a chase created by a pin). a8a7 pins nothing.
    const auto p = position_fen("1r3k3/R8/9/9/9/1R7/9/9/9/3K5 w - - 0 1");
    EXPECT_TRUE(xq::move_chases(p, mv("a8a9"), pt("b9")));
    EXPECT_FALSE(xq::move_chases(p, mv("a8a7"), pt("b9")));
}

TEST(XiangqiRepetition, UncrossedSoldiersAreNotChasedButCrossedOnesAre) {
    const auto p = position_fen("4k4/9/9/RNp6/9/9/9/2R6/9/3K5 w - - 0 1");
    EXPECT_FALSE(xq::move_chases(p, mv("b6c4"), pt("c6")));
    const auto q = position_fen("4k4/9/9/9/9/9/RNp6/9/9/2RK5 w - - 0 1");
    EXPECT_TRUE(xq::move_chases(q, mv("b3c1"), pt("c3")));
}

TEST(XiangqiRepetition, OneCheckOneChaseDependsOnTheRules) {
    const auto start = position_fen("4k4/9/9/R2n5/9/9/9/9/9/3K5 w - - 0 1");
    const auto game = play_line(start, {"a6a9", "e9e8", "a9a6", "e8e9"}, 2);
    const auto first = xq::repetition_reached(game);
    ASSERT_TRUE(first.has_value());
    EXPECT_FALSE(xq::perpetual_chase_reached(game, *first, Side::Red, xq::RepetitionRules::Axf));
    EXPECT_TRUE(xq::perpetual_chase_reached(game, *first, Side::Red, xq::RepetitionRules::Wxf));
    xq::Rules wxf;
    wxf.repetition = xq::RepetitionRules::Wxf;
    EXPECT_EQ(xq::status(game, xq::Rules{}).reason, RuleId::Repetition);
    EXPECT_EQ(xq::status(game, wxf).reason, RuleId::RepetitionPerpetualChase);
    EXPECT_EQ(xq::status(game, wxf).winner, Side::Black);
}

TEST(XiangqiRepetition, VerdictNamesTheChasedPiece) {
    const auto start = position_of({{"d0", 'K'}, {"e8", 'k'}, {"b9", 'n'}, {"a4", 'R'}});
    const auto game = play_line(start, {"a4b4", "b9a7", "b4a4", "a7b9"}, 2);
    const auto verdict = xq::judge_repetition(game, *xq::repetition_reached(game));
    ASSERT_TRUE(verdict.victim.has_value());
    EXPECT_EQ(verdict.victim->origin, pt("b9"));
    EXPECT_EQ(verdict.moves.size(), 8u);
    EXPECT_EQ(verdict.moves[0].chased.size(), 1u);
    EXPECT_EQ(verdict.moves[1].chased.size(), 0u);
}

TEST(XiangqiRepetition, GeneralAndSoldierAttacksAreNotChases) {
    // Red soldier f5 -> e5 attacks the unprotected black horse e6; a soldier's attack is exempt.
    const auto p = position_of({{"e0", 'K'}, {"d9", 'k'}, {"f5", 'P'}, {"e6", 'n'}});
    EXPECT_FALSE(xq::move_chases(p, mv("f5e5"), pt("e6")));
    // The same attack by a chariot arriving on e5 is a chase.
    const auto q = position_of({{"e0", 'K'}, {"d9", 'k'}, {"f5", 'R'}, {"e6", 'n'}});
    EXPECT_TRUE(xq::move_chases(q, mv("f5e5"), pt("e6")));
}

TEST(XiangqiRepetition, AChariotHeldByAHorseIsFlaggedAsHeld) {
    // AXF §19, Diagram 39 (corpus xiangqi-repetition-axf-held-chariot-001): the black chariot f8
    // stands on the leg of the red horse g8, which would take the general e9. Red's chariot (and
    // cannon a8, over b8 or over the advisor e8) attacks it on every move: red loses. Black's
    // advisor makes and unmakes the protection of the horse that the held chariot attacks, but
    // each advisor move puts a piece onto or off the line between the cannon a8 and the chariot
    // f8 (a move of that cannon's mount, §26), so it is no chase by protection and black does not
    // chase perpetually: §19 is not needed for the verdict (held_chariot false), though the
    // chased chariot is held.
    const auto start =
        position_fen("2baka3/C4rN2/4b1n2/1Rp5p/6p2/2P6/4c1P1c/4B3C/4A4/4KAB2 w - - 0 1");
    const auto game =
        play_line(start, {"b6b8", "f9e8", "b8b5", "e8f9", "b5b8", "f9e8", "b8b6", "e8f9", "b6b8"});
    const auto first = xq::repetition_reached(game);
    ASSERT_TRUE(first.has_value());
    EXPECT_TRUE(xq::perpetual_chase_reached(game, *first, Side::Red));
    EXPECT_FALSE(xq::perpetual_chase_reached(game, *first, Side::Black));
    const auto verdict = xq::judge_repetition(game, *first);
    EXPECT_EQ(verdict.loser, Side::Red);
    EXPECT_EQ(verdict.reason, RuleId::RepetitionPerpetualChase);
    ASSERT_TRUE(verdict.victim.has_value());
    EXPECT_EQ(verdict.victim->origin, pt("f8"));
    EXPECT_TRUE(verdict.victim->held_by_horse);
    EXPECT_FALSE(verdict.held_chariot);
}

TEST(XiangqiRepetition, AMutualChaseWithNoHeldChariotIsADraw) {
    // Fairy-Stockfish test.py, "Mutual chase (draw)": the red chariot and the black horse chase
    // each other round the corner, each with every move; no chariot is held: a draw.
    const auto start = position_fen("4k4/7n1/9/4pR3/9/9/4P4/9/9/4K4 w - - 0 1");
    auto game = play_line(start, {"f6h6"});
    for (int t = 0; t < 2; ++t) {
        for (const char* m : {"h8f7", "h6h7", "f7g5", "h7g7", "g5i6", "g7g6", "i6h8", "g6h6"}) {
            EXPECT_FALSE(game.play(mv(m)).has_value()) << m;
        }
    }
    const auto first = xq::repetition_reached(game);
    ASSERT_TRUE(first.has_value());
    EXPECT_TRUE(xq::perpetual_chase_reached(game, *first, Side::Red));
    EXPECT_TRUE(xq::perpetual_chase_reached(game, *first, Side::Black));
    const auto verdict = xq::judge_repetition(game, *first);
    EXPECT_FALSE(verdict.loser.has_value());
    EXPECT_FALSE(verdict.held_chariot);
}

TEST(XiangqiRepetition, MovingTheMountOfACannonThatAttacksOnesChariotChasesOnlyByNewAttacks) {
    // AXF §26, Diagram 61 (corpus xiangqi-repetition-axf-cannon-mount-chariot-001), after h9h2
    // i3g2 e2g4: the red cannon h2 attacks the black chariot c2 over the black horse g2. The horse
    // stepping to h4 is a move of that mount: it unmakes the protection of the red cannon b2,
    // which the chariot attacks all along (no chase, §26), and opens the chariot's line to the
    // cannon h2 (a new attack, a chase).
    const auto p = position_fen("3akab2/9/4b4/r3p4/p1p6/4P1B2/P1P6/NCr3nC1/4A4/R2AK1B2 b - - 0 1");
    EXPECT_FALSE(xq::move_chases(p, mv("g2h4"), pt("b2")));
    EXPECT_TRUE(xq::move_chases(p, mv("g2h4"), pt("h2")));
    const auto game =
        play_line(position_fen("3akabC1/9/4b4/r3p4/p1p6/4P4/P1P5n/NCr1B4/4A4/R2AK1B2 w - - 0 1"),
                  {"h9h2", "i3g2", "e2g4", "g2h4", "g4e2", "h4g2", "e2g4", "g2h4", "g4e2", "h4g2"});
    const auto s = xq::status(game, xq::Rules{});
    EXPECT_EQ(s.reason, RuleId::RepetitionPerpetualChase);
    EXPECT_EQ(s.winner, Side::Black);
}
