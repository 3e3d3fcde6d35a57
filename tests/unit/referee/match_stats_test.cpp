// Match statistics (referee/match/stats.h) against figures from outside this project:
// - fastchess's unit tests (app/tests/elo_test.cpp, commit 74deac23): Elo, nElo with their
//   intervals, LOS and score for three W/L/D and three pentanomial results, to 1% as there;
// - fastchess's published summary for 76 wins, 2 losses, 0 draws: "Elo: 631.91 +/- nan";
// - the logistic Elo of a score, -400 log10(1/s - 1), and its 95% interval s ± 1.959964 sigma /
//   sqrt(n), as fishtest's stat_util.get_elo and cutechess's elo.cpp compute them, worked by hand
//   with the arithmetic shown. The SPRT's figures are in match_sprt_test.cpp.

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <cmath>
#include <string>

#include "referee/match/stats.h"

namespace arbiter::referee::match {
namespace {

TEST(MatchStats, ThreeQuartersScoreIsLogisticElo191) {
    // 3 wins, 1 loss: s = 0.75, elo = -400 log10(1/0.75 - 1) = -400 log10(1/3) = 190.85.
    const EloEstimate e = elo_from_wdl({3, 0, 1});
    ASSERT_TRUE(e.elo_defined);
    EXPECT_NEAR(e.elo, 190.85, 0.01);
    // var = 0.75 * 0.25^2 + 0.25 * 0.75^2 = 0.1875; half-width 1.959964 * sqrt(0.1875 / 4) =
    // 0.4243: the interval 0.3257 .. 1.1743 leaves (0, 1), so the error is undefined.
    EXPECT_FALSE(e.error_defined);
}

TEST(MatchStats, FastchessSummaryOf76WinsAnd2Losses) {
    // fastchess: "Games: 78, Wins: 76, Losses: 2, Draws: 0 ... Elo: 631.91 +/- nan".
    const EloEstimate e = elo_from_wdl({76, 0, 2});
    ASSERT_TRUE(e.elo_defined);
    EXPECT_NEAR(e.elo, 631.91, 0.005);
    EXPECT_FALSE(e.error_defined);
    EXPECT_EQ(format_elo(e), "631.91 +/- n/a");
}

TEST(MatchStats, TrinomialIntervalByHand) {
    // W 4307, D 8620, L 4063 (n = 16990): s = (4307 + 4310) / 16990 = 0.5071807;
    // var = (4307 * 0.4928193^2 + 8620 * 0.0071807^2 + 4063 * 0.5071807^2) / 16990 = 0.1231091;
    // half-width 1.959964 * sqrt(0.1231091 / 16990) = 0.0052759;
    // elo = 4.990; error = (elo(0.5124566) - elo(0.5019048)) / 2 = 3.667.
    const EloEstimate e = elo_from_wdl({4307, 8620, 4063});
    ASSERT_TRUE(e.elo_defined && e.error_defined);
    EXPECT_NEAR(e.elo, 4.990, 0.001);
    EXPECT_NEAR(e.error_95, 3.667, 0.001);
}

TEST(MatchStats, PentanomialIntervalByHand) {
    // fishtest's stat_util test run: pentanomial [10789, 19328, 33806, 19402, 10543] (N = 93868
    // pairs). Pair scores per game 0, 1/4, 1/2, 3/4, 1: mu = 0.4988867, var = 0.0826001;
    // per-game variance 2 var over 2N games: half-width 1.959964 * sqrt(var / N) = 0.0018386;
    // elo = -0.7736, error = 1.2776.
    const EloEstimate e = elo_from_pentanomial({{10789, 19328, 33806, 19402, 10543}});
    ASSERT_TRUE(e.elo_defined && e.error_defined);
    EXPECT_NEAR(e.elo, -0.7736, 0.0005);
    EXPECT_NEAR(e.error_95, 1.2776, 0.0005);
}

TEST(MatchStats, PairingNarrowsTheIntervalWhenPairsAreCorrelated) {
    // The same 8 games as 4 pairs: each pair a win and a loss (score 1) has variance 0 between
    // pairs, while the 4 wins and 4 losses alone have the trinomial variance 0.25.
    const EloEstimate paired = elo_from_pentanomial({{0, 0, 3, 1, 0}});
    const EloEstimate unpaired = elo_from_wdl({4, 1, 3});
    ASSERT_TRUE(paired.error_defined && unpaired.error_defined);
    EXPECT_LT(paired.error_95, unpaired.error_95);
    EXPECT_NEAR(paired.elo, unpaired.elo, 1e-9);  // the same score, 4.5 / 8
}

// fastchess's elo_test.cpp: Stats(w, l, d) as Wdl{w, d, l}; Stats(ll, ld, wl, dd, wd, ww) as
// the pentanomial [ll, ld, wl + dd, wd, ww]. LOS there is a string of two decimals in percent.
TEST(MatchStats, FastchessWdlFigures) {
    const EloEstimate one = elo_from_wdl({76, 123, 89});  // "EloWDL 1": Stats(76, 89, 123)
    ASSERT_TRUE(one.nelo_defined && one.los_defined);
    EXPECT_NEAR(one.nelo, -20.76, 0.005);
    EXPECT_NEAR(one.nelo_error_95, 40.13, 0.005);
    EXPECT_NEAR(100.0 * one.los, 15.53, 0.005);
    const EloEstimate two = elo_from_wdl({136, 111, 96});  // "EloWDL 2": Stats(136, 96, 111)
    EXPECT_NEAR(two.nelo, 49.77, 0.005);
    EXPECT_NEAR(two.nelo_error_95, 36.77, 0.005);
    EXPECT_NEAR(two.elo, 40.70, 0.005);
    EXPECT_NEAR(two.error_95, 30.43, 0.005);
    EXPECT_NEAR(100.0 * two.los, 99.60, 0.005);
    EXPECT_EQ(format_elo(two), "40.70 +/- 30.43");
    EXPECT_EQ(format_nelo(two), "49.77 +/- 36.77");
    const EloEstimate three = elo_from_wdl({34, 0, 356});  // "EloWDL 3": Stats(34, 356, 0)
    EXPECT_NEAR(three.nelo, -508.44, 0.005);
    EXPECT_NEAR(three.nelo_error_95, 34.48, 0.005);
}

TEST(MatchStats, FastchessPentanomialFigures) {
    // "EloPentanomial 1": Stats(34, 54, 31, 32, 64, 75).
    const EloEstimate one = elo_from_pentanomial({{34, 54, 63, 64, 75}});
    ASSERT_TRUE(one.elo_defined && one.error_defined && one.nelo_defined && one.los_defined);
    EXPECT_NEAR(one.nelo, 57.94, 0.005);
    EXPECT_NEAR(one.nelo_error_95, 28.28, 0.005);
    EXPECT_NEAR(one.elo, 55.58, 0.005);
    EXPECT_NEAR(one.error_95, 27.65, 0.005);
    EXPECT_GT(one.los, 0.99995);  // "100.00 %"
    // "EloPentanomial 2": Stats(332, 433, 457, 41, 333, 334).
    const EloEstimate two = elo_from_pentanomial({{332, 433, 498, 333, 334}});
    EXPECT_NEAR(two.nelo, -9.17, 0.005);
    EXPECT_NEAR(two.nelo_error_95, 10.96, 0.005);
    EXPECT_NEAR(two.elo, -8.64, 0.005);
    EXPECT_NEAR(two.error_95, 10.33, 0.005);
    EXPECT_NEAR(100.0 * two.los, 5.05, 0.005);
    // "EloPentanomial 3": Stats(7895, 8757, 5485, 200, 568, 9999).
    const EloEstimate three = elo_from_pentanomial({{7895, 8757, 5685, 568, 9999}});
    EXPECT_NEAR(three.nelo, -19.01, 0.005);
    EXPECT_NEAR(three.nelo_error_95, 2.65, 0.005);
    EXPECT_NEAR(three.elo, -21.04, 0.005);
    EXPECT_NEAR(three.error_95, 2.95, 0.005);
    EXPECT_LT(three.los, 0.00005);  // "0.00 %"
}

TEST(MatchStats, DrawAndPairRatios) {
    // By hand: 2 draws in 8 games; pairs [1, 2, 3, 4, 0]: 3 of 10 pairs score 1, 4 pairs won
    // (1.5 or 2) against 3 lost (0 or 0.5).
    EXPECT_NEAR(*draw_ratio({3, 2, 3}), 0.25, 1e-12);
    EXPECT_FALSE(draw_ratio({}).has_value());
    EXPECT_NEAR(*pair_draw_ratio({{1, 2, 3, 4, 0}}), 0.3, 1e-12);
    EXPECT_NEAR(*pair_ratio({{1, 2, 3, 4, 0}}), 4.0 / 3.0, 1e-12);
    EXPECT_FALSE(pair_ratio({{0, 0, 2, 0, 37}}).has_value());  // no pair lost
}

TEST(MatchStats, EdgeCasesAreNotANumberFree) {
    const EloEstimate none = elo_from_wdl({});
    EXPECT_FALSE(none.elo_defined);
    EXPECT_FALSE(none.error_defined);
    EXPECT_EQ(format_elo(none), "n/a +/- n/a");
    EXPECT_EQ(format_elo(elo_from_wdl({5, 0, 0})), "n/a +/- n/a");
    EXPECT_EQ(format_elo(elo_from_wdl({0, 0, 5})), "n/a +/- n/a");
    const EloEstimate draws = elo_from_wdl({0, 7, 0});  // s = 0.5, variance 0
    EXPECT_TRUE(draws.elo_defined);
    EXPECT_EQ(format_elo(draws), "0.00 +/- n/a");
    EXPECT_EQ(format_nelo(draws), "n/a +/- n/a");  // no variance
    EXPECT_FALSE(draws.los_defined);
    EXPECT_EQ(format_elo(elo_from_pentanomial({})), "n/a +/- n/a");
}

TEST(MatchStats, AddPairCountsPairScores) {
    Pentanomial p;
    add_pair(p, 1, 1);      // 2
    add_pair(p, 1, 0.5);    // 1.5
    add_pair(p, 0, 1);      // 1
    add_pair(p, 0.5, 0.5);  // 1
    add_pair(p, 0, 0.5);    // 0.5
    add_pair(p, 0, 0);      // 0
    EXPECT_EQ(p.counts, (std::array<int, 5>{1, 1, 2, 1, 1}));
}

// The figures of the summaries below, by hand in python3 (fastchess's formulas, stats.h):
//   mu = sum c_i x_i / n; var = sum c_i (x_i - mu)^2 / n over x_i = i / (k - 1); per game
//   v = var (k = 3) or 2 var over 2n games (k = 5); h = 1.959964 sqrt(v / games);
//   nelo = (mu - .5) / sqrt(v) * 800 / ln 10; its error h / sqrt(v) * 800 / ln 10;
//   los = NormalDist().cdf((mu - .5) / sqrt(v / games)) * 100.
// W 3, L 1: elo 190.85, interval past 1 (null), nElo 200.59 +/- 340.48, LOS 87.59 %.
TEST(MatchStats, SummaryJsonShape) {
    MatchSummary s;
    s.first = "A";
    s.second = "B";
    s.wdl = {3, 0, 1};
    EXPECT_EQ(summary_json(s),
              R"({"summary":{"draw_ratio":0.0,"elo":190.85,"elo_error_95":null,"games":4,)"
              R"("los":87.59,"nelo":200.59,"nelo_error_95":340.48,"pair_ratio":null,)"
              R"("pentanomial":null,"ratings":{"pentanomial":null,"trinomial":{"elo":190.85,)"
              R"("elo_error_95":null,"los":87.59,"nelo":200.59,"nelo_error_95":340.48}},)"
              R"("score":{"A":3.0,"B":1.0},"sprt":null,"wld":{"A":[3,1,0],"B":[1,3,0]}}})");
    s.wdl = {};
    s.pentanomial = Pentanomial{};
    s.sprt = SprtConfig{0, 5, 0.05, 0.05};
    EXPECT_EQ(summary_json(s),
              R"({"summary":{"draw_ratio":null,"elo":null,"elo_error_95":null,"games":0,)"
              R"("los":null,"nelo":null,"nelo_error_95":null,"pair_ratio":null,)"
              R"("pentanomial":[0,0,0,0,0],"ratings":{"pentanomial":null,"trinomial":{)"
              R"("elo":null,"elo_error_95":null,"los":null,"nelo":null,"nelo_error_95":null}},)"
              R"("score":{"A":0.0,"B":0.0},"sprt":{"alpha":0.05,"beta":0.05,"decision":"continue",)"
              R"("elo0":0.0,"elo1":5.0,"llr":0.0,"lower":-2.94,"model":"normalized",)"
              R"("upper":2.94},"wld":{"A":[0,0,0],"B":[0,0,0]}}})");
}

TEST(MatchStats, SummaryTextNamesEveryFigure) {
    MatchSummary s;
    s.first = "new";
    s.second = "old";
    s.wdl = {1, 2, 1};
    s.pentanomial = Pentanomial{{0, 0, 2, 0, 0}};
    s.sprt = SprtConfig{0, 5, 0.05, 0.05, SprtModel::Logistic};
    const std::string text = summary_text(s);
    EXPECT_NE(text.find("Results of new vs old:"), std::string::npos) << text;
    EXPECT_NE(text.find("Games: 4, Wins: 1, Losses: 1, Draws: 2, Points: 2.0 (50.00 %)"),
              std::string::npos)
        << text;
    // Pairs all level: no variance, so no interval, nElo or LOS; both pairs score 1.
    EXPECT_NE(text.find("Elo: 0.00 +/- n/a, nElo: n/a +/- n/a"), std::string::npos) << text;
    EXPECT_NE(text.find("LOS: n/a, DrawRatio: 100.00 %, PairsRatio: n/a"), std::string::npos)
        << text;
    EXPECT_NE(text.find("Ptnml(0-2): [0, 0, 2, 0, 0]"), std::string::npos) << text;
    EXPECT_NE(text.find("Trinomial Elo: 0.00 +/- "), std::string::npos) << text;
    EXPECT_NE(text.find("(-2.94, 2.94) [0.00, 5.00] logistic continue"), std::string::npos) << text;
}

// Seen from the other engine, wins and losses trade places: the Elo and nElo change sign, the
// intervals keep their width, the LOS becomes 1 - LOS.
RC_GTEST_PROP(MatchStats, MirroredResultsNegateElo, ()) {
    const int w = *rc::gen::inRange(0, 5000), d = *rc::gen::inRange(0, 5000),
              l = *rc::gen::inRange(0, 5000);
    const EloEstimate e = elo_from_wdl({w, d, l}), m = elo_from_wdl({l, d, w});
    RC_ASSERT(e.elo_defined == m.elo_defined);
    RC_ASSERT(e.error_defined == m.error_defined);
    RC_ASSERT(e.nelo_defined == m.nelo_defined);
    RC_ASSERT(std::fabs(e.elo + m.elo) < 1e-9);
    RC_ASSERT(std::fabs(e.error_95 - m.error_95) < 1e-9);
    RC_ASSERT(std::fabs(e.nelo + m.nelo) < 1e-9);
    RC_ASSERT(std::fabs(e.nelo_error_95 - m.nelo_error_95) < 1e-9);
    if (e.los_defined) RC_ASSERT(std::fabs(e.los + m.los - 1.0) < 1e-9);
    Pentanomial p, q;
    for (std::size_t i = 0; i < 5; ++i) p.counts[i] = *rc::gen::inRange(0, 2000);
    for (std::size_t i = 0; i < 5; ++i) q.counts[i] = p.counts[4 - i];
    const EloEstimate pe = elo_from_pentanomial(p), qe = elo_from_pentanomial(q);
    RC_ASSERT(std::fabs(pe.elo + qe.elo) < 1e-9);
    RC_ASSERT(std::fabs(pe.error_95 - qe.error_95) < 1e-9);
    RC_ASSERT(std::fabs(pe.nelo + qe.nelo) < 1e-9);
}

// Four times the games at the same proportions halve the interval's half-width h in score; in
// Elo, Elo(s + h) - Elo(s - h) is convex in h (the third derivative of logit is positive, so its
// second derivative grows), so the error at most halves, and nearly halves while it is narrow.
RC_GTEST_PROP(MatchStats, IntervalNarrowsWithTheSquareRootOfGames, ()) {
    const int w = *rc::gen::inRange(1, 300), d = *rc::gen::inRange(0, 300),
              l = *rc::gen::inRange(1, 300);
    const EloEstimate one = elo_from_wdl({w * 4, d * 4, l * 4});
    const EloEstimate four = elo_from_wdl({w * 16, d * 16, l * 16});
    RC_PRE(one.error_defined);
    RC_ASSERT(four.error_defined);
    RC_ASSERT(std::fabs(one.elo - four.elo) < 1e-9);
    RC_ASSERT(four.error_95 <= one.error_95 / 2 + 1e-9);
    if (one.error_95 < 50) RC_ASSERT(four.error_95 > one.error_95 * 0.45);
}

TEST(MatchStats, DocsExampleSummary) {
    // docs/match.md's example: fastchess's published 76-2-0 match with pentanomial [0, 0, 2, 0,
    // 37]. By the python3 of SummaryJsonShape: pentanomial elo 631.91 (76 of 78 points), interval
    // past 1 (null), nElo 1056.68 +/- 77.10, LOS 100.00 %; trinomial nElo 1042.69 +/- 77.10;
    // 2 of 39 pairs score 1: DrawRatio 5.13 %; no pair lost: PairsRatio n/a. The LLR (normalized,
    // [0, 5]) is fishtest's LLRcalc.LLR_normalized(0, 5, [0, 0, 2, 0, 37]) = 0.765089.
    MatchSummary s;
    s.first = "A";
    s.second = "B";
    s.wdl = {76, 0, 2};
    s.pentanomial = Pentanomial{{0, 0, 2, 0, 37}};
    s.sprt = SprtConfig{0, 5, 0.05, 0.05};
    EXPECT_EQ(summary_json(s),
              R"({"summary":{"draw_ratio":5.13,"elo":631.91,"elo_error_95":null,"games":78,)"
              R"("los":100.0,"nelo":1056.68,"nelo_error_95":77.1,"pair_ratio":null,)"
              R"("pentanomial":[0,0,2,0,37],"ratings":{"pentanomial":{"elo":631.91,)"
              R"("elo_error_95":null,"los":100.0,"nelo":1056.68,"nelo_error_95":77.1},)"
              R"("trinomial":{"elo":631.91,"elo_error_95":null,"los":100.0,"nelo":1042.69,)"
              R"("nelo_error_95":77.1}},"score":{"A":76.0,"B":2.0},"sprt":{"alpha":0.05,)"
              R"("beta":0.05,"decision":"continue","elo0":0.0,"elo1":5.0,"llr":0.77,)"
              R"("lower":-2.94,"model":"normalized","upper":2.94},)"
              R"("wld":{"A":[76,2,0],"B":[2,76,0]}}})");
    EXPECT_EQ(summary_text(s),
              "Results of A vs B:\n"
              "Elo: 631.91 +/- n/a, nElo: 1056.68 +/- 77.10\n"
              "LOS: 100.00 %, DrawRatio: 5.13 %, PairsRatio: n/a\n"
              "Games: 78, Wins: 76, Losses: 2, Draws: 0, Points: 76.0 (97.44 %)\n"
              "Ptnml(0-2): [0, 0, 2, 0, 37]\n"
              "Trinomial Elo: 631.91 +/- n/a, nElo: 1042.69 +/- 77.10\n"
              "LLR: 0.77 (-2.94, 2.94) [0.00, 5.00] normalized continue\n");
}

}  // namespace
}  // namespace arbiter::referee::match
