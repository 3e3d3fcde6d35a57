// The `arbiter` command line (DESIGN.md: a contract that tests and outside scripts rely on).
// Bad input of any kind exits with status 2 and one line on stderr naming what is wrong.

#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <iostream>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "oracle/adjudicate/adjudicate.h"
#include "oracle/adjudicate/adjudicate_command.h"
#include "oracle/corpus.h"
#include "oracle/corpus_runner.h"
#include "oracle/engine/engine_command.h"
#include "oracle/perft_divide.h"
#include "oracle/registry.h"
#include "oracle/shrink.h"

namespace {

using namespace arbiter::oracle;
using nlohmann::json;

constexpr int kExitOk = 0;
constexpr int kExitFound = 1;  // verify: a case failed
constexpr int kExitBadInput = 2;
constexpr int kMaxPerftDepth = 20;

struct UsageError {
    std::string message;
};

const char* const kUsage = R"(usage: arbiter COMMAND [FLAGS]
  perft   --game G --fen FEN|startpos [--moves M ...] --depth N [--impl reference|fast] [--divide] [--mode bulk|full] [--json]
  legal   --game G --fen FEN [--moves M ...] [--impl ...] [--json]
  status  --game G --fen FEN [--moves M ...] [--impl ...] [--impasse] [--json]
  explain --game G --fen FEN [--moves M ...] --move M [--json]
  verify  [PATH ...] [--game G] [--impl ...] [--slow | --only-slow] [--json]
  diff    --game G --fen FEN [--moves M ...] --depth N [--json]   reference vs fast: shortest diverging line
  bench   [--game G] [--depth N] [--json]                          perft throughput, reference vs fast
  engine  --game G --cmd "ENGINE [ARGS]" [--protocol uci|uci0|usi|ucci] [--variant V|none] --depth N
          [--corpus PATH | --fen FEN [--moves M ...]] [--impl reference|fast] [--timeout SECONDS] [--json]
          compares the engine's perft divides with ours; pins each difference to the shortest line
  adjudicate --game G RECORD.json [--json]                  a whole game record: verdict, rule ID, ply, fouls
  touch   --game G --fen FEN [--moves M ...] --touch SQ [SQ ...] [--simultaneous] [--json]
          the moves a touch-move obligation allows (--touch may be repeated; order = touch order)
G is chess, xiangqi or shogi. Rule options: --repetition 3|5, --fifty-move 50|75 (chess),
--natural-limit PLIES (xiangqi), --impasse-rule seed27|pro24|csa27 (shogi).
Exit status: 0 done, 1 verify/diff/engine found a difference, 2 bad input.)";

// ---- Arguments ----------------------------------------------------------------------------------

struct Args {
    std::string command;
    std::vector<std::string> positional;
    std::map<std::string, std::vector<std::string>> flags;  // flag -> values ({} for switches)

    bool has(const std::string& flag) const { return flags.count(flag) > 0; }
    const std::string* value(const std::string& flag) const {
        auto it = flags.find(flag);
        return it == flags.end() || it->second.empty() ? nullptr : &it->second.front();
    }
};

struct FlagSpec {
    enum Kind { Switch, One, Many } kind;
};

const std::map<std::string, FlagSpec> kFlags = {
    {"--game", {FlagSpec::One}},     {"--fen", {FlagSpec::One}},          {"--moves", {FlagSpec::Many}},
    {"--depth", {FlagSpec::One}},    {"--impl", {FlagSpec::One}},         {"--divide", {FlagSpec::Switch}},
    {"--json", {FlagSpec::Switch}},  {"--move", {FlagSpec::One}},         {"--impasse", {FlagSpec::Switch}},
    {"--slow", {FlagSpec::Switch}},  {"--only-slow", {FlagSpec::Switch}}, {"--mode", {FlagSpec::One}},
    {"--repetition", {FlagSpec::One}}, {"--fifty-move", {FlagSpec::One}}, {"--natural-limit", {FlagSpec::One}},
    {"--impasse-rule", {FlagSpec::One}}, {"--verbose", {FlagSpec::Switch}},
    {"--cmd", {FlagSpec::One}}, {"--protocol", {FlagSpec::One}}, {"--variant", {FlagSpec::One}},
    {"--corpus", {FlagSpec::One}}, {"--timeout", {FlagSpec::One}},
    {"--touch", {FlagSpec::Many}}, {"--simultaneous", {FlagSpec::Switch}},
};

const std::map<std::string, std::set<std::string>> kCommandFlags = {
    {"perft", {"--game", "--fen", "--moves", "--depth", "--impl", "--divide", "--json", "--mode"}},
    {"legal", {"--game", "--fen", "--moves", "--impl", "--json"}},
    {"status", {"--game", "--fen", "--moves", "--impl", "--json", "--impasse", "--repetition", "--fifty-move",
                "--natural-limit", "--impasse-rule"}},
    {"explain", {"--game", "--fen", "--moves", "--move", "--impl", "--json"}},
    {"verify", {"--game", "--impl", "--slow", "--only-slow", "--json", "--verbose"}},
    {"diff", {"--game", "--fen", "--moves", "--depth", "--json"}},
    {"bench", {"--game", "--depth", "--json"}},
    {"adjudicate", {"--game", "--json"}},
    {"touch", {"--game", "--fen", "--moves", "--touch", "--simultaneous", "--json"}},
    {"engine", {"--game", "--cmd", "--protocol", "--variant", "--depth", "--corpus", "--fen", "--moves",
                "--impl", "--json", "--timeout"}},
};

Args parse_args(int argc, char** argv) {
    Args args;
    if (argc < 2) throw UsageError{"no command given (try --help)"};
    args.command = argv[1];
    for (int i = 2; i < argc; ++i) {
        std::string token = argv[i];
        if (token.rfind("--", 0) != 0) {
            args.positional.push_back(token);
            continue;
        }
        auto spec = kFlags.find(token);
        const auto& allowed = kCommandFlags.at(args.command);
        if (spec == kFlags.end() || !allowed.count(token)) {
            throw UsageError{"unknown flag " + token + " for '" + args.command + "'"};
        }
        if (args.flags.count(token) && spec->second.kind != FlagSpec::Many) throw UsageError{"flag " + token + " given twice"};
        auto& values = args.flags[token];
        if (spec->second.kind == FlagSpec::One) {
            if (i + 1 >= argc) throw UsageError{"flag " + token + " needs a value"};
            values.push_back(argv[++i]);
        } else if (spec->second.kind == FlagSpec::Many) {
            while (i + 1 < argc && std::string_view(argv[i + 1]).rfind("--", 0) != 0) values.push_back(argv[++i]);
        }
    }
    if (!args.positional.empty() && args.command != "verify" && args.command != "adjudicate") {
        throw UsageError{"unexpected argument '" + args.positional.front() + "' for '" + args.command + "'"};
    }
    return args;
}

int parse_int(const std::string& text, const std::string& flag, int low, int high) {
    int value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || end != text.data() + text.size() || value < low || value > high) {
        throw UsageError{flag + " must be a whole number from " + std::to_string(low) + " to " + std::to_string(high) +
                         ", not '" + text + "'"};
    }
    return value;
}

Game require_game(const Args& args) {
    const std::string* g = args.value("--game");
    if (!g) throw UsageError{"--game is required (chess, xiangqi or shogi)"};
    auto game = parse_game(*g);
    if (!game) throw UsageError{"unknown game '" + *g + "' (chess, xiangqi or shogi)"};
    return *game;
}

Impl impl_flag(const Args& args) {
    const std::string* i = args.value("--impl");
    if (!i) return Impl::Reference;
    auto impl = parse_impl(*i);
    if (!impl) throw UsageError{"unknown implementation '" + *i + "' (reference or fast)"};
    return *impl;
}

RuleOptions rule_options(const Args& args) {
    RuleOptions options;
    if (auto v = args.value("--repetition")) {
        options.chess_repetition_count = parse_int(*v, "--repetition", 3, 5);
        if (options.chess_repetition_count == 4) throw UsageError{"--repetition must be 3 or 5"};
    }
    if (auto v = args.value("--fifty-move")) {
        const int moves = parse_int(*v, "--fifty-move", 50, 75);
        if (moves != 50 && moves != 75) throw UsageError{"--fifty-move must be 50 or 75"};
        options.chess_fifty_move_plies = moves * 2;
    }
    if (auto v = args.value("--natural-limit")) options.xiangqi_natural_limit_plies = parse_int(*v, "--natural-limit", 1, 1000);
    options.shogi_impasse_requested = args.has("--impasse");
    if (auto v = args.value("--impasse-rule")) {
        if (*v == "seed27") options.shogi_impasse_rule = ImpasseRule::Seed27Points;
        else if (*v == "pro24") options.shogi_impasse_rule = ImpasseRule::Pro24Points;
        else if (*v == "csa27") options.shogi_impasse_rule = ImpasseRule::Csa27Declaration;
        else throw UsageError{"--impasse-rule must be seed27, pro24 or csa27"};
    }
    return options;
}

// The adapter for --game/--impl, positioned at --fen plus --moves.
std::shared_ptr<Adapter> positioned_adapter(const Args& args) {
    const Game game = require_game(args);
    const Impl impl = impl_flag(args);
    const std::string* fen = args.value("--fen");
    if (!fen) throw UsageError{"--fen is required (a FEN/SFEN, or startpos)"};
    auto adapter = make_adapter(game, impl);
    if (!adapter) throw UsageError{adapter.error().message};
    std::vector<std::string> moves;
    if (auto it = args.flags.find("--moves"); it != args.flags.end()) moves = it->second;
    auto set = adapter.value()->set_position(*fen, moves);
    if (!set) throw UsageError{set.error().message};
    return adapter.value();
}

bool stderr_is_terminal() { return isatty(STDERR_FILENO) == 1; }

json nullable(const std::optional<std::string>& v) { return v ? json(*v) : json(nullptr); }

// ---- Commands -----------------------------------------------------------------------------------

int cmd_perft(const Args& args) {
    auto adapter = positioned_adapter(args);
    const std::string* d = args.value("--depth");
    if (!d) throw UsageError{"--depth is required"};
    const int depth = parse_int(*d, "--depth", 0, kMaxPerftDepth);
    PerftMode mode = PerftMode::Bulk;
    if (auto m = args.value("--mode")) {
        if (*m == "bulk") mode = PerftMode::Bulk;
        else if (*m == "full") mode = PerftMode::FullMake;
        else throw UsageError{"--mode must be bulk or full"};
    }
    const bool want_divide = args.has("--divide");
    ProgressFn progress;
    if (stderr_is_terminal() && depth >= 4) {
        progress = [](std::size_t done, std::size_t total, std::string_view move) {
            std::fprintf(stderr, "\rperft: %zu/%zu root moves (%.*s)   ", done, total, static_cast<int>(move.size()), move.data());
            if (done == total) std::fprintf(stderr, "\r%60s\r", "");
            std::fflush(stderr);
        };
    }
    const PerftReport report = run_perft(*adapter, depth, mode, want_divide, progress);
    const double nps = report.seconds > 0 ? static_cast<double>(report.nodes) / report.seconds : 0.0;
    if (args.has("--json")) {
        json out = {{"nodes", report.nodes}, {"seconds", report.seconds}, {"nps", nps}};
        if (want_divide) {
            json divide = json::object();
            for (const auto& entry : report.divide) divide[entry.move] = entry.nodes;
            out["divide"] = divide;
        }
        std::cout << out.dump() << '\n';
    } else {
        for (const auto& entry : report.divide) std::cout << entry.move << ": " << entry.nodes << '\n';
        if (want_divide) std::cout << '\n';
        std::cout << "nodes " << report.nodes << '\n';
        std::printf("time %.3f s, %.0f nodes/s\n", report.seconds, nps);
    }
    return kExitOk;
}

int cmd_legal(const Args& args) {
    auto adapter = positioned_adapter(args);
    const auto moves = adapter->legal_moves();
    const bool check = adapter->in_check();
    if (args.has("--json")) {
        std::cout << json{{"moves", moves}, {"in_check", check}}.dump() << '\n';
    } else {
        for (std::size_t i = 0; i < moves.size(); ++i) std::cout << (i ? " " : "") << moves[i];
        std::cout << '\n' << moves.size() << " legal moves" << (check ? ", in check" : "") << '\n';
    }
    return kExitOk;
}

int cmd_status(const Args& args) {
    const RuleOptions options = rule_options(args);
    auto adapter = positioned_adapter(args);
    const GameStatus s = adapter->status(options);
    if (args.has("--json")) {
        std::cout << json{{"in_check", s.in_check}, {"result", s.result}, {"winner", nullable(s.winner)},
                          {"reason", nullable(s.reason)}}
                         .dump()
                  << '\n';
    } else {
        std::cout << "in_check " << (s.in_check ? "true" : "false") << '\n'
                  << "result " << s.result << '\n'
                  << "winner " << s.winner.value_or("-") << '\n'
                  << "reason " << s.reason.value_or("-") << '\n';
    }
    return kExitOk;
}

int cmd_explain(const Args& args) {
    const std::string* move = args.value("--move");
    if (!move) throw UsageError{"--move is required"};
    auto adapter = positioned_adapter(args);
    auto why = adapter->explain(*move);
    if (!why) throw UsageError{why.error().message};
    if (args.has("--json")) {
        std::cout << json{{"legal", why.value().legal}, {"rule", nullable(why.value().rule)}}.dump() << '\n';
    } else if (why.value().legal) {
        std::cout << "legal\n";
    } else {
        std::cout << "illegal: " << why.value().rule.value_or("(no rule named)") << '\n';
    }
    return kExitOk;
}

struct Tally {
    int cases = 0, passed = 0, failed = 0, skipped = 0;
};

int cmd_verify(const Args& args) {
    std::vector<std::filesystem::path> paths;
    for (const auto& p : args.positional) paths.emplace_back(p);
    const bool default_corpus = paths.empty();
    if (default_corpus) paths.push_back(default_corpus_dir());
    // Paths inside a records/ folder hold game records (issue 7), read only by the adjudicator.
    std::vector<std::filesystem::path> corpus_paths;
    for (const auto& p : paths) {
        bool in_records = false;
        for (const auto& part : p) in_records = in_records || part == "records";
        if (!in_records) corpus_paths.push_back(p);
    }
    auto cases = corpus_paths.empty() ? Result<std::vector<CorpusCase>>(std::vector<CorpusCase>{})
                                      : load_corpus(corpus_paths);
    if (!cases) throw UsageError{cases.error().message};

    std::optional<Game> only_game;
    if (args.has("--game")) only_game = require_game(args);
    std::vector<Impl> impls = {Impl::Reference, Impl::Fast};
    if (args.has("--impl")) impls = {impl_flag(args)};
    const bool slow = args.has("--slow") || args.has("--only-slow");
    const bool only_slow = args.has("--only-slow");
    const bool json_out = args.has("--json");
    const bool progress = stderr_is_terminal() && !json_out;

    std::map<std::pair<Game, Impl>, Tally> tallies;
    std::map<std::pair<Game, Impl>, bool> built;
    json failures = json::array();
    std::map<Game, std::set<std::string>> covered;
    std::size_t done = 0;
    for (const CorpusCase& c : cases.value()) {
        ++done;
        if (only_game && c.game != *only_game) continue;
        for (const auto& rule_id : c.rules) covered[c.game].insert(rule_id);
        for (Impl impl : impls) {
            auto key = std::make_pair(c.game, impl);
            auto adapter = make_adapter(c.game, impl);
            built[key] = adapter.ok();
            Tally& t = tallies[key];
            if (!adapter) continue;
            ++t.cases;
            if ((c.slow && !slow) || (!c.slow && only_slow)) {
                ++t.skipped;
                continue;
            }
            if (progress) {
                std::fprintf(stderr, "\rverify: %zu/%zu %-40.40s", done, cases.value().size(), c.id.c_str());
                std::fflush(stderr);
            }
            const CaseOutcome outcome = run_case(*adapter.value(), c);
            if (outcome.passed()) {
                ++t.passed;
            } else {
                ++t.failed;
                failures.push_back({{"id", c.id}, {"file", c.file}, {"impl", impl_name(impl)}, {"failures", outcome.failures}});
            }
        }
    }
    if (progress) std::fprintf(stderr, "\r%70s\r", "");

    // Game records (corpus/records/, issue 7): adjudicated and compared with their `expect`.
    Tally records;
    if (!only_slow) {
        auto record_paths = arbiter::oracle::adjudicate::record_paths_in(paths);
        if (!record_paths.empty()) {
            auto outcomes = arbiter::oracle::adjudicate::verify_records(record_paths);
            if (!outcomes) throw UsageError{outcomes.error().message};
            for (const auto& o : outcomes.value()) {
                if (only_game && o.game && *o.game != *only_game) continue;
                ++records.cases;
                if (o.game)
                    for (const auto& rule_id : o.rules) covered[*o.game].insert(rule_id);
                if (o.passed) {
                    ++records.passed;
                } else {
                    ++records.failed;
                    failures.push_back({{"id", o.id.empty() ? o.file : o.id}, {"file", o.file}, {"impl", "adjudicate"},
                                        {"failures", json::array({o.message})}});
                }
            }
        }
    }

    // Rule IDs of the catalogue with no case (only when the whole bundled corpus was run).
    std::map<Game, std::vector<std::string>> uncovered;
    if (default_corpus) {
        auto catalogue = load_rule_catalogue(default_corpus_dir() / "rules.json");
        if (catalogue) {
            for (const auto& entry : catalogue.value()) {
                if (only_game && entry.game != *only_game) continue;
                if (!covered[entry.game].count(entry.id)) uncovered[entry.game].push_back(entry.id);
            }
        }
    }

    int total_failed = 0;
    for (const auto& [key, t] : tallies) total_failed += t.failed;

    total_failed += records.failed;
    if (json_out) {
        json table = json::array();
        for (const auto& [key, t] : tallies) {
            table.push_back({{"game", game_name(key.first)}, {"impl", impl_name(key.second)}, {"built", built[key]},
                             {"cases", t.cases}, {"passed", t.passed}, {"failed", t.failed}, {"skipped", t.skipped}});
        }
        json gaps = json::object();
        for (const auto& [game, ids] : uncovered) gaps[std::string(game_name(game))] = ids;
        json record_row = {{"cases", records.cases}, {"passed", records.passed}, {"failed", records.failed}};
        std::cout << json{{"summary", table}, {"records", record_row}, {"failures", failures},
                          {"rules_without_cases", gaps}}.dump(2) << '\n';
    } else {
        for (const auto& f : failures) {
            std::cout << "FAIL " << f["id"].get<std::string>() << " [" << f["impl"].get<std::string>() << "] ("
                      << f["file"].get<std::string>() << ")\n";
            for (const auto& line : f["failures"]) std::cout << "     " << line.get<std::string>() << '\n';
        }
        std::printf("%-8s %-10s %6s %6s %6s %8s\n", "game", "impl", "cases", "passed", "failed", "skipped");
        for (const auto& [key, t] : tallies) {
            if (!built[key]) {
                std::printf("%-8s %-10s %s\n", std::string(game_name(key.first)).c_str(),
                            std::string(impl_name(key.second)).c_str(), "not built yet");
                continue;
            }
            std::printf("%-8s %-10s %6d %6d %6d %8d\n", std::string(game_name(key.first)).c_str(),
                        std::string(impl_name(key.second)).c_str(), t.cases, t.passed, t.failed, t.skipped);
        }
        if (records.cases > 0)
            std::printf("%-8s %-10s %6d %6d %6d %8d\n", "records", "adjudicate", records.cases, records.passed,
                        records.failed, 0);
        if (!slow) std::printf("(skipped: slow cases; run with --slow to include them)\n");
        for (const auto& [game, ids] : uncovered) {
            if (ids.empty()) continue;
            std::cout << "rule IDs of " << game_name(game) << " with no case (" << ids.size() << "):";
            for (const auto& id : ids) std::cout << ' ' << id;
            std::cout << '\n';
        }
    }
    return total_failed ? kExitFound : kExitOk;
}

std::string joined(const std::vector<std::string>& items) {
    std::string out;
    for (const auto& item : items) out += (out.empty() ? "" : " ") + item;
    return out.empty() ? "-" : out;
}

int cmd_diff(const Args& args) {
    const Game game = require_game(args);
    const std::string* d = args.value("--depth");
    if (!d) throw UsageError{"--depth is required"};
    const int depth = parse_int(*d, "--depth", 1, kMaxPerftDepth);
    const std::string* fen = args.value("--fen");
    if (!fen) throw UsageError{"--fen is required (a FEN/SFEN, or startpos)"};
    std::vector<std::string> moves;
    if (auto it = args.flags.find("--moves"); it != args.flags.end()) moves = it->second;
    std::shared_ptr<Adapter> sides[2];
    for (Impl impl : {Impl::Reference, Impl::Fast}) {
        auto adapter = make_adapter(game, impl);
        if (!adapter) throw UsageError{adapter.error().message};
        auto set = adapter.value()->set_position(*fen, moves);
        if (!set) throw UsageError{std::string(impl_name(impl)) + ": " + set.error().message};
        sides[impl == Impl::Reference ? 0 : 1] = adapter.value();
    }
    DiffProgressFn progress;
    if (stderr_is_terminal()) {
        progress = [](const std::string& move) {
            std::fprintf(stderr, "\rdiff: descending %-8s", move.c_str());
            std::fflush(stderr);
        };
    }
    const auto divergence = find_divergence(*sides[0], *sides[1], depth, progress);
    if (progress) std::fprintf(stderr, "\r%40s\r", "");
    if (args.has("--json")) {
        json out = {{"agree", !divergence}, {"depth", depth}};
        if (divergence) {
            json check = nullptr;
            if (divergence->check_first) check = {{"reference", *divergence->check_first}, {"fast", *divergence->check_second}};
            out["divergence"] = {{"line", divergence->line}, {"fen", divergence->fen},
                                 {"only_reference", divergence->only_in_first}, {"only_fast", divergence->only_in_second},
                                 {"in_check", check}, {"root_depth", divergence->depth},
                                 {"root_nodes", {{"reference", divergence->nodes_first}, {"fast", divergence->nodes_second}}}};
        }
        std::cout << out.dump() << '\n';
    } else if (!divergence) {
        std::cout << "reference and fast agree to depth " << depth << '\n';
    } else {
        if (divergence->depth > 0) {
            std::cout << "perft " << divergence->depth << " differs at the root: reference " << divergence->nodes_first
                      << ", fast " << divergence->nodes_second << '\n';
        }
        std::cout << "line:      " << joined(divergence->line) << '\n'
                  << "position:  " << divergence->fen << '\n'
                  << "only in reference: " << joined(divergence->only_in_first) << '\n'
                  << "only in fast:      " << joined(divergence->only_in_second) << '\n';
        if (divergence->check_first) {
            std::cout << "in check: reference " << (*divergence->check_first ? "yes" : "no") << ", fast "
                      << (*divergence->check_second ? "yes" : "no") << '\n';
        }
    }
    return divergence ? kExitFound : kExitOk;
}

int cmd_engine(const Args& args) {
    namespace eng = arbiter::oracle::engine;
    eng::EngineOptions o;
    o.game = require_game(args);
    const std::string* cmd = args.value("--cmd");
    if (!cmd) throw UsageError{"--cmd is required (the engine's program and arguments, e.g. --cmd stockfish)"};
    o.cmd = *cmd;
    if (auto p = args.value("--protocol")) {
        o.protocol = eng::parse_protocol(*p);
        if (!o.protocol) throw UsageError{"--protocol must be uci, uci0, usi or ucci, not '" + *p + "'"};
    }
    if (auto v = args.value("--variant")) o.variant = *v;
    const std::string* d = args.value("--depth");
    if (!d) throw UsageError{"--depth is required"};
    o.depth = parse_int(*d, "--depth", 1, eng::kEngineMaxDepth);
    if (auto c = args.value("--corpus")) o.corpus = *c;
    if (auto f = args.value("--fen")) o.fen = *f;
    if (auto it = args.flags.find("--moves"); it != args.flags.end()) o.moves = it->second;
    o.impl = impl_flag(args);
    o.json = args.has("--json");
    if (auto t = args.value("--timeout")) {
        double seconds = 0;
        auto [end, ec] = std::from_chars(t->data(), t->data() + t->size(), seconds);
        if (ec != std::errc{} || end != t->data() + t->size() || !(seconds > 0) || seconds > 86400) {
            throw UsageError{"--timeout must be a number of seconds above 0 (at most 86400), not '" + *t + "'"};
        }
        o.timeout_seconds = seconds;
    }
    return eng::run_engine_command(o);  // prints its own report; bad input: one stderr line, 2
}

struct BenchPosition {
    Game game;
    const char* name;
    const char* fen;
    int depth;  // default depth
};

const BenchPosition kBenchPositions[] = {
    {Game::Chess, "start", "startpos", 5},
    {Game::Chess, "kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4},
    {Game::Xiangqi, "start", "startpos", 4},
    {Game::Shogi, "start", "startpos", 4},
};

int cmd_bench(const Args& args) {
    std::optional<Game> only_game;
    if (args.has("--game")) only_game = require_game(args);
    std::optional<int> depth_flag;
    if (auto d = args.value("--depth")) depth_flag = parse_int(*d, "--depth", 1, kMaxPerftDepth);
    const bool json_out = args.has("--json");
    json rows = json::array();
    if (!json_out) {
        std::printf("%-8s %-9s %5s %12s %10s %14s %14s %7s\n", "game", "position", "depth", "nodes", "impl",
                    "seconds", "nodes/s", "ratio");
    }
    for (const BenchPosition& p : kBenchPositions) {
        if (only_game && p.game != *only_game) continue;
        const int depth = depth_flag.value_or(p.depth);
        double reference_nps = 0;
        for (Impl impl : {Impl::Reference, Impl::Fast}) {
            auto adapter = make_adapter(p.game, impl);
            if (!adapter) continue;
            auto set = adapter.value()->set_position(p.fen, {});
            if (!set) throw UsageError{set.error().message};
            if (stderr_is_terminal()) {
                std::fprintf(stderr, "bench: %s %s %s depth %d...\r", std::string(game_name(p.game)).c_str(), p.name,
                             std::string(impl_name(impl)).c_str(), depth);
                std::fflush(stderr);
            }
            const PerftReport r = run_perft(*adapter.value(), depth, PerftMode::Bulk, false);
            const double nps = r.seconds > 0 ? static_cast<double>(r.nodes) / r.seconds : 0;
            if (impl == Impl::Reference) reference_nps = nps;
            const double ratio = impl == Impl::Fast && reference_nps > 0 ? nps / reference_nps : 1.0;
            rows.push_back({{"game", game_name(p.game)}, {"position", p.name}, {"depth", depth}, {"nodes", r.nodes},
                            {"impl", impl_name(impl)}, {"seconds", r.seconds}, {"nps", nps}, {"ratio_to_reference", ratio}});
            if (!json_out) {
                std::printf("%-8s %-9s %5d %12llu %10s %14.3f %14.0f %6.1fx\n", std::string(game_name(p.game)).c_str(),
                            p.name, depth, static_cast<unsigned long long>(r.nodes), std::string(impl_name(impl)).c_str(),
                            r.seconds, nps, ratio);
                std::fflush(stdout);
            }
        }
    }
    if (json_out) std::cout << json{{"bench", rows}}.dump(2) << '\n';
    return kExitOk;
}

// `arbiter COMMAND --help`: the command's lines of kUsage (its line and the continuation lines
// indented under it) and the closing paragraph on games, options and exit status.
std::string command_usage(std::string_view command) {
    const std::string_view usage = kUsage;
    std::string out = "usage: arbiter ";
    bool in_command = false;
    bool in_tail = false;
    std::size_t start = usage.find('\n') + 1;
    while (start < usage.size()) {
        std::size_t end = usage.find('\n', start);
        if (end == std::string_view::npos) end = usage.size();
        const std::string_view line = usage.substr(start, end - start);
        if (line.rfind("G is ", 0) == 0) in_tail = true;
        if (line.rfind("  ", 0) == 0 && line.size() > 2 && line[2] != ' ') {
            const std::string_view rest = line.substr(2);
            in_command = rest.substr(0, rest.find(' ')) == command;
            if (in_command) {
                const std::size_t flags = rest.find_first_not_of(' ', command.size());
                out += std::string(command) + ' ' +
                       std::string(rest.substr(flags == std::string_view::npos ? rest.size() : flags)) + '\n';
                start = end + 1;
                continue;
            }
        } else if (line.rfind("    ", 0) != 0) {
            in_command = false;
        }
        if (in_command || in_tail) out += std::string(line) + '\n';
        start = end + 1;
    }
    if (!out.empty() && out.back() == '\n') out.pop_back();
    return out;
}

int run(int argc, char** argv) {
    if (argc >= 2 && (std::string_view(argv[1]) == "--help" || std::string_view(argv[1]) == "-h" ||
                      std::string_view(argv[1]) == "help")) {
        std::cout << kUsage << '\n';
        return kExitOk;
    }
    if (argc >= 2) {
        const std::string_view command = argv[1];
        if (!kCommandFlags.count(std::string(command))) {
            throw UsageError{"unknown command '" + std::string(command) + "' (try --help)"};
        }
        for (int i = 2; i < argc; ++i) {
            const std::string_view token = argv[i];
            if (token == "--help" || token == "-h") {
                std::cout << command_usage(command) << '\n';
                return kExitOk;
            }
        }
    }
    const Args args = parse_args(argc, argv);
    if (args.command == "perft") return cmd_perft(args);
    if (args.command == "legal") return cmd_legal(args);
    if (args.command == "status") return cmd_status(args);
    if (args.command == "explain") return cmd_explain(args);
    if (args.command == "diff") return cmd_diff(args);
    if (args.command == "bench") return cmd_bench(args);
    if (args.command == "engine") return cmd_engine(args);
    if (args.command == "adjudicate") {
        if (args.positional.size() != 1) throw UsageError{"adjudicate needs exactly one RECORD.json"};
        const std::string* g = args.value("--game");
        if (!g) throw UsageError{"--game is required (chess, xiangqi or shogi)"};
        return arbiter::oracle::adjudicate::run_adjudicate_command(*g, args.positional.front(), args.has("--json"));
    }
    if (args.command == "touch") {
        const std::string* g = args.value("--game");
        const std::string* fen = args.value("--fen");
        if (!g || !fen) throw UsageError{"touch needs --game and --fen"};
        const std::vector<std::string> none;
        const auto& moves = args.has("--moves") ? args.flags.at("--moves") : none;
        const auto& touches = args.has("--touch") ? args.flags.at("--touch") : none;
        return arbiter::oracle::adjudicate::run_touch_command(*g, *fen, moves, touches, args.has("--json"),
                                                              args.has("--simultaneous"));
    }
    return cmd_verify(args);
}

}  // namespace

int main(int argc, char** argv) {
    try {
        return run(argc, argv);
    } catch (const UsageError& e) {
        std::cerr << "arbiter: " << e.message << '\n';
        return kExitBadInput;
    } catch (const std::exception& e) {
        std::cerr << "arbiter: internal error: " << e.what() << '\n';
        return kExitBadInput;
    }
}
