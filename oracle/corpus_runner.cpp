#include "oracle/corpus_runner.h"

#include <algorithm>
#include <set>

namespace arbiter::oracle {

namespace {
std::string show(const std::optional<std::string>& v) { return v ? *v : "null"; }
}  // namespace

CaseOutcome run_case(Adapter& adapter, const CorpusCase& c) {
    CaseOutcome out;
    out.corpus_case = &c;
    out.impl = adapter.impl();
    auto fail = [&](std::string what) { out.failures.push_back(std::move(what)); };
    const CaseExpectations& e = c.expect;

    adapter.set_lenient(c.lenient);
    // Chess960 or not, case by case (an adapter may be reused for the next case).
    if (auto variant = adapter.set_chess960(c.options.chess960); !variant) {
        fail(variant.error().message);
        return out;
    }
    auto set = adapter.set_position(c.fen, c.moves);
    adapter.set_lenient(lenient_default());
    if (e.fen_error) {
        if (set) {
            fail("expected the position to be refused (" + *e.fen_error + "), but it was accepted");
        } else if (std::find(set.error().codes.begin(), set.error().codes.end(), *e.fen_error) ==
                   set.error().codes.end()) {
            fail("refused, but without problem " + *e.fen_error + ": " + set.error().message);
        }
        return out;
    }
    if (!set) {
        fail("position refused: " + set.error().message);
        return out;
    }

    if (e.warnings) {
        std::vector<std::string> want = *e.warnings;
        std::sort(want.begin(), want.end());
        const std::vector<std::string> got = adapter.warnings();
        if (got != want) {
            const auto joined = [](const std::vector<std::string>& list) {
                std::string text;
                for (const std::string& w : list) text += (text.empty() ? "" : ", ") + w;
                return "[" + text + "]";
            };
            fail("warnings " + joined(got) + ", expected " + joined(want));
        }
    }
    const auto legal = adapter.legal_moves();
    const std::set<std::string> legal_set(legal.begin(), legal.end());
    for (const auto& move : e.legal_include) {
        if (!legal_set.count(move)) fail("legal move " + move + " is missing");
    }
    for (const auto& excluded : e.legal_exclude) {
        if (legal_set.count(excluded.move)) {
            fail("move " + excluded.move + " is listed as legal; expected it to break " +
                 excluded.rule);
            continue;
        }
        if (adapter.impl() != Impl::Reference) continue;
        auto why = adapter.explain(excluded.move);
        if (!why) {
            fail("explain " + excluded.move + ": " + why.error().message);
        } else if (why.value().legal || why.value().rule != excluded.rule) {
            fail("explain " + excluded.move + ": expected " + excluded.rule + ", got " +
                 (why.value().legal ? std::string("legal") : show(why.value().rule)));
        }
    }
    // EPD bm / am (PGN standard 16.2.5): each move named must be legal here, in SAN.
    for (const EpdMove& m : e.epd_moves) {
        auto legal_move = adapter.move_in(m.san, core::Notation::San);
        if (!legal_move) {
            fail(m.opcode + " " + m.san + ": not a legal move of the position (" +
                 legal_move.error().message + ")");
        }
    }
    if (e.legal_count && legal.size() != *e.legal_count) {
        fail("legal move count " + std::to_string(legal.size()) + ", expected " +
             std::to_string(*e.legal_count));
    }
    if (e.in_check && adapter.in_check() != *e.in_check) {
        fail(std::string("in_check is ") + (*e.in_check ? "false" : "true") + ", expected " +
             (*e.in_check ? "true" : "false"));
    }
    if (e.status) {
        const core::GameStatus s = adapter.status(c.options);
        if (s.result != e.status->result)
            fail("status result " + s.result + ", expected " + e.status->result);
        if (e.status->check_winner && s.winner != e.status->winner) {
            fail("status winner " + show(s.winner) + ", expected " + show(e.status->winner));
        }
        if (e.status->check_reason && s.reason != e.status->reason) {
            fail("status reason " + show(s.reason) + ", expected " + show(e.status->reason));
        }
    }
    for (const auto& [depth, nodes] : e.perft) {
        const std::uint64_t got = adapter.perft(depth, PerftMode::Bulk);
        if (got != nodes) {
            fail("perft " + std::to_string(depth) + " = " + std::to_string(got) + ", expected " +
                 std::to_string(nodes));
        }
    }
    return out;
}

}  // namespace arbiter::oracle
