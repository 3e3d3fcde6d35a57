#pragma once
// Perft: the number of leaf nodes of the legal move tree to a fixed depth.
//   Bulk        at the last ply the legal moves are counted with popcounts, never built or played;
//   FullMake    every leaf move is generated and played on a copy (copy-make at every ply);
//   MakeUnmake  as FullMake, but one position is updated in place and restored by unmake().
// No heap, no strings, no virtual calls inside; the slider tables are fetched once per call.

#include <cstdint>
#include <vector>

#include "fast/chess/movegen.h"
#include "fast/chess/position.h"

namespace arbiter::fast::chess {

enum class PerftMode { Bulk, FullMake, MakeUnmake };

std::uint64_t perft(const Position& pos, int depth, PerftMode mode = PerftMode::Bulk);

// Bulk perft forced onto the magic lookup, whatever cpu.h chose: lets PEXT builds test magics.
std::uint64_t perft_bulk_with_magics(const Position& pos, int depth);

struct DivideEntry {
    Move move;
    std::uint64_t nodes = 0;
};
// Perft below each legal root move (root moves in generation order).
std::vector<DivideEntry> divide(const Position& pos, int depth, PerftMode mode = PerftMode::Bulk);

}  // namespace arbiter::fast::chess
