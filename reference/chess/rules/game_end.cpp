// How a game of chess ends by the position alone (history-based rules: game.cpp).

#include "reference/chess/rules.h"

namespace arbiter::reference::chess {

// chess.checkmate: the side to move is in check and has no legal move; it loses.
bool checkmate_reached(const Position& pos) { return in_check(pos) && legal_moves(pos).empty(); }

// chess.stalemate: the side to move is not in check and has no legal move; a draw.
bool stalemate_reached(const Position& pos) { return !in_check(pos) && legal_moves(pos).empty(); }

// chess.dead-position: neither side can ever checkmate, by any series of legal moves (FIDE 5.2.2).
// Decided here for the material that can never mate: K v K, K+N v K, and kings with any bishops
// all standing on squares of one colour (K+B v K, K+B… v K+B…).
bool dead_position_reached(const Position& pos) {
    int knights = 0;
    int light_bishops = 0;
    int dark_bishops = 0;
    for (int i = 0; i < kSquareCount; ++i) {
        const Square sq = Square::from_index(i);
        const auto& piece = pos.board()[sq];
        if (!piece) continue;
        switch (piece->type) {
        case PieceType::King:
            break;
        case PieceType::Knight:
            ++knights;
            break;
        case PieceType::Bishop:
            (sq.is_light() ? light_bishops : dark_bishops)++;
            break;
        default:
            return false;  // a pawn, rook or queen can still mate
        }
    }
    const int bishops = light_bishops + dark_bishops;
    if (knights == 0)
        return light_bishops == 0 || dark_bishops == 0;  // K v K, bishops of one colour
    return knights == 1 && bishops == 0;                 // K+N v K
}

// chess.fifty-move: `limit_plies` plies (100: fifty moves by each side) with no capture and no
// pawn move. FIDE 9.3 lets a player claim it at 100; 9.6.2 ends the game at 150.
bool fifty_move_reached(const Position& pos, int limit_plies) {
    return pos.halfmove_clock() >= static_cast<std::uint32_t>(limit_plies);
}

RepetitionKey repetition_key(const Position& pos) {
    RepetitionKey key{pos.board(), pos.side_to_move(), pos.castling(), std::nullopt};
    if (auto ep = pos.en_passant()) {
        // FIDE 9.2.3: positions differ only if the en passant capture could actually be made.
        for (const Move& move : legal_moves(pos)) {
            if (move.to == *ep && pos.board()[move.from]->type == PieceType::Pawn &&
                move.from.file() != ep->file()) {
                key.en_passant_capturable = ep;
            }
        }
    }
    return key;
}

}  // namespace arbiter::reference::chess
