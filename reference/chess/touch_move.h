#pragma once
// chess.touch-move (FIDE Laws 4.3-4.5): the moves a touch-move obligation allows.
// Kept out of rules.h so that the arbitration work (issue 7) touches no shared header.

#include <string_view>
#include <vector>

#include "reference/chess/board.h"
#include "reference/chess/move.h"
#include "reference/chess/position.h"

namespace arbiter::reference::chess {

// The clause of FIDE 4.3/4.4/4.5 that decided the obligation, for explanations.
struct TouchObligation {
    std::vector<Move> allowed;  // the legal moves the obligation allows (sorted as legal_moves)
    std::string_view clause;    // e.g. "FIDE 4.3.1: move the touched piece"
    bool binding =
        false;  // false: no obligation remained (FIDE 4.4.3, 4.5), every legal move allowed
};

// chess.touch-move: a touched own piece must be moved and a touched enemy piece captured, if any
// legal move does so (FIDE 4.3), else any legal move (FIDE 4.5). `touched` lists the touched
// squares in the order touched; empty squares are ignored.
// Castling (FIDE 4.4) is decided by the first two pieces touched when they are the own king and
// an own rook:
//   king then rook (or both at once, `simultaneous`): castle with that rook if legal (4.4.1);
//     otherwise another legal king move, castling with the other rook included (4.4.3); if the
//     king cannot move, any legal move (4.4.3);
//   rook then king: no castling on that side on this move, and 4.3.1 governs (4.4.2).
// A king touched alone obliges a king move, castling included (4.3.1). FIDE 4.4.4 (the promotion
// piece is final once it touches the promotion square) is not modelled: a touch names a square.
TouchObligation touch_move_obligation(const Position& pos, const std::vector<Square>& touched,
                                      bool simultaneous = false);

// chess.touch-move as a restriction: `move` breaks the obligation created by `touched`.
bool breaks_touch_move(const Position& pos, const std::vector<Square>& touched, const Move& move,
                       bool simultaneous = false);

}  // namespace arbiter::reference::chess
