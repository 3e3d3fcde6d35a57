// Position: playing a move on a copy.

#include "reference/xiangqi/position.h"

#include <cassert>

namespace arbiter::reference::xiangqi {

Position Position::after_unchecked(Move move) const {
    assert(s_.board.holds(move.from, s_.side_to_move));
    assert(!s_.board.holds(move.to, s_.side_to_move));
    Position next = *this;
    const bool capture = !s_.board.empty(move.to);
    next.s_.board.put(move.to, s_.board.at(move.from));
    next.s_.board.put(move.from, std::nullopt);
    next.s_.halfmove_clock = capture ? 0 : s_.halfmove_clock + 1;
    if (s_.side_to_move == Side::Black) ++next.s_.fullmove_number;
    next.s_.side_to_move = opponent(s_.side_to_move);
    return next;
}

}  // namespace arbiter::reference::xiangqi
