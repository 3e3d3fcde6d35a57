#pragma once
// A game of fast/shogi: the position, the moves played with their undo records and the key after
// each, and the status: checkmate (no legal move), sennichite by Zobrist key (the fourth
// occurrence of board + hands + side to move), the perpetual-check verdict (from whether each
// move gave check), and the impasse rules when asked for. Outside the hot path (uses a vector).
// Sennichite compares 64-bit keys: a key collision would be read as a repetition.

#include <cstdint>
#include <optional>
#include <vector>

#include "fast/shogi/movegen.h"
#include "fast/shogi/rule_id.h"

namespace arbiter::fast::shogi {

enum class ImpasseRule : std::uint8_t { Seed27Points, Pro24Points, Csa27Declaration };

// The rule options status() reads.
struct Rules {
    bool impasse_requested = false;  // shogi.impasse: a declaration is made now
    ImpasseRule impasse_rule = ImpasseRule::Seed27Points;  // which impasse rule judges it
};

enum class Outcome : std::uint8_t { Ongoing, Win, Draw };

struct GameStatus {
    bool in_check = false;
    Outcome outcome = Outcome::Ongoing;
    std::optional<Side> winner;    // set when outcome == Win
    std::optional<RuleId> reason;  // the ending rule; nullopt while Ongoing
};

class Game {
public:
    explicit Game(const Position& start) : pos_(start) {}

    const Position& position() const { return pos_; }
    const std::vector<Move>& moves() const { return moves_; }

    // Plays m when it is legal in position() (checked: false and no change otherwise).
    [[nodiscard]] bool play(Move m);
    // Plays m, which the caller has found legal in position() (generate_legal, is_legal, or a
    // notation reader that resolves against the legal moves): play() without the second check.
    void play_legal(Move m);
    // Takes back the last move; false when there is none.
    bool undo();

    GameStatus status(const Rules& rules) const;

private:
    struct Entry {
        Move move;
        Undo undo;
        bool gave_check;
    };
    Position pos_;
    std::vector<Entry> history_;
    std::vector<Move> moves_;  // the moves of history_, for moves()
};

// Impasse points: rook and bishop (promoted or not) 5, king 0, any other piece 1.
int impasse_points(const Position& pos, Side side);

// The evidence of an impasse verdict (docs/cli.md "evidence"), fast's own count: for each side
// judged (both; the CSA declaration: the side to move only) its facts, then each condition of the
// rule with whether it holds, in the order the verdict tests them.
struct ImpasseSideFacts {
    Side side = Sente;
    int points = 0;          // all pieces and the hand (27/24 points); CSA: the zone and the hand
    int pieces_in_zone = 0;  // besides the king
    Square king = kNoSquare;
    bool king_in_zone = false;
    bool in_check = false;
};
struct ImpasseCondition {
    const char* name = "";  // king_in_zone, not_in_check, ten_pieces_in_zone, 28/27/24_points
    Side side = Sente;
    bool holds = false;
};
struct ImpasseEvidence {
    std::vector<ImpasseSideFacts> sides;
    std::vector<ImpasseCondition> conditions;
};
ImpasseEvidence impasse_evidence(const Position& pos, ImpasseRule rule);

}  // namespace arbiter::fast::shogi
