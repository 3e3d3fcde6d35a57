// RapidCheck property of the two judges of repetition (reference/xiangqi/rules/repetition.cpp and
// fast/xiangqi/repetition.h): random games driven into cycles get the same verdict from both.
// A game: a start (the standard array after a random walk, or one of the endgame positions of
// corpus/xiangqi/repetition*.json, where chases are frequent), then a cycle built from a random
// red move a->b and a random black move c->d, both non-captures whose reverse is legal at its
// turn, played back and forth until the start has occurred three times. After every ply the two
// statuses (outcome, winner, rule) and, once a repetition is judged, the evidence (per move: check
// and the chased pieces, which of them are chariots held by a horse, whether it blocks a cannon;
// the victim, whether it is held) agree, under the AXF rules and under the WXF option.
// Replay a failure with RC_PARAMS="reproduce=...".

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "fast/xiangqi/game.h"
#include "fast/xiangqi/notation.h"
#include "reference/xiangqi/game.h"
#include "reference/xiangqi/notation.h"
#include "reference/xiangqi/rules.h"

namespace xq = arbiter::reference::xiangqi;
namespace fx = arbiter::fast::xiangqi;

namespace {

// Endgames of corpus/xiangqi/repetition*.json: chariots, horses and cannons near each other; the
// last two hold a chariot on a horse's leg (AXF §19, xiangqi-repetition-axf-held-chariot-004,
// -005).
constexpr std::array<const char*, 10> kEndgames = {
    "1n7/4k4/9/9/9/R8/9/9/9/3K5 w - - 0 1",
    "5k2c/9/7c1/9/8C/8R/9/9/9/3K5 w - - 0 1",
    "1r3k3/9/9/9/9/R8/9/9/9/3K5 w - - 0 1",
    "4k4/3ra4/9/4R4/3c5/9/9/9/4C4/5K3 w - - 0 1",
    "1rr1k4/9/9/PP7/9/C8/9/9/9/3K5 w - - 0 1",
    "5k3/9/9/8c/2c6/9/5r3/2C6/9/2NK1R3 w - - 0 1",
    "4k4/9/9/RNp6/9/9/9/2R6/9/3K5 w - - 0 1",
    "2r1k4/9/R1n6/1N7/9/9/9/9/9/3K5 w - - 0 1",
    "2baka1r1/C4rN2/9/1Rp1p4/9/9/4P4/9/4A4/4KA3 w - - 0 1",
    "5k3/9/9/9/9/9/7r1/9/2nRA3c/4K4 w - - 0 1",
};
constexpr int kMaxWalkPlies = 60;

struct Both {
    xq::Game ref;
    fx::Game fast;
};

Both start_both(const char* fen) {
    auto r = xq::parse_position(fen);
    auto f = fx::parse_position(fen);
    RC_ASSERT(r.ok() && f.ok());
    return Both{xq::Game(r.value()), fx::Game(f.value())};
}

void play_both(Both& b, xq::Move m) {
    RC_ASSERT(!b.ref.play(m).has_value());
    const auto parsed = fx::parse_move(xq::print_move(m));
    RC_ASSERT(parsed.has_value());
    RC_ASSERT(b.fast.play(fx::Move(parsed->from, parsed->to)));
}

std::string fast_reason(const fx::GameStatus& s) {
    return s.reason ? std::string(fx::rule_name(*s.reason)) : "";
}
std::string ref_reason(const xq::GameStatus& s) {
    return s.reason ? std::string(xq::rule_name(*s.reason)) : "";
}

// The evidence agrees too: per move of the span, check and the origins of the chased pieces;
// the victim of a perpetual chase.
void assert_same_evidence(const Both& b, xq::RepetitionRules rr, fx::RepetitionRules fr) {
    const auto first = xq::repetition_reached(b.ref);
    const auto fast_first = b.fast.repetition_start();
    RC_ASSERT(first.has_value() == fast_first.has_value());
    if (!first) return;
    RC_ASSERT(*first == *fast_first);
    const xq::RepetitionVerdict r = xq::judge_repetition(b.ref, *first, rr);
    const fx::RepetitionVerdict f = b.fast.judge_repetition(*fast_first, fr);
    RC_ASSERT(r.moves.size() == f.moves.size());
    for (std::size_t i = 0; i < r.moves.size(); ++i) {
        RC_ASSERT(r.moves[i].check == f.moves[i].check);
        fx::Bitboard origins = 0;
        fx::Bitboard held = 0;  // chased chariots held by a horse of the mover (§19)
        for (const xq::ChasedPiece& c : r.moves[i].chased) {
            origins |= fx::bit(fx::make_point(c.origin.file, c.origin.rank));
            if (c.held_by_horse) held |= fx::bit(fx::make_point(c.origin.file, c.origin.rank));
        }
        RC_ASSERT(origins == f.moves[i].chased_origins);
        RC_ASSERT(held == f.moves[i].held_origins);
        RC_ASSERT(r.moves[i].blocks_cannon == f.moves[i].blocks_cannon);
    }
    RC_ASSERT(r.held_chariot == f.held_chariot);
    RC_ASSERT(r.victim.has_value() == (f.victim_origin != fx::kNoPoint));
    if (r.victim) {
        RC_ASSERT(fx::make_point(r.victim->origin.file, r.victim->origin.rank) == f.victim_origin);
        RC_ASSERT(fx::make_point(r.victim->now.file, r.victim->now.rank) == f.victim_at_end);
        RC_ASSERT(r.victim->held_by_horse == f.victim_held);
    }
}

void assert_same_verdicts(const Both& b) {
    for (const bool wxf : {false, true}) {
        xq::Rules rr;
        fx::Rules fr;
        rr.repetition = wxf ? xq::RepetitionRules::Wxf : xq::RepetitionRules::Axf;
        fr.repetition = wxf ? fx::RepetitionRules::Wxf : fx::RepetitionRules::Axf;
        const xq::GameStatus r = xq::status(b.ref, rr);
        const fx::GameStatus f = b.fast.status(fr);
        RC_ASSERT(ref_reason(r) == fast_reason(f));
        RC_ASSERT(static_cast<int>(r.outcome) == static_cast<int>(f.outcome));
        RC_ASSERT(r.winner.has_value() == f.winner.has_value());
        if (r.winner) RC_ASSERT((*r.winner == xq::Side::Red) == (*f.winner == fx::Red));
        assert_same_evidence(b, rr.repetition, fr.repetition);
    }
}

// Whether the piece that made `m` attacks an opponent piece afterwards, or the move gives check.
bool aggressive(const xq::Position& pos, xq::Move m) {
    const xq::Position after = pos.after_unchecked(m);
    if (xq::in_check(after)) return true;
    for (int i = 0; i < xq::kPointCount; ++i) {
        const xq::Point p = xq::point_at(i);
        if (after.board().holds(p, after.side_to_move()) && xq::attacks(after.board(), m.to, p))
            return true;
    }
    return false;
}

// Whether the piece on m.from is attacked now (moving it away is an escape).
bool escaping(const xq::Position& pos, xq::Move m) {
    return xq::is_attacked(pos.board(), m.from, xq::opponent(pos.side_to_move()));
}

// A non-capturing legal move, most often an aggressive or escaping one (so that checks and chases
// are frequent); the caller checks that its reverse is legal when it is the mover's turn again.
std::optional<xq::Move> pick_quiet(const xq::Position& pos) {
    const auto moves = xq::legal_moves(pos);
    std::vector<xq::Move> quiet;
    std::vector<xq::Move> pointed;
    for (const xq::Move& m : moves) {
        if (!pos.board().empty(m.to)) continue;
        quiet.push_back(m);
        if (aggressive(pos, m) || escaping(pos, m)) pointed.push_back(m);
    }
    const bool prefer = !pointed.empty() && *rc::gen::inRange(0, 4) != 0;
    const auto& from = prefer ? pointed : quiet;
    if (from.empty()) return std::nullopt;
    return from[*rc::gen::inRange<std::size_t>(0, from.size())];
}

bool is_legal(const xq::Position& pos, xq::Move m) {
    const auto moves = xq::legal_moves(pos);
    return std::find(moves.begin(), moves.end(), m) != moves.end();
}

}  // namespace

RC_GTEST_PROP(XiangqiRepetitionDifferential, BothJudgesAgreeOnRandomCycles, ()) {
    const bool endgame = *rc::gen::inRange(0, 4) != 0;  // three in four: an endgame
    Both b = start_both(
        endgame ? kEndgames[*rc::gen::inRange<std::size_t>(0, kEndgames.size())]
                : "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
    const int walk = *rc::gen::inRange(0, endgame ? 8 : kMaxWalkPlies);
    for (int i = 0; i < walk; ++i) {
        const auto moves = xq::legal_moves(b.ref.position());
        if (moves.empty()) break;
        play_both(b, moves[*rc::gen::inRange<std::size_t>(0, moves.size())]);
        assert_same_verdicts(b);
        if (xq::status(b.ref, xq::Rules{}).outcome != xq::Outcome::Ongoing) return;
    }
    const auto first = pick_quiet(b.ref.position());
    if (!first) return;
    play_both(b, *first);
    const auto second = pick_quiet(b.ref.position());
    if (!second) return;
    play_both(b, *second);
    const std::array<xq::Move, 4> cycle = {*first, *second, xq::Move{first->to, first->from},
                                           xq::Move{second->to, second->from}};
    bool judged = false;
    for (int ply = 2; ply < 12 && !judged; ++ply) {
        const xq::Move m = cycle[static_cast<std::size_t>(ply % 4)];
        if (!is_legal(b.ref.position(), m)) return;  // the back move is not available
        play_both(b, m);
        assert_same_verdicts(b);
        const auto s = xq::status(b.ref, xq::Rules{});
        judged = s.outcome != xq::Outcome::Ongoing;
        if (judged) {
            RC_CLASSIFY(s.reason == xq::RuleId::Repetition, "draw");
            RC_CLASSIFY(s.reason == xq::RuleId::RepetitionPerpetualChase, "perpetual chase");
            RC_CLASSIFY(s.reason == xq::RuleId::RepetitionPerpetualCheck, "perpetual check");
            const auto v = xq::judge_repetition(b.ref, *xq::repetition_reached(b.ref));
            RC_CLASSIFY(std::any_of(v.moves.begin(), v.moves.end(),
                                    [](const xq::JudgedMove& m) {
                                        return std::any_of(m.chased.begin(), m.chased.end(),
                                                           [](const xq::ChasedPiece& c) {
                                                               return c.held_by_horse;
                                                           });
                                    }),
                        "a held chariot chased (AXF 19)");
            RC_CLASSIFY(v.held_chariot, "lost for chasing a held chariot (AXF 19)");
        }
    }
}
