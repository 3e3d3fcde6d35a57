#include "reference/chess/rules.h"

namespace arbiter::reference::chess {

// chess.self-check: no move may leave one's own king attacked — a pinned piece may not leave the
// line, the king may not step onto an attacked square or along the checking line, and an en
// passant capture may not uncover an attack along the rank. Decided by playing the move.
bool breaks_self_check(const Position& pos, const Move& move) {
    const Color us = pos.side_to_move();
    const Position next = pos.after(move);
    return is_attacked(next.board(), next.king_square(us), opponent(us));
}

}  // namespace arbiter::reference::chess
