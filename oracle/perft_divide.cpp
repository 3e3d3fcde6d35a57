#include "oracle/perft_divide.h"

#include <time.h>

#include <chrono>

namespace arbiter::oracle {

double process_cpu_seconds() {
    timespec t{};
    if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t) != 0) return 0;
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

std::vector<DivideEntry> divide(Adapter& adapter, int depth, PerftMode mode,
                                const ProgressFn& progress) {
    std::vector<DivideEntry> out;
    const auto moves = adapter.legal_moves();
    for (const std::string& move : moves) {
        auto played = adapter.play(move);
        if (!played) {
            // An adapter that lists a move it then refuses is itself inconsistent: count it as 0
            // so that the divide shows the difference.
            out.push_back({move, 0});
            continue;
        }
        out.push_back({move, depth <= 1 ? 1 : adapter.perft(depth - 1, mode)});
        adapter.undo();
        if (progress) progress(out.size(), moves.size(), move);
    }
    return out;
}

PerftReport run_perft(Adapter& adapter, int depth, PerftMode mode, bool want_divide,
                      const ProgressFn& progress) {
    PerftReport report;
    const auto start = std::chrono::steady_clock::now();
    const double cpu_start = process_cpu_seconds();
    if (depth >= 1 && (want_divide || progress)) {
        report.divide = divide(adapter, depth, mode, progress);
        for (const auto& entry : report.divide) report.nodes += entry.nodes;
    } else {
        report.nodes = adapter.perft(depth, mode);
    }
    report.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    report.cpu_seconds = process_cpu_seconds() - cpu_start;
    if (!want_divide) report.divide.clear();
    return report;
}

}  // namespace arbiter::oracle
