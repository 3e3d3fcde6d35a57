// The flat decision lists: which moves are legal, and which rule an illegal move breaks first
// (catalogue order of docs/rules.md).

#include "reference/shogi/rules.h"

namespace arbiter::reference::shogi {

namespace {

constexpr PieceKind kDroppable[] = {PieceKind::Pawn,   PieceKind::Lance, PieceKind::Knight,
                                    PieceKind::Silver, PieceKind::Gold,  PieceKind::Bishop,
                                    PieceKind::Rook};

}  // namespace

void for_each_legal_move(const Position& position, const std::function<bool(const Move&)>& visit) {
    const Side us = position.side_to_move();
    const Board& board = position.board();
    // Board moves: each piece by its pattern, with and without promotion where allowed; every
    // legal non-promotion counts, even a pointless one (as the published perft figures do).
    for (int index = 0; index < kSquareCount; ++index) {
        const Square from = square_at(index);
        const auto& piece = board.at(from);
        if (!piece || piece->side != us) continue;
        for (const Square to : piece_targets(board, from)) {
            for (const bool promote : {false, true}) {
                const BoardMove move{from, to, promote};
                if (breaks_promotion_optional(position, move)) continue;
                if (breaks_promotion_forced(position, move)) continue;
                if (breaks_self_check(position.after(move))) continue;
                if (!visit(move)) return;
            }
        }
    }
    // Drops: every piece in hand on every empty square, minus the four restrictions.
    for (const PieceKind kind : kDroppable) {
        if (position.hand(us).of(kind) == 0) continue;
        for (int index = 0; index < kSquareCount; ++index) {
            const Drop drop{kind, square_at(index), false};
            if (breaks_drop(position, drop)) continue;
            if (breaks_drop_dead_square(position, drop)) continue;
            if (breaks_drop_nifu(position, drop)) continue;
            if (breaks_self_check(position.after(drop))) continue;
            if (breaks_drop_uchifuzume(position, drop)) continue;
            if (!visit(drop)) return;
        }
    }
}

std::vector<Move> legal_moves(const Position& position) {
    std::vector<Move> moves;
    for_each_legal_move(position, [&](const Move& move) {
        moves.push_back(move);
        return true;
    });
    return moves;
}

bool has_legal_move(const Position& position) {
    bool found = false;
    for_each_legal_move(position, [&](const Move&) {
        found = true;
        return false;
    });
    return found;
}

bool breaks_move_own_piece(const Position& before, const BoardMove& move) {
    const auto& piece = before.board().at(move.from);
    return !piece || piece->side != before.side_to_move();
}

std::optional<RuleId> first_broken_rule(const Position& position, const Move& move) {
    if (const auto* m = std::get_if<BoardMove>(&move)) {
        if (breaks_move_own_piece(position, *m)) return RuleId::MoveOwnPiece;
        const auto& piece = position.board().at(m->from);
        bool reachable = false;
        for (const Square to : piece_targets(position.board(), m->from)) reachable |= to == m->to;
        if (!reachable) return movement_rule(piece->kind);
        if (breaks_promotion_optional(position, *m)) return RuleId::PromotionOptional;
        if (breaks_promotion_forced(position, *m)) return RuleId::PromotionForced;
        if (breaks_self_check(position.after(move))) return RuleId::SelfCheck;
        return std::nullopt;
    }
    const auto& drop = std::get<Drop>(move);
    if (breaks_drop(position, drop)) return RuleId::Drop;
    if (breaks_drop_unpromoted(drop)) return RuleId::DropUnpromoted;
    if (breaks_drop_dead_square(position, drop)) return RuleId::DropDeadSquare;
    if (breaks_drop_nifu(position, drop)) return RuleId::DropNifu;
    if (breaks_drop_uchifuzume(position, drop)) return RuleId::DropUchifuzume;
    if (breaks_self_check(position.after(move))) return RuleId::SelfCheck;
    return std::nullopt;
}

}  // namespace arbiter::reference::shogi
