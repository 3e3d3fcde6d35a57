#pragma once
// Perft and divide over any adapter, timed, with progress for long runs.

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "oracle/adapter.h"

namespace arbiter::oracle {

struct DivideEntry {
    std::string move;
    std::uint64_t nodes = 0;
};

struct PerftReport {
    std::uint64_t nodes = 0;
    double seconds = 0;               // the perft itself, without start-up and parsing
    double cpu_seconds = 0;           // the process's CPU time over the same span (all threads)
    std::vector<DivideEntry> divide;  // sorted by move; filled when asked for
};

// The CPU time this process has used so far, all its threads together.
double process_cpu_seconds();

// Called after each root move: (root moves done, root moves in all, the move just counted).
using ProgressFn = std::function<void(std::size_t, std::size_t, std::string_view)>;

// Counts the leaves `depth` plies deep from the adapter's current position. With `want_divide`
// or a progress callback it goes through the root moves one by one (play, perft, undo).
PerftReport run_perft(Adapter& adapter, int depth, PerftMode mode, bool want_divide,
                      const ProgressFn& progress = {});

// The per-root-move counts (depth >= 1).
std::vector<DivideEntry> divide(Adapter& adapter, int depth, PerftMode mode,
                                const ProgressFn& progress = {});

}  // namespace arbiter::oracle
