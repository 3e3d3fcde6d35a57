// Game history, and the status of a game in the order of its rules (the rules that end a game
// are in rules/game_end.cpp).

#include "reference/shogi/game.h"

namespace arbiter::reference::shogi {

namespace {

GameStatus decided(bool check, Side winner, RuleId reason) {
    return GameStatus{check, Outcome::Win, winner, reason};
}

}  // namespace

std::optional<RuleId> Game::play(const Move& move) {
    if (auto broken = first_broken_rule(position(), move)) return broken;
    positions_.push_back(position().after(move));
    moves_.push_back(move);
    gave_check_.push_back(in_check(positions_.back()));
    return std::nullopt;
}

bool Game::undo() {
    if (moves_.empty()) return false;
    positions_.pop_back();
    moves_.pop_back();
    gave_check_.pop_back();
    return true;
}

GameStatus status(const Game& game, const Rules& rules) {
    const Position& position = game.position();
    const bool check = in_check(position);
    if (checkmate_reached(position)) {
        return decided(check, opponent(position.side_to_move()), RuleId::Checkmate);
    }
    if (sennichite_reached(game)) {
        if (const auto checker = sennichite_perpetual_check_reached(game)) {
            return decided(check, opponent(*checker), RuleId::SennichitePerpetualCheck);
        }
        return GameStatus{check, Outcome::Draw, std::nullopt, RuleId::Sennichite};
    }
    if (rules.impasse_requested) {
        if (auto verdict = impasse_reached(position, rules.impasse_rule)) return *verdict;
    }
    if (max_plies_reached(position, rules.max_plies)) {
        return GameStatus{check, Outcome::Draw, std::nullopt, RuleId::MaxPlies};
    }
    return GameStatus{check, Outcome::Ongoing, std::nullopt, std::nullopt};
}

}  // namespace arbiter::reference::shogi
