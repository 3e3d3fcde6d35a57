#pragma once
// Geometry, pieces and the 90-point Bitboard of fast/xiangqi.
//
// Representation: a Bitboard is an unsigned 128-bit integer holding the 90 points of the board,
// bit = rank * 9 + file; file 0-8 = a-i, rank 0 = red's back rank, rank 9 = black's.
//   I1 bits 90..127 of every Bitboard the library keeps are zero.
// Choice (measured, see fast/xiangqi/README.md): 128-bit bitboards for piece sets, checks and
// move counting (popcount), with 9-bit rank / 10-bit file occupancy words kept beside them so that
// chariot and cannon targets are two table lookups (rank table + file table), no magic numbers.
//
// Pieces: 0 = no piece; 1 + side * 7 + kind otherwise (kind order as in docs/rules.md: General,
// Advisor, Elephant, Horse, Chariot, Cannon, Soldier).

#include <bit>
#include <cassert>
#include <cstdint>

namespace arbiter::fast::xiangqi {

__extension__ typedef unsigned __int128 Bitboard;  // GNU extension (GCC and Clang)

inline constexpr int kFileCount = 9;
inline constexpr int kRankCount = 10;
inline constexpr int kPointCount = 90;  // 9 files x 10 ranks
inline constexpr int kNoPoint = 127;
inline constexpr int kRankMaskBits = 9;                   // one rank = 9 points
inline constexpr int kFileMaskBits = 10;                  // one file = 10 points
inline constexpr int kRankOccCount = 1 << kRankMaskBits;  // 512 rank occupancies
inline constexpr int kFileOccCount = 1 << kFileMaskBits;  // 1024 file occupancies

using Point = int;  // 0..89, rank * 9 + file

constexpr int file_of(Point p) { return p % kFileCount; }
constexpr int rank_of(Point p) { return p / kFileCount; }
constexpr Point make_point(int file, int rank) { return rank * kFileCount + file; }
constexpr bool on_board(int file, int rank) {
    return file >= 0 && file < kFileCount && rank >= 0 && rank < kRankCount;
}

enum Side : std::uint8_t { Red = 0, Black = 1 };
constexpr Side operator~(Side s) { return static_cast<Side>(s ^ 1); }
inline constexpr int kSideCount = 2;

// 帅/将 General, 仕/士 Advisor, 相/象 Elephant, 马 Horse, 车 Chariot, 炮 Cannon, 兵/卒 Soldier.
enum Kind : std::uint8_t { General, Advisor, Elephant, Horse, Chariot, Cannon, Soldier };
inline constexpr int kKindCount = 7;

using Piece = std::uint8_t;
inline constexpr Piece kNoPiece = 0;
inline constexpr int kPieceCodeCount = 1 + kSideCount * kKindCount;  // 15
constexpr Piece make_piece(Side s, Kind k) { return static_cast<Piece>(1 + s * kKindCount + k); }
constexpr Side side_of(Piece p) { return static_cast<Side>((p - 1) / kKindCount); }
constexpr Kind kind_of(Piece p) { return static_cast<Kind>((p - 1) % kKindCount); }

// ---- bitboard helpers -------------------------------------------------------------------------

inline constexpr Bitboard kOne = 1;
inline constexpr Bitboard kBoardMask = (kOne << kPointCount) - 1;

constexpr Bitboard bit(Point p) {
    assert(p >= 0 && p < kPointCount);
    return kOne << p;
}
constexpr bool test(Bitboard b, Point p) { return ((b >> p) & 1) != 0; }
constexpr std::uint64_t low64(Bitboard b) { return static_cast<std::uint64_t>(b); }
constexpr std::uint64_t high64(Bitboard b) { return static_cast<std::uint64_t>(b >> 64); }

inline int popcount(Bitboard b) { return std::popcount(low64(b)) + std::popcount(high64(b)); }

// Index of the lowest set bit. Precondition: b != 0.
inline Point lsb(Bitboard b) {
    assert(b != 0);
    const std::uint64_t lo = low64(b);
    return lo ? std::countr_zero(lo) : 64 + std::countr_zero(high64(b));
}

// Removes and returns the lowest set bit. Precondition: b != 0.
inline Point pop_lsb(Bitboard& b) {
    const Point p = lsb(b);
    b &= b - 1;
    return p;
}

// Calls f(point) for every set bit, lowest first.
template <class F>
inline void for_each_point(Bitboard b, F&& f) {
    std::uint64_t lo = low64(b);
    std::uint64_t hi = high64(b);
    while (lo) {
        f(std::countr_zero(lo));
        lo &= lo - 1;
    }
    while (hi) {
        f(64 + std::countr_zero(hi));
        hi &= hi - 1;
    }
}

// ---- palace, river and sides
// ---------------------------------------------------------------------

constexpr int relative_rank(Side s, Point p) {
    return s == Red ? rank_of(p) : kRankCount - 1 - rank_of(p);
}
// On its own side of the river (楚河汉界): relative ranks 0-4.
constexpr bool own_half(Side s, Point p) { return relative_rank(s, p) <= 4; }
// The palace (九宫): files d-f, relative ranks 0-2.
constexpr bool in_palace(Side s, Point p) {
    return file_of(p) >= 3 && file_of(p) <= 5 && relative_rank(s, p) <= 2;
}

}  // namespace arbiter::fast::xiangqi
