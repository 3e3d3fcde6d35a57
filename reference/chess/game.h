#pragma once
// A game: a starting position and the moves played since, with the history the repetition rule
// needs, and the status of the game under a set of rule options.

#include <optional>
#include <vector>

#include "reference/chess/position.h"
#include "reference/chess/rules.h"

namespace arbiter::reference::chess {

// Rule options: the catalogue's version (docs/rules.md) is the default, FIDE's automatic limits
// an option.
struct Rules {
    int repetition_count =
        3;  // chess.repetition: 3 (docs/rules.md; FIDE 9.2 claim) or 5 (FIDE 9.6.1)
    int fifty_move_plies = 100;  // chess.fifty-move: 100 (FIDE 9.3 claim) or 150 (FIDE 9.6.2)
};

enum class Outcome { Ongoing, Win, Draw };

struct GameStatus {
    bool in_check = false;
    Outcome outcome = Outcome::Ongoing;
    std::optional<Color> winner;   // set when outcome == Win
    std::optional<RuleId> reason;  // the rule that ended the game
};

class Game {
public:
    explicit Game(Position start) : positions_{start} {}

    const Position& position() const { return positions_.back(); }
    // positions()[0] is the start; positions()[i + 1] is the position after moves()[i].
    const std::vector<Position>& positions() const { return positions_; }
    const std::vector<Move>& moves() const { return moves_; }

    // Plays `move` if it is legal and returns nullopt; otherwise changes nothing and returns the
    // first rule it breaks (first_broken_rule, e.g. chess.move.own-piece, chess.self-check).
    std::optional<RuleId> play(const Move& move);
    // Takes back the last move; false when there is none.
    bool undo();

    // How many times the current position has occurred in this game (chess.repetition).
    int occurrences_of_current_position() const;

private:
    std::vector<Position> positions_;  // the start and the position after every move
    std::vector<Move> moves_;
};

// chess.repetition: the current position has occurred `count` times (docs/rules.md: the third).
bool repetition_reached(const Game& game, int count);

// The status in catalogue order: checkmate, stalemate, repetition, dead position, fifty-move.
GameStatus status(const Game& game, const Rules& rules);

}  // namespace arbiter::reference::chess
