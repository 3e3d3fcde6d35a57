#pragma once
// A game: the start position, every position since, and the status rules that need history.
// Not on the hot path (it keeps a std::vector of positions).

#include <cstdint>
#include <optional>
#include <vector>

#include "fast/chess/move.h"
#include "fast/chess/position.h"
#include "fast/chess/rule_id.h"

namespace arbiter::fast::chess {

// The rule options status() reads.
struct Rules {
    int repetition_count =
        3;  // chess.repetition: 3 (the chess rules (docs/rules.md)) or 5 (FIDE 9.6.1)
    int fifty_move_plies = 100;  // chess.fifty-move: 100 or 150 (FIDE 9.6.2)
};

enum class Outcome : std::uint8_t { Ongoing, Win, Draw };

struct GameStatus {
    bool in_check = false;
    Outcome outcome = Outcome::Ongoing;
    std::optional<Color> winner;   // set when outcome == Win
    std::optional<RuleId> reason;  // the ending rule; nullopt while Ongoing
};

// chess.dead-position for the material that can never mate: K v K, K+N v K, and kings with any
// number of bishops all on squares of one colour.
bool dead_position(const Position& pos);

class Game {
public:
    explicit Game(const Position& start) : positions_{start} {}
    const Position& position() const { return positions_.back(); }
    const std::vector<Move>& moves() const { return moves_; }
    // Plays m when it is legal in position() (checked: false and no change otherwise).
    [[nodiscard]] bool play(Move m);
    // Takes back the last move; false when there is none.
    bool undo();
    // How often position() has occurred: equal hashes, verified by comparing the positions.
    int occurrences() const;
    // In catalogue order: checkmate, stalemate, repetition, dead position, fifty-move.
    GameStatus status(const Rules& rules) const;

private:
    std::vector<Position> positions_;
    std::vector<Move> moves_;
};

}  // namespace arbiter::fast::chess
