// Sliding-attack tables: magic multiplication (always built on demand) and PEXT (BMI2 builds).
// Both are filled from the slow ray walk of bitboard.h and index the same occupancy subsets.

#include <cassert>
#include <cstdint>

#include "fast/chess/bitboard.h"

namespace arbiter::fast::chess {
namespace {

// The relevant occupancy for a slider on s: its empty-board rays without the last square of
// each ray (a piece on the edge never blocks anything behind it).
Bitboard relevant_mask(Square s, bool rook) {
    const Bitboard edges =
        ((kRank1 | kRank8) & ~rank_bb(rank_of(s))) | ((kFileA | kFileH) & ~file_bb(file_of(s)));
    const Bitboard attacks = rook ? rook_attacks_slow(s, 0) : bishop_attacks_slow(s, 0);
    return attacks & ~edges;
}

// splitmix64: a fixed, seeded generator so the magic search is deterministic.
struct SplitMix {
    std::uint64_t state;
    std::uint64_t next() {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    std::uint64_t sparse() { return next() & next() & next(); }
};

constexpr int kMaxSubsets = 4096;  // 2^12: the largest rook mask has 12 bits

void build_magics(MagicTables& t, bool rook, Bitboard* data, SplitMix& rng) {
    static Bitboard occupancy[kMaxSubsets];
    static Bitboard reference[kMaxSubsets];
    static int epoch[kMaxSubsets];
    int current_epoch = 0;
    for (int i = 0; i < kMaxSubsets; ++i) epoch[i] = 0;
    MagicEntry* entries = rook ? t.rook : t.bishop;
    for (Square s = 0; s < kSquareCount; ++s) {
        MagicEntry& e = entries[s];
        e.mask = relevant_mask(s, rook);
        const int bits = popcount(e.mask);
        e.shift = static_cast<unsigned>(64 - bits);
        e.attacks = data;
        int size = 0;
        Bitboard sub = 0;
        do {  // every subset of the mask (carry-rippler)
            occupancy[size] = sub;
            reference[size] = rook ? rook_attacks_slow(s, sub) : bishop_attacks_slow(s, sub);
            ++size;
            sub = (sub - e.mask) & e.mask;
        } while (sub != 0);
        for (;;) {
            e.magic = rng.sparse();
            if (popcount((e.mask * e.magic) >> 56) < 6) continue;
            ++current_epoch;
            bool ok = true;
            for (int i = 0; i < size && ok; ++i) {
                const auto idx = static_cast<std::size_t>(e.index(occupancy[i]));
                if (epoch[idx] != current_epoch) {
                    epoch[idx] = current_epoch;
                    data[idx] = reference[i];
                } else if (data[idx] != reference[i]) {
                    ok = false;  // destructive collision: try another magic
                }
            }
            if (ok) break;
        }
        data += size;
    }
}

}  // namespace

const MagicTables& magic_tables() {
    static const MagicTables* const tables = [] {
        static MagicTables t{};
        SplitMix rng{0x5EED0A7B17E7C4E5ULL};
        build_magics(t, true, t.data, rng);
        build_magics(t, false, t.data + kRookTableSize, rng);
        return &t;
    }();
    return *tables;
}

#if ARBITER_CHESS_USE_PEXT
const PextTables& pext_tables() {
    static const PextTables* const tables = [] {
        static PextTables t{};
        Bitboard* data = t.data;
        for (int pass = 0; pass < 2; ++pass) {
            const bool rook = pass == 0;
            PextEntry* entries = rook ? t.rook : t.bishop;
            for (Square s = 0; s < kSquareCount; ++s) {
                PextEntry& e = entries[s];
                e.mask = relevant_mask(s, rook);
                e.attacks = data;
                Bitboard sub = 0;
                int size = 0;
                do {
                    const Bitboard attacks =
                        rook ? rook_attacks_slow(s, sub) : bishop_attacks_slow(s, sub);
                    data[cpu::pext(sub, e.mask)] = attacks;
                    ++size;
                    sub = (sub - e.mask) & e.mask;
                } while (sub != 0);
                data += size;
            }
        }
        assert(data == t.data + kRookTableSize + kBishopTableSize);
        return &t;
    }();
    return *tables;
}
#endif

}  // namespace arbiter::fast::chess
