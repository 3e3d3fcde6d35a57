#pragma once
// A game: the position reached, the moves played with the undo record of each (whose hash is the
// key of the position before the move: the history repetition reads), and the status rules that
// need history. Not on the perft path; `arbiter games` replays records through it
// (oracle/adapters/chess_fast_replayer.cpp), so a move the caller already knows to be legal is
// played without generating moves (play_legal).

#include <cstddef>
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

// chess.time-control, FIDE Laws 6.9 (a flag fall is a draw when the opponent cannot checkmate by
// any series of legal moves): whether `side` could ever checkmate, by the material alone. False
// only for the sets python-chess and shakmaty prove unable to mate (has_insufficient_material of
// a colour): a bare king; K+N when the other side has only queens besides its king; K and bishops
// when all bishops on the board share a square colour and no pawn or knight is on the board.
bool can_checkmate_by_material(const Position& pos, Color side);

class Game {
public:
    explicit Game(const Position& start) : pos_(start) {}
    // A new game from `start`, the buffers of this one kept (a replayer reads game after game).
    void reset(const Position& start) {
        pos_ = start;
        moves_.clear();
        undos_.clear();
    }
    const Position& position() const { return pos_; }
    const std::vector<Move>& moves() const { return moves_; }
    // Plays m when it is legal in position() (checked: false and no change otherwise).
    [[nodiscard]] bool play(Move m);
    // Plays m, a legal move of position() (precondition: the caller found it among the legal
    // moves, as the SAN reader does).
    void play_legal(Move m) {
        moves_.push_back(m);
        pos_.make(m, undos_.emplace_back());
    }
    // Takes back the last move; false when there is none.
    bool undo();
    // How often position() has occurred: the same side to move, within the plies since the last
    // capture or pawn move (nothing before can repeat it). Equal keys are verified on the
    // position itself (the moves taken back on a copy): a collision of keys cannot count.
    int occurrences() const;
    // Whether a draw `rules` make without a claim may have been reached, from cheap checks only
    // (no move generation): the move limit, a dead position (material changes only by a capture
    // or a promotion, which reset the move clock), the repetition count (each return to a
    // position takes at least four reversible plies). status() says which ending it is: a
    // checkmate given by the same move comes first (FIDE 9.6).
    bool draw_may_be_reached(const Rules& rules) const;
    // In catalogue order: checkmate, stalemate, repetition, dead position, fifty-move.
    GameStatus status(const Rules& rules) const;

private:
    // Whether the position `back` plies ago is the position reached (FIDE 9.2.3).
    bool same_as_before(std::size_t back) const;

    Position pos_;             // the position reached
    std::vector<Move> moves_;  // the moves from the start
    std::vector<Undo> undos_;  // undos_[i] takes moves_[i] back; its hash: the key before it
};

}  // namespace arbiter::fast::chess
