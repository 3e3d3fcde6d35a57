#pragma once
// The time-control arithmetic of a game record (xiangqi competition rules §6.1-6.5; FIDE Laws 6):
// how many seconds a side may have used by its k-th move, which period that move falls in, and
// the three-minute exemption from record keeping (xiangqi competition rules §7.2). A Clock holds
// no state of the game: the arbiter keeps each side's used seconds and bonus.

#include "referee/adjudicate/record.h"

namespace arbiter::referee::adjudicate {

class Clock {
public:
    // Below this many seconds left in a period a side need not record its moves (§7.2).
    static constexpr double kRecordExemptSeconds = 180.0;

    explicit Clock(TimeControl control) : control_(std::move(control)) {}

    // Seconds allotted to a side up to and including its k-th move (k >= 1): the periods
    // accumulate and unused time carries over; a repeating last period adds its minutes per block.
    // Past a last period that covers a fixed number of moves: no more time.
    double allotted_seconds(int k) const;

    // The period that a side's k-th move (k >= 1) falls in, 0 for the first, each block of a
    // repeating period counting as a period of its own. Past a last period without a repeat: that
    // period.
    int period_of(int k) const;

    // Whether the k-th move, with `used` seconds used in all and `bonus` seconds added to the
    // side's allotment, oversteps the time.
    bool oversteps(int k, double used, double bonus) const {
        return used > allotted_seconds(k) + bonus + 1e-9;
    }

    // The seconds left to a side that has made `moves_made` moves in the period of its latest move
    // (of its first move before it has moved): when its latest record entry was due.
    double remaining_after(int moves_made, double used, double bonus) const;

    // §7.2: an entry skipped with under three minutes left is exempt (until the next period).
    bool record_exempt(int moves_made, double used, double bonus) const {
        return remaining_after(moves_made, used, bonus) < kRecordExemptSeconds;
    }

private:
    TimeControl control_;
};

}  // namespace arbiter::referee::adjudicate
