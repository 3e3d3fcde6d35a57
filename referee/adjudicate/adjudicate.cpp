// The game arbiter's public face: replay a record through the Arbiter (arbiter.h) on the reference
// adapter, compare verdicts with expectations, and print verdicts.

#include "referee/adjudicate/adjudicate.h"

#include <nlohmann/json.hpp>
#include <sstream>

#include "oracle/corpus.h"
#include "oracle/evidence.h"
#include "oracle/registry.h"
#include "referee/adjudicate/arbiter.h"
#include "referee/adjudicate/policy.h"

namespace arbiter::referee::adjudicate {

core::Result<oracle::TouchAnswer> touch_query(core::Game game, std::string_view fen,
                                              const std::vector<std::string>& moves,
                                              const std::vector<std::string>& touched,
                                              bool simultaneous, bool chess960) {
    if (!Policy::for_game(game).touch_move)
        return core::make_error(std::string(core::game_name(game)) + " has no touch-move rule");
    auto adapter = oracle::make_adapter(game, oracle::Impl::Reference, chess960);
    if (!adapter.ok()) return adapter.error();
    if (auto r = adapter.value()->set_position(fen, moves); !r.ok()) return r.error();
    return adapter.value()->touch_moves(touched, simultaneous);
}

core::Result<Verdict> adjudicate(const GameRecord& record) {
    auto made = oracle::make_adapter(record.game, oracle::Impl::Reference, record.options.chess960);
    if (!made.ok()) return made.error();
    oracle::Adapter& adapter = *made.value();
    if (auto r = adapter.set_position(record.start, {}); !r.ok())
        return core::make_error(record.file + ": /start: " + r.error().message, r.error().codes);
    Arbiter arbiter(record, adapter);
    for (std::size_t i = 0; i < record.events.size(); ++i)
        if (auto r = arbiter.on_event(record.events[i], "/events/" + std::to_string(i)); !r.ok())
            return r.error();
    return arbiter.verdict();
}

std::string_view foul_rule_name(const Foul& foul) {
    return foul.rule ? core::rule_name(*foul.rule) : "illegal";
}

std::optional<std::string> check_expectation(const RecordExpectation& x, const Verdict& v) {
    auto side = [&](std::optional<Side> s) {
        return s ? std::string(side_name(v.game, *s)) : std::string("null");
    };
    auto text = [](const std::optional<core::RuleId>& r) {
        return r ? std::string(core::rule_name(*r)) : std::string("null");
    };
    const core::GameEnd& end = v.end;
    if (x.result && *x.result != end.outcome)
        return "result " + std::string(outcome_name(end.outcome)) + ", expected " +
               std::string(outcome_name(*x.result));
    if (x.check_winner && x.winner != end.winner)
        return "winner " + side(end.winner) + ", expected " + side(x.winner);
    if (x.check_rule && x.rule != end.rule)
        return "rule " + text(end.rule) + ", expected " + text(x.rule);
    if (x.ply && *x.ply != end.ply)
        return "ply " + std::to_string(end.ply) + ", expected " + std::to_string(*x.ply);
    if (x.fouls) {
        if (x.fouls->size() != v.fouls.size())
            return std::to_string(v.fouls.size()) + " fouls, expected " +
                   std::to_string(x.fouls->size());
        for (std::size_t i = 0; i < v.fouls.size(); ++i) {
            const auto& ef = (*x.fouls)[i];
            const auto& f = v.fouls[i];
            if ((ef.ply && *ef.ply != f.ply) || (ef.side && *ef.side != f.side) ||
                (ef.rule && ef.rule != f.rule))
                return "foul " + std::to_string(i) + " is " + side(f.side) + " " +
                       std::string(foul_rule_name(f)) + " at ply " + std::to_string(f.ply) +
                       ", not as expected";
        }
    }
    return std::nullopt;
}

core::Result<std::vector<RecordOutcome>> verify_records(
    const std::vector<std::filesystem::path>& paths) {
    std::vector<std::filesystem::path> roots = paths;
    if (roots.empty()) roots.push_back(oracle::default_corpus_dir() / "records");
    const auto files = record_files(roots);
    if (files.empty()) return core::make_error("no game record found");
    std::vector<RecordOutcome> out;
    for (const auto& f : files) {
        RecordOutcome o;
        o.file = f.string();
        auto rec = load_record(f);
        if (!rec.ok()) {
            o.message = rec.error().message;
            out.push_back(o);
            continue;
        }
        o.id = rec.value().id;
        o.game = rec.value().game;
        o.rules = rec.value().rules;
        o.has_expectation = rec.value().expect.has_value();
        o.chess960 = rec.value().options.chess960;
        auto v = adjudicate(rec.value());
        if (!v.ok()) {
            o.message = v.error().message;
        } else if (rec.value().expect) {
            auto diff = check_expectation(*rec.value().expect, v.value());
            o.passed = !diff;
            if (diff) o.message = *diff;
        } else {
            o.passed = true;
        }
        out.push_back(o);
    }
    return out;
}

std::string verdict_json(const Verdict& v) {
    using nlohmann::json;
    auto side = [&](Side s) { return std::string(side_name(v.game, s)); };
    json j;
    const core::GameEnd& end = v.end;
    j["result"] = std::string(outcome_name(end.outcome));
    j["winner"] = end.winner ? json(side(*end.winner)) : json(nullptr);
    j["rule"] = end.rule ? json(std::string(core::rule_name(*end.rule))) : json(nullptr);
    j["ply"] = end.ply;
    if (!v.detail.empty()) j["detail"] = v.detail;
    j["fouls"] = json::array();
    for (const auto& f : v.fouls)
        j["fouls"].push_back({{"ply", f.ply},
                              {"side", side(f.side)},
                              {"rule", std::string(foul_rule_name(f))},
                              {"detail", f.detail},
                              {"counts", f.counts}});
    j["notes"] = v.notes;
    j["fen"] = v.fen;
    j["evidence"] =
        oracle::evidence_json(oracle::VerdictEvidence{end.repetition, end.no_move, end.impasse});
    return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string verdict_text(const Verdict& v) {
    std::ostringstream out;
    const core::GameEnd& end = v.end;
    out << "result: " << outcome_name(end.outcome);
    if (end.winner) out << " (" << side_name(v.game, *end.winner) << " wins)";
    out << "\nrule: " << (end.rule ? core::rule_name(*end.rule) : "-") << "\nply: " << end.ply
        << "\n";
    if (!v.detail.empty()) out << "detail: " << v.detail << "\n";
    for (const auto& f : v.fouls)
        out << "foul: ply " << f.ply << " " << side_name(v.game, f.side) << " " << foul_rule_name(f)
            << " (" << f.detail << ")" << (f.counts ? "" : " [does not count]") << "\n";
    for (const auto& n : v.notes) out << "note: " << n << "\n";
    out << "fen: " << v.fen << "\n";
    out << oracle::evidence_text(oracle::VerdictEvidence{end.repetition, end.no_move, end.impasse});
    return out.str();
}

}  // namespace arbiter::referee::adjudicate
