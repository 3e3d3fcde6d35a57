#include "reference/xiangqi/game.h"

#include "reference/xiangqi/rules.h"

namespace arbiter::reference::xiangqi {

std::optional<IllegalMove> check_move(const Position& position, Move move) {
    if (!on_board(move.from) || !on_board(move.to)) return IllegalMove{std::nullopt};
    if (auto rule = first_broken_rule(position, move)) return IllegalMove{rule};
    return std::nullopt;
}

std::optional<IllegalMove> Game::play(Move move) {
    if (auto illegal = check_move(position(), move)) return illegal;
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

std::uint64_t perft(const Position& position, int depth, bool bulk) {
    if (depth <= 0) return 1;
    const std::vector<Move> moves = legal_moves(position);
    if (depth == 1 && bulk) return moves.size();
    std::uint64_t nodes = 0;
    for (const Move& move : moves) nodes += perft(position.after_unchecked(move), depth - 1, bulk);
    return nodes;
}

}  // namespace arbiter::reference::xiangqi
