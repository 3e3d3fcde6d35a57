// xiangqi_random_walk_fuzzer: the bytes choose a walk, from the start position or a xiangqi corpus
// position, through the legal moves; reference and fast must agree at every step.
//   1 byte 0 picks the start (start position or one of the accepted, not slow corpus positions)
//   2 at every ply: the same sorted legal moves, the same check, the same status (natural limit
//     120 and 20 plies); fast's incremental hash equals its recomputation, invariants_hold()
//   3 the next byte picks the move: byte % number of legal moves (the reference's sorted list)
//   4 at the end: perft(2) agrees (fast bulk and full make vs reference) on one walk in four
//     (inputs whose size is a multiple of 4: under ASan the reference's perft(2) took a third of
//     the run, and step 2 already compares every legal list along the walk); unmake walks back to
//     the start, restoring every position exactly
// On divergence the FEN and the line are printed, then abort().

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "fast/xiangqi/movegen.h"
#include "fast/xiangqi/notation.h"
#include "fast/xiangqi/perft.h"
#include "fuzz/fuzz_input.h"
#include "fuzz/game_end_text.h"
#include "oracle/corpus.h"
#include "oracle/registry.h"

namespace {

namespace core = arbiter::core;
namespace oracle = arbiter::oracle;
namespace fx = arbiter::fast::xiangqi;
using arbiter::fuzz::game_end_text;

constexpr int kMaxPlies = 160;

struct Start {
    std::string fen;
    std::vector<std::string> moves;
};

oracle::Adapter& xiangqi_adapter(oracle::Impl impl) {
    static std::shared_ptr<oracle::Adapter> ref, fast;
    auto& slot = impl == oracle::Impl::Reference ? ref : fast;
    if (!slot) {
        auto made = oracle::make_adapter(core::Game::Xiangqi, impl);
        if (!made.ok()) {
            std::fprintf(stderr, "xiangqi_random_walk_fuzzer: %s\n", made.error().message.c_str());
            std::abort();
        }
        slot = made.value();
    }
    return *slot;
}

const std::vector<Start>& starts() {
    static const std::vector<Start> all = [] {
        std::vector<Start> out = {{"startpos", {}}};
        auto corpus = oracle::load_corpus({oracle::default_corpus_dir() / "xiangqi"});
        if (corpus.ok()) {
            for (const auto& c : corpus.value()) {
                if (c.slow || c.expect.fen_error) continue;
                out.push_back({c.fen, c.moves});
            }
        }
        return out;
    }();
    return all;
}

[[noreturn]] void diverged(const std::string& what, const std::string& fen, const Start& start,
                           const std::vector<std::string>& line) {
    std::string text;
    for (const auto& m : line) text += m + " ";
    std::fprintf(stderr, "xiangqi_random_walk_fuzzer: %s\nfen: %s\nstart: %s\nline: %s\n",
                 what.c_str(), fen.c_str(), start.fen.c_str(), text.c_str());
    std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    arbiter::fuzz::FuzzInput input(data, size);
    const auto& all = starts();
    const Start& start = all[input.index(all.size())];
    auto& ref = xiangqi_adapter(oracle::Impl::Reference);
    auto& fast = xiangqi_adapter(oracle::Impl::Fast);
    if (!ref.set_position(start.fen, start.moves).ok()) return 0;
    if (!fast.set_position(start.fen, start.moves).ok())
        diverged("fast refuses the start", start.fen, start, {});
    auto parsed = fx::parse_position(ref.fen());
    if (!parsed.ok()) diverged("fast refuses the reference's FEN", ref.fen(), start, {});
    fx::Position pos = parsed.value();
    const fx::Position first = pos;
    std::vector<std::string> line;
    std::vector<fx::Move> moves;
    std::vector<fx::Undo> undos;
    for (int ply = 0; ply <= kMaxPlies; ++ply) {
        const auto legal = ref.legal_moves();
        if (legal != fast.legal_moves()) diverged("legal moves differ", ref.fen(), start, line);
        if (ref.in_check() != fx::in_check(pos) || ref.in_check() != fast.in_check())
            diverged("check differs", ref.fen(), start, line);
        for (int limit : {120, 20}) {
            core::RuleOptions options;
            options.xiangqi_natural_limit_plies = limit;
            const auto a = ref.status(options);
            const auto b = fast.status(options);
            if (!core::same_decision(a.end, b.end))
                diverged("status differs: reference " + game_end_text(a.end) + ", fast " +
                             game_end_text(b.end),
                         ref.fen(), start, line);
        }
        if (pos.hash() != pos.compute_hash() || !pos.invariants_hold())
            diverged("hash or invariants broken", ref.fen(), start, line);
        if (legal.empty() || input.empty()) break;
        const std::string& text = legal[input.index(legal.size())];
        const auto move = fx::parse_move(text);
        const auto found = move ? fx::find_legal(pos, *move) : std::nullopt;
        if (!found) diverged("fast cannot play " + text, ref.fen(), start, line);
        const fx::Move m = *found;
        if (!ref.play(text).ok() || !fast.play(text).ok())
            diverged("an adapter refuses " + text, ref.fen(), start, line);
        fx::Undo u;
        pos.make(m, u);
        moves.push_back(m);
        undos.push_back(u);
        line.push_back(text);
    }
    if (size % 4 == 0) {
        const std::uint64_t nodes = ref.perft(2, oracle::PerftMode::Bulk);
        if (fx::perft(pos, 2, fx::PerftMode::Bulk) != nodes ||
            fx::perft(pos, 2, fx::PerftMode::FullMake) != nodes)
            diverged("perft 2 differs", ref.fen(), start, line);
    }
    while (!moves.empty()) {
        pos.unmake(moves.back(), undos.back());
        moves.pop_back();
        undos.pop_back();
        if (pos.hash() != pos.compute_hash() || !pos.invariants_hold())
            diverged("unmake breaks hash or invariants", ref.fen(), start, line);
    }
    if (!(pos == first)) diverged("unmake does not restore the start", ref.fen(), start, line);
    return 0;
}
