// The time-control arithmetic (clock.h).

#include "referee/adjudicate/clock.h"

#include <algorithm>

namespace arbiter::referee::adjudicate {

double Clock::allotted_seconds(int k) const {
    double minutes = 0;
    int done = 0;
    for (const TimePeriod& p : control_.periods) {
        if (!p.moves) return (minutes + p.minutes) * 60.0;
        if (p.repeat) {
            const int blocks = (k - done + *p.moves - 1) / *p.moves;
            return (minutes + std::max(blocks, 1) * p.minutes) * 60.0;
        }
        minutes += p.minutes;
        done += *p.moves;
        if (k <= done) return minutes * 60.0;
    }
    return minutes * 60.0;
}

int Clock::period_of(int k) const {
    int done = 0;
    for (std::size_t i = 0; i < control_.periods.size(); ++i) {
        const TimePeriod& p = control_.periods[i];
        const int index = static_cast<int>(i);
        if (!p.moves) return index;
        if (p.repeat) return index + std::max(k - done - 1, 0) / *p.moves;
        done += *p.moves;
        if (k <= done) return index;
    }
    return static_cast<int>(control_.periods.size()) - 1;
}

double Clock::remaining_after(int moves_made, double used, double bonus) const {
    return allotted_seconds(std::max(moves_made, 1)) + bonus - used;
}

}  // namespace arbiter::referee::adjudicate
