// fast/chess SAN read along a whole published game. The chess random-walk fuzzer replays corpus
// start lines with fast's own API, in SAN when a line is written in SAN
// (corpus/chess/notation.json, chess-notation-004); issue 39: it read them as UCI only and called
// the Opera game a divergence.

#include <gtest/gtest.h>

#include <string_view>

#include "fast/chess/movegen.h"
#include "fast/chess/notation.h"
#include "fast/chess/record_notation.h"

namespace arbiter::fast::chess {
namespace {

// The Opera game, Morphy v Duke Karl of Brunswick and Count Isouard, Paris 1858, as published:
// 17.Rd8# mates.
constexpr std::string_view kOperaGame[] = {
    "e4",    "e5",  "Nf3",  "d6",   "d4",  "Bg4", "dxe5",  "Bxf3", "Qxf3", "dxe5",  "Bc4",
    "Nf6",   "Qb3", "Qe7",  "Nc3",  "c6",  "Bg5", "b5",    "Nxb5", "cxb5", "Bxb5+", "Nbd7",
    "O-O-O", "Rd8", "Rxd7", "Rxd7", "Rd1", "Qe6", "Bxd7+", "Nxd7", "Qb8+", "Nxb8",  "Rd8#"};

TEST(ChessFastSan, ReplaysTheOperaGameToMate) {
    Position pos = parse_position("startpos").value();
    for (std::string_view text : kOperaGame) {
        const auto move = parse_san(pos, text);
        ASSERT_TRUE(move.ok()) << text;
        EXPECT_FALSE(parse_move(text).has_value()) << text << " is no UCI move";
        pos.make(move.value());
    }
    EXPECT_TRUE(pos.in_check());
    EXPECT_EQ(count_legal(pos), 0u);
}

}  // namespace
}  // namespace arbiter::fast::chess
