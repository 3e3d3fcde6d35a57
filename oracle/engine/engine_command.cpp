#include "oracle/engine/engine_command.h"

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <map>
#include <set>
#include <variant>

#include <nlohmann/json.hpp>

#include "oracle/corpus.h"
#include "oracle/perft_divide.h"
#include "oracle/registry.h"

namespace arbiter::oracle::engine {

namespace {

using nlohmann::json;
using Counts = std::map<std::string, std::uint64_t>;

constexpr int kGiveUpAfterFailuresInARow = 5;

struct Position {
    std::string id;                  // corpus case id, or "fen"
    std::vector<std::string> rules;  // the case's rule IDs (context for a report)
    std::string fen;
    std::vector<std::string> moves;
};

struct Verdict {
    std::string move;
    bool legal = false;
    std::optional<std::string> rule;
    std::string text;  // "legal", "illegal: <rule>", or why explain could not judge it
};

struct CountDifference {
    std::string move;
    std::uint64_t ours = 0, engine = 0;
};

enum class Status { Agree, Differ, EngineFailed, Skipped, NotRun };

struct Outcome {
    Position position;
    Status status = Status::Agree;
    std::uint64_t nodes = 0;  // agree: perft(depth) at the root
    // Differ
    std::uint64_t root_ours = 0, root_engine = 0;
    std::vector<std::string> line;
    std::string node_fen;
    int node_depth = 1;  // the depth of the divides compared at the node reported
    std::vector<Verdict> only_engine, only_ours;
    std::vector<CountDifference> count_differences;
    // EngineFailed
    EngineFailure failure;
    // Skipped / NotRun
    std::string reason;
};

struct Divides {
    Counts ours, engine;
};

Counts our_divide(Adapter& adapter, int depth) {
    Counts counts;
    for (const DivideEntry& entry : divide(adapter, depth, PerftMode::Bulk)) counts[entry.move] = entry.nodes;
    return counts;
}

std::uint64_t total(const Counts& counts) {
    std::uint64_t sum = 0;
    for (const auto& [move, nodes] : counts) sum += nodes;
    return sum;
}

bool same_moves(const Counts& a, const Counts& b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](const auto& x, const auto& y) { return x.first == y.first; });
}

Verdict judge(Adapter& adapter, const std::string& move) {
    Verdict v;
    v.move = move;
    auto why = adapter.explain(move);
    if (!why) {
        v.text = "not a move here: " + why.error().message;
        return v;
    }
    v.legal = why.value().legal;
    v.rule = why.value().rule;
    v.text = v.legal ? "legal" : "illegal: " + v.rule.value_or("(no rule named)");
    return v;
}

// One position's comparison: our adapter walks the line with play/undo, the engine is sent the
// root and the whole line each time.
class Walk {
public:
    Walk(Adapter& ours, EngineClient& engine, std::string root_fen, std::vector<std::string> root_moves)
        : ours_(ours), engine_(engine), root_fen_(std::move(root_fen)), root_moves_(std::move(root_moves)) {}

    std::variant<Divides, EngineFailure> divides(int depth) {
        std::vector<std::string> moves = root_moves_;
        moves.insert(moves.end(), line_.begin(), line_.end());
        auto theirs = engine_.divide(root_fen_, moves, depth);
        if (auto* failure = std::get_if<EngineFailure>(&theirs)) return *failure;
        return Divides{our_divide(ours_, depth), std::get<EngineDivide>(theirs).moves};
    }

    bool play(const std::string& move) {
        if (!ours_.play(move)) return false;
        line_.push_back(move);
        return true;
    }
    void undo() {
        ours_.undo();
        line_.pop_back();
    }
    void unwind() {
        while (!line_.empty()) undo();
    }
    const std::vector<std::string>& line() const { return line_; }

    void report_node(const Divides& d, int depth, Outcome& outcome) {
        outcome.status = Status::Differ;
        outcome.line = line_;
        outcome.node_fen = ours_.fen();
        outcome.node_depth = depth;
        for (const auto& [move, nodes] : d.engine) {
            auto it = d.ours.find(move);
            if (it == d.ours.end()) outcome.only_engine.push_back(judge(ours_, move));
            else if (it->second != nodes) outcome.count_differences.push_back({move, it->second, nodes});
        }
        for (const auto& [move, nodes] : d.ours) {
            if (!d.engine.count(move)) outcome.only_ours.push_back(judge(ours_, move));
        }
    }

private:
    Adapter& ours_;
    EngineClient& engine_;
    std::string root_fen_;
    std::vector<std::string> root_moves_;
    std::vector<std::string> line_;
};

void engine_failed(Outcome& outcome, const Walk& walk, EngineFailure failure) {
    outcome.status = Status::EngineFailed;
    outcome.line = walk.line();
    outcome.failure = std::move(failure);
}

// Walks down from a root whose divides at `depth` differ. At each node: if the move lists differ
// (or depth 1 is reached) report it; otherwise take the smallest depth at which the counts differ,
// prefer a differing child whose own move list already differs, else the first differing child.
void descend(Walk& walk, Divides at_depth, int depth, Outcome& outcome) {
    int k = depth;
    Divides dk = std::move(at_depth);
    while (true) {
        Divides d1;
        if (k == 1) {
            d1 = dk;
        } else {
            auto r = walk.divides(1);
            if (auto* f = std::get_if<EngineFailure>(&r)) return engine_failed(outcome, walk, *f);
            d1 = std::get<Divides>(std::move(r));
        }
        if (!same_moves(d1.ours, d1.engine) || k == 1) return walk.report_node(d1, 1, outcome);
        for (int j = 2; j <= k; ++j) {
            auto r = walk.divides(j);
            if (auto* f = std::get_if<EngineFailure>(&r)) return engine_failed(outcome, walk, *f);
            Divides dj = std::get<Divides>(std::move(r));
            if (dj.ours != dj.engine) {
                k = j;
                dk = std::move(dj);
                break;
            }
            if (j == k) {  // the engine answered differently this time: report what we have
                return walk.report_node(dk, k, outcome);
            }
        }
        // The engine's move list at depth k differs from its own list at depth 1.
        if (!same_moves(dk.ours, dk.engine)) return walk.report_node(dk, k, outcome);
        std::vector<std::string> differing;
        for (const auto& [move, nodes] : dk.ours) {
            if (dk.engine.at(move) != nodes) differing.push_back(move);
        }
        if (differing.empty()) return walk.report_node(dk, k, outcome);
        for (const std::string& move : differing) {
            if (!walk.play(move)) continue;
            auto r = walk.divides(1);
            if (auto* f = std::get_if<EngineFailure>(&r)) return engine_failed(outcome, walk, *f);
            const Divides& c1 = std::get<Divides>(r);
            if (!same_moves(c1.ours, c1.engine)) return walk.report_node(c1, 1, outcome);
            walk.undo();
        }
        if (!walk.play(differing.front())) return walk.report_node(dk, k, outcome);
        --k;
        auto r = walk.divides(k);
        if (auto* f = std::get_if<EngineFailure>(&r)) return engine_failed(outcome, walk, *f);
        dk = std::get<Divides>(std::move(r));
        if (dk.ours == dk.engine) return walk.report_node(dk, k, outcome);  // an unsteady engine
    }
}

Outcome run_position(Adapter& adapter, EngineClient& engine, const Position& position, int depth) {
    Outcome outcome;
    outcome.position = position;
    auto root = adapter.set_position(position.fen, {});
    if (!root) {
        outcome.status = Status::Skipped;
        outcome.reason = "our implementation refuses the position: " + root.error().message;
        return outcome;
    }
    const std::string root_fen = adapter.fen();
    auto set = adapter.set_position(position.fen, position.moves);
    if (!set) {
        outcome.status = Status::Skipped;
        outcome.reason = "our implementation refuses the moves: " + set.error().message;
        return outcome;
    }
    Walk walk(adapter, engine, root_fen, position.moves);
    auto r = walk.divides(depth);
    if (auto* f = std::get_if<EngineFailure>(&r)) {
        engine_failed(outcome, walk, *f);
        return outcome;
    }
    Divides d = std::get<Divides>(std::move(r));
    outcome.root_ours = total(d.ours);
    outcome.root_engine = total(d.engine);
    if (d.ours == d.engine) {
        outcome.status = Status::Agree;
        outcome.nodes = outcome.root_ours;
        return outcome;
    }
    descend(walk, std::move(d), depth, outcome);
    walk.unwind();
    return outcome;
}

std::string joined(const std::vector<std::string>& items, const char* empty = "-") {
    std::string out;
    for (const auto& item : items) out += (out.empty() ? "" : " ") + item;
    return out.empty() ? empty : out;
}

const char* status_name(Status s) {
    switch (s) {
    case Status::Agree: return "agree";
    case Status::Differ: return "differ";
    case Status::EngineFailed: return "engine_failure";
    case Status::Skipped: return "skipped";
    case Status::NotRun: return "not_run";
    }
    return "?";
}

json verdicts_json(const std::vector<Verdict>& verdicts) {
    json out = json::array();
    for (const auto& v : verdicts) {
        out.push_back({{"move", v.move}, {"legal", v.legal}, {"rule", v.rule ? json(*v.rule) : json(nullptr)}, {"verdict", v.text}});
    }
    return out;
}

json outcome_json(const Outcome& o, int depth) {
    json j = {{"id", o.position.id}, {"rules", o.position.rules}, {"fen", o.position.fen}, {"moves", o.position.moves},
              {"status", status_name(o.status)}};
    switch (o.status) {
    case Status::Agree: j["nodes"] = o.nodes; break;
    case Status::Differ: {
        json counts = json::array();
        for (const auto& c : o.count_differences) counts.push_back({{"move", c.move}, {"ours", c.ours}, {"engine", c.engine}});
        j["difference"] = {{"root_depth", depth}, {"root_nodes", {{"ours", o.root_ours}, {"engine", o.root_engine}}},
                           {"line", o.line}, {"fen", o.node_fen}, {"node_depth", o.node_depth},
                           {"only_engine", verdicts_json(o.only_engine)}, {"only_ours", verdicts_json(o.only_ours)},
                           {"count_differences", counts}};
        break;
    }
    case Status::EngineFailed:
        j["failure"] = {{"line", o.line}, {"command", o.failure.command}, {"what", o.failure.what}, {"output", o.failure.output}};
        break;
    case Status::Skipped:
    case Status::NotRun: j["reason"] = o.reason; break;
    }
    return j;
}

std::string verdict_list(const std::vector<Verdict>& verdicts) {
    if (verdicts.empty()) return "-";
    std::string out;
    for (const auto& v : verdicts) out += (out.empty() ? "" : ", ") + v.move + " (" + v.text + ")";
    return out;
}

void print_text(std::ostream& out, const Outcome& o, int depth) {
    const std::string rules = o.position.rules.empty() ? "" : "  [" + joined(o.position.rules) + "]";
    const std::string root = o.position.fen + (o.position.moves.empty() ? "" : " moves " + joined(o.position.moves));
    switch (o.status) {
    case Status::Agree: return;
    case Status::Differ:
        out << "DIFFERENCE " << o.position.id << rules << '\n'
            << "  root:      " << root << '\n'
            << "  perft " << depth << ":   ours " << o.root_ours << ", engine " << o.root_engine
            << (o.root_ours == o.root_engine ? " (same total, but the moves differ)" : "") << '\n'
            << "  line:      " << joined(o.line, "(the root itself)") << '\n'
            << "  position:  " << o.node_fen << '\n'
            << "  only the engine has: " << verdict_list(o.only_engine) << '\n'
            << "  only we have:        " << verdict_list(o.only_ours) << '\n';
        for (const auto& c : o.count_differences) {
            out << "  perft " << o.node_depth << " after " << c.move << ": ours " << c.ours << ", engine " << c.engine << '\n';
        }
        return;
    case Status::EngineFailed:
        out << "ENGINE FAILURE " << o.position.id << rules << '\n'
            << "  root:      " << root << '\n'
            << "  line:      " << joined(o.line, "(the root itself)") << '\n'
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
    case Status::Skipped: out << "SKIPPED " << o.position.id << ": " << o.reason << '\n'; return;
    case Status::NotRun: out << "NOT RUN " << o.position.id << ": " << o.reason << '\n'; return;
    }
}

}  // namespace

int run_engine_command(const EngineOptions& options) { return run_engine_command(options, std::cout, std::cerr); }

int run_engine_command(const EngineOptions& options, std::ostream& out, std::ostream& err) {
    auto bad = [&](const std::string& message) {
        err << "arbiter: " << message << '\n';
        return 2;
    };
    if (options.depth < 1 || options.depth > kEngineMaxDepth) {
        return bad("--depth must be a whole number from 1 to " + std::to_string(kEngineMaxDepth));
    }
    if (!(options.timeout_seconds > 0) || options.timeout_seconds > 86400 || std::isnan(options.timeout_seconds)) {
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
    config.timeout = std::chrono::milliseconds(static_cast<long long>(std::llround(options.timeout_seconds * 1000.0)));
    if (config.timeout.count() < 1) config.timeout = std::chrono::milliseconds(1);
    auto client = EngineClient::create(config);
    if (!client) return bad(client.error().message);
    EngineClient& engine = *client.value();

    auto adapter = make_adapter(options.game, options.impl);
    if (!adapter) return bad(adapter.error().message);

    // The positions.
    std::vector<Position> positions;
    if (options.fen) {
        auto check = adapter.value()->set_position(*options.fen, options.moves);
        if (!check) return bad(check.error().message);
        positions.push_back({"fen", {}, *options.fen, options.moves});
    } else {
        std::filesystem::path path = options.corpus ? std::filesystem::path(*options.corpus)
                                                    : default_corpus_dir() / std::string(game_name(options.game));
        auto cases = load_corpus({path});
        if (!cases) return bad(cases.error().message);
        for (const CorpusCase& c : cases.value()) {
            if (c.game != options.game || c.expect.fen_error) continue;
            positions.push_back({c.id, c.rules, c.fen, c.moves});
        }
        if (positions.empty()) {
            return bad("no " + std::string(game_name(options.game)) + " positions in " + path.string());
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
            err << "\rengine: " << (i + 1) << '/' << positions.size() << ' ' << positions[i].id.substr(0, 40)
                << std::string(40 - std::min<std::size_t>(40, positions[i].id.size()), ' ') << std::flush;
        }
        if (failures_in_a_row >= kGiveUpAfterFailuresInARow || (start_failure && i > 0)) {
            Outcome o;
            o.position = positions[i];
            o.status = Status::NotRun;
            o.reason = start_failure ? "the engine did not complete its handshake"
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
            o = run_position(*adapter.value(), engine, positions[i], options.depth);
        }
        if (o.status == Status::EngineFailed && o.failure.cannot_start) {
            if (progress) err << '\r' << std::string(60, ' ') << '\r';
            return bad(o.failure.what);
        }
        failures_in_a_row = o.status == Status::EngineFailed ? failures_in_a_row + 1 : 0;
        if (!options.json) {
            if (progress && o.status != Status::Agree) err << '\r' << std::string(60, ' ') << '\r' << std::flush;
            print_text(out, o, options.depth);
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
        for (const auto& o : outcomes) results.push_back(outcome_json(o, options.depth));
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
        out << report.dump(2) << '\n';
    } else {
        out << "engine " << options.cmd << " (" << protocol_name(protocol) << (variant.empty() ? "" : ", variant " + variant)
            << "), " << game_name(options.game) << ", depth " << options.depth << " against " << impl_name(options.impl) << ": "
            << outcomes.size() << " positions, " << tally[Status::Agree] << " agree, " << tally[Status::Differ] << " differ, "
            << tally[Status::EngineFailed] << " engine failures";
        if (tally[Status::Skipped]) out << ", " << tally[Status::Skipped] << " skipped";
        if (tally[Status::NotRun]) {
            out << ", " << tally[Status::NotRun] << " not run (" << outcomes.back().reason << ")";
        }
        out << '\n';
    }
    return found ? 1 : 0;
}

}  // namespace arbiter::oracle::engine
