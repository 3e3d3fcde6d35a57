#pragma once
// Zobrist keys, computed at compile time from a fixed splitmix64 stream.
// Hash of a position = XOR of piece[p][s] for every piece p on s, castling[rights] (the 4-bit
// rights set), en_passant[file] when an en passant capture is legal, and side when black moves.

#include <cstdint>

#include "fast/chess/bitboard.h"

namespace arbiter::fast::chess::zobrist {

inline constexpr int kCastlingSets = 16;

struct Keys {
    std::uint64_t piece[kPieceCodeCount][kSquareCount]{};
    std::uint64_t castling[kCastlingSets]{};
    std::uint64_t en_passant[kFileCount]{};
    std::uint64_t side = 0;
};

constexpr Keys make_keys() {
    Keys k{};
    std::uint64_t state = 0x243F6A8885A308D3ULL;  // pi's hex digits: nothing up the sleeve
    auto next = [&state]() {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    };
    for (int c = 0; c < kColorCount; ++c)
        for (int t = 0; t < kPieceTypeCount; ++t)
            for (int s = 0; s < kSquareCount; ++s)
                k.piece[make_piece(static_cast<Color>(c), static_cast<PieceType>(t))][s] = next();
    // Castling keys are the XOR of one key per right, so updating is castling[old ^ new].
    std::uint64_t right[4] = {next(), next(), next(), next()};
    for (int set = 0; set < kCastlingSets; ++set)
        for (int r = 0; r < 4; ++r)
            if (set & (1 << r)) k.castling[set] ^= right[r];
    for (int f = 0; f < kFileCount; ++f) k.en_passant[f] = next();
    k.side = next();
    return k;
}

inline constexpr Keys kKeys = make_keys();

}  // namespace arbiter::fast::chess::zobrist
