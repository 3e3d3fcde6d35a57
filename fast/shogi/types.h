#pragma once
// Geometry, pieces, moves and the 81-square Bitboard of fast/shogi.
//
// Representation: a Bitboard is an unsigned 128-bit integer (a GNU extension of GCC and Clang)
// holding the 81 squares, bit = file * 9 + rank, with file 0-8 = USI files 1-9 and rank 0-8 =
// USI ranks a-i. Files are columns of 9 consecutive bits, so a file mask is one shifted constant
// (the nifu masks) and sente's "forward" (toward rank a) is bit - 1.
//   I1 bits 81..127 of every Bitboard the library keeps are zero.
// Why 128 bits rather than two 64-bit halves: one value, one code path for and/or/xor/popcount,
// and the compiler already splits the work over two registers. The hot helpers (pop_lsb, test,
// bit) work on the one 64-bit half that holds the square, since 128-bit borrows and variable
// shifts cost several instructions. Sliders: a file's 9 bits are contiguous (one shift to get its
// occupancy word); ranks and diagonals are gathered with PEXT over the two halves and scattered
// back with PDEP; one 9 x 512 table of attack words serves every line (see line_attacks).
//
// Pieces: 0 = no piece; (side << 4) | (kind + 1) otherwise. Kind order: the seven hand kinds in
// their order (Pawn .. Rook), King, then the promoted kinds in the order of their originals.
//
// Moves: 16 bits. bits 0-6 destination square, bits 7-13 origin square (0-80) or 81 + kind for a
// drop, bit 14 promotion.

#include <bit>
#include <cstdint>
#if defined(__BMI2__)
#include <immintrin.h>
#endif

namespace arbiter::fast::shogi {

__extension__ typedef unsigned __int128 Bitboard;

inline constexpr int kFileCount = 9;
inline constexpr int kRankCount = 9;
inline constexpr int kSquareCount = 81;
inline constexpr int kNoSquare = -1;

using Square = int;  // 0..80, file * 9 + rank
constexpr int file_of(Square s) { return s / kRankCount; }
constexpr int rank_of(Square s) { return s % kRankCount; }
constexpr Square make_square(int file, int rank) { return file * kRankCount + rank; }
// The 180-degree rotation: file f -> 8 - f, rank r -> 8 - r.
constexpr Square rotate(Square s) { return kSquareCount - 1 - s; }

enum Side : std::uint8_t { Sente = 0, Gote = 1 };
constexpr Side operator~(Side s) { return static_cast<Side>(s ^ 1); }
inline constexpr int kSideCount = 2;

enum Kind : std::uint8_t {
    Pawn,
    Lance,
    Knight,
    Silver,
    Gold,
    Bishop,
    Rook,
    King,
    Tokin,
    PLance,
    PKnight,
    PSilver,
    Horse,
    Dragon,
};
inline constexpr int kKindCount = 14;
inline constexpr int kHandKindCount = 7;  // Pawn .. Rook
inline constexpr int kMaxHandCount = 18;  // the set holds 18 pawns

constexpr bool can_promote(Kind k) { return k <= Rook && k != Gold; }
constexpr Kind promote(Kind k) {
    switch (k) {
    case Pawn:
        return Tokin;
    case Lance:
        return PLance;
    case Knight:
        return PKnight;
    case Silver:
        return PSilver;
    case Bishop:
        return Horse;
    case Rook:
        return Dragon;
    default:
        return k;
    }
}
constexpr Kind unpromote(Kind k) {
    switch (k) {
    case Tokin:
        return Pawn;
    case PLance:
        return Lance;
    case PKnight:
        return Knight;
    case PSilver:
        return Silver;
    case Horse:
        return Bishop;
    case Dragon:
        return Rook;
    default:
        return k;
    }
}
constexpr bool is_promoted(Kind k) { return k > King; }

using Piece = std::uint8_t;
inline constexpr Piece kNoPiece = 0;
inline constexpr int kPieceCodeCount = 32;
constexpr Piece make_piece(Side s, Kind k) { return static_cast<Piece>((s << 4) | (k + 1)); }
constexpr Side side_of(Piece p) { return static_cast<Side>(p >> 4); }
constexpr Kind kind_of(Piece p) { return static_cast<Kind>((p & 15) - 1); }

// ---- bitboard helpers -------------------------------------------------------------------------
inline constexpr Bitboard kOne = 1;
inline constexpr Bitboard kBoardMask = (kOne << kSquareCount) - 1;
// (A variable 128-bit shift costs a double shift, a test and two conditional moves; these work on
// the one 64-bit half that holds the square.)
constexpr Bitboard bit(Square s) {
    return s < 64 ? static_cast<Bitboard>(std::uint64_t{1} << s)
                  : static_cast<Bitboard>(std::uint64_t{1} << (s - 64)) << 64;
}
constexpr bool test(Bitboard b, Square s) {
    const auto half = static_cast<std::uint64_t>(s < 64 ? b : b >> 64);
    return (half >> (s & 63)) & 1;
}
constexpr int popcount(Bitboard b) {
    return std::popcount(static_cast<std::uint64_t>(b)) +
           std::popcount(static_cast<std::uint64_t>(b >> 64));
}
constexpr Square lsb(Bitboard b) {
    const auto lo = static_cast<std::uint64_t>(b);
    return lo ? std::countr_zero(lo) : 64 + std::countr_zero(static_cast<std::uint64_t>(b >> 64));
}
constexpr Square msb(Bitboard b) {
    const auto hi = static_cast<std::uint64_t>(b >> 64);
    return hi ? 127 - std::countl_zero(hi) : 63 - std::countl_zero(static_cast<std::uint64_t>(b));
}
// Clears the lowest set bit in its 64-bit half (a 128-bit b & (b - 1) costs a borrow chain).
constexpr Square pop_lsb(Bitboard& b) {
    const auto lo = static_cast<std::uint64_t>(b);
    if (lo) {
        b = ((b >> 64) << 64) | (lo & (lo - 1));
        return std::countr_zero(lo);
    }
    const auto hi = static_cast<std::uint64_t>(b >> 64);
    b = static_cast<Bitboard>(hi & (hi - 1)) << 64;
    return 64 + std::countr_zero(hi);
}
constexpr Bitboard file_mask(int file) { return ((kOne << kRankCount) - 1) << (file * kRankCount); }
constexpr Bitboard rank_mask(int rank) {
    Bitboard b = 0;
    for (int f = 0; f < kFileCount; ++f) b |= bit(make_square(f, rank));
    return b;
}
// Ranks counted from the side's far end: 0 = the last rank (a for sente, i for gote).
constexpr int relative_rank(Side s, Square sq) {
    return s == Sente ? rank_of(sq) : kRankCount - 1 - rank_of(sq);
}

// ---- BMI2 --------------------------------------------------------------------------------------
// Sliding attacks gather a line's occupancy with PEXT and scatter the attack word back with PDEP
// (fast on Intel since Haswell and AMD since Zen 3; the build uses -march=native, fast/CMakeLists).
// Without BMI2 a portable loop gives the same results, slowly.
namespace cpu {
inline std::uint64_t pext(std::uint64_t value, std::uint64_t mask) {
#if defined(__BMI2__)
    return _pext_u64(value, mask);
#else
    std::uint64_t out = 0;
    for (std::uint64_t bb = 1; mask; bb <<= 1, mask &= mask - 1) {
        if (value & mask & (~mask + 1)) out |= bb;
    }
    return out;
#endif
}
inline std::uint64_t pdep(std::uint64_t value, std::uint64_t mask) {
#if defined(__BMI2__)
    return _pdep_u64(value, mask);
#else
    std::uint64_t out = 0;
    for (std::uint64_t bb = 1; mask; bb <<= 1, mask &= mask - 1) {
        if (value & bb) out |= mask & (~mask + 1);
    }
    return out;
#endif
}
}  // namespace cpu

// ---- tables (tables.cpp) ----------------------------------------------------------------------
// Directions as (dfile, drank); bit delta = 9 * dfile + drank. Positive deltas are 0-3.
enum Direction : std::uint8_t { DirS, DirW, DirSW, DirNW, DirN, DirE, DirNE, DirSE };
inline constexpr int kDirectionCount = 8;

// One line through a square (its rank or one of its two diagonals), as the two 64-bit halves of
// the line's squares (the square itself included), how many of them lie in the low half, and the
// square's index along the line counted from the line's lowest bit.
struct LineMask {
    std::uint64_t lo;
    std::uint64_t hi;
    std::uint8_t lo_count;
    std::uint8_t index;
};
inline constexpr int kLineLength = 9;  // the longest line: a rank or a long diagonal
inline constexpr int kLineOccupancyCount = 1 << kLineLength;  // occupancy words of a line

struct Tables {
    Bitboard ray[kDirectionCount][kSquareCount];          // empty-board rays, square excluded
    Bitboard step[kSideCount][kKindCount][kSquareCount];  // non-sliding reach (sliders: 0)
    Bitboard between[kSquareCount][kSquareCount];  // squares strictly between, 0 if not aligned
    Bitboard line[kSquareCount][kSquareCount];     // the whole line through both, 0 if not aligned
    Bitboard zone[kSideCount];                     // promotion zones
    Bitboard drop_ok[kSideCount][kHandKindCount];  // squares a drop of that kind may go (not dead)
    Bitboard move_ok[kSideCount][kHandKindCount];  // squares an unpromoted piece may stay on
    Bitboard rook_reach[kSquareCount];             // empty-board rook rays (pin and attack filters)
    Bitboard bishop_reach[kSquareCount];           // empty-board bishop rays
    Bitboard king_near[kSquareCount];  // squares within 2 files and 3 ranks: any stepping piece
                                       // (knights included) that reaches a king step from s is here
    Bitboard king_files[kSquareCount];  // the file of s and the files beside it
    Bitboard
        king_rook_zone[kSquareCount];  // squares a rook reaches a king step of s from (empty board)
    Bitboard king_bishop_zone[kSquareCount];  // the same for a bishop
    LineMask rank_line[kSquareCount];
    LineMask diagonal[2][kSquareCount];  // [0] = file - rank constant, [1] = file + rank constant
    // line_attack[i][occ]: the squares a slider on index i of a line reaches, as a word over the
    // line (bit j = index j), given the line's occupancy word (bit i itself is ignored).
    std::uint16_t line_attack[kLineLength][kLineOccupancyCount];
    // The part of a file word (bit = rank) ahead of a lance on rank r: [side][r].
    std::uint16_t lance_ahead[kSideCount][kRankCount];
};
extern const Tables kTables;

// Attacks along a file: the file's 9 bits are contiguous, so its word is a shift away.
inline std::uint32_t file_word_attack(Square s, Bitboard occ) {
    const int f = file_of(s);
    const auto word =
        static_cast<std::uint32_t>(occ >> (f * kRankCount)) & (kLineOccupancyCount - 1);
    return kTables.line_attack[rank_of(s)][word];
}
inline Bitboard file_attacks(Square s, Bitboard occ) {
    return static_cast<Bitboard>(file_word_attack(s, occ)) << (file_of(s) * kRankCount);
}
// Attacks along a rank or diagonal: gather its occupancy with PEXT, look up, scatter with PDEP.
inline Bitboard line_attacks(const LineMask& m, Bitboard occ) {
    const auto lo = static_cast<std::uint64_t>(occ);
    const auto hi = static_cast<std::uint64_t>(occ >> 64);
    const std::uint64_t word = cpu::pext(lo, m.lo) | (cpu::pext(hi, m.hi) << m.lo_count);
    const std::uint64_t attack = kTables.line_attack[m.index][word];
    return static_cast<Bitboard>(cpu::pdep(attack, m.lo)) |
           (static_cast<Bitboard>(cpu::pdep(attack >> m.lo_count, m.hi)) << 64);
}

inline Bitboard ray_attack(int dir, Square s, Bitboard occ) {
    Bitboard r = kTables.ray[dir][s];
    const Bitboard blockers = r & occ;
    if (blockers) r ^= kTables.ray[dir][dir < 4 ? lsb(blockers) : msb(blockers)];
    return r;
}
inline Bitboard rook_attacks(Square s, Bitboard occ) {
    return file_attacks(s, occ) | line_attacks(kTables.rank_line[s], occ);
}
inline Bitboard bishop_attacks(Square s, Bitboard occ) {
    return line_attacks(kTables.diagonal[0][s], occ) | line_attacks(kTables.diagonal[1][s], occ);
}
// Sente's lance moves toward rank a (N, bit - 1), gote's toward rank i (S).
inline Bitboard lance_attacks(Side side, Square s, Bitboard occ) {
    const std::uint32_t ahead = file_word_attack(s, occ) & kTables.lance_ahead[side][rank_of(s)];
    return static_cast<Bitboard>(ahead) << (file_of(s) * kRankCount);
}
// The squares a piece of `side` and `kind` on `s` attacks given occupancy `occ`.
inline Bitboard attacks_of(Side side, Kind kind, Square s, Bitboard occ) {
    switch (kind) {
    case Lance:
        return lance_attacks(side, s, occ);
    case Bishop:
        return bishop_attacks(s, occ);
    case Rook:
        return rook_attacks(s, occ);
    case Horse:
        return bishop_attacks(s, occ) | kTables.step[side][King][s];
    case Dragon:
        return rook_attacks(s, occ) | kTables.step[side][King][s];
    default:
        return kTables.step[side][kind][s];
    }
}

}  // namespace arbiter::fast::shogi
