#pragma once
// What `arbiter match` and `arbiter tournament` share (docs/cli.md, docs/match.md): the flags
// (engines, limits, rules, openings, records, adjudication), their parsing into MatchOptions, the
// progress line of a finished game and the referee's cost line. Defined in match.cpp.

#include <functional>
#include <vector>

#include "cli/command.h"
#include "referee/match/match.h"

namespace arbiter::cli {

struct MatchCommandLine {
    arbiter::referee::match::MatchOptions options;
    bool json = false;
    std::uint64_t seed = 1;  // --seed (default 1): --order random, the knockout draw
};

// The flags of both commands; `tournament`: without --sprt, the engines two or more.
std::vector<Flag> match_flags(bool tournament);
// Parses them (UsageError on bad input); the schedule's games, rounds and repeat are read, not
// checked against the number of players (the caller knows the format).
MatchCommandLine parse_match_flags(const Args& args, bool tournament);
// Prints `Finished game N (A vs B): RESULT {rule}` on stderr (and the detail line of a failure),
// and with `json` the game's --json line on stdout; safe to call from several threads.
std::function<void(const arbiter::referee::match::FinishedGame&)> progress_printer(bool json);
// `Referee: N moves, X us of referee time per move, Y us per move in the engines` on stderr.
// Also, when two games were move-for-move identical (no --openings): `warning: games N and M are
// move-for-move identical ...` on stderr.
void print_referee_cost(const arbiter::referee::match::MatchTally& tally);

}  // namespace arbiter::cli
