#include "fast/chess/movegen.h"

namespace arbiter::fast::chess {

void generate_legal(const Position& pos, MoveList& list) {
    const SliderTables& T = slider_tables();
    if (pos.side_to_move() == White) generate_legal_as<White>(pos, T, list);
    else generate_legal_as<Black>(pos, T, list);
}

std::uint64_t count_legal(const Position& pos) {
    const SliderTables& T = slider_tables();
    return pos.side_to_move() == White ? count_legal_as<White>(pos, T) : count_legal_as<Black>(pos, T);
}

bool find_legal(const Position& pos, Square from, Square to, PieceType promotion, Move& out) {
    MoveList list;
    generate_legal(pos, list);
    for (int i = 0; i < list.size(); ++i) {
        const Move m = list[i];
        if (m.from() != from || m.to() != to) continue;
        const PieceType named = m.kind() == MoveKind::Promotion ? m.promotion() : Pawn;
        if (named != promotion) continue;
        out = m;
        return true;
    }
    return false;
}

bool is_pseudo_legal(const Position& pos, Square from, Square to, PieceType promotion) {
    if (from < 0 || from >= kSquareCount || to < 0 || to >= kSquareCount || from == to) return false;
    const Color us = pos.side_to_move();
    const Piece p = pos.piece_on(from);
    if (p == kNoPiece || color_of(p) != us) return false;
    if (pos.pieces(us) & bit(to)) return false;
    const Bitboard occ = pos.pieces();
    const Bitboard last = us == White ? kRank8 : kRank1;
    const bool promotes = type_of(p) == Pawn && (bit(to) & last);
    // `promotion` is Pawn when the move names no promotion piece.
    const bool named = promotion != Pawn;
    if (promotes != named || promotion == King) return false;
    switch (type_of(p)) {
    case Knight: return (knight_attacks(from) & bit(to)) != 0;
    case Bishop: return (bishop_attacks(from, occ) & bit(to)) != 0;
    case Rook: return (rook_attacks(from, occ) & bit(to)) != 0;
    case Queen: return (queen_attacks(from, occ) & bit(to)) != 0;
    case King: return (king_attacks(from) & bit(to)) != 0;
    case Pawn: {
        const int up = us == White ? 8 : -8;
        if (pawn_attacks(us, from) & bit(to))
            return (pos.pieces(~us) & bit(to)) != 0 || to == pos.en_passant();
        if (to == from + up) return !(occ & bit(to));
        const Bitboard start = us == White ? rank_bb(1) : rank_bb(6);
        if (to == from + 2 * up && (start & bit(from))) return !(occ & (bit(to) | bit(from + up)));
        return false;
    }
    }
    return false;
}

}  // namespace arbiter::fast::chess
