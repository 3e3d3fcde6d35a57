// How a game ends: checkmate, stalemate (a loss in xiangqi), repetition, natural limit.

#include "reference/xiangqi/game.h"
#include "reference/xiangqi/rules.h"

namespace arbiter::reference::xiangqi {

bool checkmate_reached(const Position& position) {
    return in_check(position) && !has_legal_move(position);
}

bool stalemate_reached(const Position& position) {
    return !in_check(position) && !has_legal_move(position);
}

bool natural_limit_reached(const Position& position, const Rules& rules) {
    return position.halfmove_clock() >= rules.natural_limit_plies;
}

GameStatus status(const Game& game, const Rules& rules) {
    const Position& position = game.position();
    GameStatus result;
    result.in_check = in_check(position);
    const Side mover = position.side_to_move();
    if (checkmate_reached(position)) {
        result.outcome = Outcome::Win;
        result.winner = opponent(mover);
        result.reason = RuleId::Checkmate;
        return result;
    }
    if (stalemate_reached(position)) {
        result.outcome = Outcome::Win;
        result.winner = opponent(mover);
        result.reason = RuleId::Stalemate;
        return result;
    }
    if (const auto first = repetition_reached(game)) {
        const RepetitionVerdict verdict = judge_repetition(game, *first, rules.repetition);
        result.reason = verdict.reason;
        if (verdict.loser) {
            result.outcome = Outcome::Win;
            result.winner = opponent(*verdict.loser);
        } else {
            result.outcome = Outcome::Draw;
        }
        return result;
    }
    if (natural_limit_reached(position, rules)) {
        result.outcome = Outcome::Draw;
        result.reason = RuleId::NaturalLimit;
    }
    return result;
}

}  // namespace arbiter::reference::xiangqi
