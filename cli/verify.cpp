// `arbiter verify`: runs corpus cases against the implementations and game records through the
// adjudicator, and prints a summary per game and implementation (docs/cli.md). Exit 1 when a case
// fails. A path with no case and no record is bad input (exit 2), not an empty table.

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <set>

#include "cli/command.h"
#include "core/worker_pool.h"
#include "oracle/corpus.h"
#include "oracle/corpus_runner.h"
#include "oracle/registry.h"
#include "referee/adjudicate/adjudicate.h"

namespace arbiter::cli {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

struct Tally {
    int cases = 0, passed = 0, failed = 0, skipped = 0;
};

// Paths inside a records/ folder hold game records (issue 7), read only by the adjudicator.
bool in_records(const fs::path& p) {
    for (const auto& part : p) {
        if (part == "records") return true;
    }
    return false;
}

// Whether `file` is `root` or lies under it (compared part by part, after normalizing).
bool is_under(const fs::path& file, const fs::path& root) {
    const fs::path f = fs::absolute(file).lexically_normal();
    fs::path r = fs::absolute(root).lexically_normal();
    if (!r.empty() && r.filename().empty()) r = r.parent_path();  // "dir/" -> "dir"
    auto fi = f.begin();
    for (auto ri = r.begin(); ri != r.end(); ++ri, ++fi) {
        if (fi == f.end() || *fi != *ri) return false;
    }
    return true;
}

// The paths to run, read and checked before anything runs: the corpus cases and the game
// records in them (a records/ folder), each path holding at least one.
struct Inputs {
    bool default_corpus = false;
    std::vector<CorpusCase> cases;
    std::vector<fs::path> record_paths;
};

Inputs read_inputs(const Args& args) {
    std::vector<fs::path> paths(args.positional.begin(), args.positional.end());
    Inputs in;
    in.default_corpus = paths.empty();
    if (in.default_corpus) paths.push_back(default_corpus_dir());
    std::vector<fs::path> corpus_paths;
    for (const auto& p : paths) {
        if (!in_records(p)) corpus_paths.push_back(p);
    }
    if (!corpus_paths.empty()) {
        auto cases = load_corpus(corpus_paths);
        if (!cases) throw UsageError{cases.error().message};
        in.cases = std::move(cases.value());
    }
    in.record_paths = arbiter::referee::adjudicate::record_paths_in(paths);
    for (const auto& r : in.record_paths) {
        // Missing, a FIFO, a device, too large: bad input, before anything runs.
        if (auto checked = arbiter::referee::adjudicate::check_record_path(r); !checked)
            throw UsageError{checked.error().message};
    }
    for (const auto& p : paths) {
        bool found = false;
        for (const CorpusCase& c : in.cases) found = found || is_under(c.file, p);
        for (const auto& r : in.record_paths) found = found || is_under(r, p);
        if (!found) {
            throw UsageError{p.string() + ": no corpus cases or game records (*.json) there"};
        }
    }
    return in;
}

// Which cases and implementations the flags select.
struct Selection {
    std::optional<core::Game> only_game;
    bool only_960 = false;  // --chess960: only the Chess960 cases and records, as engine's
    std::vector<Impl> impls = {Impl::Reference, Impl::Fast};
    bool slow = false, only_slow = false;
};

Selection read_selection(const Args& args) {
    Selection s;
    s.only_game = game_filter(args);
    s.only_960 = args.has("--chess960");
    if (s.only_game) check_flag_game(args, "--chess960", core::Game::Chess, *s.only_game);
    if (args.has("--impl")) s.impls = {impl_flag(args)};
    s.slow = args.has("--slow") || args.has("--only-slow");
    s.only_slow = args.has("--only-slow");
    return s;
}

using Key = std::pair<core::Game, Impl>;

// What the report says: a tally per game and implementation, the records' row, every failure,
// and the rule IDs the cases cover.
struct Summary {
    std::map<Key, Tally> tallies;
    std::map<Key, bool> built;
    Tally records;
    json failures = json::array();
    std::map<core::Game, std::set<std::string>> covered;
    // For the whole bundled corpus: the catalogue's rule IDs with no case, and those a match
    // decides (checked by the engine tests instead: corpus/rules.json "checked_by").
    std::map<core::Game, std::vector<std::string>> uncovered;
    std::map<core::Game, std::vector<std::pair<std::string, std::string>>> checked_by_tests;
};

// One case on one implementation.
struct Work {
    const CorpusCase* c;
    Impl impl;
    CaseOutcome outcome;
};

// The cases to run, in corpus order, each with each implementation; the skipped ones tallied.
std::vector<Work> plan_work(const std::vector<CorpusCase>& cases, const Selection& sel,
                            Summary& summary) {
    std::vector<Work> work;
    for (const CorpusCase& c : cases) {
        if (sel.only_game && c.game != *sel.only_game) continue;
        if (sel.only_960 && !c.options.chess960) continue;
        for (const auto& rule_id : c.rules) summary.covered[c.game].insert(rule_id);
        for (Impl impl : sel.impls) {
            const Key key{c.game, impl};
            auto adapter = make_adapter(c.game, impl);
            summary.built[key] = adapter.ok();
            Tally& t = summary.tallies[key];
            if (!adapter) continue;
            ++t.cases;
            if ((c.slow && !sel.slow) || (!c.slow && sel.only_slow) ||
                (c.fast_only && impl == Impl::Reference)) {
                ++t.skipped;
                continue;
            }
            work.push_back({&c, impl, {}});
        }
    }
    return work;
}

// Runs the work on `jobs` workers (each with adapters of its own), then tallies it in order.
void run_work(std::vector<Work>& work, int jobs, Progress& progress, Summary& summary) {
    std::vector<std::map<Key, std::shared_ptr<Adapter>>> adapters(
        static_cast<std::size_t>(std::max(jobs, 1)));
    core::run_ordered(
        work.size(), jobs,
        [&](std::size_t i, int worker) {
            Work& w = work[i];
            auto& adapter = adapters[static_cast<std::size_t>(worker)][{w.c->game, w.impl}];
            if (!adapter) {
                auto made = make_adapter(w.c->game, w.impl);
                if (!made) {  // built by plan_work, so not expected
                    w.outcome.failures.push_back(made.error().message);
                    return;
                }
                adapter = made.value();
            }
            w.outcome = run_case(*adapter, *w.c);
        },
        [&](std::size_t i) {
            progress.update("verify: " + std::to_string(i + 1) + "/" + std::to_string(work.size()) +
                            " " + work[i].c->id.substr(0, 40));
        });
    for (const Work& w : work) {
        Tally& t = summary.tallies[{w.c->game, w.impl}];
        if (w.outcome.passed()) {
            ++t.passed;
        } else {
            ++t.failed;
            summary.failures.push_back({{"id", w.c->id},
                                        {"file", w.c->file},
                                        {"impl", impl_name(w.impl)},
                                        {"failures", w.outcome.failures}});
        }
    }
    progress.done();
}

// Game records (corpus/records/): adjudicated and compared with their `expect`.
void run_records(const std::vector<fs::path>& record_paths, const Selection& sel,
                 Summary& summary) {
    if (sel.only_slow || record_paths.empty()) return;
    auto outcomes = arbiter::referee::adjudicate::verify_records(record_paths);
    if (!outcomes) throw UsageError{outcomes.error().message};
    for (const auto& o : outcomes.value()) {
        if (sel.only_game && o.game && *o.game != *sel.only_game) continue;
        if (sel.only_960 && !o.chess960) continue;
        ++summary.records.cases;
        if (o.game) {
            for (const auto& rule_id : o.rules) summary.covered[*o.game].insert(rule_id);
        }
        if (o.passed) {
            ++summary.records.passed;
        } else {
            ++summary.records.failed;
            summary.failures.push_back({{"id", o.id.empty() ? o.file : o.id},
                                        {"file", o.file},
                                        {"impl", "adjudicate"},
                                        {"failures", json::array({o.message})}});
        }
    }
}

// The catalogue's rule IDs the cases did not cover (only for the whole bundled corpus).
void find_gaps(const Selection& sel, Summary& summary) {
    auto catalogue = load_rule_catalogue(default_corpus_dir() / "rules.json");
    if (!catalogue) return;
    for (const auto& entry : catalogue.value()) {
        if (sel.only_game && entry.game != *sel.only_game) continue;
        if (summary.covered[entry.game].count(entry.id)) continue;
        if (entry.checked_by.empty())
            summary.uncovered[entry.game].push_back(entry.id);
        else
            summary.checked_by_tests[entry.game].emplace_back(entry.id, entry.checked_by);
    }
}

void print_json(Summary& s) {
    json table = json::array();
    for (const auto& [key, t] : s.tallies) {
        table.push_back({{"game", core::game_name(key.first)},
                         {"impl", impl_name(key.second)},
                         {"built", s.built[key]},
                         {"cases", t.cases},
                         {"passed", t.passed},
                         {"failed", t.failed},
                         {"skipped", t.skipped}});
    }
    json gaps = json::object();
    for (const auto& [game, ids] : s.uncovered) gaps[std::string(core::game_name(game))] = ids;
    json by_tests = json::object();
    for (const auto& [game, rules] : s.checked_by_tests) {
        json list = json::array();
        for (const auto& [id, test] : rules) list.push_back({{"id", id}, {"checked_by", test}});
        by_tests[std::string(core::game_name(game))] = list;
    }
    json record_row = {
        {"cases", s.records.cases}, {"passed", s.records.passed}, {"failed", s.records.failed}};
    std::cout << json_text(json{{"summary", table},
                                {"records", record_row},
                                {"failures", s.failures},
                                {"rules_without_cases", gaps},
                                {"rules_checked_by_tests", by_tests}},
                           2)
              << '\n';
}

void print_table(Summary& s, bool slow) {
    for (const auto& f : s.failures) {
        std::cout << "FAIL " << f["id"].get<std::string>() << " [" << f["impl"].get<std::string>()
                  << "] (" << f["file"].get<std::string>() << ")\n";
        for (const auto& line : f["failures"])
            std::cout << "     " << line.get<std::string>() << '\n';
    }
    std::printf("%-8s %-10s %6s %6s %6s %8s\n", "game", "impl", "cases", "passed", "failed",
                "skipped");
    for (const auto& [key, t] : s.tallies) {
        const std::string game(core::game_name(key.first));
        const std::string impl(impl_name(key.second));
        if (!s.built[key]) {
            std::printf("%-8s %-10s %s\n", game.c_str(), impl.c_str(), "not built yet");
            continue;
        }
        std::printf("%-8s %-10s %6d %6d %6d %8d\n", game.c_str(), impl.c_str(), t.cases, t.passed,
                    t.failed, t.skipped);
    }
    if (s.records.cases > 0) {
        std::printf("%-8s %-10s %6d %6d %6d %8d\n", "records", "adjudicate", s.records.cases,
                    s.records.passed, s.records.failed, 0);
    }
    if (!slow) std::printf("(skipped: slow cases; run with --slow to include them)\n");
}

// The rule IDs with no case, and those a match decides (the engine tests check them; --json
// names each test).
void print_gaps(const Summary& s) {
    for (const auto& [game, ids] : s.uncovered) {
        if (ids.empty()) continue;
        std::cout << "rule IDs of " << core::game_name(game) << " with no case (" << ids.size()
                  << "):";
        for (const auto& id : ids) std::cout << ' ' << id;
        std::cout << '\n';
    }
    for (const auto& [game, rules] : s.checked_by_tests) {
        std::cout << "rule IDs of " << core::game_name(game)
                  << " a match decides, checked by the engine tests (" << rules.size() << "):";
        for (const auto& rule : rules) std::cout << ' ' << rule.first;
        std::cout << '\n';
    }
}

int run(const Args& args) {
    const Inputs in = read_inputs(args);
    const Selection sel = read_selection(args);
    const int jobs = int_flag(args, "--jobs", 1, 1024, 1);
    const bool json_out = args.has("--json");
    Progress progress(!json_out);

    Summary summary;
    std::vector<Work> work = plan_work(in.cases, sel, summary);
    run_work(work, jobs, progress, summary);
    run_records(in.record_paths, sel, summary);
    if (sel.only_960 && summary.tallies.empty() && summary.records.cases == 0)
        throw UsageError{"--chess960: no Chess960 cases or records in the paths given"};
    if (sel.only_game && summary.tallies.empty() && summary.records.cases == 0) {
        throw UsageError{"no " + std::string(core::game_name(*sel.only_game)) +
                         " cases in the paths given"};
    }
    if (in.default_corpus) find_gaps(sel, summary);

    int total_failed = summary.records.failed;
    for (const auto& [key, t] : summary.tallies) total_failed += t.failed;
    if (json_out) {
        print_json(summary);
    } else {
        print_table(summary, sel.slow);
        print_gaps(summary);
    }
    return total_failed ? kExitFound : kExitOk;
}

}  // namespace

Command verify_command() {
    return {"verify",
            "runs corpus cases (default: the bundled corpus) against both implementations and game "
            "records through the adjudicator; a summary per game and implementation",
            {
                {"PATH", Arity::Positionals, "",
                 "corpus files or folders (*.json); records/ folders hold game records"},
                flag::game.with_help("only this game (chess, xiangqi or shogi)"),
                flag::impl.with_help("only this implementation (default both)"),
                {"--slow", Arity::Switch, "", "include the slow cases (deep perft)"},
                {"--only-slow", Arity::Switch, "", "only the slow cases"},
                {"--verbose", Arity::Switch, "", "accepted; no effect"},
                {"--jobs", Arity::One, "N", "run the cases on N threads (default 1)"},
                flag::chess960.with_help(
                    "only the Chess960 cases and records (the corpus option chess960)"),
                flag::json,
            },
            run,
            {},
            "a case failed: the implementations disagree with the corpus or each other"};
}

}  // namespace arbiter::cli
