#pragma once
// How a game ended, as one type from the rules up to the command line (issue 30): the outcome,
// the winner, the rule ID that decided it, the ply, and the rules' evidence. Records
// (oracle/record_check.h), the human-game arbiter (referee/adjudicate), engine matches
// (referee/match) and the CLI all pass a GameEnd; it becomes text only at the edge (JSON, text,
// PGN tags) through the names below, and is never parsed back from its text.

#include <optional>
#include <string_view>

#include "core/game.h"
#include "core/outcome.h"
#include "core/rule_id.h"

namespace arbiter::core {

// First = the side that moves first in the game (white, red, sente).
enum class Side { First = 0, Second = 1 };

constexpr Side other(Side side) { return side == Side::First ? Side::Second : Side::First; }
constexpr int index(Side side) { return side == Side::First ? 0 : 1; }
constexpr Side side_at(int index) { return index == 0 ? Side::First : Side::Second; }

// "white" / "black", "red" / "black", "sente" / "gote".
std::string_view side_name(Game game, Side side);
std::optional<Side> parse_side(Game game, std::string_view text);

enum class Outcome { Ongoing, Win, Draw };

// "ongoing", "win", "draw".
std::string_view outcome_name(Outcome outcome);
std::optional<Outcome> parse_outcome(std::string_view text);

struct GameEnd {
    Outcome outcome = Outcome::Ongoing;
    std::optional<Side> winner;  // set for a win
    std::optional<RuleId> rule;  // the rule that decided the game; nullopt while ongoing
    int ply = 0;                 // the plies played when it was decided
    std::optional<RepetitionEvidence> repetition;  // a xiangqi repetition verdict
    std::optional<NoMoveEvidence> no_move;         // checkmate or stalemate
    std::optional<ImpasseEvidence> impasse;        // a shogi impasse judged

    bool over() const { return outcome != Outcome::Ongoing; }
    bool won_by(Side side) const { return outcome == Outcome::Win && winner == side; }
    bool decided_by(Rule r) const { return rule && rule->rule == r; }
};

// A win for `winner` or a draw (winner nullopt) by `rule` at `ply`.
GameEnd win(Side winner, RuleId rule, int ply = 0);
GameEnd draw(RuleId rule, int ply = 0);

// The result as PGN's Result tag writes it (PGN standard 8.2.6): "1-0", "0-1", "1/2-1/2", "*".
std::string_view result_tag(const GameEnd& end);

// Whether `a` and `b` decide alike: the same outcome, winner and rule (ply and evidence aside).
bool same_decision(const GameEnd& a, const GameEnd& b);

// `end` decided at `ply`: an adapter's status (below) knows no ply; its caller does.
GameEnd at_ply(GameEnd end, int ply);

// The status of a position as the oracle adapters report it (oracle::Adapter::status): whether
// the side to move is in check, and how the rules see the game, typed from the rules floors up
// (the bindings of oracle/adapters/ map each floor's rule IDs and sides; end.ply is 0).
struct GameStatus {
    bool in_check = false;
    GameEnd end;
};

}  // namespace arbiter::core
