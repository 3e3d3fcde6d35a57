// shogi.promotion.optional and shogi.promotion.forced.

#include "reference/shogi/rules.h"

namespace arbiter::reference::shogi {

bool has_no_move_from(Side side, PieceKind kind, Square square) {
    const int rank = relative_rank(side, square.rank);
    switch (kind) {
    case PieceKind::Pawn:
    case PieceKind::Lance:
        return rank == kRankCount;  // the last rank
    case PieceKind::Knight:
        return rank >= kRankCount - 1;  // the last two ranks
    default:
        return false;
    }
}

// shogi.promotion.optional: a rook, bishop, silver, knight, lance or pawn may promote on a move
// that starts or ends in the promotion zone (JSA 成り, shogi.promotion.optional). Anything else may
// not promote.
bool breaks_promotion_optional(const Position& before, const BoardMove& move) {
    if (!move.promote) return false;
    const auto& piece = before.board().at(move.from);
    if (!piece || !can_promote(piece->kind)) return true;
    const Side side = piece->side;
    return !in_zone(side, move.from) && !in_zone(side, move.to);
}

// shogi.promotion.forced: a pawn or lance reaching the last rank, or a knight reaching the last
// two ranks, must promote: it could never move again (JSA 行き所のない駒, shogi.promotion.forced).
bool breaks_promotion_forced(const Position& before, const BoardMove& move) {
    if (move.promote) return false;
    const auto& piece = before.board().at(move.from);
    return piece && has_no_move_from(piece->side, piece->kind, move.to);
}

}  // namespace arbiter::reference::shogi
