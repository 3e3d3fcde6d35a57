// The arbiter's events (arbiter.h). The decisions and their sources are in README.md.

#include "referee/adjudicate/arbiter.h"

#include <algorithm>
#include <climits>
#include <sstream>

#include "oracle/evidence.h"

namespace arbiter::referee::adjudicate {

Arbiter::Arbiter(const GameRecord& record, oracle::Adapter& adapter)
    : record_(record),
      adapter_(adapter),
      policy_(Policy::for_record(record)),
      move_options_(record.options) {
    if (record.time_control) clock_.emplace(*record.time_control);
    // xiangqi.natural-limit by claim: the status after each move then looks for every other end.
    if (policy_.natural_limit_claims && !policy_.natural_limit_automatic)
        move_options_.xiangqi_natural_limit_plies = INT_MAX;
    verdict_.game = record.game;
}

core::Error Arbiter::bad_record(const std::string& where, const std::string& what) const {
    return core::make_error(record_.file + ": " + where + ": " + what, {"bad_record"});
}

void Arbiter::note(const std::string& where, const std::string& what) {
    verdict_.notes.push_back(where + ": " + what);
}

Verdict Arbiter::verdict() const {
    Verdict v = verdict_;
    if (!over_) v.end.ply = ply_;
    v.fen = adapter_.fen();
    return v;
}

void Arbiter::end(Outcome result, std::optional<Side> winner, core::RuleId rule, int at,
                  std::string detail) {
    over_ = true;
    verdict_.end = core::GameEnd{};
    verdict_.end.outcome = result;
    verdict_.end.winner = winner;
    verdict_.end.rule = rule;
    verdict_.end.ply = at;
    verdict_.detail = std::move(detail);
}

bool Arbiter::end_if_over(const core::GameStatus& status) {
    core::GameEnd end = core::at_ply(status.end, ply_);
    if (!end.over()) return false;
    over_ = true;
    verdict_.end = std::move(end);
    return true;
}

void Arbiter::foul(Side side, int at, std::optional<core::RuleId> rule, std::string detail,
                   bool counts) {
    verdict_.fouls.push_back(Foul{at, side, rule, std::move(detail), counts});
    if (!counts) return;
    SideState& s = state(side);
    ++s.fouls;
    if (policy_.fouls_to_lose > 0 && s.fouls >= policy_.fouls_to_lose)
        end(Outcome::Win, other(side), policy_.too_many_fouls_rule, at,
            std::to_string(s.fouls) + " fouls");
}

core::Result<core::Ok> Arbiter::on_event(const Event& e, const std::string& where) {
    if (over_) {
        note(where, "after the end of the game, ignored");
        return core::Ok{};
    }
    const Side side = e.side.value_or(mover());
    switch (e.type) {
    case EventType::Move:
        return move(e, where);
    case EventType::Touch:
        return touch(e, where);
    case EventType::RecordOmission:
        record_omission(side, where);
        break;
    case EventType::RecordMakeup:
        record_makeup(side, where);
        break;
    case EventType::NaturalLimitClaim:
        natural_limit_claim(side, where);
        break;
    case EventType::DrawClaim:
        return draw_claim(e, where);
    case EventType::DrawOffer:
        draw_offer(side);
        break;
    case EventType::DrawAccept:
        draw_accept(side, where);
        break;
    case EventType::Resign:
        resign(side);
        break;
    case EventType::Impasse:
        impasse(where);
        break;
    }
    return core::Ok{};
}

core::Result<core::Ok> Arbiter::move(const Event& e, const std::string& where) {
    const Side side = e.side.value_or(mover());
    if (side != mover())
        return bad_record(where + "/side", name(side) + " is not the side to move");
    return play_move(e, side, where);
}

core::Result<core::Ok> Arbiter::play_move(const Event& e, Side side, const std::string& where) {
    SideState& s = state(side);
    const int attempt = ply_ + 1;
    // Time control: the first side to overstep loses (xiangqi competition rules §4.1.4-4.1.5,
    // §6.5).
    if (clock_) {
        s.time_used += e.seconds.value_or(0.0);
        if (clock_->oversteps(s.moves_made + 1, s.time_used, s.time_bonus)) {
            std::ostringstream d;
            d << "move " << s.moves_made + 1 << " of " << name(side) << ": " << s.time_used
              << " s used, " << clock_->allotted_seconds(s.moves_made + 1) + s.time_bonus
              << " s allotted";
            end(Outcome::Win, other(side), policy_.time_forfeit_rule, attempt, d.str());
            return core::Ok{};
        }
    }
    auto ex = adapter_.explain(e.move);
    if (!ex.ok() || !ex.value().legal) {
        std::string broken = !ex.ok()          ? ex.error().message
                             : ex.value().rule ? std::string(core::rule_name(*ex.value().rule))
                                               : std::string("illegal");
        // The pieces or squares that make it so (docs/cli.md "evidence").
        if (ex.ok() && !ex.value().evidence.empty())
            broken += " (" + oracle::items_text(ex.value().evidence) + ")";
        if (policy_.illegal_move_loses) {
            end(Outcome::Win, other(side), policy_.illegal_move_rule, attempt,
                e.move + ": " + broken);
        } else {
            // A foul; the move is taken back and the side moves again (xiangqi §8(5), FIDE 7.5).
            // The rule explain names (none: "illegal"), or the policy's for a malformed move.
            std::optional<core::RuleId> rule = policy_.illegal_move_rule;
            if (ex.ok()) rule = ex.value().rule;
            foul(side, attempt, rule, e.move + ": " + broken, true);
        }
        return core::Ok{};
    }
    // Touch-move: a move that breaks the obligation is a foul (xiangqi §8(3)-(4), §9.1.5-6; FIDE
    // 4.3); it is taken back and the obligation stands.
    if (policy_.touch_move && !touched_.empty()) {
        auto ob = adapter_.touch_moves(touched_, simultaneous_);
        if (!ob.ok()) return bad_record(where, ob.error().message);
        auto normal = adapter_.normal_move(e.move);
        const std::string played = normal.ok() ? normal.value() : e.move;
        const auto& allowed = ob.value().allowed;
        if (ob.value().binding &&
            std::find(allowed.begin(), allowed.end(), played) == allowed.end()) {
            foul(side, attempt, policy_.touch_move_rule,
                 e.move + " does not meet " + ob.value().clause, policy_.touch_fouls_count);
            return core::Ok{};
        }
    }
    // Record make-up (§7.2): entries skipped in the last three minutes of a period must be filled
    // in before the side plays on in a later period. The move stands; each move so made is a
    // record foul until the `record_makeup`.
    if (s.exempt_outstanding > 0 && clock_ &&
        clock_->period_of(s.moves_made + 1) > s.exempt_period) {
        const int n = s.exempt_outstanding;
        foul(side, attempt, policy_.record_rule,
             std::to_string(n) + (n == 1 ? " entry" : " entries") +
                 " skipped with under three minutes left, not made up before move " +
                 std::to_string(s.moves_made + 1) + " (xiangqi competition rules §7.2)",
             true);
        if (over_) return core::Ok{};
    }
    if (auto r = adapter_.play(e.move); !r.ok())
        return bad_record(where + "/move", r.error().message);
    ++ply_;
    ++s.moves_made;
    touched_.clear();
    simultaneous_ = false;
    if (!s.omitted_last) s.omission_run = 0;  // the side's previous entry was recorded
    s.omitted_last = false;
    if (draw_offer_ && *draw_offer_ != side) draw_offer_.reset();  // declined by playing on
    end_if_over(adapter_.status(move_options_));
    return core::Ok{};
}

core::Result<core::Ok> Arbiter::touch(const Event& e, const std::string& where) {
    if (!policy_.touch_move) {
        note(where,
             std::string(core::game_name(record_.game)) + " has no touch-move rule, ignored");
        return core::Ok{};
    }
    if (e.side.value_or(mover()) != mover()) {
        note(where, "touch by the side not to move, no obligation");
        return core::Ok{};
    }
    std::vector<std::string> next = touched_;
    next.push_back(e.point);
    const bool simultaneous = simultaneous_ || e.simultaneous;
    // The obligation with this touch: an error when the point is not on the board.
    if (auto ob = adapter_.touch_moves(next, simultaneous); !ob.ok())
        return bad_record(where + "/point", ob.error().message);
    touched_ = std::move(next);
    simultaneous_ = simultaneous;
    return core::Ok{};
}

void Arbiter::record_omission(Side side, const std::string& where) {
    // Four consecutive missing entries count as one foul (xiangqi competition rules §7.1); not with
    // less than three minutes left (§7.2).
    if (!policy_.record_keeping) {
        note(where, "record keeping is judged for xiangqi only");
        return;
    }
    SideState& s = state(side);
    if (clock_ && clock_->record_exempt(s.moves_made, s.time_used, s.time_bonus)) {
        // Exempt now, but to be made up once the side's next period starts.
        if (s.exempt_outstanding++ == 0)
            s.exempt_period = clock_->period_of(std::max(s.moves_made, 1));
        note(where,
             "under three minutes left, exempt until the next period (xiangqi competition rules "
             "§7.2)");
        return;
    }
    s.omitted_last = true;
    if (++s.omission_run == policy_.omissions_per_foul) {
        s.omission_run = 0;
        foul(side, ply_, policy_.record_rule,
             std::to_string(policy_.omissions_per_foul) +
                 " consecutive entries missing (xiangqi competition rules §7.1)",
             true);
    }
}

void Arbiter::record_makeup(Side side, const std::string& where) {
    // §7.2: the side fills in the entries it skipped; nothing is outstanding after.
    if (!policy_.record_keeping) {
        note(where, "record keeping is judged for xiangqi only");
        return;
    }
    SideState& s = state(side);
    if (s.exempt_outstanding == 0) note(where, "no skipped entry to make up");
    s.exempt_outstanding = 0;
}

void Arbiter::natural_limit_claim(Side side, const std::string& where) {
    // A side raises the natural limit (xiangqi competition rules §4.2.4): drawn if it holds; if it
    // does not, the claim is a technical foul (§8(2), §9.1.4).
    if (!policy_.natural_limit_claims) {
        note(where, "the natural limit is a xiangqi rule, ignored");
        return;
    }
    const core::GameEnd status = core::at_ply(adapter_.status(record_.options).end, ply_);
    const std::string plies = std::to_string(adapter_.halfmove_clock());
    if (status.rule == policy_.natural_limit_rule) {
        end(Outcome::Draw, std::nullopt, policy_.natural_limit_rule, ply_,
            "claimed by " + name(side) + ": " + plies + " plies without a capture");
    } else {
        foul(side, ply_, policy_.natural_limit_rule,
             "claim refused: " + plies + " of the " +
                 std::to_string(record_.options.xiangqi_natural_limit_plies) +
                 " plies without a capture (xiangqi competition rules §8(2))",
             true);
    }
}

void Arbiter::refuse_claim(Side side, const std::string& where, const std::string& why) {
    // FIDE 9.5.3: an incorrect claim; two minutes are added to the opponent's time.
    std::string text =
        "draw claim by " + name(side) + " refused (" + why + "), the game goes on (FIDE 9.5.3)";
    if (clock_) {
        state(other(side)).time_bonus += 120.0;
        text += "; two minutes added to " + name(other(side));
    }
    note(where, text);
}

Arbiter::ClaimableDraws Arbiter::claimable_draws() const {
    // Which draws wait for a claim: those whose automatic limit the options raise above the
    // default (FIDE: threefold and fifty moves are claims, fivefold and 75 moves automatic).
    return {record_.options.chess_repetition_count > 3,
            record_.options.chess_fifty_move_plies > 100};
}

std::optional<core::RuleId> Arbiter::claim_holds(ClaimableDraws claimable) const {
    core::RuleOptions options = record_.options;
    if (claimable.repetition) options.chess_repetition_count = 3;  // FIDE 9.2: the third occurrence
    if (claimable.fifty) options.chess_fifty_move_plies = 100;     // FIDE 9.3: fifty moves each
    const core::GameEnd st = adapter_.status(options).end;
    if (st.outcome != Outcome::Draw) return std::nullopt;
    if ((st.decided_by(core::Rule::Repetition) && claimable.repetition) ||
        (st.decided_by(core::Rule::FiftyMove) && claimable.fifty))
        return st.rule;
    return std::nullopt;
}

core::Result<core::Ok> Arbiter::draw_claim(const Event& e, const std::string& where) {
    // chess.repetition / chess.fifty-move by claim (FIDE 9.2, 9.3, 9.5). See README.md.
    if (!policy_.draw_claims) {
        note(where, std::string("draw_claim is a chess event (FIDE 9.2, 9.3), ignored") +
                        (policy_.natural_limit_claims ? " (xiangqi: natural_limit_claim)" : ""));
        return core::Ok{};
    }
    const Side side = e.side.value_or(mover());
    const bool written = !e.move.empty();
    const ClaimableDraws claimable = claimable_draws();
    if (!claimable.repetition && !claimable.fifty) {
        // The default rule: the third occurrence and the hundredth quiet ply end the game by
        // themselves; there is nothing to claim. A written move is played as a move.
        note(where, "draw claim under the default rule (draws are automatic), nothing to claim");
        if (written && side == mover()) return play_move(e, side, where);
        if (written) note(where + "/move", "written by the side not to move, not played");
        return core::Ok{};
    }
    if (side != mover()) {
        refuse_claim(side, where, "the claimant does not have the move, FIDE 9.2.1 / 9.3");
        if (written) note(where + "/move", "written by the side not to move, not played");
        return core::Ok{};
    }
    if (!touched_.empty()) {
        // FIDE 9.4: a player who has touched a piece loses the right to claim on that move.
        refuse_claim(side, where, "a piece was touched first, FIDE 9.4");
        if (written) return play_move(e, side, where);
        return core::Ok{};
    }
    if (!written) {
        claim_now(side, claimable, where);
        return core::Ok{};
    }
    return claim_with_move(e, side, claimable, where);
}

void Arbiter::claim_now(Side side, ClaimableDraws claimable, const std::string& where) {
    // FIDE 9.2.1.2 / 9.3.2: the position has just appeared / the fifty moves are complete.
    if (auto rule = claim_holds(claimable))
        end(Outcome::Draw, std::nullopt, *rule, ply_,
            "claimed by " + name(side) +
                (rule->rule == core::Rule::Repetition ? " (FIDE 9.2.1.2)" : " (FIDE 9.3.2)"));
    else
        refuse_claim(side, where,
                     "neither a third occurrence nor fifty moves without capture or pawn move");
}

core::Result<core::Ok> Arbiter::claim_with_move(const Event& e, Side side, ClaimableDraws claimable,
                                                const std::string& where) {
    // FIDE 9.2.1.1 / 9.3.1: the claim rests on the written move. An illegal one cannot make the
    // claim hold and cannot be made: not played, the side moves again.
    auto ex = adapter_.explain(e.move);
    if (!ex.ok() || !ex.value().legal) {
        refuse_claim(side, where, "the written move " + e.move + " is not legal");
        note(where + "/move", e.move + " not played");
        return core::Ok{};
    }
    const int before = ply_;
    if (auto r = play_move(e, side, where); !r.ok()) return r;
    if (over_)
        return core::Ok{};  // the move itself ended the game (checkmate, fivefold, 75 moves, time)
    if (ply_ == before) {
        refuse_claim(side, where, "the written move " + e.move + " was not made");
        return core::Ok{};
    }
    if (auto rule = claim_holds(claimable))
        end(Outcome::Draw, std::nullopt, *rule, ply_,
            "claimed by " + name(side) + " with " + e.move +
                (rule->rule == core::Rule::Repetition ? " (FIDE 9.2.1.1)" : " (FIDE 9.3.1)"));
    else
        refuse_claim(
            side, where,
            "after " + e.move + " neither a third occurrence nor fifty moves; the move stands");
    return core::Ok{};
}

void Arbiter::draw_offer(Side side) { draw_offer_ = side; }

void Arbiter::draw_accept(Side side, const std::string& where) {
    // Draw by agreement: xiangqi competition rules §4.2.2, FIDE 9.1, shogi rules of play.
    if (draw_offer_ && *draw_offer_ != side)
        end(Outcome::Draw, std::nullopt, policy_.draw_agreement_rule, ply_);
    else
        note(where, "no offer by the opponent to accept");
}

void Arbiter::resign(Side side) {
    // Resignation: xiangqi competition rules §4.1.9, FIDE 5.1.2.
    end(Outcome::Win, other(side), policy_.resignation_rule, ply_);
}

void Arbiter::impasse(const std::string& where) {
    // shogi.impasse: the agreement or declaration, judged by the status with the impasse request.
    if (!policy_.impasse) {
        note(where, "impasse is a shogi rule, ignored");
        return;
    }
    core::RuleOptions options = record_.options;
    options.shogi_impasse_requested = true;
    if (!end_if_over(adapter_.status(options))) note(where, "impasse claim refused, play goes on");
}

}  // namespace arbiter::referee::adjudicate
