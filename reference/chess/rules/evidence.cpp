// The evidence of a verdict: the pieces and squares that make a move illegal or a position a
// checkmate or stalemate (docs/cli.md, "evidence"). Read beside the rules it explains.

#include <algorithm>
#include <cstdlib>

#include "reference/chess/rules.h"

namespace arbiter::reference::chess {

std::vector<Square> attackers(const Board& board, Square target, Color by) {
    // Each piece of `by` alone: the others stay where they are as obstacles, disarmed (given to
    // the other side), so the walk of is_attacked() finds only the one asked about.
    std::vector<Square> out;
    for (int i = 0; i < kSquareCount; ++i) {
        const Square from = Square::from_index(i);
        if (!board[from] || board[from]->color != by) continue;
        Board alone = board;
        for (int j = 0; j < kSquareCount; ++j) {
            const Square other = Square::from_index(j);
            if (other != from && alone[other] && alone[other]->color == by) {
                alone[other]->color = opponent(by);
            }
        }
        if (is_attacked(alone, target, by)) out.push_back(from);
    }
    return out;
}

std::vector<Square> checkers(const Position& pos) {
    const Color us = pos.side_to_move();
    return attackers(pos.board(), pos.king_square(us), opponent(us));
}

namespace {

// The first occupied square strictly between `from` and `to` along a rank, file or diagonal, if
// they share one and `slides` allows that direction.
std::optional<Square> first_in_the_way(const Board& board, Square from, Square to, bool straight,
                                       bool diagonal) {
    const int df = to.file() - from.file();
    const int dr = to.rank() - from.rank();
    const bool is_straight = df == 0 || dr == 0;
    const bool is_diagonal = std::abs(df) == std::abs(dr);
    if (!((straight && is_straight) || (diagonal && is_diagonal)) || (df == 0 && dr == 0)) {
        return std::nullopt;
    }
    const int sf = (df > 0) - (df < 0);
    const int sr = (dr > 0) - (dr < 0);
    for (Square sq = *from.offset(sf, sr); sq != to; sq = *sq.offset(sf, sr)) {
        if (board[sq]) return sq;
    }
    return std::nullopt;
}

void add(std::vector<Witness>& out, std::string_view role, const std::vector<Square>& squares) {
    for (Square sq : squares) out.push_back(Witness{role, sq});
}

}  // namespace

std::vector<Witness> explain_witnesses(const Position& pos, const Move& move) {
    std::vector<Witness> out;
    const auto broken = first_broken_rule(pos, move);
    if (!broken) return out;
    const Board& board = pos.board();
    const Color us = pos.side_to_move();
    const Color them = opponent(us);
    switch (*broken) {
    case RuleId::MoveOwnPiece:
        out.push_back(Witness{"from", move.from});  // empty, or the opponent's piece
        return out;
    default:
        break;
    }
    if (move.from == move.to) {
        // A move to its own square fits no movement pattern (every one leaves the square; there
        // is no passing): the piece's movement rule, and the square holds one's own piece, the
        // mover itself (docs/cli.md, "explain").
        out.push_back(Witness{"own_piece", move.to});
        return out;
    }
    switch (*broken) {
    case RuleId::CastlingBlocked:
    case RuleId::Chess960CastlingBlocked: {
        // chess.castling.blocked: the pieces between the king and the rook;
        // chess.chess960.castling.blocked: the pieces on the king's or the rook's way.
        if (const auto wing = castling_wing(pos, move)) {
            for (Square sq : castling_obstacles(pos, *wing))
                out.push_back(Witness{"in_the_way", sq});
        }
        return out;
    }
    case RuleId::CastlingInCheck:
        add(out, "checker", checkers(pos));
        return out;
    case RuleId::CastlingThroughCheck: {
        // chess.castling.through-check: each square the king crosses or lands on that is attacked,
        // and the pieces attacking it.
        const auto wing = castling_wing(pos, move);
        if (!wing) return out;
        const Board lifted = castling_lifted_board(pos, *wing);
        for (Square sq : castling_king_path(pos, *wing)) {
            const auto by = attackers(lifted, sq, them);
            if (by.empty()) continue;
            out.push_back(Witness{"attacked_square", sq});
            add(out, "attacker", by);
        }
        return out;
    }
    case RuleId::SelfCheck: {
        // chess.self-check: the pieces that would attack the king after the move.
        const Position next = pos.after(move);
        add(out, "attacker", attackers(next.board(), next.king_square(us), them));
        return out;
    }
    case RuleId::PawnPush:
    case RuleId::PawnDoublePush: {
        if (move.from.file() != move.to.file()) return out;
        const int step = (move.to.rank() > move.from.rank()) ? 1 : -1;
        for (Square sq = *move.from.offset(0, step);; sq = *sq.offset(0, step)) {
            if (board[sq]) out.push_back(Witness{"in_the_way", sq});
            if (sq == move.to) break;
        }
        return out;
    }
    case RuleId::RookSlide:
    case RuleId::BishopSlide:
    case RuleId::QueenSlide:
    case RuleId::KingStep:
    case RuleId::KnightLeap:
    case RuleId::PawnCapture: {
        if (board[move.to] && board[move.to]->color == us) {
            out.push_back(Witness{"own_piece", move.to});
            return out;
        }
        const PieceType type = board[move.from]->type;
        const bool straight = type == PieceType::Rook || type == PieceType::Queen;
        const bool diagonal = type == PieceType::Bishop || type == PieceType::Queen;
        if (auto sq = first_in_the_way(board, move.from, move.to, straight, diagonal)) {
            out.push_back(Witness{"in_the_way", *sq});
        }
        return out;
    }
    default:
        return out;  // rights, promotion, en passant: the rule names no piece
    }
}

}  // namespace arbiter::reference::chess
