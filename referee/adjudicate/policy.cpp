// The competition rules of each game (policy.h).

#include "referee/adjudicate/policy.h"

namespace arbiter::referee::adjudicate {

Policy Policy::for_game(core::Game which) {
    auto rule = [which](core::Rule r) { return core::RuleId{which, r}; };
    using core::Rule;
    Policy p;
    p.illegal_move_rule = rule(Rule::IllegalMove);
    p.too_many_fouls_rule = rule(Rule::IllegalMove);
    // Proposed rule IDs (not yet in the catalogue): <game>.time-control for chess and shogi,
    // <game>.draw-agreement, <game>.resignation, chess.illegal-move.
    p.time_forfeit_rule = rule(Rule::TimeControl);
    p.draw_agreement_rule = rule(Rule::DrawAgreement);
    p.resignation_rule = rule(Rule::Resignation);
    p.touch_move_rule = rule(Rule::TouchMove);
    p.record_rule = rule(Rule::Record);
    p.natural_limit_rule = rule(Rule::NaturalLimit);
    switch (which) {
    case core::Game::Chess:
        p.fouls_to_lose = 2;  // FIDE Laws 7.5.5: the second illegal move loses
        p.touch_move = true;  // FIDE 4.3-4.5; a touch-move foul is listed but costs nothing
        p.draw_claims = true;
        p.flag_fall_draws_without_mating_material = true;  // FIDE 6.9
        break;
    case core::Game::Xiangqi:
        p.fouls_to_lose = 3;  // xiangqi competition rules §4.1.8: three technical fouls
        p.too_many_fouls_rule = rule(Rule::Fouls);
        p.touch_move = true;  // §5, §8(3)-(4); it counts (§9.1.5-9.1.6)
        p.touch_fouls_count = true;
        p.record_keeping = true;        // §7
        p.natural_limit_claims = true;  // §4.2.4, §8(2)
        break;
    case core::Game::Shogi:
        p.illegal_move_loses = true;  // shogi rules of play: an illegal move (反則) loses at once
        p.impasse = true;
        break;
    }
    return p;
}

Policy Policy::for_record(const GameRecord& record) {
    Policy p = for_game(record.game);
    if (record.fouls_to_lose) p.fouls_to_lose = *record.fouls_to_lose;
    p.natural_limit_automatic = p.natural_limit_claims && record.natural_limit_automatic;
    return p;
}

}  // namespace arbiter::referee::adjudicate
