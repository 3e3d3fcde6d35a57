#pragma once
// Match statistics for `arbiter match` (docs/match.md, "Statistics"): from W/D/L (trinomial) or
// from game pairs (pentanomial), the logistic Elo difference and the normalized Elo (nElo) with
// their 95% intervals, the likelihood of superiority (LOS), the draw ratio and the pair ratio, with
// the formulas of fastchess (elo_wdl.cpp, elo_pentanomial.cpp, stats.hpp) and fishtest
// (stat_util.get_elo); the SPRT is sprt.h's. All figures are from the first engine's view.
//
// - score s = mean score of one game; v = the variance of one game's score (trinomial: of the
//   results 0, 1/2, 1 over N games; pentanomial: twice the variance of the pairs' scores per game
//   0, 1/4, 1/2, 3/4, 1, over N = 2 * pairs games);
// - logistic Elo = -400 log10(1 / s - 1); interval s ± 1.959964 sqrt(v / N), its error half the
//   width of that interval in Elo;
// - nElo = (s - 1/2) / sqrt(v) * 800 / ln 10, its error likewise (1.959964 * 800 / ln 10 / sqrt N);
// - LOS = Phi((s - 1/2) / sqrt(v / N)), Phi the standard normal distribution function.
//
// Nothing here returns NaN or infinity: a figure the results do not determine (no games, all
// wins, all losses; an interval reaching a score of 0 or 1; a variance of 0) is marked undefined
// and printed "n/a" (null in JSON).

#include <optional>
#include <string>

#include "referee/match/sprt.h"

namespace arbiter::referee::match {

struct EloEstimate {
    double elo = 0.0;       // Elo difference (first engine minus second); 0 when undefined
    double error_95 = 0.0;  // ± half-width of the 95% interval; 0 when undefined
    bool elo_defined = false;
    bool error_defined = false;
    double nelo = 0.0, nelo_error_95 = 0.0;  // normalized Elo and its ± half-width
    bool nelo_defined = false;               // the error is defined with it
    double los = 0.0;                        // likelihood of superiority, 0..1
    bool los_defined = false;
};

EloEstimate elo_from_wdl(const Wdl& wdl);
EloEstimate elo_from_pentanomial(const Pentanomial& pentanomial);

// The draw ratio: draws / games (nullopt without games).
std::optional<double> draw_ratio(const Wdl& wdl);
// With pairs (fastchess's DrawRatio under pentanomial reports): the pairs scoring 1 (a win and a
// loss, or two draws) / pairs.
std::optional<double> pair_draw_ratio(const Pentanomial& pentanomial);
// fastchess's PairsRatio: pairs won (scoring 1.5 or 2) / pairs lost (0 or 0.5); nullopt when no
// pair was lost.
std::optional<double> pair_ratio(const Pentanomial& pentanomial);

// Text for people: "12.34 +/- 5.67", "n/a +/- n/a", "0.00 +/- n/a" (two decimals).
std::string format_elo(const EloEstimate& estimate);
// "12.34 +/- 5.67" for the nElo.
std::string format_nelo(const EloEstimate& estimate);

// Pentanomial counts from the first engine's view, adding one pair of games scored `first` and
// `second` (1, 0.5 or 0 each) for the first engine.
void add_pair(Pentanomial& pentanomial, double first, double second);

// The summary of `arbiter match` (docs/match.md, "The summary"), as text and as the JSON line
// {"summary": {...}}.
struct MatchSummary {
    std::string first, second;  // the engines' names
    Wdl wdl;                    // from the first engine's view
    std::optional<Pentanomial> pentanomial;
    std::optional<SprtConfig> sprt;  // --sprt, when given
};
// The SPRT of the summary's results: on the pentanomial when the games pair, else on W/D/L;
// nullopt without --sprt.
std::optional<SprtState> summary_sprt(const MatchSummary& summary);
std::string summary_json(const MatchSummary& summary);  // one line, no newline
std::string summary_text(const MatchSummary& summary);

}  // namespace arbiter::referee::match
