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
    const bool capture = s.board[move.to].has_value();
    bool en_passant_capture = false;

    s.board[move.from].reset();

    if (mover.type == PieceType::Pawn && move.from.file() != move.to.file() && !capture) {
        // chess.pawn.en-passant: the captured pawn stands beside the mover, not on the target.
        s.board[*Square::at(move.to.file(), move.from.rank())].reset();
        en_passant_capture = true;
    }
    if (mover.type == PieceType::King && std::abs(move.to.file() - move.from.file()) == 2) {
        // chess.castling: the rook goes to the square the king crossed.
        const Wing wing = move.to.file() > move.from.file() ? Wing::King : Wing::Queen;
        s.board[castling_rook_to(us, wing)] = s.board[castling_rook_from(us, wing)];
        s.board[castling_rook_from(us, wing)].reset();
    }
    // chess.pawn.promotion: the pawn is replaced by the chosen piece.
    s.board[move.to] = move.promotion ? Piece{us, *move.promotion} : mover;

    // chess.castling.rights: lost for good once the king or that rook moves, or the rook is taken.
    if (mover.type == PieceType::King) {
        s.castling.set(us, Wing::King, false);
        s.castling.set(us, Wing::Queen, false);
    }
    for (Color c : {Color::White, Color::Black}) {
        for (Wing w : {Wing::King, Wing::Queen}) {
            const Square corner = castling_rook_from(c, w);
            if (move.from == corner || move.to == corner) s.castling.set(c, w, false);
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
