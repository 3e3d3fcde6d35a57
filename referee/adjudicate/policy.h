#pragma once
// The competition rules the arbiter applies to one game: what a foul costs, which events the game
// knows, and which rule ID each way of losing is reported as. Built once per record from its game
// and options (Policy::for_record); the arbiter consults it instead of asking "is this xiangqi?".

#include "core/rule_id.h"
#include "referee/adjudicate/record.h"

namespace arbiter::referee::adjudicate {

struct Policy {
    // Counting fouls that lose the game; 0: fouls never lose. Xiangqi 3 (xiangqi competition
    // rules §4.1.8), chess 2 (FIDE Laws 7.5.5: the second illegal move); the record may set it.
    int fouls_to_lose = 0;
    // Shogi: an illegal move loses at once. Otherwise it is a foul, taken back, the side moves
    // again.
    bool illegal_move_loses = false;
    // The foul rule of a move that is not even well-formed (a legal-looking move that breaks a rule
    // is reported by the rule it breaks), and the rule an illegal move that loses at once is
    // reported as.
    core::RuleId illegal_move_rule;
    // The rule reported when the foul count reaches fouls_to_lose.
    core::RuleId too_many_fouls_rule;
    core::RuleId time_forfeit_rule;    // the first side to overstep its time loses
    core::RuleId draw_agreement_rule;  // a draw offer accepted
    core::RuleId resignation_rule;     // a side resigns

    // FIDE Laws 6.9: a flag fall draws when the opponent cannot checkmate by any series of legal
    // moves (chess); a match asks the rules (Adapter::can_checkmate: the material that can never
    // mate, decided by reference/chess and fast/chess).
    bool flag_fall_draws_without_mating_material = false;

    bool touch_move = false;  // touch events oblige (chess FIDE 4.3-4.5; xiangqi §5)
    bool touch_fouls_count =
        false;  // a touch-move foul counts toward fouls_to_lose (xiangqi §9.1.5-6)
    core::RuleId touch_move_rule;  // the foul rule of a move that breaks the obligation

    bool record_keeping = false;  // record_omission / record_makeup are judged (xiangqi §7)
    int omissions_per_foul = 4;   // consecutive missing entries that make one foul (§7.1)
    core::RuleId record_rule;     // the foul rule of record keeping

    // xiangqi.natural-limit: by claim (a refused claim is a foul, §8(2)) unless automatic.
    bool natural_limit_claims = false;
    bool natural_limit_automatic = false;
    core::RuleId natural_limit_rule;

    bool draw_claims = false;  // chess draw claims, FIDE 9.2 / 9.3 / 9.5
    bool impasse = false;      // shogi impasse declaration

    // The rules of `game` with their defaults; for_record adds the record's options.
    static Policy for_game(core::Game game);
    static Policy for_record(const GameRecord& record);
};

}  // namespace arbiter::referee::adjudicate
