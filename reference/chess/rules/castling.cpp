// chess.castling and its four conditions.

#include <cstdlib>

#include "reference/chess/rules.h"

namespace arbiter::reference::chess {

namespace {
constexpr int kKingFile = 4;  // e-file
int rook_file(Wing w) { return w == Wing::King ? 7 : 0; }
int king_target_file(Wing w) { return w == Wing::King ? 6 : 2; }
int rook_target_file(Wing w) { return w == Wing::King ? 5 : 3; }
}  // namespace

Move castling_move(Color c, Wing w) {
    return Move{*Square::at(kKingFile, back_rank(c)),
                *Square::at(king_target_file(w), back_rank(c)), std::nullopt};
}
Square castling_rook_from(Color c, Wing w) { return *Square::at(rook_file(w), back_rank(c)); }
Square castling_rook_to(Color c, Wing w) { return *Square::at(rook_target_file(w), back_rank(c)); }

// chess.castling: the king moves two squares along its back rank toward a rook, and that rook goes
// to the square the king crossed. Written as the king's move: e1g1, e1c1, e8g8, e8c8. Any such
// move of the king from its original square is a castling, governed by the castling rules (so
// with no rook left in that corner it breaks chess.castling.rights: the right is gone).
std::optional<Wing> castling_wing(const Position& pos, const Move& move) {
    const Color us = pos.side_to_move();
    if (pos.board()[move.from] != Piece{us, PieceType::King}) return std::nullopt;
    for (Wing w : {Wing::King, Wing::Queen}) {
        const Move castle = castling_move(us, w);
        if (move.from == castle.from && move.to == castle.to) return w;
    }
    return std::nullopt;
}

std::optional<RuleId> first_broken_castling_rule(const Position& pos, Wing wing) {
    const Color us = pos.side_to_move();
    const Board& board = pos.board();
    const int rank = back_rank(us);

    // chess.castling.rights: not once the king or that rook has moved (the right is then lost).
    if (!pos.castling().has(us, wing)) return RuleId::CastlingRights;

    // chess.castling.blocked: every square between the king and the rook is empty.
    const int low = std::min(kKingFile, rook_file(wing)) + 1;
    const int high = std::max(kKingFile, rook_file(wing)) - 1;
    for (int file = low; file <= high; ++file) {
        if (board[*Square::at(file, rank)]) return RuleId::CastlingBlocked;
    }

    // chess.castling.in-check: not while the king is attacked.
    const Color them = opponent(us);
    if (is_attacked(board, *Square::at(kKingFile, rank), them)) return RuleId::CastlingInCheck;

    // chess.castling.through-check: the king may not cross or land on an attacked square
    // (the rook, and b1/b8 on the queen's side, may be attacked).
    const int step = wing == Wing::King ? 1 : -1;
    for (int file = kKingFile + step; file != king_target_file(wing) + step; file += step) {
        if (is_attacked(board, *Square::at(file, rank), them)) return RuleId::CastlingThroughCheck;
    }
    return std::nullopt;
}

}  // namespace arbiter::reference::chess
