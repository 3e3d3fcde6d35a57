#pragma once
// Representation: a Bitboard is a set of squares, bit = rank * 8 + file, a1 = bit 0, h1 = bit 7,
// a8 = bit 56, h8 = bit 63. Square is that index (0..63); kNoSquare = 64 means "none".
// Piece = (color << 3) | type; kNoPiece = 15 (an empty square in the mailbox).
// I1 every Square held by a position or move is in 0..63, or kNoSquare where "none" is allowed.
// I2 the leaper tables (knight, king, pawn) and between/line are pure functions of their squares,
//    computed at compile time; sliding attacks come from attacks.cpp (PEXT or magics, cpu.h).
// I3 between(a, b) holds the squares strictly between a and b when they share a rank, file or
//    diagonal, and nothing otherwise; line(a, b) is the whole line through both, or nothing.

#include <array>
#include <cstdint>

#include "fast/chess/cpu.h"

namespace arbiter::fast::chess {

using Bitboard = std::uint64_t;
using Square = int;

inline constexpr int kFileCount = 8;
inline constexpr int kRankCount = 8;
inline constexpr int kSquareCount = kFileCount * kRankCount;
inline constexpr Square kNoSquare = kSquareCount;

enum Color : int { White = 0, Black = 1 };
inline constexpr int kColorCount = 2;
constexpr Color operator~(Color c) { return static_cast<Color>(c ^ 1); }

enum PieceType : int { Pawn = 0, Knight, Bishop, Rook, Queen, King };
inline constexpr int kPieceTypeCount = 6;

using Piece = std::uint8_t;
inline constexpr Piece kNoPiece = 15;
inline constexpr int kPieceCodeCount = 16;
constexpr Piece make_piece(Color c, PieceType t) { return static_cast<Piece>((c << 3) | t); }
constexpr PieceType type_of(Piece p) { return static_cast<PieceType>(p & 7); }
constexpr Color color_of(Piece p) { return static_cast<Color>(p >> 3); }

constexpr int file_of(Square s) { return s & 7; }
constexpr int rank_of(Square s) { return s >> 3; }
constexpr Square make_square(int file, int rank) { return rank * kFileCount + file; }
constexpr Bitboard bit(Square s) { return Bitboard{1} << s; }

inline constexpr Bitboard kFileA = 0x0101010101010101ULL;
inline constexpr Bitboard kFileH = kFileA << 7;
inline constexpr Bitboard kRank1 = 0xFFULL;
inline constexpr Bitboard kRank8 = kRank1 << 56;
constexpr Bitboard rank_bb(int rank) { return kRank1 << (8 * rank); }
constexpr Bitboard file_bb(int file) { return kFileA << file; }
inline constexpr Bitboard kLightSquares = 0x55AA55AA55AA55AAULL;
inline constexpr Bitboard kDarkSquares = ~kLightSquares;

// Relative rank: rank 0 is the colour's own back rank.
constexpr Bitboard relative_rank_bb(Color c, int rank) {
    return rank_bb(c == White ? rank : 7 - rank);
}

// Shift every square one step; pieces leaving the board vanish.
template <int D>
constexpr Bitboard shift(Bitboard b) {
    if constexpr (D == 8)
        return b << 8;
    else if constexpr (D == -8)
        return b >> 8;
    else if constexpr (D == 16)
        return b << 16;
    else if constexpr (D == -16)
        return b >> 16;
    else if constexpr (D == 9)
        return (b & ~kFileH) << 9;
    else if constexpr (D == 7)
        return (b & ~kFileA) << 7;
    else if constexpr (D == -7)
        return (b & ~kFileH) >> 7;
    else if constexpr (D == -9)
        return (b & ~kFileA) >> 9;
    else
        static_assert(D == 8, "unsupported shift");
}

inline int popcount(Bitboard b) { return cpu::popcount(b); }
inline Square lsb(Bitboard b) { return cpu::lsb(b); }
// Removes and returns the lowest square. Precondition: b != 0.
inline Square pop_lsb(Bitboard& b) {
    const Square s = cpu::lsb(b);
    b &= b - 1;
    return s;
}
constexpr bool more_than_one(Bitboard b) { return (b & (b - 1)) != 0; }

namespace detail {

constexpr bool on_board(int file, int rank) {
    return file >= 0 && file < 8 && rank >= 0 && rank < 8;
}

constexpr Bitboard leaper(Square s, const int (&df)[8], const int (&dr)[8], int n) {
    Bitboard b = 0;
    for (int i = 0; i < n; ++i) {
        const int f = file_of(s) + df[i], r = rank_of(s) + dr[i];
        if (on_board(f, r)) b |= bit(make_square(f, r));
    }
    return b;
}

// Squares reached from s in direction (df, dr) until and including the first piece of `occ`.
constexpr Bitboard ray(Square s, int df, int dr, Bitboard occ) {
    Bitboard b = 0;
    int f = file_of(s) + df, r = rank_of(s) + dr;
    while (on_board(f, r)) {
        b |= bit(make_square(f, r));
        if (occ & bit(make_square(f, r))) break;
        f += df;
        r += dr;
    }
    return b;
}

struct LeaperTables {
    Bitboard knight[kSquareCount]{};
    Bitboard king[kSquareCount]{};
    Bitboard pawn[kColorCount][kSquareCount]{};
};

constexpr LeaperTables make_leaper_tables() {
    LeaperTables t{};
    constexpr int kn_df[8] = {1, 2, 2, 1, -1, -2, -2, -1}, kn_dr[8] = {2, 1, -1, -2, -2, -1, 1, 2};
    constexpr int kg_df[8] = {1, 1, 1, 0, -1, -1, -1, 0}, kg_dr[8] = {1, 0, -1, -1, -1, 0, 1, 1};
    constexpr int pw_df[8] = {-1, 1, 0, 0, 0, 0, 0, 0}, pw_up[8] = {1, 1, 0, 0, 0, 0, 0, 0};
    constexpr int pw_down[8] = {-1, -1, 0, 0, 0, 0, 0, 0};
    for (Square s = 0; s < kSquareCount; ++s) {
        t.knight[s] = leaper(s, kn_df, kn_dr, 8);
        t.king[s] = leaper(s, kg_df, kg_dr, 8);
        t.pawn[White][s] = leaper(s, pw_df, pw_up, 2);
        t.pawn[Black][s] = leaper(s, pw_df, pw_down, 2);
    }
    return t;
}

struct LineTables {
    Bitboard between[kSquareCount][kSquareCount]{};
    Bitboard line[kSquareCount][kSquareCount]{};
};

constexpr LineTables make_line_tables() {
    LineTables t{};
    constexpr int dirs[8][2] = {{1, 0}, {-1, 0},  {0, 1},  {0, -1},
                                {1, 1}, {-1, -1}, {1, -1}, {-1, 1}};
    for (Square a = 0; a < kSquareCount; ++a) {
        for (const auto& d : dirs) {
            // Walk from a in direction d; every square met is aligned with a along that line.
            const Bitboard full = ray(a, d[0], d[1], 0) | ray(a, -d[0], -d[1], 0) | bit(a);
            Bitboard between = 0;
            int f = file_of(a) + d[0], r = rank_of(a) + d[1];
            while (on_board(f, r)) {
                const Square b = make_square(f, r);
                t.between[a][b] = between;
                t.line[a][b] = full;
                between |= bit(b);
                f += d[0];
                r += d[1];
            }
        }
    }
    return t;
}

// The squares a rook or bishop on s attacks on an empty board (whether a slider is aligned at all).
struct PseudoTables {
    Bitboard rook[kSquareCount]{};
    Bitboard bishop[kSquareCount]{};
};

constexpr PseudoTables make_pseudo_tables() {
    PseudoTables t{};
    for (Square s = 0; s < kSquareCount; ++s) {
        t.rook[s] = ray(s, 1, 0, 0) | ray(s, -1, 0, 0) | ray(s, 0, 1, 0) | ray(s, 0, -1, 0);
        t.bishop[s] = ray(s, 1, 1, 0) | ray(s, -1, -1, 0) | ray(s, 1, -1, 0) | ray(s, -1, 1, 0);
    }
    return t;
}

inline constexpr LeaperTables kLeapers = make_leaper_tables();
inline constexpr PseudoTables kPseudo = make_pseudo_tables();
inline constexpr LineTables kLines = make_line_tables();

}  // namespace detail

inline Bitboard knight_attacks(Square s) { return detail::kLeapers.knight[s]; }
inline Bitboard king_attacks(Square s) { return detail::kLeapers.king[s]; }
// The squares a pawn of colour c on s attacks (captures onto).
inline Bitboard pawn_attacks(Color c, Square s) { return detail::kLeapers.pawn[c][s]; }
// Rook and bishop attacks on an empty board.
inline Bitboard rook_rays(Square s) { return detail::kPseudo.rook[s]; }
inline Bitboard bishop_rays(Square s) { return detail::kPseudo.bishop[s]; }
inline Bitboard between(Square a, Square b) { return detail::kLines.between[a][b]; }
inline Bitboard line(Square a, Square b) { return detail::kLines.line[a][b]; }

// Slow ray-walking attacks, for building tables and for tests.
constexpr Bitboard rook_attacks_slow(Square s, Bitboard occ) {
    return detail::ray(s, 1, 0, occ) | detail::ray(s, -1, 0, occ) | detail::ray(s, 0, 1, occ) |
           detail::ray(s, 0, -1, occ);
}
constexpr Bitboard bishop_attacks_slow(Square s, Bitboard occ) {
    return detail::ray(s, 1, 1, occ) | detail::ray(s, -1, -1, occ) | detail::ray(s, 1, -1, occ) |
           detail::ray(s, -1, 1, occ);
}

// ---- Sliding attacks -------------------------------------------------------------------------
// Both lookups share one layout: for each square, the relevant-occupancy mask (edges removed)
// and a slice of one attack array; they differ in how an occupancy becomes an index.
// Sizes: 102400 rook and 5248 bishop entries (sum over squares of 2^bits(mask)).
inline constexpr int kRookTableSize = 102400;
inline constexpr int kBishopTableSize = 5248;

struct MagicEntry {
    Bitboard mask = 0;
    Bitboard magic = 0;
    const Bitboard* attacks = nullptr;
    unsigned shift = 0;
    Bitboard index(Bitboard occ) const { return ((occ & mask) * magic) >> shift; }
};

struct MagicTables {
    MagicEntry rook[kSquareCount];
    MagicEntry bishop[kSquareCount];
    Bitboard data[kRookTableSize + kBishopTableSize];
    Bitboard rook_attacks(Square s, Bitboard occ) const {
        return rook[s].attacks[rook[s].index(occ)];
    }
    Bitboard bishop_attacks(Square s, Bitboard occ) const {
        return bishop[s].attacks[bishop[s].index(occ)];
    }
};
// Built on first use (magics found by a seeded search, then checked); never null.
const MagicTables& magic_tables();

#if ARBITER_CHESS_USE_PEXT
// PEXT lookup: index = the relevant occupancy bits, packed. (16-bit entries expanded by PDEP
// shrink the table 4x; measured no faster here, so the plain 64-bit entries stay.)
struct PextEntry {
    Bitboard mask = 0;  // relevant occupancy
    const Bitboard* attacks = nullptr;
};
struct PextTables {
    PextEntry rook[kSquareCount];
    PextEntry bishop[kSquareCount];
    Bitboard data[kRookTableSize + kBishopTableSize];
    Bitboard rook_attacks(Square s, Bitboard occ) const {
        const PextEntry& e = rook[s];
        return e.attacks[cpu::pext(occ, e.mask)];
    }
    Bitboard bishop_attacks(Square s, Bitboard occ) const {
        const PextEntry& e = bishop[s];
        return e.attacks[cpu::pext(occ, e.mask)];
    }
};
const PextTables& pext_tables();
using SliderTables = PextTables;
inline const SliderTables& slider_tables() { return pext_tables(); }
#else
using SliderTables = MagicTables;
inline const SliderTables& slider_tables() { return magic_tables(); }
#endif

// Convenience lookups (one table fetch each). Hot loops fetch slider_tables() once instead.
inline Bitboard rook_attacks(Square s, Bitboard occ) {
    return slider_tables().rook_attacks(s, occ);
}
inline Bitboard bishop_attacks(Square s, Bitboard occ) {
    return slider_tables().bishop_attacks(s, occ);
}
inline Bitboard queen_attacks(Square s, Bitboard occ) {
    const SliderTables& t = slider_tables();
    return t.rook_attacks(s, occ) | t.bishop_attacks(s, occ);
}

}  // namespace arbiter::fast::chess
