// Perft: the leaves of the legal-move tree.

#include "reference/chess/perft.h"

#include "reference/chess/rules.h"

namespace arbiter::reference::chess {

std::uint64_t perft(const Position& pos, int depth, PerftMode mode) {
    if (depth <= 0) return 1;
    const auto moves = legal_moves(pos);
    if (depth == 1 && mode == PerftMode::Bulk) return moves.size();
    std::uint64_t nodes = 0;
    for (const Move& move : moves) nodes += perft(pos.after(move), depth - 1, mode);
    return nodes;
}

}  // namespace arbiter::reference::chess
