#pragma once
// Position: a Setup (setup.h) that passed every validity rule of xiangqi.fen. A Position exists
// only through Position::from_setup or Position::standard; playing a move gives a new one.

#include "reference/xiangqi/board.h"
#include "reference/xiangqi/move.h"
#include "reference/xiangqi/result.h"
#include "reference/xiangqi/setup.h"

namespace arbiter::reference::xiangqi {

class Position {
public:
    // xiangqi.fen: validates piece counts, points, generals and check; reports every problem.
    static Result<Position, SetupProblems> from_setup(const Setup& setup);
    // xiangqi.setup.standard: the standard array, red to move.
    static Position standard();

    const Board& board() const { return s_.board; }
    Side side_to_move() const { return s_.side_to_move; }
    int halfmove_clock() const { return s_.halfmove_clock; }
    int fullmove_number() const { return s_.fullmove_number; }
    const Setup& setup() const { return s_; }

    // The position after `move`, moved by the pattern only (no legality test).
    // Precondition (asserted): a piece of the side to move stands on move.from, and move.to
    // does not hold a piece of that side.
    Position after_unchecked(Move move) const;

    // Same placement and side to move (the repetition identity; counters are ignored).
    bool same_placement(const Position& other) const {
        return s_.board == other.s_.board && s_.side_to_move == other.s_.side_to_move;
    }
    friend bool operator==(const Position&, const Position&) = default;

private:
    explicit Position(const Setup& setup) : s_(setup) {}
    Setup s_;
};

}  // namespace arbiter::reference::xiangqi
