// SAN in fast/chess (fast/chess/record_notation.h): resolving one SAN text (parse_san) and writing
// one (write_san), per move, over every legal move of the shared positions; and a whole published
// game (the Opera game, Paris 1858) read move by move and played, as a PGN checker does.

#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "bench/bench_positions.h"
#include "fast/chess/movegen.h"
#include "fast/chess/notation.h"
#include "fast/chess/record_notation.h"

namespace {

namespace fc = arbiter::fast::chess;
using arbiter::bench::BenchPosition;

fc::Position load(const BenchPosition& p) { return fc::parse_position(p.fen).value(); }

// The canonical SAN of every legal move of `pos`.
std::vector<std::string> all_san(const fc::Position& pos) {
    fc::MoveList list;
    fc::generate_legal(pos, list);
    std::vector<std::string> out;
    for (const fc::Move m : list) out.push_back(fc::print_san(pos, m));
    return out;
}

void BM_ChessFastSanParse(benchmark::State& state, BenchPosition p) {
    const fc::Position pos = load(p);
    const std::vector<std::string> texts = all_san(pos);
    for (auto _ : state) {
        for (const std::string& text : texts) benchmark::DoNotOptimize(fc::parse_san(pos, text));
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(texts.size()));
}

void BM_ChessFastSanWrite(benchmark::State& state, BenchPosition p) {
    const fc::Position pos = load(p);
    fc::MoveList list;
    fc::generate_legal(pos, list);
    for (auto _ : state) {
        for (const fc::Move m : list) {
            char out[fc::kMaxSanLength + 1];
            benchmark::DoNotOptimize(fc::write_san(pos, m, out));
            benchmark::DoNotOptimize(out);
        }
    }
    state.SetItemsProcessed(state.iterations() * list.size());
}

#define ARBITER_SAN_BENCH(fn)                                   \
    BENCHMARK_CAPTURE(fn, start, arbiter::bench::kStart);       \
    BENCHMARK_CAPTURE(fn, kiwipete, arbiter::bench::kKiwipete); \
    BENCHMARK_CAPTURE(fn, endgame, arbiter::bench::kEndgame);   \
    BENCHMARK_CAPTURE(fn, promotions, arbiter::bench::kPromotions)

ARBITER_SAN_BENCH(BM_ChessFastSanParse);
ARBITER_SAN_BENCH(BM_ChessFastSanWrite);

// Read and play a whole game: items are plies.
void BM_ChessFastSanGame(benchmark::State& state) {
    const std::vector<std::string> score = {
        "e4",    "e5",  "Nf3",  "d6",   "d4",  "Bg4", "dxe5",  "Bxf3", "Qxf3", "dxe5",  "Bc4",
        "Nf6",   "Qb3", "Qe7",  "Nc3",  "c6",  "Bg5", "b5",    "Nxb5", "cxb5", "Bxb5+", "Nbd7",
        "O-O-O", "Rd8", "Rxd7", "Rxd7", "Rd1", "Qe6", "Bxd7+", "Nxd7", "Qb8+", "Nxb8",  "Rd8#"};
    const fc::Position start = fc::Position::startpos();
    for (auto _ : state) {
        fc::Position pos = start;
        for (const std::string& san : score) {
            const auto m = fc::parse_san(pos, san);
            if (!m.ok()) state.SkipWithError("the game does not read");
            pos.make(m.value());
        }
        benchmark::DoNotOptimize(pos);
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(score.size()));
}
BENCHMARK(BM_ChessFastSanGame);

}  // namespace
