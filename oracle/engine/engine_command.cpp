#include "oracle/engine/engine_command.h"

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <variant>

#include "oracle/corpus.h"
#include "oracle/perft_divide.h"
#include "oracle/quote.h"
#include "oracle/registry.h"

namespace arbiter::oracle::engine {

namespace {

using nlohmann::json;

constexpr int kGiveUpAfterFailuresInARow = 5;

struct Position {
    std::string id;                  // corpus case id, or "fen"
    std::vector<std::string> rules;  // the case's rule IDs (context for a report)
    std::string fen;
    std::vector<std::string> moves;
};

enum class Status { Agree, Differ, EngineFailed, Skipped, NotRun };

struct Outcome {
    Position position;
    Status status = Status::Agree;
    std::uint64_t nodes = 0;  // agree: perft(depth) at the root
    Divergence difference;    // differ (ours = our implementation, theirs = the engine)
    // EngineFailed
    std::vector<std::string> failure_line;
    EngineFailure failure;
    // Skipped / NotRun
    std::string reason;
};

// The engine as a divide source: the root position and the line are sent in full each time.
class EngineDivideSource final : public DivideSource {
public:
    EngineDivideSource(EngineClient& engine, std::string root_fen,
                       std::vector<std::string> root_moves)
        : engine_(engine), root_fen_(std::move(root_fen)), root_moves_(std::move(root_moves)) {}

    std::variant<DivideCounts, SourceFailure> divide(const std::vector<std::string>& line,
                                                     int depth) override {
        std::vector<std::string> moves = root_moves_;
        moves.insert(moves.end(), line.begin(), line.end());
        auto theirs = engine_.divide(root_fen_, moves, depth);
        if (auto* failure = std::get_if<EngineFailure>(&theirs)) return *failure;
        return std::get<EngineDivide>(std::move(theirs)).moves;
    }
    std::optional<bool> in_check(const std::vector<std::string>&) override { return std::nullopt; }

private:
    EngineClient& engine_;
    std::string root_fen_;
    std::vector<std::string> root_moves_;
};

// `ours` answers the divides; `judge` (the reference) explains the moves only one side lists.
Outcome run_position(Adapter& ours, Adapter& judge, EngineClient& engine, const Position& position,
                     int depth) {
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
    auto set = native_moves(ours, position.fen, position.moves);
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
    AdapterDivideSource our_source(ours);
    EngineDivideSource their_source(engine, root_fen, set.value());
    const DivergenceResult result = find_divergence(our_source, their_source, judge, depth);
    if (const auto* agree = std::get_if<Agreement>(&result)) {
        outcome.status = Status::Agree;
        outcome.nodes = agree->nodes;
    } else if (const auto* d = std::get_if<Divergence>(&result)) {
        outcome.status = Status::Differ;
        outcome.difference = *d;
    } else {
        const auto& f = std::get<SearchFailure>(result);
        outcome.status = Status::EngineFailed;
        outcome.failure_line = f.line;
        outcome.failure = f.failure;
        if (f.ours) outcome.failure.what = "our implementation: " + outcome.failure.what;
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
    json j = {{"id", o.position.id},
              {"rules", o.position.rules},
              {"fen", o.position.fen},
              {"moves", o.position.moves},
              {"status", status_name(o.status)}};
    switch (o.status) {
    case Status::Agree:
        j["nodes"] = o.nodes;
        break;
    case Status::Differ:
        j["difference"] = divergence_json(o.difference, "ours", "engine");
        break;
    case Status::EngineFailed:
        j["failure"] = {{"line", o.failure_line},
                        {"command", o.failure.command},
                        {"what", o.failure.what},
                        {"output", o.failure.output}};
        break;
    case Status::Skipped:
    case Status::NotRun:
        j["reason"] = o.reason;
        break;
    }
    return j;
}

void print_text(std::ostream& out, const Outcome& o) {
    const std::string rules =
        o.position.rules.empty() ? "" : "  [" + joined_moves(o.position.rules) + "]";
    const std::string root =
        o.position.fen +
        (o.position.moves.empty() ? "" : " moves " + joined_moves(o.position.moves));
    switch (o.status) {
    case Status::Agree:
        return;
    case Status::Differ: {
        const Divergence& d = o.difference;
        out << "DIFFERENCE " << o.position.id << rules << '\n'
            << "  root:      " << root << '\n'
            << "  perft " << d.root_depth << ":   ours " << d.root_ours << ", engine "
            << d.root_theirs
            << (d.root_ours == d.root_theirs ? " (same total, but the moves differ)" : "") << '\n'
            << "  line:      " << joined_moves(d.line, "(the root itself)") << '\n'
            << "  position:  " << d.fen << '\n'
            << "  only the engine has: " << verdicts_text(d.only_theirs) << '\n'
            << "  only we have:        " << verdicts_text(d.only_ours) << '\n';
        for (const auto& c : d.count_differences) {
            out << "  perft " << d.node_depth << " after " << c.move << ": ours " << c.ours
                << ", engine " << c.theirs << '\n';
        }
        return;
    }
    case Status::EngineFailed:
        out << "ENGINE FAILURE " << o.position.id << rules << '\n'
            << "  root:      " << root << '\n'
            << "  line:      " << joined_moves(o.failure_line, "(the root itself)") << '\n'
            << "  command:   " << o.failure.command << '\n'
            << "  problem:   " << o.failure.what << '\n';
        if (o.failure.output.empty()) {
            out << "  printed:   (nothing)\n";
        } else {
            for (std::size_t i = 0; i < o.failure.output.size(); ++i) {
                out << (i == 0 ? "  printed: | " : "           | ") << o.failure.output[i] << '\n';
            }
        }
        return;
    case Status::Skipped:
        out << "SKIPPED " << o.position.id << ": " << o.reason << '\n';
        return;
    case Status::NotRun:
        out << "NOT RUN " << o.position.id << ": " << o.reason << '\n';
        return;
    }
}

}  // namespace

int run_engine_command(const EngineOptions& options) {
    return run_engine_command(options, std::cout, std::cerr);
}

int run_engine_command(const EngineOptions& options, std::ostream& out, std::ostream& err) {
    auto bad = [&](const std::string& message) {
        err << "arbiter: " << one_line_message(message) << '\n';
        return 2;
    };
    if (options.depth < 1 || options.depth > kEngineMaxDepth) {
        return bad("--depth must be a whole number from 1 to " + std::to_string(kEngineMaxDepth));
    }
    if (!(options.timeout_seconds > 0) || options.timeout_seconds > 86400 ||
        std::isnan(options.timeout_seconds)) {
        return bad("--timeout must be a number of seconds above 0 (at most 86400)");
    }
    if (options.fen && options.corpus) return bad("give --fen or --corpus, not both");
    if (!options.fen && !options.moves.empty()) return bad("--moves needs --fen");
    auto argv = split_command(options.cmd);
    if (!argv) return bad(argv.error().message);

    const Protocol protocol = options.protocol.value_or(default_protocol(options.game));
    std::string variant = options.variant.value_or(default_variant(options.game, protocol));
    if (variant == "none") variant.clear();
    for (char c : variant) {
        if (c == '\n' || c == '\r') return bad("--variant must be one word");
    }
    EngineConfig config;
    config.argv = argv.value();
    config.game = options.game;
    config.protocol = protocol;
    config.variant = variant;
    config.timeout = std::chrono::milliseconds(
        static_cast<long long>(std::llround(options.timeout_seconds * 1000.0)));
    if (config.timeout.count() < 1) config.timeout = std::chrono::milliseconds(1);
    auto client = EngineClient::create(config);
    if (!client) return bad(client.error().message);
    EngineClient& engine = *client.value();

    auto adapter = make_adapter(options.game, options.impl);
    if (!adapter) return bad(adapter.error().message);
    // The reference explains the moves only one side lists (explain is the reference's).
    auto judge = make_adapter(options.game, Impl::Reference);
    if (!judge) return bad(judge.error().message);

    // The positions.
    std::vector<Position> positions;
    if (options.fen) {
        auto check = adapter.value()->set_position(*options.fen, options.moves);
        if (!check) return bad(check.error().message);
        positions.push_back({"fen", {}, *options.fen, options.moves});
    } else {
        std::filesystem::path path =
            options.corpus ? std::filesystem::path(*options.corpus)
                           : default_corpus_dir() / std::string(game_name(options.game));
        auto cases = load_corpus({path});
        if (!cases) return bad(cases.error().message);
        for (const CorpusCase& c : cases.value()) {
            if (c.game != options.game || c.expect.fen_error) continue;
            positions.push_back({c.id, c.rules, c.fen, c.moves});
        }
        if (positions.empty()) {
            return bad("no " + std::string(game_name(options.game)) + " positions in " +
                       path.string());
        }
    }

    // Start once up front: a program that cannot run at all is bad input; one that does not
    // complete the handshake is reported once, on the first position, and nothing else is run.
    std::optional<EngineFailure> start_failure = engine.start();
    if (start_failure && start_failure->cannot_start) return bad(start_failure->what);

    const bool progress = options.progress.value_or(!options.json && isatty(STDERR_FILENO) == 1);
    std::vector<Outcome> outcomes;
    int failures_in_a_row = 0;
    for (std::size_t i = 0; i < positions.size(); ++i) {
        if (progress) {
            err << "\rengine: " << (i + 1) << '/' << positions.size() << ' '
                << positions[i].id.substr(0, 40)
                << std::string(40 - std::min<std::size_t>(40, positions[i].id.size()), ' ')
                << std::flush;
        }
        if (failures_in_a_row >= kGiveUpAfterFailuresInARow || (start_failure && i > 0)) {
            Outcome o;
            o.position = positions[i];
            o.status = Status::NotRun;
            o.reason = start_failure
                           ? "the engine did not complete its handshake"
                           : "the engine failed on " + std::to_string(kGiveUpAfterFailuresInARow) +
                                 " positions in a row";
            outcomes.push_back(std::move(o));
            continue;
        }
        Outcome o;
        if (start_failure) {
            o.position = positions[i];
            o.status = Status::EngineFailed;
            o.failure = *start_failure;
        } else {
            o = run_position(*adapter.value(), *judge.value(), engine, positions[i], options.depth);
        }
        if (o.status == Status::EngineFailed && o.failure.cannot_start) {
            if (progress) err << '\r' << std::string(60, ' ') << '\r';
            return bad(o.failure.what);
        }
        failures_in_a_row = o.status == Status::EngineFailed ? failures_in_a_row + 1 : 0;
        if (!options.json) {
            if (progress && o.status != Status::Agree)
                err << '\r' << std::string(60, ' ') << '\r' << std::flush;
            print_text(out, o);
            out << std::flush;
        }
        outcomes.push_back(std::move(o));
    }
    if (progress) err << '\r' << std::string(60, ' ') << '\r' << std::flush;
    engine.stop();

    std::map<Status, int> tally;
    for (const auto& o : outcomes) ++tally[o.status];
    const int found = tally[Status::Differ] + tally[Status::EngineFailed] + tally[Status::NotRun];
    if (options.json) {
        json results = json::array();
        for (const auto& o : outcomes) results.push_back(outcome_json(o));
        json report = {{"game", game_name(options.game)},
                       {"engine", options.cmd},
                       {"protocol", protocol_name(protocol)},
                       {"variant", variant.empty() ? json(nullptr) : json(variant)},
                       {"impl", impl_name(options.impl)},
                       {"depth", options.depth},
                       {"positions", outcomes.size()},
                       {"agree", tally[Status::Agree]},
                       {"differ", tally[Status::Differ]},
                       {"engine_failures", tally[Status::EngineFailed]},
                       {"skipped", tally[Status::Skipped]},
                       {"not_run", tally[Status::NotRun]},
                       {"results", results}};
        // Engine text may be any bytes: invalid UTF-8 becomes U+FFFD (as cli's json_text does).
        out << report.dump(2, ' ', false, json::error_handler_t::replace) << '\n';
    } else {
        out << "engine " << options.cmd << " (" << protocol_name(protocol)
            << (variant.empty() ? "" : ", variant " + variant) << "), " << game_name(options.game)
            << ", depth " << options.depth << " against " << impl_name(options.impl) << ": "
            << outcomes.size() << " positions, " << tally[Status::Agree] << " agree, "
            << tally[Status::Differ] << " differ, " << tally[Status::EngineFailed]
            << " engine failures";
        if (tally[Status::Skipped]) out << ", " << tally[Status::Skipped] << " skipped";
        if (tally[Status::NotRun]) {
            out << ", " << tally[Status::NotRun] << " not run (" << outcomes.back().reason << ")";
        }
        out << '\n';
    }
    return found ? 1 : 0;
}

}  // namespace arbiter::oracle::engine
