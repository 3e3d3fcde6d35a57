#include "fast/chess/game.h"

#include <algorithm>

#include "fast/chess/movegen.h"

namespace arbiter::fast::chess {

bool dead_position(const Position& pos) {
    if (pos.pieces(Pawn) | pos.pieces(Rook) | pos.pieces(Queen)) return false;
    const Bitboard knights = pos.pieces(Knight), bishops = pos.pieces(Bishop);
    if (!knights) return !(bishops & kLightSquares) || !(bishops & kDarkSquares);
    return !more_than_one(knights) && !bishops;
}

bool can_checkmate_by_material(const Position& pos, Color side) {
    const Bitboard ours = pos.pieces(side) & ~pos.pieces(King);
    const Bitboard theirs = pos.pieces(~side) & ~pos.pieces(King);
    if (ours & (pos.pieces(Pawn) | pos.pieces(Rook) | pos.pieces(Queen))) return true;
    // K+N: any second piece mates with it; any piece but a queen of theirs can be mated with.
    if (ours & pos.pieces(Knight)) return more_than_one(ours) || (theirs & ~pos.pieces(Queen));
    if (ours) {  // bishops only
        const Bitboard bishops = pos.pieces(Bishop);
        const bool one_colour = !(bishops & kLightSquares) || !(bishops & kDarkSquares);
        return !one_colour || (theirs & (pos.pieces(Pawn) | pos.pieces(Knight)));
    }
    return false;  // a bare king
}

bool Game::play(Move m) {
    MoveList legal;
    generate_legal(pos_, legal);
    bool found = false;
    for (const Move l : legal) found = found || l == m;
    if (!found) return false;
    play_legal(m);
    return true;
}

bool Game::undo() {
    if (moves_.empty()) return false;
    pos_.unmake(moves_.back(), undos_.back());
    moves_.pop_back();
    undos_.pop_back();
    return true;
}

int Game::occurrences() const {
    const std::size_t last = moves_.size();
    const std::size_t reach = std::min<std::size_t>(pos_.halfmove_clock(), last);
    int n = 1;
    for (std::size_t back = 2; back <= reach; back += 2)
        if (undos_[last - back].hash == pos_.hash() && same_as_before(back)) ++n;
    return n;
}

bool Game::same_as_before(std::size_t back) const {
    Position then = pos_;
    for (std::size_t k = moves_.size(); k > moves_.size() - back; --k)
        then.unmake(moves_[k - 1], undos_[k - 1]);
    return then.same_repetition_key(pos_);
}

bool Game::draw_may_be_reached(const Rules& rules) const {
    const std::uint32_t clock = pos_.halfmove_clock();
    if (clock >= static_cast<std::uint32_t>(rules.fifty_move_plies)) return true;
    // A dead start is seen at the first move, whatever its move clock.
    if ((clock == 0 || moves_.size() <= 1) && dead_position(pos_)) return true;
    return clock >= 4 * static_cast<std::uint32_t>(rules.repetition_count - 1) &&
           occurrences() >= rules.repetition_count;
}

GameStatus Game::status(const Rules& rules) const {
    const Position& pos = pos_;
    GameStatus s;
    s.in_check = pos.in_check();
    if (count_legal(pos) == 0) {
        if (s.in_check) {
            s.outcome = Outcome::Win;
            s.winner = ~pos.side_to_move();
            s.reason = RuleId::Checkmate;
        } else {
            s.outcome = Outcome::Draw;
            s.reason = RuleId::Stalemate;
        }
        return s;
    }
    if (occurrences() >= rules.repetition_count) {
        s.outcome = Outcome::Draw;
        s.reason = RuleId::Repetition;
    } else if (dead_position(pos)) {
        s.outcome = Outcome::Draw;
        s.reason = RuleId::DeadPosition;
    } else if (pos.halfmove_clock() >= static_cast<std::uint32_t>(rules.fifty_move_plies)) {
        s.outcome = Outcome::Draw;
        s.reason = RuleId::FiftyMove;
    }
    return s;
}

}  // namespace arbiter::fast::chess
