// chess.touch-move: FIDE Laws of Chess 4.3 and 4.5 (RULES.md: the same obligations as
// xiangqi.touch-move).

#include "reference/chess/touch_move.h"

#include <algorithm>

#include "reference/chess/rules.h"

namespace arbiter::reference::chess {

namespace {

std::vector<Move> moves_from(const std::vector<Move>& legal, Square from) {
    std::vector<Move> out;
    for (const Move& m : legal)
        if (m.from == from) out.push_back(m);
    return out;
}

// Captures of the piece on `target` (en passant captures the pawn beside the target square, so a
// touched pawn that just double-pushed is also captured by the en passant move).
std::vector<Move> captures_of(const Position& pos, const std::vector<Move>& legal, Square target) {
    std::vector<Move> out;
    for (const Move& m : legal) {
        if (m.to == target) {
            out.push_back(m);
            continue;
        }
        const auto& mover = pos.board()[m.from];
        if (mover && mover->type == PieceType::Pawn && pos.en_passant() && m.to == *pos.en_passant() &&
            m.from.file() != m.to.file() && m.to.file() == target.file() && m.from.rank() == target.rank())
            out.push_back(m);
    }
    return out;
}

}  // namespace

TouchObligation touch_move_obligation(const Position& pos, const std::vector<Square>& touched) {
    const std::vector<Move> legal = legal_moves(pos);
    const Color us = pos.side_to_move();

    // The touched pieces in order, own and enemy apart; a square touched twice counts once.
    std::vector<Square> order;
    for (Square sq : touched) {
        if (!pos.board()[sq]) continue;
        if (std::find(order.begin(), order.end(), sq) == order.end()) order.push_back(sq);
    }
    std::vector<Square> own, enemy;
    for (Square sq : order) (pos.board()[sq]->color == us ? own : enemy).push_back(sq);

    // FIDE 4.3.3: one piece of each colour touched: capture the enemy piece with the own piece;
    // if that is illegal, move or capture the first piece touched that can be moved or captured.
    if (!own.empty() && !enemy.empty()) {
        std::vector<Move> both;
        for (const Move& m : captures_of(pos, legal, enemy.front()))
            if (m.from == own.front()) both.push_back(m);
        if (!both.empty()) return {both, "FIDE 4.3.3: capture the touched piece with the touched piece", true};
    }
    // FIDE 4.3.1 / 4.3.2 (and the fallback of 4.3.3): the first touched piece, in order, that can
    // be moved (own) or captured (enemy) must be.
    for (Square sq : order) {
        const bool is_own = pos.board()[sq]->color == us;
        std::vector<Move> allowed = is_own ? moves_from(legal, sq) : captures_of(pos, legal, sq);
        if (!allowed.empty())
            return {allowed,
                    is_own ? "FIDE 4.3.1: move the first touched own piece that can move"
                           : "FIDE 4.3.2: capture the first touched enemy piece that can be captured",
                    true};
    }
    // FIDE 4.5: none of the touched pieces can be moved or captured: any legal move.
    return {legal, order.empty() ? "no piece touched" : "FIDE 4.5: no touched piece can be moved or captured",
            false};
}

bool breaks_touch_move(const Position& pos, const std::vector<Square>& touched, const Move& move) {
    const TouchObligation ob = touch_move_obligation(pos, touched);
    return std::find(ob.allowed.begin(), ob.allowed.end(), move) == ob.allowed.end();
}

}  // namespace arbiter::reference::chess
