#pragma once
// Precomputed tables of fast/xiangqi, all constexpr (no init order, no guards):
//   line tables   for a 9-bit rank (or 10-bit file) occupancy word and a position on that line,
//                 the chariot targets (up to and including the first piece each way) in the low
//                 16 bits and the cannon capture targets (the piece just beyond the first screen)
//                 in the high 16 bits, as line bits;
//   kFileSpread   a 10-bit rank set turned into the points of file a (bit r -> point r * 9);
//   horse         蹩马腿 horse leg: for each point its 4 legs and the targets unlocked by each
//                 set of free legs; for check detection, the horse points that attack a point
//                 through each of its 4 diagonal neighbours;
//   elephant      塞象眼 elephant eye: 4 eyes and targets per set of free eyes (own half only);
//   advisor, general (palace steps), soldier (per side) targets and soldier attackers;
//   Zobrist keys  from splitmix64 (fixed seed).

#include <array>
#include <cstdint>

#include "fast/xiangqi/bitboard.h"

namespace arbiter::fast::xiangqi::tables {

inline constexpr int kDirections = 4;                   // 4 legs, eyes or diagonal neighbours
inline constexpr int kLegMaskCount = 1 << kDirections;  // 16 sets of free legs/eyes

namespace detail {

// Targets along one line of `length` points from `pos` with occupancy `occ` (bit i = point i).
constexpr std::uint32_t line_entry(int length, int pos, unsigned occ) {
    std::uint32_t chariot = 0;
    std::uint32_t cannon = 0;
    for (int dir = -1; dir <= 1; dir += 2) {
        int screens = 0;
        for (int i = pos + dir; i >= 0 && i < length; i += dir) {
            const bool occupied = ((occ >> i) & 1u) != 0;
            if (screens == 0) {
                chariot |= 1u << i;
                if (occupied) screens = 1;
            } else if (occupied) {
                cannon |= 1u << i;
                break;
            }
        }
    }
    return chariot | (cannon << 16);
}

template <int Length, int Count>
constexpr std::array<std::array<std::uint32_t, Count>, Length> make_line_table() {
    std::array<std::array<std::uint32_t, Count>, Length> t{};
    for (int pos = 0; pos < Length; ++pos)
        for (int occ = 0; occ < Count; ++occ)
            t[pos][occ] = line_entry(Length, pos, static_cast<unsigned>(occ));
    return t;
}

constexpr std::array<Bitboard, kFileOccCount> make_file_spread() {
    std::array<Bitboard, kFileOccCount> t{};
    for (int m = 0; m < kFileOccCount; ++m)
        for (int r = 0; r < kRankCount; ++r)
            if ((m >> r) & 1) t[m] |= kOne << (r * kFileCount);
    return t;
}

struct Step {
    int df, dr;
};
constexpr Step kOrth[kDirections] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr Step kDiag[kDirections] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

constexpr Point offset(Point p, int df, int dr) {
    const int f = file_of(p) + df;
    const int r = rank_of(p) + dr;
    return on_board(f, r) ? make_point(f, r) : kNoPoint;
}

struct LegTables {
    std::array<std::array<std::uint8_t, kDirections>, kPointCount> leg{};
    std::array<std::array<Bitboard, kLegMaskCount>, kPointCount> targets{};
};

// Horse: leg i is the orthogonal neighbour in direction i; it unlocks the two targets beyond it.
constexpr LegTables make_horse() {
    LegTables t{};
    for (Point p = 0; p < kPointCount; ++p) {
        Bitboard by_leg[kDirections] = {};
        for (int i = 0; i < kDirections; ++i) {
            const Step d = kOrth[i];
            t.leg[p][i] = static_cast<std::uint8_t>(offset(p, d.df, d.dr));
            // Targets: two along d, one across (both ways).
            const int ax = d.df == 0 ? 1 : 0;
            const int ay = d.dr == 0 ? 1 : 0;
            for (int s = -1; s <= 1; s += 2) {
                const Point q = offset(p, 2 * d.df + s * ax, 2 * d.dr + s * ay);
                if (q != kNoPoint && t.leg[p][i] != kNoPoint) by_leg[i] |= kOne << q;
            }
        }
        for (int m = 0; m < kLegMaskCount; ++m)
            for (int i = 0; i < kDirections; ++i)
                if ((m >> i) & 1) t.targets[p][m] |= by_leg[i];
    }
    return t;
}

// Elephant: eye i is the diagonal neighbour in direction i; the target is two steps along it,
// on the same half of the board as the elephant.
constexpr LegTables make_elephant() {
    LegTables t{};
    for (Point p = 0; p < kPointCount; ++p) {
        Bitboard by_eye[kDirections] = {};
        const bool low_half = rank_of(p) <= 4;
        for (int i = 0; i < kDirections; ++i) {
            const Step d = kDiag[i];
            const Point eye = offset(p, d.df, d.dr);
            const Point q = offset(p, 2 * d.df, 2 * d.dr);
            t.leg[p][i] = static_cast<std::uint8_t>(eye);
            if (q != kNoPoint && (rank_of(q) <= 4) == low_half) by_eye[i] = kOne << q;
        }
        for (int m = 0; m < kLegMaskCount; ++m)
            for (int i = 0; i < kDirections; ++i)
                if ((m >> i) & 1) t.targets[p][m] |= by_eye[i];
    }
    return t;
}

// For check detection: the horses attacking p through its diagonal neighbour i (the leg).
struct HorseAttackers {
    std::array<std::array<std::uint8_t, kDirections>, kPointCount> leg{};
    std::array<std::array<Bitboard, kDirections>, kPointCount> from{};
};

constexpr HorseAttackers make_horse_attackers() {
    HorseAttackers t{};
    for (Point p = 0; p < kPointCount; ++p) {
        for (int i = 0; i < kDirections; ++i) {
            const Step d = kDiag[i];
            const Point leg = offset(p, d.df, d.dr);
            t.leg[p][i] = static_cast<std::uint8_t>(leg);
            if (leg == kNoPoint) continue;
            // Horses at p + (2df, dr) (leg = h - (df, 0)) and p + (df, 2dr) (leg = h - (0, dr)).
            const Point h1 = offset(p, 2 * d.df, d.dr);
            const Point h2 = offset(p, d.df, 2 * d.dr);
            if (h1 != kNoPoint) t.from[p][i] |= kOne << h1;
            if (h2 != kNoPoint) t.from[p][i] |= kOne << h2;
        }
    }
    return t;
}

constexpr bool in_any_palace(Point p, Side& which) {
    if (in_palace(Red, p)) {
        which = Red;
        return true;
    }
    if (in_palace(Black, p)) {
        which = Black;
        return true;
    }
    return false;
}

constexpr std::array<Bitboard, kPointCount> make_palace_steps(bool diagonal) {
    std::array<Bitboard, kPointCount> t{};
    for (Point p = 0; p < kPointCount; ++p) {
        Side s = Red;
        if (!in_any_palace(p, s)) continue;
        for (int i = 0; i < kDirections; ++i) {
            const Step d = diagonal ? kDiag[i] : kOrth[i];
            const Point q = offset(p, d.df, d.dr);
            if (q != kNoPoint && in_palace(s, q)) t[p] |= kOne << q;
        }
    }
    return t;
}

constexpr std::array<std::array<Bitboard, kPointCount>, kSideCount> make_soldier(bool attackers) {
    std::array<std::array<Bitboard, kPointCount>, kSideCount> t{};
    for (int s = 0; s < kSideCount; ++s) {
        const Side side = static_cast<Side>(s);
        const int fwd = side == Red ? 1 : -1;
        for (Point p = 0; p < kPointCount; ++p) {
            Bitboard targets = 0;
            const Point ahead = offset(p, 0, fwd);
            if (ahead != kNoPoint) targets |= kOne << ahead;
            if (!own_half(side, p)) {
                const Point l = offset(p, -1, 0);
                const Point r = offset(p, 1, 0);
                if (l != kNoPoint) targets |= kOne << l;
                if (r != kNoPoint) targets |= kOne << r;
            }
            if (!attackers) {
                t[s][p] = targets;
            } else {
                for (Point q = 0; q < kPointCount; ++q)
                    if ((targets >> q) & 1) t[s][q] |= kOne << p;
            }
        }
    }
    return t;
}

constexpr std::uint64_t splitmix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

struct ZobristKeys {
    std::array<std::array<std::uint64_t, kPointCount>, kPieceCodeCount> piece{};
    std::uint64_t black_to_move = 0;
};

constexpr ZobristKeys make_zobrist() {
    ZobristKeys z{};
    std::uint64_t state = 0x58494E4751490001ull;  // "XIANGQI" + 1
    for (int pc = 1; pc < kPieceCodeCount; ++pc)
        for (Point p = 0; p < kPointCount; ++p) z.piece[pc][p] = splitmix64(state);
    z.black_to_move = splitmix64(state);
    return z;
}

}  // namespace detail

inline constexpr auto kRankLine =
    detail::make_line_table<kFileCount, kRankOccCount>();  // [file][occ]
inline constexpr auto kFileLine =
    detail::make_line_table<kRankCount, kFileOccCount>();  // [rank][occ]
inline constexpr auto kFileSpread = detail::make_file_spread();
inline constexpr auto kHorse = detail::make_horse();
inline constexpr auto kElephant = detail::make_elephant();
inline constexpr auto kHorseAttackers = detail::make_horse_attackers();
inline constexpr auto kAdvisorSteps = detail::make_palace_steps(true);
inline constexpr auto kGeneralSteps = detail::make_palace_steps(false);
inline constexpr auto kSoldierTargets = detail::make_soldier(false);   // [side][from]
inline constexpr auto kSoldierAttackers = detail::make_soldier(true);  // [side of soldier][target]
inline constexpr auto kZobrist = detail::make_zobrist();

// Rank bits between two files (exclusive), and rank-set bits between two ranks (exclusive).
constexpr unsigned between_bits(int a, int b) {
    const int lo = a < b ? a : b;
    const int hi = a < b ? b : a;
    return ((1u << hi) - 1u) & ~((2u << lo) - 1u);
}

}  // namespace arbiter::fast::xiangqi::tables
