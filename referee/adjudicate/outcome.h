#pragma once
// The typed words of a verdict: which side, and how the game stands. They become text only at the
// JSON/text boundary (the record loader reads them, verdict_json / verdict_text print them).

#include <optional>
#include <string_view>

#include "oracle/adapter.h"

namespace arbiter::referee::adjudicate {

// First = the side that moves first in the game (white, red, sente); the same numbering as
// Adapter::side_to_move().
enum class Side { First = 0, Second = 1 };

constexpr Side other(Side side) { return side == Side::First ? Side::Second : Side::First; }
constexpr int index(Side side) { return side == Side::First ? 0 : 1; }
constexpr Side side_at(int index) { return index == 0 ? Side::First : Side::Second; }

// "white" / "black", "red" / "black", "sente" / "gote".
constexpr std::string_view side_name(core::Game game, Side side) {
    const bool first = side == Side::First;
    switch (game) {
    case core::Game::Chess:
        return first ? "white" : "black";
    case core::Game::Xiangqi:
        return first ? "red" : "black";
    case core::Game::Shogi:
        return first ? "sente" : "gote";
    }
    return "?";
}

constexpr std::optional<Side> parse_side(core::Game game, std::string_view text) {
    if (text == side_name(game, Side::First)) return Side::First;
    if (text == side_name(game, Side::Second)) return Side::Second;
    return std::nullopt;
}

enum class Outcome { Ongoing, Win, Draw };

constexpr std::string_view outcome_name(Outcome outcome) {
    switch (outcome) {
    case Outcome::Ongoing:
        return "ongoing";
    case Outcome::Win:
        return "win";
    case Outcome::Draw:
        return "draw";
    }
    return "?";
}

constexpr std::optional<Outcome> parse_outcome(std::string_view text) {
    for (Outcome o : {Outcome::Ongoing, Outcome::Win, Outcome::Draw})
        if (outcome_name(o) == text) return o;
    return std::nullopt;
}

}  // namespace arbiter::referee::adjudicate
