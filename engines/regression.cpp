#include "engines/regression.h"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <variant>

#include "core/quote.h"
#include "core/worker_pool.h"
#include "engines/play_check.h"
#include "formats/input_file.h"
#include "oracle/corpus.h"
#include "oracle/perft_divide.h"
#include "oracle/registry.h"
#include "oracle/shrink.h"

namespace arbiter::engines {

namespace {

using nlohmann::json;

constexpr int kGiveUpAfterFailuresInARow = 5;

// A corpus case, a record file's position, a random one, or --fen ("fen").
using Position = PlayPosition;

enum class Status { Agree, Differ, EngineFailed, Skipped, NotRun };

struct Outcome {
    Position position;
    Status status = Status::Agree;
    std::uint64_t nodes = 0;        // agree: perft(depth) at the root
    oracle::Divergence difference;  // differ (ours = our implementation, theirs = the engine)
    // EngineFailed
    std::vector<std::string> failure_line;
    EngineFailure failure;
    // Skipped / NotRun
    std::string reason;
};

// The engine as a divide source: the root position and the line are sent in full each time. The
// divergence search sees its failures as text (oracle::SourceFailure, only printed); the failure
// itself, with its kind, is kept as last_failure() and is what the outcome reports.
class EngineDivideSource final : public oracle::DivideSource {
public:
    EngineDivideSource(EngineClient& engine, std::string root_fen,
                       std::vector<std::string> root_moves)
        : engine_(engine), root_fen_(std::move(root_fen)), root_moves_(std::move(root_moves)) {}

    std::variant<oracle::DivideCounts, oracle::SourceFailure> divide(
        const std::vector<std::string>& line, int depth) override {
        std::vector<std::string> moves = root_moves_;
        moves.insert(moves.end(), line.begin(), line.end());
        auto theirs = engine_.divide(root_fen_, moves, depth);
        if (auto* failure = std::get_if<EngineFailure>(&theirs)) return failed(*failure);
        EngineDivide& d = std::get<EngineDivide>(theirs);
        if (!d.totals_only) return std::move(d.moves);
        return walk_totals(moves, depth, d.total);
    }
    // An engine that prints only totals: each of our moves' child total, one question each.
    // Moves only the engine has show as a total that our children do not add up to; at depth 1
    // that cannot be pinned to a move, and is reported as such.
    std::variant<oracle::DivideCounts, oracle::SourceFailure> walk_totals(
        const std::vector<std::string>& moves, int depth, std::uint64_t total) {
        if (!walker_) {
            auto made = oracle::make_adapter(engine_.config().game, oracle::Impl::Reference,
                                             engine_.config().chess960);
            if (!made) return failed(ours_failure("perft", made.error().message));
            walker_ = made.value();
        }
        if (!walker_->set_position(root_fen_, moves))
            return failed(ours_failure("perft", "our reference refuses the line"));
        const std::vector<std::string> ours = walker_->legal_moves();
        oracle::DivideCounts counts;
        if (depth == 1) {
            if (total != ours.size()) {
                EngineFailure differ = protocol_failure("perft 1", Problem::TotalsDiffer);
                differ.total = total;
                differ.counted = ours.size();
                return failed(std::move(differ));
            }
            for (const auto& m : ours) counts[m] = 1;
            return counts;
        }
        for (const auto& m : ours) {
            std::vector<std::string> child = moves;
            child.push_back(m);
            auto theirs = engine_.divide(root_fen_, child, depth - 1);
            if (auto* failure = std::get_if<EngineFailure>(&theirs)) return failed(*failure);
            counts[m] = std::get<EngineDivide>(theirs).total;
        }
        return counts;
    }
    std::optional<bool> in_check(const std::vector<std::string>&) override { return std::nullopt; }
    const EngineFailure& last_failure() const { return last_failure_; }

private:
    oracle::SourceFailure failed(EngineFailure failure) {
        last_failure_ = std::move(failure);
        return {last_failure_.command, failure_what(last_failure_), last_failure_.output};
    }

    EngineClient& engine_;
    std::string root_fen_;
    std::vector<std::string> root_moves_;
    std::shared_ptr<oracle::Adapter> walker_;
    EngineFailure last_failure_;
};

// `ours` answers the divides; `judge` (the reference) explains the moves only one side lists.
Outcome run_position(oracle::Adapter& ours, oracle::Adapter& judge, EngineClient& engine,
                     const Position& position, int depth) {
    Outcome outcome;
    outcome.position = position;
    auto root = ours.set_position(position.fen, {});
    if (!root) {
        outcome.status = Status::Skipped;
        outcome.reason = "our implementation refuses the position: " + root.error().message;
        return outcome;
    }
    const std::string root_fen = ours.fen();
    // The engine reads only the native notation (UCI, USI): chess SAN is rewritten first.
    auto set = oracle::native_moves(ours, position.fen, position.moves);
    if (!set) {
        outcome.status = Status::Skipped;
        outcome.reason = "our implementation refuses the moves: " + set.error().message;
        return outcome;
    }
    if (auto judged = judge.set_position(position.fen, position.moves); !judged) {
        outcome.status = Status::Skipped;
        outcome.reason = "the reference refuses the position: " + judged.error().message;
        return outcome;
    }
    oracle::AdapterDivideSource our_source(ours);
    EngineDivideSource their_source(engine, root_fen, set.value());
    const oracle::DivergenceResult result =
        oracle::find_divergence(our_source, their_source, judge, depth);
    if (const auto* agree = std::get_if<oracle::Agreement>(&result)) {
        outcome.status = Status::Agree;
        outcome.nodes = agree->nodes;
    } else if (const auto* d = std::get_if<oracle::Divergence>(&result)) {
        outcome.status = Status::Differ;
        outcome.difference = *d;
    } else {
        const auto& f = std::get<oracle::SearchFailure>(result);
        outcome.status = Status::EngineFailed;
        outcome.failure_line = f.line;
        outcome.failure =
            f.ours ? ours_failure(f.failure.command, "our implementation: " + f.failure.what)
                   : their_source.last_failure();
        if (f.ours) outcome.failure.output = f.failure.output;
    }
    return outcome;
}

const char* status_name(Status s) {
    switch (s) {
    case Status::Agree:
        return "agree";
    case Status::Differ:
        return "differ";
    case Status::EngineFailed:
        return "engine_failure";
    case Status::Skipped:
        return "skipped";
    case Status::NotRun:
        return "not_run";
    }
    return "?";
}

json outcome_json(const Outcome& o) {
    json j = position_json(o.position, status_name(o.status));
    switch (o.status) {
    case Status::Agree:
        j["nodes"] = o.nodes;
        break;
    case Status::Differ:
        j["difference"] = oracle::divergence_json(o.difference, "ours", "engine");
        break;
    case Status::EngineFailed:
        j["failure"] = failure_json(o.failure, o.failure_line);
        break;
    case Status::Skipped:
    case Status::NotRun:
        j["reason"] = o.reason;
        break;
    }
    return j;
}

void print_text(std::ostream& out, const Outcome& o) {
    switch (o.status) {
    case Status::Agree:
        return;
    case Status::Differ: {
        const oracle::Divergence& d = o.difference;
        out << "DIFFERENCE " << o.position.id << rules_text(o.position) << '\n'
            << "  root:      " << root_text(o.position) << '\n'
            << "  perft " << d.root_depth << ":   ours " << d.root_ours << ", engine "
            << d.root_theirs
            << (d.root_ours == d.root_theirs ? " (same total, but the moves differ)" : "") << '\n'
            << "  line:      " << oracle::joined_moves(d.line, "(the root itself)") << '\n'
            << "  position:  " << d.fen << '\n'
            << "  only the engine has: " << oracle::verdicts_text(d.only_theirs) << '\n'
            << "  only we have:        " << oracle::verdicts_text(d.only_ours) << '\n';
        for (const auto& c : d.count_differences) {
            out << "  perft " << d.node_depth << " after " << c.move << ": ours " << c.ours
                << ", engine " << c.theirs << '\n';
        }
        return;
    }
    case Status::EngineFailed:
        print_engine_failure(out, o.position, o.failure, &o.failure_line);
        return;
    case Status::Skipped:
    case Status::NotRun:
        print_not_checked(out, o.position, o.status == Status::Skipped, o.reason);
        return;
    }
}

// The positions of the run: --fen, --random, or --corpus (JSON corpus files and folders, EPD,
// .perft and record files; default: the game's bundled corpus).
core::Result<std::vector<Position>> load_positions(const EngineOptions& options,
                                                   oracle::Adapter& adapter) {
    std::vector<Position> positions;
    if (options.fen) {
        auto check = adapter.set_position(*options.fen, options.moves);
        if (!check) return check.error();
        positions.push_back({"fen", {}, *options.fen, options.moves});
        return positions;
    }
    if (options.random) {
        auto judge = oracle::make_adapter(options.game, oracle::Impl::Reference, options.chess960);
        if (!judge) return judge.error();
        return random_positions(*judge.value(), *options.random, options.seed);
    }
    std::filesystem::path path =
        options.corpus ? std::filesystem::path(*options.corpus)
                       : oracle::default_corpus_dir() / std::string(core::game_name(options.game));
    std::error_code ec;
    if (is_record_file(options.game, path) && std::filesystem::is_regular_file(path, ec)) {
        auto from_records = record_positions(options.game, path);
        if (!from_records) return from_records.error();
        if (from_records.value().empty())
            return core::make_error("no games to replay in " + path.string());
        return from_records;
    }
    auto cases = oracle::load_corpus({path});
    if (!cases) return cases.error();
    for (const oracle::CorpusCase& c : cases.value()) {
        // Not the invalid positions a lenient case loads: engines need not accept them.
        if (c.game != options.game || c.expect.fen_error || c.lenient) continue;
        // The Chess960 cases with --chess960, the others without (one engine setting per run).
        if (c.options.chess960 != options.chess960) continue;
        positions.push_back({c.id, c.rules, c.fen, c.moves});
    }
    if (positions.empty()) {
        return core::make_error("no " + std::string(core::game_name(options.game)) +
                                " positions in " + path.string());
    }
    return positions;
}

// ---- The baseline of known differences (--expect FILE) ------------------------------------------

// What identifies a finding of a report's result across runs: its position and what was found
// (not timings or the engine's other output). "" for a clean result (agree, ok, skipped).
std::string finding_key(const json& r) {
    const std::string id = r.value("id", "");
    const std::string status = r.value("status", "");
    if (status == "differ" && r.contains("difference")) {
        const json& d = r["difference"];
        auto moves = [&](const char* key) {
            std::string text;
            if (d.contains(key) && d[key].is_array()) {
                for (const json& v : d[key]) {
                    text += ' ';
                    text += v.is_object() ? v.value("move", "") : v.dump();
                }
            }
            return text;
        };
        std::string line;
        if (d.contains("line") && d["line"].is_array())
            for (const json& m : d["line"])
                line += ' ' + (m.is_string() ? m.get<std::string>() : m.dump());
        return id + ": differ after" + (line.empty() ? " (the root)" : line) +
               "; only the engine has:" + moves("only_theirs") +
               "; only we have:" + moves("only_ours");
    }
    if (status == "problem" && r.contains("problem")) {
        const json& p = r["problem"];
        const std::string kind = p.is_object() ? p.value("kind", "") : "";
        // The move is part of what was found only when it is the problem itself: in a position
        // without legal moves an engine may play whatever it played before (issue 15).
        if (kind != "illegal_move" && kind != "false_mate_score") return id + ": " + kind;
        std::string move = r.contains("move") && r["move"].is_string()
                               ? r["move"].get<std::string>()
                               : std::string("(no move)");
        return id + ": " + kind + " " + move;
    }
    if (status == "engine_failure") {
        std::string command;
        if (r.contains("failure") && r["failure"].is_object())
            command = r["failure"].value("command", "");
        return id + ": engine failure on '" + command + "'";
    }
    if (status == "not_run") return id + ": not run";
    return "";
}

struct Baseline {
    std::set<std::string> findings;
};

core::Result<Baseline> read_baseline(const std::string& file, const std::string& check,
                                     core::Game game) {
    auto text = formats::read_input_file(file, std::uintmax_t{64} << 20);
    if (!text) return text.error();
    json doc = json::parse(text.value(), nullptr, false);
    if (doc.is_discarded() || !doc.is_object() || !doc.contains("results") ||
        !doc["results"].is_array()) {
        return core::make_error(file +
                                ": not an `arbiter engine --json` report (an object with results)");
    }
    if (doc.value("game", "") != core::game_name(game)) {
        return core::make_error(file + ": a report of " + doc.value("game", std::string("?")) +
                                ", not " + std::string(core::game_name(game)));
    }
    if (doc.value("check", std::string("perft")) != check) {
        return core::make_error(file + ": a report of --check " +
                                doc.value("check", std::string("perft")) + ", not " + check);
    }
    Baseline b;
    for (const json& r : doc["results"]) {
        if (!r.is_object()) return core::make_error(file + ": a result that is not an object");
        if (auto key = finding_key(r); !key.empty()) b.findings.insert(key);
    }
    return b;
}

// Compares the findings of `results` with the baseline: prints what is new and (as a note) what
// is no longer seen; returns the number of new findings.
int compare_baseline(const Baseline& baseline, const json& results, std::ostream& out,
                     bool json_mode, json& report) {
    std::set<std::string> now;
    for (const json& r : results)
        if (auto key = finding_key(r); !key.empty()) now.insert(key);
    json fresh = json::array(), gone = json::array();
    for (const auto& k : now)
        if (!baseline.findings.count(k)) fresh.push_back(k);
    for (const auto& k : baseline.findings)
        if (!now.count(k)) gone.push_back(k);
    if (json_mode) {
        report["baseline"] = {{"known", now.size() - fresh.size()}, {"new", fresh}, {"gone", gone}};
    } else {
        for (const auto& k : fresh) out << "NEW: " << k.get<std::string>() << '\n';
        for (const auto& k : gone) out << "note: no longer seen: " << k.get<std::string>() << '\n';
        out << "baseline: " << (now.size() - fresh.size()) << " known, " << fresh.size() << " new, "
            << gone.size() << " no longer seen\n";
    }
    return static_cast<int>(fresh.size());
}
// ---- The command: its flags, the positions, the workers, the report -----------------------------

// The flags' ranges and combinations, checked once; the first problem, or nullopt.
std::optional<std::string> flag_problem(const EngineOptions& options) {
    const bool play = options.check == EngineCheck::Play;
    if (options.depth < 1 || options.depth > kEngineMaxDepth)
        return "--depth must be a whole number from 1 to " + std::to_string(kEngineMaxDepth);
    if (!(options.timeout_seconds > 0) || options.timeout_seconds > 86400 ||
        std::isnan(options.timeout_seconds))
        return "--timeout must be a number of seconds above 0 (at most 86400)";
    if (options.fen && options.corpus) return "give --fen or --corpus, not both";
    if (options.random && (options.fen || options.corpus))
        return "give --random, --fen or --corpus, only one";
    if (options.random && (*options.random < 1 || *options.random > kEngineMaxRandom))
        return "--random must be a whole number from 1 to " + std::to_string(kEngineMaxRandom);
    if (!options.fen && !options.moves.empty()) return "--moves needs --fen";
    if (options.jobs < 1 || options.jobs > kEngineMaxJobs)
        return "--jobs must be a whole number from 1 to " + std::to_string(kEngineMaxJobs);
    if (options.go.empty() || options.go.size() > 200 ||
        options.go.find_first_of("\r\n") != std::string::npos)
        return "--go must be one line of at most 200 bytes, e.g. \"depth 1\" or \"movetime 50\"";
    if (options.script && !options.cmd.empty()) return "give --cmd or --script, not both";
    if (options.script && play) return "a --script answers perft only, not --check play";
    if (options.chess960 && options.game != core::Game::Chess)
        return "--chess960 is a chess option";
    return std::nullopt;
}

// The engine's settings from the flags: its command line, protocol, variant, options and
// letters, and the deadline of each command.
core::Result<EngineConfig> engine_config(const EngineOptions& options) {
    if (auto problem = flag_problem(options)) return core::make_error(*problem);
    auto argv = split_command(options.script ? *options.script : options.cmd);
    if (!argv) return argv.error();
    EngineConfig config;
    config.game = options.game;
    config.protocol = options.protocol.value_or(default_protocol(options.game));
    config.variant = options.variant.value_or(default_variant(options.game, config.protocol));
    if (config.variant == "none" || options.script) config.variant.clear();
    if (config.variant.find_first_of("\r\n") != std::string::npos)
        return core::make_error("--variant must be one word");
    if (options.check == EngineCheck::Play) {
        if (auto go = go_command(config.protocol, options.go); !go)
            return core::make_error("--go: " + go.error().message);
    }
    (options.script ? config.script : config.argv) = argv.value();
    config.detect_protocol = !options.protocol && !options.script;
    config.perft_cmd = options.perft_cmd;
    config.chess960 = options.chess960;
    // UCI_Chess960 (the UCI protocol's option): the engine reads X-FEN/Shredder-FEN and writes
    // castling as the king taking its rook, as we do.
    if (options.chess960) config.options.emplace_back("UCI_Chess960", "true");
    for (const std::string& option : options.engine_options) {
        const std::size_t eq = option.find('=');
        if (eq == std::string::npos || eq == 0)
            return core::make_error("--option must be NAME=VALUE, not '" + option + "'");
        config.options.emplace_back(option.substr(0, eq), option.substr(eq + 1));
    }
    if (options.fen_letters) {
        if (*options.fen_letters != "wxf" && *options.fen_letters != "standard")
            return core::make_error(
                "--fen-letters must be wxf (h/e for horse and elephant) or standard (n/b), "
                "not '" +
                *options.fen_letters + "'");
        config.wxf_letters = *options.fen_letters == "wxf";
    }
    config.timeout = std::max(std::chrono::milliseconds(1),
                              std::chrono::milliseconds(static_cast<long long>(
                                  std::llround(options.timeout_seconds * 1000.0))));
    return config;
}

// What a run reads before it asks the engine anything.
struct RunInputs {
    std::shared_ptr<oracle::Adapter> ours;  // --impl: answers the divides
    // The reference explains the moves only one side lists (explain is the reference's) and
    // judges the moves an engine plays.
    std::shared_ptr<oracle::Adapter> judge;
    std::vector<Position> positions;
    std::optional<Baseline> baseline;
};

core::Result<RunInputs> load_inputs(const EngineOptions& options) {
    RunInputs in;
    auto adapter = oracle::make_adapter(options.game, options.impl, options.chess960);
    if (!adapter) return adapter.error();
    in.ours = adapter.value();
    auto judge = oracle::make_adapter(options.game, oracle::Impl::Reference, options.chess960);
    if (!judge) return judge.error();
    in.judge = judge.value();
    auto loaded = load_positions(options, *in.ours);
    if (!loaded) return loaded.error();
    in.positions = std::move(loaded.value());
    if (options.expect) {
        const bool play = options.check == EngineCheck::Play;
        auto b = read_baseline(*options.expect, play ? "play" : "perft", options.game);
        if (!b) return b.error();
        in.baseline = std::move(b.value());
    }
    return in;
}

// One position's result as the report keeps it. (clang-tidy 14 sees a throw in the implicit
// noexcept move of nlohmann::json, whose own move constructor is noexcept.)
struct Checked {  // NOLINT(bugprone-exception-escape)
    json result;
    std::string text;
    bool failed = false;                      // an engine failure
    std::optional<std::string> cannot_start;  // the program could not be run at all
    std::string not_run_reason;               // not run: why the worker gave up
};

// What one worker knows when it takes a position.
struct WorkerState {
    std::optional<EngineFailure> handshake_failure;  // reported on its first position only
    bool first = true;
    int failures_in_a_row = 0;
    bool gives_up() const {
        return failures_in_a_row >= kGiveUpAfterFailuresInARow || (handshake_failure && !first);
    }
    // Why the positions left are not run once this worker gives up (built by appending: gcc 12
    // warns falsely, -Warray-bounds, on `"literal" + std::to_string(n) + "literal"` here).
    std::string give_up_reason() const {
        if (handshake_failure) return "the engine did not complete its handshake";
        std::string reason = "the engine failed on ";
        reason += std::to_string(kGiveUpAfterFailuresInARow);
        reason += " positions in a row";
        return reason;
    }
};

Checked check_play_position(const WorkerState& state, oracle::Adapter& referee,
                            ClientMoveSource& engine, const Position& position,
                            const std::string& go) {
    PlayOutcome o;
    o.position = position;
    if (state.gives_up()) {
        o.status = PlayStatus::NotRun;
        o.reason = state.give_up_reason();
    } else if (state.handshake_failure) {
        o.status = PlayStatus::EngineFailed;
        o.failure = *state.handshake_failure;
    } else {
        o = check_play(referee, engine, position, go);
    }
    Checked c{play_outcome_json(o),
              play_outcome_text(o),
              o.status == PlayStatus::EngineFailed,
              std::nullopt,
              {}};
    if (c.failed && o.failure.cannot_start()) c.cannot_start = failure_what(o.failure);
    return c;
}

Checked check_perft_position(const WorkerState& state, oracle::Adapter& ours,
                             oracle::Adapter& referee, EngineClient& engine,
                             const Position& position, int depth) {
    Outcome o;
    o.position = position;
    if (state.gives_up()) {
        o.status = Status::NotRun;
        o.reason = state.give_up_reason();
    } else if (state.handshake_failure) {
        o.status = Status::EngineFailed;
        o.failure = *state.handshake_failure;
    } else {
        o = run_position(ours, referee, engine, position, depth);
    }
    std::ostringstream text;
    print_text(text, o);
    Checked c{outcome_json(o), text.str(), o.status == Status::EngineFailed, std::nullopt, {}};
    if (c.failed && o.failure.cannot_start()) c.cannot_start = failure_what(o.failure);
    return c;
}

// One worker of a run: its own engine (the first worker's is the run's engine) and adapters;
// run_ordered gives it its positions one after another.
struct Worker {
    EngineClient* engine = nullptr;
    std::unique_ptr<EngineClient> own_engine;  // the engines started for --jobs
    std::shared_ptr<oracle::Adapter> ours, referee;
    std::unique_ptr<ClientMoveSource> moves;
    WorkerState state;
    bool started = false;  // its handshake is done (its failure kept in state)
};

// The first worker on the run's engine (started already) and, with --jobs N, up to N - 1 more
// engines of the same configuration, each with adapters of its own.
std::vector<Worker> make_workers(const EngineOptions& options, const EngineConfig& config,
                                 EngineClient& engine, const RunInputs& in,
                                 std::optional<EngineFailure> start_failure) {
    std::vector<Worker> workers(1);
    workers[0].engine = &engine;
    workers[0].ours = in.ours;
    workers[0].referee = in.judge;
    workers[0].state.handshake_failure = std::move(start_failure);
    workers[0].started = true;
    const int jobs =
        std::max(1, std::min<int>(options.jobs, static_cast<int>(in.positions.size())));
    for (int j = 1; j < jobs; ++j) {
        auto c = EngineClient::create(config);
        auto a = oracle::make_adapter(options.game, options.impl, options.chess960);
        auto r = oracle::make_adapter(options.game, oracle::Impl::Reference, options.chess960);
        if (!c || !a || !r) break;
        Worker& w = workers.emplace_back();
        w.own_engine = std::move(c.value());
        w.engine = w.own_engine.get();
        w.ours = a.value();
        w.referee = r.value();
    }
    for (Worker& w : workers) w.moves = std::make_unique<ClientMoveSource>(*w.engine);
    return workers;
}

// The positions of a run: --jobs N engine processes take them in turn (core::run_ordered); the
// results are kept by position and printed in the order of the positions, as one engine would.
class PositionRun {
public:
    PositionRun(const EngineOptions& options, const std::vector<Position>& positions,
                std::ostream& out, std::ostream& err)
        : options_(options),
          positions_(positions),
          out_(out),
          err_(err),
          progress_(options.progress.value_or(!options.json && isatty(STDERR_FILENO) == 1)),
          checked_(positions.size()) {}

    // Every position on `workers` (one thread each); the engines are stopped afterwards.
    void run(std::vector<Worker>& workers);
    void wipe() {
        if (progress_) err_ << '\r' << std::string(60, ' ') << '\r' << std::flush;
    }
    const std::optional<std::string>& cannot_start_error() const { return cannot_start_error_; }
    json results() {
        json all = json::array();
        for (std::size_t i = 0; i < ran_; ++i) all.push_back(std::move(checked_[i].result));
        return all;
    }
    int count(const std::string& status) const {
        auto it = tally_.find(status);
        return it == tally_.end() ? 0 : it->second;
    }
    const std::string& not_run_reason() const { return not_run_reason_; }

private:
    // Position i on worker `w`, whose handshake comes first.
    void check(Worker& w, std::size_t i);
    // Positions 0..i are done: position i is counted and printed (nothing once the run is
    // abandoned: a program that cannot run at all).
    void ready(std::size_t i);

    const EngineOptions& options_;
    const std::vector<Position>& positions_;
    std::ostream& out_;
    std::ostream& err_;
    const bool progress_;  // default: when stderr is a terminal (and not --json)
    std::vector<Checked> checked_;
    std::size_t ran_ = 0;
    std::atomic<bool> stop_{false};
    std::optional<std::string> cannot_start_error_;
    std::map<std::string, int> tally_;  // by status name
    std::string not_run_reason_;
};

void PositionRun::run(std::vector<Worker>& workers) {
    ran_ = core::run_ordered(
        positions_.size(), static_cast<int>(workers.size()),
        [&](std::size_t i, int worker) { check(workers[worker], i); },
        [&](std::size_t i) { ready(i); }, &stop_);
    for (Worker& w : workers) w.engine->stop();
}

void PositionRun::check(Worker& w, std::size_t i) {
    if (!w.started) {
        w.state.handshake_failure = w.engine->start();
        w.started = true;
    }
    WorkerState& state = w.state;
    const std::string reason = state.gives_up() ? state.give_up_reason() : "";
    checked_[i] = options_.check == EngineCheck::Play
                      ? check_play_position(state, *w.referee, *w.moves, positions_[i], options_.go)
                      : check_perft_position(state, *w.ours, *w.referee, *w.engine, positions_[i],
                                             options_.depth);
    checked_[i].not_run_reason = reason;
    if (checked_[i].cannot_start) stop_ = true;
    state.first = false;
    state.failures_in_a_row = checked_[i].failed ? state.failures_in_a_row + 1 : 0;
}

void PositionRun::ready(std::size_t i) {
    Checked& c = checked_[i];
    if (cannot_start_error_) return;
    if (c.cannot_start) {
        cannot_start_error_ = *c.cannot_start;
        return;
    }
    if (!c.not_run_reason.empty()) not_run_reason_ = c.not_run_reason;
    ++tally_[c.result["status"].get<std::string>()];
    if (!options_.json && !c.text.empty()) {
        wipe();
        out_ << c.text << std::flush;
    }
    if (progress_ && i + 1 < positions_.size()) {
        const std::string& id = positions_[i + 1].id;
        err_ << "\rengine: " << i + 1 << '/' << positions_.size() << ' ' << id.substr(0, 40)
             << std::string(40 - std::min<std::size_t>(40, id.size()), ' ') << std::flush;
    }
}

// The report's head: what was run, and the counts by status.
json report_head(const EngineOptions& options, const EngineConfig& config, const PositionRun& run,
                 const json& results) {
    const bool play = options.check == EngineCheck::Play;
    json report = {{"game", core::game_name(options.game)},
                   {"check", play ? "play" : "perft"},
                   {"engine", options.script ? *options.script : options.cmd},
                   {"protocol", options.script ? "script" : protocol_name(config.protocol)},
                   {"variant", config.variant.empty() ? json(nullptr) : json(config.variant)}};
    if (play) {
        report["go"] = options.go;
        if (options.random) report["seed"] = options.seed;
        report["positions"] = results.size();
        report["ok"] = run.count("ok");
        report["problems"] = run.count("problem");
        int warnings = 0;
        for (const json& r : results) warnings += r.contains("warning") ? 1 : 0;
        report["warnings"] = warnings;
    } else {
        report["impl"] = oracle::impl_name(options.impl);
        report["depth"] = options.depth;
        report["positions"] = results.size();
        report["agree"] = run.count("agree");
        report["differ"] = run.count("differ");
    }
    report["engine_failures"] = run.count("engine_failure");
    report["skipped"] = run.count("skipped");
    report["not_run"] = run.count("not_run");
    return report;
}

// The text summary line of a run (without --json).
void print_summary(std::ostream& out, const EngineOptions& options, const EngineConfig& config,
                   const PositionRun& run, const json& report) {
    const std::string positions = std::to_string(report["positions"].get<std::size_t>());
    out << "engine " << (options.script ? *options.script : options.cmd) << " ("
        << (options.script ? "script" : protocol_name(config.protocol))
        << (config.variant.empty() ? "" : ", variant " + config.variant) << "), "
        << core::game_name(options.game);
    if (options.check == EngineCheck::Play) {
        out << ", play check with 'go " << options.go << "': " << positions << " positions, "
            << run.count("ok") << " ok, " << run.count("problem") << " problems, "
            << run.count("engine_failure") << " engine failures";
        if (report["warnings"].get<int>() > 0)
            out << ", " << report["warnings"].get<int>() << " warnings";
    } else {
        out << ", depth " << options.depth << " against " << oracle::impl_name(options.impl) << ": "
            << positions << " positions, " << run.count("agree") << " agree, "
            << run.count("differ") << " differ, " << run.count("engine_failure")
            << " engine failures";
    }
    if (run.count("skipped")) out << ", " << run.count("skipped") << " skipped";
    if (run.count("not_run"))
        out << ", " << run.count("not_run") << " not run (" << run.not_run_reason() << ")";
    out << '\n';
}

}  // namespace

int run_engine_command(const EngineOptions& options) {
    return run_engine_command(options, std::cout, std::cerr);
}

int run_engine_command(const EngineOptions& options, std::ostream& out, std::ostream& err) {
    auto bad = [&](const std::string& message) {
        err << "arbiter: " << core::one_line_message(message) << '\n';
        return 2;
    };
    auto config = engine_config(options);
    if (!config) return bad(config.error().message);
    auto client = EngineClient::create(config.value());
    if (!client) return bad(client.error().message);
    EngineClient& engine = *client.value();
    auto inputs = load_inputs(options);
    if (!inputs) return bad(inputs.error().message);
    // Start once up front: a program that cannot run at all is bad input; one that does not
    // complete the handshake is reported once, on the first position, and nothing else is run.
    std::optional<EngineFailure> start_failure = engine.start();
    if (start_failure && start_failure->cannot_start()) return bad(failure_what(*start_failure));

    PositionRun run(options, inputs.value().positions, out, err);
    std::vector<Worker> workers =
        make_workers(options, config.value(), engine, inputs.value(), std::move(start_failure));
    run.run(workers);
    run.wipe();
    if (run.cannot_start_error()) return bad(*run.cannot_start_error());
    const json results = run.results();
    // The protocol the engine speaks (detection may have changed it) and the variant used.
    json report = report_head(options, engine.config(), run, results);
    report["results"] = results;
    if (!options.json) print_summary(out, options, engine.config(), run, report);

    const bool play = options.check == EngineCheck::Play;
    const int found =
        run.count(play ? "problem" : "differ") + run.count("engine_failure") + run.count("not_run");
    int status = found ? 1 : 0;
    if (inputs.value().baseline)
        status =
            compare_baseline(*inputs.value().baseline, results, out, options.json, report) ? 1 : 0;
    if (options.json) {
        // Engine text may be any bytes: invalid UTF-8 becomes U+FFFD (as cli's json_text does).
        out << report.dump(2, ' ', false, json::error_handler_t::replace) << '\n';
    }
    return status;
}

}  // namespace arbiter::engines
