// One engine game (referee.h). The decisions and their sources are in docs/match.md.

#include "referee/match/referee.h"

#include <chrono>
#include <sstream>

#include "engines/mate_search.h"
#include "oracle/registry.h"
#include "referee/adjudicate/arbiter.h"
#include "referee/adjudicate/record.h"

namespace arbiter::referee::match {

namespace adj = referee::adjudicate;
namespace eng = arbiter::engines;
using core::GameStatus;
using core::make_error;
using oracle::Adapter;
using SteadyClock = std::chrono::steady_clock;

namespace {

std::string game_prefix(core::Game game) { return std::string(core::game_name(game)) + "."; }

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

// Chess: whether `side` (0 white, 1 black) has nothing but its king in `fen`.
bool bare_king(const std::string& fen, int side) {
    for (char c : fen.substr(0, fen.find(' '))) {
        const bool white = c >= 'A' && c <= 'Z';
        const bool black = c >= 'a' && c <= 'z';
        if ((side == 0 ? white : black) && c != 'K' && c != 'k') return false;
    }
    return true;
}

// The positions an announced mate may cost the referee (mate_search.h): Stockfish's mates in 3
// took up to 1584 (docs/engines.md).
constexpr std::uint64_t kMatchMateBudget = 20'000;

bool contains(const std::string& text, std::string_view part) {
    return text.find(part) != std::string::npos;
}

}  // namespace

std::string GameOutcome::result_text() const {
    if (result == Outcome::Draw) return "1/2-1/2";
    if (result == Outcome::Win && winner) return *winner == 0 ? "1-0" : "0-1";
    return "*";
}

std::string failure_rule(core::Game game, const eng::EngineFailure& failure) {
    const std::string prefix = game_prefix(game);
    switch (failure.kind) {
    case eng::FailureKind::TimedOut:
        return prefix + "time-control";
    case eng::FailureKind::Crashed:
        return prefix + "engine.crash";
    case eng::FailureKind::Exited:
        return failure.end.code == 0 ? prefix + "engine.disconnect" : prefix + "engine.crash";
    case eng::FailureKind::Disconnected:
        return prefix + "engine.disconnect";
    case eng::FailureKind::CannotStart:
    case eng::FailureKind::Protocol:
    case eng::FailureKind::Refused:
    case eng::FailureKind::Unsupported:
    case eng::FailureKind::Ours:
        return prefix + "engine.protocol";
    }
    return prefix + "engine.protocol";
}

core::Result<GameOutcome> play_game(const GameSetup& setup,
                                    std::array<eng::EngineClient*, 2> engines,
                                    const std::atomic<bool>* stop) {
    auto made = oracle::make_adapter(setup.game, oracle::Impl::Reference, setup.options.chess960);
    if (!made.ok()) return made.error();
    Adapter& board = *made.value();
    if (auto r = board.set_position(setup.start, {}); !r.ok())
        return core::make_error("the start position " + setup.start + ": " + r.error().message);
    const std::string root = board.fen();

    adj::GameRecord record;
    record.file = "match";
    record.game = setup.game;
    record.start = root;
    record.options = setup.options;
    record.fouls_to_lose = 1;               // an engine's illegal move loses at once
    record.natural_limit_automatic = true;  // no engine claims the natural limit
    adj::Arbiter arbiter(record, board);
    const adj::Policy policy = adj::Policy::for_record(record);

    GameOutcome out;
    const std::string prefix = game_prefix(setup.game);
    auto end = [&](Outcome result, std::optional<int> winner, std::string rule,
                   std::string detail) {
        out.result = result;
        out.winner = winner;
        out.rule = std::move(rule);
        out.detail = std::move(detail);
    };
    auto end_by_verdict = [&]() {
        const adj::Verdict v = arbiter.verdict();
        std::optional<int> winner;
        if (v.end.winner) winner = adj::index(*v.end.winner);
        std::string rule = v.end.rule ? std::string(core::rule_name(*v.end.rule)) : "?";
        std::string detail = v.detail;
        if (!v.fouls.empty()) {  // the illegal move that ended the game
            rule = prefix + "illegal-move";
            detail = v.fouls.back().detail;
        }
        end(v.end.outcome, winner, rule, detail);
    };
    auto end_by_status = [&](const core::GameStatus& st) {
        const auto result = adj::parse_outcome(st.result).value_or(Outcome::Ongoing);
        std::optional<int> winner;
        if (st.winner)
            if (auto s = adj::parse_side(setup.game, *st.winner)) winner = adj::index(*s);
        end(result, winner, st.reason.value_or("?"), "");
    };

    // The opening: moves the reference must accept, as the engines will be sent them.
    for (std::size_t i = 0; i < setup.opening.size(); ++i) {
        auto native = board.normal_move(setup.opening[i]);
        if (!native.ok())
            return core::make_error("opening move " + std::to_string(i + 1) + " '" +
                                    setup.opening[i] + "': " + native.error().message);
        adj::Event e;
        e.move = native.value();
        if (auto r = arbiter.move(e, "/opening/" + std::to_string(i)); !r.ok()) return r.error();
        out.moves.push_back(native.value());
        if (arbiter.over()) {
            end_by_verdict();
            out.final_fen = board.fen();
            return out;
        }
    }
    if (const core::GameStatus st = board.status(setup.options); st.result != "ongoing") {
        end_by_status(st);
        out.final_fen = board.fen();
        return out;
    }

    GameClock clock(setup.time_control);
    for (int side : {0, 1}) {
        if (auto f = engines[side]->new_game()) {
            out.failed_side = side;
            out.engine_cannot_start = f->cannot_start();
            // A handshake that never ends is the protocol's failure, not a flag fall.
            std::string rule = failure_rule(setup.game, *f);
            if (rule == prefix + "time-control") rule = prefix + "engine.protocol";
            end(Outcome::Win, 1 - side, rule,
                side_text(setup.game, side) + ": " + failure_text(*f));
            out.final_fen = board.fen();
            return out;
        }
    }

    // The referee's own cost is counted from here (starting the engines is theirs): all the
    // time of the game outside the engines' answers.
    const auto play_start = SteadyClock::now();
    // A flag fall loses; FIDE Laws 6.9: drawn instead if the opponent cannot checkmate by any
    // series of legal moves (here: the opponent has a bare king; the other dead positions have
    // ended the game already).
    auto flag_fall = [&](int side, const std::string& detail) {
        if (setup.game == core::Game::Chess && bare_king(board.fen(), 1 - side))
            end(Outcome::Draw, std::nullopt, std::string(core::rule_name(policy.time_forfeit_rule)),
                detail + "; drawn, the opponent has a bare king (FIDE 6.9)");
        else
            end(Outcome::Win, 1 - side, std::string(core::rule_name(policy.time_forfeit_rule)),
                detail);
    };
    // Adjudication by scores: consecutive moves of each side scoring low / high, and plies of
    // both sides scoring near zero.
    const Adjudication& adjudge = setup.adjudication;
    std::array<int, 2> losing_run{0, 0}, winning_run{0, 0};
    int quiet_run = 0;
    while (out.result == Outcome::Ongoing) {
        if (stop && stop->load()) break;
        if (setup.max_plies > 0 && static_cast<int>(out.moves.size()) >= setup.max_plies) {
            end(Outcome::Draw, std::nullopt, prefix + "max-plies",
                std::to_string(setup.max_plies) + " plies");
            break;
        }
        const int side = board.side_to_move();
        const std::string who = side_text(setup.game, side);
        eng::EngineClient& engine = *engines[side];
        const eng::MatchClock question = clock.question(side);
        const auto asked = SteadyClock::now();
        // At the end of its time the engine is told to stop (`stop`, XBoard `?`) and has the
        // margin left to answer.
        auto answer =
            engine.best_move_raw(root, out.moves, question, clock.allowed(side), clock.limit(side));
        const auto answered = SteadyClock::now();
        out.engine_ns += ns_between(asked, answered);
        ++out.engine_moves;
        if (auto* f = std::get_if<eng::EngineFailure>(&answer)) {
            out.failed_side = side;
            out.engine_cannot_start = f->cannot_start();
            const std::string rule = failure_rule(setup.game, *f);
            if (rule == core::rule_name(policy.time_forfeit_rule))
                flag_fall(side, who + ": " + failure_text(*f));
            else
                end(Outcome::Win, 1 - side, rule, who + ": " + failure_text(*f));
            break;
        }
        const eng::EngineAnswer& a = std::get<eng::EngineAnswer>(answer);
        // The engine is charged from its `go` to its answer (setting the position is not its
        // thinking time); the whole question when the client did not measure it.
        const auto thought = a.think_time.count() > 0 ? a.think_time : answered - asked;
        const std::int64_t used_ms =
            std::chrono::duration_cast<std::chrono::milliseconds>(thought).count();
        if (!clock.charge(side, used_ms)) {
            std::ostringstream d;
            d << who << " used " << used_ms << " ms with " << clock.limit(side).count()
              << " ms on its clock and a margin of " << setup.time_control.margin_ms << " ms";
            if (a.moved_on_request)
                d << " (it answered only after '"
                  << (engine.config().protocol == eng::Protocol::Xboard ? "?" : "stop") << "')";
            flag_fall(side, d.str());
            break;
        }
        if (a.declares_win) {
            // An impasse declaration (USI `bestmove win`), judged by the impasse rule.
            core::RuleOptions o = setup.options;
            o.shogi_impasse_requested = true;
            const core::GameStatus st = board.status(o);
            if (st.result == "win" && st.winner == who) {
                end_by_status(st);
                out.detail = who + " declared the win ('" + a.answer + "')";
            } else if (st.result == "draw") {
                end_by_status(st);
                out.detail = who + " declared ('" + a.answer + "'): a draw by the count";
            } else {
                std::string why = "the declaration does not hold";
                if (st.impasse) {
                    for (const auto& c : st.impasse->conditions)
                        if (!c.holds && c.side == who) why += "; " + c.name + " fails";
                }
                end(Outcome::Win, 1 - side, "shogi.impasse",
                    who + " declared a win ('" + a.answer + "'): " + why);
            }
            break;
        }
        if (!a.move) {
            const bool resigns = contains(a.answer, "resign");
            if (resigns) {
                end(Outcome::Win, 1 - side, std::string(core::rule_name(policy.resignation_rule)),
                    who + " resigned ('" + a.answer + "')");
            } else {
                end(Outcome::Win, 1 - side, prefix + "engine.false-claim",
                    who + " answered '" + a.answer + "' with " +
                        std::to_string(board.legal_moves().size()) +
                        " legal moves and the game not over");
            }
            break;
        }
        if (a.mate_moves && *a.mate_moves >= 1 && *a.mate_moves <= eng::kMaxCheckedMate) {
            // An announced mate, checked by the rules before the move is played (a smaller
            // budget than the play check's: the match waits for it).
            const eng::MateSearchResult m =
                eng::check_announced_mate(board, *a.move, *a.mate_moves, kMatchMateBudget);
            if (m.verdict == eng::MateVerdict::Refuted)
                out.warnings.push_back(
                    who + " announced mate in " + std::to_string(*a.mate_moves) + " with " +
                    *a.move + " at ply " + std::to_string(out.moves.size() + 1) +
                    ", no forced win in " + std::to_string(*a.mate_moves) + " under the rules" +
                    (m.refutation.empty() ? "" : ": " + m.refutation + " escapes"));
        }
        adj::Event e;
        e.move = *a.move;
        if (auto r = arbiter.move(e, "/moves/" + std::to_string(out.moves.size())); !r.ok()) {
            end(Outcome::Win, 1 - side, prefix + "engine.protocol", who + ": " + r.error().message);
            break;
        }
        if (arbiter.over()) {
            end_by_verdict();
            // The move stands unless it was the illegal move that lost.
            if (out.rule == prefix + "illegal-move")
                out.detail = who + " played " + out.detail;
            else
                out.moves.push_back(*a.move);
            break;
        }
        out.moves.push_back(*a.move);
        if (adjudge.resign_movecount > 0) {
            const bool low = a.score_cp && *a.score_cp <= -adjudge.resign_score;
            const bool high = a.score_cp && *a.score_cp >= adjudge.resign_score;
            losing_run[side] = low ? losing_run[side] + 1 : 0;
            winning_run[side] = high ? winning_run[side] + 1 : 0;
            if (losing_run[side] >= adjudge.resign_movecount &&
                (!adjudge.resign_twosided || winning_run[1 - side] >= adjudge.resign_movecount)) {
                end(Outcome::Win, 1 - side, "adjudication.resign",
                    who + " scored " + std::to_string(*a.score_cp) + " cp or less on " +
                        std::to_string(losing_run[side]) + " moves running");
                break;
            }
        }
        if (adjudge.draw_movecount > 0) {
            const bool near_zero = a.score_cp && *a.score_cp <= adjudge.draw_score &&
                                   *a.score_cp >= -adjudge.draw_score;
            quiet_run = near_zero ? quiet_run + 1 : 0;
            if (quiet_run >= 2 * adjudge.draw_movecount &&
                static_cast<int>(out.moves.size()) / 2 >= adjudge.draw_movenumber) {
                end(Outcome::Draw, std::nullopt, "adjudication.draw",
                    "both engines scored within " + std::to_string(adjudge.draw_score) +
                        " cp of zero on their last " + std::to_string(adjudge.draw_movecount) +
                        " moves");
                break;
            }
        }
    }
    out.final_fen = board.fen();
    out.referee_ns = ns_between(play_start, SteadyClock::now()) - out.engine_ns;
    return out;
}

}  // namespace arbiter::referee::match
