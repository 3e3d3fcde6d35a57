// Perft of fast/chess against the published figures of the Chess Programming Wiki, "Perft
// Results" (https://www.chessprogramming.org/Perft_Results): the start position, position 2
// (Kiwipete, Peter McKenzie), positions 3-6; one promotion-heavy position counted by stockfish.
// Depths are kept small enough for a sanitizer build.

#include <gtest/gtest.h>

#include <cstdint>
#include <string_view>
#include <vector>

#include "fast/chess/notation.h"
#include "fast/chess/perft.h"

namespace arbiter::fast::chess {
namespace {

struct PerftCase {
    const char* name;
    std::string_view fen;
    std::vector<std::uint64_t> nodes;  // nodes[d - 1] = perft(d), CPW
};

const std::vector<PerftCase>& cpw_cases() {
    static const std::vector<PerftCase> cases = {
        {"Start",
         "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
         {20, 400, 8902, 197281, 4865609}},
        {"Kiwipete",
         "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -",
         {48, 2039, 97862, 4085603}},
        {"Position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -", {14, 191, 2812, 43238, 674624}},
        {"Position4",
         "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
         {6, 264, 9467, 422333}},
        {"Position4Mirrored",
         "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
         {6, 264, 9467, 422333}},
        {"Position5",
         "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
         {44, 1486, 62379, 2103487}},
        {"Position6",
         "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
         {46, 2079, 89890, 3894594}},
        // Promotion-heavy position; figures from stockfish 15.1 `go perft 1` .. `go perft 5`.
        {"Promotions", "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", {24, 496, 9483, 182838, 3605103}},
    };
    return cases;
}

Position parse(std::string_view fen) {
    auto pos = parse_position(fen);
    EXPECT_TRUE(pos.ok()) << fen;
    return pos.ok() ? pos.value() : Position::startpos();
}

TEST(ChessFastPerft, BulkCountingMatchesChessProgrammingWiki) {
    for (const PerftCase& c : cpw_cases()) {
        const Position pos = parse(c.fen);
        for (std::size_t d = 1; d <= c.nodes.size(); ++d)
            EXPECT_EQ(perft(pos, static_cast<int>(d), PerftMode::Bulk), c.nodes[d - 1])
                << c.name << " depth " << d;
    }
}

TEST(ChessFastPerft, MagicLookupMatchesChessProgrammingWiki) {
    for (const PerftCase& c : cpw_cases()) {
        const Position pos = parse(c.fen);
        for (std::size_t d = 1; d <= c.nodes.size(); ++d)
            EXPECT_EQ(perft_bulk_with_magics(pos, static_cast<int>(d)), c.nodes[d - 1])
                << c.name << " depth " << d;
    }
}

TEST(ChessFastPerft, FullMakeMatchesChessProgrammingWiki) {
    for (const PerftCase& c : cpw_cases()) {
        const Position pos = parse(c.fen);
        for (std::size_t d = 1; d + 1 <= c.nodes.size(); ++d)  // one ply less: every leaf is played
            EXPECT_EQ(perft(pos, static_cast<int>(d), PerftMode::FullMake), c.nodes[d - 1])
                << c.name << " depth " << d;
    }
}

TEST(ChessFastPerft, MakeUnmakeMatchesChessProgrammingWiki) {
    for (const PerftCase& c : cpw_cases()) {
        const Position pos = parse(c.fen);
        for (std::size_t d = 1; d + 1 <= c.nodes.size(); ++d)
            EXPECT_EQ(perft(pos, static_cast<int>(d), PerftMode::MakeUnmake), c.nodes[d - 1])
                << c.name << " depth " << d;
    }
}

TEST(ChessFastPerft, DepthZeroIsOneNode) { EXPECT_EQ(perft(Position::startpos(), 0), 1u); }

TEST(ChessFastPerft, DivideSumsToPerftAndHasOneEntryPerRootMove) {
    const Position pos = parse(cpw_cases()[1].fen);
    const auto entries = divide(pos, 3);
    EXPECT_EQ(entries.size(), 48u);  // CPW: Kiwipete perft(1) = 48
    std::uint64_t sum = 0;
    for (const auto& e : entries) sum += e.nodes;
    EXPECT_EQ(sum, 97862u);  // CPW: Kiwipete perft(3)
}

}  // namespace
}  // namespace arbiter::fast::chess
