// The movement rules of the king, knight, rook, bishop and queen.

#include "reference/chess/rules.h"
#include "reference/chess/rules/directions.h"

namespace arbiter::reference::chess {

namespace {

// A piece may end its move on an empty square or on an enemy piece (which it captures),
// never on a piece of its own colour (FIDE 3.1).
bool may_land_on(const Board& board, Square to, Color mover) {
    return !board[to] || board[to]->color != mover;
}

template <std::size_t N>
std::vector<Square> step_targets(const Board& board, Square from,
                                 const std::array<Offset, N>& steps) {
    const Color mover = board[from]->color;
    std::vector<Square> targets;
    for (Offset d : steps) {
        if (auto to = from.offset(d.df, d.dr); to && may_land_on(board, *to, mover))
            targets.push_back(*to);
    }
    return targets;
}

// Any distance along each direction, stopping at the first piece (captured if an enemy's).
template <std::size_t N>
std::vector<Square> slide_targets(const Board& board, Square from,
                                  const std::array<Offset, N>& directions) {
    const Color mover = board[from]->color;
    std::vector<Square> targets;
    for (Offset d : directions) {
        for (auto to = from.offset(d.df, d.dr); to; to = to->offset(d.df, d.dr)) {
            if (may_land_on(board, *to, mover)) targets.push_back(*to);
            if (board[*to]) break;  // no jumping
        }
    }
    return targets;
}

}  // namespace

// chess.king.step: one square in any direction. (Castling is the king's other move: castling.cpp.)
std::vector<Square> king_step_targets(const Board& board, Square from) {
    return step_targets(board, from, kAllDirections);
}

// chess.knight.leap: two squares one way and one the other, jumping over anything between.
std::vector<Square> knight_leap_targets(const Board& board, Square from) {
    return step_targets(board, from, kKnightLeaps);
}

// chess.rook.slide: any distance along a rank or file, no jumping.
std::vector<Square> rook_slide_targets(const Board& board, Square from) {
    return slide_targets(board, from, kOrthogonal);
}

// chess.bishop.slide: any distance along a diagonal, no jumping.
std::vector<Square> bishop_slide_targets(const Board& board, Square from) {
    return slide_targets(board, from, kDiagonal);
}

// chess.queen.slide: any distance along a rank, file or diagonal, no jumping.
std::vector<Square> queen_slide_targets(const Board& board, Square from) {
    return slide_targets(board, from, kAllDirections);
}

RuleId movement_rule(PieceType type) {
    switch (type) {
    case PieceType::Pawn:
        return RuleId::PawnPush;
    case PieceType::Knight:
        return RuleId::KnightLeap;
    case PieceType::Bishop:
        return RuleId::BishopSlide;
    case PieceType::Rook:
        return RuleId::RookSlide;
    case PieceType::Queen:
        return RuleId::QueenSlide;
    case PieceType::King:
        return RuleId::KingStep;
    }
    return RuleId::KingStep;
}

std::vector<Square> pattern_targets(const Position& pos, Square from) {
    const Board& board = pos.board();
    switch (board[from]->type) {
    case PieceType::King:
        return king_step_targets(board, from);
    case PieceType::Knight:
        return knight_leap_targets(board, from);
    case PieceType::Rook:
        return rook_slide_targets(board, from);
    case PieceType::Bishop:
        return bishop_slide_targets(board, from);
    case PieceType::Queen:
        return queen_slide_targets(board, from);
    case PieceType::Pawn: {
        std::vector<Square> targets = pawn_push_targets(board, from);
        for (auto* more : {&pawn_double_push_targets, &pawn_capture_targets}) {
            for (Square sq : (*more)(board, from)) targets.push_back(sq);
        }
        for (Square sq : pawn_en_passant_targets(pos, from)) targets.push_back(sq);
        return targets;
    }
    }
    return {};
}

}  // namespace arbiter::reference::chess
