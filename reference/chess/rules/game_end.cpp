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

namespace {

// The pieces of one side besides its king, by type, and the colours of the bishops' squares.
struct Material {
    int pawns = 0;
    int knights = 0;
    int bishops = 0;
    int rooks = 0;
    int queens = 0;
    bool bishop_on_light = false;
    bool bishop_on_dark = false;
};

Material material_of(const Position& pos, Color side) {
    Material m;
    for (int i = 0; i < kSquareCount; ++i) {
        const Square sq = Square::from_index(i);
        const auto& piece = pos.board()[sq];
        if (!piece || piece->color != side) continue;
        switch (piece->type) {
        case PieceType::Pawn:
            ++m.pawns;
            break;
        case PieceType::Knight:
            ++m.knights;
            break;
        case PieceType::Bishop:
            ++m.bishops;
            (sq.is_light() ? m.bishop_on_light : m.bishop_on_dark) = true;
            break;
        case PieceType::Rook:
            ++m.rooks;
            break;
        case PieceType::Queen:
            ++m.queens;
            break;
        case PieceType::King:
            break;
        }
    }
    return m;
}

}  // namespace

// chess.time-control. FIDE Laws of Chess, Article 6.9: a player whose flag falls loses, "however,
// the game is drawn if the position is such that the opponent cannot checkmate the player's king
// by any possible series of legal moves". The series may be the worst play of the player whose
// flag fell, so a piece of theirs that blocks their own king's flight counts (a self-mate).
// The material that can never mate, as python-chess (Board.has_insufficient_material(color)) and
// shakmaty (Position::has_insufficient_material(color)) decide it, looking at the material and the
// colours of the bishops' squares only:
//   1. a king alone;
//   2. a king and one knight, when the other side has nothing but its king and queens (a pawn,
//      knight, bishop or rook of theirs could be mated in a corner next to it);
//   3. a king and bishops, when every bishop on the board stands on squares of one colour and the
//      board holds no pawn and no knight. A rook or a queen of theirs cannot help: the two squares
//      beside a king checked on a diagonal, toward the checker, are of the other colour; a rook or
//      queen there would block or capture on the diagonal, and only the checking side's king could
//      guard both, from a square next to the mated king.
// Everything else (a pawn, rook or queen; two minor pieces besides the bishop case) may mate.
bool can_checkmate_by_material(const Position& pos, Color side) {
    const Material own = material_of(pos, side);
    const Material other = material_of(pos, opponent(side));
    if (own.pawns > 0 || own.rooks > 0 || own.queens > 0) return true;
    if (own.knights > 0) {
        const bool lone_knight = own.knights == 1 && own.bishops == 0;
        const bool other_has_only_queens =
            other.pawns == 0 && other.knights == 0 && other.bishops == 0 && other.rooks == 0;
        return !(lone_knight && other_has_only_queens);
    }
    if (own.bishops > 0) {
        const bool any_light = own.bishop_on_light || other.bishop_on_light;
        const bool any_dark = own.bishop_on_dark || other.bishop_on_dark;
        const bool one_colour = !(any_light && any_dark);
        return !(one_colour && other.pawns == 0 && other.knights == 0);
    }
    return false;  // a king alone
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
