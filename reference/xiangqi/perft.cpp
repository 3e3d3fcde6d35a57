// Perft: the leaves of the legal-move tree.

#include "reference/xiangqi/perft.h"

#include "reference/xiangqi/rules.h"

namespace arbiter::reference::xiangqi {

std::uint64_t perft(const Position& position, int depth, PerftMode mode) {
    if (depth <= 0) return 1;
    const std::vector<Move> moves = legal_moves(position);
    if (depth == 1 && mode == PerftMode::Bulk) return moves.size();
    std::uint64_t nodes = 0;
    for (const Move& move : moves) nodes += perft(position.after_unchecked(move), depth - 1, mode);
    return nodes;
}

}  // namespace arbiter::reference::xiangqi
