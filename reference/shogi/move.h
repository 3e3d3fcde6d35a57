#pragma once
// A shogi move: a board move (with or without promotion) or a drop from the hand.

#include <variant>

#include "reference/shogi/board.h"

namespace arbiter::reference::shogi {

struct BoardMove {
    Square from;
    Square to;
    bool promote = false;  // the "+" of USI: 8h2b+
    friend bool operator==(const BoardMove&, const BoardMove&) = default;
};

// A drop (打). `kind` and `promote` may describe a drop that the rules refuse (a promoted kind,
// a king, "P*5c+"): explain must be able to name the rule such a request breaks.
struct Drop {
    PieceKind kind = PieceKind::Pawn;
    Square to;
    bool promote = false;
    friend bool operator==(const Drop&, const Drop&) = default;
};

using Move = std::variant<BoardMove, Drop>;

}  // namespace arbiter::reference::shogi
