// Match statistics (stats.h): logistic and normalized Elo with their 95% intervals, LOS, draw and
// pair ratios, and the summary of `arbiter match` (docs/match.md).

#include "referee/match/stats.h"

#include <array>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>

namespace arbiter::referee::match {
namespace {

// The 97.5% quantile of the standard normal distribution (the 95% two-sided interval).
constexpr double kNormalQuantile975 = 1.959963984540054;
// 800 / ln 10: normalized Elo per unit of t-value.
const double kNeloPerT = 800.0 / std::log(10.0);

// `games` games of mean score `mean` and per-game score variance `variance` (games > 0).
EloEstimate estimate(double games, double mean, double variance) {
    EloEstimate e;
    if (!(mean > 0.0 && mean < 1.0)) return e;
    e.elo = score_to_elo(mean);
    e.elo_defined = true;
    if (!(variance > 0.0)) return e;
    const double standard_error = std::sqrt(variance / games);
    const double half_width = kNormalQuantile975 * standard_error;
    const double low = mean - half_width, high = mean + half_width;
    if (low > 0.0 && high < 1.0) {
        e.error_95 = (score_to_elo(high) - score_to_elo(low)) / 2.0;
        e.error_defined = true;
    }
    const double sigma = std::sqrt(variance);
    e.nelo = (mean - 0.5) / sigma * kNeloPerT;
    e.nelo_error_95 = half_width / sigma * kNeloPerT;
    e.nelo_defined = true;
    // Phi(z) = (1 + erf(z / sqrt 2)) / 2 = (1 - erf(-(s - 1/2) / sqrt(2 v / N))) / 2.
    e.los = (1.0 - std::erf(-(mean - 0.5) / std::sqrt(2.0 * variance / games))) / 2.0;
    e.los_defined = true;
    return e;
}

// Mean and variance of values 0 .. 1 in N equal steps under `counts` (total > 0).
template <std::size_t N>
void mean_variance(const std::array<double, N>& counts, double total, double& mean,
                   double& variance) {
    mean = 0.0;
    for (std::size_t i = 0; i < N; ++i) mean += counts[i] * static_cast<double>(i) / (N - 1);
    mean /= total;
    variance = 0.0;
    for (std::size_t i = 0; i < N; ++i) {
        const double d = static_cast<double>(i) / (N - 1) - mean;
        variance += counts[i] * d * d;
    }
    variance /= total;
}

int pairs_of(const Pentanomial& p) {
    int n = 0;
    for (int c : p.counts) n += c;
    return n;
}

bool valid(const Pentanomial& p) {
    for (int c : p.counts)
        if (c < 0) return false;
    return true;
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

nlohmann::json number_or_null(const std::optional<double>& x) {
    return x ? number_or_null(true, *x) : nlohmann::json(nullptr);
}

std::string fixed(double x, int decimals) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, rounded(x, decimals));
    return buffer;
}

std::string fixed2(double x) { return fixed(x, 2); }
std::string fixed2_or_na(bool defined, double x) { return defined ? fixed2(x) : "n/a"; }
std::string percent_or_na(const std::optional<double>& x) {
    return x ? fixed2(100.0 * *x) + " %" : "n/a";
}

bool has_pairs(const std::optional<Pentanomial>& p) { return p && pairs_of(*p) > 0; }

EloEstimate summary_estimate(const MatchSummary& s) {
    return has_pairs(s.pentanomial) ? elo_from_pentanomial(*s.pentanomial) : elo_from_wdl(s.wdl);
}

std::optional<double> summary_draw_ratio(const MatchSummary& s) {
    return has_pairs(s.pentanomial) ? pair_draw_ratio(*s.pentanomial) : draw_ratio(s.wdl);
}

nlohmann::json rating_json(const EloEstimate& e) {
    return {{"elo", number_or_null(e.elo_defined, e.elo)},
            {"elo_error_95", number_or_null(e.error_defined, e.error_95)},
            {"nelo", number_or_null(e.nelo_defined, e.nelo)},
            {"nelo_error_95", number_or_null(e.nelo_defined, e.nelo_error_95)},
            {"los", number_or_null(e.los_defined, 100.0 * e.los)}};
}

nlohmann::json sprt_json(const SprtConfig& c, const SprtState& state) {
    return {{"elo0", c.elo0},
            {"elo1", c.elo1},
            {"alpha", c.alpha},
            {"beta", c.beta},
            {"model", sprt_model_name(c.model)},
            {"llr", number_or_null(state.llr_defined, state.llr)},
            {"lower", rounded(state.lower, 2)},
            {"upper", rounded(state.upper, 2)},
            {"decision", decision_name(state.decision)}};
}

std::string elo_line(const EloEstimate& e) {
    return "Elo: " + format_elo(e) + ", nElo: " + format_nelo(e);
}

}  // namespace

EloEstimate elo_from_wdl(const Wdl& wdl) {
    if (wdl.wins < 0 || wdl.draws < 0 || wdl.losses < 0) return {};
    const std::array<double, 3> counts{static_cast<double>(wdl.losses),
                                       static_cast<double>(wdl.draws),
                                       static_cast<double>(wdl.wins)};
    const double games = counts[0] + counts[1] + counts[2];
    if (!(games > 0.0)) return {};
    double mean = 0.0, variance = 0.0;
    mean_variance(counts, games, mean, variance);
    return estimate(games, mean, variance);
}

EloEstimate elo_from_pentanomial(const Pentanomial& pentanomial) {
    if (!valid(pentanomial)) return {};
    std::array<double, 5> counts{};
    for (std::size_t i = 0; i < 5; ++i) counts[i] = static_cast<double>(pentanomial.counts[i]);
    const double pairs = static_cast<double>(pairs_of(pentanomial));
    if (!(pairs > 0.0)) return {};
    double mean = 0.0, variance = 0.0;  // of a pair's score per game (0, 1/4, ... 1)
    mean_variance(counts, pairs, mean, variance);
    // A pair's score per game is the mean of two games: the per-game variance is twice its
    // variance, over 2 * pairs games — the interval of the pair mean (fastchess's
    // variance_per_pair, fishtest's stat_util.stats on five outcomes).
    return estimate(2.0 * pairs, mean, 2.0 * variance);
}

std::optional<double> draw_ratio(const Wdl& wdl) {
    const long long games = static_cast<long long>(wdl.wins) + wdl.draws + wdl.losses;
    if (games <= 0 || wdl.draws < 0) return std::nullopt;
    return static_cast<double>(wdl.draws) / static_cast<double>(games);
}

std::optional<double> pair_draw_ratio(const Pentanomial& p) {
    const int pairs = pairs_of(p);
    if (!valid(p) || pairs <= 0) return std::nullopt;
    return static_cast<double>(p.counts[2]) / pairs;
}

std::optional<double> pair_ratio(const Pentanomial& p) {
    const int lost = p.counts[0] + p.counts[1], won = p.counts[3] + p.counts[4];
    if (!valid(p) || lost <= 0) return std::nullopt;
    return static_cast<double>(won) / lost;
}

std::string format_elo(const EloEstimate& e) {
    return fixed2_or_na(e.elo_defined, e.elo) + " +/- " + fixed2_or_na(e.error_defined, e.error_95);
}

std::string format_nelo(const EloEstimate& e) {
    return fixed2_or_na(e.nelo_defined, e.nelo) + " +/- " +
           fixed2_or_na(e.nelo_defined, e.nelo_error_95);
}

void add_pair(Pentanomial& pentanomial, double first, double second) {
    const long index = std::lround((first + second) * 2.0);
    if (index >= 0 && index < 5) ++pentanomial.counts[static_cast<std::size_t>(index)];
}

std::optional<SprtState> summary_sprt(const MatchSummary& s) {
    if (!s.sprt) return std::nullopt;
    return s.pentanomial ? sprt(*s.sprt, *s.pentanomial, s.wdl) : sprt(*s.sprt, s.wdl);
}

std::string summary_json(const MatchSummary& s) {
    using nlohmann::json;
    json score = json::object();
    score[s.first] = s.wdl.wins + s.wdl.draws / 2.0;
    score[s.second] = s.wdl.losses + s.wdl.draws / 2.0;
    json wld = json::object();
    wld[s.first] = {s.wdl.wins, s.wdl.losses, s.wdl.draws};
    wld[s.second] = {s.wdl.losses, s.wdl.wins, s.wdl.draws};
    const EloEstimate e = summary_estimate(s);
    json body = rating_json(e);
    body["games"] = static_cast<long long>(s.wdl.wins) + s.wdl.draws + s.wdl.losses;
    body["score"] = score;
    body["wld"] = wld;
    const std::optional<double> draws = summary_draw_ratio(s);
    body["draw_ratio"] = number_or_null(draws.has_value(), 100.0 * draws.value_or(0.0));
    body["pentanomial"] = s.pentanomial ? json(s.pentanomial->counts) : json(nullptr);
    body["pair_ratio"] = s.pentanomial ? number_or_null(pair_ratio(*s.pentanomial)) : json(nullptr);
    body["ratings"] = {
        {"trinomial", rating_json(elo_from_wdl(s.wdl))},
        {"pentanomial", has_pairs(s.pentanomial) ? rating_json(elo_from_pentanomial(*s.pentanomial))
                                                 : json(nullptr)}};
    const std::optional<SprtState> state = summary_sprt(s);
    body["sprt"] = state ? sprt_json(*s.sprt, *state) : json(nullptr);
    json out = json::object();
    out["summary"] = body;
    return out.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string summary_text(const MatchSummary& s) {
    const long long games = static_cast<long long>(s.wdl.wins) + s.wdl.draws + s.wdl.losses;
    const double points = s.wdl.wins + s.wdl.draws / 2.0;
    const EloEstimate e = summary_estimate(s);
    std::string out = "Results of " + s.first + " vs " + s.second + ":\n";
    out += elo_line(e) + "\n";
    out += "LOS: " + (e.los_defined ? fixed2(100.0 * e.los) + " %" : std::string("n/a")) +
           ", DrawRatio: " + percent_or_na(summary_draw_ratio(s));
    if (s.pentanomial) {
        const std::optional<double> ratio = pair_ratio(*s.pentanomial);
        out += ", PairsRatio: " + (ratio ? fixed2(*ratio) : std::string("n/a"));
    }
    out += "\nGames: " + std::to_string(games) + ", Wins: " + std::to_string(s.wdl.wins) +
           ", Losses: " + std::to_string(s.wdl.losses) + ", Draws: " + std::to_string(s.wdl.draws) +
           ", Points: " + fixed(points, 1) + " (" +
           (games > 0 ? fixed2(100.0 * points / static_cast<double>(games)) : std::string("n/a")) +
           " %)\n";
    if (s.pentanomial) {
        out += "Ptnml(0-2): [";
        for (std::size_t i = 0; i < 5; ++i)
            out += (i ? ", " : "") + std::to_string(s.pentanomial->counts[i]);
        out += "]\n";
        if (has_pairs(s.pentanomial)) out += "Trinomial " + elo_line(elo_from_wdl(s.wdl)) + "\n";
    }
    if (const std::optional<SprtState> state = summary_sprt(s)) {
        out += "LLR: " + fixed2_or_na(state->llr_defined, state->llr) + " (" +
               fixed2(state->lower) + ", " + fixed2(state->upper) + ") [" + fixed2(s.sprt->elo0) +
               ", " + fixed2(s.sprt->elo1) + "] " + sprt_model_name(s.sprt->model) + " " +
               decision_name(state->decision) + "\n";
    }
    return out;
}

}  // namespace arbiter::referee::match
