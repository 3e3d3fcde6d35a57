// Legal moves and explain: generate each move by its piece's pattern, play it on a copy, and test
// the restrictions (docs/style.md). first_broken_rule is the flat, catalogue-ordered decision list.

#include <algorithm>

#include "reference/xiangqi/rules.h"

namespace arbiter::reference::xiangqi {
namespace {

// Every point a piece of this kind could conceivably reach from `from` (a geometric superset;
// first_broken_pattern then decides). Off-board points are left out.
template <class Visit>
void for_each_candidate(PieceKind kind, Point from, Visit visit) {
    auto offer = [&](int df, int dr) {
        const Point to{from.file + df, from.rank + dr};
        if (on_board(to)) visit(to);
    };
    switch (kind) {
    case PieceKind::General:
    case PieceKind::Soldier:
        offer(1, 0), offer(-1, 0), offer(0, 1), offer(0, -1);
        break;
    case PieceKind::Advisor:
        offer(1, 1), offer(1, -1), offer(-1, 1), offer(-1, -1);
        break;
    case PieceKind::Elephant:
        offer(2, 2), offer(2, -2), offer(-2, 2), offer(-2, -2);
        break;
    case PieceKind::Horse:
        offer(1, 2), offer(2, 1), offer(2, -1), offer(1, -2);
        offer(-1, -2), offer(-2, -1), offer(-2, 1), offer(-1, 2);
        break;
    case PieceKind::Chariot:
    case PieceKind::Cannon:
        for (int file = 0; file < kFileCount; ++file) {
            if (file != from.file) visit(Point{file, from.rank});
        }
        for (int rank = 0; rank < kRankCount; ++rank) {
            if (rank != from.rank) visit(Point{from.file, rank});
        }
        break;
    }
}

// The restrictions, on the board after the move.
std::optional<RuleId> first_broken_restriction(const Position& position, Move move) {
    const Position after = position.after_unchecked(move);
    if (breaks_general_facing(after.board())) return RuleId::GeneralFacing;
    if (breaks_self_check(after.board(), position.side_to_move())) return RuleId::SelfCheck;
    return std::nullopt;
}

template <class Visit>
void for_each_legal_move(const Position& position, Visit visit) {
    const Board& board = position.board();
    for (int i = 0; i < kPointCount; ++i) {
        const Point from = point_at(i);
        if (!board.holds(from, position.side_to_move())) continue;
        bool stop = false;
        for_each_candidate(board.at(from)->kind, from, [&](Point to) {
            if (stop) return;
            if (first_broken_pattern(board, from, to)) return;
            if (first_broken_restriction(position, Move{from, to})) return;
            stop = !visit(Move{from, to});
        });
        if (stop) return;
    }
}

}  // namespace

bool breaks_move_own_piece(const Position& position, Move move) {
    return !on_board(move.from) || !position.board().holds(move.from, position.side_to_move());
}

std::optional<RuleId> first_broken_rule(const Position& position, Move move) {
    if (breaks_move_own_piece(position, move)) return RuleId::MoveOwnPiece;
    if (auto rule = first_broken_pattern(position.board(), move.from, move.to)) return rule;
    return first_broken_restriction(position, move);
}

std::vector<Move> legal_moves(const Position& position) {
    std::vector<Move> moves;
    for_each_legal_move(position, [&](Move move) {
        moves.push_back(move);
        return true;
    });
    // Candidates come in per-piece order; sort into (from, to) point order.
    std::sort(moves.begin(), moves.end(), [](const Move& a, const Move& b) {
        const int fa = point_index(a.from), fb = point_index(b.from);
        return fa != fb ? fa < fb : point_index(a.to) < point_index(b.to);
    });
    return moves;
}

bool has_legal_move(const Position& position) {
    bool found = false;
    for_each_legal_move(position, [&](Move) {
        found = true;
        return false;
    });
    return found;
}

}  // namespace arbiter::reference::xiangqi
