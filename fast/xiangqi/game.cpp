// Game and status of fast/xiangqi.

#include "fast/xiangqi/game.h"

#include <algorithm>

#include "fast/xiangqi/movegen.h"

namespace arbiter::fast::xiangqi {

bool Game::play(Move m) {
    MoveList legal;
    generate_legal(pos_, legal);
    if (std::find(legal.begin(), legal.end(), m) == legal.end()) return false;
    Undo u;
    pos_.make(m, u);
    moves_.push_back(m);
    undos_.push_back(u);
    hashes_.push_back(pos_.hash());
    return true;
}

bool Game::undo() {
    if (moves_.empty()) return false;
    pos_.unmake(moves_.back(), undos_.back());
    moves_.pop_back();
    undos_.pop_back();
    hashes_.pop_back();
    return true;
}

std::optional<std::size_t> Game::repetition_start() const {
    const std::uint64_t now = hashes_.back();
    int occurrences = 1;
    // Positions before a capture have more pieces and cannot repeat a later one, so the scan
    // could stop at the last capture; it stays a plain scan (not on the hot path).
    for (std::size_t i = hashes_.size() - 1; i-- > 0;) {
        if (hashes_[i] == now && ++occurrences == 3) return i;
    }
    return std::nullopt;
}

RepetitionVerdict Game::judge_repetition(std::size_t first, RepetitionRules rules) const {
    Position at_first = start_;
    for (std::size_t i = 0; i < first; ++i) {
        Undo u;
        at_first.make(moves_[i], u);
    }
    return xiangqi::judge_repetition(at_first, moves_.data() + first, moves_.size() - first, rules);
}

GameStatus Game::status(const Rules& rules) const {
    GameStatus s;
    s.in_check = in_check(pos_);
    if (!has_legal_move(pos_)) {
        s.outcome = Outcome::Win;
        s.reason = s.in_check ? RuleId::Checkmate : RuleId::Stalemate;
        s.winner = ~pos_.side_to_move();
        return s;
    }
    if (const auto first = repetition_start()) {
        const RepetitionVerdict v = judge_repetition(*first, rules.repetition);
        s.reason = v.reason;
        if (v.loser) {
            s.outcome = Outcome::Win;
            s.winner = ~*v.loser;
        } else {
            s.outcome = Outcome::Draw;
        }
        return s;
    }
    if (pos_.halfmove_clock() >= rules.natural_limit_plies) {
        s.outcome = Outcome::Draw;
        s.reason = RuleId::NaturalLimit;
    }
    return s;
}

}  // namespace arbiter::fast::xiangqi
