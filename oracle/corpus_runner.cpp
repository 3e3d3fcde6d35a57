#include "oracle/corpus_runner.h"

#include <algorithm>
#include <set>

#include "core/text.h"

namespace arbiter::oracle {

namespace {

using Failures = std::vector<std::string>;

std::string show(const std::optional<std::string>& v) { return v ? *v : "null"; }

// The case's position on the adapter; false when the case ends here (the position was refused,
// as expected or not).
bool set_up_case(Adapter& adapter, const CorpusCase& c, Failures& fail) {
    const CaseExpectations& e = c.expect;
    adapter.set_lenient(c.lenient);
    // Chess960 or not, case by case (an adapter may be reused for the next case).
    if (auto variant = adapter.set_chess960(c.options.chess960); !variant) {
        fail.push_back(variant.error().message);
        return false;
    }
    auto set = adapter.set_position(c.fen, c.moves);
    adapter.set_lenient(lenient_default());
    if (e.fen_error) {
        if (set) {
            fail.push_back("expected the position to be refused (" + *e.fen_error +
                           "), but it was accepted");
        } else if (std::find(set.error().codes.begin(), set.error().codes.end(), *e.fen_error) ==
                   set.error().codes.end()) {
            fail.push_back("refused, but without problem " + *e.fen_error + ": " +
                           set.error().message);
        }
        return false;
    }
    if (!set) {
        fail.push_back("position refused: " + set.error().message);
        return false;
    }
    return true;
}

void check_warnings(Adapter& adapter, const CaseExpectations& e, Failures& fail) {
    if (!e.warnings) return;
    std::vector<std::string> want = *e.warnings;
    std::sort(want.begin(), want.end());
    const std::vector<std::string> got = adapter.warnings();
    if (got == want) return;
    const auto listed = [](const std::vector<std::string>& list) {
        std::string text = "[";
        text += core::joined(list, ", ");
        text += ']';
        return text;
    };
    fail.push_back("warnings " + listed(got) + ", expected " + listed(want));
}

// legal_include and legal_exclude; the rule an excluded move breaks is asked of the reference.
void check_legal_moves(Adapter& adapter, const CaseExpectations& e,
                       const std::vector<std::string>& legal, Failures& fail) {
    const std::set<std::string> legal_set(legal.begin(), legal.end());
    for (const auto& move : e.legal_include) {
        if (!legal_set.count(move)) fail.push_back("legal move " + move + " is missing");
    }
    for (const auto& excluded : e.legal_exclude) {
        if (legal_set.count(excluded.move)) {
            fail.push_back("move " + excluded.move + " is listed as legal; expected it to break " +
                           excluded.rule);
            continue;
        }
        if (adapter.impl() != Impl::Reference) continue;
        auto why = adapter.explain(excluded.move);
        if (!why) {
            fail.push_back("explain " + excluded.move + ": " + why.error().message);
        } else if (why.value().legal || why.value().rule != core::parse_rule_id(excluded.rule)) {
            // The case file's rule name is read at the edge, then the types are compared.
            const auto& got = why.value().rule;
            fail.push_back("explain " + excluded.move + ": expected " + excluded.rule + ", got " +
                           (got ? std::string(core::rule_name(*got)) : std::string("legal")));
        }
    }
}

// EPD bm / am (PGN standard 16.2.5): each move named must be legal here, in SAN.
void check_epd_moves(Adapter& adapter, const CaseExpectations& e, Failures& fail) {
    for (const EpdMove& m : e.epd_moves) {
        auto legal_move = adapter.move_in(m.san, core::Notation::San);
        if (!legal_move) {
            fail.push_back(m.opcode + " " + m.san + ": not a legal move of the position (" +
                           legal_move.error().message + ")");
        }
    }
}

void check_status(Adapter& adapter, const CorpusCase& c, Failures& fail) {
    const CaseExpectations& e = c.expect;
    if (!e.status) return;
    // The corpus file spells the expected status (its JSON, docs/corpus.md): the typed end is
    // written in the same names to be compared with it.
    const core::GameEnd end = adapter.status(c.options).end;
    const std::string result(core::outcome_name(end.outcome));
    std::optional<std::string> winner;
    if (end.winner) winner = std::string(core::side_name(adapter.game(), *end.winner));
    std::optional<std::string> reason;
    if (end.rule) reason = std::string(core::rule_name(*end.rule));
    if (result != e.status->result)
        fail.push_back("status result " + result + ", expected " + e.status->result);
    if (e.status->check_winner && winner != e.status->winner) {
        fail.push_back("status winner " + show(winner) + ", expected " + show(e.status->winner));
    }
    if (e.status->check_reason && reason != e.status->reason) {
        fail.push_back("status reason " + show(reason) + ", expected " + show(e.status->reason));
    }
}

void check_perft(Adapter& adapter, const CaseExpectations& e, Failures& fail) {
    for (const auto& [depth, nodes] : e.perft) {
        const std::uint64_t got = adapter.perft(depth, PerftMode::Bulk);
        if (got != nodes) {
            fail.push_back("perft " + std::to_string(depth) + " = " + std::to_string(got) +
                           ", expected " + std::to_string(nodes));
        }
    }
}

}  // namespace

CaseOutcome run_case(Adapter& adapter, const CorpusCase& c) {
    CaseOutcome out;
    out.corpus_case = &c;
    out.impl = adapter.impl();
    Failures& fail = out.failures;
    const CaseExpectations& e = c.expect;
    if (!set_up_case(adapter, c, fail)) return out;
    check_warnings(adapter, e, fail);
    const auto legal = adapter.legal_moves();
    check_legal_moves(adapter, e, legal, fail);
    check_epd_moves(adapter, e, fail);
    if (e.legal_count && legal.size() != *e.legal_count) {
        fail.push_back("legal move count " + std::to_string(legal.size()) + ", expected " +
                       std::to_string(*e.legal_count));
    }
    if (e.in_check && adapter.in_check() != *e.in_check) {
        fail.push_back(std::string("in_check is ") + (*e.in_check ? "false" : "true") +
                       ", expected " + (*e.in_check ? "true" : "false"));
    }
    check_status(adapter, c, fail);
    check_perft(adapter, e, fail);
    return out;
}

}  // namespace arbiter::oracle
