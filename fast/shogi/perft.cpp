// Perft of fast/shogi (make/unmake on one Position; move lists on the stack).

#include "fast/shogi/perft.h"

#include "fast/shogi/movegen.h"

namespace arbiter::fast::shogi {
namespace {

std::uint64_t perft_bulk(Position& pos, int depth) {
    if (depth == 1) return static_cast<std::uint64_t>(count_legal(pos));
    MoveList list;
    generate_legal(pos, list);
    std::uint64_t nodes = 0;
    for (const Move m : list) {
        const Undo u = pos.make(m);
        nodes += perft_bulk(pos, depth - 1);
        pos.unmake(m, u);
    }
    return nodes;
}

std::uint64_t perft_full(Position& pos, int depth) {
    MoveList list;
    generate_legal(pos, list);
    std::uint64_t nodes = 0;
    for (const Move m : list) {
        const Undo u = pos.make(m);
        nodes += depth == 1 ? 1 : perft_full(pos, depth - 1);
        pos.unmake(m, u);
    }
    return nodes;
}

}  // namespace

std::uint64_t perft(const Position& pos, int depth, PerftMode mode) {
    if (depth <= 0) return 1;
    Position work = pos;
    return mode == PerftMode::Bulk ? perft_bulk(work, depth) : perft_full(work, depth);
}

}  // namespace arbiter::fast::shogi
