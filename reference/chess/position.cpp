// Playing a move on a position: what changes on the board and in the position's state.

#include "reference/chess/position.h"

#include <cstdlib>

#include "reference/chess/rules.h"

namespace arbiter::reference::chess {

Square Position::king_square(Color c) const {
    for (int i = 0; i < kSquareCount; ++i) {
        const Square sq = Square::from_index(i);
        if (s_.board[sq] == Piece{c, PieceType::King}) return sq;
    }
    return Square{};  // unreachable: a Position has one king of each colour (chess.fen)
}

Position Position::after(const Move& move) const {
    Position next = *this;
    Setup& s = next.s_;
    const Piece mover = *s.board[move.from];
    const Color us = mover.color;
    const auto wing = castling_wing(*this, move);
    // A Chess960 castling is written as the king taking its rook: no capture.
    const bool capture = !wing && s.board[move.to].has_value();
    bool en_passant_capture = false;

    if (wing) {
        // chess.castling, chess.chess960.castling: the king goes to g1/c1 (g8/c8) and the rook
        // to f1/d1 (f8/d8), whatever squares they came from (either may stay where it is).
        const Square rook_from = castling_rook_from(*this, us, *wing);
        s.board[move.from].reset();
        s.board[rook_from].reset();
        s.board[castling_king_to(us, *wing)] = mover;
        s.board[castling_rook_to(us, *wing)] = Piece{us, PieceType::Rook};
    } else {
        s.board[move.from].reset();
        if (mover.type == PieceType::Pawn && move.from.file() != move.to.file() && !capture) {
            // chess.pawn.en-passant: the captured pawn stands beside the mover, not on the target.
            s.board[*Square::at(move.to.file(), move.from.rank())].reset();
            en_passant_capture = true;
        }
        // chess.pawn.promotion: the pawn is replaced by the chosen piece.
        s.board[move.to] = move.promotion ? Piece{us, *move.promotion} : mover;
    }

    // chess.castling.rights: lost for good once the king or that rook moves, or the rook is taken.
    if (mover.type == PieceType::King) {
        s.castling.set(us, Wing::King, false);
        s.castling.set(us, Wing::Queen, false);
    }
    for (Color c : {Color::White, Color::Black}) {
        for (Wing w : {Wing::King, Wing::Queen}) {
            if (!s.castling.has(c, w)) continue;
            const Square rook = castling_rook_from(*this, c, w);
            if (move.from == rook || move.to == rook) s.castling.set(c, w, false);
        }
    }

    // The en passant square: the one a double-pushing pawn skipped (set after every double push).
    s.en_passant.reset();
    if (mover.type == PieceType::Pawn && std::abs(move.to.rank() - move.from.rank()) == 2) {
        s.en_passant = Square::at(move.from.file(), (move.from.rank() + move.to.rank()) / 2);
    }

    // chess.fifty-move counts plies since the last capture or pawn move.
    s.halfmove_clock =
        (capture || en_passant_capture || mover.type == PieceType::Pawn) ? 0 : s.halfmove_clock + 1;
    if (us == Color::Black) ++s.fullmove_number;
    s.side_to_move = opponent(us);
    return next;
}

}  // namespace arbiter::reference::chess
