// Differential and metamorphic properties of fast/chess against reference/chess, over positions
// reached by random legal playouts (tests/support/chess_generators.h) and the chess corpus:
//   1 the two implementations agree on the legal move set, check, status (seed and FIDE rule
//     options) and perft at depths 1-3 (both through their oracle adapters);
//   2 fast's incremental hash equals a full recomputation after every move and after every
//     unmake, and unmake restores the position exactly; invariants_hold() throughout;
//   3 FEN round trip in both: parse(print(p)) == p;
//   4 perft is invariant under the colour flip, and under the left-right mirror when no castling
//     rights remain (fast at depth 1-3, the reference at depth 1-2);
//   5 SAN: both print the same SAN for every legal move along the walk, and each reads its own
//     (and the other's) SAN back as that move: parse(print(m)) == m (docs/notation.md).
// Replay a failure with RC_PARAMS="reproduce=...".

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "fast/chess/game.h"
#include "fast/chess/movegen.h"
#include "fast/chess/notation.h"
#include "fast/chess/perft.h"
#include "fast/chess/san.h"
#include "oracle/corpus.h"
#include "oracle/registry.h"
#include "reference/chess/san.h"
#include "support/chess_generators.h"

namespace arbiter {
namespace {

namespace fc = arbiter::fast::chess;
using reference::chess::testing::Walk;

std::shared_ptr<oracle::Adapter> adapter(oracle::Impl impl) {
    auto made = oracle::make_adapter(oracle::Game::Chess, impl);
    if (!made.ok()) {
        ADD_FAILURE() << made.error().message;
        return nullptr;
    }
    return made.value();
}

// The fast position a walk reaches, with every intermediate position (before each move).
struct FastLine {
    fc::Position start = fc::Position::startpos();
    std::vector<fc::Move> moves;
};

FastLine fast_line(const std::string& fen, const std::vector<std::string>& moves) {
    FastLine line;
    auto pos = fc::parse_position(fen);
    RC_ASSERT(pos.ok());
    line.start = pos.value();
    fc::Position p = line.start;
    for (const auto& text : moves) {
        const auto u = fc::parse_move(text);
        RC_ASSERT(u.has_value());
        const auto m = fc::find_legal(p, *u);
        RC_ASSERT(m.has_value());
        line.moves.push_back(*m);
        p.make(*m);
    }
    return line;
}

oracle::RuleOptions fide_options() {
    oracle::RuleOptions o;
    o.chess_repetition_count = 5;
    o.chess_fifty_move_plies = 150;
    return o;
}

// Agreement of the two adapters at their current positions; `max_depth` perft plies.
void assert_agreement(oracle::Adapter& ref, oracle::Adapter& fast, int max_depth) {
    RC_ASSERT(ref.legal_moves() == fast.legal_moves());
    RC_ASSERT(ref.in_check() == fast.in_check());
    for (const oracle::RuleOptions& o : {oracle::RuleOptions{}, fide_options()}) {
        const auto a = ref.status(o), b = fast.status(o);
        RC_ASSERT(a.in_check == b.in_check);
        RC_ASSERT(a.result == b.result);
        RC_ASSERT(a.winner == b.winner);
        RC_ASSERT(a.reason == b.reason);
    }
    for (int d = 1; d <= max_depth; ++d) {
        const auto expected = ref.perft(d, oracle::PerftMode::Bulk);
        RC_ASSERT(fast.perft(d, oracle::PerftMode::Bulk) == expected);
        RC_ASSERT(fast.perft(d, oracle::PerftMode::FullMake) == expected);
    }
}

// ---- 1 agreement ----------------------------------------------------------------------------

RC_GTEST_PROP(ChessDifferential, FastMatchesReferenceOnWalks, (const Walk& walk)) {
    RC_CLASSIFY(walk.moves.size() >= 20, "20+ plies");
    auto ref = adapter(oracle::Impl::Reference);
    auto fast = adapter(oracle::Impl::Fast);
    RC_ASSERT(ref && fast);
    RC_ASSERT(ref->set_position(walk.start_fen, walk.moves).ok());
    RC_ASSERT(fast->set_position(walk.start_fen, walk.moves).ok());
    RC_TAG(ref->in_check() ? "in check" : "not in check");
    // perft(3) on a third of the walks keeps the reference's share of the run short.
    assert_agreement(*ref, *fast, walk.moves.size() % 3 == 0 ? 3 : 2);
}

TEST(ChessDifferential, FastMatchesReferenceOnCorpusPositions) {
    auto corpus = oracle::load_corpus({oracle::default_corpus_dir() / "chess"});
    ASSERT_TRUE(corpus.ok()) << corpus.error().message;
    auto ref = adapter(oracle::Impl::Reference);
    auto fast = adapter(oracle::Impl::Fast);
    ASSERT_TRUE(ref && fast);
    int compared = 0;
    for (const auto& c : corpus.value()) {
        const auto r = ref->set_position(c.fen, c.moves);
        const auto f = fast->set_position(c.fen, c.moves);
        ASSERT_EQ(r.ok(), f.ok()) << c.id;
        if (!r.ok()) continue;
        EXPECT_EQ(ref->legal_moves(), fast->legal_moves()) << c.id;
        EXPECT_EQ(ref->in_check(), fast->in_check()) << c.id;
        for (const oracle::RuleOptions& o : {c.options, oracle::RuleOptions{}, fide_options()}) {
            const auto a = ref->status(o), b = fast->status(o);
            EXPECT_EQ(a.result, b.result) << c.id;
            EXPECT_EQ(a.winner, b.winner) << c.id;
            EXPECT_EQ(a.reason, b.reason) << c.id;
        }
        for (int d = 1; d <= 2; ++d)
            EXPECT_EQ(ref->perft(d, oracle::PerftMode::Bulk),
                      fast->perft(d, oracle::PerftMode::Bulk))
                << c.id << " depth " << d;
        ++compared;
    }
    EXPECT_GT(compared, 0);
}

// ---- 2 hash and unmake ----------------------------------------------------------------------

RC_GTEST_PROP(ChessFastHash, IncrementalHashEqualsRecomputationAlongWalks, (const Walk& walk)) {
    const FastLine line = fast_line(walk.start_fen, walk.moves);
    fc::Position pos = line.start;
    RC_ASSERT(pos.invariants_hold());
    std::vector<fc::Position> before;
    std::vector<fc::Undo> undos;
    for (const fc::Move m : line.moves) {
        before.push_back(pos);
        undos.emplace_back();
        pos.make(m, undos.back());
        RC_ASSERT(pos.hash() == pos.compute_hash());
        RC_ASSERT(pos.invariants_hold());
    }
    for (auto m = line.moves.rbegin(); m != line.moves.rend(); ++m) {
        pos.unmake(*m, undos.back());
        RC_ASSERT(pos == before.back());
        RC_ASSERT(pos.hash() == pos.compute_hash());
        undos.pop_back();
        before.pop_back();
    }
}

// ---- 3 FEN round trip -----------------------------------------------------------------------

RC_GTEST_PROP(ChessRoundTrip, BothParsersReadBackWhatTheyPrint, (const Walk& walk)) {
    const FastLine line = fast_line(walk.start_fen, walk.moves);
    fc::Position pos = line.start;
    for (const fc::Move m : line.moves) pos.make(m);
    const std::string printed = fc::print_position(pos);
    auto again = fc::parse_position(printed);
    RC_ASSERT(again.ok());
    RC_ASSERT(again.value() == pos);

    auto ref = adapter(oracle::Impl::Reference);
    RC_ASSERT(ref != nullptr);
    RC_ASSERT(ref->set_position(walk.start_fen, walk.moves).ok());
    const std::string ref_fen = ref->fen();
    RC_ASSERT(ref->set_position(ref_fen, {}).ok());
    RC_ASSERT(ref->fen() == ref_fen);
}

// ---- 4 symmetries ---------------------------------------------------------------------------

// Colour flip: ranks reversed, colours swapped, side to move and castling rights swapped.
fc::Setup colour_flipped(const fc::Setup& s) {
    fc::Setup m;
    for (fc::Square sq = 0; sq < fc::kSquareCount; ++sq) {
        const fc::Piece p = s.board[sq];
        if (p == fc::kNoPiece) continue;
        m.board[fc::make_square(fc::file_of(sq), 7 - fc::rank_of(sq))] =
            fc::make_piece(~fc::color_of(p), fc::type_of(p));
    }
    m.side_to_move = ~s.side_to_move;
    m.castling = static_cast<std::uint8_t>(((s.castling & 3) << 2) | ((s.castling >> 2) & 3));
    if (s.en_passant != fc::kNoSquare)
        m.en_passant = fc::make_square(fc::file_of(s.en_passant), 7 - fc::rank_of(s.en_passant));
    m.halfmove_clock = s.halfmove_clock;
    m.fullmove_number = s.fullmove_number;
    return m;
}

// Left-right mirror (files a<->h); only meaningful without castling rights.
fc::Setup left_right_mirrored(const fc::Setup& s) {
    fc::Setup m = s;
    for (fc::Square sq = 0; sq < fc::kSquareCount; ++sq)
        m.board[fc::make_square(7 - fc::file_of(sq), fc::rank_of(sq))] = s.board[sq];
    if (s.en_passant != fc::kNoSquare)
        m.en_passant = fc::make_square(7 - fc::file_of(s.en_passant), fc::rank_of(s.en_passant));
    return m;
}

RC_GTEST_PROP(ChessSymmetry, PerftSurvivesColourFlipAndMirror, (const Walk& walk)) {
    const FastLine line = fast_line(walk.start_fen, walk.moves);
    fc::Position pos = line.start;
    for (const fc::Move m : line.moves) pos.make(m);
    const int fast_depth = 3;
    std::uint64_t expected[fast_depth + 1];
    for (int d = 1; d <= fast_depth; ++d) expected[d] = fc::perft(pos, d);

    auto flipped = fc::Position::from_setup(colour_flipped(pos.to_setup()));
    RC_ASSERT(flipped.ok());
    for (int d = 1; d <= fast_depth; ++d) RC_ASSERT(fc::perft(flipped.value(), d) == expected[d]);
    // The reference sees the same flipped text.
    auto ref = adapter(oracle::Impl::Reference);
    RC_ASSERT(ref != nullptr);
    RC_ASSERT(ref->set_position(fc::print_position(flipped.value()), {}).ok());
    for (int d = 1; d <= 2; ++d) RC_ASSERT(ref->perft(d, oracle::PerftMode::Bulk) == expected[d]);

    if (pos.castling() == 0) {
        RC_TAG("left-right mirror");
        auto mirrored = fc::Position::from_setup(left_right_mirrored(pos.to_setup()));
        RC_ASSERT(mirrored.ok());
        for (int d = 1; d <= fast_depth; ++d)
            RC_ASSERT(fc::perft(mirrored.value(), d) == expected[d]);
        RC_ASSERT(ref->set_position(fc::print_position(mirrored.value()), {}).ok());
        for (int d = 1; d <= 2; ++d)
            RC_ASSERT(ref->perft(d, oracle::PerftMode::Bulk) == expected[d]);
    }
}

// ---- 5 SAN ----------------------------------------------------------------------------------

RC_GTEST_PROP(ChessSan, BothPrintTheSameSanAndReadItBack, (const Walk& walk)) {
    namespace ref = reference::chess;
    const FastLine line = fast_line(walk.start_fen, walk.moves);
    ref::Position r = reference::chess::testing::position(walk.start_fen);
    fc::Position f = line.start;
    // Every position of the walk; the reference's print_san lists the legal moves for each move,
    // so it runs on every third position (and the last) to keep the property quick.
    for (std::size_t ply = 0; ply <= walk.moves.size(); ++ply) {
        if (ply % 3 == 0 || ply == walk.moves.size()) {
            for (const ref::Move& m : ref::legal_moves(r)) {
                const std::string san = ref::print_san(r, m);
                const auto uci = fc::parse_move(ref::print_move(m));
                RC_ASSERT(uci.has_value());
                const auto fm = fc::find_legal(f, *uci);
                RC_ASSERT(fm.has_value());
                RC_ASSERT(fc::print_san(f, *fm) == san);
                const auto back = ref::parse_san(r, san);
                RC_ASSERT(back.ok());
                RC_ASSERT(back.value() == m);
            }
        }
        fc::MoveList list;
        fc::generate_legal(f, list);
        for (const fc::Move m : list) {
            char text[fc::kMaxSanLength + 1];
            const int n = fc::write_san(f, m, text);
            RC_ASSERT(n > 0 && n <= fc::kMaxSanLength);
            const auto back = fc::parse_san(f, std::string_view(text, static_cast<std::size_t>(n)));
            RC_ASSERT(back.ok());
            RC_ASSERT(back.value() == m);
        }
        if (ply == walk.moves.size()) break;
        r = r.after(reference::chess::testing::uci(walk.moves[ply]));
        f.make(line.moves[ply]);
    }
}

}  // namespace
}  // namespace arbiter
