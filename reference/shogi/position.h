#pragma once
// A valid shogi position: a Setup (setup.h) that passed every check of shogi.sfen.

#include <string>
#include <vector>

#include "reference/shogi/move.h"
#include "reference/shogi/result.h"
#include "reference/shogi/setup.h"

namespace arbiter::reference::shogi {

class Position {
public:
    static Result<Position, SetupProblems> from_setup(const Setup& setup);
    // --lenient (docs/cli.md): the problems tsume and rule-book diagrams may show become
    // `warnings`, one per piece or file ("unmovable_piece at 1a", "nifu (sente, file 5)"); what
    // the rules cannot judge stays refused (no king at all, two kings of a side, the side not to
    // move in check, more pieces of a kind than the set holds).
    static Result<Position, SetupProblems> from_setup_lenient(const Setup& setup,
                                                              std::vector<std::string>& warnings);
    // Precondition: sfen_problems(setup).empty() (asserted in debug builds).
    static Position from_setup_unchecked(const Setup& setup);

    const Setup& setup() const { return setup_; }
    const Board& board() const { return setup_.board; }
    const Hand& hand(Side side) const { return setup_.hand(side); }
    Side side_to_move() const { return setup_.side_to_move; }

    // The position after `move`, which must be a move of the side to move that its piece's pattern
    // allows (or a drop of a piece in hand onto an empty square); legality is the caller's
    // business (rules.h). Captures go to hand, the side to move flips, the move number advances.
    Position after(const Move& move) const;

    // Sennichite compares board, both hands and side to move (not the move number).
    bool same_for_repetition(const Position& other) const;

private:
    explicit Position(const Setup& setup) : setup_(setup) {}
    Setup setup_;
};

}  // namespace arbiter::reference::shogi
