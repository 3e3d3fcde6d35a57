// Match statistics (referee/match/stats.h) against the published formulas and worked figures:
// - the logistic Elo of a score, -400 log10(1/s - 1), and its 95% interval s ± 1.959964 sigma /
//   sqrt(n), as fishtest's stat_util.get_elo and cutechess's elo.cpp compute them;
// - fastchess's published summary for 76 wins, 2 losses, 0 draws: "Elo: 631.91 +/- nan";
// - the LLR by the GSPRT approximation of fishtest's LLRcalc.LLR_alt2 (GSPRT_approximation.pdf),
//   N (s1 - s0)(2 mu - s0 - s1) / (2 var), on the trinomial and on the pentanomial;
// - the bounds ln(beta / (1 - alpha)) = ln(0.05 / 0.95) = -2.944 and +2.944 (fastchess prints
//   "(-2.94, 2.94)").
// The other figures are worked by hand from those formulas, with the arithmetic shown.

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

TEST(MatchStats, SprtBoundsFromAlphaAndBeta) {
    const SprtState s = sprt(SprtConfig{0, 5, 0.05, 0.05}, Wdl{});
    EXPECT_NEAR(s.lower, -2.944439, 1e-6);  // ln(0.05 / 0.95)
    EXPECT_NEAR(s.upper, 2.944439, 1e-6);
    const SprtState t = sprt(SprtConfig{0, 5, 0.1, 0.05}, Wdl{});
    EXPECT_NEAR(t.lower, std::log(0.05 / 0.9), 1e-12);  // -2.890372
    EXPECT_NEAR(t.upper, std::log(0.95 / 0.1), 1e-12);  // 2.251292
}

TEST(MatchStats, TrinomialLlrByHand) {
    // elo0 0, elo1 3: s0 = 0.5, s1 = 1 / (1 + 10^(-3/400)) = 0.5043172; with mu and var of
    // TrinomialIntervalByHand: 16990 * 0.0043172 * (1.0143614 - 1.0043172) / (2 * 0.1231091) =
    // 2.992: at or above the upper bound 2.944 -> H1.
    const SprtState s = sprt(SprtConfig{0, 3, 0.05, 0.05}, Wdl{4307, 8620, 4063});
    EXPECT_NEAR(s.llr, 2.9922, 0.0005);
    EXPECT_EQ(s.decision, SprtState::Decision::kAcceptH1);  // 2.992 >= 2.944
}

TEST(MatchStats, PentanomialLlrByHand) {
    // elo0 -3, elo1 1 (fishtest's stat_util test): s0 = 0.4956828, s1 = 0.5014391; mu, var of
    // PentanomialIntervalByHand: 93868 * 0.0057564 * (0.9977735 - 0.9971219) / (2 * 0.0826001) =
    // 2.131 -> continue.
    const SprtState s =
        sprt(SprtConfig{-3, 1, 0.05, 0.05}, Pentanomial{{10789, 19328, 33806, 19402, 10543}});
    EXPECT_NEAR(s.llr, 2.1312, 0.0005);
    EXPECT_EQ(s.decision, SprtState::Decision::kContinue);
    // The same games counted as W 65388, D 56553, L 65804: mu = 0.4988921, var = 0.1746932;
    // 187745 * 0.0057564 * 0.0006516 / 0.3493863 = 2.049.
    const SprtState t = sprt(SprtConfig{-3, 1, 0.05, 0.05}, Wdl{65388, 56553, 65804});
    EXPECT_NEAR(t.llr, 2.0488, 0.0005);
}

TEST(MatchStats, VarianceRatioLlrAgreesOnRegressionTests) {
    // fishtest's LLRcalc.LLR_alt (fastchess's sprt.cpp): 0.5 N ln(v0 / v1). On the pentanomial
    // of PentanomialLlrByHand: v0 = sum p (x - 0.4956828)^2 = 0.0826104, v1 = 0.0826066 (by
    // hand from mu, var: v = var + (mu - s)^2), 0.5 * 93868 * ln(v0 / v1) = 2.131.
    const SprtConfig c{-3, 1, 0.05, 0.05};
    const Pentanomial p{{10789, 19328, 33806, 19402, 10543}};
    EXPECT_NEAR(llr_variance_ratio(c, p), 2.131, 0.001);
    EXPECT_NEAR(llr_variance_ratio(c, p), sprt(c, p).llr, 0.001);
    // W 4307, D 8620, L 4063 for [0, 3]: 2.9915 against the GSPRT approximation's 2.9922.
    EXPECT_NEAR(llr_variance_ratio({0, 3, 0.05, 0.05}, Wdl{4307, 8620, 4063}), 2.9915, 0.0005);
    // Far apart on lopsided results: [0, 0, 2, 0, 37] gives 0.565 (against 10.83).
    EXPECT_NEAR(llr_variance_ratio({0, 5, 0.05, 0.05}, Pentanomial{{0, 0, 2, 0, 37}}), 0.565,
                0.001);
    EXPECT_EQ(llr_variance_ratio({5, 0, 0.05, 0.05}, Wdl{3, 3, 3}), 0.0);  // invalid config
}

TEST(MatchStats, SprtDecidesAtTheBounds) {
    // 10 wins: counts (L, D, W) = (0.001, 0.001, 10) after regularisation, mu = 0.99985,
    // var = 0.00012495; 10.002 * 0.0071951 * (1.9997 - 1.0071951) / (2 * 0.00012495) = 285.8.
    const SprtState wins = sprt(SprtConfig{0, 5, 0.05, 0.05}, Wdl{10, 0, 0});
    EXPECT_NEAR(wins.llr, 285.81, 0.01);
    EXPECT_EQ(wins.decision, SprtState::Decision::kAcceptH1);
    // 10 draws: mu = 0.5, var = 0.00004999; 10.002 * 0.0071951 * (-0.0071951) / 0.00009998 =
    // -5.179 -> H0.
    const SprtState draws = sprt(SprtConfig{0, 5, 0.05, 0.05}, Wdl{0, 10, 0});
    EXPECT_NEAR(draws.llr, -5.179, 0.001);
    EXPECT_EQ(draws.decision, SprtState::Decision::kAcceptH0);
    EXPECT_STREQ(decision_name(draws.decision), "H0");
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
    EXPECT_EQ(format_elo(elo_from_pentanomial({})), "n/a +/- n/a");
    const SprtState empty = sprt(SprtConfig{0, 5, 0.05, 0.05}, Pentanomial{});
    EXPECT_EQ(empty.llr, 0.0);
    EXPECT_EQ(empty.decision, SprtState::Decision::kContinue);
    const SprtState nonsense = sprt(SprtConfig{0, 5, 0.0, 0.05}, Wdl{3, 3, 3});  // alpha 0
    EXPECT_EQ(nonsense.llr, 0.0);
    EXPECT_EQ(nonsense.lower, 0.0);  // not -inf / inf
    EXPECT_EQ(nonsense.upper, 0.0);
    EXPECT_EQ(nonsense.decision, SprtState::Decision::kContinue);
}

TEST(MatchStats, SprtConfigValidation) {
    std::string error;
    EXPECT_TRUE(valid_sprt_config({0, 5, 0.05, 0.05}, error));
    EXPECT_FALSE(valid_sprt_config({5, 0, 0.05, 0.05}, error));
    EXPECT_NE(error.find("elo0"), std::string::npos);
    EXPECT_FALSE(valid_sprt_config({0, 5, 0.0, 0.05}, error));
    EXPECT_NE(error.find("alpha"), std::string::npos);
    EXPECT_FALSE(valid_sprt_config({0, 5, 0.05, 1.0}, error));
    EXPECT_NE(error.find("beta"), std::string::npos);
    EXPECT_FALSE(valid_sprt_config({0, 5, 0.6, 0.5}, error));
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

TEST(MatchStats, SummaryJsonShape) {
    MatchSummary s;
    s.first = "A";
    s.second = "B";
    s.wdl = {3, 0, 1};
    EXPECT_EQ(summary_json(s),
              R"({"summary":{"elo":190.85,"elo_error_95":null,"games":4,"pentanomial":null,)"
              R"("score":{"A":3.0,"B":1.0},"sprt":null,"wld":{"A":[3,1,0],"B":[1,3,0]}}})");
    s.wdl = {};
    s.pentanomial = Pentanomial{};
    s.sprt = SprtConfig{0, 5, 0.05, 0.05};
    EXPECT_EQ(summary_json(s),
              R"({"summary":{"elo":null,"elo_error_95":null,"games":0,"pentanomial":[0,0,0,0,0],)"
              R"("score":{"A":0.0,"B":0.0},"sprt":{"alpha":0.05,"beta":0.05,"decision":"continue",)"
              R"("elo0":0.0,"elo1":5.0,"llr":0.0,"lower":-2.94,"upper":2.94},)"
              R"("wld":{"A":[0,0,0],"B":[0,0,0]}}})");
}

TEST(MatchStats, SummaryTextNamesEveryFigure) {
    MatchSummary s;
    s.first = "new";
    s.second = "old";
    s.wdl = {1, 2, 1};
    s.pentanomial = Pentanomial{{0, 0, 2, 0, 0}};
    s.sprt = SprtConfig{0, 5, 0.05, 0.05};
    const std::string text = summary_text(s);
    EXPECT_NE(text.find("Results of new vs old:"), std::string::npos) << text;
    EXPECT_NE(text.find("Games: 4, Wins: 1, Losses: 1, Draws: 2, Points: 2.0 (50.00 %)"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("Elo: 0.00 +/- n/a"), std::string::npos) << text;  // pairs all level
    EXPECT_NE(text.find("Ptnml(0-2): [0, 0, 2, 0, 0]"), std::string::npos) << text;
    EXPECT_NE(text.find("(-2.94, 2.94) [0.00, 5.00]"), std::string::npos) << text;
}

// Seen from the other engine, wins and losses trade places: the Elo changes sign, the interval
// keeps its width, and the SPRT of [-elo1, -elo0] has the opposite LLR (s -> 1 - s maps
// (s1 - s0)(2s - s0 - s1) to its negative).
RC_GTEST_PROP(MatchStats, MirroredResultsNegateEloAndLlr, ()) {
    const int w = *rc::gen::inRange(0, 5000), d = *rc::gen::inRange(0, 5000),
              l = *rc::gen::inRange(0, 5000);
    const EloEstimate e = elo_from_wdl({w, d, l}), m = elo_from_wdl({l, d, w});
    RC_ASSERT(e.elo_defined == m.elo_defined);
    RC_ASSERT(e.error_defined == m.error_defined);
    RC_ASSERT(std::fabs(e.elo + m.elo) < 1e-9);
    RC_ASSERT(std::fabs(e.error_95 - m.error_95) < 1e-9);
    const SprtState a = sprt(SprtConfig{0, 5, 0.05, 0.05}, Wdl{w, d, l});
    const SprtState b = sprt(SprtConfig{-5, 0, 0.05, 0.05}, Wdl{l, d, w});
    RC_ASSERT(std::isfinite(a.llr));
    RC_ASSERT(std::fabs(a.llr + b.llr) < 1e-6 * (1.0 + std::fabs(a.llr)));
    Pentanomial p, q;
    for (std::size_t i = 0; i < 5; ++i) p.counts[i] = *rc::gen::inRange(0, 2000);
    for (std::size_t i = 0; i < 5; ++i) q.counts[i] = p.counts[4 - i];
    const EloEstimate pe = elo_from_pentanomial(p), qe = elo_from_pentanomial(q);
    RC_ASSERT(std::fabs(pe.elo + qe.elo) < 1e-9);
    RC_ASSERT(std::fabs(pe.error_95 - qe.error_95) < 1e-9);
    RC_ASSERT(std::isfinite(sprt(SprtConfig{0, 5, 0.05, 0.05}, p).llr));
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
    // 37]. Pairs per game 0.5 twice and 1 37 times (0.001 for the unseen): mu = 0.9743097,
    // var = 0.0122012 over 39.003 pairs; s1 = 0.5071951:
    // 39.003 * 0.0071951 * (1.9486193 - 1.0071951) / (2 * 0.0122012) = 10.83 -> H1.
    MatchSummary s;
    s.first = "A";
    s.second = "B";
    s.wdl = {76, 0, 2};
    s.pentanomial = Pentanomial{{0, 0, 2, 0, 37}};
    s.sprt = SprtConfig{0, 5, 0.05, 0.05};
    EXPECT_EQ(
        summary_json(s),
        R"({"summary":{"elo":631.91,"elo_error_95":null,"games":78,"pentanomial":[0,0,2,0,37],)"
        R"("score":{"A":76.0,"B":2.0},"sprt":{"alpha":0.05,"beta":0.05,"decision":"H1",)"
        R"("elo0":0.0,"elo1":5.0,"llr":10.83,"lower":-2.94,"upper":2.94},)"
        R"("wld":{"A":[76,2,0],"B":[2,76,0]}}})");
    EXPECT_EQ(summary_text(s),
              "Results of A vs B:\n"
              "Games: 78, Wins: 76, Losses: 2, Draws: 0, Points: 76.0 (97.44 %)\n"
              "Elo: 631.91 +/- n/a\n"
              "Ptnml(0-2): [0, 0, 2, 0, 37]\n"
              "LLR: 10.83 (-2.94, 2.94) [0.00, 5.00] H1\n");
}

}  // namespace
}  // namespace arbiter::referee::match
