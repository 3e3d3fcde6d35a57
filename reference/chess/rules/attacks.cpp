// Which squares a side attacks. Walk outward from the target; a piece met there attacks the
// target if its own movement pattern leads back (after tsshogi's hasPower).

#include "reference/chess/rules.h"
#include "reference/chess/rules/directions.h"

namespace arbiter::reference::chess {

namespace {

bool holds(const Board& board, std::optional<Square> sq, Piece piece) {
    return sq && board[*sq] == piece;
}

// The first piece met walking from `from` in direction `d`, if any.
std::optional<Piece> first_piece_along(const Board& board, Square from, Offset d) {
    for (auto sq = from.offset(d.df, d.dr); sq; sq = sq->offset(d.df, d.dr)) {
        if (board[*sq]) return board[*sq];
    }
    return std::nullopt;
}

}  // namespace

bool is_attacked(const Board& board, Square target, Color by) {
    // chess.knight.leap
    for (Offset d : kKnightLeaps) {
        if (holds(board, target.offset(d.df, d.dr), {by, PieceType::Knight})) return true;
    }
    // chess.king.step
    for (Offset d : kAllDirections) {
        if (holds(board, target.offset(d.df, d.dr), {by, PieceType::King})) return true;
    }
    // chess.pawn.capture: a pawn attacks the two squares diagonally in front of it.
    for (int df : {-1, 1}) {
        if (holds(board, target.offset(df, -forward(by)), {by, PieceType::Pawn})) return true;
    }
    // chess.rook.slide, chess.queen.slide
    for (Offset d : kOrthogonal) {
        const auto piece = first_piece_along(board, target, d);
        if (piece == Piece{by, PieceType::Rook} || piece == Piece{by, PieceType::Queen})
            return true;
    }
    // chess.bishop.slide, chess.queen.slide
    for (Offset d : kDiagonal) {
        const auto piece = first_piece_along(board, target, d);
        if (piece == Piece{by, PieceType::Bishop} || piece == Piece{by, PieceType::Queen})
            return true;
    }
    return false;
}

bool in_check(const Position& pos) {
    return is_attacked(pos.board(), pos.king_square(pos.side_to_move()),
                       opponent(pos.side_to_move()));
}

}  // namespace arbiter::reference::chess
