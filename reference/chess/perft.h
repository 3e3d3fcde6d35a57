#pragma once
// Perft: the leaves of the legal-move tree, the standard move-generation check.

#include <cstdint>

#include "reference/chess/position.h"

namespace arbiter::reference::chess {

// Bulk counts the last ply's legal moves without playing them; FullMake plays every leaf move
// too. Both count the same leaves: every legal move, also in positions where the game is already
// over by repetition, fifty moves or dead position.
enum class PerftMode { Bulk, FullMake };

std::uint64_t perft(const Position& pos, int depth, PerftMode mode = PerftMode::Bulk);

}  // namespace arbiter::reference::chess
