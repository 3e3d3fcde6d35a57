// The `go perft N` output parser. The good sample is the shape Stockfish 15.1 prints
// ("e2e4: 1" lines, a blank line, "Nodes searched: 20"); the rest is garbage it must survive.

#include "engines/perft_output.h"

#include <gtest/gtest.h>

namespace {

using namespace arbiter::engines;

TEST(EnginePerftOutput, ReadsDivideAndTotal) {
    const PerftOutput out = parse_perft_output({"info string NNUE evaluation enabled", "a2a3: 380",
                                                "b2b4: 421", "", "Nodes searched: 801", ""});
    ASSERT_EQ(out.divide.size(), 2u);
    EXPECT_EQ(out.divide[0].move, "a2a3");
    EXPECT_EQ(out.divide[0].nodes, 380u);
    EXPECT_EQ(out.divide[1].move, "b2b4");
    EXPECT_EQ(out.divide[1].nodes, 421u);
    ASSERT_TRUE(out.total);
    EXPECT_EQ(*out.total, 801u);
    ASSERT_EQ(out.other.size(), 1u);
    EXPECT_EQ(out.other[0], "info string NNUE evaluation enabled");
}

TEST(EnginePerftOutput, AcceptsEngineSpellings) {
    EXPECT_EQ(classify_perft_line("P*5e: 1").kind, PerftLineKind::Divide);
    EXPECT_EQ(classify_perft_line("b3b10: 1").move, "b3b10");
    EXPECT_EQ(classify_perft_line("8h2b+:   12  \r").nodes, 12u);
    EXPECT_EQ(classify_perft_line("G@e5: 3").move, "G@e5");
    EXPECT_EQ(classify_perft_line("nodes searched: 5").kind, PerftLineKind::Total);
    EXPECT_EQ(classify_perft_line("Nodes searched : 18446744073709551615").nodes,
              18446744073709551615ull);
}

TEST(EnginePerftOutput, GarbageIsNeitherMoveNorTotal) {
    for (const char* line : {"e2e4 20", "e2e4: -1", "e2e4: 1x", "e2e4: ", ": 5", "x: 5",
                             "a very long move name: 5", "e2 e4: 5", "Nodes searched: banana",
                             "Nodes searched", "\x01\x02: 3", "info depth 1 score cp 20"}) {
        EXPECT_EQ(classify_perft_line(line).kind, PerftLineKind::Other) << line;
    }
    EXPECT_EQ(classify_perft_line("   \t").kind, PerftLineKind::Blank);
}

// 2^64 = 18446744073709551616 (one more than the largest 64-bit count): a protocol error, never a
// wrapped number, whether on a move line or the total.
TEST(EnginePerftOutput, CountsBeyondSixtyFourBitsAreOverflow) {
    EXPECT_EQ(classify_perft_line("e2e4: 18446744073709551616").kind, PerftLineKind::Overflow);
    EXPECT_EQ(classify_perft_line("e2e4: 99999999999999999999999999").move, "e2e4");
    EXPECT_EQ(classify_perft_line("Nodes searched: 18446744073709551616").kind,
              PerftLineKind::Overflow);
    PerftOutputParser parser;
    parser.feed("a2a3: 1");
    parser.feed("a2a4: 18446744073709551617");
    EXPECT_TRUE(parser.done());
    ASSERT_TRUE(parser.output().overflow);
    EXPECT_EQ(*parser.output().overflow, "a2a4: 18446744073709551617");
    EXPECT_FALSE(parser.output().total);
}

// Endless distinct move lines: the parser stops keeping them past the cap and says so.
TEST(EnginePerftOutput, StopsAfterTooManyMoveLines) {
    PerftOutputParser parser;
    for (std::size_t i = 0; i <= PerftOutputParser::kMaxDivideLines + 10; ++i)
        parser.feed("m" + std::to_string(i) + ": 1");
    EXPECT_TRUE(parser.done());
    EXPECT_TRUE(parser.output().too_many_moves);
    EXPECT_EQ(parser.output().divide.size(), PerftOutputParser::kMaxDivideLines);
}

TEST(EnginePerftOutput, MissingTotalLeavesItUnset) {
    const PerftOutput out = parse_perft_output({"a2a3: 1", "a2a4: 1"});
    EXPECT_EQ(out.divide.size(), 2u);
    EXPECT_FALSE(out.total);
}

TEST(EnginePerftOutput, DuplicatesAreNotedAndLinesAfterTheTotalIgnored) {
    PerftOutputParser parser;
    for (const char* line : {"a2a3: 1", "a2a3: 1", "Nodes searched: 2", "h2h4: 1"})
        parser.feed(line);
    EXPECT_TRUE(parser.done());
    ASSERT_EQ(parser.output().divide.size(), 1u);
    ASSERT_EQ(parser.output().duplicates.size(), 1u);
    EXPECT_EQ(parser.output().duplicates[0], "a2a3");
}

TEST(EnginePerftOutput, KeepsAtMostTwentyGarbageLines) {
    std::vector<std::string> lines(1000, "garbage garbage");
    const PerftOutput out = parse_perft_output(lines);
    EXPECT_EQ(out.other.size(), PerftOutputParser::kMaxOtherLines);
    EXPECT_TRUE(out.divide.empty());
}

}  // namespace
