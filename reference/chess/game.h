#pragma once
// A game: a starting position and the moves played since, with the history the repetition rule
// needs, the status of the game under a set of rule options, and perft.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "reference/chess/position.h"
#include "reference/chess/rules.h"

namespace arbiter::reference::chess {

// Rule options (STYLE.md): the seed's version is the default, FIDE's automatic limits an option.
struct Rules {
    int repetition_count = 3;   // chess.repetition: 3 (seed 003; FIDE 9.2 claim) or 5 (FIDE 9.6.1)
    int fifty_move_plies = 100; // chess.fifty-move: 100 (FIDE 9.3 claim) or 150 (FIDE 9.6.2)
};

enum class Result3 { Ongoing, Win, Draw };

struct GameStatus {
    bool in_check = false;
    Result3 result = Result3::Ongoing;
    std::optional<Color> winner;
    std::optional<RuleId> reason;  // the rule that ended the game
};

class Game {
public:
    explicit Game(Position start) : positions_{std::move(start)} {}

    const Position& position() const { return positions_.back(); }
    const std::vector<Move>& moves() const { return moves_; }

    // Plays a legal move (precondition: it is among legal_moves(position())).
    void play(const Move& move);
    // Takes back the last move; false when there is none.
    bool undo();

    // How many times the current position has occurred in this game (chess.repetition).
    int occurrences_of_current_position() const;

private:
    std::vector<Position> positions_;  // the start and the position after every move
    std::vector<Move> moves_;
};

// chess.repetition: the current position has occurred `count` times (seed 003: the third).
bool repetition_reached(const Game& game, int count);

// The status in catalogue order: checkmate, stalemate, repetition, dead position, fifty-move.
GameStatus status(const Game& game, const Rules& rules);

// The leaves of the legal-move tree `depth` plies deep. Counts every legal move, also in positions
// where the game is already over by repetition, fifty moves or dead position.
std::uint64_t perft(const Position& pos, int depth);

}  // namespace arbiter::reference::chess
