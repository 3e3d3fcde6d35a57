// Zobrist hash and make/unmake of fast/chess: the incremental hash equals a full recomputation
// after every move, unmake restores the position exactly, and transpositions share a hash.

#include <gtest/gtest.h>

#include <cstdint>
#include <string_view>
#include <vector>

#include "fast/chess/game.h"
#include "fast/chess/movegen.h"
#include "fast/chess/notation.h"

namespace arbiter::fast::chess {
namespace {

Move uci(const Position& pos, std::string_view text) {
    const auto u = parse_move(text);
    EXPECT_TRUE(u.has_value()) << text;
    const auto m = u ? find_legal(pos, *u) : std::nullopt;
    EXPECT_TRUE(m.has_value()) << text;
    return m.value_or(Move{});
}

void random_walks(std::string_view fen, int walks, int plies) {
    std::uint64_t seed = 0x9E3779B97F4A7C15ULL;
    const Position start = parse_position(fen).value();
    for (int w = 0; w < walks; ++w) {
        Position pos = start;
        std::vector<Position> before;
        std::vector<Move> line;
        std::vector<Undo> undos;
        for (int p = 0; p < plies; ++p) {
            MoveList list;
            generate_legal(pos, list);
            if (list.empty()) break;
            seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
            const Move m =
                list[static_cast<int>((seed >> 33) % static_cast<std::uint64_t>(list.size()))];
            before.push_back(pos);
            undos.emplace_back();
            pos.make(m, undos.back());
            line.push_back(m);
            ASSERT_EQ(pos.hash(), pos.compute_hash()) << print_position(pos);
            ASSERT_TRUE(pos.invariants_hold()) << print_position(pos);
        }
        while (!line.empty()) {
            pos.unmake(line.back(), undos.back());
            ASSERT_EQ(pos, before.back());
            line.pop_back();
            undos.pop_back();
            before.pop_back();
        }
    }
}

TEST(ChessFastHash, IncrementalEqualsRecomputedAndUnmakeRestores) {
    random_walks("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 200, 120);
    random_walks("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -", 200, 60);
    random_walks("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -", 200, 80);
    random_walks("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 200, 60);
}

TEST(ChessFastHash, TranspositionsShareAHash) {
    Position a = Position::startpos();
    for (std::string_view m : {"g1f3", "g8f6", "b1c3", "b8c6"}) a.make(uci(a, m));
    Position b = Position::startpos();
    for (std::string_view m : {"b1c3", "b8c6", "g1f3", "g8f6"}) b.make(uci(b, m));
    EXPECT_EQ(a.hash(), b.hash());
    EXPECT_TRUE(a.same_repetition_key(b));
}

TEST(ChessFastHash, SideCastlingAndEnPassantChangeTheHash) {
    const Position start = Position::startpos();
    auto no_castling = parse_position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kkq - 0 1");
    auto black = parse_position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1");
    EXPECT_NE(start.hash(), no_castling.value().hash());
    EXPECT_NE(start.hash(), black.value().hash());
    auto ep = parse_position("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3");
    auto no_ep = parse_position("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3");
    EXPECT_NE(ep.value().hash(), no_ep.value().hash());
}

TEST(ChessFastHash, DoublePushSetsEnPassantOnlyWhenCapturable) {
    Position pos = Position::startpos();
    pos.make(uci(pos, "e2e4"));
    EXPECT_EQ(pos.en_passant(), kNoSquare);  // no black pawn can take
    for (std::string_view m : {"d7d5", "e4e5"}) pos.make(uci(pos, m));
    pos.make(uci(pos, "f7f5"));
    EXPECT_EQ(pos.en_passant(), make_square(5, 5));  // e5xf6 is possible
    EXPECT_EQ(pos.hash(), pos.compute_hash());
}

}  // namespace
}  // namespace arbiter::fast::chess
