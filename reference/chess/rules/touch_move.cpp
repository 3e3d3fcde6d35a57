// chess.touch-move: FIDE Laws of Chess (1 January 2023) 4.3, 4.4 and 4.5 (docs/rules.md: the same
// obligations as xiangqi.touch-move).

#include "reference/chess/touch_move.h"

#include <algorithm>
#include <optional>

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
        if (mover && mover->type == PieceType::Pawn && pos.en_passant() &&
            m.to == *pos.en_passant() && m.from.file() != m.to.file() &&
            m.to.file() == target.file() && m.from.rank() == target.rank())
            out.push_back(m);
    }
    return out;
}

// FIDE 4.3 and 4.5 over the touched pieces `order` (distinct, occupied, in the order touched),
// choosing among `legal`. `restricted`: `legal` already lacks a move the rules forbid (4.4.2), so
// even the 4.5 fallback binds.
TouchObligation obligation_of_touches(const Position& pos, const std::vector<Move>& legal,
                                      const std::vector<Square>& order, bool restricted) {
    const Color us = pos.side_to_move();
    std::vector<Square> own, enemy;
    for (Square sq : order) (pos.board()[sq]->color == us ? own : enemy).push_back(sq);

    // FIDE 4.3.3: one piece of each colour touched: capture the enemy piece with the own piece;
    // if that is illegal, move or capture the first piece touched that can be moved or captured.
    if (!own.empty() && !enemy.empty()) {
        std::vector<Move> both;
        for (const Move& m : captures_of(pos, legal, enemy.front()))
            if (m.from == own.front()) both.push_back(m);
        if (!both.empty())
            return {both, "FIDE 4.3.3: capture the touched piece with the touched piece", true};
    }
    // FIDE 4.3.1 / 4.3.2 (and the fallback of 4.3.3): the first touched piece, in order, that can
    // be moved (own) or captured (enemy) must be.
    for (Square sq : order) {
        const bool is_own = pos.board()[sq]->color == us;
        std::vector<Move> allowed = is_own ? moves_from(legal, sq) : captures_of(pos, legal, sq);
        if (!allowed.empty()) {
            if (restricted)
                return {allowed,
                        is_own ? "FIDE 4.4.2 and 4.3.1: rook then king touched: no castling on "
                                 "that side; move "
                                 "the first touched own piece that can move"
                               : "FIDE 4.4.2 and 4.3.2: rook then king touched: no castling on "
                                 "that side; capture "
                                 "the first touched enemy piece that can be captured",
                        true};
            return {allowed,
                    is_own
                        ? "FIDE 4.3.1: move the first touched own piece that can move"
                        : "FIDE 4.3.2: capture the first touched enemy piece that can be captured",
                    true};
        }
    }
    // FIDE 4.5: none of the touched pieces can be moved or captured: any legal move.
    if (restricted)
        return {legal,
                "FIDE 4.4.2 and 4.5: no touched piece can move; any legal move but castling on "
                "that side",
                true};
    return {
        legal,
        order.empty() ? "no piece touched" : "FIDE 4.5: no touched piece can be moved or captured",
        false};
}

// The wing whose castling rook stands on `sq` for `us` (a1/h1, a8/h8; in Chess960 the rook its
// castling right names), if any.
std::optional<Wing> castling_wing_of_rook(const Position& pos, Color us, Square sq) {
    for (Wing w : {Wing::King, Wing::Queen})
        if (castling_rook_from(pos, us, w) == sq) return w;
    return std::nullopt;
}

}  // namespace

TouchObligation touch_move_obligation(const Position& pos, const std::vector<Square>& touched,
                                      bool simultaneous) {
    const std::vector<Move> legal = legal_moves(pos);
    const Color us = pos.side_to_move();

    // The touched pieces in order; a square touched twice counts once.
    std::vector<Square> order;
    for (Square sq : touched) {
        if (!pos.board()[sq]) continue;
        if (std::find(order.begin(), order.end(), sq) == order.end()) order.push_back(sq);
    }

    // FIDE 4.4: the first two pieces touched are the own king and an own rook.
    if (order.size() >= 2) {
        const Piece first = *pos.board()[order[0]];
        const Piece second = *pos.board()[order[1]];
        const Piece king{us, PieceType::King};
        const Piece rook{us, PieceType::Rook};
        const bool king_then_rook = first == king && second == rook;
        const bool rook_then_king = first == rook && second == king;
        if (king_then_rook || (rook_then_king && simultaneous)) {
            const Square king_sq = king_then_rook ? order[0] : order[1];
            const Square rook_sq = king_then_rook ? order[1] : order[0];
            // FIDE 4.4.1: king and rook touched: castle on that side if it is legal.
            if (const auto wing = castling_wing_of_rook(pos, us, rook_sq)) {
                const Move castle = castling_move(pos, *wing);
                if (castle.from == king_sq &&
                    std::find(legal.begin(), legal.end(), castle) != legal.end())
                    return {
                        {castle}, "FIDE 4.4.1: king and rook touched: castle on that side", true};
            }
            // FIDE 4.4.3: castling with this rook is illegal: another legal king move (castling
            // with the other rook included); if the king has no legal move, any legal move.
            std::vector<Move> king_moves = moves_from(legal, king_sq);
            if (!king_moves.empty())
                return {
                    king_moves,
                    "FIDE 4.4.3: castling with the touched rook is illegal: make another king move",
                    true};
            return {legal,
                    "FIDE 4.4.3: castling with the touched rook is illegal and the king cannot "
                    "move: any "
                    "legal move",
                    false};
        }
        if (rook_then_king) {
            // FIDE 4.4.2: rook then king deliberately touched: no castling on that side on this
            // move; 4.3.1 governs.
            std::vector<Move> allowed = legal;
            if (const auto wing = castling_wing_of_rook(pos, us, order[0])) {
                const Move castle = castling_move(pos, *wing);
                allowed.erase(std::remove(allowed.begin(), allowed.end(), castle), allowed.end());
            }
            return obligation_of_touches(pos, allowed, order, allowed.size() != legal.size());
        }
    }
    return obligation_of_touches(pos, legal, order, false);
}

bool breaks_touch_move(const Position& pos, const std::vector<Square>& touched, const Move& move,
                       bool simultaneous) {
    const TouchObligation ob = touch_move_obligation(pos, touched, simultaneous);
    return std::find(ob.allowed.begin(), ob.allowed.end(), move) == ob.allowed.end();
}

}  // namespace arbiter::reference::chess
