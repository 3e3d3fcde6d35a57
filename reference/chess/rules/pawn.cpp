// The pawn's rules: push, double push, capture, en passant, promotion.

#include <cstdlib>

#include "reference/chess/rules.h"

namespace arbiter::reference::chess {

// chess.pawn.push: one square straight forward onto an empty square.
std::vector<Square> pawn_push_targets(const Board& board, Square from) {
    const Color us = board[from]->color;
    const auto to = from.offset(0, forward(us));
    if (to && !board[*to]) return {*to};
    return {};
}

// chess.pawn.double-push: two squares forward from the starting rank, both squares empty.
std::vector<Square> pawn_double_push_targets(const Board& board, Square from) {
    const Color us = board[from]->color;
    if (from.rank() != pawn_start_rank(us)) return {};
    const Square skipped = *from.offset(0, forward(us));
    const Square to = *from.offset(0, 2 * forward(us));
    if (!board[skipped] && !board[to]) return {to};
    return {};
}

// chess.pawn.capture: one square diagonally forward onto an enemy piece.
std::vector<Square> pawn_capture_targets(const Board& board, Square from) {
    const Color us = board[from]->color;
    std::vector<Square> targets;
    for (int df : {-1, 1}) {
        const auto to = from.offset(df, forward(us));
        if (to && board[*to] && board[*to]->color != us) targets.push_back(*to);
    }
    return targets;
}

// chess.pawn.en-passant: a pawn that has just made a double push, passing this pawn's capture
// square, may be taken as if it had moved one square — on the very next move only. The position
// carries that square (the en passant square) for exactly one ply.
std::vector<Square> pawn_en_passant_targets(const Position& pos, Square from) {
    const auto ep = pos.en_passant();
    const Color us = pos.board()[from]->color;
    if (!ep || us != pos.side_to_move()) return {};
    if (ep->rank() != from.rank() + forward(us) || std::abs(ep->file() - from.file()) != 1)
        return {};
    // The double-pushed pawn stands beside the capturer, on the en passant square's file.
    const Square victim = *Square::at(ep->file(), from.rank());
    if (pos.board()[victim] != Piece{opponent(us), PieceType::Pawn} || pos.board()[*ep]) return {};
    return {*ep};
}

// chess.pawn.promotion: a pawn reaching the last rank must become a queen, rook, bishop or knight
// of its colour; a move that does not reach it names no promotion piece.
bool breaks_pawn_promotion(const Position& pos, const Move& move) {
    const auto& piece = pos.board()[move.from];
    const bool reaches_last_rank =
        piece && piece->type == PieceType::Pawn && move.to.rank() == promotion_rank(piece->color);
    if (!reaches_last_rank) return move.promotion.has_value();
    if (!move.promotion) return true;
    return *move.promotion == PieceType::King || *move.promotion == PieceType::Pawn;
}

}  // namespace arbiter::reference::chess
