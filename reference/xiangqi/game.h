#pragma once
// A game: a start position, the moves played and every position reached (the history that the
// repetition rules need), with play/undo and status. A bare § is a section of the xiangqi
// competition rules as docs/rules.md restates them.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "reference/xiangqi/position.h"
#include "reference/xiangqi/rule_id.h"

namespace arbiter::reference::xiangqi {

// Which book's forbidden-repetition rules judge a repetition (rules/repetition.cpp): the Asian
// Xiangqi Federation's (the default) or the WXF's, which differ on "one check, one chase".
enum class RepetitionRules : std::uint8_t { Axf, Wxf };

// Rule options (docs/rules.md: the catalogue's version is the default).
struct Rules {
    int natural_limit_plies = 120;  // competition rules §4.2.4: 60 moves each without a capture
    RepetitionRules repetition = RepetitionRules::Axf;
};

enum class Outcome { Ongoing, Win, Draw };

struct GameStatus {
    bool in_check = false;
    Outcome outcome = Outcome::Ongoing;
    std::optional<Side> winner;    // set when outcome == Win
    std::optional<RuleId> reason;  // the rule that ended the game
};

class Game {
public:
    explicit Game(const Position& start) : positions_{start} {}

    const Position& position() const { return positions_.back(); }
    // positions()[0] is the start; positions()[i + 1] is the position after moves()[i].
    const std::vector<Position>& positions() const { return positions_; }
    const std::vector<Move>& moves() const { return moves_; }

    // Plays `move` if it is legal and returns nullopt; otherwise changes nothing and returns the
    // first rule it breaks (first_broken_rule: xiangqi.move.own-piece when no piece of the side to
    // move stands on the from point, e.g. one off the board).
    std::optional<RuleId> play(Move move);
    // Takes back the last move; false when there is none.
    bool undo();

private:
    std::vector<Position> positions_;
    std::vector<Move> moves_;
};

// ---- game end (rules/game_end.cpp, rules/repetition.cpp) ------------------------------------

// xiangqi.checkmate: in check with no legal move — that side loses. §3.1, §4.1.1.
bool checkmate_reached(const Position& position);
// xiangqi.stalemate: not in check with no legal move — that side LOSES (困毙). §3.2, §4.1.3.
bool stalemate_reached(const Position& position);
// xiangqi.natural-limit: `limit` plies in a row without a capture — draw. §4.2.4.
bool natural_limit_reached(const Position& position, const Rules& rules);

// xiangqi.repetition: the current placement with the same side to move has occurred three times
// (competition rules §4.2.3). Returns the index in positions() of the first of those three
// occurrences.
std::optional<std::size_t> repetition_reached(const Game& game);

// One move of the judged span, as the forbidden-repetition rules see it (the evidence of a
// verdict): its index in moves(), whether it gave check, and the opponent pieces it chased, each
// named by where it stood when the span began (its identity through the cycle) and where it
// stands after the move.
struct ChasedPiece {
    Point origin;  // where the piece stood at positions()[first]
    Point now;     // where it stands after the move
    Piece piece;
    // A chariot held on its point by a horse of the chasing side (AXF §19, Diagrams 39-41; see
    // rules/repetition.cpp): true when, after the move, it stands on that horse's leg.
    bool held_by_horse = false;
};
struct JudgedMove {
    std::size_t ply = 0;  // index in moves()
    Side side = Side::Red;
    Move move;
    bool check = false;
    std::vector<ChasedPiece> chased;
    // The move put a piece onto or off the line between an opponent cannon and one of the mover's
    // chariots that the cannon attacked: a block of the cannon (AXF §26, rules/repetition.cpp).
    bool blocks_cannon = false;
};

struct RepetitionVerdict {
    std::optional<Side> loser;  // nullopt = draw
    RuleId reason = RuleId::Repetition;
    // Evidence: the span judged (moves()[first..]), each move classified, and for a perpetual
    // chase the chased piece (its origin, and in `now` the point it stands on at the end).
    std::size_t first = 0;
    std::vector<JudgedMove> moves;
    std::optional<ChasedPiece> victim;
    // The loser chased a chariot held by its horse at every chasing move (AXF §19): it loses
    // even though the other side chased perpetually too.
    bool held_chariot = false;
};
// Judges the moves from positions()[first] to the end by the forbidden-repetition rules:
// xiangqi.repetition.perpetual-check, then xiangqi.repetition.perpetual-chase, else a draw.
RepetitionVerdict judge_repetition(const Game& game, std::size_t first,
                                   RepetitionRules rules = RepetitionRules::Axf);

// xiangqi.repetition.perpetual-check: every move of `side` in moves()[first..] gives check.
bool perpetual_check_reached(const Game& game, std::size_t first, Side side);
// xiangqi.repetition.perpetual-chase: every move of `side` in moves()[first..] chases one and the
// same opponent piece (AXF), or (WXF) every move checks or chases and the moves that do not check
// chase one and the same piece (see rules/repetition.cpp and README.md for what "chase" means).
bool perpetual_chase_reached(const Game& game, std::size_t first, Side side,
                             RepetitionRules rules = RepetitionRules::Axf);

// Whether the position after `move` (played from `before`) has the mover chasing the opponent
// piece now on `victim`.
bool move_chases(const Position& before, Move move, Point victim);

// The result in catalogue order: checkmate, stalemate, repetition, natural limit.
GameStatus status(const Game& game, const Rules& rules);

}  // namespace arbiter::reference::xiangqi
