#pragma once
// Match statistics for `arbiter match` (docs/match.md): the Elo difference with its 95% interval
// from W/D/L (trinomial) or from game pairs (pentanomial), and the sequential probability ratio
// test (SPRT) on them, with the formulas fishtest and fastchess use:
//
// - score s = (wins + draws / 2) / games; logistic Elo = -400 log10(1 / s - 1);
// - the 95% interval: s ± 1.959964 * sigma / sqrt(games), where sigma^2 is the per-game variance
//   of the score (trinomial: of the game results 0, 1/2, 1; pentanomial: half the variance of the
//   pair scores 0, 1/2, 1, 3/2, 2); the error is half the width of that interval in Elo;
// - the LLR by the GSPRT approximation: N (s1 - s0) (2 s - s0 - s1) / (2 var), with s0, s1 the
//   scores of elo0, elo1 (logistic Elo), N the games (trinomial) or pairs (pentanomial), s and var
//   the mean and variance of one sample (a game scored 0, 1/2, 1; a pair scored 0, 1/4 ... 1);
//   a result never seen counts 0.001 times (fishtest's regularisation), so the variance is never 0;
// - bounds ln(beta / (1 - alpha)) and ln((1 - beta) / alpha): H0 is accepted at or below the
//   lower, H1 at or above the upper.
//
// Nothing here returns NaN or infinity: an Elo that the results do not determine (no games, all
// wins, all losses; an interval reaching a score of 0 or 1) is marked undefined and printed "n/a".

#include <array>
#include <optional>
#include <string>

namespace arbiter::referee::match {

struct Wdl {
    int wins = 0, draws = 0, losses = 0;  // from the first engine's view
};
struct Pentanomial {
    std::array<int, 5> counts{};  // pairs scoring 0, 0.5, 1, 1.5, 2 (first engine's view)
};

struct EloEstimate {
    double elo = 0.0;       // Elo difference (first engine minus second); 0 when undefined
    double error_95 = 0.0;  // ± half-width of the 95% interval; 0 when undefined
    bool elo_defined = false;
    bool error_defined = false;
};

EloEstimate elo_from_wdl(const Wdl& wdl);
EloEstimate elo_from_pentanomial(const Pentanomial& pentanomial);

struct SprtConfig {
    double elo0 = 0.0, elo1 = 5.0, alpha = 0.05, beta = 0.05;  // elo0/elo1 in logistic Elo
};
struct SprtState {
    double llr = 0.0, lower = 0.0, upper = 0.0;
    enum class Decision { kContinue, kAcceptH0, kAcceptH1 } decision = Decision::kContinue;
};

// An invalid config (valid_sprt_config) gives llr 0, bounds 0 and kContinue.
SprtState sprt(const SprtConfig& config, const Pentanomial& pentanomial);
SprtState sprt(const SprtConfig& config, const Wdl& wdl);

// The other approximation of the same ratio, 0.5 N ln(v0 / v1) with v0, v1 the mean squared
// deviations of one sample from s0 and s1 (fishtest's LLRcalc.LLR_alt, the formula of
// fastchess's current sprt.cpp), with the same regularisation; 0 for an invalid config. For
// regression tests (small Elo differences, thousands of games) it agrees with sprt() to a few
// thousandths; on lopsided or all-draw results it is much smaller in size (docs/match.md).
double llr_variance_ratio(const SprtConfig& config, const Wdl& wdl);
double llr_variance_ratio(const SprtConfig& config, const Pentanomial& pentanomial);

// Whether elo0 < elo1 and 0 < alpha, beta with alpha + beta < 1 (what the bounds need); false
// with `error` naming the value at fault.
bool valid_sprt_config(const SprtConfig& config, std::string& error);

// The logistic score of an Elo difference, 1 / (1 + 10^(-elo / 400)), and its inverse (defined
// for 0 < score < 1).
double elo_to_score(double elo);
double score_to_elo(double score);

// "continue", "H0", "H1".
const char* decision_name(SprtState::Decision decision);

// Text for people: "12.34 +/- 5.67", "n/a +/- n/a", "0.00 +/- n/a" (two decimals).
std::string format_elo(const EloEstimate& estimate);

// Pentanomial counts from the first engine's view, adding one pair of games scored `first` and
// `second` (1, 0.5 or 0 each) for the first engine.
void add_pair(Pentanomial& pentanomial, double first, double second);

// The summary line of `arbiter match --json` (docs/match.md):
// {"summary": {"games", "score": {NAME: points}, "wld": {NAME: [wins, losses, draws]}, "elo",
// "elo_error_95", "pentanomial", "sprt"}} — elo and elo_error_95 null when undefined,
// pentanomial null without paired games, sprt null without --sprt.
struct MatchSummary {
    std::string first, second;  // the engines' names
    Wdl wdl;                    // from the first engine's view
    std::optional<Pentanomial> pentanomial;
    std::optional<SprtConfig> sprt;  // --sprt, when given
};
std::string summary_json(const MatchSummary& summary);  // one line, no newline
// The text summary: lines "Games: N, Wins: W, Losses: L, Draws: D, Points: P (S %)", "Elo: ...",
// "Ptnml(0-2): [...]" when paired, "LLR: ... (lower, upper) [elo0, elo1] DECISION" with --sprt.
std::string summary_text(const MatchSummary& summary);

}  // namespace arbiter::referee::match
