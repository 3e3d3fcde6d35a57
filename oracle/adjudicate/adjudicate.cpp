// The game arbiter: replay a record event by event with the reference adapter.

#include "oracle/adjudicate/adjudicate.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <sstream>

#include <nlohmann/json.hpp>

#include "oracle/corpus.h"
#include "oracle/registry.h"
#include "reference/chess/notation.h"
#include "reference/chess/touch_move.h"
#include "reference/xiangqi/notation.h"
#include "reference/xiangqi/touch_move.h"

namespace arbiter::oracle::adjudicate {

namespace {

namespace rc = arbiter::reference::chess;
namespace rx = arbiter::reference::xiangqi;

std::string side_name(Game game, int index) {
    switch (game) {
    case Game::Chess: return index == 0 ? "white" : "black";
    case Game::Xiangqi: return index == 0 ? "red" : "black";
    case Game::Shogi: return index == 0 ? "sente" : "gote";
    }
    return "?";
}

int side_index(Game game, const std::string& name) { return side_name(game, 0) == name ? 0 : 1; }

std::string game_rule(Game game, std::string_view rule) { return std::string(game_name(game)) + "." + std::string(rule); }

// The side to move from the FEN/SFEN's second field (chess w/b, xiangqi w|r/b, shogi b=sente/w=gote).
int side_to_move(Game game, const std::string& fen) {
    std::istringstream in(fen);
    std::string board, side;
    in >> board >> side;
    if (game == Game::Shogi) return side == "w" ? 1 : 0;
    return side == "b" ? 1 : 0;
}

// Seconds allotted to a side up to and including its k-th move (k >= 1): the periods of seed 001
// §6 accumulate, unused time carries over; a repeating last period adds `minutes` per block.
double allotted_seconds(const TimeControl& tc, int k) {
    double minutes = 0;
    int done = 0;
    for (const TimePeriod& p : tc.periods) {
        if (!p.moves) return (minutes + p.minutes) * 60.0;
        if (p.repeat) {
            const int blocks = (k - done + *p.moves - 1) / *p.moves;
            return (minutes + std::max(blocks, 1) * p.minutes) * 60.0;
        }
        minutes += p.minutes;
        done += *p.moves;
        if (k <= done) return minutes * 60.0;
    }
    return minutes * 60.0;  // past the last period: no more time
}

// The period (counting each block of a repeating period as a period of its own) that a side's
// k-th move (k >= 1) falls in: 0 for the first. Past a last period without a repeat: that period.
int period_of(const TimeControl& tc, int k) {
    int done = 0;
    for (std::size_t i = 0; i < tc.periods.size(); ++i) {
        const TimePeriod& p = tc.periods[i];
        const int index = static_cast<int>(i);
        if (!p.moves) return index;
        if (p.repeat) return index + std::max(k - done - 1, 0) / *p.moves;
        done += *p.moves;
        if (k <= done) return index;
    }
    return static_cast<int>(tc.periods.size()) - 1;
}

// The xiangqi FEN's fifth field: plies since the last capture (the natural-limit counter).
std::string halfmove_field(const std::string& fen) {
    std::istringstream in(fen);
    std::string field;
    for (int i = 0; i < 5 && in >> field; ++i) {
    }
    return field;
}

std::optional<rc::Position> chess_position(const std::string& fen) {
    auto s = rc::parse_fen(fen);
    if (!s.ok()) return std::nullopt;
    auto p = rc::Position::from_setup(s.value());
    if (!p.ok()) return std::nullopt;
    return p.value();
}

std::optional<rx::Point> xiangqi_point(std::string_view text) {
    if (text.size() != 2) return std::nullopt;
    const rx::Point p{text[0] - 'a', text[1] - '0'};
    if (!rx::on_board(p)) return std::nullopt;
    return p;
}

// The obligation in the position `fen` (already validated by the adapter).
Result<TouchAnswer> touch_in(Game game, const std::string& fen, const std::vector<std::string>& touched,
                             bool simultaneous) {
    TouchAnswer answer;
    if (game == Game::Chess) {
        auto pos = chess_position(fen);
        if (!pos) return make_error("cannot read the position '" + fen + "'");
        std::vector<rc::Square> squares;
        for (const auto& t : touched) {
            auto sq = rc::Square::parse(t);
            if (!sq) return make_error("'" + t + "' is not a chess square");
            squares.push_back(*sq);
        }
        auto ob = rc::touch_move_obligation(*pos, squares, simultaneous);
        for (const auto& m : ob.allowed) answer.allowed.push_back(rc::print_move(m));
        answer.clause = std::string(ob.clause);
        answer.binding = ob.binding;
    } else if (game == Game::Xiangqi) {
        auto pos = rx::parse_position(fen);
        if (!pos.ok()) return make_error("cannot read the position '" + fen + "'");
        std::vector<rx::Point> points;
        for (const auto& t : touched) {
            auto p = xiangqi_point(t);
            if (!p) return make_error("'" + t + "' is not a xiangqi point (a0-i9)");
            points.push_back(*p);
        }
        auto ob = rx::touch_move_obligation(pos.value(), points, simultaneous);
        for (const auto& m : ob.allowed) answer.allowed.push_back(rx::print_move(m));
        answer.clause = std::string(ob.clause);
        answer.binding = ob.binding;
    } else {
        return make_error("shogi: the seeds state no touch-move rule");
    }
    std::sort(answer.allowed.begin(), answer.allowed.end());
    return answer;
}

// The move text as the reference prints it (so "H2E2" and "h2e2" compare equal), or as given.
std::string normal_move(Game game, const std::string& text) {
    if (game == Game::Chess) {
        if (auto m = rc::parse_move(text); m.ok()) return rc::print_move(m.value());
    } else if (game == Game::Xiangqi) {
        if (auto m = rx::parse_move(text)) return rx::print_move(*m);
    }
    return text;
}

}  // namespace

Result<TouchAnswer> touch_query(Game game, std::string_view fen, const std::vector<std::string>& moves,
                                const std::vector<std::string>& touched, bool simultaneous) {
    auto adapter = make_adapter(game, Impl::Reference);
    if (!adapter.ok()) return adapter.error();
    if (auto r = adapter.value()->set_position(fen, moves); !r.ok()) return r.error();
    return touch_in(game, adapter.value()->fen(), touched, simultaneous);
}

Result<Verdict> adjudicate(const GameRecord& record) {
    const Game game = record.game;
    auto made = make_adapter(game, Impl::Reference);
    if (!made.ok()) return made.error();
    Adapter& adapter = *made.value();
    if (auto r = adapter.set_position(record.start, {}); !r.ok())
        return make_error(record.file + ": /start: " + r.error().message, r.error().codes);

    Verdict v;
    const int first = side_to_move(game, adapter.fen());
    const int fouls_to_lose = record.fouls_to_lose.value_or(game == Game::Xiangqi ? 3 : game == Game::Chess ? 2 : 0);
    int ply = 0;
    bool over = false;
    double used[2] = {0, 0};
    double bonus[2] = {0, 0};  // seconds added to a side's allotment (FIDE 9.5.3: an incorrect claim)
    int moves_made[2] = {0, 0};
    int fouls[2] = {0, 0};
    int omission_run[2] = {0, 0};
    bool omitted_last[2] = {false, false};
    // Seed 001 §7.2: entries skipped with under three minutes left in a period, still to be made
    // up, and the period of the first of them.
    int exempt_outstanding[2] = {0, 0};
    int exempt_period[2] = {0, 0};
    // xiangqi.natural-limit is claimed (§4.2.4, §8(2)) unless the record makes it automatic: the
    // status after each move then looks for every other end of the game only.
    RuleOptions move_options = record.options;
    if (game == Game::Xiangqi && !record.natural_limit_automatic) move_options.xiangqi_natural_limit_plies = INT_MAX;
    int draw_offer = -1;  // the side whose draw offer stands, -1 none
    std::vector<std::string> touched;
    bool simultaneous = false;
    auto mover = [&] { return (first + ply) % 2; };

    auto end = [&](std::string result, std::optional<int> winner, std::string rule, int at, std::string detail = {}) {
        over = true;
        v.result = std::move(result);
        if (winner) v.winner = side_name(game, *winner);
        v.rule = std::move(rule);
        v.ply = at;
        v.detail = std::move(detail);
    };
    auto foul = [&](int side, int at, std::string rule, std::string detail, bool counts) {
        v.fouls.push_back(Foul{at, side_name(game, side), std::move(rule), std::move(detail), counts});
        if (!counts) return;
        ++fouls[side];
        // xiangqi.fouls: three technical fouls in one game lose it (seed 001 §4.1.8).
        // Chess: the second illegal move loses (FIDE 7.5.5); proposed ID chess.illegal-move.
        if (fouls_to_lose > 0 && fouls[side] >= fouls_to_lose)
            end("win", 1 - side, game == Game::Xiangqi ? "xiangqi.fouls" : game_rule(game, "illegal-move"), at,
                std::to_string(fouls[side]) + " fouls");
    };
    // The time left to `side` in the period of its latest move (of its first move before it has
    // moved): the moment its latest record entry was due.
    auto remaining_after_last = [&](int side) {
        return allotted_seconds(*record.time_control, std::max(moves_made[side], 1)) + bonus[side] - used[side];
    };

    // A move by side `s` (the `move` event, or the written move of a draw claim): time, legality,
    // touch-move, record make-up, then the status. An Error only when the record cannot go on.
    // A game-ending status decides the game at the current ply; returns whether it did.
    auto decide_if_over = [&](const GameStatus& st) {
        if (st.result == "ongoing") return false;
        over = true;
        v.result = st.result;
        v.winner = st.winner;
        v.rule = st.reason;
        v.ply = ply;
        return true;
    };

    auto play_move = [&](const Event& e, const std::string& where) -> std::optional<Error> {
        const int s = e.side ? side_index(game, *e.side) : mover();
        if (s != mover())
            return make_error(where + "/side: " + *e.side + " is not the side to move", {"bad_record"});
        const int attempt = ply + 1;
        // Time control: the first side to overstep loses (seed 001 §4.1.4-4.1.5, §6.5).
        if (record.time_control) {
            used[s] += e.seconds.value_or(0.0);
            const double allot = allotted_seconds(*record.time_control, moves_made[s] + 1) + bonus[s];
            if (used[s] > allot + 1e-9) {
                std::ostringstream d;
                d << "move " << moves_made[s] + 1 << " of " << side_name(game, s) << ": " << used[s]
                  << " s used, " << allot << " s allotted";
                end("win", 1 - s, game_rule(game, "time-control"), attempt, d.str());
                return std::nullopt;
            }
        }
        auto ex = adapter.explain(e.move);
        if (!ex.ok() || !ex.value().legal) {
            const std::string broken = ex.ok() ? ex.value().rule.value_or("illegal") : ex.error().message;
            if (game == Game::Shogi) {
                // shogi.illegal-move: an illegal move loses the game at once (seed 002).
                end("win", 1 - s, "shogi.illegal-move", attempt, e.move + ": " + broken);
            } else {
                // Xiangqi: moving a piece where it cannot go is a technical foul (seed 001 §8(5));
                // chess: an illegal move (FIDE 7.5). The move is taken back; the side moves again.
                foul(s, attempt, ex.ok() ? broken : game_rule(game, "illegal-move"), e.move + ": " + broken, true);
            }
            return std::nullopt;
        }
        // Touch-move: a move that breaks the obligation is a foul (seed 001 §8(3)-(4), §9.1.5-6;
        // FIDE 4.3); it is taken back and the obligation stands.
        if (!touched.empty() && game != Game::Shogi) {
            auto ob = touch_in(game, adapter.fen(), touched, simultaneous);
            if (!ob.ok()) return make_error(where + ": " + ob.error().message, {"bad_record"});
            const std::string played = normal_move(game, e.move);
            const auto& allowed = ob.value().allowed;
            if (ob.value().binding && std::find(allowed.begin(), allowed.end(), played) == allowed.end()) {
                foul(s, attempt, game_rule(game, "touch-move"), e.move + " breaks " + ob.value().clause,
                     game == Game::Xiangqi);
                return std::nullopt;
            }
        }
        // Record make-up (seed 001 §7.2): entries skipped in the last three minutes of a period
        // must be filled in before the side plays on in a later period. The move stands; each
        // move so made is a xiangqi.record foul until the `record_makeup`.
        if (exempt_outstanding[s] > 0 && record.time_control &&
            period_of(*record.time_control, moves_made[s] + 1) > exempt_period[s]) {
            foul(s, attempt, "xiangqi.record",
                 "entries skipped under §7.2 (" + std::to_string(exempt_outstanding[s]) +
                     ") not made up before move " + std::to_string(moves_made[s] + 1) + " (seed 001 §7.2)",
                 true);
            if (over) return std::nullopt;
        }
        if (auto r = adapter.play(e.move); !r.ok())
            return make_error(where + "/move: " + r.error().message, {"bad_record"});
        ++ply;
        ++moves_made[s];
        touched.clear();
        simultaneous = false;
        if (!omitted_last[s]) omission_run[s] = 0;  // the side's previous entry was recorded
        omitted_last[s] = false;
        if (draw_offer >= 0 && draw_offer != s) draw_offer = -1;  // declined by playing on
        decide_if_over(adapter.status(move_options));
        return std::nullopt;
    };

    for (std::size_t i = 0; i < record.events.size(); ++i) {
        const Event& e = record.events[i];
        const std::string where = record.file + ": /events/" + std::to_string(i);
        if (over) {
            v.notes.push_back("/events/" + std::to_string(i) + ": after the end of the game, ignored");
            continue;
        }
        const int s = e.side ? side_index(game, *e.side) : mover();
        switch (e.type) {
        case EventType::Move:
            if (auto err = play_move(e, where)) return *err;
            break;
        case EventType::Touch:
            if (game == Game::Shogi) {
                v.notes.push_back("/events/" + std::to_string(i) + ": shogi has no touch-move rule, ignored");
                break;
            }
            if (s != mover()) {
                v.notes.push_back("/events/" + std::to_string(i) + ": touch by the side not to move, no obligation");
                break;
            }
            if (game == Game::Chess ? !rc::Square::parse(e.point).has_value() : !xiangqi_point(e.point))
                return make_error(where + "/point: '" + e.point + "' is not a point of this board", {"bad_record"});
            touched.push_back(e.point);
            simultaneous = simultaneous || e.simultaneous;
            break;
        case EventType::RecordOmission:
            // xiangqi.record: four consecutive missing entries count as one foul (seed 001 §7.1);
            // not with less than three minutes left (§7.2).
            if (game != Game::Xiangqi) {
                v.notes.push_back("/events/" + std::to_string(i) + ": record keeping is judged for xiangqi only");
                break;
            }
            if (record.time_control && remaining_after_last(s) < 180.0) {
                // §7.2: exempt now, but to be made up once the side's next period starts.
                if (exempt_outstanding[s]++ == 0)
                    exempt_period[s] = period_of(*record.time_control, std::max(moves_made[s], 1));
                v.notes.push_back("/events/" + std::to_string(i) +
                                  ": under three minutes left, exempt until the next period (§7.2)");
                break;
            }
            omitted_last[s] = true;
            if (++omission_run[s] == 4) {
                omission_run[s] = 0;
                foul(s, ply, "xiangqi.record", "four consecutive entries missing", true);
            }
            break;
        case EventType::RecordMakeup:
            // Seed 001 §7.2: the side fills in the entries it skipped; nothing is outstanding after.
            if (game != Game::Xiangqi) {
                v.notes.push_back("/events/" + std::to_string(i) + ": record keeping is judged for xiangqi only");
                break;
            }
            if (exempt_outstanding[s] == 0)
                v.notes.push_back("/events/" + std::to_string(i) + ": no skipped entry to make up");
            exempt_outstanding[s] = 0;
            break;
        case EventType::NaturalLimitClaim: {
            // xiangqi.natural-limit: a side raises the natural limit (seed 001 §4.2.4): drawn if it
            // holds; if it does not, the claim is a technical foul (§8(2), §9.1.4).
            if (game != Game::Xiangqi) {
                v.notes.push_back("/events/" + std::to_string(i) + ": the natural limit is a xiangqi rule, ignored");
                break;
            }
            const GameStatus st = adapter.status(record.options);
            if (st.reason && *st.reason == "xiangqi.natural-limit") {
                end("draw", std::nullopt, "xiangqi.natural-limit", ply,
                    "claimed by " + side_name(game, s) + ": " + halfmove_field(adapter.fen()) +
                        " plies without a capture");
            } else {
                foul(s, ply, "xiangqi.natural-limit",
                     "claim refused: " + halfmove_field(adapter.fen()) + " of the " +
                         std::to_string(record.options.xiangqi_natural_limit_plies) +
                         " plies without a capture (seed 001 §8(2))",
                     true);
            }
            break;
        }
        case EventType::DrawClaim: {
            // chess.repetition / chess.fifty-move by claim (FIDE 9.2, 9.3, 9.5). See README.md.
            const std::string here = "/events/" + std::to_string(i);
            if (game != Game::Chess) {
                v.notes.push_back(here + ": draw_claim is a chess event (FIDE 9.2, 9.3), ignored" +
                                  (game == Game::Xiangqi ? " (xiangqi: natural_limit_claim)" : ""));
                break;
            }
            const bool written = !e.move.empty();
            // Which draws wait for a claim: those whose automatic limit the options raise above the
            // seed's (FIDE: threefold and fifty moves are claims, fivefold and 75 moves automatic).
            const bool claim_repetition = record.options.chess_repetition_count > 3;
            const bool claim_fifty = record.options.chess_fifty_move_plies > 100;
            if (!claim_repetition && !claim_fifty) {
                // The seed rule: the third occurrence and the hundredth quiet ply end the game by
                // themselves; there is nothing to claim. A written move is played as a move.
                v.notes.push_back(here + ": draw claim under the seed rule (draws are automatic), nothing to claim");
                if (written && s == mover()) {
                    if (auto err = play_move(e, where)) return *err;
                } else if (written) {
                    v.notes.push_back(here + "/move: written by the side not to move, not played");
                }
                break;
            }
            RuleOptions claim_options = record.options;
            if (claim_repetition) claim_options.chess_repetition_count = 3;  // FIDE 9.2: the third occurrence
            if (claim_fifty) claim_options.chess_fifty_move_plies = 100;     // FIDE 9.3: fifty moves each
            auto holds = [&]() -> std::optional<std::string> {
                const GameStatus st = adapter.status(claim_options);
                if (st.result != "draw" || !st.reason) return std::nullopt;
                if ((*st.reason == "chess.repetition" && claim_repetition) ||
                    (*st.reason == "chess.fifty-move" && claim_fifty))
                    return *st.reason;
                return std::nullopt;
            };
            // FIDE 9.5.3: an incorrect claim; two minutes are added to the opponent's time.
            auto refuse = [&](const std::string& why) {
                std::string note = here + ": draw claim by " + side_name(game, s) + " refused (" + why +
                                   "), the game goes on (FIDE 9.5.3)";
                if (record.time_control) {
                    bonus[1 - s] += 120.0;
                    note += "; two minutes added to " + side_name(game, 1 - s);
                }
                v.notes.push_back(note);
            };
            if (s != mover()) {
                refuse("the claimant does not have the move, FIDE 9.2.1 / 9.3");
                if (written) v.notes.push_back(here + "/move: written by the side not to move, not played");
                break;
            }
            if (!touched.empty()) {
                // FIDE 9.4: a player who has touched a piece loses the right to claim on that move.
                refuse("a piece was touched first, FIDE 9.4");
                if (written) {
                    if (auto err = play_move(e, where)) return *err;
                }
                break;
            }
            if (!written) {
                // FIDE 9.2.1.2 / 9.3.2: the position has just appeared / the fifty moves are complete.
                if (auto rule = holds())
                    end("draw", std::nullopt, *rule, ply,
                        "claimed by " + side_name(game, s) +
                            (*rule == "chess.repetition" ? " (FIDE 9.2.1.2)" : " (FIDE 9.3.2)"));
                else
                    refuse("neither a third occurrence nor fifty moves without capture or pawn move");
                break;
            }
            // FIDE 9.2.1.1 / 9.3.1: the claim rests on the written move. An illegal one cannot make
            // the claim hold and cannot be made: not played, the side moves again.
            auto ex = adapter.explain(e.move);
            if (!ex.ok() || !ex.value().legal) {
                refuse("the written move " + e.move + " is not legal");
                v.notes.push_back(here + "/move: " + e.move + " not played");
                break;
            }
            const int before = ply;
            if (auto err = play_move(e, where)) return *err;
            if (over) break;  // the move itself ended the game (checkmate, fivefold, 75 moves, time)
            if (ply == before) {
                refuse("the written move " + e.move + " was not made");
                break;
            }
            if (auto rule = holds())
                end("draw", std::nullopt, *rule, ply,
                    "claimed by " + side_name(game, s) + " with " + e.move +
                        (*rule == "chess.repetition" ? " (FIDE 9.2.1.1)" : " (FIDE 9.3.1)"));
            else
                refuse("after " + e.move + " neither a third occurrence nor fifty moves; the move stands");
            break;
        }
        case EventType::DrawOffer: draw_offer = s; break;
        case EventType::DrawAccept:
            // Draw by agreement: seed 001 §4.2.2, FIDE 9.1, seed 002. Proposed ID <game>.draw-agreement.
            if (draw_offer >= 0 && draw_offer != s) end("draw", std::nullopt, game_rule(game, "draw-agreement"), ply);
            else v.notes.push_back("/events/" + std::to_string(i) + ": no offer by the opponent to accept");
            break;
        case EventType::Resign:
            // Resignation: seed 001 §4.1.9, FIDE 5.1.2. Proposed ID <game>.resignation.
            end("win", 1 - s, game_rule(game, "resignation"), ply);
            break;
        case EventType::Impasse: {
            if (game != Game::Shogi) {
                v.notes.push_back("/events/" + std::to_string(i) + ": impasse is a shogi rule, ignored");
                break;
            }
            RuleOptions opts = record.options;
            opts.shogi_impasse_requested = true;
            if (!decide_if_over(adapter.status(opts))) {
                v.notes.push_back("/events/" + std::to_string(i) + ": impasse claim refused, play goes on");
            }
            break;
        }
        }
    }
    if (!over) v.ply = ply;
    v.fen = adapter.fen();
    return v;
}

std::optional<std::string> check_expectation(const RecordExpectation& x, const Verdict& v) {
    auto show = [](const std::optional<std::string>& s) { return s ? *s : std::string("null"); };
    if (x.result && *x.result != v.result) return "result " + v.result + ", expected " + *x.result;
    if (x.check_winner && x.winner != v.winner) return "winner " + show(v.winner) + ", expected " + show(x.winner);
    if (x.check_rule && x.rule != v.rule) return "rule " + show(v.rule) + ", expected " + show(x.rule);
    if (x.ply && *x.ply != v.ply) return "ply " + std::to_string(v.ply) + ", expected " + std::to_string(*x.ply);
    if (x.fouls) {
        if (x.fouls->size() != v.fouls.size())
            return std::to_string(v.fouls.size()) + " fouls, expected " + std::to_string(x.fouls->size());
        for (std::size_t i = 0; i < v.fouls.size(); ++i) {
            const auto& ef = (*x.fouls)[i];
            const auto& f = v.fouls[i];
            if ((ef.ply && *ef.ply != f.ply) || (ef.side && *ef.side != f.side) || (ef.rule && *ef.rule != f.rule))
                return "foul " + std::to_string(i) + " is " + f.side + " " + f.rule + " at ply " +
                       std::to_string(f.ply) + ", not as expected";
        }
    }
    return std::nullopt;
}

Result<std::vector<RecordOutcome>> verify_records(const std::vector<std::filesystem::path>& paths) {
    std::vector<std::filesystem::path> roots = paths;
    if (roots.empty()) roots.push_back(default_corpus_dir() / "records");
    const auto files = record_files(roots);
    if (files.empty()) return make_error("no game record found");
    std::vector<RecordOutcome> out;
    for (const auto& f : files) {
        RecordOutcome o;
        o.file = f.string();
        auto rec = load_record(f);
        if (!rec.ok()) {
            o.message = rec.error().message;
            out.push_back(o);
            continue;
        }
        o.id = rec.value().id;
        o.game = rec.value().game;
        o.rules = rec.value().rules;
        o.has_expectation = rec.value().expect.has_value();
        auto v = adjudicate(rec.value());
        if (!v.ok()) {
            o.message = v.error().message;
        } else if (rec.value().expect) {
            auto diff = check_expectation(*rec.value().expect, v.value());
            o.passed = !diff;
            if (diff) o.message = *diff;
        } else {
            o.passed = true;
        }
        out.push_back(o);
    }
    return out;
}

std::string verdict_json(const Verdict& v) {
    nlohmann::json j;
    j["result"] = v.result;
    j["winner"] = v.winner ? nlohmann::json(*v.winner) : nlohmann::json(nullptr);
    j["rule"] = v.rule ? nlohmann::json(*v.rule) : nlohmann::json(nullptr);
    j["ply"] = v.ply;
    if (!v.detail.empty()) j["detail"] = v.detail;
    j["fouls"] = nlohmann::json::array();
    for (const auto& f : v.fouls)
        j["fouls"].push_back({{"ply", f.ply}, {"side", f.side}, {"rule", f.rule}, {"detail", f.detail},
                              {"counts", f.counts}});
    j["notes"] = v.notes;
    j["fen"] = v.fen;
    return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string verdict_text(const Verdict& v) {
    std::ostringstream out;
    out << "result: " << v.result;
    if (v.winner) out << " (" << *v.winner << " wins)";
    out << "\nrule: " << (v.rule ? *v.rule : "-") << "\nply: " << v.ply << "\n";
    if (!v.detail.empty()) out << "detail: " << v.detail << "\n";
    for (const auto& f : v.fouls)
        out << "foul: ply " << f.ply << " " << f.side << " " << f.rule << " (" << f.detail << ")"
            << (f.counts ? "" : " [does not count]") << "\n";
    for (const auto& n : v.notes) out << "note: " << n << "\n";
    out << "fen: " << v.fen << "\n";
    return out.str();
}

}  // namespace arbiter::oracle::adjudicate
