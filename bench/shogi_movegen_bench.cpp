// Google Benchmark: fast/shogi move generation and counting (start position, a drop-heavy position,
// the 593-move position), make/unmake, and perft (bulk and full make) against reference/shogi.

#include <benchmark/benchmark.h>

#include "fast/shogi/movegen.h"
#include "fast/shogi/perft.h"
#include "oracle/registry.h"

namespace {

namespace fs = arbiter::fast::shogi;

constexpr const char* kStart = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
constexpr const char* kMatsuri =
    "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1";
constexpr const char* kMostMoves = "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1";

fs::Position position(const char* sfen) {
    fs::Position pos;
    (void)fs::Position::parse_sfen(sfen, pos);
    return pos;
}

void generate(benchmark::State& state, const char* sfen) {
    const fs::Position pos = position(sfen);
    fs::MoveList list;
    for (auto _ : state) {
        fs::generate_legal(pos, list);
        benchmark::DoNotOptimize(list.size());
    }
    state.SetItemsProcessed(state.iterations() * list.size());
}
BENCHMARK_CAPTURE(generate, start, kStart);
BENCHMARK_CAPTURE(generate, matsuri_drops, kMatsuri);
BENCHMARK_CAPTURE(generate, most_moves_593, kMostMoves);

// The counting generator (perft's last ply): popcounts of target sets, no move written.
void count(benchmark::State& state, const char* sfen) {
    const fs::Position pos = position(sfen);
    int moves = 0;
    for (auto _ : state) {
        moves = fs::count_legal(pos);
        benchmark::DoNotOptimize(moves);
    }
    state.SetItemsProcessed(state.iterations() * moves);
}
BENCHMARK_CAPTURE(count, start, kStart);
BENCHMARK_CAPTURE(count, matsuri_drops, kMatsuri);
BENCHMARK_CAPTURE(count, most_moves_593, kMostMoves);

void make_unmake(benchmark::State& state) {
    fs::Position pos = position(kMatsuri);
    fs::MoveList list;
    fs::generate_legal(pos, list);
    for (auto _ : state) {
        for (const fs::Move m : list) {
            const fs::Undo u = pos.make(m);
            pos.unmake(m, u);
        }
        benchmark::DoNotOptimize(pos.key());
    }
    state.SetItemsProcessed(state.iterations() * list.size());
}
BENCHMARK(make_unmake);

void perft(benchmark::State& state, const char* sfen, int depth, bool bulk) {
    fs::Position pos = position(sfen);
    std::uint64_t nodes = 0;
    for (auto _ : state) {
        nodes = fs::perft(pos, depth, bulk ? fs::PerftMode::Bulk : fs::PerftMode::FullMake);
        benchmark::DoNotOptimize(nodes);
    }
    state.counters["nps"] =
        benchmark::Counter(static_cast<double>(nodes) * static_cast<double>(state.iterations()),
                           benchmark::Counter::kIsRate);
}
BENCHMARK_CAPTURE(perft, start_4_bulk, kStart, 4, true)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(perft, start_5_bulk, kStart, 5, true)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(perft, start_4_full, kStart, 4, false)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(perft, matsuri_2_bulk, kMatsuri, 2, true)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(perft, matsuri_3_bulk, kMatsuri, 3, true)->Unit(benchmark::kMillisecond);

void reference_perft(benchmark::State& state) {
    auto made =
        arbiter::oracle::make_adapter(arbiter::core::Game::Shogi, arbiter::oracle::Impl::Reference);
    if (!made.ok()) {
        state.SkipWithError("no reference adapter");
        return;
    }
    auto ref = made.value();
    (void)ref->set_position("startpos", {});
    for (auto _ : state) benchmark::DoNotOptimize(ref->perft(3, arbiter::oracle::PerftMode::Bulk));
}
BENCHMARK(reference_perft)->Unit(benchmark::kMillisecond);

}  // namespace
