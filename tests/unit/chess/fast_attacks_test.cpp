// Attack tables of fast/chess: leapers and lines checked by hand on small cases; both sliding
// lookups (magic always, PEXT on BMI2 builds) checked against the ray walk on random occupancies.

#include <gtest/gtest.h>

#include <cstdint>

#include "fast/chess/bitboard.h"

namespace arbiter::fast::chess {
namespace {

constexpr Square sq(const char* name) { return make_square(name[0] - 'a', name[1] - '1'); }

Bitboard squares(std::initializer_list<const char*> names) {
    Bitboard b = 0;
    for (const char* n : names) b |= bit(sq(n));
    return b;
}

TEST(ChessFastAttacks, LeapersMatchHandCountedSquares) {
    EXPECT_EQ(knight_attacks(sq("a1")), squares({"b3", "c2"}));
    EXPECT_EQ(knight_attacks(sq("e4")), squares({"d6", "f6", "g5", "g3", "f2", "d2", "c3", "c5"}));
    EXPECT_EQ(king_attacks(sq("e1")), squares({"d1", "d2", "e2", "f2", "f1"}));
    EXPECT_EQ(king_attacks(sq("h8")), squares({"g8", "g7", "h7"}));
    EXPECT_EQ(pawn_attacks(White, sq("e4")), squares({"d5", "f5"}));
    EXPECT_EQ(pawn_attacks(White, sq("a2")), squares({"b3"}));
    EXPECT_EQ(pawn_attacks(Black, sq("h7")), squares({"g6"}));
}

TEST(ChessFastAttacks, BetweenAndLineFollowRanksFilesAndDiagonals) {
    EXPECT_EQ(between(sq("a1"), sq("d4")), squares({"b2", "c3"}));
    EXPECT_EQ(between(sq("e1"), sq("e8")), squares({"e2", "e3", "e4", "e5", "e6", "e7"}));
    EXPECT_EQ(between(sq("a1"), sq("b3")), 0u);
    EXPECT_EQ(between(sq("c3"), sq("d4")), 0u);
    EXPECT_EQ(line(sq("b2"), sq("c3")), squares({"a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"}));
    EXPECT_EQ(line(sq("a1"), sq("b3")), 0u);
}

TEST(ChessFastAttacks, SlidersStopAtTheFirstBlocker) {
    const Bitboard occ = squares({"d6", "f4", "d2", "b4", "a7"});
    EXPECT_EQ(rook_attacks(sq("d4"), occ),
              squares({"d5", "d6", "e4", "f4", "d3", "d2", "c4", "b4"}));
    EXPECT_EQ(bishop_attacks(sq("d4"), occ), squares({"e5", "f6", "g7", "h8", "e3", "f2", "g1",
                                                      "c3", "b2", "a1", "c5", "b6", "a7"}));
}

std::uint64_t next_random(std::uint64_t& s) {
    s ^= s << 13;
    s ^= s >> 7;
    s ^= s << 17;
    return s;
}

TEST(ChessFastAttacks, MagicLookupAgreesWithRayWalk) {
    const MagicTables& m = magic_tables();
    std::uint64_t seed = 0x1234567ULL;
    for (Square s = 0; s < kSquareCount; ++s) {
        for (int i = 0; i < 200; ++i) {
            const Bitboard occ = next_random(seed) & next_random(seed);
            ASSERT_EQ(m.rook_attacks(s, occ), rook_attacks_slow(s, occ)) << s;
            ASSERT_EQ(m.bishop_attacks(s, occ), bishop_attacks_slow(s, occ)) << s;
        }
    }
}

#if ARBITER_CHESS_USE_PEXT
TEST(ChessFastAttacks, PextLookupAgreesWithRayWalk) {
    const PextTables& p = pext_tables();
    std::uint64_t seed = 0x7654321ULL;
    for (Square s = 0; s < kSquareCount; ++s) {
        for (int i = 0; i < 200; ++i) {
            const Bitboard occ = next_random(seed) & next_random(seed);
            ASSERT_EQ(p.rook_attacks(s, occ), rook_attacks_slow(s, occ)) << s;
            ASSERT_EQ(p.bishop_attacks(s, occ), bishop_attacks_slow(s, occ)) << s;
        }
    }
}
#endif

}  // namespace
}  // namespace arbiter::fast::chess
