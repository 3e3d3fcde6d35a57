#pragma once
// The clocks of an engine game (arbiter match, docs/match.md): the time control as the command
// line gives it (`--tc 10+0.1` Fischer increment, `--tc 40/60` moves per period, `--byoyomi S`,
// `--movetime MS`, `--nodes N`, `--depth N`) and each side's time kept by the referee. The
// question each protocol sends from them (engines::MatchClock) is the engine driver's.

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "engines/client.h"

namespace arbiter::referee::match {

struct TimeControl {
    // --tc [MOVES/]BASE[+INC] (seconds; BASE may be M:SS): the main time; 0 with a byoyomi only.
    std::optional<std::int64_t> base_ms;
    std::int64_t increment_ms = 0;
    int moves_per_period = 0;      // 40 in `40/60`: BASE is added again every 40 moves; 0 = none
    std::int64_t byoyomi_ms = 0;   // --byoyomi S: after the main time, each move within S seconds
    std::int64_t movetime_ms = 0;  // --movetime MS: each move within MS
    std::int64_t nodes = 0;        // --nodes N
    int depth = 0;                 // --depth N
    // --time-margin MS: overstepping by up to this much is forgiven; the referee sends `stop`
    // (XBoard `?`) when the time is up and waits this long for the answer. The command's default
    // is kDefaultTimeMarginMs; 0 here (tests set it).
    std::int64_t margin_ms = 0;
    // How long an engine without a clock (nodes, depth) may think before it is stopped.
    std::chrono::milliseconds hang_timeout{30'000};

    bool timed() const { return base_ms.has_value() || byoyomi_ms > 0 || movetime_ms > 0; }
    bool any() const { return timed() || nodes > 0 || depth > 0; }
};

// The default --time-margin (docs/match.md, "Time margin"): bench/movetime_overrun.py measured
// Stockfish 15.1 and Fairy-Stockfish 11.1 at `go movetime 100` answering up to 68 ms late (800
// moves, chess, xiangqi and shogi, load average 2 to 8 on two cores); 100 ms covers that.
inline constexpr std::int64_t kDefaultTimeMarginMs = 100;

// `--tc` text: "10+0.1", "40/60", "40/1:30+0.5", "60"; an error naming what is wrong.
core::Result<TimeControl> parse_tc(std::string_view text);
// Seconds as the command line writes them ("0.1", "1.5", "2"): milliseconds; nullopt if not.
std::optional<std::int64_t> parse_seconds_ms(std::string_view text);
// The time control as a PGN TimeControl tag value ("40/60:0+0.1" -> "40/60+0.1", "10+0.1") or
// "-" without a clock.
std::string time_control_tag(const TimeControl& tc);

class GameClock {
public:
    explicit GameClock(const TimeControl& tc);

    // Milliseconds left on `side`'s main clock (0 = the side that moves first).
    std::int64_t remaining_ms(int side) const { return remaining_[side]; }
    // The clocks at `side`'s question, which the engine's protocol driver words in its own
    // terms (engines/driver.h).
    arbiter::engines::MatchClock question(int side) const;
    // The time `side` has for its move now, without the margin: its main time left plus the
    // byoyomi, the move time, or (no clock: nodes, depth) the hang timeout. At this point the
    // referee tells the engine to stop.
    std::chrono::milliseconds limit(int side) const;
    // How long `side` may take now before it oversteps: limit() plus the margin.
    std::chrono::milliseconds allowed(int side) const;
    // Charges `used_ms` to `side` for one move; false when it overstepped (the clock is then
    // left at what it had).
    bool charge(int side, std::int64_t used_ms);
    int moves_made(int side) const { return moves_[side]; }

private:
    TimeControl tc_;
    std::int64_t remaining_[2] = {0, 0};
    int moves_[2] = {0, 0};
};

}  // namespace arbiter::referee::match
