// One engine game (referee.h). The decisions and their sources are in docs/match.md.

#include "referee/match/referee.h"

#include <chrono>
#include <optional>
#include <sstream>

#include "engines/mate_search.h"
#include "engines/play_check.h"
#include "oracle/registry.h"
#include "referee/adjudicate/arbiter.h"
#include "referee/adjudicate/record.h"

namespace arbiter::referee::match {

namespace adj = referee::adjudicate;
namespace eng = arbiter::engines;
using oracle::Adapter;
using SteadyClock = std::chrono::steady_clock;

namespace {

std::string side_text(core::Game game, int side) {
    return std::string(adj::side_name(game, adj::side_at(side)));
}

std::int64_t ns_between(SteadyClock::time_point a, SteadyClock::time_point b) {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(b - a).count();
}

// What an engine failure says, on one line: the command, what happened, its last lines.
std::string failure_text(const eng::EngineFailure& f) {
    std::string text = eng::failure_what(f) + " (after '" + f.command + "')";
    if (!f.output.empty()) {
        text += "; it printed:";
        const std::size_t from = f.output.size() > 4 ? f.output.size() - 4 : 0;
        for (std::size_t i = from; i < f.output.size(); ++i) text += " | " + f.output[i];
    }
    return text;
}

// The positions an announced mate may cost the referee (mate_search.h): Stockfish's mates in 3
// took up to 1584 (docs/engines.md).
constexpr std::uint64_t kMatchMateBudget = 20'000;

}  // namespace

std::string GameOutcome::result_text() const { return std::string(core::result_tag(end)); }

std::string GameOutcome::rule_text() const {
    if (end.rule) return std::string(core::rule_name(*end.rule));
    return end.over() ? "?" : "";
}

core::RuleId failure_rule(core::Game game, const eng::EngineFailure& failure) {
    switch (failure.kind) {
    case eng::FailureKind::TimedOut:
        return {game, core::Rule::TimeControl};
    case eng::FailureKind::Crashed:
        return {game, core::Rule::EngineCrash};
    case eng::FailureKind::Exited:
        return {game,
                failure.end.code == 0 ? core::Rule::EngineDisconnect : core::Rule::EngineCrash};
    case eng::FailureKind::Disconnected:
        return {game, core::Rule::EngineDisconnect};
    case eng::FailureKind::CannotStart:
    case eng::FailureKind::Protocol:
    case eng::FailureKind::Refused:
    case eng::FailureKind::Unsupported:
    case eng::FailureKind::Ours:
        return {game, core::Rule::EngineProtocol};
    }
    return {game, core::Rule::EngineProtocol};
}

namespace {

// One engine game, step by step: the opening, the engines' new game, then one ply at a time until
// a rule ends it. Each way of ending is its own method; each sets the outcome's GameEnd.
class MatchGame {
public:
    MatchGame(const GameSetup& setup, std::array<eng::EngineClient*, 2> engines,
              const std::atomic<bool>* stop, Adapter& board, adj::Arbiter& arbiter)
        : setup_(setup),
          engines_(engines),
          stop_(stop),
          board_(board),
          arbiter_(arbiter),
          root_(board.fen()),
          policy_(adj::Policy::for_game(setup.game)),
          clock_(setup.time_control) {}

    core::Result<GameOutcome> play() {
        auto opened = play_opening();
        if (!opened.ok()) return opened.error();
        if (opened.value() || !start_engines()) return finished();
        // The referee's own cost is counted from here (starting the engines is theirs): all the
        // time of the game outside the engines' answers.
        const auto play_start = SteadyClock::now();
        while (!out_.end.over() && !(stop_ && stop_->load()) && play_ply()) {
        }
        out_.referee_ns = ns_between(play_start, SteadyClock::now()) - out_.engine_ns;
        return finished();
    }

private:
    // The outcome with the final position and its side to move.
    GameOutcome finished() {
        out_.final_fen = board_.fen();
        out_.to_move = core::side_at(board_.side_to_move());
        return out_;
    }

    core::Game game() const { return setup_.game; }
    core::RuleId rule(core::Rule r) const { return {game(), r}; }
    std::string who(int side) const { return side_text(game(), side); }
    int plies() const { return static_cast<int>(out_.moves.size()); }

    void end(core::GameEnd end, std::string detail) {
        end.ply = plies();
        out_.end = std::move(end);
        out_.detail = std::move(detail);
    }
    void win(int side, core::RuleId by, std::string detail) {
        end(core::win(core::side_at(side), by), std::move(detail));
    }

    // The arbiter's verdict; an illegal move that ended the game is reported as one.
    void end_by_verdict() {
        const adj::Verdict v = arbiter_.verdict();
        core::GameEnd e = v.end;
        std::string detail = v.detail;
        if (!v.fouls.empty()) {  // the illegal move that ended the game
            e.rule = rule(core::Rule::IllegalMove);
            detail = v.fouls.back().detail;
        }
        end(std::move(e), std::move(detail));
    }

    // The opening: moves the reference must accept, as the engines will be sent them. True when
    // the rules end the game in it (or at its end).
    core::Result<bool> play_opening() {
        for (std::size_t i = 0; i < setup_.opening.size(); ++i) {
            auto native = board_.normal_move(setup_.opening[i]);
            if (!native.ok())
                return core::make_error("opening move " + std::to_string(i + 1) + " '" +
                                        setup_.opening[i] + "': " + native.error().message);
            adj::Event e;
            e.move = native.value();
            if (auto r = arbiter_.move(e, "/opening/" + std::to_string(i)); !r.ok())
                return r.error();
            out_.moves.push_back(native.value());
            if (arbiter_.over()) {
                end_by_verdict();
                return true;
            }
        }
        const core::GameEnd now = core::at_ply(board_.status(setup_.options).end, plies());
        if (now.over()) end(now, "");
        return now.over();
    }

    // Each engine's new game; false when one fails (it loses).
    bool start_engines() {
        for (int side : {0, 1}) {
            if (auto f = engines_[static_cast<std::size_t>(side)]->new_game()) {
                out_.failed_side = side;
                out_.engine_cannot_start = f->cannot_start();
                out_.setup_problem = SetupProblem::Start;
                // A handshake that never ends is the protocol's failure, not a flag fall.
                core::RuleId by = failure_rule(game(), *f);
                if (by.rule == core::Rule::TimeControl) by = rule(core::Rule::EngineProtocol);
                win(1 - side, by, who(side) + ": " + failure_text(*f));
                return false;
            }
        }
        return true;
    }

    // One ply: the engine to move is asked and its answer judged. False when the game ended.
    bool play_ply() {
        if (setup_.max_plies > 0 && plies() >= setup_.max_plies) {
            end(core::draw(rule(core::Rule::MaxPlies)),
                std::to_string(setup_.max_plies) + " plies");
            return false;
        }
        const int side = board_.side_to_move();
        eng::EngineClient& engine = *engines_[static_cast<std::size_t>(side)];
        const eng::MatchClock question = clock_.question(side);
        const auto asked = SteadyClock::now();
        // At the end of its time the engine is told to stop (`stop`, XBoard `?`) and has the
        // margin left to answer.
        auto answer = engine.best_move_raw(root_, out_.moves, question, clock_.allowed(side),
                                           clock_.limit(side));
        const auto answered = SteadyClock::now();
        out_.engine_ns += ns_between(asked, answered);
        ++out_.engine_moves;
        if (auto* f = std::get_if<eng::EngineFailure>(&answer)) {
            end_by_failure(side, *f);
            return false;
        }
        const eng::EngineAnswer& a = std::get<eng::EngineAnswer>(answer);
        if (!charge_clock(side, a, answered - asked)) return false;
        if (a.kind != eng::AnswerKind::Move || !a.move) {
            end_by_judgement(side, a);
            return false;
        }
        warn_announced_mate(side, a);
        if (!play_move(side, *a.move)) return false;
        return !adjudicate_by_scores(side, a);
    }

    void end_by_failure(int side, const eng::EngineFailure& f) {
        out_.failed_side = side;
        out_.engine_cannot_start = f.cannot_start();
        if (f.kind == eng::FailureKind::Unsupported)
            out_.setup_problem = SetupProblem::Unsupported;
        else if (f.kind == eng::FailureKind::Refused && f.refusal == eng::Refused::Go)
            out_.setup_problem = SetupProblem::RefusedLimits;
        const core::RuleId by = failure_rule(game(), f);
        if (by == policy_.time_forfeit_rule)
            flag_fall(side, who(side) + ": " + failure_text(f));
        else
            win(1 - side, by, who(side) + ": " + failure_text(f));
    }

    // A flag fall loses; FIDE Laws 6.9: drawn instead if the opponent cannot checkmate by any
    // series of legal moves, as the rules judge it from the material (Adapter::can_checkmate).
    void flag_fall(int side, const std::string& detail) {
        const std::optional<bool> opponent_can = board_.can_checkmate(1 - side);
        if (policy_.flag_fall_draws_without_mating_material && opponent_can && !*opponent_can)
            end(core::draw(policy_.time_forfeit_rule),
                detail + "; drawn, the opponent cannot checkmate with its material (FIDE 6.9)");
        else
            win(1 - side, policy_.time_forfeit_rule, detail);
    }

    // The engine is charged from its `go` to its answer (setting the position is not its
    // thinking time); the whole question when the client did not measure it. False when it
    // oversteps (the game has ended).
    bool charge_clock(int side, const eng::EngineAnswer& a, SteadyClock::duration question) {
        const auto thought = a.think_time.count() > 0 ? a.think_time : question;
        const std::int64_t used_ms =
            std::chrono::duration_cast<std::chrono::milliseconds>(thought).count();
        if (clock_.charge(side, used_ms)) return true;
        std::ostringstream d;
        d << who(side) << " used " << used_ms << " ms with " << clock_.limit(side).count()
          << " ms on its clock and a margin of " << setup_.time_control.margin_ms << " ms";
        if (a.moved_on_request) d << " (it answered only after '" << a.move_now << "')";
        flag_fall(side, d.str());
        return false;
    }

    // An answer without a move: a declaration (USI `bestmove win`, judged by the impasse rule of
    // the match's options), a resignation, or a claim that there is no move.
    void end_by_judgement(int side, const eng::EngineAnswer& a) {
        const eng::AnswerJudgement j = eng::judge_answer(board_, a, setup_.options);
        const std::string w = who(side);
        switch (j.verdict) {
        case eng::AnswerVerdict::DeclaredWin:
            end(j.declared, w + " declared the win ('" + a.answer + "')");
            return;
        case eng::AnswerVerdict::DeclaredDraw:
            end(j.declared, w + " declared ('" + a.answer + "'): a draw by the count");
            return;
        case eng::AnswerVerdict::FalseDeclaration: {
            std::string why = "the declaration does not hold";
            if (j.declared.impasse) {
                for (const auto& c : j.declared.impasse->conditions)
                    if (!c.holds && core::parse_side(game(), c.side) == core::side_at(side))
                        why += "; " + c.name + " fails";
            }
            win(1 - side, core::RuleId{core::Game::Shogi, core::Rule::Impasse},
                w + " declared a win ('" + a.answer + "'): " + why);
            return;
        }
        case eng::AnswerVerdict::Resignation:
            win(1 - side, policy_.resignation_rule, w + " resigned ('" + a.answer + "')");
            return;
        default:
            win(1 - side, rule(core::Rule::EngineFalseClaim),
                w + " answered '" + a.answer + "' with " + std::to_string(j.legal.size()) +
                    " legal moves and the game not over");
            return;
        }
    }

    // An announced mate, checked by the rules before the move is played (a smaller budget than
    // the play check's: the match waits for it): a warning, never a verdict.
    void warn_announced_mate(int side, const eng::EngineAnswer& a) {
        if (!a.mate_moves || *a.mate_moves < 1 || *a.mate_moves > eng::kMaxCheckedMate) return;
        const int n = *a.mate_moves;
        const eng::MateSearchResult m =
            eng::check_announced_mate(board_, *a.move, n, kMatchMateBudget);
        if (m.verdict != eng::MateVerdict::Refuted) return;
        out_.warnings.push_back(who(side) + " announced mate in " + std::to_string(n) + " with " +
                                *a.move + " at ply " + std::to_string(plies() + 1) +
                                ", no forced win in " + std::to_string(n) + " under the rules" +
                                (m.refutation.empty() ? "" : ": " + m.refutation + " escapes"));
    }

    // The move through the arbiter (legality, the game's own endings). False when the game ended.
    bool play_move(int side, const std::string& move) {
        adj::Event e;
        e.move = move;
        if (auto r = arbiter_.move(e, "/moves/" + std::to_string(out_.moves.size())); !r.ok()) {
            win(1 - side, rule(core::Rule::EngineProtocol), who(side) + ": " + r.error().message);
            return false;
        }
        if (arbiter_.over()) {
            end_by_verdict();
            // The move stands unless it was the illegal move that lost.
            if (out_.end.decided_by(core::Rule::IllegalMove)) {
                out_.detail = who(side) + " played " + out_.detail;
            } else {
                out_.moves.push_back(move);
                out_.end.ply = plies();
            }
            return false;
        }
        out_.moves.push_back(move);
        return true;
    }

    // Adjudication by scores (cutechess-cli's -resign and -draw): consecutive moves of each side
    // scoring low / high, and plies of both sides scoring near zero. True when it ended the game.
    bool adjudicate_by_scores(int side, const eng::EngineAnswer& a) {
        const Adjudication& adjudge = setup_.adjudication;
        const auto s = static_cast<std::size_t>(side);
        if (adjudge.resign_movecount > 0) {
            const bool low = a.score_cp && *a.score_cp <= -adjudge.resign_score;
            const bool high = a.score_cp && *a.score_cp >= adjudge.resign_score;
            losing_run_[s] = low ? losing_run_[s] + 1 : 0;
            winning_run_[s] = high ? winning_run_[s] + 1 : 0;
            if (losing_run_[s] >= adjudge.resign_movecount &&
                (!adjudge.resign_twosided || winning_run_[1 - s] >= adjudge.resign_movecount)) {
                win(1 - side, rule(core::Rule::AdjudicationResign),
                    who(side) + " scored " + std::to_string(*a.score_cp) + " cp or less on " +
                        std::to_string(losing_run_[s]) + " moves running");
                return true;
            }
        }
        if (adjudge.draw_movecount > 0) {
            const bool near_zero = a.score_cp && *a.score_cp <= adjudge.draw_score &&
                                   *a.score_cp >= -adjudge.draw_score;
            quiet_run_ = near_zero ? quiet_run_ + 1 : 0;
            if (quiet_run_ >= 2 * adjudge.draw_movecount &&
                plies() / 2 >= adjudge.draw_movenumber) {
                end(core::draw(rule(core::Rule::AdjudicationDraw)),
                    "both engines scored within " + std::to_string(adjudge.draw_score) +
                        " cp of zero on their last " + std::to_string(adjudge.draw_movecount) +
                        " moves");
                return true;
            }
        }
        return false;
    }

    const GameSetup& setup_;
    std::array<eng::EngineClient*, 2> engines_;
    const std::atomic<bool>* stop_;
    Adapter& board_;
    adj::Arbiter& arbiter_;
    const std::string root_;
    const adj::Policy policy_;
    GameClock clock_;
    GameOutcome out_;
    std::array<int, 2> losing_run_{0, 0}, winning_run_{0, 0};
    int quiet_run_ = 0;
};

}  // namespace

core::Result<GameOutcome> play_game(const GameSetup& setup,
                                    std::array<eng::EngineClient*, 2> engines,
                                    const std::atomic<bool>* stop) {
    auto made = oracle::make_adapter(setup.game, oracle::Impl::Reference, setup.options.chess960);
    if (!made.ok()) return made.error();
    Adapter& board = *made.value();
    if (auto r = board.set_position(setup.start, {}); !r.ok())
        return core::make_error("the start position " + setup.start + ": " + r.error().message);

    adj::GameRecord record;
    record.file = "match";
    record.game = setup.game;
    record.start = board.fen();
    record.options = setup.options;
    record.fouls_to_lose = 1;               // an engine's illegal move loses at once
    record.natural_limit_automatic = true;  // no engine claims the natural limit
    adj::Arbiter arbiter(record, board);
    return MatchGame(setup, engines, stop, board, arbiter).play();
}

}  // namespace arbiter::referee::match
