#include "fast/chess/game.h"

#include "fast/chess/movegen.h"

namespace arbiter::fast::chess {

const char* reason_rule_id(EndReason r) {
    switch (r) {
    case EndReason::None: return nullptr;
    case EndReason::Checkmate: return "chess.checkmate";
    case EndReason::Stalemate: return "chess.stalemate";
    case EndReason::Repetition: return "chess.repetition";
    case EndReason::DeadPosition: return "chess.dead-position";
    case EndReason::FiftyMove: return "chess.fifty-move";
    }
    return nullptr;
}

bool dead_position(const Position& pos) {
    if (pos.pieces(Pawn) | pos.pieces(Rook) | pos.pieces(Queen)) return false;
    const Bitboard knights = pos.pieces(Knight), bishops = pos.pieces(Bishop);
    if (!knights) return !(bishops & kLightSquares) || !(bishops & kDarkSquares);
    return !more_than_one(knights) && !bishops;
}

void Game::play(Move m) {
    Position next = positions_.back();
    next.make(m);
    positions_.push_back(next);
    moves_.push_back(m);
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

Status Game::status(const StatusRules& rules) const {
    const Position& pos = positions_.back();
    Status s;
    s.in_check = pos.in_check();
    if (count_legal(pos) == 0) {
        if (s.in_check) {
            s.outcome = pos.side_to_move() == White ? Outcome::BlackWins : Outcome::WhiteWins;
            s.reason = EndReason::Checkmate;
        } else {
            s.outcome = Outcome::Draw;
            s.reason = EndReason::Stalemate;
        }
        return s;
    }
    if (occurrences() >= rules.repetition_count) {
        s.outcome = Outcome::Draw;
        s.reason = EndReason::Repetition;
    } else if (dead_position(pos)) {
        s.outcome = Outcome::Draw;
        s.reason = EndReason::DeadPosition;
    } else if (pos.halfmove_clock() >= static_cast<std::uint32_t>(rules.fifty_move_plies)) {
        s.outcome = Outcome::Draw;
        s.reason = EndReason::FiftyMove;
    }
    return s;
}

}  // namespace arbiter::fast::chess
