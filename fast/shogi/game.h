#pragma once
// A game of fast/shogi: the position, the moves played with their undo records and the key after
// each, and the status: checkmate (no legal move), sennichite by Zobrist key (the fourth
// occurrence of board + hands + side to move), the perpetual-check verdict (from whether each
// move gave check), the impasse rules when asked for, and the ply limit (shogi.max-plies) when one
// is set. Outside the hot path (uses a vector).
// Sennichite compares 64-bit keys: a key collision would be read as a repetition.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "fast/shogi/movegen.h"
#include "fast/shogi/rule_id.h"

namespace arbiter::fast::shogi {

enum class ImpasseRule : std::uint8_t { Seed27Points, Pro24Points, Csa27Declaration };

// The rule options status() reads.
struct Rules {
    bool impasse_requested = false;  // shogi.impasse: a declaration is made now
    ImpasseRule impasse_rule = ImpasseRule::Seed27Points;  // which impasse rule judges it
    int max_plies = 0;  // shogi.max-plies: a draw from SFEN move number max_plies + 1; 0: no limit
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

    // How often position() has occurred in this game (board, hands, side to move; by key), itself
    // included.
    int occurrences() const;
    // shogi.sennichite: position() occurs for the fourth time. Only a move can make it true, so a
    // replayer asks it after each move and calls status() only then.
    bool sennichite_reached() const;

    // In catalogue order: checkmate, sennichite (the perpetual check first), impasse when asked
    // for, the ply limit when set.
    GameStatus status(const Rules& rules) const;

private:
    // The occurrences of position() and the index of the first move made from it (history_.size()
    // when it has not occurred before).
    std::pair<int, std::size_t> repetitions() const;

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
