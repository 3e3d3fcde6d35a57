#pragma once
// A game: a starting position and the moves played since, with the history the repetition rule
// needs, and the status of the game under a set of rule options.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <unordered_map>
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
    explicit Game(Position start);

    const Position& position() const { return positions_.back(); }
    // positions()[0] is the start; positions()[i + 1] is the position after moves()[i].
    const std::vector<Position>& positions() const { return positions_; }
    const std::vector<Move>& moves() const { return moves_; }

    // Plays `move` if it is legal and returns nullopt; otherwise changes nothing and returns the
    // first rule it breaks (first_broken_rule, e.g. chess.move.own-piece, chess.self-check).
    std::optional<RuleId> play(const Move& move);
    // Takes back the last move; false when there is none.
    bool undo();

    // How many times the current position has occurred in this game (chess.repetition). Only the
    // earlier positions whose key has the same hash are compared, so the count costs no pass over
    // the game (a game replayed move by move is not quadratic in its length).
    int occurrences_of_current_position() const;

private:
    static constexpr std::size_t kNone = static_cast<std::size_t>(-1);
    // What repetition compares of a position, kept when the position is reached.
    struct Reached {
        RepetitionKey key;
        std::uint64_t hash = 0;                // of key
        std::size_t same_hash_before = kNone;  // the latest earlier position whose key has it
    };
    void reach(const Position& pos);  // positions_ has pos last: its Reached entry

    std::vector<Position> positions_;  // the start and the position after every move
    std::vector<Move> moves_;
    std::vector<Reached> reached_;                           // one per position
    std::unordered_map<std::uint64_t, std::size_t> latest_;  // hash -> the latest position with it
};

// chess.repetition: the current position has occurred `count` times (docs/rules.md: the third).
bool repetition_reached(const Game& game, int count);

// The status in catalogue order: checkmate, stalemate, repetition, dead position, fifty-move.
GameStatus status(const Game& game, const Rules& rules);

}  // namespace arbiter::reference::chess
