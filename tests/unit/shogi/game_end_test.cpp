// shogi.checkmate, shogi.sennichite, shogi.sennichite.perpetual-check, shogi.impasse,
// shogi.max-plies.

#include <gtest/gtest.h>

#include "tests/support/shogi.h"

namespace arbiter::reference::shogi {
namespace {

using testing::parse;
using testing::usi;

Game play_all(std::string_view start, const std::vector<std::string_view>& moves) {
    Game game(parse(start));
    for (const auto m : moves) {
        const auto broken = game.play(usi(m));
        EXPECT_FALSE(broken.has_value()) << m << " breaks " << (broken ? rule_name(*broken) : "");
    }
    return game;
}

GameStatus status_of(const Game& game, bool impasse = false,
                     ImpasseRule rule = ImpasseRule::Seed27Points) {
    return status(game, Rules{impasse, rule});
}

TEST(ShogiCheckmate, MatedSideLoses) {
    // Gold on 5b guarded by the gold on 5c; the lances on 6a and 4a block the king.
    const GameStatus s = status_of(Game(parse("3lkl3/4G4/4G4/9/9/9/9/9/4K4 w - 2")));
    EXPECT_TRUE(s.in_check);
    EXPECT_EQ(s.outcome, Outcome::Win);
    EXPECT_EQ(s.winner, Side::Sente);
    EXPECT_EQ(s.reason, RuleId::Checkmate);
}

TEST(ShogiCheckmate, NoLegalMoveLosesEvenWithoutCheck) {
    // Gote's lone king on 1a: the silver on 2c covers 1b and 2b, the bishop on 5d covers 2a.
    const GameStatus s = status_of(Game(parse("8k/9/7S1/4B4/9/9/9/9/K8 w - 1")));
    EXPECT_FALSE(s.in_check);
    EXPECT_EQ(s.outcome, Outcome::Win);
    EXPECT_EQ(s.winner, Side::Sente);
    EXPECT_EQ(s.reason, RuleId::Checkmate);
}

TEST(ShogiCheckmate, PositionWithMovesIsOngoing) {
    const GameStatus s = status_of(Game(parse("startpos")));
    EXPECT_EQ(s.outcome, Outcome::Ongoing);
    EXPECT_FALSE(s.reason.has_value());
}

// Both rooks shuffle: the start position comes back every four plies.
const std::vector<std::string_view> kRookShuffle = {"2h3h", "8b7b", "3h2h", "7b8b", "2h3h", "8b7b",
                                                    "3h2h", "7b8b", "2h3h", "8b7b", "3h2h", "7b8b"};

TEST(ShogiSennichite, FourthOccurrenceIsADraw) {
    const Game game = play_all("startpos", kRookShuffle);
    EXPECT_TRUE(sennichite_reached(game));
    const GameStatus s = status_of(game);
    EXPECT_EQ(s.outcome, Outcome::Draw);
    EXPECT_EQ(s.reason, RuleId::Sennichite);
}

TEST(ShogiSennichite, ThirdOccurrenceIsNotYet) {
    Game game = play_all("startpos", kRookShuffle);
    game.undo();
    EXPECT_FALSE(sennichite_reached(game));
    EXPECT_EQ(status_of(game).outcome, Outcome::Ongoing);
}

TEST(ShogiSennichite, HandsAndSideToMoveArePartOfThePosition) {
    Game game(parse("startpos"));
    Game other(parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"));
    EXPECT_FALSE(game.position().same_for_repetition(other.position()));
    Game hand(parse("lnsgkgsnl/1r5b1/pppppppp1/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b P 1"));
    Game no_hand(parse("lnsgkgsnl/1r5b1/pppppppp1/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b p 1"));
    EXPECT_FALSE(hand.position().same_for_repetition(no_hand.position()));
}

// Sente's rook checks the king on 2a from 2e and on 1a from 1e; the king shuffles.
constexpr std::string_view kPerpetual = "7k1/9/9/9/8R/9/9/9/4K4 b - 1";

TEST(ShogiSennichite, PerpetualCheckerLoses) {
    const Game game = play_all(kPerpetual, {"1e2e", "2a1a", "2e1e", "1a2a", "1e2e", "2a1a", "2e1e",
                                            "1a2a", "1e2e", "2a1a", "2e1e", "1a2a"});
    EXPECT_EQ(sennichite_perpetual_check_reached(game), Side::Sente);
    const GameStatus s = status_of(game);
    EXPECT_EQ(s.outcome, Outcome::Win);
    EXPECT_EQ(s.winner, Side::Gote);
    EXPECT_EQ(s.reason, RuleId::SennichitePerpetualCheck);
}

TEST(ShogiSennichite, OneQuietMoveInTheCycleMakesItADraw) {
    // The same cycle, but the rook goes 1e-1f-1e once without checking.
    const Game game = play_all(kPerpetual, {"1e1f", "2a2b", "1f1e", "2b2a", "1e1f", "2a2b", "1f1e",
                                            "2b2a", "1e1f", "2a2b", "1f1e", "2b2a"});
    EXPECT_TRUE(sennichite_reached(game));
    EXPECT_EQ(status_of(game).outcome, Outcome::Draw);
    EXPECT_EQ(status_of(game).reason, RuleId::Sennichite);
}

// All pieces in hand: sente 2R2B8P = 28 points, gote 4G4S4N4L10P = 26.
constexpr std::string_view kImpasse2826 = "9/4K4/9/9/9/9/9/4k4/9 b 2R2B8P4g4s4n4l10p 1";

TEST(ShogiImpasse, OnlyJudgedWhenAsked) {
    EXPECT_EQ(status_of(Game(parse(kImpasse2826))).outcome, Outcome::Ongoing);
}

TEST(ShogiImpasse, SeedRuleSideBelow27Loses) {
    const GameStatus s = status_of(Game(parse(kImpasse2826)), true);
    EXPECT_EQ(s.outcome, Outcome::Win);
    EXPECT_EQ(s.winner, Side::Sente);
    EXPECT_EQ(s.reason, RuleId::Impasse);
}

TEST(ShogiImpasse, ProRuleNeedsOnly24) {
    const GameStatus s = status_of(Game(parse(kImpasse2826)), true, ImpasseRule::Pro24Points);
    EXPECT_EQ(s.outcome, Outcome::Draw);
    EXPECT_EQ(s.reason, RuleId::Impasse);
}

TEST(ShogiImpasse, SeedRuleBothAt27IsADraw) {
    const GameStatus s =
        status_of(Game(parse("9/4K4/9/9/9/9/9/4k4/9 b 2R2B7P4g4s4n4l11p 1")), true);
    EXPECT_EQ(s.outcome, Outcome::Draw);
}

TEST(ShogiImpasse, KingsOutsideTheirZonesAreNotJudged) {
    const GameStatus s =
        status_of(Game(parse("9/9/9/4K4/9/9/9/4k4/9 b 2R2B8P4g4s4n4l10p 1")), true);
    EXPECT_EQ(s.outcome, Outcome::Ongoing);
}

TEST(ShogiImpasse, CsaDeclarationNeedsTenPiecesInTheZone) {
    // Sente declares with no piece in the zone: a wrong declaration loses.
    const GameStatus wrong =
        status_of(Game(parse(kImpasse2826)), true, ImpasseRule::Csa27Declaration);
    EXPECT_EQ(wrong.outcome, Outcome::Win);
    EXPECT_EQ(wrong.winner, Side::Gote);
    // Nine tokins and a gold in the zone (10 points) plus 2R2B in hand (20): 30 >= 28.
    const GameStatus right =
        status_of(Game(parse("8G/4K4/+P+P+P+P+P+P+P+P+P/9/9/9/9/4k4/9 b 2R2B3g4s4n4l9p 1")), true,
                  ImpasseRule::Csa27Declaration);
    EXPECT_EQ(right.outcome, Outcome::Win);
    EXPECT_EQ(right.winner, Side::Sente);
}

TEST(ShogiImpasse, PointsCountRookAndBishopFivePromotedOrNot) {
    EXPECT_EQ(impasse_piece_points(PieceKind::Dragon), 5);
    EXPECT_EQ(impasse_piece_points(PieceKind::Bishop), 5);
    EXPECT_EQ(impasse_piece_points(PieceKind::Tokin), 1);
    EXPECT_EQ(impasse_piece_points(PieceKind::King), 0);
    EXPECT_EQ(impasse_points(parse("startpos"), Side::Sente), 27);
}

// shogi.max-plies (docs/rules.md): the CSA rule of the World Computer Shogi Championship and
// floodgate, a game that reaches 256 plies is a draw; the SFEN move number n follows n - 1 plies.
GameStatus status_limited(const Game& game, int max_plies) {
    Rules rules;
    rules.max_plies = max_plies;
    return status(game, rules);
}

TEST(ShogiMaxPlies, TheTwoHundredFiftySixthPlyEndsTheGameDrawn) {
    // Move number 257: 256 plies played.
    const GameStatus s = status_limited(Game(parse("4k4/9/9/9/9/9/9/9/4K4 b G 257")), 256);
    EXPECT_EQ(s.outcome, Outcome::Draw);
    EXPECT_FALSE(s.winner.has_value());
    EXPECT_EQ(s.reason, RuleId::MaxPlies);
    EXPECT_EQ(rule_name(RuleId::MaxPlies), "shogi.max-plies");
}

TEST(ShogiMaxPlies, OnePlyShortOfTheLimitPlaysOn) {
    // Move number 256: 255 plies played; the next move reaches the limit.
    Game game(parse("4k4/9/9/9/9/9/9/9/4K4 b G 256"));
    EXPECT_EQ(status_limited(game, 256).outcome, Outcome::Ongoing);
    EXPECT_TRUE(max_plies_reached(game.position(), 255));
    EXPECT_FALSE(max_plies_reached(game.position(), 256));
    EXPECT_FALSE(game.play(usi("5i5h")).has_value());
    EXPECT_EQ(status_limited(game, 256).reason, RuleId::MaxPlies);
}

TEST(ShogiMaxPlies, NoLimitByDefault) {
    const Game game(parse("4k4/9/9/9/9/9/9/9/4K4 b G 100000"));
    EXPECT_FALSE(max_plies_reached(game.position(), 0));
    EXPECT_EQ(status(game, Rules{}).outcome, Outcome::Ongoing);
}

TEST(ShogiMaxPlies, CheckmateOnTheLastPlyStillWins) {
    // The mate of ShogiCheckmate.MatedSideLoses reached at the limit: the rules of the game come
    // first, the limit only ends a game with no other result.
    const GameStatus s = status_limited(Game(parse("3lkl3/4G4/4G4/9/9/9/9/9/4K4 w - 300")), 256);
    EXPECT_EQ(s.outcome, Outcome::Win);
    EXPECT_EQ(s.reason, RuleId::Checkmate);
}

TEST(ShogiGame, IllegalMoveIsRefusedAndChangesNothing) {
    Game game(parse("startpos"));
    EXPECT_EQ(game.play(usi("7g7e")), RuleId::PawnStep);
    EXPECT_TRUE(game.moves().empty());
    EXPECT_FALSE(game.play(usi("7g7f")).has_value());
    EXPECT_TRUE(game.undo());
    EXPECT_EQ(print_position(game.position()), print_position(parse("startpos")));
    EXPECT_FALSE(game.undo());
}

}  // namespace
}  // namespace arbiter::reference::shogi
