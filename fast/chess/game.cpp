#include "fast/chess/game.h"

#include "fast/chess/movegen.h"

namespace arbiter::fast::chess {

bool dead_position(const Position& pos) {
    if (pos.pieces(Pawn) | pos.pieces(Rook) | pos.pieces(Queen)) return false;
    const Bitboard knights = pos.pieces(Knight), bishops = pos.pieces(Bishop);
    if (!knights) return !(bishops & kLightSquares) || !(bishops & kDarkSquares);
    return !more_than_one(knights) && !bishops;
}

bool Game::play(Move m) {
    MoveList legal;
    generate_legal(positions_.back(), legal);
    bool found = false;
    for (const Move l : legal) found = found || l == m;
    if (!found) return false;
    Position next = positions_.back();
    next.make(m);
    positions_.push_back(next);
    moves_.push_back(m);
    return true;
}

bool Game::undo() {
    if (moves_.empty()) return false;
    positions_.pop_back();
    moves_.pop_back();
    return true;
}

int Game::occurrences() const {
    const Position& now = positions_.back();
    int n = 0;
    for (const Position& p : positions_)
        if (p.hash() == now.hash() && p.same_repetition_key(now)) ++n;  // verified on collision
    return n;
}

GameStatus Game::status(const Rules& rules) const {
    const Position& pos = positions_.back();
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
