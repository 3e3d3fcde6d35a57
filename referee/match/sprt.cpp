// The SPRT's generalized log-likelihood ratio in the normalized, logistic and bayesian models
// (sprt.h, docs/match.md): the maximum-likelihood distributions of fishtest's LLRcalc.py
// (MLE_expected, MLE_t_value) and fastchess's sprt.cpp, written here.

#include "referee/match/sprt.h"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace arbiter::referee::match {
namespace {

// A result never seen counts this many times (fishtest's LLRcalc.regularize, fastchess's
// regularize).
constexpr double kUnseenResultWeight = 1e-3;
// 800 / ln 10: normalized Elo per unit of t-value (fishtest's nelo_divided_by_nt).
const double kNeloPerT = 800.0 / std::log(10.0);
// Bisection steps: each halves the bracket, so 200 reach the spacing of doubles from any start.
constexpr int kBisectionSteps = 200;
// MLE_t_value's fixed-point iteration: at most 10 steps, stopping when no probability moves by
// more than 1e-9 (fishtest's figures).
constexpr int kTValueIterations = 10;
constexpr double kTValueTolerance = 1e-9;

// A discrete distribution of one sample: its values (a game's or a pair's score per game, 0..1)
// and their probabilities.
template <std::size_t N>
struct Distribution {
    std::array<double, N> value{};
    std::array<double, N> probability{};
};

template <std::size_t N>
double mean(const Distribution<N>& d) {
    double m = 0.0;
    for (std::size_t i = 0; i < N; ++i) m += d.probability[i] * d.value[i];
    return m;
}

template <std::size_t N>
double variance(const Distribution<N>& d) {
    const double m = mean(d);
    double v = 0.0;
    for (std::size_t i = 0; i < N; ++i) v += d.probability[i] * (d.value[i] - m) * (d.value[i] - m);
    return v;
}

// The root x of the secular equation sum_i p_i a_i / (1 + x a_i) = 0 (LLRcalc.secular), which
// lies between -1 / max a and -1 / min a when the a_i straddle zero: the sum falls strictly from
// +infinity to -infinity there, so bisection finds it. nullopt when they do not straddle zero.
template <std::size_t N>
std::optional<double> secular_root(const std::array<double, N>& a, const std::array<double, N>& p) {
    const double low_a = *std::min_element(a.begin(), a.end());
    const double high_a = *std::max_element(a.begin(), a.end());
    if (!(low_a < 0.0 && high_a > 0.0)) return std::nullopt;
    double low = -1.0 / high_a, high = -1.0 / low_a;
    for (int step = 0; step < kBisectionSteps; ++step) {
        const double mid = low + (high - low) / 2.0;
        if (mid <= low || mid >= high) break;
        double f = 0.0;
        for (std::size_t i = 0; i < N; ++i) f += p[i] * a[i] / (1.0 + mid * a[i]);
        (f > 0.0 ? low : high) = mid;
    }
    return low + (high - low) / 2.0;
}

// The distribution of greatest likelihood for the observed `seen` among those with expected
// score s (LLRcalc.MLE_expected; proposition 1.1): p_i = seen_i / (1 + x (a_i - s)).
template <std::size_t N>
std::optional<Distribution<N>> mle_expected(const Distribution<N>& seen, double s) {
    std::array<double, N> shifted{};
    for (std::size_t i = 0; i < N; ++i) shifted[i] = seen.value[i] - s;
    const std::optional<double> x = secular_root(shifted, seen.probability);
    if (!x) return std::nullopt;
    Distribution<N> d = seen;
    for (std::size_t i = 0; i < N; ++i)
        d.probability[i] = seen.probability[i] / (1.0 + *x * shifted[i]);
    return d;
}

// The distribution of greatest likelihood among those with t-value (mu - ref) / sigma = t
// (LLRcalc.MLE_t_value; "Comments on normalized Elo", section 4.1): from the uniform
// distribution, phi_i = a_i - ref - t sigma (1 + ((mu - a_i) / sigma)^2) / 2 with the mu, sigma of
// the last estimate, then p_i = seen_i / (1 + x phi_i) for the root x of the secular equation.
template <std::size_t N>
std::optional<Distribution<N>> mle_t_value(const Distribution<N>& seen, double ref, double t) {
    Distribution<N> d = seen;
    d.probability.fill(1.0 / static_cast<double>(N));
    for (int iteration = 0; iteration < kTValueIterations; ++iteration) {
        const double mu = mean(d), sigma = std::sqrt(variance(d));
        if (!(sigma > 0.0)) return std::nullopt;
        std::array<double, N> phi{};
        for (std::size_t i = 0; i < N; ++i) {
            const double z = (mu - seen.value[i]) / sigma;
            phi[i] = seen.value[i] - ref - t * sigma * (1.0 + z * z) / 2.0;
        }
        const std::optional<double> x = secular_root(phi, seen.probability);
        if (!x) return std::nullopt;
        double moved = 0.0;
        for (std::size_t i = 0; i < N; ++i) {
            const double p = seen.probability[i] / (1.0 + *x * phi[i]);
            moved = std::max(moved, std::fabs(p - d.probability[i]));
            d.probability[i] = p;
        }
        if (moved < kTValueTolerance) break;
    }
    return d;
}

// Counts, regularised, as a distribution of one sample; `samples` gets their total.
template <std::size_t N>
Distribution<N> observed(const std::array<double, N>& counts, double& samples) {
    Distribution<N> d;
    samples = 0.0;
    for (std::size_t i = 0; i < N; ++i) {
        d.value[i] = static_cast<double>(i) / static_cast<double>(N - 1);
        d.probability[i] = counts[i] > 0.0 ? counts[i] : kUnseenResultWeight;
        samples += d.probability[i];
    }
    for (double& p : d.probability) p /= samples;
    return d;
}

// N * sum_i seen_i (ln p1_i - ln p0_i): the GLLR of the two maximum-likelihood distributions.
template <std::size_t N>
std::optional<double> log_likelihood_ratio(double samples, const Distribution<N>& seen,
                                           const std::optional<Distribution<N>>& h0,
                                           const std::optional<Distribution<N>>& h1) {
    if (!h0 || !h1) return std::nullopt;
    double sum = 0.0;
    for (std::size_t i = 0; i < N; ++i)
        sum += seen.probability[i] * (std::log(h1->probability[i]) - std::log(h0->probability[i]));
    const double llr = samples * sum;
    if (!std::isfinite(llr)) return std::nullopt;
    return llr;
}

// The normalized and logistic models on a sample of N outcomes (3: a game, 5: a pair).
template <std::size_t N>
std::optional<double> llr_of(const SprtConfig& config, const std::array<double, N>& counts) {
    double samples = 0.0;
    const Distribution<N> seen = observed(counts, samples);
    if (config.model == SprtModel::Normalized) {
        // A pair's per-game score has half a game's variance: its t-value is sqrt 2 times.
        const double scale = N == 5 ? std::sqrt(2.0) : 1.0;
        const double t0 = scale * config.elo0 / kNeloPerT, t1 = scale * config.elo1 / kNeloPerT;
        return log_likelihood_ratio(samples, seen, mle_t_value(seen, 0.5, t0),
                                    mle_t_value(seen, 0.5, t1));
    }
    return log_likelihood_ratio(samples, seen, mle_expected(seen, elo_to_score(config.elo0)),
                                mle_expected(seen, elo_to_score(config.elo1)));
}

// The expected score of a BayesElo difference at draw Elo `draw_elo` (fishtest's
// bayeselo_to_proba, fastchess's bayeseloToScore): P(win) + P(draw) / 2.
double bayeselo_to_score(double bayeselo, double draw_elo) {
    const double win = 1.0 / (1.0 + std::pow(10.0, (-bayeselo + draw_elo) / 400.0));
    const double loss = 1.0 / (1.0 + std::pow(10.0, (bayeselo + draw_elo) / 400.0));
    return win + (1.0 - win - loss) / 2.0;
}

// The bayesian model (fastchess): nothing before a win and a loss; else the draw Elo of the
// observed W/D/L, 200 log10((1 - L) / L * (1 - W) / W), turns elo0 and elo1 into expected scores
// and the logistic model's ratio is taken with them.
std::optional<double> bayesian_llr(const SprtConfig& config, const Wdl& wdl) {
    if (wdl.wins == 0 || wdl.losses == 0) return std::nullopt;
    double samples = 0.0;
    const Distribution<3> seen =
        observed<3>({static_cast<double>(wdl.losses), static_cast<double>(wdl.draws),
                     static_cast<double>(wdl.wins)},
                    samples);
    const double l = seen.probability[0], w = seen.probability[2];
    const double draw_elo = 200.0 * std::log10((1.0 - l) / l * (1.0 - w) / w);
    return log_likelihood_ratio(samples, seen,
                                mle_expected(seen, bayeselo_to_score(config.elo0, draw_elo)),
                                mle_expected(seen, bayeselo_to_score(config.elo1, draw_elo)));
}

// The bounds, the ratio (when there is one) and the decision.
SprtState decide(const SprtConfig& config, bool any_sample, const std::optional<double>& llr) {
    SprtState state;
    std::string ignored;
    if (!valid_sprt_config(config, ignored)) return state;  // bounds 0, continue
    state.lower = std::log(config.beta / (1.0 - config.alpha));
    state.upper = std::log((1.0 - config.beta) / config.alpha);
    if (!any_sample) return state;
    if (!llr) {
        state.llr_defined = false;
        return state;
    }
    state.llr = *llr;
    if (*llr >= state.upper)
        state.decision = SprtState::Decision::kAcceptH1;
    else if (*llr <= state.lower)
        state.decision = SprtState::Decision::kAcceptH0;
    return state;
}

bool valid_counts(const Wdl& wdl) { return wdl.wins >= 0 && wdl.draws >= 0 && wdl.losses >= 0; }

}  // namespace

const char* sprt_model_name(SprtModel model) {
    switch (model) {
    case SprtModel::Logistic:
        return "logistic";
    case SprtModel::Bayesian:
        return "bayesian";
    case SprtModel::Normalized:
        break;
    }
    return "normalized";
}

std::optional<SprtModel> parse_sprt_model(std::string_view text) {
    for (SprtModel m : {SprtModel::Normalized, SprtModel::Logistic, SprtModel::Bayesian})
        if (text == sprt_model_name(m)) return m;
    return std::nullopt;
}

double elo_to_score(double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); }

double score_to_elo(double score) { return -400.0 * std::log10(1.0 / score - 1.0); }

SprtState sprt(const SprtConfig& config, const Wdl& wdl) {
    if (!valid_counts(wdl)) return decide(config, false, std::nullopt);
    const bool any = wdl.wins + wdl.draws + wdl.losses > 0;
    if (!any) return decide(config, false, std::nullopt);
    if (config.model == SprtModel::Bayesian) return decide(config, true, bayesian_llr(config, wdl));
    return decide(
        config, true,
        llr_of<3>(config, {static_cast<double>(wdl.losses), static_cast<double>(wdl.draws),
                           static_cast<double>(wdl.wins)}));
}

SprtState sprt(const SprtConfig& config, const Pentanomial& pentanomial, const Wdl& wdl) {
    if (config.model == SprtModel::Bayesian) return sprt(config, wdl);
    std::array<double, 5> counts{};
    bool any = false;
    for (std::size_t i = 0; i < 5; ++i) {
        if (pentanomial.counts[i] < 0) return decide(config, false, std::nullopt);
        counts[i] = static_cast<double>(pentanomial.counts[i]);
        any = any || pentanomial.counts[i] > 0;
    }
    if (!any) return decide(config, false, std::nullopt);
    return decide(config, true, llr_of<5>(config, counts));
}

bool valid_sprt_config(const SprtConfig& c, std::string& error) {
    if (!std::isfinite(c.elo0) || !std::isfinite(c.elo1) || !(c.elo0 < c.elo1)) {
        error = "elo0 must be less than elo1";
        return false;
    }
    if (!(c.alpha > 0.0 && c.alpha < 1.0)) {
        error = "alpha must be between 0 and 1";
        return false;
    }
    if (!(c.beta > 0.0 && c.beta < 1.0)) {
        error = "beta must be between 0 and 1";
        return false;
    }
    if (!(c.alpha + c.beta < 1.0)) {
        error = "alpha + beta must be less than 1";
        return false;
    }
    return true;
}

const char* decision_name(SprtState::Decision decision) {
    switch (decision) {
    case SprtState::Decision::kAcceptH0:
        return "H0";
    case SprtState::Decision::kAcceptH1:
        return "H1";
    case SprtState::Decision::kContinue:
        break;
    }
    return "continue";
}

}  // namespace arbiter::referee::match
