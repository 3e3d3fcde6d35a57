// Differential and metamorphic properties of fast/xiangqi against reference/xiangqi, over random
// legal playouts from the start position and from the (accepted, not slow) xiangqi corpus:
//   1 the two agree at every step of a walk on the sorted legal moves, check and status (result,
//     winner, reason: mate and stalemate are wins for the side not to move); the reference is
//     used through its oracle adapter, fast directly and through its adapter;
//   2 perft agrees at depths 1-3 (fast direct vs the reference adapter);
//   3 fast's incremental hash equals a full recomputation after every make and every unmake,
//     unmake restores the position exactly, and invariants_hold() throughout;
//   4 FEN round trip both ways: fast parse(print(p)) == p, the reference reads fast's FEN and
//     prints the same text, fast reads the reference's FEN;
//   5 perft is invariant under the left-right mirror and under the red/black flip (fast, depth
//     1-3).
// Replay a failure with RC_PARAMS="reproduce=...".

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "fast/xiangqi/game.h"
#include "fast/xiangqi/movegen.h"
#include "fast/xiangqi/notation.h"
#include "fast/xiangqi/perft.h"
#include "oracle/corpus.h"
#include "oracle/registry.h"

namespace arbiter {
namespace {

namespace fx = arbiter::fast::xiangqi;

std::shared_ptr<oracle::Adapter> adapter(oracle::Impl impl) {
    auto made = oracle::make_adapter(core::Game::Xiangqi, impl);
    if (!made.ok()) return nullptr;
    return made.value();
}

// A uniform draw in [lo, hi) whatever RapidCheck's current size (walks should be long from the
// first test on, not only near the end of a run).
template <class T>
rc::Gen<T> uniform_gen(T lo, T hi) {
    return rc::gen::resize(rc::kNominalSize, rc::gen::inRange<T>(lo, hi));
}

// Start points of walks: the start position and every accepted, not slow corpus position.
struct Start {
    std::string fen;
    std::vector<std::string> moves;
};

const std::vector<Start>& starts() {
    static const std::vector<Start> all = [] {
        std::vector<Start> out{{"startpos", {}}};
        auto corpus = oracle::load_corpus({oracle::default_corpus_dir() / "xiangqi"});
        if (!corpus.ok()) return out;
        for (const auto& c : corpus.value()) {
            if (c.slow || c.expect.fen_error || c.lenient) continue;  // valid positions only
            out.push_back(Start{c.fen, c.moves});
        }
        return out;
    }();
    return all;
}

fx::Position fast_position(const std::string& fen, const std::vector<std::string>& moves) {
    auto pos = fx::parse_position(fen);
    RC_ASSERT(pos.ok());
    fx::Position p = pos.value();
    for (const auto& text : moves) {
        const auto parsed = fx::parse_move(text);
        RC_ASSERT(parsed.has_value());
        const auto m = fx::find_legal(p, *parsed);
        RC_ASSERT(m.has_value());
        fx::Undo u;
        p.make(*m, u);
    }
    return p;
}

std::vector<std::string> fast_legal(const fx::Position& pos) {
    fx::MoveList list;
    fx::generate_legal(pos, list);
    std::vector<std::string> out;
    for (const fx::Move m : list) out.push_back(fx::print_move(m));
    std::sort(out.begin(), out.end());
    return out;
}

// A walk: a start and up to `plies` random legal moves (chosen by fast, checked by both).
struct Walk {
    Start start;
    std::vector<std::string> moves;  // after start.moves
};

Walk gen_walk(int max_plies) {
    const auto& all = starts();
    const std::size_t which = *uniform_gen<std::size_t>(0, all.size());
    Walk w{all[which], {}};
    RC_CLASSIFY(which == 0, "from startpos");
    fx::Position pos = fast_position(w.start.fen, w.start.moves);
    const int plies = *uniform_gen(0, max_plies + 1);
    for (int i = 0; i < plies; ++i) {
        fx::MoveList list;
        fx::generate_legal(pos, list);
        if (list.size() == 0) break;
        const int k = *uniform_gen(0, list.size());
        const fx::Move m = list[k];
        w.moves.push_back(fx::print_move(m));
        fx::Undo u;
        pos.make(m, u);
    }
    return w;
}

std::vector<std::string> all_moves(const Walk& w) {
    std::vector<std::string> out = w.start.moves;
    out.insert(out.end(), w.moves.begin(), w.moves.end());
    return out;
}

void assert_same_status(const core::GameStatus& a, const core::GameStatus& b) {
    RC_ASSERT(a.in_check == b.in_check);
    RC_ASSERT(a.end.outcome == b.end.outcome);
    RC_ASSERT(a.end.winner == b.end.winner);
    RC_ASSERT(a.end.rule == b.end.rule);
}

RC_GTEST_PROP(XiangqiDifferential, FastMatchesReferenceAtEveryStepOfAWalk, ()) {
    const auto ref = adapter(oracle::Impl::Reference);
    const auto fast = adapter(oracle::Impl::Fast);
    RC_ASSERT(ref && fast);
    const Walk w = gen_walk(60);
    RC_ASSERT(ref->set_position(w.start.fen, w.start.moves).ok());
    RC_ASSERT(fast->set_position(w.start.fen, w.start.moves).ok());
    fx::Game game(fast_position(w.start.fen, w.start.moves));
    core::RuleOptions options;
    options.xiangqi_natural_limit_plies = *rc::gen::element(120, 20);
    for (std::size_t i = 0;; ++i) {
        const auto ref_moves = ref->legal_moves();
        RC_ASSERT(ref_moves == fast_legal(game.position()));
        RC_ASSERT(ref_moves == fast->legal_moves());
        RC_ASSERT(ref->in_check() == fx::in_check(game.position()));
        assert_same_status(ref->status(options), fast->status(options));
        RC_ASSERT(ref->fen() == fx::print_position(game.position()));
        if (i == w.moves.size()) break;
        RC_ASSERT(ref->play(w.moves[i]).ok());
        RC_ASSERT(fast->play(w.moves[i]).ok());
        const auto parsed = fx::parse_move(w.moves[i]);
        RC_ASSERT(parsed.has_value());
        RC_ASSERT(game.play(fx::Move(parsed->from, parsed->to)));
    }
}

RC_GTEST_PROP(XiangqiDifferential, PerftMatchesReferenceToDepthThree, ()) {
    const auto ref = adapter(oracle::Impl::Reference);
    RC_ASSERT(ref != nullptr);
    const Walk w = gen_walk(40);
    const auto moves = all_moves(w);
    RC_ASSERT(ref->set_position(w.start.fen, moves).ok());
    fx::Position pos = fast_position(w.start.fen, moves);
    const int depth = *uniform_gen(1, 4);
    RC_CLASSIFY(depth == 3, "depth 3");
    RC_ASSERT(fx::perft(pos, depth, fx::PerftMode::Bulk) ==
              ref->perft(depth, oracle::PerftMode::Bulk));
    if (depth <= 2)
        RC_ASSERT(fx::perft(pos, depth, fx::PerftMode::FullMake) ==
                  ref->perft(depth, oracle::PerftMode::Bulk));
}

RC_GTEST_PROP(XiangqiDifferential, HashEqualsRecomputationAfterMakeAndUnmake, ()) {
    const Walk w = gen_walk(0);
    fx::Position pos = fast_position(w.start.fen, w.start.moves);
    const fx::Position start = pos;
    std::vector<fx::Move> moves;
    std::vector<fx::Undo> undos;
    const int plies = *uniform_gen(1, 80);
    for (int i = 0; i < plies; ++i) {
        fx::MoveList list;
        fx::generate_legal(pos, list);
        if (list.size() == 0) break;
        const fx::Move m = list[*uniform_gen(0, list.size())];
        const fx::Position before = pos;
        fx::Undo u;
        pos.make(m, u);
        RC_ASSERT(pos.hash() == pos.compute_hash());
        RC_ASSERT(pos.invariants_hold());
        // make then unmake restores exactly.
        fx::Position copy = pos;
        copy.unmake(m, u);
        RC_ASSERT(copy == before);
        moves.push_back(m);
        undos.push_back(u);
    }
    while (!moves.empty()) {
        pos.unmake(moves.back(), undos.back());
        RC_ASSERT(pos.hash() == pos.compute_hash());
        RC_ASSERT(pos.invariants_hold());
        moves.pop_back();
        undos.pop_back();
    }
    RC_ASSERT(pos == start);
}

RC_GTEST_PROP(XiangqiDifferential, FenRoundTripsBothWays, ()) {
    const auto ref = adapter(oracle::Impl::Reference);
    RC_ASSERT(ref != nullptr);
    const Walk w = gen_walk(60);
    const fx::Position pos = fast_position(w.start.fen, all_moves(w));
    const std::string text = fx::print_position(pos);
    auto again = fx::parse_position(text);
    RC_ASSERT(again.ok());
    RC_ASSERT(again.value() == pos);
    // The reference reads fast's FEN and prints the same text; fast reads the reference's.
    RC_ASSERT(ref->set_position(text, {}).ok());
    const std::string ref_text = ref->fen();
    RC_ASSERT(ref_text == text);
    auto from_ref = fx::parse_position(ref_text);
    RC_ASSERT(from_ref.ok());
    RC_ASSERT(from_ref.value() == pos);
}

// The left-right mirror (file f -> 8 - f) and the red/black flip (rank r -> 9 - r, sides swapped,
// the other side to move).
fx::Setup mirrored(const fx::Setup& s) {
    fx::Setup out = s;
    for (fx::Point p = 0; p < fx::kPointCount; ++p) {
        out.board[static_cast<std::size_t>(
            fx::make_point(fx::kFileCount - 1 - fx::file_of(p), fx::rank_of(p)))] =
            s.board[static_cast<std::size_t>(p)];
    }
    return out;
}

fx::Setup flipped(const fx::Setup& s) {
    fx::Setup out = s;
    for (fx::Point p = 0; p < fx::kPointCount; ++p) {
        const fx::Piece pc = s.board[static_cast<std::size_t>(p)];
        out.board[static_cast<std::size_t>(
            fx::make_point(fx::file_of(p), fx::kRankCount - 1 - fx::rank_of(p)))] =
            pc == fx::kNoPiece ? fx::kNoPiece : fx::make_piece(~fx::side_of(pc), fx::kind_of(pc));
    }
    out.side_to_move = ~s.side_to_move;
    return out;
}

RC_GTEST_PROP(XiangqiSymmetry, PerftSurvivesMirrorAndFlip, ()) {
    const Walk w = gen_walk(40);
    fx::Position pos = fast_position(w.start.fen, all_moves(w));
    const int depth = *uniform_gen(1, 4);
    const std::uint64_t nodes = fx::perft(pos, depth);
    auto mirror = fx::Position::from_setup(mirrored(pos.to_setup()));
    auto flip = fx::Position::from_setup(flipped(pos.to_setup()));
    RC_ASSERT(mirror.ok() && flip.ok());
    RC_ASSERT(fx::perft(mirror.value(), depth) == nodes);
    RC_ASSERT(fx::perft(flip.value(), depth) == nodes);
}

}  // namespace
}  // namespace arbiter
