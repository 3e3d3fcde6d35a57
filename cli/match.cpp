// `arbiter match`: two engines play a match refereed by the reference implementation
// (docs/match.md, docs/cli.md). The games are referee/match/match.h's; this file reads the flags
// (after cutechess-cli and fastchess), prints a progress line per finished game on stderr, the
// --json lines or the summary on stdout.

#include "referee/match/match.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <mutex>
#include <random>

#include "cli/match_common.h"
#include "core/quote.h"

namespace arbiter::cli {
namespace {

namespace m = arbiter::referee::match;
namespace eng = arbiter::engines;

std::int64_t parse_ms_flag(const Args& args, std::string_view flag, bool seconds) {
    const std::string* v = args.value(flag);
    if (!v) return 0;
    if (seconds) {
        auto ms = m::parse_seconds_ms(*v);
        if (!ms || *ms <= 0)
            throw UsageError{std::string(flag) + " must be seconds above 0 (e.g. 1 or 0.5), not " +
                             core::quoted_value(*v)};
        return *ms;
    }
    return parse_int(*v, flag, 1, 1'000'000'000);
}

m::TimeControl time_control(const Args& args) {
    m::TimeControl tc;
    if (const std::string* t = args.value("--tc"); t && *t == "0" && args.has("--byoyomi")) {
        tc.base_ms = 0;  // no main time: every move within the byoyomi
    } else if (t) {
        auto parsed = m::parse_tc(*t);
        if (!parsed.ok()) throw UsageError{parsed.error().message};
        tc = parsed.value();
    }
    tc.byoyomi_ms = parse_ms_flag(args, "--byoyomi", true);
    tc.movetime_ms = parse_ms_flag(args, "--movetime", false);
    tc.nodes = parse_ms_flag(args, "--nodes", false);
    if (const std::string* d = args.value("--depth")) tc.depth = parse_int(*d, "--depth", 1, 100);
    tc.margin_ms = m::kDefaultTimeMarginMs;
    if (args.has("--time-margin") && args.has("--timemargin"))
        throw UsageError{"--time-margin and --timemargin are the same flag: give it once"};
    for (const char* flag : {"--time-margin", "--timemargin"})
        if (const std::string* t = args.value(flag))
            tc.margin_ms = parse_int(*t, flag, 0, 3'600'000);
    if (tc.byoyomi_ms > 0 && tc.increment_ms > 0)
        throw UsageError{"--byoyomi and an increment (--tc ...+INC) do not go together"};
    if (tc.movetime_ms > 0 && (tc.base_ms || tc.byoyomi_ms > 0))
        throw UsageError{"--movetime is a time control of its own: not with --tc or --byoyomi"};
    if (!tc.any())
        throw UsageError{
            "a limit is required: --tc, --byoyomi, --movetime, --nodes or --depth (e.g. --tc "
            "10+0.1)"};
    if (tc.byoyomi_ms > 0 && !tc.base_ms) tc.base_ms.reset();
    return tc;
}

// KEY=VALUE words of --resign / --draw: whole numbers, and twosided=true|false.
m::Adjudication adjudication(const Args& args) {
    m::Adjudication a;
    auto read = [&](std::string_view flag, const std::vector<std::string>& keys, auto&& set) {
        for (const std::string& w : args.values(flag)) {
            const std::size_t eq = w.find('=');
            const std::string key = w.substr(0, eq);
            if (eq == std::string::npos || std::find(keys.begin(), keys.end(), key) == keys.end()) {
                std::string all;
                for (const auto& k : keys) all += (all.empty() ? "" : ", ") + k + "=";
                throw UsageError{std::string(flag) + " takes " + all + ", not " +
                                 core::quoted_value(w)};
            }
            set(key, w.substr(eq + 1));
        }
    };
    if (args.has("--resign")) {
        read("--resign", {"movecount", "score", "twosided"},
             [&](const std::string& key, const std::string& value) {
                 if (key == "movecount")
                     a.resign_movecount = parse_int(value, "--resign movecount", 1, 10'000);
                 else if (key == "score")
                     a.resign_score = parse_int(value, "--resign score", 1, 1'000'000);
                 else if (value == "true" || value == "false")
                     a.resign_twosided = value == "true";
                 else
                     throw UsageError{"--resign twosided must be true or false, not " +
                                      core::quoted_value(value)};
             });
        if (a.resign_movecount == 0 || a.resign_score == 0)
            throw UsageError{"--resign needs movecount=N and score=CP"};
    }
    if (args.has("--draw")) {
        read("--draw", {"movenumber", "movecount", "score"},
             [&](const std::string& key, const std::string& value) {
                 if (key == "movenumber")
                     a.draw_movenumber = parse_int(value, "--draw movenumber", 0, 10'000);
                 else if (key == "movecount")
                     a.draw_movecount = parse_int(value, "--draw movecount", 1, 10'000);
                 else
                     a.draw_score = parse_int(value, "--draw score", 0, 1'000'000);
             });
        if (a.draw_movecount == 0) throw UsageError{"--draw needs movecount=N (and score=CP)"};
    }
    return a;
}

// --sprt elo0=0 elo1=5 alpha=0.05 beta=0.05 model=normalized (any order; the ones left out keep
// those values; fastchess's keys and defaults).
m::SprtConfig sprt_config(const std::vector<std::string>& words) {
    m::SprtConfig config;
    for (const std::string& w : words) {
        const std::size_t eq = w.find('=');
        const std::string key = w.substr(0, eq);
        const std::string value = eq == std::string::npos ? "" : w.substr(eq + 1);
        if (key == "model" && eq != std::string::npos) {
            const auto model = m::parse_sprt_model(value);
            if (!model)
                throw UsageError{"--sprt model must be normalized, logistic or bayesian, not " +
                                 core::quoted_value(value)};
            config.model = *model;
            continue;
        }
        double* field = key == "elo0"    ? &config.elo0
                        : key == "elo1"  ? &config.elo1
                        : key == "alpha" ? &config.alpha
                        : key == "beta"  ? &config.beta
                                         : nullptr;
        if (eq == std::string::npos || !field)
            throw UsageError{
                "--sprt takes elo0=E0 elo1=E1 alpha=A beta=B model=normalized|logistic|bayesian, "
                "not " +
                core::quoted_value(w)};
        char* end = nullptr;
        errno = 0;
        const double v = std::strtod(value.c_str(), &end);
        if (value.empty() || end != value.c_str() + value.size() || errno != 0 || !std::isfinite(v))
            throw UsageError{"--sprt " + key + " must be a number, not " +
                             core::quoted_value(value)};
        *field = v;
    }
    if (std::string why; !m::valid_sprt_config(config, why)) throw UsageError{"--sprt: " + why};
    return config;
}

nlohmann::json game_json(const m::FinishedGame& g) {
    nlohmann::json j = {{"game", g.number},
                        {"white", g.first},
                        {"black", g.second},
                        {"opening", g.opening},
                        {"result", g.outcome.result_text()},
                        {"reason", g.outcome.rule_text()},
                        {"plies", g.outcome.moves.size()}};
    if (!g.outcome.warnings.empty()) j["warnings"] = g.outcome.warnings;
    return j;
}

int run(const Args& args) {
    MatchCommandLine cli = parse_match_flags(args, false);
    m::MatchOptions& o = cli.options;
    if (std::string why; !m::valid_schedule(2, o.schedule, false, why)) throw UsageError{why};
    auto tally = m::run_match(o, progress_printer(cli.json));
    if (!tally.ok()) throw UsageError{tally.error().message};
    const m::MatchTally& t = tally.value();
    m::MatchSummary summary;
    summary.first = o.engines[0].name;
    summary.second = o.engines[1].name;
    summary.wdl = t.wdl;
    if (t.paired) summary.pentanomial = t.pentanomial;
    summary.sprt = o.sprt;
    if (cli.json)
        std::cout << m::summary_json(summary) << std::endl;
    else
        std::cout << m::summary_text(summary);
    print_referee_cost(t);
    return kExitOk;
}

}  // namespace

std::vector<Flag> match_flags(bool tournament) {
    std::vector<Flag> flags = {
        flag::game.required_flag(),
        {"--engine", Arity::Many, "\"name=A cmd=PROG proto=uci option.Hash=16\"",
         "an engine (twice): name=, cmd=, proto=uci|uci0|usi|ucci|xboard|xshogi, "
         "option.NAME=VALUE, variant=",
         true},
        {"--each", Arity::One, "\"KEY=VALUE ...\"", "keys given to every engine"},
        {"--games", Arity::One, "N", "games each time two engines meet (times --rounds)"},
        {"--rounds", Arity::One, "N", "rounds (default 1)"},
        {"--tc", Arity::One, "[MOVES/]SECONDS[+INC]",
         "time control: 10+0.1 (Fischer), 40/60 (moves per period)"},
        {"--byoyomi", Arity::One, "SECONDS", "shogi byoyomi after the main time"},
        {"--movetime", Arity::One, "MS", "each move within MS milliseconds"},
        {"--nodes", Arity::One, "N", "each move searched to N nodes"},
        {"--depth", Arity::One, "N", "each move searched to depth N"},
        {"--time-margin", Arity::One, "MS",
         "stop the engine when its time is up, forgive answers up to MS ms later (default 100)"},
        {"--timemargin", Arity::One, "MS", "the same as --time-margin (cutechess-cli's name)"},
        {"--openings", Arity::One, "FILE",
         "start positions: EPD, PGN, KIF/CSA/USI, DhtmlXQ, FEN/SFEN lines (docs/match.md)"},
        {"--order", Arity::One, "sequential|random", "the order of the openings"},
        {"--repeat", Arity::Switch, "", "each opening twice, colours swapped"},
        {"--concurrency", Arity::One, "K", "games played at once (default 1)"},
        {"--out", Arity::One, "DIR", "one record file per game in DIR"},
        {"--pgnout", Arity::One, "FILE", "every game's record appended to FILE"},
        {"--record-format", Arity::One, "pgn|kif|csa",
         "the records' format (shogi: kif, default, or csa)"},
        {"--sprt", Arity::Many, "elo0=0 elo1=5 alpha=0.05 beta=0.05 model=normalized",
         "stop when the SPRT decides (model=normalized|logistic|bayesian)"},
        {"--seed", Arity::One, "S", "the seed of --order random"},
        {"--resign", Arity::Many, "movecount=N score=CP [twosided=true]",
         "adjudicate a loss by the engines' scores (reported as adjudication.resign)"},
        {"--draw", Arity::Many, "movenumber=M movecount=N score=CP",
         "adjudicate a draw by the engines' scores (reported as adjudication.draw)"},
        flag::chess960.with_help(
            "chess: Chess960 games from chess960:N starts chosen by --seed (or the --openings "
            "file's), the engines told (UCI_Chess960, XBoard variant fischerandom)"),
        flag::json.with_help("one JSON object per line per finished game, then the "
                             "summary"),
    };
    // The rules' options of command.cpp, but --impasse (an engine declares: bestmove win), and
    // --max-plies for every game here, not only shogi's.
    for (Flag f : rule_option_flags()) {
        if (f.name == "--impasse") continue;
        if (f.name == "--max-plies") f.help = "a draw once the game reaches N plies";
        if (f.name == "--impasse-rule")
            f.help = "shogi: the rule that judges a declaration (default seed27)";
        flags.insert(flags.end() - 2, f);
    }
    if (tournament) {
        std::erase_if(flags, [](const Flag& f) { return f.name == "--sprt"; });
        for (Flag& f : flags)
            if (f.name == "--seed")
                f.help = "the seed of the knockout's draw and of --order random (default 1)";
            else if (f.name == "--engine")
                f.help =
                    "an engine (two or more): name=, cmd=, proto=uci|uci0|usi|ucci|xboard|xshogi, "
                    "option.NAME=VALUE, variant=";
    }
    return flags;
}

namespace {

// --chess960: the engine plays Chess960 (its protocol's option set true, UCI_Chess960; XBoard:
// variant fischerandom, which EngineClient asks of its features) and reads our king-takes-rook
// castling.
void play_chess960(m::EngineSpec& e) {
    e.config.chess960 = true;
    const std::string option = eng::chess960_option(e.config.protocol);
    if (option.empty()) return;
    for (const auto& [name, value] : e.config.options)
        if (name == option && value != "true")
            throw UsageError{"--engine '" + e.name + "': option." + option + "=" + value +
                             " contradicts --chess960"};
    std::erase_if(e.config.options, [&](const auto& entry) { return entry.first == option; });
    e.config.options.emplace_back(option, "true");
}

// --engine (twice for a match, 2 to 1000 for a tournament) with --each, names all different.
std::vector<m::EngineSpec> engine_specs(const Args& args, core::Game game, bool tournament,
                                        bool chess960) {
    const auto& specs = args.values("--engine");
    if (!tournament && specs.size() != 2)
        throw UsageError{"--engine is needed twice (the two engines of the match), got " +
                         std::to_string(specs.size())};
    if (tournament && (specs.size() < 2 || specs.size() > 1000))
        throw UsageError{"--engine is needed for 2 to 1000 engines, got " +
                         std::to_string(specs.size())};
    const std::string each = args.value("--each") ? *args.value("--each") : "";
    std::vector<m::EngineSpec> engines;
    for (std::size_t i = 0; i < specs.size(); ++i) {
        auto spec = m::parse_engine_spec(game, specs[i], each, static_cast<int>(i));
        if (!spec.ok()) throw UsageError{spec.error().message};
        for (const m::EngineSpec& earlier : engines)
            if (earlier.name == spec.value().name)
                throw UsageError{"the engines need different names (name=): '" + earlier.name +
                                 "' twice"};
        if (chess960) play_chess960(spec.value());
        engines.push_back(std::move(spec.value()));
    }
    return engines;
}

// --record-format: pgn, or kif (the default) or csa for shogi.
m::RecordFormat record_format(const Args& args, core::Game game) {
    const std::string* f = args.value("--record-format");
    if (!f) return game == core::Game::Shogi ? m::RecordFormat::Kif : m::RecordFormat::Pgn;
    if (game != core::Game::Shogi && *f != "pgn")
        throw UsageError{"--record-format: " + std::string(core::game_name(game)) +
                         " games are written as pgn, not " + core::quoted_value(*f)};
    if (*f == "kif") return m::RecordFormat::Kif;
    if (*f == "csa") return m::RecordFormat::Csa;
    if (game == core::Game::Shogi)
        throw UsageError{"--record-format must be kif or csa for shogi, not " +
                         core::quoted_value(*f)};
    return m::RecordFormat::Pgn;
}

// --openings (or, for --chess960 without them, the 960 start positions in an order drawn by
// --seed) and --order.
void choose_openings(const Args& args, MatchCommandLine& cli, bool tournament, bool chess960) {
    m::MatchOptions& o = cli.options;
    m::OpeningOptions opening_options;
    opening_options.chess960 = chess960;
    if (const std::string* f = args.value("--openings")) {
        std::string why;
        auto openings = m::read_openings(o.game, *f, why, opening_options);
        if (!openings) throw UsageError{"--openings: " + why};
        o.openings = std::move(*openings);
    } else if (chess960) {
        // Opening k (both games of a --repeat pair) starts from the k-th of them.
        std::string why;
        auto starts = m::chess960_openings(why);
        if (!starts) throw UsageError{"--chess960: " + why};
        o.openings = std::move(*starts);
        std::mt19937_64 rng(cli.seed);
        m::shuffle(o.openings, rng);
    }
    if (const std::string* order = args.value("--order")) {
        if (*order != "sequential" && *order != "random")
            throw UsageError{"--order must be sequential or random, not " +
                             core::quoted_value(*order)};
        if (!args.has("--openings")) throw UsageError{"--order needs --openings"};
        if (*order == "random") {
            std::mt19937_64 rng(cli.seed);
            m::shuffle(o.openings, rng);
        }
    } else if (args.has("--seed") && !tournament && !(chess960 && !args.has("--openings"))) {
        throw UsageError{"--seed is for --order random and --chess960"};
    }
}

}  // namespace

MatchCommandLine parse_match_flags(const Args& args, bool tournament) {
    MatchCommandLine cli;
    m::MatchOptions& o = cli.options;
    o.game = require_game(args);
    // --max-plies is every game's here (rule_options knows it as shogi's); engines declare an
    // impasse themselves (`bestmove win`): match_flags has no --impasse.
    Args rule_args = args;
    rule_args.flags.erase("--max-plies");
    o.setup.options = rule_options(rule_args);
    o.setup.game = o.game;
    const bool chess960 = args.has("--chess960");
    if (chess960 && o.game != core::Game::Chess)
        throw UsageError{"--chess960 is a chess option, not one for " +
                         std::string(core::game_name(o.game))};
    o.setup.options.chess960 = chess960;
    if (const std::string* v = args.value("--max-plies"))
        o.setup.max_plies = parse_int(*v, "--max-plies", 1, 100'000);
    o.setup.time_control = time_control(args);
    o.setup.adjudication = adjudication(args);
    o.engines = engine_specs(args, o.game, tournament, chess960);

    if (!tournament && !args.has("--games") && !args.has("--rounds"))
        throw UsageError{"--games N or --rounds N is required"};
    if (const std::string* g = args.value("--games"))
        o.schedule.games_per_encounter = parse_int(*g, "--games", 1, 10'000'000);
    if (const std::string* r = args.value("--rounds"))
        o.schedule.rounds = parse_int(*r, "--rounds", 1, 10'000'000);
    o.schedule.repeat = args.has("--repeat");
    if (const std::string* c = args.value("--concurrency"))
        o.concurrency = parse_int(*c, "--concurrency", 1, 64);
    o.record_format = record_format(args, o.game);
    if (const std::string* d = args.value("--out")) o.out_dir = *d;
    if (const std::string* f = args.value("--pgnout")) o.pgnout = *f;
    if (const std::string* s = args.value("--seed"))
        cli.seed = static_cast<std::uint64_t>(parse_int(*s, "--seed", 0, 2'147'483'647));
    choose_openings(args, cli, tournament, chess960);
    if (args.has("--sprt")) o.sprt = sprt_config(args.values("--sprt"));
    cli.json = args.has("--json");
    return cli;
}

namespace {

// Whether the position on the board decided the game (checkmate, a repetition, ...), whose detail
// the progress line leaves out; an engine's failure, its clock, an illegal move, a declaration and
// the match's adjudication have theirs printed.
bool decided_by_the_board(const core::GameEnd& end) {
    using core::Rule;
    if (!end.rule) return true;
    switch (end.rule->rule) {
    case Rule::EngineCrash:
    case Rule::EngineDisconnect:
    case Rule::EngineProtocol:
    case Rule::EngineFalseClaim:
    case Rule::TimeControl:
    case Rule::IllegalMove:
    case Rule::Impasse:
    case Rule::AdjudicationResign:
    case Rule::AdjudicationDraw:
        return false;
    default:
        return true;
    }
}

}  // namespace

std::function<void(const m::FinishedGame&)> progress_printer(bool json) {
    auto out_mutex = std::make_shared<std::mutex>();
    return [json, out_mutex](const m::FinishedGame& g) {
        std::lock_guard<std::mutex> lock(*out_mutex);
        std::cerr << "Finished game " << g.number << " (" << g.first << " vs " << g.second
                  << "): " << g.outcome.result_text() << " {" << g.outcome.rule_text() << "}\n";
        if (!decided_by_the_board(g.outcome.end) && !g.outcome.detail.empty())
            std::cerr << "  " << g.outcome.detail << "\n";
        for (const std::string& w : g.outcome.warnings) std::cerr << "  warning: " << w << "\n";
        if (json) std::cout << json_text(game_json(g)) << std::endl;
    };
}

void print_referee_cost(const m::MatchTally& t) {
    if (t.identical_games)
        std::cerr << "warning: games " << (*t.identical_games)[0] << " and "
                  << (*t.identical_games)[1]
                  << " are move-for-move identical: without --openings deterministic engines "
                     "replay the same game (give --openings FILE)\n";
    if (t.engine_moves == 0) return;
    char line[200];
    std::snprintf(line, sizeof line,
                  "Referee: %d moves, %.1f us of referee time per move, %.1f us per move in the "
                  "engines\n",
                  t.engine_moves, static_cast<double>(t.referee_ns) / 1000.0 / t.engine_moves,
                  static_cast<double>(t.engine_ns) / 1000.0 / t.engine_moves);
    std::cerr << line;
}

Command match_command() {
    return {"match",
            "two engines play a match refereed by the reference implementation: every move "
            "checked, clocks kept, every game ended by a rule with its rule ID, records written "
            "(docs/match.md)",
            match_flags(false), run};
}

}  // namespace arbiter::cli
