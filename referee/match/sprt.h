#pragma once
// The sequential probability ratio test of `arbiter match --sprt` (docs/match.md, "SPRT"): the
// generalized log-likelihood ratio (GLLR) of H1 "the difference is elo1" against H0 "it is elo0",
// computed exactly as fishtest's server (LLRcalc.py) and fastchess (sprt.cpp) compute it, in the
// three models fastchess offers:
//
// - normalized (fastchess's and OpenBench's default): elo0, elo1 are normalized Elo; the
//   hypotheses fix the t-value (mu - 1/2) / sigma of one sample to nelo / (800 / ln 10) (times
//   sqrt 2 for a pair), and the likelihood is maximised over every distribution with that
//   t-value (Van den Bergh, "Comments on normalized Elo", section 4.1; LLRcalc.LLR_normalized);
// - logistic: elo0, elo1 are logistic Elo; the hypotheses fix the expected score
//   1 / (1 + 10^(-elo / 400)) (Van den Bergh, "Comparing the approximations for the generalized
//   log likelihood ratio of a multinomial distribution", proposition 1.1; LLRcalc.LLR_logistic);
// - bayesian: elo0, elo1 are BayesElo, turned into expected scores with the draw Elo of the
//   results seen (fastchess's model "bayesian", fishtest's legacy "BayesElo"); on W/D/L only.
//
// The sample is one game (scores 0, 1/2, 1) or, when the games pair, one pair (scores per game 0,
// 1/4, 1/2, 3/4, 1); a result never seen counts 0.001 times (both programs' regularisation). The
// ratio is N times the mean log ratio of the two maximum-likelihood distributions, N the samples.
// Bounds ln(beta / (1 - alpha)) and ln((1 - beta) / alpha): H0 is accepted at or below the lower,
// H1 at or above the upper. Every root is found by bisection with a fixed number of steps, so
// each LLR costs a bounded time.

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace arbiter::referee::match {

struct Wdl {
    int wins = 0, draws = 0, losses = 0;  // from the first engine's view
};
struct Pentanomial {
    std::array<int, 5> counts{};  // pairs scoring 0, 0.5, 1, 1.5, 2 (first engine's view)
};

enum class SprtModel { Normalized, Logistic, Bayesian };

// "normalized", "logistic", "bayesian"; parse_sprt_model reads them back (nullopt otherwise).
const char* sprt_model_name(SprtModel model);
std::optional<SprtModel> parse_sprt_model(std::string_view text);

struct SprtConfig {
    double elo0 = 0.0, elo1 = 5.0, alpha = 0.05, beta = 0.05;  // elo0/elo1 in the model's Elo
    SprtModel model = SprtModel::Normalized;
};
struct SprtState {
    double llr = 0.0, lower = 0.0, upper = 0.0;
    // false when the ratio cannot be computed from these results (the bayesian model before both
    // a win and a loss; a normalized bound no distribution of the observed support reaches): llr
    // is then 0 and the test continues.
    bool llr_defined = true;
    enum class Decision { kContinue, kAcceptH0, kAcceptH1 } decision = Decision::kContinue;
};

// An invalid config (valid_sprt_config) gives llr 0, bounds 0 and kContinue. The bayesian model
// reads W/D/L only: sprt(config, pentanomial) is given both and chooses.
SprtState sprt(const SprtConfig& config, const Wdl& wdl);
SprtState sprt(const SprtConfig& config, const Pentanomial& pentanomial, const Wdl& wdl);

// Whether elo0 < elo1 and 0 < alpha, beta with alpha + beta < 1 (what the bounds need); false
// with `error` naming the value at fault.
bool valid_sprt_config(const SprtConfig& config, std::string& error);

// The logistic score of an Elo difference, 1 / (1 + 10^(-elo / 400)), and its inverse (defined
// for 0 < score < 1).
double elo_to_score(double elo);
double score_to_elo(double score);

// "continue", "H0", "H1".
const char* decision_name(SprtState::Decision decision);

}  // namespace arbiter::referee::match
