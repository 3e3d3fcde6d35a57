#pragma once
// One engine game (arbiter match, docs/match.md): two engines, the reference implementation
// judging every move before the other engine sees it, the clocks of clock.h, and an end by a rule
// with its rule ID (docs/rules.md). Legality and the game's own endings (checkmate, stalemate,
// repetition with xiangqi perpetual check and chase, sennichite, fifty/75 moves, dead position,
// the natural limit) come from the adjudicator (referee/adjudicate/arbiter.h) over the reference
// adapter; the referee adds what only an engine game has: time forfeits, the ply limit, impasse
// declarations (`bestmove win`, judged by the impasse rule), resignations, and engines that
// crash, disconnect, hang or send what their protocol does not allow.

#include <array>
#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/game_end.h"
#include "core/rule_id.h"
#include "engines/client.h"
#include "oracle/adapter.h"
#include "referee/adjudicate/outcome.h"
#include "referee/match/clock.h"

namespace arbiter::referee::match {

using core::Game;
using referee::adjudicate::Outcome;

// Adjudication by the engines' scores (cutechess-cli's -resign and -draw), reported as
// "adjudication.resign" / "adjudication.draw": a decision of the match, never a rule of the game.
struct Adjudication {
    // --resign movecount=N score=S [twosided=true]: a side whose engine scores S centipawns or
    // more below zero on N consecutive moves of its own loses (twosided: and the opponent's
    // scored S or more above zero on its last N moves). 0 = off.
    int resign_movecount = 0;
    int resign_score = 0;
    bool resign_twosided = false;
    // --draw movenumber=M movecount=N score=S: a draw once M full moves are played and both
    // engines scored within S of zero on their last N moves each. 0 = off.
    int draw_movenumber = 0;
    int draw_movecount = 0;
    int draw_score = 0;
};

struct GameSetup {
    core::Game game = core::Game::Chess;
    std::string start = "startpos";    // FEN/SFEN or startpos
    std::vector<std::string> opening;  // moves played from `start` before the engines
    core::RuleOptions options;         // --repetition, --fifty-move, --impasse-rule, ...
    int max_plies = 0;                 // --max-plies (plies from `start`); 0 = none
    TimeControl time_control;
    Adjudication adjudication;
};

// Why an engine could not play at all, when its failure was not about the position
// (docs/match.md, "Setup errors"): it failed before the game's first question (starting, its
// handshake, its options, the new game), its protocol cannot be asked what the game needs
// (engines::FailureKind::Unsupported: a limit, a variant), or it refused the limits of `go`
// (engines::Refused::Go).
enum class SetupProblem { Start, Unsupported, RefusedLimits };

struct GameOutcome {
    // How the game ended: result, winner, the rule ID (docs/rules.md; adjudication.resign and
    // adjudication.draw are the match's), the ply. Ongoing: the game was stopped (Ctrl-C).
    core::GameEnd end;
    std::string detail;              // e.g. what an engine sent, the illegal move and why
    std::vector<std::string> moves;  // every move from `start`, the opening's first
    std::string final_fen;
    core::Side to_move = core::Side::First;  // the side to move in final_fen
    std::optional<int> failed_side;          // the side whose engine failed (restart it)
    // Announced mates (`score mate N`, N <= 3) that are no forced win in N under the rules
    // (engines/mate_search.h), one line each: a warning, never a verdict.
    std::vector<std::string> warnings;
    bool engine_cannot_start = false;  // that engine could not be run at all
    // With failed_side: the failure was of the engine's setup, not of the position.
    std::optional<SetupProblem> setup_problem;
    // The referee's own cost: time outside the engines' best_move calls, and moves asked.
    std::int64_t referee_ns = 0;
    std::int64_t engine_ns = 0;
    int engine_moves = 0;

    // At the edge: "1-0", "0-1", "1/2-1/2", "*" (PGN's Result), and the rule's ID ("?" for an
    // end no rule names, "" while ongoing).
    std::string result_text() const;
    std::string rule_text() const;
};

// Plays one game: `engines[0]` plays the side that moves first. An Error only when the setup
// itself is refused (the start position or an opening move). `stop`, when set, ends the game
// unfinished (Outcome::Ongoing) before the next move is asked for.
core::Result<GameOutcome> play_game(const GameSetup& setup,
                                    std::array<arbiter::engines::EngineClient*, 2> engines,
                                    const std::atomic<bool>* stop = nullptr);

// How an engine failure is ruled, by its kind (engines/failure.h): Rule::EngineCrash (killed by a
// signal or a failure status), EngineDisconnect (lost with a normal exit or still running),
// EngineProtocol (anything else); a deadline passed is a time forfeit (Rule::TimeControl). The
// rule's name is spelt only where it is printed (core::rule_name).
core::RuleId failure_rule(core::Game game, const arbiter::engines::EngineFailure& failure);

}  // namespace arbiter::referee::match
