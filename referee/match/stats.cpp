// Match statistics (stats.h): logistic Elo with its 95% interval, the GSPRT approximation of the
// SPRT's log-likelihood ratio, and the summary of `arbiter match` (docs/match.md).

#include "referee/match/stats.h"

#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>

namespace arbiter::referee::match {
namespace {

// The 97.5% quantile of the standard normal distribution (the 95% two-sided interval).
constexpr double kNormalQuantile975 = 1.959963984540054;
// fishtest's regularisation: a result never seen counts this many times in the LLR.
constexpr double kUnseenResultWeight = 1e-3;

// A sample distribution: values (scores of one game or one pair, scaled to 0..1) and counts.
template <std::size_t N>
struct Samples {
    std::array<double, N> value{};
    std::array<double, N> count{};
};

template <std::size_t N>
double total(const Samples<N>& s) {
    double n = 0.0;
    for (double c : s.count) n += c;
    return n;
}

// Mean and variance of one sample under the empirical distribution (total count > 0).
template <std::size_t N>
void mean_variance(const Samples<N>& s, double& mean, double& variance) {
    const double n = total(s);
    mean = 0.0;
    for (std::size_t i = 0; i < N; ++i) mean += s.count[i] * s.value[i];
    mean /= n;
    variance = 0.0;
    for (std::size_t i = 0; i < N; ++i)
        variance += s.count[i] * (s.value[i] - mean) * (s.value[i] - mean);
    variance /= n;
}

Samples<3> trinomial(const Wdl& wdl) {
    Samples<3> s;
    s.value = {0.0, 0.5, 1.0};
    s.count = {static_cast<double>(wdl.losses), static_cast<double>(wdl.draws),
               static_cast<double>(wdl.wins)};
    return s;
}

Samples<5> pentanomial_samples(const Pentanomial& p) {
    Samples<5> s;
    s.value = {0.0, 0.25, 0.5, 0.75, 1.0};  // the pair's score, per game
    for (std::size_t i = 0; i < 5; ++i) s.count[i] = static_cast<double>(p.counts[i]);
    return s;
}

// `games` games of mean score `mean` and per-game score variance `variance` (games > 0).
EloEstimate estimate(double games, double mean, double variance) {
    EloEstimate e;
    if (!(mean > 0.0 && mean < 1.0)) return e;
    e.elo = score_to_elo(mean);
    e.elo_defined = true;
    const double half_width = kNormalQuantile975 * std::sqrt(variance / games);
    const double low = mean - half_width, high = mean + half_width;
    if (variance > 0.0 && low > 0.0 && high < 1.0) {
        e.error_95 = (score_to_elo(high) - score_to_elo(low)) / 2.0;
        e.error_defined = true;
    }
    return e;
}

template <std::size_t N>
void regularise(Samples<N>& samples) {
    for (double& c : samples.count)
        if (c == 0.0) c = kUnseenResultWeight;
}

// 0.5 N ln(v0 / v1), v0 and v1 the mean squared deviations of a sample from s0 and s1.
template <std::size_t N>
double variance_ratio_llr(const SprtConfig& config, Samples<N> samples) {
    std::string ignored;
    if (!valid_sprt_config(config, ignored) || !(total(samples) > 0.0)) return 0.0;
    regularise(samples);
    const double n = total(samples);
    const double s0 = elo_to_score(config.elo0), s1 = elo_to_score(config.elo1);
    double v0 = 0.0, v1 = 0.0;
    for (std::size_t i = 0; i < N; ++i) {
        v0 += samples.count[i] / n * (samples.value[i] - s0) * (samples.value[i] - s0);
        v1 += samples.count[i] / n * (samples.value[i] - s1) * (samples.value[i] - s1);
    }
    const double llr = 0.5 * n * std::log(v0 / v1);
    return std::isfinite(llr) ? llr : 0.0;
}

template <std::size_t N>
SprtState sprt_on(const SprtConfig& config, Samples<N> samples) {
    SprtState state;
    std::string ignored;
    if (!valid_sprt_config(config, ignored)) return state;  // bounds 0, continue
    state.lower = std::log(config.beta / (1.0 - config.alpha));
    state.upper = std::log((1.0 - config.beta) / config.alpha);
    if (!(total(samples) > 0.0)) return state;
    regularise(samples);
    double mean = 0.0, variance = 0.0;
    mean_variance(samples, mean, variance);
    const double s0 = elo_to_score(config.elo0), s1 = elo_to_score(config.elo1);
    const double llr = total(samples) * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * variance);
    if (!std::isfinite(llr)) return state;
    state.llr = llr;
    if (llr >= state.upper)
        state.decision = SprtState::Decision::kAcceptH1;
    else if (llr <= state.lower)
        state.decision = SprtState::Decision::kAcceptH0;
    return state;
}

// x to `decimals` places (for JSON: 2.94, not 2.9400000000000004).
double rounded(double x, int decimals) {
    const double scale = std::pow(10.0, decimals);
    const double r = std::round(x * scale) / scale;
    return r == 0.0 ? 0.0 : r;  // never -0
}

nlohmann::json number_or_null(bool defined, double x) {
    if (!defined || !std::isfinite(x)) return nullptr;
    return rounded(x, 2);
}

std::string fixed(double x, int decimals) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, rounded(x, decimals));
    return buffer;
}

std::string fixed2(double x) { return fixed(x, 2); }

bool has_pairs(const std::optional<Pentanomial>& p) {
    if (!p) return false;
    for (int c : p->counts)
        if (c > 0) return true;
    return false;
}

EloEstimate summary_estimate(const MatchSummary& s) {
    return has_pairs(s.pentanomial) ? elo_from_pentanomial(*s.pentanomial) : elo_from_wdl(s.wdl);
}

std::optional<SprtState> summary_sprt(const MatchSummary& s) {
    if (!s.sprt) return std::nullopt;
    return has_pairs(s.pentanomial) ? sprt(*s.sprt, *s.pentanomial) : sprt(*s.sprt, s.wdl);
}

}  // namespace

double elo_to_score(double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); }

double score_to_elo(double score) { return -400.0 * std::log10(1.0 / score - 1.0); }

EloEstimate elo_from_wdl(const Wdl& wdl) {
    const Samples<3> s = trinomial(wdl);
    const double games = total(s);
    if (wdl.wins < 0 || wdl.draws < 0 || wdl.losses < 0 || !(games > 0.0)) return {};
    double mean = 0.0, variance = 0.0;
    mean_variance(s, mean, variance);
    return estimate(games, mean, variance);
}

EloEstimate elo_from_pentanomial(const Pentanomial& pentanomial) {
    const Samples<5> s = pentanomial_samples(pentanomial);
    const double pairs = total(s);
    for (int c : pentanomial.counts)
        if (c < 0) return {};
    if (!(pairs > 0.0)) return {};
    double mean = 0.0, variance = 0.0;  // of a pair's score per game (0, 1/4, ... 1)
    mean_variance(s, mean, variance);
    // A pair's score per game is the mean of two games: the per-game variance is twice its
    // variance, over 2 * pairs games — the same interval as the variance of the pair mean.
    return estimate(2.0 * pairs, mean, 2.0 * variance);
}

SprtState sprt(const SprtConfig& config, const Pentanomial& pentanomial) {
    for (int c : pentanomial.counts)
        if (c < 0) return sprt_on(config, Samples<5>{});
    return sprt_on(config, pentanomial_samples(pentanomial));
}

SprtState sprt(const SprtConfig& config, const Wdl& wdl) {
    if (wdl.wins < 0 || wdl.draws < 0 || wdl.losses < 0) return sprt_on(config, Samples<3>{});
    return sprt_on(config, trinomial(wdl));
}

double llr_variance_ratio(const SprtConfig& config, const Wdl& wdl) {
    if (wdl.wins < 0 || wdl.draws < 0 || wdl.losses < 0) return 0.0;
    return variance_ratio_llr(config, trinomial(wdl));
}

double llr_variance_ratio(const SprtConfig& config, const Pentanomial& pentanomial) {
    for (int c : pentanomial.counts)
        if (c < 0) return 0.0;
    return variance_ratio_llr(config, pentanomial_samples(pentanomial));
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

std::string format_elo(const EloEstimate& e) {
    return (e.elo_defined ? fixed2(e.elo) : std::string("n/a")) + " +/- " +
           (e.error_defined ? fixed2(e.error_95) : std::string("n/a"));
}

void add_pair(Pentanomial& pentanomial, double first, double second) {
    const long index = std::lround((first + second) * 2.0);
    if (index >= 0 && index < 5) ++pentanomial.counts[static_cast<std::size_t>(index)];
}

std::string summary_json(const MatchSummary& s) {
    using nlohmann::json;
    const double first_points = s.wdl.wins + s.wdl.draws / 2.0;
    const double second_points = s.wdl.losses + s.wdl.draws / 2.0;
    json score = json::object();
    score[s.first] = first_points;
    score[s.second] = second_points;
    json wld = json::object();
    wld[s.first] = {s.wdl.wins, s.wdl.losses, s.wdl.draws};
    wld[s.second] = {s.wdl.losses, s.wdl.wins, s.wdl.draws};
    const EloEstimate e = summary_estimate(s);
    json body = json::object();
    body["games"] = static_cast<long long>(s.wdl.wins) + s.wdl.draws + s.wdl.losses;
    body["score"] = score;
    body["wld"] = wld;
    body["elo"] = number_or_null(e.elo_defined, e.elo);
    body["elo_error_95"] = number_or_null(e.error_defined, e.error_95);
    body["pentanomial"] = s.pentanomial ? json(s.pentanomial->counts) : json(nullptr);
    if (const std::optional<SprtState> state = summary_sprt(s)) {
        body["sprt"] = {{"elo0", s.sprt->elo0},
                        {"elo1", s.sprt->elo1},
                        {"alpha", s.sprt->alpha},
                        {"beta", s.sprt->beta},
                        {"llr", rounded(state->llr, 2)},
                        {"lower", rounded(state->lower, 2)},
                        {"upper", rounded(state->upper, 2)},
                        {"decision", decision_name(state->decision)}};
    } else {
        body["sprt"] = nullptr;
    }
    json out = json::object();
    out["summary"] = body;
    return out.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string summary_text(const MatchSummary& s) {
    const long long games = static_cast<long long>(s.wdl.wins) + s.wdl.draws + s.wdl.losses;
    const double points = s.wdl.wins + s.wdl.draws / 2.0;
    std::string out = "Results of " + s.first + " vs " + s.second + ":\n";
    out += "Games: " + std::to_string(games) + ", Wins: " + std::to_string(s.wdl.wins) +
           ", Losses: " + std::to_string(s.wdl.losses) + ", Draws: " + std::to_string(s.wdl.draws) +
           ", Points: " + fixed(points, 1) + " (" +
           (games > 0 ? fixed2(100.0 * points / static_cast<double>(games)) : std::string("n/a")) +
           " %)\n";
    out += "Elo: " + format_elo(summary_estimate(s)) + "\n";
    if (s.pentanomial) {
        out += "Ptnml(0-2): [";
        for (std::size_t i = 0; i < 5; ++i)
            out += (i ? ", " : "") + std::to_string(s.pentanomial->counts[i]);
        out += "]\n";
    }
    if (const std::optional<SprtState> state = summary_sprt(s)) {
        out += "LLR: " + fixed2(state->llr) + " (" + fixed2(state->lower) + ", " +
               fixed2(state->upper) + ") [" + fixed2(s.sprt->elo0) + ", " + fixed2(s.sprt->elo1) +
               "] " + decision_name(state->decision) + "\n";
    }
    return out;
}

}  // namespace arbiter::referee::match
