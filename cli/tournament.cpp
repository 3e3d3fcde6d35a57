// `arbiter tournament`: two or more engines in a round-robin, a gauntlet or the xiangqi
// competition documents' knockout (docs/match.md), every game refereed as `arbiter match` referees
// its games (the flags are match's, match_common.h). stdout: the standings (round-robin,
// gauntlet) or the knockout's rounds; --json: one line per game, then the standings or the
// tournament object of docs/match.md.

#include <iomanip>
#include <iostream>
#include <mutex>

#include "cli/match_common.h"
#include "core/quote.h"

namespace arbiter::cli {
namespace {

namespace m = arbiter::referee::match;

std::string points_text(double points) {
    std::ostringstream out;
    out << std::fixed << std::setprecision(1) << points;
    return out.str();
}

// The knockout's rounds, pairings and winner, as text.
void print_knockout(const m::Knockout& knockout, const std::vector<std::string>& names) {
    for (const m::KnockoutRound& round : knockout.rounds()) {
        std::cout << "Round " << round.number;
        if (round.bye) std::cout << " (bye: " << names[*round.bye] << ")";
        std::cout << ":\n";
        for (const m::KnockoutPairing& p : round.pairings) {
            std::cout << "  " << names[p.players[0]] << " - " << names[p.players[1]] << " "
                      << points_text(p.points[0]) << "-" << points_text(p.points[1]);
            if (p.winner >= 0)
                std::cout << ": " << names[p.winner] << " (" << m::decided_by_name(p.decided_by)
                          << ")";
            std::cout << "\n";
        }
    }
    std::cout << "Winner: " << (knockout.winner() >= 0 ? names[knockout.winner()] : "-") << "\n";
}

// --format knockout: best-of-three pairings drawn by lots, one game at a time.
int run_knockout(const Args& args, MatchCommandLine& cli, const std::vector<std::string>& names,
                 const std::function<void(const m::FinishedGame&)>& progress) {
    m::MatchOptions& o = cli.options;
    if (args.has("--games") || args.has("--rounds") || args.has("--repeat"))
        throw UsageError{
            "--format knockout plays best-of-three pairings: no --games, "
            "--rounds or --repeat"};
    if (o.concurrency > 1)
        throw UsageError{"--format knockout plays one game at a time: no --concurrency"};
    m::Knockout knockout(static_cast<int>(names.size()), cli.seed);
    auto tally = m::run_knockout(o, knockout, progress);
    if (!tally.ok()) throw UsageError{tally.error().message};
    if (cli.json) {
        std::cout << m::tournament_json(knockout, names) << std::endl;
    } else {
        print_knockout(knockout, names);
    }
    print_referee_cost(tally.value());
    return kExitOk;
}

// --format round-robin or gauntlet: the schedule's games, then the standings.
int run_table(const std::string& format, MatchCommandLine& cli,
              const std::vector<std::string>& names,
              const std::function<void(const m::FinishedGame&)>& progress) {
    m::MatchOptions& o = cli.options;
    const int players = static_cast<int>(names.size());
    const bool gauntlet = format == "gauntlet";
    if (std::string why; !m::valid_schedule(players, o.schedule, gauntlet, why))
        throw UsageError{why};
    const auto schedule =
        gauntlet ? m::gauntlet(players, o.schedule) : m::round_robin(players, o.schedule);
    std::vector<m::PlayedGame> played;
    std::mutex mutex;
    auto on_finished = [&](const m::FinishedGame& g) {
        progress(g);
        std::lock_guard<std::mutex> lock(mutex);
        m::PlayedGame p;
        p.game = g.number;
        p.white = g.first_engine;
        p.black = g.second_engine;
        p.opening = g.opening;
        p.end = g.outcome.end;
        p.plies = static_cast<int>(g.outcome.moves.size());
        played.push_back(std::move(p));
    };
    auto tally = m::run_games(o, schedule, on_finished);
    if (!tally.ok()) throw UsageError{tally.error().message};
    const auto table = m::standings(players, played);
    if (cli.json) {
        std::cout << m::standings_json(table, names, format) << std::endl;
    } else {
        std::cout << "Standings (" << format << ", " << played.size() << " games):\n";
        int rank = 0;
        for (std::size_t i = 0; i < table.size(); ++i) {
            if (i == 0 || table[i].points != table[i - 1].points) rank = static_cast<int>(i) + 1;
            const m::Standing& s = table[i];
            std::cout << std::setw(4) << rank << ". " << names[s.player] << ": "
                      << points_text(s.points) << " points, " << s.games << " games (+" << s.wins
                      << " =" << s.draws << " -" << s.losses << ")\n";
        }
    }
    print_referee_cost(tally.value());
    return kExitOk;
}

int run(const Args& args) {
    const std::string format = args.value("--format") ? *args.value("--format") : "round-robin";
    if (format != "round-robin" && format != "gauntlet" && format != "knockout")
        throw UsageError{"--format must be round-robin, gauntlet or knockout, not " +
                         core::quoted_value(format)};
    MatchCommandLine cli = parse_match_flags(args, true);
    std::vector<std::string> names;
    for (const auto& e : cli.options.engines) names.push_back(e.name);
    auto progress = progress_printer(cli.json);
    if (format == "knockout") return run_knockout(args, cli, names, progress);
    return run_table(format, cli, names, progress);
}

}  // namespace

Command tournament_command() {
    std::vector<Flag> flags = match_flags(true);
    flags.insert(flags.begin() + 1,
                 Flag{"--format", Arity::One, "round-robin|gauntlet|knockout",
                      "round-robin (default), gauntlet (the first engine against each other), "
                      "knockout (drawn by lots, best of three; docs/match.md)"});
    return {"tournament",
            "two or more engines play a round-robin, a gauntlet or a knockout, every game "
            "refereed as by match (docs/match.md)",
            std::move(flags), run};
}

}  // namespace arbiter::cli
