#pragma once
// The rule options a user may choose (docs/rules.md: the project's default rule first, the common
// variant an option), as the commands and the corpus pass them to an implementation.

namespace arbiter::core {

// Shogi impasse (jishogi) rules (docs/rules.md).
enum class ImpasseRule { Seed27Points, Pro24Points, Csa27Declaration };

// Whose forbidden-repetition rules judge a xiangqi repetition (docs/rules.md).
enum class XiangqiRules { Axf, Wxf };

// The options of one game or command; the defaults are the project's rules.
struct RuleOptions {
    int chess_repetition_count = 3;    // 3 (seed: draw at the third occurrence) or 5 (FIDE 9.6.1)
    int chess_fifty_move_plies = 100;  // 100 (fifty moves, FIDE 9.3 claim) or 150 (FIDE 9.6.2)
    int xiangqi_natural_limit_plies =
        120;  // xiangqi competition rules §4.2.4: 60 moves each without a capture
    XiangqiRules xiangqi_rules = XiangqiRules::Axf;  // `--xiangqi-rules axf|wxf`
    bool shogi_impasse_requested = false;            // `status --impasse`: judge jishogi now
    ImpasseRule shogi_impasse_rule = ImpasseRule::Seed27Points;
    // `--max-plies N` (shogi.max-plies): a draw once the game has N plies (the SFEN move number
    // counts them: move number N + 1); 0 = no limit (the default).
    int shogi_max_plies = 0;
    // `--chess960`, corpus option chess960: a Chess960 game (chess.chess960.*), which the commands
    // ask of the adapter with Adapter::set_chess960 before setting the position.
    bool chess960 = false;
};

}  // namespace arbiter::core
