#include "reference/chess/game.h"

namespace arbiter::reference::chess {

void Game::play(const Move& move) {
    positions_.push_back(position().after(move));
    moves_.push_back(move);
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

// chess.repetition: the same position for the `count`-th time (seed 003: the third) is a draw.
bool repetition_reached(const Game& game, int count) { return game.occurrences_of_current_position() >= count; }

GameStatus status(const Game& game, const Rules& rules) {
    const Position& pos = game.position();
    GameStatus s;
    s.in_check = in_check(pos);
    auto draw = [&](RuleId reason) {
        s.result = Result3::Draw;
        s.reason = reason;
        return s;
    };
    if (checkmate_reached(pos)) {
        s.result = Result3::Win;
        s.winner = opponent(pos.side_to_move());
        s.reason = rule::kCheckmate;
        return s;
    }
    if (stalemate_reached(pos)) return draw(rule::kStalemate);
    if (repetition_reached(game, rules.repetition_count)) return draw(rule::kRepetition);
    if (dead_position_reached(pos)) return draw(rule::kDeadPosition);
    if (fifty_move_reached(pos, rules.fifty_move_plies)) return draw(rule::kFiftyMove);
    return s;
}

std::uint64_t perft(const Position& pos, int depth) {
    if (depth <= 0) return 1;
    const auto moves = legal_moves(pos);
    if (depth == 1) return moves.size();
    std::uint64_t nodes = 0;
    for (const Move& move : moves) nodes += perft(pos.after(move), depth - 1);
    return nodes;
}

}  // namespace arbiter::reference::chess
