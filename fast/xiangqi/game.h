#pragma once
// A game of fast/xiangqi: the position, the moves played and the hash of every position reached
// (for repetition), with status.
//
// Status, in order (docs/rules.md / reference/xiangqi/README.md):
//   1 no legal move: in check -> xiangqi.checkmate, otherwise xiangqi.stalemate; the side to move
//     LOSES either way (困毙 counts as a loss);
//   2 the current placement with the same side to move has occurred 3 times (identity = hash,
//     which covers placement and side to move; 64-bit keys): the span from the first occurrence
//     (repetition_start()) is judged by repetition.h -> PerpetualCheck or PerpetualChase (the
//     offender loses), otherwise a draw with reason Repetition;
//   3 the halfmove clock has reached the natural limit (Rules::natural_limit_plies) -> draw.
// Outside perft; the history is a std::vector.

#include <cstdint>
#include <optional>
#include <vector>

#include "fast/xiangqi/position.h"
#include "fast/xiangqi/repetition.h"
#include "fast/xiangqi/rule_id.h"

namespace arbiter::fast::xiangqi {

// The rule options status() reads.
struct Rules {
    int natural_limit_plies = 120;  // xiangqi.natural-limit: plies without a capture
    RepetitionRules repetition = RepetitionRules::Axf;  // xiangqi.repetition.*: AXF or WXF
};

enum class Outcome : std::uint8_t { Ongoing, Win, Draw };

struct GameStatus {
    bool in_check = false;
    Outcome outcome = Outcome::Ongoing;
    std::optional<Side> winner;    // set for a Win (Checkmate, Stalemate: the side NOT to move)
    std::optional<RuleId> reason;  // the ending rule; nullopt while Ongoing
};

class Game {
public:
    explicit Game(const Position& start) : start_(start), pos_(start), hashes_{start.hash()} {}

    const Position& position() const { return pos_; }
    const std::vector<Move>& moves() const { return moves_; }

    // Plays a legal move (checked: false and no change when it is not legal).
    [[nodiscard]] bool play(Move m);
    // Takes back the last move; false when there is none.
    bool undo();

    // Index (in positions reached: 0 = start) of the first of three occurrences of the current
    // position, when it has occurred three times.
    std::optional<std::size_t> repetition_start() const;

    GameStatus status(const Rules& rules) const;
    // The verdict on the repetition that starts at positions reached index `first`.
    RepetitionVerdict judge_repetition(std::size_t first, RepetitionRules rules) const;

private:
    Position start_;
    Position pos_;
    std::vector<std::uint64_t> hashes_;  // hashes_[i] = hash of the position after i moves
    std::vector<Move> moves_;
    std::vector<Undo> undos_;
};

}  // namespace arbiter::fast::xiangqi
