// The evidence of a verdict: the pieces and squares that make a move illegal or a position a
// checkmate (docs/cli.md, "evidence"). Read beside the rules it explains.

#include <cstdlib>

#include "reference/shogi/rules.h"

namespace arbiter::reference::shogi {

std::vector<Square> attackers(const Board& board, Square target, Side by) {
    std::vector<Square> out;
    for (int i = 0; i < kSquareCount; ++i) {
        const Square s = square_at(i);
        const auto& piece = board.at(s);
        if (piece && piece->side == by && piece_reaches(board, s, target)) out.push_back(s);
    }
    return out;
}

std::vector<Square> checkers(const Position& position) {
    const Side us = position.side_to_move();
    const auto king = king_square(position.board(), us);
    if (!king) return {};
    return attackers(position.board(), *king, opponent(us));
}

namespace {

int sign(int v) { return (v > 0) - (v < 0); }

bool slides(PieceKind kind) {
    return kind == PieceKind::Rook || kind == PieceKind::Bishop || kind == PieceKind::Lance ||
           kind == PieceKind::Dragon || kind == PieceKind::Horse;
}

// The first piece strictly between two squares of one file, rank or diagonal.
std::optional<Square> first_in_the_way(const Board& board, Square from, Square to) {
    const int df = to.file - from.file;
    const int dr = to.rank - from.rank;
    if (!(df == 0 || dr == 0 || std::abs(df) == std::abs(dr)) || (df == 0 && dr == 0)) {
        return std::nullopt;
    }
    for (Square s{from.file + sign(df), from.rank + sign(dr)}; !(s == to);
         s = Square{s.file + sign(df), s.rank + sign(dr)}) {
        if (board.at(s)) return s;
    }
    return std::nullopt;
}

}  // namespace

std::vector<Witness> explain_witnesses(const Position& position, const Move& move) {
    std::vector<Witness> out;
    const auto broken = first_broken_rule(position, move);
    if (!broken) return out;
    const Board& board = position.board();
    const Side us = position.side_to_move();
    if (*broken == RuleId::SelfCheck) {  // the pieces that would attack the king after the move
        const Position after = position.after(move);
        if (auto king = king_square(after.board(), us)) {
            for (Square s : attackers(after.board(), *king, opponent(us))) {
                out.push_back(Witness{"attacker", s});
            }
        }
        return out;
    }
    if (const auto* m = std::get_if<BoardMove>(&move)) {
        if (*broken == RuleId::MoveOwnPiece) {
            if (on_board(m->from)) out.push_back(Witness{"from", m->from});
            return out;
        }
        if (!on_board(m->to) || *broken != movement_rule(board.at(m->from)->kind)) return out;
        const auto& target = board.at(m->to);
        if (target && target->side == us) {
            out.push_back(Witness{"own_piece", m->to});
        } else if (slides(board.at(m->from)->kind)) {
            if (auto s = first_in_the_way(board, m->from, m->to))
                out.push_back(Witness{"in_the_way", *s});
        }
        return out;
    }
    const auto& drop = std::get<Drop>(move);
    if (!on_board(drop.to)) return out;
    switch (*broken) {
    case RuleId::Drop:  // onto an occupied square (or the piece is not in hand: none named)
        if (board.at(drop.to)) out.push_back(Witness{"occupied", drop.to});
        return out;
    case RuleId::DropNifu:  // 二歩: the unpromoted pawn of one's own already on that file
        for (int rank = 1; rank <= kRankCount; ++rank) {
            const Square s{drop.to.file, rank};
            const auto& piece = board.at(s);
            if (piece && piece->side == us && piece->kind == PieceKind::Pawn) {
                out.push_back(Witness{"pawn_on_file", s});
            }
        }
        return out;
    case RuleId::DropUchifuzume:  // 打ち歩詰め: the king the pawn would mate
        if (auto king = king_square(board, opponent(us))) out.push_back(Witness{"king", *king});
        return out;
    default:
        return out;
    }
}

}  // namespace arbiter::reference::shogi
