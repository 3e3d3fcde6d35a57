#pragma once
// Geometry, pieces, moves and the 81-square Bitboard of fast/shogi.
//
// Representation: a Bitboard is an unsigned 128-bit integer (a GNU extension of GCC and Clang)
// holding the 81 squares, bit = file * 9 + rank, with file 0-8 = USI files 1-9 and rank 0-8 =
// USI ranks a-i. Files are columns of 9 consecutive bits, so a file mask is one shifted constant
// (the nifu masks) and sente's "forward" (toward rank a) is bit - 1.
//   I1 bits 81..127 of every Bitboard the library keeps are zero.
// Why 128 bits rather than two 64-bit halves: one value, one code path for and/or/xor/popcount,
// and the compiler already splits the work over two registers; a split layout (63 + 18 bits, as
// some engines use) saves a little on shifts we do not use (sliders come from ray tables with a
// first-blocker scan), at the price of code on every operation. Not yet measured against it.
//
// Pieces: 0 = no piece; (side << 4) | (kind + 1) otherwise. Kind order: the seven hand kinds in
// their order (Pawn .. Rook), King, then the promoted kinds in the order of their originals.
//
// Moves: 16 bits. bits 0-6 destination square, bits 7-13 origin square (0-80) or 81 + kind for a
// drop, bit 14 promotion.

#include <bit>
#include <cstdint>

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
    Pawn, Lance, Knight, Silver, Gold, Bishop, Rook, King,
    Tokin, PLance, PKnight, PSilver, Horse, Dragon,
};
inline constexpr int kKindCount = 14;
inline constexpr int kHandKindCount = 7;  // Pawn .. Rook
inline constexpr int kMaxHandCount = 18;  // the set holds 18 pawns

constexpr bool can_promote(Kind k) { return k <= Rook && k != Gold; }
constexpr Kind promote(Kind k) {
    switch (k) {
    case Pawn: return Tokin;
    case Lance: return PLance;
    case Knight: return PKnight;
    case Silver: return PSilver;
    case Bishop: return Horse;
    case Rook: return Dragon;
    default: return k;
    }
}
constexpr Kind unpromote(Kind k) {
    switch (k) {
    case Tokin: return Pawn;
    case PLance: return Lance;
    case PKnight: return Knight;
    case PSilver: return Silver;
    case Horse: return Bishop;
    case Dragon: return Rook;
    default: return k;
    }
}
constexpr bool is_promoted(Kind k) { return k > King; }

using Piece = std::uint8_t;
inline constexpr Piece kNoPiece = 0;
inline constexpr int kPieceCodeCount = 32;
constexpr Piece make_piece(Side s, Kind k) { return static_cast<Piece>((s << 4) | (k + 1)); }
constexpr Side side_of(Piece p) { return static_cast<Side>(p >> 4); }
constexpr Kind kind_of(Piece p) { return static_cast<Kind>((p & 15) - 1); }

// ---- moves ------------------------------------------------------------------------------------
using Move = std::uint16_t;
inline constexpr Move kNoMove = 0xFFFF;
inline constexpr int kDropBase = kSquareCount;  // origin field 81 + kind = a drop
constexpr Move make_move(Square from, Square to, bool promotes) {
    return static_cast<Move>(to | (from << 7) | (promotes ? 1 << 14 : 0));
}
constexpr Move make_drop(Kind k, Square to) { return static_cast<Move>(to | ((kDropBase + k) << 7)); }
constexpr Square move_to(Move m) { return m & 127; }
constexpr Square move_from(Move m) { return (m >> 7) & 127; }
constexpr bool is_drop(Move m) { return move_from(m) >= kDropBase; }
constexpr Kind drop_kind(Move m) { return static_cast<Kind>(move_from(m) - kDropBase); }
constexpr bool is_promotion(Move m) { return (m >> 14) & 1; }

// The known maximum of legal moves in a shogi position is 593; the buffer has room to spare.
inline constexpr int kMaxMoves = 600;
struct MoveList {
    Move moves[kMaxMoves];
    int size = 0;
    void push(Move m) { moves[size++] = m; }
    const Move* begin() const { return moves; }
    const Move* end() const { return moves + size; }
};

// ---- bitboard helpers -------------------------------------------------------------------------
inline constexpr Bitboard kOne = 1;
inline constexpr Bitboard kBoardMask = (kOne << kSquareCount) - 1;
constexpr Bitboard bit(Square s) { return kOne << s; }
constexpr bool test(Bitboard b, Square s) { return (b >> s) & 1; }
constexpr int popcount(Bitboard b) {
    return std::popcount(static_cast<std::uint64_t>(b)) + std::popcount(static_cast<std::uint64_t>(b >> 64));
}
constexpr Square lsb(Bitboard b) {
    const auto lo = static_cast<std::uint64_t>(b);
    return lo ? std::countr_zero(lo) : 64 + std::countr_zero(static_cast<std::uint64_t>(b >> 64));
}
constexpr Square msb(Bitboard b) {
    const auto hi = static_cast<std::uint64_t>(b >> 64);
    return hi ? 127 - std::countl_zero(hi) : 63 - std::countl_zero(static_cast<std::uint64_t>(b));
}
constexpr Square pop_lsb(Bitboard& b) {
    const Square s = lsb(b);
    b &= b - 1;
    return s;
}
constexpr Bitboard file_mask(int file) { return ((kOne << kRankCount) - 1) << (file * kRankCount); }
constexpr Bitboard rank_mask(int rank) {
    Bitboard b = 0;
    for (int f = 0; f < kFileCount; ++f) b |= bit(make_square(f, rank));
    return b;
}
// Ranks counted from the side's far end: 0 = the last rank (a for sente, i for gote).
constexpr int relative_rank(Side s, Square sq) { return s == Sente ? rank_of(sq) : kRankCount - 1 - rank_of(sq); }

// ---- tables (tables.cpp) ----------------------------------------------------------------------
// Directions as (dfile, drank); bit delta = 9 * dfile + drank. Positive deltas are 0-3.
enum Direction : std::uint8_t { DirS, DirW, DirSW, DirNW, DirN, DirE, DirNE, DirSE };
inline constexpr int kDirectionCount = 8;

struct Tables {
    Bitboard ray[kDirectionCount][kSquareCount];          // empty-board rays, square excluded
    Bitboard step[kSideCount][kKindCount][kSquareCount];  // non-sliding reach (sliders: 0)
    Bitboard between[kSquareCount][kSquareCount];         // squares strictly between, 0 if not aligned
    Bitboard line[kSquareCount][kSquareCount];            // the whole line through both, 0 if not aligned
    Bitboard zone[kSideCount];                            // promotion zones
    Bitboard drop_ok[kSideCount][kHandKindCount];         // squares a drop of that kind may go (not dead)
    Bitboard move_ok[kSideCount][kHandKindCount];         // squares an unpromoted piece may stay on
};
extern const Tables kTables;

inline Bitboard ray_attack(int dir, Square s, Bitboard occ) {
    Bitboard r = kTables.ray[dir][s];
    const Bitboard blockers = r & occ;
    if (blockers) r ^= kTables.ray[dir][dir < 4 ? lsb(blockers) : msb(blockers)];
    return r;
}
inline Bitboard rook_attacks(Square s, Bitboard occ) {
    return ray_attack(DirS, s, occ) | ray_attack(DirN, s, occ) | ray_attack(DirW, s, occ) | ray_attack(DirE, s, occ);
}
inline Bitboard bishop_attacks(Square s, Bitboard occ) {
    return ray_attack(DirSW, s, occ) | ray_attack(DirNW, s, occ) | ray_attack(DirNE, s, occ) |
           ray_attack(DirSE, s, occ);
}
// Sente's lance moves toward rank a (N, bit - 1), gote's toward rank i (S).
inline Bitboard lance_attacks(Side side, Square s, Bitboard occ) {
    return ray_attack(side == Sente ? DirN : DirS, s, occ);
}
// The squares a piece of `side` and `kind` on `s` attacks given occupancy `occ`.
inline Bitboard attacks_of(Side side, Kind kind, Square s, Bitboard occ) {
    switch (kind) {
    case Lance: return lance_attacks(side, s, occ);
    case Bishop: return bishop_attacks(s, occ);
    case Rook: return rook_attacks(s, occ);
    case Horse: return bishop_attacks(s, occ) | kTables.step[side][King][s];
    case Dragon: return rook_attacks(s, occ) | kTables.step[side][King][s];
    default: return kTables.step[side][kind][s];
    }
}

}  // namespace arbiter::fast::shogi
