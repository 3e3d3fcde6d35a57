// shogi_random_walk_fuzzer: the bytes choose a walk, from the start position or a corpus perft
// position, through the legal moves; reference and fast must agree at every step.
//   1 byte 0 picks the start
//   2 at every ply: the same sorted legal moves, check and status; fast's incremental hash equals
//     its recomputation and invariants_hold()
//   3 the next byte picks the move: byte % number of legal moves (the sorted list)
//   4 at the end: perft(2) agrees (fast bulk and full make vs reference) on one walk in four
//     (inputs whose size is a multiple of 4: under ASan the reference's perft(2) cost more than a
//     tenth of the run, and step 2 already compares every legal list along the walk); fast's
//     unmake walks back to the start, restoring every position exactly
// A walk is at most kMaxPlies plies (each ply sorts two lists of up to a few hundred moves).
// On divergence the SFEN and the line are printed, then abort().

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "fast/shogi/movegen.h"
#include "fast/shogi/notation.h"
#include "fuzz/fuzz_input.h"
#include "oracle/registry.h"

namespace {

namespace core = arbiter::core;
namespace oracle = arbiter::oracle;
namespace fs = arbiter::fast::shogi;

constexpr int kMaxPlies = 120;

// From corpus/shogi/perft.json.
const char* const kStarts[] = {
    "startpos",
    "lance",
    "2-piece",
    "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
    "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
    "Rp1p1gb2/l1s1+P2sk/1+PPSp4/p1+B3nP1/5pp1l/P1pR2n1P/LG2PPGKL/s6G1/2+p+n1+n+p2 w p 198",
    "5p3/1+NrP1kp1l/4b3N/pppgp2P1/sPBs5/P1G3Pnp/LGP2P2P/2l1K3s/3SP2+lg b Prnp 195",
};

oracle::Adapter& adapter(oracle::Impl impl) {
    static std::shared_ptr<oracle::Adapter> ref, fast;
    auto& slot = impl == oracle::Impl::Reference ? ref : fast;
    if (!slot) {
        auto made = oracle::make_adapter(core::Game::Shogi, impl);
        if (!made.ok()) std::abort();
        slot = made.value();
    }
    return *slot;
}

[[noreturn]] void diverged(const std::string& what, const std::string& sfen,
                           const std::vector<std::string>& line) {
    std::string joined;
    for (const auto& m : line) joined += m + " ";
    std::fprintf(stderr, "shogi_random_walk_fuzzer: %s\nsfen: %s\nline: %s\n", what.c_str(),
                 sfen.c_str(), joined.c_str());
    std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    arbiter::fuzz::FuzzInput input(data, size);
    const char* start = kStarts[input.index(sizeof kStarts / sizeof kStarts[0])];
    auto& ref = adapter(oracle::Impl::Reference);
    auto& fast = adapter(oracle::Impl::Fast);
    if (!ref.set_position(start, {}).ok() || !fast.set_position(start, {}).ok())
        diverged("start refused", start, {});
    fs::Position pos;
    if (!fs::Position::named(start, pos)) (void)fs::Position::parse_sfen(start, pos);
    const fs::Position initial = pos;
    std::vector<std::string> line;
    std::vector<fs::Move> played;
    std::vector<fs::Undo> undos;
    const core::RuleOptions options;
    for (int ply = 0; ply < kMaxPlies && !input.empty(); ++ply) {
        const auto legal = ref.legal_moves();
        if (legal != fast.legal_moves()) diverged("legal moves differ", ref.fen(), line);
        if (ref.in_check() != fast.in_check()) diverged("check differs", ref.fen(), line);
        const auto a = ref.status(options), b = fast.status(options);
        if (!core::same_decision(a.end, b.end)) diverged("status differs", ref.fen(), line);
        if (pos.key() != pos.compute_key() || !pos.invariants_hold())
            diverged("fast invariants", pos.sfen(), line);
        if (legal.empty() || a.end.over()) break;
        const std::string& move = legal[input.index(legal.size())];
        if (!ref.play(move).ok() || !fast.play(move).ok())
            diverged("play refused: " + move, ref.fen(), line);
        line.push_back(move);
        const auto parsed = fs::parse_move(move);
        if (!parsed) diverged("fast cannot read " + move, pos.sfen(), line);
        played.push_back(parsed->move);
        undos.push_back(pos.make(parsed->move));
        if (pos.sfen() != ref.fen()) diverged("positions differ", ref.fen(), line);
    }
    if (size % 4 == 0) {
        const auto ref2 = ref.perft(2, oracle::PerftMode::Bulk);
        if (ref2 != fast.perft(2, oracle::PerftMode::Bulk) ||
            ref2 != fast.perft(2, oracle::PerftMode::FullMake)) {
            diverged("perft(2) differs", ref.fen(), line);
        }
    }
    while (!played.empty()) {
        pos.unmake(played.back(), undos.back());
        played.pop_back();
        undos.pop_back();
    }
    if (!(pos == initial) || pos.key() != initial.key())
        diverged("unmake did not restore the start", pos.sfen(), line);
    return 0;
}
