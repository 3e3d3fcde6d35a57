#include "reference/chess/game.h"

namespace arbiter::reference::chess {

std::optional<RuleId> Game::play(const Move& move) {
    if (auto broken = first_broken_rule(position(), move)) return broken;
    positions_.push_back(position().after(move));
    moves_.push_back(move);
    return std::nullopt;
}

bool Game::undo() {
    if (moves_.empty()) return false;
    positions_.pop_back();
    moves_.pop_back();
    return true;
}

int Game::occurrences_of_current_position() const {
    const RepetitionKey now = repetition_key(position());
    int count = 0;
    for (const Position& earlier : positions_) {
        if (repetition_key(earlier) == now) ++count;
    }
    return count;
}

// chess.repetition: the same position for the `count`-th time (docs/rules.md: the third) is a draw.
bool repetition_reached(const Game& game, int count) {
    return game.occurrences_of_current_position() >= count;
}

GameStatus status(const Game& game, const Rules& rules) {
    const Position& pos = game.position();
    GameStatus s;
    s.in_check = in_check(pos);
    auto draw = [&](RuleId reason) {
        s.outcome = Outcome::Draw;
        s.reason = reason;
        return s;
    };
    if (checkmate_reached(pos)) {
        s.outcome = Outcome::Win;
        s.winner = opponent(pos.side_to_move());
        s.reason = RuleId::Checkmate;
        return s;
    }
    if (stalemate_reached(pos)) return draw(RuleId::Stalemate);
    if (repetition_reached(game, rules.repetition_count)) return draw(RuleId::Repetition);
    if (dead_position_reached(pos)) return draw(RuleId::DeadPosition);
    if (fifty_move_reached(pos, rules.fifty_move_plies)) return draw(RuleId::FiftyMove);
    return s;
}

}  // namespace arbiter::reference::chess
