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
constexpr Delta kDirections[kDirectionCount] = {{0, 1}, {1, 0}, {1, 1}, {1, -1},
                                                {0, -1}, {-1, 0}, {-1, -1}, {-1, 1}};

constexpr bool inside(int file, int rank) { return file >= 0 && file < kFileCount && rank >= 0 && rank < kRankCount; }

// Steps from sente's side; gote's are turned round.
constexpr Delta kPawnSteps[] = {{0, -1}};
constexpr Delta kKnightSteps[] = {{1, -2}, {-1, -2}};
constexpr Delta kSilverSteps[] = {{0, -1}, {1, -1}, {-1, -1}, {1, 1}, {-1, 1}};
constexpr Delta kGoldSteps[] = {{0, -1}, {1, -1}, {-1, -1}, {1, 0}, {-1, 0}, {0, 1}};
constexpr Delta kKingSteps[] = {{0, -1}, {1, -1}, {-1, -1}, {1, 0}, {-1, 0}, {0, 1}, {1, 1}, {-1, 1}};

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
    return t;
}

}  // namespace

constinit const Tables kTables = build();

}  // namespace arbiter::fast::shogi
