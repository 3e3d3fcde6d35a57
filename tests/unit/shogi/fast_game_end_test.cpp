// fast/shogi's game endings decided in Game: shogi.sennichite counted by the game itself (the
// question a replayer asks after each move) and shogi.max-plies.
//
// Sources of the expected values: docs/rules.md, shogi.sennichite (Japan Shogi Association, 千日手:
// the same position four times) and shogi.max-plies (CSA, the rules of the World Computer Shogi
// Championship and floodgate: a game that reaches 256 plies is a draw; the SFEN move number n
// follows n - 1 plies). The positions are hand-built; the plies are counted by hand.

#include <gtest/gtest.h>

#include <string_view>
#include <vector>

#include "fast/shogi/game.h"
#include "fast/shogi/notation.h"

namespace fs = arbiter::fast::shogi;

namespace {

fs::Position from_sfen(std::string_view sfen) {
    auto pos = fs::parse_position(sfen);
    EXPECT_TRUE(pos.ok()) << sfen;
    return pos.ok() ? pos.value() : fs::Position{};
}

void play(fs::Game& game, std::string_view usi) {
    const auto parsed = fs::parse_move(usi);
    ASSERT_TRUE(parsed.has_value()) << usi;
    const auto legal = fs::find_legal(game.position(), *parsed);
    ASSERT_TRUE(legal.has_value()) << usi;
    game.play_legal(*legal);
}

fs::Rules limited(int max_plies) {
    fs::Rules rules;
    rules.max_plies = max_plies;
    return rules;
}

// Both rooks shuffle: the start position comes back every four plies.
constexpr std::string_view kRookShuffle[] = {"2h3h", "8b7b", "3h2h", "7b8b", "2h3h", "8b7b",
                                             "3h2h", "7b8b", "2h3h", "8b7b", "3h2h", "7b8b"};

TEST(ShogiFastSennichite, TheGameCountsTheOccurrencesOfItsPosition) {
    fs::Game game(from_sfen("startpos"));
    EXPECT_EQ(game.occurrences(), 1);
    // Plies 4, 8 and 12 bring the start position back: its second, third and fourth time.
    for (int ply = 1; ply <= 12; ++ply) {
        play(game, kRookShuffle[ply - 1]);
        if (ply % 4 == 0) {
            EXPECT_EQ(game.occurrences(), 1 + ply / 4) << "ply " << ply;
        }
        EXPECT_EQ(game.sennichite_reached(), ply == 12) << "ply " << ply;
    }
    const fs::GameStatus s = game.status({});
    EXPECT_EQ(s.outcome, fs::Outcome::Draw);
    EXPECT_EQ(s.reason, fs::RuleId::Sennichite);
    EXPECT_TRUE(game.undo());
    EXPECT_FALSE(game.sennichite_reached());
    EXPECT_EQ(game.status({}).outcome, fs::Outcome::Ongoing);
}

TEST(ShogiFastMaxPlies, TheTwoHundredFiftySixthPlyEndsTheGameDrawn) {
    // Move number 257: 256 plies played.
    const fs::Game game(from_sfen("4k4/9/9/9/9/9/9/9/4K4 b G 257"));
    const fs::GameStatus s = game.status(limited(256));
    EXPECT_EQ(s.outcome, fs::Outcome::Draw);
    EXPECT_FALSE(s.winner.has_value());
    EXPECT_EQ(s.reason, fs::RuleId::MaxPlies);
    EXPECT_EQ(fs::rule_name(fs::RuleId::MaxPlies), "shogi.max-plies");
}

TEST(ShogiFastMaxPlies, OnePlyShortOfTheLimitPlaysOn) {
    // Move number 256: 255 plies played; the next move reaches the limit.
    fs::Game game(from_sfen("4k4/9/9/9/9/9/9/9/4K4 b G 256"));
    EXPECT_EQ(game.status(limited(256)).outcome, fs::Outcome::Ongoing);
    play(game, "5i5h");
    EXPECT_EQ(game.status(limited(256)).reason, fs::RuleId::MaxPlies);
}

TEST(ShogiFastMaxPlies, NoLimitByDefault) {
    const fs::Game game(from_sfen("4k4/9/9/9/9/9/9/9/4K4 b G 100000"));
    EXPECT_EQ(game.status({}).outcome, fs::Outcome::Ongoing);
}

TEST(ShogiFastMaxPlies, CheckmateOnTheLastPlyStillWins) {
    // Gote king 5a, sente gold 5b guarded by the pawn 5c, gote to move: mated (hand-checked), and
    // past the limit; the rules of the game come first.
    const fs::Game game(from_sfen("4k4/4G4/4P4/9/9/9/9/9/4K4 w - 300"));
    const fs::GameStatus s = game.status(limited(256));
    EXPECT_EQ(s.outcome, fs::Outcome::Win);
    EXPECT_EQ(s.reason, fs::RuleId::Checkmate);
}

}  // namespace
