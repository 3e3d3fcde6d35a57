#pragma once
// A chess move: from-square, to-square and the promotion piece. Its text (UCI long algebraic,
// `e2e4`, `e7e8q`, castling as the king's move `e1g1`) is in notation.h.

#include <optional>

#include "reference/chess/board.h"

namespace arbiter::reference::chess {

struct Move {
    Square from;
    Square to;
    std::optional<PieceType> promotion;  // the piece a pawn becomes on the last rank
    friend bool operator==(const Move&, const Move&) = default;
};

}  // namespace arbiter::reference::chess
