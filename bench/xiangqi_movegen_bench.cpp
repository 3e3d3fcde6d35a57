// Google Benchmark: move generation, bulk counting and make/unmake of fast/xiangqi on the start
// position and two middlegame positions of corpus/xiangqi/perft.json.

#include <benchmark/benchmark.h>

#include "fast/xiangqi/movegen.h"
#include "fast/xiangqi/notation.h"

namespace {

namespace fx = arbiter::fast::xiangqi;

constexpr const char* kFens[] = {
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "1rb1ka2r/nc2a4/4b1nc1/p1p1p1p2/8P/6P2/P1P1P4/N6C1/R3A3C/2BAK1BNR w - - 1 11",
    "3ak1bn1/4ar3/r3b1c1c/p3p1p1p/2pn5/6C2/P1P1P1P1P/2N4CN/2R6/2BAKAB1R b - - 20 11",
};

fx::Position position(std::int64_t i) { return fx::parse_position(kFens[i]).value(); }

void BM_XiangqiGenerateLegal(benchmark::State& state) {
    const fx::Position pos = position(state.range(0));
    for (auto _ : state) {
        fx::MoveList list;
        fx::generate_legal(pos, list);
        benchmark::DoNotOptimize(list.size());
    }
}
BENCHMARK(BM_XiangqiGenerateLegal)->DenseRange(0, 2);

void BM_XiangqiCountLegal(benchmark::State& state) {
    const fx::Position pos = position(state.range(0));
    for (auto _ : state) benchmark::DoNotOptimize(fx::count_legal(pos));
}
BENCHMARK(BM_XiangqiCountLegal)->DenseRange(0, 2);

void BM_XiangqiMakeUnmake(benchmark::State& state) {
    fx::Position pos = position(state.range(0));
    fx::MoveList list;
    fx::generate_legal(pos, list);
    for (auto _ : state) {
        for (const fx::Move m : list) {
            fx::Undo u;
            pos.make(m, u);
            pos.unmake(m, u);
        }
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * list.size());
}
BENCHMARK(BM_XiangqiMakeUnmake)->DenseRange(0, 2);

void BM_XiangqiInCheck(benchmark::State& state) {
    const fx::Position pos = position(state.range(0));
    for (auto _ : state) benchmark::DoNotOptimize(fx::in_check(pos));
}
BENCHMARK(BM_XiangqiInCheck)->DenseRange(0, 2);

}  // namespace
