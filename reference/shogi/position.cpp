// Playing a move on a copy of a position.

#include "reference/shogi/position.h"

#include <cassert>

#include "reference/shogi/rules.h"

namespace arbiter::reference::shogi {

Position Position::after(const Move& move) const {
    Position next = *this;
    Setup& s = next.setup_;
    const Side mover = s.side_to_move;
    if (const auto* m = std::get_if<BoardMove>(&move)) {
        const auto piece = s.board.at(m->from);
        assert(piece && piece->side == mover);
        if (const auto& captured = s.board.at(m->to))
            capture_to_hand(s.hand(mover), captured->kind);
        Piece moved = *piece;
        if (m->promote && can_promote(moved.kind)) moved.kind = promoted(moved.kind);
        s.board.put(m->from, std::nullopt);
        s.board.put(m->to, moved);
    } else {
        const auto& d = std::get<Drop>(move);
        const PieceKind held = unpromoted(d.kind);
        if (is_hand_kind(held) && s.hand(mover).count[kind_index(held)] > 0) {
            --s.hand(mover).count[kind_index(held)];
        }
        s.board.put(d.to, Piece{mover, d.kind});
    }
    s.side_to_move = opponent(mover);
    if (s.move_number < UINT32_MAX) ++s.move_number;
    return next;
}

bool Position::same_for_repetition(const Position& other) const {
    return setup_.board == other.setup_.board && setup_.hands == other.setup_.hands &&
           setup_.side_to_move == other.setup_.side_to_move;
}

}  // namespace arbiter::reference::shogi
