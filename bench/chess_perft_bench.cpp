// Perft: fast/chess bulk, full make (copy-make) and make/unmake; perft(4) reference vs fast
// through the oracle adapters. Items = nodes, so items_per_second is nodes per second.

#include <benchmark/benchmark.h>

#include <memory>

#include "bench/bench_positions.h"
#include "fast/chess/notation.h"
#include "fast/chess/perft.h"
#include "oracle/registry.h"

namespace {

namespace fc = arbiter::fast::chess;
namespace core = arbiter::core;
namespace oracle = arbiter::oracle;
using arbiter::bench::BenchPosition;

void BM_ChessFastPerft(benchmark::State& state, BenchPosition p, fc::PerftMode mode) {
    const fc::Position pos = fc::parse_position(p.fen).value();
    const int depth = static_cast<int>(state.range(0));
    std::uint64_t nodes = 0;
    for (auto _ : state) {
        nodes = fc::perft(pos, depth, mode);
        benchmark::DoNotOptimize(nodes);
    }
    state.counters["nodes"] = static_cast<double>(nodes);
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(nodes));
}

BENCHMARK_CAPTURE(BM_ChessFastPerft, bulk_start, arbiter::bench::kStart, fc::PerftMode::Bulk)
    ->Arg(5)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ChessFastPerft, bulk_kiwipete, arbiter::bench::kKiwipete, fc::PerftMode::Bulk)
    ->Arg(4)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ChessFastPerft, bulk_endgame, arbiter::bench::kEndgame, fc::PerftMode::Bulk)
    ->Arg(6)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ChessFastPerft, bulk_promotions, arbiter::bench::kPromotions,
                  fc::PerftMode::Bulk)
    ->Arg(5)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ChessFastPerft, full_start, arbiter::bench::kStart, fc::PerftMode::FullMake)
    ->Arg(5)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ChessFastPerft, full_kiwipete, arbiter::bench::kKiwipete,
                  fc::PerftMode::FullMake)
    ->Arg(4)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ChessFastPerft, unmake_start, arbiter::bench::kStart,
                  fc::PerftMode::MakeUnmake)
    ->Arg(5)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ChessFastPerft, unmake_kiwipete, arbiter::bench::kKiwipete,
                  fc::PerftMode::MakeUnmake)
    ->Arg(4)
    ->Unit(benchmark::kMillisecond);

// perft(4) through the adapters: the reference beside the fast implementation.
void BM_ChessAdapterPerft4(benchmark::State& state, BenchPosition p, oracle::Impl impl) {
    auto adapter = oracle::make_adapter(core::Game::Chess, impl);
    if (!adapter.ok()) {
        state.SkipWithError(adapter.error().message.c_str());
        return;
    }
    auto& a = *adapter.value();
    if (!a.set_position(p.fen, {}).ok()) {
        state.SkipWithError("bad FEN");
        return;
    }
    std::uint64_t nodes = 0;
    for (auto _ : state) {
        nodes = a.perft(4, oracle::PerftMode::Bulk);
        benchmark::DoNotOptimize(nodes);
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(nodes));
}

BENCHMARK_CAPTURE(BM_ChessAdapterPerft4, reference_start, arbiter::bench::kStart,
                  oracle::Impl::Reference)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
BENCHMARK_CAPTURE(BM_ChessAdapterPerft4, fast_start, arbiter::bench::kStart, oracle::Impl::Fast)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ChessAdapterPerft4, reference_kiwipete, arbiter::bench::kKiwipete,
                  oracle::Impl::Reference)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
BENCHMARK_CAPTURE(BM_ChessAdapterPerft4, fast_kiwipete, arbiter::bench::kKiwipete,
                  oracle::Impl::Fast)
    ->Unit(benchmark::kMillisecond);

}  // namespace
