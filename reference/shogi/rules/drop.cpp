// Drops (打) and their four restrictions (shogi.drop.*, docs/rules.md).

#include "reference/shogi/rules.h"

namespace arbiter::reference::shogi {

// shogi.drop: instead of moving, a piece in hand may be dropped on any empty square.
bool breaks_drop(const Position& before, const Drop& drop) {
    const PieceKind held = unpromoted(drop.kind);
    if (!is_hand_kind(held) || before.hand(before.side_to_move()).of(held) == 0) return true;
    return before.board().at(drop.to).has_value();
}

// shogi.drop.unpromoted (restriction 1): a dropped piece is unpromoted and cannot promote on the
// drop itself, even in the zone.
bool breaks_drop_unpromoted(const Drop& drop) { return drop.promote || is_promoted(drop.kind); }

// shogi.drop.dead-square (restriction 2): no pawn or lance on the last rank, no knight on the
// last two, where it could never move.
bool breaks_drop_dead_square(const Position& before, const Drop& drop) {
    return has_no_move_from(before.side_to_move(), drop.kind, drop.to);
}

// shogi.drop.nifu (restriction 3, 二歩): no pawn drop on a file that already holds an
// unpromoted pawn of the same side. A tokin does not count.
bool breaks_drop_nifu(const Position& before, const Drop& drop) {
    if (drop.kind != PieceKind::Pawn) return false;
    const Piece own_pawn{before.side_to_move(), PieceKind::Pawn};
    for (int rank = 1; rank <= kRankCount; ++rank) {
        if (before.board().at(Square{drop.to.file, rank}) == own_pawn) return true;
    }
    return false;
}

// shogi.drop.uchifuzume (restriction 4, 打ち歩詰め): a pawn drop that gives checkmate is illegal.
// Mate is decided by the opponent's full list of legal replies, so the subtle cases follow from
// the rules themselves: the king may take the pawn only if no piece guards it, a pinned piece may
// not take it (shogi.self-check), the king may step away, and nothing can be interposed between
// a king and an adjacent pawn. A pawn-drop check that is not mate (打ち歩王手) is legal.
bool breaks_drop_uchifuzume(const Position& before, const Drop& drop) {
    if (drop.kind != PieceKind::Pawn) return false;
    const Position after = before.after(drop);
    return in_check(after) && !has_legal_move(after);
}

}  // namespace arbiter::reference::shogi
