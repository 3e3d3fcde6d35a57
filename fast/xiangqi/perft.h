#pragma once
// Perft of fast/xiangqi: leaf count of the legal-move tree. No heap, strings or virtual calls.

#include <cstdint>

#include "fast/xiangqi/position.h"

namespace arbiter::fast::xiangqi {

enum class PerftMode { Bulk, FullMake };

// Bulk: the last ply's moves are counted (count_legal), not played. FullMake: every leaf move is
// made and unmade too. Both return the same number. Works on a copy of `pos`.
std::uint64_t perft(const Position& pos, int depth, PerftMode mode = PerftMode::Bulk);

}  // namespace arbiter::fast::xiangqi
