// The precomputed tables of fast/shogi, built at compile time.

#include <initializer_list>

#include "fast/shogi/types.h"

namespace arbiter::fast::shogi {

namespace {

struct Delta {
    int dfile;
    int drank;  // -1 = toward rank a (sente's forward)
};

// In Direction order: S, W, SW, NW, N, E, NE, SE.
constexpr Delta kDirections[kDirectionCount] = {{0, 1},  {1, 0},  {1, 1},   {1, -1},
                                                {0, -1}, {-1, 0}, {-1, -1}, {-1, 1}};

constexpr bool inside(int file, int rank) {
    return file >= 0 && file < kFileCount && rank >= 0 && rank < kRankCount;
}

// Steps from sente's side; gote's are turned round.
constexpr Delta kPawnSteps[] = {{0, -1}};
constexpr Delta kKnightSteps[] = {{1, -2}, {-1, -2}};
constexpr Delta kSilverSteps[] = {{0, -1}, {1, -1}, {-1, -1}, {1, 1}, {-1, 1}};
constexpr Delta kGoldSteps[] = {{0, -1}, {1, -1}, {-1, -1}, {1, 0}, {-1, 0}, {0, 1}};
constexpr Delta kKingSteps[] = {{0, -1}, {1, -1}, {-1, -1}, {1, 0},
                                {-1, 0}, {0, 1},  {1, 1},   {-1, 1}};

template <int N>
constexpr Bitboard steps_from(Side side, Square s, const Delta (&steps)[N]) {
    Bitboard b = 0;
    const int sign = side == Sente ? 1 : -1;
    for (const Delta d : steps) {
        const int f = file_of(s) + sign * d.dfile;
        const int r = rank_of(s) + sign * d.drank;
        if (inside(f, r)) b |= bit(make_square(f, r));
    }
    return b;
}

// The LineMask of the line `squares` (which holds `s`).
constexpr LineMask line_mask(Bitboard squares, Square s) {
    LineMask m{};
    m.lo = static_cast<std::uint64_t>(squares);
    m.hi = static_cast<std::uint64_t>(squares >> 64);
    m.lo_count = static_cast<std::uint8_t>(std::popcount(m.lo));
    m.index = static_cast<std::uint8_t>(popcount(squares & (bit(s) - 1)));
    return m;
}

constexpr Tables build() {
    Tables t{};
    for (Square s = 0; s < kSquareCount; ++s) {
        for (int dir = 0; dir < kDirectionCount; ++dir) {
            Bitboard b = 0;
            int f = file_of(s) + kDirections[dir].dfile;
            int r = rank_of(s) + kDirections[dir].drank;
            while (inside(f, r)) {
                b |= bit(make_square(f, r));
                f += kDirections[dir].dfile;
                r += kDirections[dir].drank;
            }
            t.ray[dir][s] = b;
        }
        for (const Side side : {Sente, Gote}) {
            t.step[side][Pawn][s] = steps_from(side, s, kPawnSteps);
            t.step[side][Knight][s] = steps_from(side, s, kKnightSteps);
            t.step[side][Silver][s] = steps_from(side, s, kSilverSteps);
            const Bitboard gold = steps_from(side, s, kGoldSteps);
            for (const Kind k : {Gold, Tokin, PLance, PKnight, PSilver}) t.step[side][k][s] = gold;
            const Bitboard king = steps_from(side, s, kKingSteps);
            for (const Kind k : {King, Horse, Dragon}) t.step[side][k][s] = king;
        }
    }
    for (Square a = 0; a < kSquareCount; ++a) {
        for (int dir = 0; dir < kDirectionCount; ++dir) {
            const Bitboard r = t.ray[dir][a];
            Bitboard rest = r;
            while (rest) {
                const Square b = pop_lsb(rest);
                t.between[a][b] = r & ~t.ray[dir][b] & ~bit(b);
                const int back = (dir + 4) % kDirectionCount;
                t.line[a][b] = r | t.ray[back][a] | bit(a);
            }
        }
    }
    for (const Side side : {Sente, Gote}) {
        for (Square s = 0; s < kSquareCount; ++s) {
            const int rr = relative_rank(side, s);
            if (rr < 3) t.zone[side] |= bit(s);
            for (int k = 0; k < kHandKindCount; ++k) {
                const bool dead = ((k == Pawn || k == Lance) && rr < 1) || (k == Knight && rr < 2);
                if (!dead) {
                    t.drop_ok[side][k] |= bit(s);
                    t.move_ok[side][k] |= bit(s);
                }
            }
        }
    }
    for (Square s = 0; s < kSquareCount; ++s) {
        t.rook_reach[s] = t.ray[DirS][s] | t.ray[DirN][s] | t.ray[DirW][s] | t.ray[DirE][s];
        t.bishop_reach[s] = t.ray[DirSW][s] | t.ray[DirNW][s] | t.ray[DirNE][s] | t.ray[DirSE][s];
        for (Square n = 0; n < kSquareCount; ++n) {
            const int df = file_of(n) - file_of(s);
            const int dr = rank_of(n) - rank_of(s);
            if (df >= -2 && df <= 2 && dr >= -3 && dr <= 3) t.king_near[s] |= bit(n);
            if (df >= -1 && df <= 1) t.king_files[s] |= bit(n);
        }
        t.rank_line[s] = line_mask(t.ray[DirE][s] | bit(s) | t.ray[DirW][s], s);
        t.diagonal[0][s] = line_mask(t.ray[DirNE][s] | bit(s) | t.ray[DirSW][s], s);
        t.diagonal[1][s] = line_mask(t.ray[DirSE][s] | bit(s) | t.ray[DirNW][s], s);
    }
    for (Square s = 0; s < kSquareCount; ++s) {
        Bitboard steps = t.step[Sente][King][s];
        while (steps) {
            const Square n = pop_lsb(steps);
            t.king_rook_zone[s] |= t.rook_reach[n];
            t.king_bishop_zone[s] |= t.bishop_reach[n];
        }
    }
    for (int i = 0; i < kLineLength; ++i) {
        for (int occ = 0; occ < kLineOccupancyCount; ++occ) {
            int attack = 0;
            for (int j = i + 1; j < kLineLength; ++j) {
                attack |= 1 << j;
                if (occ & (1 << j)) break;
            }
            for (int j = i - 1; j >= 0; --j) {
                attack |= 1 << j;
                if (occ & (1 << j)) break;
            }
            t.line_attack[i][occ] = static_cast<std::uint16_t>(attack);
        }
    }
    for (int r = 0; r < kRankCount; ++r) {
        const int below = (1 << r) - 1;                                 // ranks toward a
        const int above = (kLineOccupancyCount - 1) & ~((2 << r) - 1);  // ranks toward i
        t.lance_ahead[Sente][r] = static_cast<std::uint16_t>(below);
        t.lance_ahead[Gote][r] = static_cast<std::uint16_t>(above);
    }
    return t;
}

}  // namespace

constinit const Tables kTables = build();

}  // namespace arbiter::fast::shogi
