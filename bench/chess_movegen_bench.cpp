// fast/chess: legal move generation (list and count) per position, and make/unmake.

#include <benchmark/benchmark.h>

#include "bench/bench_positions.h"
#include "fast/chess/movegen.h"
#include "fast/chess/notation.h"

namespace {

namespace fc = arbiter::fast::chess;
using arbiter::bench::BenchPosition;

fc::Position load(const BenchPosition& p) { return fc::parse_position(p.fen).value(); }

void BM_ChessFastGenerate(benchmark::State& state, BenchPosition p) {
    const fc::Position pos = load(p);
    for (auto _ : state) {
        fc::MoveList list;
        fc::generate_legal(pos, list);
        benchmark::DoNotOptimize(list);
    }
    state.SetItemsProcessed(state.iterations());
}

void BM_ChessFastCount(benchmark::State& state, BenchPosition p) {
    const fc::Position pos = load(p);
    for (auto _ : state) benchmark::DoNotOptimize(fc::count_legal(pos));
    state.SetItemsProcessed(state.iterations());
}

// Every legal move of the position made and unmade once per iteration.
void BM_ChessFastMakeUnmake(benchmark::State& state, BenchPosition p) {
    fc::Position pos = load(p);
    fc::MoveList list;
    fc::generate_legal(pos, list);
    for (auto _ : state) {
        for (int i = 0; i < list.size(); ++i) {
            fc::Undo undo;
            pos.make(list[i], undo);
            benchmark::DoNotOptimize(pos);
            pos.unmake(list[i], undo);
        }
    }
    state.SetItemsProcessed(state.iterations() * list.size());
}

// The same with copy-make (the alternative the perft modes measure).
void BM_ChessFastCopyMake(benchmark::State& state, BenchPosition p) {
    const fc::Position pos = load(p);
    fc::MoveList list;
    fc::generate_legal(pos, list);
    for (auto _ : state) {
        for (int i = 0; i < list.size(); ++i) {
            fc::Position child = pos;
            child.make(list[i]);
            benchmark::DoNotOptimize(child);
        }
    }
    state.SetItemsProcessed(state.iterations() * list.size());
}

#define ARBITER_FOR_POSITIONS(fn)                               \
    BENCHMARK_CAPTURE(fn, start, arbiter::bench::kStart);       \
    BENCHMARK_CAPTURE(fn, kiwipete, arbiter::bench::kKiwipete); \
    BENCHMARK_CAPTURE(fn, endgame, arbiter::bench::kEndgame);   \
    BENCHMARK_CAPTURE(fn, promotions, arbiter::bench::kPromotions)

ARBITER_FOR_POSITIONS(BM_ChessFastGenerate);
ARBITER_FOR_POSITIONS(BM_ChessFastCount);
ARBITER_FOR_POSITIONS(BM_ChessFastMakeUnmake);
ARBITER_FOR_POSITIONS(BM_ChessFastCopyMake);

}  // namespace
