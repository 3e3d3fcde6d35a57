#pragma once
// A game: the start position, every position since, and the status rules that need history.
// Not on the hot path (it keeps a std::vector of positions).

#include <cstdint>
#include <vector>

#include "fast/chess/move.h"
#include "fast/chess/position.h"

namespace arbiter::fast::chess {

struct StatusRules {
    int repetition_count = 3;   // chess.repetition: 3 (seed 003) or 5 (FIDE 9.6.1)
    int fifty_move_plies = 100; // chess.fifty-move: 100 or 150 (FIDE 9.6.2)
};

enum class Outcome : std::uint8_t { Ongoing, WhiteWins, BlackWins, Draw };
enum class EndReason : std::uint8_t { None, Checkmate, Stalemate, Repetition, DeadPosition, FiftyMove };

struct Status {
    bool in_check = false;
    Outcome outcome = Outcome::Ongoing;
    EndReason reason = EndReason::None;
};

const char* reason_rule_id(EndReason r);  // "chess.checkmate", ...; nullptr for None

// chess.dead-position for the material that can never mate: K v K, K+N v K, and kings with any
// number of bishops all on squares of one colour.
bool dead_position(const Position& pos);

class Game {
public:
    explicit Game(const Position& start) : positions_{start} {}
    const Position& position() const { return positions_.back(); }
    int ply_count() const { return static_cast<int>(moves_.size()); }
    Move last_move() const { return moves_.back(); }
    // Precondition: m is legal in position().
    void play(Move m);
    // Takes back the last move; false when there is none.
    bool undo();
    // How often position() has occurred: equal hashes, verified by comparing the positions.
    int occurrences() const;
    // In catalogue order: checkmate, stalemate, repetition, dead position, fifty-move.
    Status status(const StatusRules& rules) const;

private:
    std::vector<Position> positions_;
    std::vector<Move> moves_;
};

}  // namespace arbiter::fast::chess
