// The competition rules of each game (policy.h).

#include "referee/adjudicate/policy.h"

namespace arbiter::referee::adjudicate {

Policy Policy::for_game(core::Game which) {
    const std::string game(core::game_name(which));
    auto rule = [&](const char* name) { return game + "." + name; };
    Policy p;
    p.illegal_move_rule = rule("illegal-move");
    p.too_many_fouls_rule = rule("illegal-move");
    // Proposed rule IDs (not yet in the catalogue): <game>.time-control for chess and shogi,
    // <game>.draw-agreement, <game>.resignation, chess.illegal-move.
    p.time_forfeit_rule = rule("time-control");
    p.draw_agreement_rule = rule("draw-agreement");
    p.resignation_rule = rule("resignation");
    p.touch_move_rule = rule("touch-move");
    p.record_rule = rule("record");
    p.natural_limit_rule = rule("natural-limit");
    switch (which) {
    case core::Game::Chess:
        p.fouls_to_lose = 2;  // FIDE Laws 7.5.5: the second illegal move loses
        p.touch_move = true;  // FIDE 4.3-4.5; a touch-move foul is listed but costs nothing
        p.draw_claims = true;
        break;
    case core::Game::Xiangqi:
        p.fouls_to_lose = 3;  // xiangqi competition rules §4.1.8: three technical fouls
        p.too_many_fouls_rule = "xiangqi.fouls";
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
