#pragma once
// The arbiter as a small machine: one method per record event (record.h), the state of each side
// in one SideState, the time-control arithmetic in a Clock (clock.h) and the game's competition
// rules in a Policy (policy.h). It sees the game only through an Adapter (oracle/adapter.h) over
// the reference implementation: legality, status, side to move, touch-move.
//
// An event method returns an Error only when the record cannot go on (a move by the side not on
// turn, a touched point that is not a point); everything a player can do wrong is a foul, a note
// or the end of the game in the verdict.

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "oracle/adapter.h"
#include "referee/adjudicate/adjudicate.h"
#include "referee/adjudicate/clock.h"
#include "referee/adjudicate/policy.h"
#include "referee/adjudicate/record.h"

namespace arbiter::referee::adjudicate {

struct SideState {
    double time_used = 0;   // seconds used in all
    double time_bonus = 0;  // seconds added to the allotment (FIDE 9.5.3: an incorrect claim)
    int moves_made = 0;
    int fouls = 0;         // counting fouls
    int omission_run = 0;  // consecutive record entries missing (xiangqi competition rules §7.1)
    bool omitted_last = false;  // the entry of the side's latest move is missing
    // §7.2: entries skipped with under three minutes left in a period, still to be made up, and
    // the period of the first of them.
    int exempt_outstanding = 0;
    int exempt_period = 0;
};

class Arbiter {
public:
    // `adapter` stands at the record's start position; the arbiter plays the record's moves on it.
    Arbiter(const GameRecord& record, oracle::Adapter& adapter);

    // `where` is the JSON pointer of the event ("/events/3"), for notes and errors.
    core::Result<core::Ok> on_event(const Event& event, const std::string& where);

    core::Result<core::Ok> move(const Event& event, const std::string& where);
    core::Result<core::Ok> touch(const Event& event, const std::string& where);
    void record_omission(Side side, const std::string& where);
    void record_makeup(Side side, const std::string& where);
    void natural_limit_claim(Side side, const std::string& where);
    core::Result<core::Ok> draw_claim(const Event& event, const std::string& where);
    void draw_offer(Side side);
    void draw_accept(Side side, const std::string& where);
    void resign(Side side);
    void impasse(const std::string& where);

    bool over() const { return over_; }
    // The verdict so far (the final one once every event is in): the ply and the position now.
    Verdict verdict() const;

private:
    Side mover() const { return side_at(adapter_.side_to_move()); }
    SideState& state(Side side) { return sides_[static_cast<std::size_t>(index(side))]; }
    std::string name(Side side) const { return std::string(side_name(record_.game, side)); }
    core::Error bad_record(const std::string& where, const std::string& what) const;
    void note(const std::string& where, const std::string& what);

    void end(Outcome result, std::optional<Side> winner, core::RuleId rule, int at,
             std::string detail = {});
    // Ends the game when the adapter's status says it is over; returns whether it did.
    bool end_if_over(const core::GameStatus& status);
    void foul(Side side, int at, std::optional<core::RuleId> rule, std::string detail, bool counts);
    // Plays the move of a `move` event or of a draw claim: time, legality, touch-move, record
    // make-up, then the status.
    core::Result<core::Ok> play_move(const Event& event, Side side, const std::string& where);
    // FIDE 9.5.3: an incorrect draw claim.
    void refuse_claim(Side side, const std::string& where, const std::string& why);
    // The chess draw claims of draw_claim: which draws wait for a claim under the record's
    // options, and the draw the claim makes hold now (nullopt: none).
    struct ClaimableDraws {
        bool repetition = false;  // the third occurrence (FIDE 9.2)
        bool fifty = false;       // fifty moves each (FIDE 9.3)
    };
    ClaimableDraws claimable_draws() const;
    std::optional<core::RuleId> claim_holds(ClaimableDraws claimable) const;
    // A claim without a written move (FIDE 9.2.1.2 / 9.3.2) and one resting on it (9.2.1.1 /
    // 9.3.1).
    void claim_now(Side side, ClaimableDraws claimable, const std::string& where);
    core::Result<core::Ok> claim_with_move(const Event& event, Side side, ClaimableDraws claimable,
                                           const std::string& where);

    const GameRecord& record_;
    oracle::Adapter& adapter_;
    Policy policy_;
    std::optional<Clock> clock_;
    // The status options after each move: a natural limit waiting for a claim is left out.
    core::RuleOptions move_options_;

    std::array<SideState, 2> sides_{};
    int ply_ = 0;
    bool over_ = false;
    std::optional<Side> draw_offer_;  // the side whose draw offer stands
    std::vector<std::string> touched_;
    bool simultaneous_ = false;
    Verdict verdict_;
};

}  // namespace arbiter::referee::adjudicate
