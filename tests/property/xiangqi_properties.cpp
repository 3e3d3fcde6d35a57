// RapidCheck properties of the reference xiangqi over random-playout positions:
//   1 FEN round trip: parse(print(p)) == p
//   2 play then undo restores the position
//   3 perft is invariant under the left-right mirror (file a <-> i)
//   4 perft is invariant under the colour flip (red <-> black, rank r <-> 9 - r, side swapped)
//   5 the move generator and explain agree: a move is generated iff first_broken_rule says legal

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <vector>

#include "reference/xiangqi/game.h"
#include "reference/xiangqi/notation.h"
#include "reference/xiangqi/perft.h"
#include "reference/xiangqi/rules.h"

namespace xq = arbiter::reference::xiangqi;

namespace {

constexpr int kMaxWalkPlies = 160;

// A position reached from the start by a random playout of 0..kMaxWalkPlies legal moves.
xq::Game gen_random_walk() {
    const int plies = *rc::gen::inRange(0, kMaxWalkPlies + 1);
    xq::Game game(xq::Position::standard());
    for (int i = 0; i < plies; ++i) {
        const auto moves = xq::legal_moves(game.position());
        if (moves.empty()) break;
        const auto pick = *rc::gen::inRange<std::size_t>(0, moves.size());
        const auto refused = game.play(moves[pick]);
        RC_ASSERT(!refused.has_value());
    }
    RC_CLASSIFY(game.moves().size() < 40, "opening");
    RC_CLASSIFY(game.moves().size() >= 40, "later");
    return game;
}

xq::Setup mirrored(const xq::Setup& s) {
    xq::Setup m = s;
    for (int i = 0; i < xq::kPointCount; ++i) {
        const xq::Point p = xq::point_at(i);
        m.board.put(xq::Point{xq::kFileCount - 1 - p.file, p.rank}, s.board.at(p));
    }
    return m;
}

xq::Setup colour_flipped(const xq::Setup& s) {
    xq::Setup f = s;
    for (int i = 0; i < xq::kPointCount; ++i) {
        const xq::Point p = xq::point_at(i);
        auto piece = s.board.at(p);
        if (piece) piece->side = xq::opponent(piece->side);
        f.board.put(xq::Point{p.file, xq::kRankCount - 1 - p.rank}, piece);
    }
    f.side_to_move = xq::opponent(s.side_to_move);
    return f;
}

int perft_depth(const xq::Position& p) {
    // Depth 2 keeps each case quick (a few thousand nodes); depth 3 when the position is small.
    return xq::legal_moves(p).size() < 20 ? 3 : 2;
}

}  // namespace

RC_GTEST_PROP(XiangqiFenProperty, PrintThenParseGivesThePositionBack, ()) {
    const xq::Game game = gen_random_walk();
    const std::string fen = xq::print_position(game.position());
    const auto parsed = xq::parse_position(fen);
    RC_ASSERT(parsed.ok());
    RC_ASSERT(parsed.value() == game.position());
    RC_ASSERT(xq::print_position(parsed.value()) == fen);
}

RC_GTEST_PROP(XiangqiPlayUndo, UndoRestoresThePositionAndHistory, ()) {
    xq::Game game = gen_random_walk();
    const auto moves = xq::legal_moves(game.position());
    RC_PRE(!moves.empty());
    const xq::Position before = game.position();
    const std::size_t history = game.moves().size();
    const auto pick = *rc::gen::inRange<std::size_t>(0, moves.size());
    RC_ASSERT(!game.play(moves[pick]).has_value());
    RC_ASSERT(game.undo());
    RC_ASSERT(game.position() == before);
    RC_ASSERT(game.moves().size() == history);
}

RC_GTEST_PROP(XiangqiSymmetry, PerftSurvivesTheLeftRightMirror, ()) {
    const xq::Game game = gen_random_walk();
    const auto mirror = xq::Position::from_setup(mirrored(game.position().setup()));
    RC_ASSERT(mirror.ok());
    const int depth = perft_depth(game.position());
    RC_ASSERT(xq::perft(game.position(), depth) == xq::perft(mirror.value(), depth));
}

RC_GTEST_PROP(XiangqiSymmetry, PerftSurvivesTheColourFlip, ()) {
    const xq::Game game = gen_random_walk();
    const auto flip = xq::Position::from_setup(colour_flipped(game.position().setup()));
    RC_ASSERT(flip.ok());
    const int depth = perft_depth(game.position());
    RC_ASSERT(xq::perft(game.position(), depth) == xq::perft(flip.value(), depth));
    RC_ASSERT(xq::in_check(game.position()) == xq::in_check(flip.value()));
}

RC_GTEST_PROP(XiangqiExplain, GeneratedMovesAreExactlyThoseExplainCallsLegal, ()) {
    const xq::Game game = gen_random_walk();
    const xq::Position& p = game.position();
    const auto legal = xq::legal_moves(p);
    std::size_t explained_legal = 0;
    for (int from = 0; from < xq::kPointCount; ++from) {
        if (!p.board().holds(xq::point_at(from), p.side_to_move())) continue;
        for (int to = 0; to < xq::kPointCount; ++to) {
            if (to == from) continue;
            const xq::Move move{xq::point_at(from), xq::point_at(to)};
            const bool generated = std::find(legal.begin(), legal.end(), move) != legal.end();
            const bool explain_legal = !xq::first_broken_rule(p, move).has_value();
            RC_ASSERT(generated == explain_legal);
            explained_legal += explain_legal;
        }
    }
    RC_ASSERT(explained_legal == legal.size());
}

RC_GTEST_PROP(XiangqiPerftProperty, BulkAndFullMakeCountTheSameLeaves, ()) {
    const xq::Game game = gen_random_walk();
    RC_ASSERT(xq::perft(game.position(), 2, xq::PerftMode::Bulk) ==
              xq::perft(game.position(), 2, xq::PerftMode::FullMake));
}
