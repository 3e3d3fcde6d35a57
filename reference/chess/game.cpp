#include "reference/chess/game.h"

namespace arbiter::reference::chess {
namespace {

// FNV-1a (64 bits) over what the key holds, square by square: equal keys hash alike; unequal keys
// that collide are told apart by comparing the keys themselves.
std::uint64_t repetition_hash(const RepetitionKey& key) {
    std::uint64_t h = 14695981039346656037ull;
    const auto add = [&h](int value) {
        h ^= static_cast<std::uint64_t>(value + 1);
        h *= 1099511628211ull;
    };
    for (int i = 0; i < kSquareCount; ++i) {
        const std::optional<Piece>& piece = key.board[Square::from_index(i)];
        add(piece ? 1 + static_cast<int>(piece->color) * 6 + static_cast<int>(piece->type) : 0);
    }
    add(static_cast<int>(key.side_to_move));
    for (const Color c : {Color::White, Color::Black}) {
        for (const Wing w : {Wing::King, Wing::Queen})
            add(key.castling.has(c, w) ? key.castling.rook_file(c, w) : -1);
    }
    add(key.en_passant_capturable ? key.en_passant_capturable->index() : -1);
    return h;
}

}  // namespace

Game::Game(Position start) : positions_{start} { reach(positions_.back()); }

void Game::reach(const Position& pos) {
    Reached r{repetition_key(pos)};
    r.hash = repetition_hash(r.key);
    if (const auto at = latest_.find(r.hash); at != latest_.end()) r.same_hash_before = at->second;
    latest_[r.hash] = reached_.size();
    reached_.push_back(r);
}

std::optional<RuleId> Game::play(const Move& move) {
    if (auto broken = first_broken_rule(position(), move)) return broken;
    positions_.push_back(position().after(move));
    moves_.push_back(move);
    reach(positions_.back());
    return std::nullopt;
}

bool Game::undo() {
    if (moves_.empty()) return false;
    const Reached& last = reached_.back();
    if (last.same_hash_before == kNone) {
        latest_.erase(last.hash);
    } else {
        latest_[last.hash] = last.same_hash_before;
    }
    reached_.pop_back();
    positions_.pop_back();
    moves_.pop_back();
    return true;
}

int Game::occurrences_of_current_position() const {
    const RepetitionKey& now = reached_.back().key;
    int count = 1;  // the current position itself
    for (std::size_t i = reached_.back().same_hash_before; i != kNone;
         i = reached_[i].same_hash_before) {
        if (reached_[i].key == now) ++count;  // FIDE 9.2.3: the same position, not only the hash
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
