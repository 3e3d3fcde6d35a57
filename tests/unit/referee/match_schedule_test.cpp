// Tournament schedules (referee/match/schedule.h). Expected values: the knockout of the xiangqi
// competition documents (docs/match.md: 13 players give rounds of 6 pairings and a bye, 3 and a
// bye, 2, 1), the counts of a round-robin (n (n - 1) / 2 pairs per cycle), hand-played pairings,
// and std::mt19937_64's outputs from its default seed, 5489 (the C++ standard fixes the 10000th,
// 9981545732273789042; the first three, 14514284786278117030, 4620546740167642908 and
// 13109570281517897720, are 4, 0 and 2 modulo 6).

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "referee/match/schedule.h"

namespace arbiter::referee::match {
namespace {

using core::Rule::Checkmate;
using core::Rule::NaturalLimit;
using core::Rule::Repetition;

// A xiangqi game's end by `rule` with PGN's `result` ("1-0", "0-1", "1/2-1/2").
core::GameEnd ended(std::string_view result, core::Rule rule) {
    const core::RuleId id{core::Game::Xiangqi, rule};
    if (result == "1-0") return core::win(core::Side::First, id);
    if (result == "0-1") return core::win(core::Side::Second, id);
    return core::draw(id);
}

TEST(MatchSchedule, UniformBelowIsTheRemainderOfAnAcceptedDraw) {
    std::mt19937_64 check;  // the default seed, 5489
    for (int i = 0; i < 9999; ++i) check();
    ASSERT_EQ(check(), 9981545732273789042ULL);  // the standard's figure: the engine is the same
    std::mt19937_64 rng;
    EXPECT_EQ(uniform_below(rng, 6), 4u);
    EXPECT_EQ(uniform_below(rng, 6), 0u);
    EXPECT_EQ(uniform_below(rng, 6), 2u);
    EXPECT_EQ(uniform_below(rng, 1), 0u);
}

TEST(MatchSchedule, ShuffleIsAPermutationAndReproducible) {
    std::vector<int> a{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, b = a;
    std::mt19937_64 r1(42), r2(42);
    shuffle(a, r1);
    shuffle(b, r2);
    EXPECT_EQ(a, b);
    std::vector<int> sorted = a;
    std::sort(sorted.begin(), sorted.end());
    EXPECT_EQ(sorted, (std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}));
}

// Every pair meets once per cycle; each player's whites and blacks differ by at most one.
void expect_balanced_cycle(int players) {
    const std::vector<ScheduledGame> games = round_robin(players, {});
    ASSERT_EQ(games.size(), static_cast<std::size_t>(players * (players - 1) / 2)) << players;
    std::set<std::pair<int, int>> pairs;
    std::vector<int> balance(static_cast<std::size_t>(players), 0);
    for (const ScheduledGame& g : games) {
        EXPECT_NE(g.white, g.black);
        pairs.insert({std::min(g.white, g.black), std::max(g.white, g.black)});
        ++balance[static_cast<std::size_t>(g.white)];
        --balance[static_cast<std::size_t>(g.black)];
    }
    EXPECT_EQ(pairs.size(), games.size()) << players;
    for (int b : balance) EXPECT_LE(std::abs(b), 1) << players;
}

TEST(MatchSchedule, RoundRobinMeetsEveryPairWithColoursBalanced) {
    for (int players = 2; players <= 16; ++players) expect_balanced_cycle(players);
    EXPECT_TRUE(round_robin(1, {}).empty());
    EXPECT_TRUE(round_robin(4, {0, 1, false}).empty());
}

TEST(MatchSchedule, OversizedSchedulesAreRefused) {
    std::string error;
    EXPECT_TRUE(valid_schedule(2, {1000, 2, true}, false, error));
    EXPECT_FALSE(valid_schedule(1, {}, false, error));
    EXPECT_NE(error.find("2 to 1000 players"), std::string::npos) << error;
    EXPECT_FALSE(valid_schedule(2147483647, {}, true, error));
    EXPECT_FALSE(valid_schedule(4, {0, 1, false}, false, error));
    EXPECT_NE(error.find("rounds"), std::string::npos) << error;
    EXPECT_FALSE(valid_schedule(4, {1, -1, false}, false, error));
    // 1000 players: 499500 encounters per round, 21 rounds are over ten million games.
    EXPECT_TRUE(valid_schedule(1000, {20, 1, false}, false, error));
    EXPECT_FALSE(valid_schedule(1000, {21, 1, false}, false, error));
    EXPECT_FALSE(valid_schedule(2, {2147483647, 2147483647, false}, false, error));
    EXPECT_NE(error.find("more than 10000000 games"), std::string::npos) << error;
    EXPECT_TRUE(round_robin(2, {2147483647, 2147483647, false}).empty());
    EXPECT_TRUE(gauntlet(2147483647, {}).empty());
    EXPECT_TRUE(Knockout(2147483647, 0).rounds().empty());
}

// Every pair meets rounds * games times, its colours differing by at most one overall, and by
// none when rounds or games per encounter is even; the games are numbered 1, 2, ... in order.
RC_GTEST_PROP(MatchSchedule, RoundRobinPairsAndColoursForAnySize, ()) {
    const int players = *rc::gen::inRange(2, 24);
    const ScheduleOptions o{*rc::gen::inRange(1, 5), *rc::gen::inRange(1, 4),
                            *rc::gen::arbitrary<bool>()};
    const std::vector<ScheduledGame> games = round_robin(players, o);
    RC_ASSERT(games.size() == static_cast<std::size_t>(players * (players - 1) / 2 * o.rounds *
                                                       o.games_per_encounter));
    std::map<std::pair<int, int>, int> met, balance;
    std::map<int, int> pair_games;
    for (std::size_t i = 0; i < games.size(); ++i) {
        const ScheduledGame& g = games[i];
        RC_ASSERT(g.number == static_cast<int>(i) + 1);
        RC_ASSERT(g.white != g.black);
        const std::pair<int, int> key{std::min(g.white, g.black), std::max(g.white, g.black)};
        ++met[key];
        balance[key] += g.white == key.first ? 1 : -1;
        if (g.pair >= 0) ++pair_games[g.pair];
    }
    for (const auto& [key, count] : met) RC_ASSERT(count == o.rounds * o.games_per_encounter);
    const bool even = o.rounds % 2 == 0 || o.games_per_encounter % 2 == 0;
    for (const auto& [key, b] : balance) RC_ASSERT(std::abs(b) <= (even ? 0 : 1));
    for (const auto& [pair, count] : pair_games) RC_ASSERT(count == 2);  // pairs are pairs
}

TEST(MatchSchedule, TwoRoundsGiveEveryPairBothColours) {
    const std::vector<ScheduledGame> games = round_robin(5, {2, 1, false});
    ASSERT_EQ(games.size(), 20u);
    std::map<std::pair<int, int>, int> as_white;
    for (const ScheduledGame& g : games) ++as_white[{g.white, g.black}];
    for (const auto& [pair, count] : as_white) {
        EXPECT_EQ(count, 1);
        EXPECT_EQ(as_white.count({pair.second, pair.first}), 1u);
    }
    EXPECT_EQ(games.front().round, 1);
    EXPECT_EQ(games.back().round, 2);
    EXPECT_EQ(games.back().number, 20);
}

TEST(MatchSchedule, RepeatPairsOpeningsWithColoursSwapped) {
    // Two engines, 5 games with --repeat: openings 0 0 1 1 2, pairs 0 0 1 1 -, colours swap.
    const std::vector<ScheduledGame> games = round_robin(2, {1, 5, true});
    ASSERT_EQ(games.size(), 5u);
    const int openings[] = {0, 0, 1, 1, 2};
    const int pairs[] = {0, 0, 1, 1, -1};
    for (std::size_t i = 0; i < 5; ++i) {
        EXPECT_EQ(games[i].opening, openings[i]) << i;
        EXPECT_EQ(games[i].pair, pairs[i]) << i;
        EXPECT_EQ(games[i].white,
                  games[0].white == 0 ? static_cast<int>(i % 2) : 1 - static_cast<int>(i % 2));
    }
    // Without --repeat every game has its own opening and no pair.
    const std::vector<ScheduledGame> plain = round_robin(2, {1, 3, false});
    EXPECT_EQ(plain[2].opening, 2);
    EXPECT_EQ(plain[1].pair, -1);
}

TEST(MatchSchedule, RepeatWithOneGamePerEncounterPairsConsecutiveRounds) {
    // Two engines, --rounds 3 --repeat: rounds 1 and 2 share opening 0 (pair 0) with colours
    // swapped; round 3 takes opening 1 alone.
    const std::vector<ScheduledGame> games = round_robin(2, {3, 1, true});
    ASSERT_EQ(games.size(), 3u);
    EXPECT_EQ(games[0].opening, 0);
    EXPECT_EQ(games[1].opening, 0);
    EXPECT_EQ(games[0].pair, 0);
    EXPECT_EQ(games[1].pair, 0);
    EXPECT_EQ(games[0].white, games[1].black);
    EXPECT_EQ(games[2].opening, 1);
    EXPECT_EQ(games[2].pair, -1);
    // Four players, two rounds: each encounter of round 2 repeats its round-1 opening.
    const std::vector<ScheduledGame> rr = round_robin(4, {2, 1, true});
    ASSERT_EQ(rr.size(), 12u);
    for (std::size_t i = 0; i < 6; ++i) {
        EXPECT_EQ(rr[i].opening, rr[i + 6].opening) << i;
        EXPECT_EQ(rr[i].pair, static_cast<int>(i));
        EXPECT_EQ(rr[i + 6].pair, static_cast<int>(i));
        EXPECT_EQ(rr[i].white, rr[i + 6].black) << i;
    }
}

TEST(MatchSchedule, GauntletPlaysTheFirstAgainstEveryOther) {
    const std::vector<ScheduledGame> games = gauntlet(5, {2, 1, false});
    ASSERT_EQ(games.size(), 8u);
    int whites = 0;
    std::map<int, int> met;
    for (const ScheduledGame& g : games) {
        EXPECT_TRUE(g.white == 0 || g.black == 0);
        whites += g.white == 0;
        ++met[g.white == 0 ? g.black : g.white];
    }
    EXPECT_EQ(whites, 4);  // half the games with white
    EXPECT_EQ(met, (std::map<int, int>{{1, 2}, {2, 2}, {3, 2}, {4, 2}}));
}

TEST(MatchSchedule, ThirteenPlayersGiveSixThreeTwoOne) {
    const std::vector<RoundShape> shape = knockout_shape(13);
    ASSERT_EQ(shape.size(), 4u);
    EXPECT_EQ(shape[0].pairings, 6);
    EXPECT_TRUE(shape[0].bye);
    EXPECT_EQ(shape[1].pairings, 3);
    EXPECT_TRUE(shape[1].bye);
    EXPECT_EQ(shape[2].pairings, 2);
    EXPECT_FALSE(shape[2].bye);
    EXPECT_EQ(shape[3].pairings, 1);
    EXPECT_FALSE(shape[3].bye);
}

// Plays a whole knockout: `white_wins` games won by white, else drawn.
Knockout play_knockout(int players, std::uint64_t seed, bool white_wins) {
    Knockout k(players, seed);
    int game_number = 0;
    while (!k.finished()) {
        for (std::size_t i = 0; i < k.current_round().pairings.size(); ++i) {
            while (std::optional<GameSlot> slot = k.next_game(i)) {
                PlayedGame g;
                g.game = ++game_number;
                g.white = slot->white;
                g.black = slot->black;
                g.end = white_wins ? ended("1-0", Checkmate) : ended("1/2-1/2", NaturalLimit);
                g.plies = 40;
                k.record(i, g);
            }
        }
        EXPECT_TRUE(k.advance());
    }
    return k;
}

// Any field, any seed, any results: the rounds follow knockout_shape, each round's entrants are
// the winners of the one before and its bye, and the winner won the last pairing.
RC_GTEST_PROP(MatchSchedule, KnockoutFollowsItsShape, ()) {
    const int players = *rc::gen::inRange(2, 40);
    Knockout k(players, *rc::gen::arbitrary<std::uint64_t>());
    const core::GameEnd results[] = {ended("1-0", Checkmate), ended("0-1", Checkmate),
                                     ended("1/2-1/2", Repetition)};
    while (!k.finished()) {
        for (std::size_t i = 0; i < k.current_round().pairings.size(); ++i)
            while (k.next_game(i)) {
                PlayedGame g;
                g.end = results[*rc::gen::inRange(0, 3)];
                k.record(i, g);
            }
        RC_ASSERT(k.advance());
    }
    const std::vector<RoundShape> shape = knockout_shape(players);
    RC_ASSERT(k.rounds().size() == shape.size());
    for (std::size_t r = 0; r < shape.size(); ++r) {
        const KnockoutRound& round = k.rounds()[r];
        RC_ASSERT(round.pairings.size() == static_cast<std::size_t>(shape[r].pairings));
        RC_ASSERT(round.bye.has_value() == shape[r].bye);
        for (const KnockoutPairing& p : round.pairings) {
            RC_ASSERT(p.winner == p.players[0] || p.winner == p.players[1]);
            RC_ASSERT(p.games.size() >= 2u && p.games.size() <= 4u);
        }
        if (r + 1 < shape.size()) {
            std::multiset<int> next;
            for (const KnockoutPairing& p : round.pairings) next.insert(p.winner);
            if (round.bye) next.insert(*round.bye);
            const std::vector<int>& e = k.rounds()[r + 1].entrants;
            RC_ASSERT(next == std::multiset<int>(e.begin(), e.end()));
        }
    }
    RC_ASSERT(k.winner() == k.rounds().back().pairings.front().winner);
}

TEST(MatchSchedule, ThirteenPlayerKnockoutDrawsByCards) {
    const Knockout k = play_knockout(13, 2026, true);
    ASSERT_EQ(k.rounds().size(), 4u);
    const std::size_t expected_pairings[] = {6, 3, 2, 1};
    const bool expected_bye[] = {true, true, false, false};
    for (std::size_t r = 0; r < 4; ++r) {
        const KnockoutRound& round = k.rounds()[r];
        EXPECT_EQ(round.number, static_cast<int>(r) + 1);
        EXPECT_EQ(round.pairings.size(), expected_pairings[r]);
        EXPECT_EQ(round.bye.has_value(), expected_bye[r]);
        // The cards: two of each number 1 .. pairings (one red, one black), and the K.
        std::map<int, int> reds, blacks;
        int kings = 0;
        for (const Card& c : round.cards) {
            if (c.number == 0)
                ++kings;
            else
                ++(c.red ? reds : blacks)[c.number];
        }
        EXPECT_EQ(kings, expected_bye[r] ? 1 : 0);
        EXPECT_EQ(reds.size(), expected_pairings[r]);
        EXPECT_EQ(blacks.size(), expected_pairings[r]);
        // Every entrant plays once or has the bye.
        std::multiset<int> seen;
        for (const KnockoutPairing& p : round.pairings) {
            seen.insert(p.players[0]);
            seen.insert(p.players[1]);
        }
        if (round.bye) seen.insert(*round.bye);
        EXPECT_EQ(seen, std::multiset<int>(round.entrants.begin(), round.entrants.end()));
    }
    EXPECT_GE(k.winner(), 0);
    EXPECT_LT(k.winner(), 13);
}

TEST(MatchSchedule, KnockoutIsReproducibleFromTheSeed) {
    const std::vector<std::string> names{"a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"};
    const std::string first = tournament_json(play_knockout(11, 7, false), names);
    EXPECT_EQ(first, tournament_json(play_knockout(11, 7, false), names));
    EXPECT_NE(first, tournament_json(play_knockout(11, 8, false), names));
}

TEST(MatchSchedule, BestOfThreeThenDecidingGameThenLots) {
    Knockout k(2, 1);
    ASSERT_EQ(k.current_round().pairings.size(), 1u);
    const KnockoutPairing& p = k.current_round().pairings[0];
    const int red = p.players[0], black = p.players[1];
    // Game 1: the red card's holder has red; game 2 swapped; game 3 as game 1.
    std::optional<GameSlot> s = k.next_game(0);
    ASSERT_TRUE(s);
    EXPECT_EQ(s->white, red);
    k.record(0, {1, 0, 0, "", ended("1-0", Checkmate), 31});  // red wins: 1-0
    s = k.next_game(0);
    ASSERT_TRUE(s);
    EXPECT_EQ(s->white, black);
    k.record(0, {2, 0, 0, "", ended("1-0", Checkmate), 45});  // black's player wins: 1-1
    s = k.next_game(0);
    ASSERT_TRUE(s);
    EXPECT_EQ(s->white, red);
    EXPECT_FALSE(s->deciding);
    k.record(0, {3, 0, 0, "", ended("1/2-1/2", NaturalLimit), 240});  // 1.5-1.5: level
    s = k.next_game(0);
    ASSERT_TRUE(s);
    EXPECT_TRUE(s->deciding);
    EXPECT_FALSE(k.advance());                                     // undecided
    k.record(0, {4, 0, 0, "", ended("1/2-1/2", Repetition), 60});  // drawn: lots
    EXPECT_FALSE(k.next_game(0));
    EXPECT_EQ(p.decided_by, DecidedBy::kLots);
    EXPECT_TRUE(p.winner == red || p.winner == black);
    EXPECT_TRUE(k.advance());
    EXPECT_TRUE(k.finished());
    EXPECT_EQ(k.winner(), p.winner);
}

TEST(MatchSchedule, TwoWinsEndThePairingEarly) {
    Knockout k(2, 3);
    const int red = k.current_round().pairings[0].players[0];
    k.record(0, {1, 0, 0, "", ended("1-0", Checkmate), 31});  // red card holder wins
    k.record(0, {2, 0, 0, "", ended("0-1", Checkmate), 31});  // and wins again with black
    EXPECT_FALSE(k.next_game(0));
    EXPECT_EQ(k.current_round().pairings[0].winner, red);
    EXPECT_EQ(k.current_round().pairings[0].decided_by, DecidedBy::kGames);
    EXPECT_EQ(k.current_round().pairings[0].games.size(), 2u);
}

TEST(MatchSchedule, DecidingGameWinnerWins) {
    Knockout k(2, 5);
    const KnockoutPairing& p = k.current_round().pairings[0];
    for (int g = 1; g <= 3; ++g) k.record(0, {g, 0, 0, "", ended("1/2-1/2", Repetition), 10});
    const std::optional<GameSlot> s = k.next_game(0);
    ASSERT_TRUE(s && s->deciding);
    k.record(0, {4, 0, 0, "", ended("0-1", Checkmate), 50});
    EXPECT_EQ(p.winner, s->black);
    EXPECT_EQ(p.decided_by, DecidedBy::kDecidingGame);
}

TEST(MatchSchedule, OneOrNoPlayers) {
    const Knockout one(1, 0);
    EXPECT_TRUE(one.finished());
    EXPECT_EQ(one.winner(), 0);
    const Knockout none(0, 0);
    EXPECT_TRUE(none.finished());
    EXPECT_EQ(none.winner(), -1);
    EXPECT_EQ(tournament_json(none, {}), R"({"rounds":[],"winner":null})");
}

TEST(MatchSchedule, TournamentJsonShape) {
    Knockout k(3, 11);
    const KnockoutRound& first = k.current_round();
    ASSERT_TRUE(first.bye);
    k.record(0, {1, 0, 0, "startpos", ended("1-0", Checkmate), 21});
    k.record(0, {2, 0, 0, "startpos", ended("0-1", Checkmate), 22});
    const std::vector<std::string> names{"x", "y", "z"};
    const std::string json = tournament_json(k, names);
    const KnockoutPairing& p = first.pairings[0];
    const std::string red = names[static_cast<std::size_t>(p.players[0])];
    const std::string black = names[static_cast<std::size_t>(p.players[1])];
    EXPECT_EQ(json, R"({"rounds":[{"bye":")" + names[static_cast<std::size_t>(*first.bye)] +
                        R"(","number":1,"pairings":[{"decided_by":"games","games":[)" +
                        R"({"black":")" + black + R"(","game":1,"opening":"startpos",)" +
                        R"("plies":21,"reason":"xiangqi.checkmate","result":"1-0","white":")" +
                        red + R"("},{"black":")" + red +
                        R"(","game":2,"opening":"startpos","plies":22,)" +
                        R"("reason":"xiangqi.checkmate","result":"0-1","white":")" + black +
                        R"("}],"players":[")" + red + R"(",")" + black + R"("],"winner":")" + red +
                        R"("}]}],"winner":null})");
}

TEST(MatchSchedule, StandingsCountPointsAndShareRanks) {
    // Hand-played: 0 beats 1, 1 and 2 draw, 2 beats 0 with black, 0 and 1 draw; one game with an
    // unknown result and one with a bad index count for nobody.
    const std::vector<PlayedGame> games{
        {1, 0, 1, "", ended("1-0", Checkmate), 0}, {2, 1, 2, "", ended("1/2-1/2", Repetition), 0},
        {3, 0, 2, "", ended("0-1", Checkmate), 0}, {4, 1, 0, "", ended("1/2-1/2", Repetition), 0},
        {5, 0, 1, "", core::GameEnd{}, 0},         {6, 0, 7, "", ended("1-0", Checkmate), 0}};
    const std::vector<Standing> table = standings(3, games);
    ASSERT_EQ(table.size(), 3u);
    // 0: W1 D1 L1 = 1.5; 1: D2 L1 = 1.0; 2: W1 D1 = 1.5.
    EXPECT_EQ(table[0].player, 0);
    EXPECT_EQ(table[0].points, 1.5);
    EXPECT_EQ(table[0].games, 3);
    EXPECT_EQ(table[1].player, 2);
    EXPECT_EQ(table[1].wins, 1);
    EXPECT_EQ(table[2].player, 1);
    EXPECT_EQ(table[2].draws, 2);
    EXPECT_EQ(table[2].losses, 1);
    EXPECT_EQ(standings_json(table, {"a", "b", "c"}, "round-robin"),
              R"({"format":"round-robin","standings":[)"
              R"({"draws":1,"games":3,"losses":1,"name":"a","points":1.5,"rank":1,"wins":1},)"
              R"({"draws":1,"games":2,"losses":0,"name":"c","points":1.5,"rank":1,"wins":1},)"
              R"({"draws":2,"games":3,"losses":1,"name":"b","points":1.0,"rank":3,"wins":0}]})");
}

}  // namespace
}  // namespace arbiter::referee::match
