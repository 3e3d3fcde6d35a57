// The clocks of an engine game (clock.h).

#include "referee/match/clock.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace arbiter::referee::match {

namespace eng = arbiter::engines;

namespace {

constexpr std::int64_t kMaxMs = std::int64_t{1000} * 3600 * 24 * 30;  // thirty days

std::optional<std::int64_t> parse_whole(std::string_view text) {
    if (text.empty() || text.size() > 9) return std::nullopt;
    std::int64_t value = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        value = value * 10 + (c - '0');
    }
    return value;
}

// "M:SS" or seconds.
std::optional<std::int64_t> parse_clock_ms(std::string_view text) {
    const std::size_t colon = text.find(':');
    if (colon == std::string_view::npos) return parse_seconds_ms(text);
    auto minutes = parse_whole(text.substr(0, colon));
    auto seconds = parse_seconds_ms(text.substr(colon + 1));
    if (!minutes || !seconds || *seconds >= 60'000) return std::nullopt;
    const std::int64_t ms = *minutes * 60'000 + *seconds;
    if (ms > kMaxMs) return std::nullopt;
    return ms;
}

std::string number(std::int64_t value) { return std::to_string(value); }

}  // namespace

std::optional<std::int64_t> parse_seconds_ms(std::string_view text) {
    const std::size_t dot = text.find('.');
    auto whole = parse_whole(text.substr(0, dot));
    if (!whole) return std::nullopt;
    std::int64_t ms = *whole * 1000;
    if (dot != std::string_view::npos) {
        const std::string_view frac = text.substr(dot + 1);
        if (frac.empty() || frac.size() > 3) return std::nullopt;
        auto f = parse_whole(frac);
        if (!f) return std::nullopt;
        std::int64_t scaled = *f;
        for (std::size_t i = frac.size(); i < 3; ++i) scaled *= 10;
        ms += scaled;
    }
    if (ms > kMaxMs) return std::nullopt;
    return ms;
}

core::Result<TimeControl> parse_tc(std::string_view text) {
    const std::string shown(text);
    auto bad = [&](const std::string& why) {
        return core::make_error(
            "--tc must be [MOVES/]SECONDS[+INCREMENT] (e.g. 10+0.1, 40/60, "
            "40/1:30+0.5), not '" +
            shown + "'" + (why.empty() ? "" : ": " + why));
    };
    TimeControl tc;
    std::string_view rest = text;
    if (const std::size_t slash = rest.find('/'); slash != std::string_view::npos) {
        auto moves = parse_whole(rest.substr(0, slash));
        if (!moves || *moves <= 0 || *moves > 1000) return bad("moves per period 1 to 1000");
        tc.moves_per_period = static_cast<int>(*moves);
        rest = rest.substr(slash + 1);
    }
    if (const std::size_t plus = rest.find('+'); plus != std::string_view::npos) {
        auto inc = parse_seconds_ms(rest.substr(plus + 1));
        if (!inc) return bad("the increment is seconds, e.g. 0.1");
        tc.increment_ms = *inc;
        rest = rest.substr(0, plus);
    }
    auto base = parse_clock_ms(rest);
    if (!base) return bad("the time is seconds (or M:SS), e.g. 10 or 1:30");
    if (*base == 0 && tc.increment_ms == 0) return bad("no time at all");
    tc.base_ms = *base;
    return tc;
}

std::string time_control_tag(const TimeControl& tc) {
    if (!tc.base_ms) {
        if (tc.movetime_ms > 0)
            return "1/" + eng::seconds_text(tc.movetime_ms);  // PGN: moves/seconds
        return "-";
    }
    std::string out = eng::seconds_text(*tc.base_ms);
    if (tc.moves_per_period > 0) out = number(tc.moves_per_period) + "/" + out;
    if (tc.increment_ms > 0) out += "+" + eng::seconds_text(tc.increment_ms);
    return out;
}

GameClock::GameClock(const TimeControl& tc) : tc_(tc) {
    remaining_[0] = remaining_[1] = tc.base_ms.value_or(0);
    // Increment only (--tc 0+INC, docs/match.md): each side starts with one increment; a clock
    // at zero would lose every game on time at the first move.
    if (tc.base_ms == 0) remaining_[0] = remaining_[1] = tc.increment_ms;
}

std::chrono::milliseconds GameClock::limit(int side) const {
    if (tc_.base_ms) return std::chrono::milliseconds(remaining_[side] + tc_.byoyomi_ms);
    if (tc_.movetime_ms > 0) return std::chrono::milliseconds(tc_.movetime_ms);
    if (tc_.byoyomi_ms > 0) return std::chrono::milliseconds(tc_.byoyomi_ms);
    return tc_.hang_timeout;
}

std::chrono::milliseconds GameClock::allowed(int side) const {
    return limit(side) + std::chrono::milliseconds(tc_.margin_ms);
}

bool GameClock::charge(int side, std::int64_t used_ms) {
    if (tc_.timed() && used_ms > allowed(side).count()) return false;
    ++moves_[side];
    if (!tc_.base_ms) return true;
    std::int64_t& left = remaining_[side];
    left = std::max<std::int64_t>(0, left - used_ms) + tc_.increment_ms;
    if (tc_.moves_per_period > 0 && moves_[side] % tc_.moves_per_period == 0) left += *tc_.base_ms;
    return true;
}

eng::MatchClock GameClock::question(int side) const {
    eng::MatchClock clock;
    clock.side = side;
    clock.base_ms = tc_.base_ms;
    clock.increment_ms = tc_.increment_ms;
    clock.moves_per_period = tc_.moves_per_period;
    clock.byoyomi_ms = tc_.byoyomi_ms;
    clock.movetime_ms = tc_.movetime_ms;
    clock.nodes = tc_.nodes;
    clock.depth = tc_.depth;
    clock.remaining_ms = {remaining_[0], remaining_[1]};
    clock.moves_made = {moves_[0], moves_[1]};
    return clock;
}

}  // namespace arbiter::referee::match
