// `arbiter verify`: runs corpus cases against the implementations and game records through the
// adjudicator, and prints a summary per game and implementation (docs/cli.md). Exit 1 when a case
// fails. A path with no case and no record is bad input (exit 2), not an empty table.

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>
#include <mutex>
#include <set>
#include <system_error>
#include <thread>

#include "cli/command.h"
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

int run(const Args& args) {
    std::vector<fs::path> paths(args.positional.begin(), args.positional.end());
    const bool default_corpus = paths.empty();
    if (default_corpus) paths.push_back(default_corpus_dir());
    std::vector<fs::path> corpus_paths;
    for (const auto& p : paths) {
        if (!in_records(p)) corpus_paths.push_back(p);
    }
    auto cases = corpus_paths.empty()
                     ? core::Result<std::vector<CorpusCase>>(std::vector<CorpusCase>{})
                     : load_corpus(corpus_paths);
    if (!cases) throw UsageError{cases.error().message};
    const auto record_paths = arbiter::referee::adjudicate::record_paths_in(paths);
    for (const auto& r : record_paths) {
        // Missing, a FIFO, a device, too large: bad input, before anything runs.
        if (auto checked = arbiter::referee::adjudicate::check_record_path(r); !checked)
            throw UsageError{checked.error().message};
    }

    // Each path given must hold something to run.
    for (const auto& p : paths) {
        bool found = false;
        for (const CorpusCase& c : cases.value()) found = found || is_under(c.file, p);
        for (const auto& r : record_paths) found = found || is_under(r, p);
        if (!found) {
            throw UsageError{p.string() + ": no corpus cases or game records (*.json) there"};
        }
    }

    const std::optional<core::Game> only_game = game_filter(args);
    // --chess960: only the Chess960 cases and records (corpus option chess960), as engine's.
    const bool only_960 = args.has("--chess960");
    if (only_960 && only_game && *only_game != core::Game::Chess)
        throw UsageError{"--chess960 is a chess option, not one for " +
                         std::string(core::game_name(*only_game))};
    std::vector<Impl> impls = {Impl::Reference, Impl::Fast};
    if (args.has("--impl")) impls = {impl_flag(args)};
    const bool slow = args.has("--slow") || args.has("--only-slow");
    const bool only_slow = args.has("--only-slow");
    const bool json_out = args.has("--json");
    Progress progress(!json_out);

    std::map<std::pair<core::Game, Impl>, Tally> tallies;
    std::map<std::pair<core::Game, Impl>, bool> built;
    json failures = json::array();
    std::map<core::Game, std::set<std::string>> covered;
    // The cases to run, in corpus order, each with each implementation; run by --jobs workers
    // (each with adapters of its own), tallied afterwards in this order.
    struct Work {
        const CorpusCase* c;
        Impl impl;
        CaseOutcome outcome;
    };
    std::vector<Work> work;
    for (const CorpusCase& c : cases.value()) {
        if (only_game && c.game != *only_game) continue;
        if (only_960 && !c.options.chess960) continue;
        for (const auto& rule_id : c.rules) covered[c.game].insert(rule_id);
        for (Impl impl : impls) {
            auto key = std::make_pair(c.game, impl);
            auto adapter = make_adapter(c.game, impl);
            built[key] = adapter.ok();
            Tally& t = tallies[key];
            if (!adapter) continue;
            ++t.cases;
            if ((c.slow && !slow) || (!c.slow && only_slow) ||
                (c.fast_only && impl == Impl::Reference)) {
                ++t.skipped;
                continue;
            }
            work.push_back({&c, impl, {}});
        }
    }
    const int jobs = args.has("--jobs") ? parse_int(*args.value("--jobs"), "--jobs", 1, 1024) : 1;
    std::atomic<std::size_t> next{0};
    std::mutex progress_mutex;
    std::size_t done = 0;
    const auto worker = [&] {
        std::map<std::pair<core::Game, Impl>, std::shared_ptr<Adapter>> adapters;
        for (std::size_t i = next.fetch_add(1); i < work.size(); i = next.fetch_add(1)) {
            Work& w = work[i];
            auto& adapter = adapters[{w.c->game, w.impl}];
            if (!adapter) {
                auto made = make_adapter(w.c->game, w.impl);
                if (!made) {  // built above, so not expected
                    w.outcome.failures.push_back(made.error().message);
                    continue;
                }
                adapter = made.value();
            }
            w.outcome = run_case(*adapter, *w.c);
            std::lock_guard lock(progress_mutex);
            progress.update("verify: " + std::to_string(++done) + "/" +
                            std::to_string(work.size()) + " " + w.c->id.substr(0, 40));
        }
    };
    std::vector<std::thread> pool;
    for (int j = 1; j < jobs && static_cast<std::size_t>(j) < work.size(); ++j) {
        try {
            pool.emplace_back(worker);
        } catch (const std::system_error&) {
            break;  // the workers running share the cases
        }
    }
    worker();
    for (std::thread& t : pool) t.join();
    for (const Work& w : work) {
        Tally& t = tallies[{w.c->game, w.impl}];
        if (w.outcome.passed()) {
            ++t.passed;
        } else {
            ++t.failed;
            failures.push_back({{"id", w.c->id},
                                {"file", w.c->file},
                                {"impl", impl_name(w.impl)},
                                {"failures", w.outcome.failures}});
        }
    }
    progress.done();

    // Game records (corpus/records/, issue 7): adjudicated and compared with their `expect`.
    Tally records;
    if (!only_slow && !record_paths.empty()) {
        auto outcomes = arbiter::referee::adjudicate::verify_records(record_paths);
        if (!outcomes) throw UsageError{outcomes.error().message};
        for (const auto& o : outcomes.value()) {
            if (only_game && o.game && *o.game != *only_game) continue;
            if (only_960 && !o.chess960) continue;
            ++records.cases;
            if (o.game) {
                for (const auto& rule_id : o.rules) covered[*o.game].insert(rule_id);
            }
            if (o.passed) {
                ++records.passed;
            } else {
                ++records.failed;
                failures.push_back({{"id", o.id.empty() ? o.file : o.id},
                                    {"file", o.file},
                                    {"impl", "adjudicate"},
                                    {"failures", json::array({o.message})}});
            }
        }
    }

    if (only_960 && tallies.empty() && records.cases == 0)
        throw UsageError{"--chess960: no Chess960 cases or records in the paths given"};
    if (only_game && tallies.empty() && records.cases == 0) {
        throw UsageError{"no " + std::string(core::game_name(*only_game)) +
                         " cases in the paths given"};
    }

    // Rule IDs of the catalogue with no case (only when the whole bundled corpus was run); those a
    // match decides name the test that checks them instead (corpus/rules.json "checked_by").
    std::map<core::Game, std::vector<std::string>> uncovered;
    std::map<core::Game, std::vector<std::pair<std::string, std::string>>> checked_by_tests;
    if (default_corpus) {
        auto catalogue = load_rule_catalogue(default_corpus_dir() / "rules.json");
        if (catalogue) {
            for (const auto& entry : catalogue.value()) {
                if (only_game && entry.game != *only_game) continue;
                if (covered[entry.game].count(entry.id)) continue;
                if (entry.checked_by.empty())
                    uncovered[entry.game].push_back(entry.id);
                else
                    checked_by_tests[entry.game].emplace_back(entry.id, entry.checked_by);
            }
        }
    }

    int total_failed = records.failed;
    for (const auto& [key, t] : tallies) total_failed += t.failed;

    if (json_out) {
        json table = json::array();
        for (const auto& [key, t] : tallies) {
            table.push_back({{"game", core::game_name(key.first)},
                             {"impl", impl_name(key.second)},
                             {"built", built[key]},
                             {"cases", t.cases},
                             {"passed", t.passed},
                             {"failed", t.failed},
                             {"skipped", t.skipped}});
        }
        json gaps = json::object();
        for (const auto& [game, ids] : uncovered) gaps[std::string(core::game_name(game))] = ids;
        json by_tests = json::object();
        for (const auto& [game, rules] : checked_by_tests) {
            json list = json::array();
            for (const auto& [id, test] : rules) list.push_back({{"id", id}, {"checked_by", test}});
            by_tests[std::string(core::game_name(game))] = list;
        }
        json record_row = {
            {"cases", records.cases}, {"passed", records.passed}, {"failed", records.failed}};
        std::cout << json_text(json{{"summary", table},
                                    {"records", record_row},
                                    {"failures", failures},
                                    {"rules_without_cases", gaps},
                                    {"rules_checked_by_tests", by_tests}},
                               2)
                  << '\n';
    } else {
        for (const auto& f : failures) {
            std::cout << "FAIL " << f["id"].get<std::string>() << " ["
                      << f["impl"].get<std::string>() << "] (" << f["file"].get<std::string>()
                      << ")\n";
            for (const auto& line : f["failures"]) {
                std::cout << "     " << line.get<std::string>() << '\n';
            }
        }
        std::printf("%-8s %-10s %6s %6s %6s %8s\n", "game", "impl", "cases", "passed", "failed",
                    "skipped");
        for (const auto& [key, t] : tallies) {
            const std::string game(core::game_name(key.first));
            const std::string impl(impl_name(key.second));
            if (!built[key]) {
                std::printf("%-8s %-10s %s\n", game.c_str(), impl.c_str(), "not built yet");
                continue;
            }
            std::printf("%-8s %-10s %6d %6d %6d %8d\n", game.c_str(), impl.c_str(), t.cases,
                        t.passed, t.failed, t.skipped);
        }
        if (records.cases > 0) {
            std::printf("%-8s %-10s %6d %6d %6d %8d\n", "records", "adjudicate", records.cases,
                        records.passed, records.failed, 0);
        }
        if (!slow) std::printf("(skipped: slow cases; run with --slow to include them)\n");
        for (const auto& [game, ids] : uncovered) {
            if (ids.empty()) continue;
            std::cout << "rule IDs of " << core::game_name(game) << " with no case (" << ids.size()
                      << "):";
            for (const auto& id : ids) std::cout << ' ' << id;
            std::cout << '\n';
        }
        for (const auto& [game, rules] : checked_by_tests) {
            std::cout << "rule IDs of " << core::game_name(game) << " a match decides ("
                      << rules.size() << "):";
            std::vector<std::string> tests;
            for (const auto& [id, test] : rules) {
                std::cout << ' ' << id;
                if (std::find(tests.begin(), tests.end(), test) == tests.end())
                    tests.push_back(test);
            }
            std::cout << "; checked by";
            for (std::size_t i = 0; i < tests.size(); ++i)
                std::cout << (i ? ", " : " ") << tests[i];
            std::cout << '\n';
        }
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
