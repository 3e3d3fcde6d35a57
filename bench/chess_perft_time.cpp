// chess_perft_time FEN|startpos DEPTH [bulk|full|unmake] [REPEAT]
// Prints one line: "nodes N cpu_seconds C wall_seconds W" for the fastest of REPEAT runs (CPU
// time of this process, so other load on a shared machine counts less), after a warm-up that
// builds the attack tables. Used by compare_stockfish.sh.

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>

#include "fast/chess/notation.h"
#include "fast/chess/perft.h"

namespace {

double seconds(clockid_t clock) {
    timespec t{};
    clock_gettime(clock, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

}  // namespace

int main(int argc, char** argv) {
    namespace fc = arbiter::fast::chess;
    if (argc < 3) {
        std::fprintf(stderr,
                     "usage: chess_perft_time FEN|startpos DEPTH [bulk|full|unmake] [REPEAT]\n");
        return 2;
    }
    auto pos = fc::parse_position(argv[1]);
    if (!pos.ok()) {
        std::fprintf(stderr, "%s\n", pos.error().message.c_str());
        return 2;
    }
    const int depth = std::atoi(argv[2]);
    fc::PerftMode mode = fc::PerftMode::Bulk;
    if (argc > 3 && std::strcmp(argv[3], "full") == 0) mode = fc::PerftMode::FullMake;
    if (argc > 3 && std::strcmp(argv[3], "unmake") == 0) mode = fc::PerftMode::MakeUnmake;
    const int repeat = argc > 4 ? std::max(1, std::atoi(argv[4])) : 1;
    (void)fc::perft(pos.value(), 2, mode);  // warm-up: tables built, pages touched
    double best_cpu = 1e30, best_wall = 1e30;
    unsigned long long nodes = 0;
    for (int r = 0; r < repeat; ++r) {
        const double c0 = seconds(CLOCK_PROCESS_CPUTIME_ID), w0 = seconds(CLOCK_MONOTONIC);
        nodes = fc::perft(pos.value(), depth, mode);
        const double c = seconds(CLOCK_PROCESS_CPUTIME_ID) - c0, w = seconds(CLOCK_MONOTONIC) - w0;
        if (c < best_cpu) best_cpu = c;
        if (w < best_wall) best_wall = w;
    }
    std::printf("nodes %llu cpu_seconds %.4f wall_seconds %.4f\n", nodes, best_cpu, best_wall);
    return 0;
}
