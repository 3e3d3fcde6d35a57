#pragma once
// The clocks of a match question, as the referee keeps them (referee/match/clock.h) and before
// any protocol words them (the drivers, driver.h; the words: clock_lines.cpp).

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace arbiter::engines {

// A match question's clocks (referee/match/clock.h), which each protocol words its own way:
// UCI `go wtime btime winc binc movestogo`, USI `go btime wtime binc winc byoyomi` (btime is
// sente's), UCCI `go time increment|movestogo opptime ...`, XBoard `level`, `time`, `otim`
// (centiseconds), `st`, `sd`, `nps`.
struct MatchClock {
    int side = 0;                         // the side asked (0 = the side that moves first)
    std::optional<std::int64_t> base_ms;  // the main time of a period; nullopt = none
    std::int64_t increment_ms = 0;
    int moves_per_period = 0;                    // 40 in `40/60`; 0 = none
    std::int64_t byoyomi_ms = 0;                 // after the main time, each move within this
    std::int64_t movetime_ms = 0;                // each move within this
    std::int64_t nodes = 0;                      // a node limit (0 = none)
    int depth = 0;                               // a depth limit (0 = none)
    std::array<std::int64_t, 2> remaining_ms{};  // each side's main time left
    std::array<int, 2> moves_made{};             // each side's moves so far
};

// The words of the two families that have them: the UCI family's one `go ...` line (uci.h) and
// XBoard's lines sent before `go`: level, time, otim, st, sd, nps (CECP, "Time control").
std::vector<std::string> xboard_clock_lines(const MatchClock& clock);

// Milliseconds as seconds with up to three decimals ("2.5", "30"): how XBoard's level takes its
// increment and PGN's TimeControl tag its seconds.
std::string seconds_text(std::int64_t ms);

}  // namespace arbiter::engines
