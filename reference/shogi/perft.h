#pragma once
// Perft: the leaves of the legal-move tree, the standard move-generation check.

#include <cstdint>

#include "reference/shogi/position.h"

namespace arbiter::reference::shogi {

// Bulk counts the last ply's legal moves without playing them; FullMake plays every leaf move
// too. Both count the same leaves.
enum class PerftMode { Bulk, FullMake };

std::uint64_t perft(const Position& position, int depth, PerftMode mode = PerftMode::Bulk);

}  // namespace arbiter::reference::shogi
