#include "reference/xiangqi/game.h"

#include "reference/xiangqi/rules.h"

namespace arbiter::reference::xiangqi {

std::optional<RuleId> Game::play(Move move) {
    if (auto broken = first_broken_rule(position(), move)) return broken;
    positions_.push_back(position().after_unchecked(move));
    moves_.push_back(move);
    return std::nullopt;
}

bool Game::undo() {
    if (moves_.empty()) return false;
    moves_.pop_back();
    positions_.pop_back();
    return true;
}

}  // namespace arbiter::reference::xiangqi
