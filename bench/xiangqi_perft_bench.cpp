// Google Benchmark: perft of fast/xiangqi (bulk counting and full make), items = leaf nodes.

#include <benchmark/benchmark.h>

#include "fast/xiangqi/notation.h"
#include "fast/xiangqi/perft.h"

namespace {

namespace fx = arbiter::fast::xiangqi;

void BM_XiangqiPerftStartBulk(benchmark::State& state) {
    fx::Position pos = fx::Position::startpos();
    const int depth = static_cast<int>(state.range(0));
    std::uint64_t nodes = 0;
    for (auto _ : state) nodes = fx::perft(pos, depth, fx::PerftMode::Bulk);
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(nodes));
}
BENCHMARK(BM_XiangqiPerftStartBulk)->Arg(3)->Arg(4)->Unit(benchmark::kMillisecond);

void BM_XiangqiPerftStartFullMake(benchmark::State& state) {
    fx::Position pos = fx::Position::startpos();
    const int depth = static_cast<int>(state.range(0));
    std::uint64_t nodes = 0;
    for (auto _ : state) nodes = fx::perft(pos, depth, fx::PerftMode::FullMake);
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(nodes));
}
BENCHMARK(BM_XiangqiPerftStartFullMake)->Arg(3)->Arg(4)->Unit(benchmark::kMillisecond);

void BM_XiangqiPerftMiddlegameBulk(benchmark::State& state) {
    fx::Position pos =
        fx::parse_position(
            "1rb1ka2r/nc2a4/4b1nc1/p1p1p1p2/8P/6P2/P1P1P4/N6C1/R3A3C/2BAK1BNR w - - 1 11")
            .value();
    std::uint64_t nodes = 0;
    for (auto _ : state) nodes = fx::perft(pos, 4, fx::PerftMode::Bulk);
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(nodes));
}
BENCHMARK(BM_XiangqiPerftMiddlegameBulk)->Unit(benchmark::kMillisecond);

}  // namespace
