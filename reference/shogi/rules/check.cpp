// Check and shogi.self-check.

#include "reference/shogi/rules.h"

namespace arbiter::reference::shogi {

std::optional<Square> king_square(const Board& board, Side side) {
    for (int index = 0; index < kSquareCount; ++index) {
        const auto& piece = board.at(square_at(index));
        if (piece && piece->side == side && piece->kind == PieceKind::King) return square_at(index);
    }
    return std::nullopt;
}

// Walks outward from `square` in the eight directions and to the four knight squares, and asks
// whether the first piece found there belongs to `by` and can move back onto `square`
// (tsshogi hasPower). This holds for every asymmetric mover of shogi.
bool is_attacked(const Board& board, Square square, Side by) {
    constexpr int kRayCount = 8;           // the eight lines through a square
    constexpr int kKnightSquareCount = 4;  // a knight of either side may leap from these
    constexpr int kRays[kRayCount][2] = {{0, 1}, {0, -1}, {1, 0},  {-1, 0},
                                         {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    for (const auto& ray : kRays) {
        for (Square s{square.file + ray[0], square.rank + ray[1]}; on_board(s);
             s = Square{s.file + ray[0], s.rank + ray[1]}) {
            const auto& piece = board.at(s);
            if (!piece) continue;
            if (piece->side == by && piece_reaches(board, s, square)) return true;
            break;
        }
    }
    constexpr int kKnightSquares[kKnightSquareCount][2] = {{1, 2}, {-1, 2}, {1, -2}, {-1, -2}};
    for (const auto& offset : kKnightSquares) {
        const Square s{square.file + offset[0], square.rank + offset[1]};
        if (!on_board(s)) continue;
        const auto& piece = board.at(s);
        if (piece && piece->side == by && piece_reaches(board, s, square)) return true;
    }
    return false;
}

bool in_check(const Position& position) {
    const Side side = position.side_to_move();
    const auto king = king_square(position.board(), side);
    return king && is_attacked(position.board(), *king, opponent(side));
}

// shogi.self-check: no move may leave one's own king attacked. A side without a king (the
// attacker of a tsume problem) cannot break it.
bool breaks_self_check(const Position& after) {
    const Side mover = opponent(after.side_to_move());
    const auto king = king_square(after.board(), mover);
    return king && is_attacked(after.board(), *king, after.side_to_move());
}

}  // namespace arbiter::reference::shogi
