// Differential and metamorphic properties of fast/shogi against reference/shogi, over positions
// reached by random legal playouts (long enough for captures to fill the hands) and corpus
// positions:
//   1 both implementations (through their oracle adapters) agree on the legal move set, check and
//     status at every ply of a walk, and on perft at depths 1-2 (3 when the tree is small);
//   2 fast's incremental hash equals a full recomputation after every make and unmake, unmake
//     restores the position exactly, invariants_hold() throughout;
//   3 SFEN round trip both ways: each parser reads back what the other prints, unchanged;
//   4 fast perft (1-3) is invariant under the 180-degree rotation with colours and hands swapped.
// Replay a failure with RC_PARAMS="reproduce=...".

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "fast/shogi/game.h"
#include "fast/shogi/movegen.h"
#include "fast/shogi/notation.h"
#include "fast/shogi/perft.h"
#include "oracle/registry.h"

namespace arbiter {
namespace {

namespace fs = arbiter::fast::shogi;

// From corpus/shogi/perft.json (non-slow positions).
const std::vector<std::string> kCorpusPositions = {
    "startpos",
    "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
    "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
    "Rp1p1gb2/l1s1+P2sk/1+PPSp4/p1+B3nP1/5pp1l/P1pR2n1P/LG2PPGKL/s6G1/2+p+n1+n+p2 w p 198",
    "5p3/1+NrP1kp1l/4b3N/pppgp2P1/sPBs5/P1G3Pnp/LGP2P2P/2l1K3s/3SP2+lg b Prnp 195",
    "2brg1+P1n/P6G1/LkNpp3l/3PN1g1p/3sBP3/2P1P1P1P/L2n3sL/1K1R3P1/1P1S+s4 w 5Pg 192",
    "3Rp4/L4+Pl2/G1k2Pn2/s6G1/p1p3Pr1/nP2S2P1/N1P1G2gp/L+b1SP1p2/L2PK2NP w 4Pbs 186",
    "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
};

std::shared_ptr<oracle::Adapter> adapter(oracle::Impl impl) {
    auto made = oracle::make_adapter(core::Game::Shogi, impl);
    if (!made.ok()) {
        ADD_FAILURE() << made.error().message;
        return nullptr;
    }
    return made.value();
}

fs::Position parse(const std::string& text) {
    fs::Position pos;
    if (!fs::Position::named(text, pos)) {
        RC_ASSERT(fs::Position::parse_sfen(text, pos) == fs::ParseError::None);
    }
    RC_ASSERT(pos.problems() == 0u);
    return pos;
}

// A walk: a start position (corpus) and a list of choices, each picking one legal move.
struct Walk {
    std::string start;
    std::vector<std::size_t> choices;
};

rc::Gen<Walk> walks() {
    return rc::gen::build<Walk>(
        rc::gen::set(&Walk::start, rc::gen::elementOf(kCorpusPositions)),
        rc::gen::set(&Walk::choices, rc::gen::container<std::vector<std::size_t>>(
                                         rc::gen::inRange<std::size_t>(0, 100000))));
}

// Plays the walk on fast (stopping at a position with no move); returns the USI moves played.
std::vector<std::string> play_walk(const Walk& walk, fs::Position& pos, std::size_t max_plies) {
    std::vector<std::string> moves;
    for (std::size_t i = 0; i < walk.choices.size() && i < max_plies; ++i) {
        fs::MoveList list;
        fs::generate_legal(pos, list);
        if (list.empty()) break;
        const fs::Move m =
            list[static_cast<int>(walk.choices[i] % static_cast<std::size_t>(list.size()))];
        moves.push_back(fs::print_move(m));
        pos.make(m);
    }
    return moves;
}

}  // namespace

RC_GTEST_PROP(ShogiDifferential, FastMatchesReferenceOnWalks, ()) {
    const Walk walk = *walks().as("walk");
    const auto choices = *rc::gen::container<std::vector<std::size_t>>(
        *rc::gen::inRange<std::size_t>(40, 160), rc::gen::inRange<std::size_t>(0, 100000));
    Walk long_walk{walk.start, choices};
    auto fast = adapter(oracle::Impl::Fast);
    auto ref = adapter(oracle::Impl::Reference);
    RC_ASSERT(fast && ref);
    RC_ASSERT(fast->set_position(walk.start, {}).ok());
    RC_ASSERT(ref->set_position(walk.start, {}).ok());
    const core::RuleOptions options;
    for (std::size_t i = 0; i < long_walk.choices.size(); ++i) {
        const auto legal = fast->legal_moves();
        RC_ASSERT(legal == ref->legal_moves());
        RC_ASSERT(fast->in_check() == ref->in_check());
        const auto fs_status = fast->status(options);
        const auto ref_status = ref->status(options);
        RC_ASSERT(fs_status.end.outcome == ref_status.end.outcome);
        RC_ASSERT(fs_status.end.winner == ref_status.end.winner);
        RC_ASSERT(fs_status.end.rule == ref_status.end.rule);
        if (legal.empty() || fs_status.end.over()) break;
        const std::string& move = legal[long_walk.choices[i] % legal.size()];
        RC_ASSERT(fast->play(move).ok());
        RC_ASSERT(ref->play(move).ok());
        RC_ASSERT(fast->fen() == ref->fen());
    }
    for (int depth = 1; depth <= 2; ++depth) {
        RC_ASSERT(fast->perft(depth, oracle::PerftMode::Bulk) ==
                  ref->perft(depth, oracle::PerftMode::Bulk));
    }
    if (fast->perft(2, oracle::PerftMode::Bulk) < 3000) {
        RC_ASSERT(fast->perft(3, oracle::PerftMode::FullMake) ==
                  ref->perft(3, oracle::PerftMode::Bulk));
    }
}

RC_GTEST_PROP(ShogiFastHash, IncrementalHashAndUnmakeAlongWalks, ()) {
    const Walk walk = *walks().as("walk");
    fs::Position pos = parse(walk.start);
    for (std::size_t i = 0; i < walk.choices.size(); ++i) {
        fs::MoveList list;
        fs::generate_legal(pos, list);
        if (list.empty()) break;
        // Every move of this position: make keeps the invariants, unmake restores exactly.
        const fs::Position before = pos;
        for (const fs::Move m : list) {
            const fs::Undo u = pos.make(m);
            RC_ASSERT(pos.invariants_hold());
            RC_ASSERT(pos.key() == pos.compute_key());
            pos.unmake(m, u);
            RC_ASSERT(pos == before);
            RC_ASSERT(pos.key() == before.key());
        }
        pos.make(list[static_cast<int>(walk.choices[i] % static_cast<std::size_t>(list.size()))]);
    }
}

RC_GTEST_PROP(ShogiRoundTrip, EachParserReadsWhatTheOtherPrints, ()) {
    const Walk walk = *walks().as("walk");
    fs::Position pos = parse(walk.start);
    const auto moves = play_walk(walk, pos, 200);
    auto ref = adapter(oracle::Impl::Reference);
    auto fast = adapter(oracle::Impl::Fast);
    RC_ASSERT(ref && fast);
    // fast prints, the reference reads and prints the same text.
    const std::string fast_text = pos.sfen();
    RC_ASSERT(ref->set_position(fast_text, {}).ok());
    RC_ASSERT(ref->fen() == fast_text);
    // The reference prints (after the same moves), fast reads back the same position.
    RC_ASSERT(ref->set_position(walk.start, moves).ok());
    const std::string ref_text = ref->fen();
    fs::Position back;
    RC_ASSERT(fs::Position::parse_sfen(ref_text, back) == fs::ParseError::None);
    RC_ASSERT(back == pos);
    RC_ASSERT(back.key() == pos.key());
    RC_ASSERT(back.sfen() == ref_text);
    RC_ASSERT(fast->set_position(ref_text, {}).ok());
}

RC_GTEST_PROP(ShogiSymmetry, PerftSurvivesRotationWithColoursAndHandsSwapped, ()) {
    const Walk walk = *walks().as("walk");
    fs::Position pos = parse(walk.start);
    play_walk(walk, pos, 200);
    fs::Position rotated = pos.rotated();
    RC_ASSERT(rotated.invariants_hold());
    RC_ASSERT(rotated.problems() == 0u);
    RC_ASSERT(rotated.rotated() == pos);
    for (int depth = 1; depth <= 2; ++depth) {
        RC_ASSERT(fs::perft(pos, depth) == fs::perft(rotated, depth));
    }
    if (fs::perft(pos, 2) < 20000) RC_ASSERT(fs::perft(pos, 3) == fs::perft(rotated, 3));
}

}  // namespace arbiter
