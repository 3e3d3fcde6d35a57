#pragma once
// A game: the start position, the moves played and every position since, and its status
// (shogi.checkmate, shogi.sennichite, shogi.sennichite.perpetual-check, shogi.impasse,
// shogi.max-plies).

#include <optional>
#include <string_view>
#include <vector>

#include "reference/shogi/position.h"
#include "reference/shogi/rules.h"

namespace arbiter::reference::shogi {

enum class ImpasseRule {
    Seed27Points,      // 27点法: a side below 27 points loses if the other is not; else draw
    Pro24Points,       // JSA professional rule: below 24 points loses; else draw
    Csa27Declaration,  // CSA rule: the side to move declares; it wins if the conditions hold,
                       // loses otherwise
};

// Rule differences are named fields; the default is the one docs/rules.md names.
struct Rules {
    bool impasse_requested = false;  // judge jishogi (持将棋) now: `arbiter status --impasse`
    ImpasseRule impasse_rule = ImpasseRule::Seed27Points;
    int max_plies = 0;  // shogi.max-plies: a draw once the game has this many plies; 0: no limit
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
    const std::vector<Position>& positions() const { return positions_; }
    const std::vector<Move>& moves() const { return moves_; }
    // gave_check()[i]: move i left the opponent in check.
    const std::vector<bool>& gave_check() const { return gave_check_; }

    // Plays `move` if legal; otherwise returns the ID of the first rule it breaks (e.g.
    // shogi.move.own-piece, shogi.rook.slide, shogi.drop.nifu) and changes nothing. In a game
    // every such move is a shogi.illegal-move, which loses at once.
    std::optional<RuleId> play(const Move& move);
    // Takes back the last move; false when there is none.
    bool undo();

private:
    std::vector<Position> positions_;
    std::vector<Move> moves_;
    std::vector<bool> gave_check_;
};

// shogi.checkmate: the side to move with no legal move loses (in check or not).
bool checkmate_reached(const Position& position);
// shogi.sennichite: the current position (board, both hands, side to move) occurs for the fourth
// time in the game.
bool sennichite_reached(const Game& game);
// shogi.sennichite.perpetual-check: when sennichite is reached and one side gave check with every
// one of its moves since the first occurrence of the repeated position, that side (returned)
// loses. nullopt when no side or both sides did.
std::optional<Side> sennichite_perpetual_check_reached(const Game& game);

// Impasse points (docs/rules.md): rook and bishop 5, promoted or not; every other piece 1; king 0.
int impasse_piece_points(PieceKind kind);
// The points of `side` on the board and in hand (the 27- and 24-point rules).
int impasse_points(const Position& position, Side side);
// shogi.impasse: the verdict when an impasse is asked for, or nullopt when it cannot be judged
// (the default 27-point and pro 24-point rules need both kings in their zones).
std::optional<GameStatus> impasse_reached(const Position& position, ImpasseRule rule);

// The evidence of an impasse verdict (docs/cli.md "evidence"): each side's facts, and each
// condition of the rule with whether it holds.
struct ImpasseSideFacts {
    Side side = Side::Sente;
    int points = 0;  // what the rule counts: every piece and the hand (27/24-point rules); the
                     // pieces in the zone and the hand (CSA declaration)
    int pieces_in_zone = 0;  // besides the king
    std::optional<Square> king;
    bool king_in_zone = false;
    bool in_check = false;
};
struct ImpasseCondition {
    std::string_view name;  // "king_in_zone", "not_in_check", "ten_pieces_in_zone",
                            // "28_points", "27_points", "24_points"
    Side side = Side::Sente;
    bool holds = false;
};
struct ImpasseEvidence {
    std::vector<ImpasseSideFacts> sides;  // sente, gote (CSA: the declarer only)
    std::vector<ImpasseCondition> conditions;
};
ImpasseEvidence impasse_evidence(const Position& position, ImpasseRule rule);

// shogi.max-plies: a game limited to `max_plies` plies (0: no limit) has reached its limit. The
// SFEN move number counts the plies (docs/rules.md): move number n follows n - 1 plies.
bool max_plies_reached(const Position& position, int max_plies);

// Game end in order: checkmate, sennichite (perpetual check first), impasse when requested, the
// ply limit when one is set.
GameStatus status(const Game& game, const Rules& rules);

}  // namespace arbiter::reference::shogi
