#pragma once
// xiangqi.touch-move (competition rules 5.1-5.5, 9.1.5-9.1.6 of docs/rules.md): the moves a
// touch-move obligation allows. Kept out of rules.h so that the arbitration work (issue 7) touches
// no shared header.

#include <string_view>
#include <vector>

#include "reference/xiangqi/board.h"
#include "reference/xiangqi/position.h"

namespace arbiter::reference::xiangqi {

struct TouchObligation {
    std::vector<Move> allowed;  // the legal moves the obligation allows (in legal_moves order)
    std::string_view clause;  // the competition-rule clause that decided, e.g. "xiangqi competition
                              // rules §5.3: ..."
    bool binding = false;     // false: no obligation remained, every legal move allowed
};

// xiangqi.touch-move: a touched own piece must be moved (§5.1), a touched opponent piece must be
// captured (§5.2), and when one of each is touched the ordered fallbacks of §5.3 (own first) or
// §5.4 (opponent first; §5.5: touched at once = as §5.4) apply. `touched` lists the touched points
// in the order touched; empty points are ignored; the first own and the first opponent piece
// decide (the rule speaks of one of each). When nothing is obliged, every legal move is allowed.
TouchObligation touch_move_obligation(const Position& position, const std::vector<Point>& touched,
                                      bool simultaneous = false);

// xiangqi.touch-move as a restriction: `move` is not among the moves the obligation allows.
bool breaks_touch_move(const Position& position, const std::vector<Point>& touched, Move move,
                       bool simultaneous = false);

}  // namespace arbiter::reference::xiangqi
