// Chess960 in fast/chess (FIDE Laws of Chess (2023), Guidelines II): start positions
// (chess.chess960.setup), castling by chess.chess960.castling written as the king taking its own
// rook (UCI_Chess960), make/unmake and the Zobrist key through every kind of Chess960 castling,
// SAN O-O/O-O-O. Expected values: start positions from Scharnagl's published numbering (0
// BBQNNRKR, 1 BQNBNRKR, 518 the standard array, 959 RKRNNQBB); move lists counted by hand off each
// diagram and confirmed with stockfish 15.1 (`setoption name UCI_Chess960 value true`, `go perft
// 1`); perft figures from the Chess Programming Wiki's "Chess960 Perft Results" table.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "fast/chess/movegen.h"
#include "fast/chess/notation.h"
#include "fast/chess/perft.h"
#include "fast/chess/record_notation.h"

namespace arbiter::fast::chess {
namespace {

Position position960(std::string_view fen) {
    auto pos = parse_position(fen, true);
    EXPECT_TRUE(pos.ok()) << fen << ": " << (pos.ok() ? "" : pos.error().message);
    return pos.ok() ? pos.value() : Position::startpos();
}

std::set<std::string> legal_set(const Position& pos) {
    MoveList list;
    generate_legal(pos, list);
    std::set<std::string> out;
    for (const Move m : list) out.insert(print_move(m));
    return out;
}

std::vector<Move> castlings(const Position& pos) {
    MoveList list;
    generate_legal(pos, list);
    std::vector<Move> out;
    for (const Move m : list)
        if (m.kind() == MoveKind::Castling) out.push_back(m);
    return out;
}

std::string back_rank(const Position& pos, int rank) {
    std::string out;
    for (int file = 0; file < kFileCount; ++file) {
        const Piece p = pos.piece_on(make_square(file, rank));
        out += p == kNoPiece ? '.' : "PNBRQK"[type_of(p)];
    }
    return out;
}

TEST(ChessFast960, StartPositionsFollowScharnaglsNumbering) {
    const auto at = [](int n) { return Position::chess960_start(n); };
    ASSERT_TRUE(at(0) && at(1) && at(518) && at(959));
    EXPECT_EQ(back_rank(*at(0), 0), "BBQNNRKR");
    EXPECT_EQ(back_rank(*at(1), 0), "BQNBNRKR");
    EXPECT_EQ(back_rank(*at(518), 0), "RNBQKBNR");
    EXPECT_EQ(back_rank(*at(959), 0), "RKRNNQBB");
    EXPECT_FALSE(at(-1));
    EXPECT_FALSE(at(960));
    EXPECT_EQ(print_position(*at(0)), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
    EXPECT_TRUE(at(0)->chess960());
    // Every start position: bishops on opposite colours, the king between the rooks, black
    // opposite white, a valid position. Its legal moves, counted by hand: 16 pawn moves, two for
    // each knight but one from a corner (Na1: b3 only), and a castling where king and rook only
    // swap squares (king f1 and rook g1: O-O; king d1 and rook c1: O-O-O), the one castling a
    // full back rank leaves room for (stockfish 15.1 counts 21 for BQNNRKRB, start position 3,
    // and 19 for NBBQNRKR, start position 20).
    std::set<std::string> arrays;
    for (int n = 0; n < 960; ++n) {
        const Position p = *at(n);
        const std::string r = back_rank(p, 0);
        arrays.insert(r);
        ASSERT_EQ(r, back_rank(p, 7)) << n;
        const auto bishops = p.pieces(White, Bishop);
        ASSERT_TRUE((bishops & kLightSquares) && (bishops & kDarkSquares)) << n;
        ASSERT_LT(r.find('R'), r.find('K')) << n;
        ASSERT_LT(r.find('K'), r.rfind('R')) << n;
        ASSERT_TRUE(p.invariants_hold()) << n;
        const std::uint64_t swaps = (r[5] == 'K' && r[6] == 'R') + (r[3] == 'K' && r[2] == 'R');
        const std::uint64_t knights = 4 - (r[0] == 'N') - (r[7] == 'N');
        ASSERT_EQ(count_legal(p), 16 + knights + swaps) << n;
    }
    EXPECT_EQ(arrays.size(), 960u);
}

TEST(ChessFast960, ParsesStartNumbersOnlyInChess960) {
    EXPECT_TRUE(parse_position("chess960:959", true).ok());
    EXPECT_FALSE(parse_position("chess960:960", true).ok());
    EXPECT_FALSE(parse_position("chess960:x", true).ok());
    EXPECT_FALSE(parse_position("chess960:0").ok());
    // startpos is start position 518, castling written as the king taking its rook.
    const Position start = position960("startpos");
    EXPECT_TRUE(start.chess960());
    EXPECT_EQ(print_position(start), kStartFen);
}

// FIDE Guidelines II.3: the king lands on g1 (c1), the rook on f1 (d1), written king takes rook.
TEST(ChessFast960, CastlingIsWrittenAsTheKingTakingItsRook) {
    // The standard array as Chess960: e1h1 and e1a1, never e1g1.
    const Position std960 = position960("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    const auto moves = legal_set(std960);
    EXPECT_TRUE(moves.count("e1h1") && moves.count("e1a1"));
    EXPECT_FALSE(moves.count("e1g1") || moves.count("e1c1"));
    EXPECT_EQ(moves.size(), 26u);  // as in standard chess: 5 king steps, 19 rook moves, 2 castlings
    // Standard chess keeps the two-square form.
    const auto standard = legal_set(parse_position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").value());
    EXPECT_TRUE(standard.count("e1g1") && standard.count("e1c1"));
    EXPECT_FALSE(standard.count("e1h1"));
}

TEST(ChessFast960, KingOrRookMayStayPut) {
    // King g1, rook h1: O-O moves only the rook (h1 -> f1). Hand count: 4 king steps (f1 f2 g2
    // h2), 7 rook moves up the h-file, the castling g1h1.
    const Position stays = position960("4k3/8/8/8/8/8/8/6KR w K - 0 1");
    EXPECT_EQ(legal_set(stays).size(), 12u);
    EXPECT_TRUE(legal_set(stays).count("g1h1"));
    Position after = stays;
    after.make(castlings(stays).at(0));
    EXPECT_EQ(print_position(after), "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
    // King f1, rook g1: the two swap squares.
    const Position swap = position960("4k3/8/8/8/8/8/8/5KR1 w G - 0 1");
    ASSERT_EQ(castlings(swap).size(), 1u);
    after = swap;
    after.make(castlings(swap)[0]);
    EXPECT_EQ(print_position(after), "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
    // King e1, rook d1, O-O-O: the king to c1, the rook stays on d1.
    const Position rook_stays = position960("4k3/8/8/8/8/8/8/3RK3 w D - 0 1");
    ASSERT_EQ(castlings(rook_stays).size(), 1u);
    EXPECT_EQ(print_move(castlings(rook_stays)[0]), "e1d1");
    after = rook_stays;
    after.make(castlings(rook_stays)[0]);
    EXPECT_EQ(print_position(after), "4k3/8/8/8/8/8/8/2KR4 b - - 1 1");
}

TEST(ChessFast960, PathsMustBeEmptyApartFromKingAndRook) {
    // King b1, rook a1, a knight on d1 where the rook must go: no O-O-O (Guidelines II.3).
    EXPECT_TRUE(castlings(position960("4k3/8/8/8/8/8/8/RK1N4 w A - 0 1")).empty());
    // King f1, rook h1, a bishop on g1: blocked.
    EXPECT_TRUE(castlings(position960("4k3/8/8/8/8/8/8/5KBR w H - 0 1")).empty());
    // King b1, the right's rook on h1: c1..g1 must be empty for the king, and the c1 rook (not
    // the castling one) blocks.
    EXPECT_TRUE(castlings(position960("4k3/8/8/8/8/8/8/1KR4R w H - 0 1")).empty());
}

// The classic trap: the castling rook shields the king's destination. Judged with king and rook
// lifted off the board, c1 is attacked by the a1 rook once the b1 rook has gone to d1.
TEST(ChessFast960, AttacksOnThePathAreSeenWithKingAndRookLifted) {
    EXPECT_TRUE(castlings(position960("4k3/8/8/8/8/8/8/rR2K3 w B - 0 1")).empty());
    EXPECT_TRUE(castlings(position960("4k3/8/8/8/8/8/8/rR1K4 w B - 0 1")).empty());
    // The king staying on c1 with the rook leaving b1 is just as exposed.
    EXPECT_TRUE(castlings(position960("4k3/8/8/8/8/8/8/rRK5 w B - 0 1")).empty());
    // Without the enemy rook each of them castles.
    EXPECT_EQ(castlings(position960("4k3/8/8/8/8/8/8/1R2K3 w B - 0 1")).size(), 1u);
    EXPECT_EQ(castlings(position960("4k3/8/8/8/8/8/8/1RK5 w B - 0 1")).size(), 1u);
    // King side: a black rook on h1 behind the castling rook on g1 attacks g1 once it is lifted.
    EXPECT_TRUE(castlings(position960("4k3/8/8/8/8/8/8/4K1Rr w G - 0 1")).empty());
    // The rook's own square (b1) may be attacked: only the king's squares count.
    EXPECT_EQ(castlings(position960("4k3/8/8/8/8/1r6/8/1R2K3 w B - 0 1")).size(), 1u);
    // In check: no castling.
    EXPECT_TRUE(castlings(position960("4k3/8/8/8/8/8/8/1R2K2r w B - 0 1")).empty());
    // A square the king crosses attacked (d1 by a black rook on d8... here d5).
    EXPECT_TRUE(castlings(position960("4k3/8/8/3r4/8/8/8/1R2K3 w B - 0 1")).empty());
}

TEST(ChessFast960, RightsFollowTheirOwnRooks) {
    // X-FEN inner rook F (f1) and outer rook h1: only the f1 rook castles, and moving the h1 rook
    // keeps the right.
    Position pos = position960("4k3/8/8/8/8/8/8/4KR1R w F - 0 1");
    ASSERT_EQ(castlings(pos).size(), 1u);
    EXPECT_EQ(print_move(castlings(pos)[0]), "e1f1");
    const auto h1h2 = find_legal(pos, *parse_move("h1h2"));
    ASSERT_TRUE(h1h2);
    pos.make(*h1h2);
    EXPECT_EQ(pos.castling(), kWhiteKingSide);
    EXPECT_TRUE(pos.invariants_hold());
    // Moving the castling rook loses the right.
    Position other = position960("4k3/8/8/8/8/8/8/4KR1R w F - 0 1");
    other.make(*find_legal(other, *parse_move("f1f2")));
    EXPECT_EQ(other.castling(), 0);
    // Capturing a castling rook on b8 loses black's right.
    Position cap = position960("1r2k3/8/8/8/8/8/8/1R2K3 w Bb - 0 1");
    cap.make(*find_legal(cap, *parse_move("b1b8")));
    EXPECT_EQ(print_position(cap), "1R2k3/8/8/8/8/8/8/4K3 b - - 0 1");
}

// Make then unmake restores the position exactly and the key stays equal to a recomputation,
// for every legal move of positions holding each kind of Chess960 castling.
TEST(ChessFast960, MakeUnmakeAndHashThroughEveryCastling) {
    for (std::string_view fen :
         {"4k3/8/8/8/8/8/8/6KR w K - 0 1", "4k3/8/8/8/8/8/8/5KR1 w G - 0 1",
          "4k3/8/8/8/8/8/8/3RK3 w D - 0 1", "4k3/8/8/8/8/8/8/RK5R w HA - 0 1",
          "rk5r/8/8/8/8/8/8/RK5R b HAha - 0 1", "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1"}) {
        const Position pos = position960(fen);
        MoveList list;
        generate_legal(pos, list);
        int castles = 0;
        for (const Move m : list) {
            Position p = pos;
            Undo undo;
            p.make(m, undo);
            ASSERT_TRUE(p.invariants_hold()) << fen << ' ' << print_move(m);
            ASSERT_EQ(p.hash(), p.compute_hash()) << fen << ' ' << print_move(m);
            // The position reached reads back from its FEN.
            auto again = parse_position(print_position(p), true);
            ASSERT_TRUE(again.ok()) << print_position(p);
            ASSERT_TRUE(again.value() == p) << fen << ' ' << print_move(m);
            p.unmake(m, undo);
            ASSERT_TRUE(p == pos) << fen << ' ' << print_move(m);
            castles += m.kind() == MoveKind::Castling;
        }
        EXPECT_GT(castles, 0) << fen;
    }
}

TEST(ChessFast960, SanNamesCastlingByItsSide) {
    const Position pos = position960("4k3/8/8/8/8/8/8/RK5R w HA - 0 1");
    const auto oo = parse_san(pos, "O-O");
    const auto ooo = parse_san(pos, "O-O-O");
    ASSERT_TRUE(oo.ok() && ooo.ok());
    EXPECT_EQ(print_move(oo.value()), "b1h1");
    EXPECT_EQ(print_move(ooo.value()), "b1a1");
    EXPECT_EQ(print_san(pos, oo.value()), "O-O");
    EXPECT_EQ(print_san(pos, ooo.value()), "O-O-O");
    // Blocked: no O-O-O.
    EXPECT_FALSE(parse_san(position960("4k3/8/8/8/8/8/8/RK1N4 w A - 0 1"), "O-O-O").ok());
    // "Kg1"-style king steps stay king steps; the castling is O-O only.
    const Position stays = position960("4k3/8/8/8/8/8/8/6KR w K - 0 1");
    EXPECT_EQ(print_san(stays, parse_san(stays, "O-O").value()), "O-O");
}

struct Perft960Case {
    std::string_view fen;
    std::vector<std::uint64_t> nodes;  // nodes[d - 1] = perft(d)
};

// The Chess Programming Wiki, "Chess960 Perft Results", positions 1-3 (and start position 0,
// stockfish 15.1 with UCI_Chess960).
TEST(ChessFast960, PerftMatchesThePublishedTable) {
    const std::vector<Perft960Case> cases = {
        {"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
         {21, 528, 12189, 326672}},
        {"2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9",
         {21, 807, 18002, 667366}},
        {"b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9", {20, 479, 10471, 273318}},
        {"chess960:0", {20, 400, 9006, 201143}},
    };
    for (const Perft960Case& c : cases) {
        const Position pos = position960(c.fen);
        for (std::size_t d = 1; d <= c.nodes.size(); ++d) {
            const int depth = static_cast<int>(d);
            EXPECT_EQ(perft(pos, depth), c.nodes[d - 1]) << c.fen << " depth " << d;
            EXPECT_EQ(perft_bulk_with_magics(pos, depth), c.nodes[d - 1]) << c.fen << " magics";
            if (d <= 3) {
                EXPECT_EQ(perft(pos, depth, PerftMode::FullMake), c.nodes[d - 1]) << c.fen;
                EXPECT_EQ(perft(pos, depth, PerftMode::MakeUnmake), c.nodes[d - 1]) << c.fen;
            }
        }
    }
}

}  // namespace
}  // namespace arbiter::fast::chess
