#pragma once
// The game arbiter (issue 7): replays a game record with the reference implementation and returns
// the verdict — result, winner, the rule ID that decided it and the ply — with every foul on the
// way. Competition rules: xiangqi competition rules §4-9, FIDE Laws 4, 6, 7.5, 9 (chess), the
// shogi rules of play. The event-by-event machine is arbiter.h; this is its public face.

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "referee/adjudicate/outcome.h"
#include "referee/adjudicate/record.h"

namespace arbiter::referee::adjudicate {

struct Foul {
    int ply = 0;  // the ply being played (moves played + 1), or moves played for record fouls
    Side side = Side::First;
    // The rule broken: an explain rule ID, <game>.touch-move, xiangqi.record; none for a move
    // that no rule names (written "illegal").
    std::optional<core::RuleId> rule;
    std::string detail;
    bool counts = true;  // counts toward the foul limit (chess: only illegal moves, FIDE 7.5.5)
};
// A foul's rule as reports write it: its ID, or "illegal".
std::string_view foul_rule_name(const Foul& foul);

struct Verdict {
    core::Game game = core::Game::Chess;  // names the sides at the text boundary
    // How the game stands: result, winner, the rule that decided it, the ply (moves played when
    // it was decided, or attempted, for a move), the rules' evidence.
    core::GameEnd end;
    std::string detail;  // e.g. the explain rule of a losing illegal move
    std::vector<Foul> fouls;
    std::vector<std::string> notes;  // events ignored and why
    std::string fen;                 // the final position
};

// Replays the record. An Error only when the record cannot be replayed at all (start position
// refused, a touched point that is not a point, a move by the side not on turn); its message
// starts with the JSON pointer of the event.
core::Result<Verdict> adjudicate(const GameRecord& record);

// The moves a touch-move obligation allows (chess.touch-move, xiangqi.touch-move) after `moves`
// from `fen` (`chess960`: a Chess960 game, castling as the king taking its rook). TouchAnswer is
// in oracle/adapter.h.
core::Result<oracle::TouchAnswer> touch_query(core::Game game, std::string_view fen,
                                              const std::vector<std::string>& moves,
                                              const std::vector<std::string>& touched,
                                              bool simultaneous, bool chess960 = false);

// Whether the verdict meets the expectation; nullopt = it does, else what differs.
std::optional<std::string> check_expectation(const RecordExpectation& expect,
                                             const Verdict& verdict);

struct RecordOutcome {
    std::string file;
    std::string id;
    std::optional<core::Game> game;  // nullopt when the record did not load
    std::vector<std::string> rules;
    bool passed = false;
    bool has_expectation = false;
    bool chess960 = false;  // the record's option chess960
    std::string message;    // why it failed (or the load error)
};
// Loads and adjudicates every record under `paths` (files or folders; default: corpus/records)
// and compares with `expect`. An Error only when no record file was found.
core::Result<std::vector<RecordOutcome>> verify_records(
    const std::vector<std::filesystem::path>& paths);

std::string verdict_json(const Verdict& verdict);
std::string verdict_text(const Verdict& verdict);

}  // namespace arbiter::referee::adjudicate
