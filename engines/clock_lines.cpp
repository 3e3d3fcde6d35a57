// A match question's clocks in each protocol's words (match_clock.h): the UCI family's `go` line
// (uci.h) and XBoard's lines before `go`.

#include <algorithm>

#include "engines/match_clock.h"
#include "engines/uci.h"

namespace arbiter::engines {

namespace {

std::string number(std::int64_t value) { return std::to_string(value); }

// CECP's level BASE: whole minutes ("5") or minutes:seconds ("0:30"), from milliseconds rounded
// to the nearest second, at least one second.
std::string cecp_base(std::int64_t ms) {
    const std::int64_t s = std::max<std::int64_t>(1, (ms + 500) / 1000);
    if (s % 60 == 0) return number(s / 60);
    return number(s / 60) + ":" + (s % 60 < 10 ? "0" : "") + number(s % 60);
}

}  // namespace

std::string seconds_text(std::int64_t ms) {
    std::string out = std::to_string(ms / 1000);
    if (ms % 1000 != 0) {
        std::string frac = std::to_string(1000 + ms % 1000).substr(1);
        while (!frac.empty() && frac.back() == '0') frac.pop_back();
        out += "." + frac;
    }
    return out;
}

std::string uci_go_line(Protocol protocol, const MatchClock& clock) {
    const int side = clock.side;
    const int other = 1 - side;
    const bool main_time = clock.base_ms.has_value();
    const int to_go = clock.moves_per_period > 0
                          ? clock.moves_per_period - clock.moves_made[side] % clock.moves_per_period
                          : 0;
    std::string limits;  // nodes and depth, added to any clock
    if (clock.nodes > 0) limits += " nodes " + number(clock.nodes);
    if (clock.depth > 0) limits += " depth " + number(clock.depth);
    switch (protocol) {
    case Protocol::Uci:
    case Protocol::Uci0: {
        std::string go = "go";
        if (main_time) {
            go += " wtime " + number(clock.remaining_ms[0]) + " btime " +
                  number(clock.remaining_ms[1]);
            if (clock.increment_ms > 0)
                go += " winc " + number(clock.increment_ms) + " binc " + number(clock.increment_ms);
            if (clock.byoyomi_ms > 0) go += " byoyomi " + number(clock.byoyomi_ms);
            if (to_go > 0) go += " movestogo " + number(to_go);
        } else if (clock.movetime_ms > 0) {
            go += " movetime " + number(clock.movetime_ms);
        } else if (clock.byoyomi_ms > 0) {
            go += " movetime " + number(clock.byoyomi_ms);
        }
        return go + limits;
    }
    case Protocol::Usi: {
        // USI: btime is sente's (the side that moves first), wtime gote's.
        std::string go = "go";
        if (main_time || clock.byoyomi_ms > 0 || clock.movetime_ms > 0) {
            go += " btime " + number(clock.remaining_ms[0]) + " wtime " +
                  number(clock.remaining_ms[1]);
            if (clock.byoyomi_ms > 0)
                go += " byoyomi " + number(clock.byoyomi_ms);
            else if (!main_time)
                go += " byoyomi " + number(clock.movetime_ms);
            else if (clock.increment_ms > 0)
                go += " binc " + number(clock.increment_ms) + " winc " + number(clock.increment_ms);
        }
        return go + limits;
    }
    case Protocol::Ucci: {
        std::string go = "go";
        if (main_time) {
            go += " time " + number(clock.remaining_ms[side] + clock.byoyomi_ms);
            if (to_go > 0)
                go += " movestogo " + number(to_go);
            else if (clock.increment_ms > 0)
                go += " increment " + number(clock.increment_ms);
            go += " opptime " + number(clock.remaining_ms[other]);
            if (to_go > 0)
                go += " oppmovestogo " + number(clock.moves_per_period -
                                                clock.moves_made[other] % clock.moves_per_period);
            else if (clock.increment_ms > 0)
                go += " oppincrement " + number(clock.increment_ms);
        } else if (clock.movetime_ms > 0 || clock.byoyomi_ms > 0) {
            go += " time " + number(clock.movetime_ms > 0 ? clock.movetime_ms : clock.byoyomi_ms) +
                  " movestogo 1";
        }
        return go + limits;
    }
    case Protocol::Xboard:
    case Protocol::Xshogi:
        break;  // not of the family
    }
    return "go" + limits;
}

std::vector<std::string> xboard_clock_lines(const MatchClock& clock) {
    const int side = clock.side;
    const bool main_time = clock.base_ms.has_value();
    std::vector<std::string> lines;
    if (main_time) {
        // level MPS BASE INC (CECP, "Time control"): BASE in whole minutes or MIN:SEC, INC in
        // seconds. BASE is rounded to the nearest second and is at least 0:01 (a base of 0
        // is ICS's "start at 10 seconds" in the spec); `time` and `otim` then say, in
        // centiseconds, what each clock has: the precision the engine gets.
        lines.push_back("level " + number(clock.moves_per_period) + " " +
                        cecp_base(*clock.base_ms) + " " + seconds_text(clock.increment_ms));
        lines.push_back("time " + number((clock.remaining_ms[side] + clock.byoyomi_ms) / 10));
        lines.push_back("otim " + number(clock.remaining_ms[1 - side] / 10));
    } else if (clock.movetime_ms > 0 || clock.byoyomi_ms > 0) {
        const std::int64_t ms = clock.movetime_ms > 0 ? clock.movetime_ms : clock.byoyomi_ms;
        if (ms % 1000 == 0) {
            // CECP `st TIME`: at most TIME seconds a move, a whole number in the spec.
            lines.push_back("st " + number(ms / 1000));
        } else {
            // A fraction of a second cannot be an `st`: Fairy-Max reads `st 0.3` as 0 and
            // moves at once, HoiChess exits on it (measured, docs/match.md). One move a
            // period instead (level 1 BASE 0, BASE rounded up), with `time` saying in
            // centiseconds what is left of it.
            lines.push_back("level 1 " + cecp_base((ms + 999) / 1000 * 1000) + " 0");
            lines.push_back("time " + number(ms / 10));
            lines.push_back("otim " + number(ms / 10));
        }
    }
    if (clock.depth > 0) lines.push_back("sd " + number(clock.depth));
    if (clock.nodes > 0) {
        // CECP: nps with st limits the nodes searched (as xboard_limits does).
        lines.push_back("nps " + number(clock.nodes));
        if (!main_time && clock.movetime_ms == 0) lines.push_back("st 1");
    }
    return lines;
}

}  // namespace arbiter::engines
