// The SPRT of `arbiter match --sprt` (referee/match/sprt.h) against figures computed outside this
// project:
// - fastchess's unit tests (app/tests/sprt_test.cpp, commit 74deac23): twelve results of real
//   fishtest/fastchess runs with the LLR fastchess prints, to 1% ("Approx(0.92).epsilon(0.01)");
// - fishtest's own code, server/fishtest/stats/LLRcalc.py (commit b8eecff2), run with Debian's
//   python3-scipy for the tiny, lopsided and all-draw samples, to 1e-4. The calls, with
//   `from fishtest.stats import LLRcalc as L, stat_util as S` and the result lists in fishtest's
//   order [losses, draws, wins] or [LL, LD, WL+DD, WD, WW]:
//     L.LLR_normalized(nelo0, nelo1, results)   # model normalized
//     L.LLR_logistic(elo0, elo1, results)       # model logistic
//     de = S.draw_elo_calc(L.regularize(ldw)); L.LLR_logistic(*[S.bayeselo_to_elo(e, de)
//         for e in (belo0, belo1)], ldw)        # model bayesian (fishtest's "BayesElo")
// fastchess's Stats(w, l, d) and Stats(ll, ld, wl, dd, wd, ww) are rewritten below as Wdl{wins,
// draws, losses} and the pentanomial [LL, LD, WL+DD, WD, WW].

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <cmath>
#include <string>

#include "referee/match/sprt.h"

namespace arbiter::referee::match {
namespace {

constexpr SprtModel kNormalized = SprtModel::Normalized;
constexpr SprtModel kLogistic = SprtModel::Logistic;
constexpr SprtModel kBayesian = SprtModel::Bayesian;

SprtConfig config(double elo0, double elo1, SprtModel model) {
    return SprtConfig{elo0, elo1, 0.05, 0.05, model};
}

double llr(const SprtConfig& c, const Wdl& wdl) {
    const SprtState s = sprt(c, wdl);
    EXPECT_TRUE(s.llr_defined);
    return s.llr;
}

double llr(const SprtConfig& c, const Pentanomial& p) {
    const SprtState s = sprt(c, p, Wdl{});
    EXPECT_TRUE(s.llr_defined);
    return s.llr;
}

// fastchess's sprt_test.cpp, each checked to 1% as there and to 1e-4 against fishtest's code.
TEST(MatchSprt, FastchessTrinomialFigures) {
    // "normalized trinomial 1": Stats(36433, 36027, 68692), [0, 2] -> 0.92 (fishtest 0.923293).
    EXPECT_NEAR(llr(config(0, 2, kNormalized), Wdl{36433, 68692, 36027}), 0.923293, 1e-4);
    // "normalized trinomial 2": Stats(10871, 10650, 20431), [-1.75, 0.25] -> 2.30 (2.297500).
    EXPECT_NEAR(llr(config(-1.75, 0.25, kNormalized), Wdl{10871, 20431, 10650}), 2.297500, 1e-4);
    // "normalized trinomial 3": 4250 wins, [0, 10] -> 120.56 (fishtest 120.548268).
    EXPECT_NEAR(llr(config(0, 10, kNormalized), Wdl{4250, 0, 0}), 120.548268, 1e-3);
    // "logistic trinomial 1": Stats(21404, 21184, 40708), [0.5, 2.5] -> -1.57 (-1.571889).
    EXPECT_NEAR(llr(config(0.5, 2.5, kLogistic), Wdl{21404, 40708, 21184}), -1.571889, 1e-4);
    // "logistic trinomial 2": Stats(57433, 57030, 106593), [0, 2] -> -2.59 (-2.593024).
    EXPECT_NEAR(llr(config(0, 2, kLogistic), Wdl{57433, 106593, 57030}), -2.593024, 1e-4);
    // "bayesian trinomial 1": Stats(68965, 68526, 128429), [0, 2] -> -1.26 (-1.262156).
    EXPECT_NEAR(llr(config(0, 2, kBayesian), Wdl{68965, 128429, 68526}), -1.262156, 1e-4);
    // "bayesian trinomial 2": Stats(21629, 21484, 41111), [0.5, 2.5] -> -1.13 (-1.130642).
    EXPECT_NEAR(llr(config(0.5, 2.5, kBayesian), Wdl{21629, 41111, 21484}), -1.130642, 1e-4);
}

TEST(MatchSprt, FastchessPentanomialFigures) {
    // "normalized pentanomial 1": Stats(365, 16618, 36029, 200, 16974, 390), [0, 2] -> 2.25.
    EXPECT_NEAR(llr(config(0, 2, kNormalized), Pentanomial{{365, 16618, 36229, 16974, 390}}),
                2.250368, 1e-4);
    // "normalized pentanomial 2": Stats(127, 4883, 10311, 401, 5150, 104), [-1.75, 0.25] -> 3.01.
    EXPECT_NEAR(llr(config(-1.75, 0.25, kNormalized), Pentanomial{{127, 4883, 10712, 5150, 104}}),
                3.010154, 1e-4);
    // "normalized pentanomial 3": 5550 pairs won twice, [0, 5] -> 111.82 (fishtest 111.797555).
    EXPECT_NEAR(llr(config(0, 5, kNormalized), Pentanomial{{0, 0, 0, 0, 5550}}), 111.797555, 1e-3);
    // "logistic pentanomial 1": Stats(223, 9863, 20279, 1000, 10037, 246), [0.5, 2.5] -> -3.07.
    EXPECT_NEAR(llr(config(0.5, 2.5, kLogistic), Pentanomial{{223, 9863, 21279, 10037, 246}}),
                -3.074126, 1e-4);
    // "logistic pentanomial 2": Stats(871, 26175, 55003, 980, 26678, 821), [0, 2] -> -4.98.
    EXPECT_NEAR(llr(config(0, 2, kLogistic), Pentanomial{{871, 26175, 55983, 26678, 821}}),
                -4.978673, 1e-4);
}

TEST(MatchSprt, FishtestWorkedExamples) {
    // stat_util.py's own examples: the pentanomial [10789, 19328, 33806, 19402, 10543] for
    // [-3, 1] logistic (fishtest 2.131068) and [39, 2226, 31451, 2412, 40] for [0.764, 3.439]
    // normalized (2.162941) and for [0.2, 0.9] logistic (2.162543).
    EXPECT_NEAR(llr(config(-3, 1, kLogistic), Pentanomial{{10789, 19328, 33806, 19402, 10543}}),
                2.131068, 1e-4);
    EXPECT_NEAR(llr(config(0.764, 3.439, kNormalized), Pentanomial{{39, 2226, 31451, 2412, 40}}),
                2.162941, 1e-4);
    EXPECT_NEAR(llr(config(0.2, 0.9, kLogistic), Pentanomial{{39, 2226, 31451, 2412, 40}}),
                2.162543, 1e-4);
}

// What issue 33 found: `--games 6 --repeat --sprt elo0=0 elo1=10` stopped after one pair of wins
// with LLR 3.81. A handful of games decides nothing.
TEST(MatchSprt, TinySamplesDecideNothing) {
    // One pair won twice: fishtest 0.039883 (normalized), 0.028424 (logistic).
    const SprtState pair = sprt(config(0, 10, kNormalized), Pentanomial{{0, 0, 0, 0, 1}}, Wdl{});
    EXPECT_NEAR(pair.llr, 0.039883, 1e-4);
    EXPECT_EQ(pair.decision, SprtState::Decision::kContinue);
    EXPECT_NEAR(llr(config(0, 10, kLogistic), Pentanomial{{0, 0, 0, 0, 1}}), 0.028424, 1e-4);
    // Three pairs won twice: 0.119614; two wins unpaired: 0.056713 and 0.056735.
    EXPECT_NEAR(llr(config(0, 10, kNormalized), Pentanomial{{0, 0, 0, 0, 3}}), 0.119614, 1e-4);
    EXPECT_NEAR(llr(config(0, 10, kNormalized), Wdl{2, 0, 0}), 0.056713, 1e-4);
    EXPECT_NEAR(llr(config(0, 10, kLogistic), Wdl{2, 0, 0}), 0.056735, 1e-4);
    // Ten wins for [0, 5]: 0.142864 (the GSPRT approximation gave 285.8).
    EXPECT_NEAR(llr(config(0, 5, kNormalized), Wdl{10, 0, 0}), 0.142864, 1e-4);
}

TEST(MatchSprt, LopsidedSamples) {
    // fastchess's published 76-2-0 match, pentanomial [0, 0, 2, 0, 37], [0, 5]: 0.765089
    // (normalized), 0.557229 (logistic); 40 and 50 pairs won twice: 0.805758, 1.007195.
    EXPECT_NEAR(llr(config(0, 5, kNormalized), Pentanomial{{0, 0, 2, 0, 37}}), 0.765089, 1e-4);
    EXPECT_NEAR(llr(config(0, 5, kLogistic), Pentanomial{{0, 0, 2, 0, 37}}), 0.557229, 1e-4);
    EXPECT_NEAR(llr(config(0, 5, kNormalized), Pentanomial{{0, 0, 0, 0, 40}}), 0.805758, 1e-4);
    EXPECT_NEAR(llr(config(0, 5, kNormalized), Pentanomial{{0, 0, 0, 0, 50}}), 1.007195, 1e-4);
}

TEST(MatchSprt, AllDrawSamples) {
    // Ten draws, [0, 5]: -0.001277 (normalized), -0.139682 (logistic); ten drawn pairs
    // (normalized): -0.002699. (The GSPRT approximation gave -5.18: H0 after ten draws.)
    const SprtState draws = sprt(config(0, 5, kNormalized), Wdl{0, 10, 0});
    EXPECT_NEAR(draws.llr, -0.001277, 1e-5);
    EXPECT_EQ(draws.decision, SprtState::Decision::kContinue);
    EXPECT_NEAR(llr(config(0, 5, kLogistic), Wdl{0, 10, 0}), -0.139682, 1e-4);
    EXPECT_NEAR(llr(config(0, 5, kNormalized), Pentanomial{{0, 0, 10, 0, 0}}), -0.002699, 1e-5);
}

TEST(MatchSprt, BayesianNeedsAWinAndALoss) {
    // W 5, D 4, L 3 for [0, 5] BayesElo: fishtest 0.036641.
    EXPECT_NEAR(llr(config(0, 5, kBayesian), Wdl{5, 4, 3}), 0.036641, 1e-4);
    // fastchess returns 0 before both a win and a loss: undefined here, and the test goes on.
    const SprtState none = sprt(config(0, 5, kBayesian), Wdl{7, 2, 0});
    EXPECT_FALSE(none.llr_defined);
    EXPECT_EQ(none.llr, 0.0);
    EXPECT_EQ(none.decision, SprtState::Decision::kContinue);
    // The bayesian model reads W/D/L even when the games pair.
    EXPECT_NEAR(sprt(config(0, 5, kBayesian), Pentanomial{{1, 1, 1, 1, 1}}, Wdl{5, 4, 3}).llr,
                0.036641, 1e-4);
}

TEST(MatchSprt, DecidesAtTheBounds) {
    // 4250 wins give 120.5 for [0, 10] normalized: H1. 10000 draws for [0, 5] logistic
    // accept H0 (the ratio falls by about 0.014 a draw: -0.139682 for ten).
    EXPECT_EQ(sprt(config(0, 10, kNormalized), Wdl{4250, 0, 0}).decision,
              SprtState::Decision::kAcceptH1);
    const SprtState draws = sprt(config(0, 5, kLogistic), Wdl{0, 10000, 0});
    EXPECT_LT(draws.llr, -2.95);
    EXPECT_EQ(draws.decision, SprtState::Decision::kAcceptH0);
    EXPECT_STREQ(decision_name(draws.decision), "H0");
}

TEST(MatchSprt, BoundsFromAlphaAndBeta) {
    const SprtState s = sprt(SprtConfig{0, 5, 0.05, 0.05}, Wdl{});
    EXPECT_NEAR(s.lower, -2.944439, 1e-6);  // ln(0.05 / 0.95)
    EXPECT_NEAR(s.upper, 2.944439, 1e-6);
    const SprtState t = sprt(SprtConfig{0, 5, 0.1, 0.05}, Wdl{});
    EXPECT_NEAR(t.lower, std::log(0.05 / 0.9), 1e-12);  // -2.890372
    EXPECT_NEAR(t.upper, std::log(0.95 / 0.1), 1e-12);  // 2.251292
}

TEST(MatchSprt, NoGamesAndBadConfigsGiveZero) {
    const SprtState empty = sprt(SprtConfig{}, Pentanomial{}, Wdl{});
    EXPECT_EQ(empty.llr, 0.0);
    EXPECT_TRUE(empty.llr_defined);
    EXPECT_EQ(empty.decision, SprtState::Decision::kContinue);
    const SprtState nonsense = sprt(SprtConfig{0, 5, 0.0, 0.05}, Wdl{3, 3, 3});  // alpha 0
    EXPECT_EQ(nonsense.llr, 0.0);
    EXPECT_EQ(nonsense.lower, 0.0);  // not -inf / inf
    EXPECT_EQ(nonsense.upper, 0.0);
    EXPECT_EQ(nonsense.decision, SprtState::Decision::kContinue);
    EXPECT_EQ(sprt(SprtConfig{}, Wdl{-1, 2, 3}).llr, 0.0);
}

TEST(MatchSprt, ConfigValidationAndModelNames) {
    std::string error;
    EXPECT_TRUE(valid_sprt_config({0, 5, 0.05, 0.05}, error));
    EXPECT_FALSE(valid_sprt_config({5, 0, 0.05, 0.05}, error));
    EXPECT_NE(error.find("elo0"), std::string::npos);
    EXPECT_FALSE(valid_sprt_config({0, 5, 0.0, 0.05}, error));
    EXPECT_NE(error.find("alpha"), std::string::npos);
    EXPECT_FALSE(valid_sprt_config({0, 5, 0.05, 1.0}, error));
    EXPECT_NE(error.find("beta"), std::string::npos);
    EXPECT_FALSE(valid_sprt_config({0, 5, 0.6, 0.5}, error));
    EXPECT_EQ(SprtConfig{}.model, kNormalized);  // fastchess's default
    for (SprtModel m : {kNormalized, kLogistic, kBayesian})
        EXPECT_EQ(parse_sprt_model(sprt_model_name(m)), m);
    EXPECT_FALSE(parse_sprt_model("BayesElo").has_value());
}

// Seen from the other engine, wins and losses trade places and H0 "elo0" becomes H1 "-elo0":
// the ratio of [-elo1, -elo0] on the mirrored results is the negative (s -> 1 - s maps each
// model's maximum-likelihood distributions onto each other).
RC_GTEST_PROP(MatchSprt, MirroredResultsNegateTheRatio, ()) {
    const int w = *rc::gen::inRange(0, 3000), d = *rc::gen::inRange(0, 3000),
              l = *rc::gen::inRange(0, 3000);
    RC_PRE(w + d + l > 0);
    const SprtModel model = *rc::gen::element(kNormalized, kLogistic, kBayesian);
    const SprtState a = sprt(config(0, 5, model), Wdl{w, d, l});
    const SprtState b = sprt(config(-5, 0, model), Wdl{l, d, w});
    RC_ASSERT(a.llr_defined == b.llr_defined);
    RC_ASSERT(std::isfinite(a.llr));
    RC_ASSERT(std::fabs(a.llr + b.llr) < 1e-6 * (1.0 + std::fabs(a.llr)));
    Pentanomial p, q;
    for (std::size_t i = 0; i < 5; ++i) p.counts[i] = *rc::gen::inRange(0, 1500);
    for (std::size_t i = 0; i < 5; ++i) q.counts[i] = p.counts[4 - i];
    const SprtState c = sprt(config(0, 5, model), p, Wdl{w, d, l});
    const SprtState e = sprt(config(-5, 0, model), q, Wdl{l, d, w});
    RC_ASSERT(std::isfinite(c.llr));
    RC_ASSERT(std::fabs(c.llr + e.llr) < 1e-6 * (1.0 + std::fabs(c.llr)));
}

}  // namespace
}  // namespace arbiter::referee::match
