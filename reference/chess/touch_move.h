#pragma once
// chess.touch-move (FIDE Laws 4.3-4.5): the moves a touch-move obligation allows.
// Kept out of rules.h so that the arbitration work (issue 7) touches no shared header.

#include <string_view>
#include <vector>

#include "reference/chess/board.h"
#include "reference/chess/move.h"
#include "reference/chess/position.h"

namespace arbiter::reference::chess {

// The clause of FIDE 4.3/4.5 that decided the obligation, for explanations.
struct TouchObligation {
    std::vector<Move> allowed;  // the legal moves the obligation allows (sorted as legal_moves)
    std::string_view clause;    // e.g. "FIDE 4.3.1: move the touched piece"
    bool binding = false;       // false: no obligation remained (FIDE 4.5), every legal move allowed
};

// chess.touch-move: a touched own piece must be moved and a touched enemy piece captured, if any
// legal move does so (FIDE 4.3), else any legal move (FIDE 4.5). `touched` lists the touched
// squares in the order touched; empty squares are ignored. Castling (FIDE 4.4) is treated as a
// king move: touching the king first obliges a king move, castling included.
TouchObligation touch_move_obligation(const Position& pos, const std::vector<Square>& touched);

// chess.touch-move as a restriction: `move` breaks the obligation created by `touched`.
bool breaks_touch_move(const Position& pos, const std::vector<Square>& touched, const Move& move);

}  // namespace arbiter::reference::chess
