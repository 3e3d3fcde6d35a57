// Perft: the number of leaves of the legal-move tree, the standard move-generation check.

#include "reference/shogi/perft.h"

#include "reference/shogi/rules.h"

namespace arbiter::reference::shogi {

std::uint64_t perft(const Position& position, int depth, PerftMode mode) {
    if (depth <= 0) return 1;
    if (depth == 1 && mode == PerftMode::Bulk) {
        std::uint64_t count = 0;
        for_each_legal_move(position, [&](const Move&) {
            ++count;
            return true;
        });
        return count;
    }
    std::uint64_t nodes = 0;
    for_each_legal_move(position, [&](const Move& move) {
        nodes += perft(position.after(move), depth - 1, mode);
        return true;
    });
    return nodes;
}

}  // namespace arbiter::reference::shogi
