#pragma once
// An engine match (arbiter match, docs/match.md): two engines play --games games (each opening
// twice with colours swapped under --repeat), --concurrency games at once, each game refereed by
// referee.h; every finished game is reported (the progress line, a --json line) and written as a
// record in the game's standard format (PGN, KIF or CSA, xiangqi PGN) as soon as it ends, so an
// interrupted match keeps its finished records.

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engines/client.h"
#include "referee/match/openings.h"
#include "referee/match/referee.h"
#include "referee/match/schedule.h"
#include "referee/match/stats.h"

namespace arbiter::referee::match {

struct EngineSpec {
    std::string name;
    arbiter::engines::EngineConfig config;
};

// One engine as the command line gives it: `name=A cmd="prog args"
// proto=uci|uci0|usi|ucci|xboard|xshogi option.Hash=16 variant=V` (cutechess-cli's -engine keys),
// after the keys of `each` (--each). `index` (0, 1) names an engine without name=. An error names
// the key that is wrong.
core::Result<EngineSpec> parse_engine_spec(core::Game game, std::string_view spec,
                                           std::string_view each, int index);

enum class RecordFormat { Pgn, Kif, Csa };

struct MatchOptions {
    core::Game game = core::Game::Chess;
    std::vector<EngineSpec> engines;  // two for a match, two or more for a tournament
    // --games (per encounter), --rounds, --repeat: the games and their colours are those of a
    // round-robin of two (schedule.h): colours alternate, a --repeat pair shares its opening.
    ScheduleOptions schedule;
    int concurrency = 1;
    std::vector<Opening> openings;  // empty: the start position; opening k of the schedule is
                                    // openings[k % size]
    GameSetup setup;                // rules, ply limit, time control (start, opening unset)
    RecordFormat record_format = RecordFormat::Pgn;
    std::string out_dir;  // one record file per game, game-NNNN.<ext>
    std::string pgnout;   // every record appended to one file
    // --sprt: after each finished game the SPRT is computed (on the pentanomial when the games
    // are paired, else on W/D/L); once it decides no new game starts (those playing finish).
    std::optional<SprtConfig> sprt;
};

struct FinishedGame {
    int number = 0;             // from 1, in the order scheduled
    std::string first, second;  // the engines' names: first = white, red, sente
    int first_engine = 0;       // index in MatchOptions::engines of the engine playing first
    int second_engine = 1;      // and of the other
    std::string opening;        // its name, or the FEN and moves
    std::string start;          // the start position (FEN/SFEN or startpos); outcome.moves follow
    GameOutcome outcome;
};

struct MatchTally {
    int games = 0;                  // finished (and stopped unfinished) games
    Wdl wdl;                        // the first engine's (MatchOptions::engines[0])
    Pentanomial pentanomial;        // pairs (with --repeat), the first engine's view
    bool paired = false;            // the schedule has --repeat pairs
    std::optional<SprtState> sprt;  // the last SPRT state (with --sprt)
    std::int64_t referee_ns = 0, engine_ns = 0;
    int engine_moves = 0;
    int stopped_unfinished = 0;
    // Without --openings: the first two games found move-for-move identical (the same start and
    // the same moves), among the first kIdenticalGamesChecked games (docs/match.md).
    std::optional<std::array<int, 2>> identical_games;
};
inline constexpr std::size_t kIdenticalGamesChecked = 4096;

// Points of engines[0] in a finished game: 1, 0.5, 0 (and -1 for an unfinished one).
double first_engine_points(const FinishedGame& game);

// The record of a finished game in `format` (PGN for chess and xiangqi).
std::string game_record(const MatchOptions& options, const FinishedGame& game);
// "game-0003.pgn", ".kif", ".csa".
std::string record_file_name(const MatchOptions& options, int number);

// Plays `schedule` (engine indices into options.engines), --concurrency games at once
// (core::run_ordered); each finished game is recorded, counted and given to `on_finished` in
// schedule order, one at a time, as soon as it and the games before it are done. The tally is from
// engines[0]'s view (a match's). A failed game or a decided --sprt starts no further game (those
// playing finish). An Error when an engine cannot be run at all, a start position or opening is
// refused, or a record cannot be written.
core::Result<MatchTally> run_games(const MatchOptions& options,
                                   const std::vector<ScheduledGame>& schedule,
                                   const std::function<void(const FinishedGame&)>& on_finished);
// A match of two: the round-robin of two of options.schedule (--games, --rounds, --repeat).
core::Result<MatchTally> run_match(const MatchOptions& options,
                                   const std::function<void(const FinishedGame&)>& on_finished);
// A knockout (schedule.h), one game at a time, game k from opening k - 1 (cycled); `knockout`
// holds the rounds and the winner afterwards.
core::Result<MatchTally> run_knockout(const MatchOptions& options, Knockout& knockout,
                                      const std::function<void(const FinishedGame&)>& on_finished);

}  // namespace arbiter::referee::match
