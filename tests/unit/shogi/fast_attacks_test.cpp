// fast/shogi: the table-driven sliding attacks (file shifts, PEXT/PDEP line tables) against a
// square-by-square walk written here, and the counting generator (perft's last ply) against the
// generator that writes the moves.
//
// Sources of the expected values:
//   the walk below (the movement rules of docs/rules.md: rook along files and ranks, bishop along
//     diagonals, lance straight ahead, each up to and including the first occupied square);
//   593 legal moves in "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1": the published
//   maximum; the uchifuzume positions: counted by hand (see the test).

#include <gtest/gtest.h>

#include <cstdint>
#include <random>

#include "fast/shogi/movegen.h"
#include "fast/shogi/notation.h"

namespace fs = arbiter::fast::shogi;

namespace {

// Steps (dfile, drank) from `s` until the edge or the first occupied square (included).
fs::Bitboard walk(fs::Square s, fs::Bitboard occ, int dfile, int drank) {
    fs::Bitboard out = 0;
    int f = fs::file_of(s) + dfile;
    int r = fs::rank_of(s) + drank;
    while (f >= 0 && f < fs::kFileCount && r >= 0 && r < fs::kRankCount) {
        const fs::Square t = fs::make_square(f, r);
        out |= fs::kOne << t;
        if ((occ >> t) & 1) break;
        f += dfile;
        r += drank;
    }
    return out;
}

fs::Bitboard random_occupancy(std::mt19937_64& rng) {
    // Sparse and dense boards alike: each square occupied with a random density.
    const std::uint64_t density = rng() % 8;
    fs::Bitboard occ = 0;
    for (fs::Square s = 0; s < fs::kSquareCount; ++s) {
        if (rng() % 8 < density) occ |= fs::kOne << s;
    }
    return occ;
}

fs::Position from_sfen(const char* sfen) {
    fs::Position pos;
    EXPECT_EQ(fs::Position::parse_sfen(sfen, pos), fs::ParseError::None) << sfen;
    return pos;
}

bool has_move(const fs::Position& pos, const char* usi) {
    fs::MoveList list;
    fs::generate_legal(pos, list);
    for (const fs::Move m : list) {
        if (fs::print_move(m) == usi) return true;
    }
    return false;
}

}  // namespace

TEST(ShogiFastAttacks, SlidersMatchAWalkOnRandomBoards) {
    std::mt19937_64 rng(20240611);
    for (int trial = 0; trial < 400; ++trial) {
        const fs::Bitboard occ = random_occupancy(rng);
        for (fs::Square s = 0; s < fs::kSquareCount; ++s) {
            const fs::Bitboard rook =
                walk(s, occ, 0, 1) | walk(s, occ, 0, -1) | walk(s, occ, 1, 0) | walk(s, occ, -1, 0);
            const fs::Bitboard bishop = walk(s, occ, 1, 1) | walk(s, occ, 1, -1) |
                                        walk(s, occ, -1, 1) | walk(s, occ, -1, -1);
            ASSERT_TRUE(fs::rook_attacks(s, occ) == rook) << "square " << s << " trial " << trial;
            ASSERT_TRUE(fs::bishop_attacks(s, occ) == bishop)
                << "square " << s << " trial " << trial;
            // Sente's lance goes toward rank a (rank index down), gote's toward rank i.
            ASSERT_TRUE(fs::lance_attacks(fs::Sente, s, occ) == walk(s, occ, 0, -1))
                << "square " << s;
            ASSERT_TRUE(fs::lance_attacks(fs::Gote, s, occ) == walk(s, occ, 0, 1))
                << "square " << s;
        }
    }
}

TEST(ShogiFastAttacks, FullBoardAndEmptyBoardEdges) {
    const fs::Bitboard full = fs::kBoardMask;
    for (fs::Square s = 0; s < fs::kSquareCount; ++s) {
        // On a full board every slider reaches only its neighbours along its lines.
        EXPECT_EQ(fs::popcount(fs::rook_attacks(s, full)),
                  fs::popcount(walk(s, full, 0, 1) | walk(s, full, 0, -1) | walk(s, full, 1, 0) |
                               walk(s, full, -1, 0)));
        // On an empty board a rook sees 16 squares from anywhere.
        EXPECT_EQ(fs::popcount(fs::rook_attacks(s, 0)), 16) << s;
    }
    // Bishop in the centre (5e) on an empty board: 4 squares on each of the four rays.
    EXPECT_EQ(fs::popcount(fs::bishop_attacks(fs::make_square(4, 4), 0)), 16);
    // Bishop in a corner (9a): the long diagonal, 8 squares.
    EXPECT_EQ(fs::popcount(fs::bishop_attacks(fs::make_square(8, 0), 0)), 8);
}

TEST(ShogiFastCount, CountingEqualsGeneratingAlongRandomWalks) {
    const char* starts[] = {
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
        "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
    };
    std::mt19937_64 rng(7);
    int checked = 0;
    for (const char* sfen : starts) {
        for (int game = 0; game < 20; ++game) {
            fs::Position pos = from_sfen(sfen);
            for (int ply = 0; ply < 200; ++ply) {
                fs::MoveList list;
                fs::generate_legal(pos, list);
                ASSERT_EQ(fs::count_legal(pos), list.size()) << pos.sfen();
                ASSERT_EQ(fs::has_legal_move(pos), list.size() > 0) << pos.sfen();
                ++checked;
                if (list.empty()) break;
                pos.make(list[static_cast<int>(rng() % static_cast<std::uint64_t>(list.size()))]);
            }
        }
    }
    EXPECT_GT(checked, 1000);
}

TEST(ShogiFastCount, MostLegalMovesCounted) {
    EXPECT_EQ(fs::count_legal(from_sfen("R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1")),
              593);
}

TEST(ShogiFastCount, UchifuzumeRefusedOnlyWhenThePawnDropMates) {
    // Hand-checked. Gote king 1a; sente silver 3b covers 2a, sente gold 2c covers 2b and guards 1b.
    // P*1b checks, the king cannot take (guarded) nor step to 2a or 2b, gote has nothing else:
    // the drop would mate and is refused.
    const fs::Position mate = from_sfen("8k/6S2/7G1/9/9/9/9/9/4K4 b P 1");
    EXPECT_FALSE(has_move(mate, "P*1b"));
    EXPECT_TRUE(has_move(mate, "P*1c"));
    fs::MoveList list;
    fs::generate_legal(mate, list);
    EXPECT_EQ(fs::count_legal(mate), list.size());
    // Without the silver the king escapes to 2a: P*1b is an ordinary legal check.
    const fs::Position escape = from_sfen("8k/9/7G1/9/9/9/9/9/4K4 b P 1");
    EXPECT_TRUE(has_move(escape, "P*1b"));
    fs::generate_legal(escape, list);
    EXPECT_EQ(fs::count_legal(escape), list.size());
    // Pawn drops there: 81 - 3 pieces = 78 empty squares, minus the 8 empty ones on rank a (dead
    // for a pawn) = 70.
    int pawn_drops = 0;
    for (const fs::Move m : list) pawn_drops += fs::is_drop(m) && fs::drop_kind(m) == fs::Pawn;
    EXPECT_EQ(pawn_drops, 70);
}

TEST(ShogiFastCount, NifuFilesExcludedFromCountedDrops) {
    // Hand-counted: sente pawns on files 1, 5 and 9 (ranks g); kings 5a/5i. Pawn drops go to the
    // six other files, ranks b-i, minus the occupied squares there (none): 6 * 8 = 48; a gold in
    // hand adds every empty square: 81 - 5 = 76.
    const fs::Position pos = from_sfen("4k4/9/9/9/9/9/P3P3P/9/4K4 b GP 1");
    fs::MoveList list;
    fs::generate_legal(pos, list);
    int pawn_drops = 0;
    int gold_drops = 0;
    for (const fs::Move m : list) {
        if (!fs::is_drop(m)) continue;
        (fs::drop_kind(m) == fs::Pawn ? pawn_drops : gold_drops) += 1;
    }
    EXPECT_EQ(pawn_drops, 48);
    EXPECT_EQ(gold_drops, 76);
    EXPECT_EQ(fs::count_legal(pos), list.size());
}
