#pragma once
// Position: a Setup (setup.h) that passed every validity rule of xiangqi.fen. A Position exists
// only through Position::from_setup or Position::standard; playing a move gives a new one.

#include <string>
#include <vector>

#include "reference/xiangqi/board.h"
#include "reference/xiangqi/move.h"
#include "reference/xiangqi/result.h"
#include "reference/xiangqi/setup.h"

namespace arbiter::reference::xiangqi {

class Position {
public:
    // xiangqi.fen: validates piece counts, points, generals and check; reports every problem.
    static Result<Position, SetupProblems> from_setup(const Setup& setup);
    // The same rules read leniently (`--lenient`, docs/cli.md): the validity problems a rule book
    // diagram may show (too many pieces of a kind, an advisor, elephant or soldier on a point it
    // cannot reach inside the region it may move in) become `warnings`, one per piece or side
    // ("soldier_on_bad_point at e1", "too_many_soldiers (red: 6)"), and the position is made.
    // What the rules cannot judge stays refused: a general missing, doubled or outside its palace,
    // an advisor outside its palace or an elephant across the river (no move of theirs is
    // defined there), generals facing, the side not to move in check.
    static Result<Position, SetupProblems> from_setup_lenient(const Setup& setup,
                                                              std::vector<std::string>& warnings);
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
