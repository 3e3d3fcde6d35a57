// core/text.h: the text helpers on texts composed here, each expected value read off the text
// (RFC 3629 for the shapes of UTF-8 sequences).

#include "core/text.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::core {
namespace {

TEST(CoreText, ByteOrderMarkIsDroppedOnlyAtTheStart) {
    EXPECT_EQ(without_byte_order_mark("\xEF\xBB\xBF"
                                      "abc"),
              "abc");
    EXPECT_EQ(without_byte_order_mark("abc\xEF\xBB\xBF"), "abc\xEF\xBB\xBF");
    EXPECT_EQ(without_byte_order_mark("\xEF\xBB"), "\xEF\xBB");
    EXPECT_EQ(without_byte_order_mark(""), "");
}

TEST(CoreText, Utf8ValidityByTheShapeOfSequences) {
    EXPECT_TRUE(is_valid_utf8(""));
    EXPECT_TRUE(is_valid_utf8("ascii"));
    EXPECT_TRUE(is_valid_utf8("\xC3\xA9"));          // é
    EXPECT_TRUE(is_valid_utf8("変化"));              // three bytes each
    EXPECT_TRUE(is_valid_utf8("\xF0\x9F\x98\x80"));  // four bytes
    EXPECT_FALSE(is_valid_utf8("\xC0\x80"));         // C0 and C1 never lead
    EXPECT_FALSE(is_valid_utf8("\xF5\x80\x80\x80"));
    EXPECT_FALSE(is_valid_utf8("\x80"));              // a continuation byte alone
    EXPECT_FALSE(is_valid_utf8("\xE5\xA4"));          // cut at the end
    EXPECT_FALSE(is_valid_utf8("\xE5\x41\x41"));      // not a continuation byte
    EXPECT_FALSE(is_valid_utf8("\x82\xA0\x82\xA2"));  // Shift_JIS あい
}

TEST(CoreText, LinesWithoutTheirBreaks) {
    const std::string_view text = "one\r\ntwo\n\nlast";
    std::vector<std::string_view> lines;
    for (std::size_t pos = 0; pos < text.size();) {
        const TextLine line = line_at(text, pos);
        lines.push_back(line.text);
        pos = line.next;
    }
    EXPECT_EQ(lines, (std::vector<std::string_view>{"one", "two", "", "last"}));
    EXPECT_EQ(line_at("a\r\r\n", 0).text, "a\r");  // one '\r' before the break only
    EXPECT_EQ(line_at("a\n", 0).next, 2u);
}

TEST(CoreText, AsciiSpaceTrimsAndSplits) {
    EXPECT_EQ(trim_ascii_space(" \t\v\f\r\nword  word\r\n"), "word  word");
    EXPECT_EQ(trim_ascii_space("   "), "");
    EXPECT_EQ(split_ascii_space("  perft\t1 \r 20\n"),
              (std::vector<std::string_view>{"perft", "1", "20"}));
    EXPECT_TRUE(split_ascii_space(" \t ").empty());
    EXPECT_EQ(split_ascii_space("\xC2\xA0x"), (std::vector<std::string_view>{"\xC2\xA0x"}));
    EXPECT_EQ(words_of(" bestmove\te2e4  ponder e7e5\r"),
              (std::vector<std::string>{"bestmove", "e2e4", "ponder", "e7e5"}));
    EXPECT_TRUE(words_of("\v\f").empty());
}

TEST(CoreText, JoinedPutsNoSeparatorBeforeTheFirstText) {
    EXPECT_EQ(joined({"e2e4", "e7e5"}, " "), "e2e4 e7e5");
    EXPECT_EQ(joined({}, ","), "");
    EXPECT_EQ(joined({"", "a", "", "b"}, ","), "a,,b");
}

TEST(CoreText, EndsWithAsciiLowerIgnoresTheCaseOfTheText) {
    EXPECT_TRUE(ends_with_ascii_lower("GAMES.PGN", ".pgn"));
    EXPECT_TRUE(ends_with_ascii_lower("a.Kif", ".kif"));
    EXPECT_FALSE(ends_with_ascii_lower("pgn", ".pgn"));
    EXPECT_FALSE(ends_with_ascii_lower("a.pgn", ".PGN"));  // the tail is written in lower case
}

TEST(CoreText, StartsWithAsciiLowerIgnoresTheCaseOfTheText) {
    EXPECT_TRUE(starts_with_ascii_lower("Nodes searched: 20", "nodes searched"));
    EXPECT_TRUE(starts_with_ascii_lower("NODES", "nodes"));
    EXPECT_FALSE(starts_with_ascii_lower("Node", "nodes"));
    EXPECT_FALSE(starts_with_ascii_lower(" nodes", "nodes"));
    EXPECT_FALSE(starts_with_ascii_lower("nodes", "Nodes"));  // the head is written in lower case
}

TEST(CoreText, NumbersAreWholeAndInRange) {
    int n = 0;
    EXPECT_TRUE(parse_number<int>("20", n, 1, 20));
    EXPECT_EQ(n, 20);
    EXPECT_FALSE(parse_number<int>("21", n, 1, 20));
    EXPECT_FALSE(parse_number<int>("", n, 1, 20));
    EXPECT_FALSE(parse_number<int>(" 5", n, 1, 20));
    EXPECT_FALSE(parse_number<int>("+5", n, 1, 20));
    EXPECT_FALSE(parse_number<int>("5x", n, 1, 20));
    std::uint64_t big = 0;
    EXPECT_TRUE(parse_number<std::uint64_t>("18446744073709551615", big, 0, ~std::uint64_t{0}));
    EXPECT_FALSE(parse_number<std::uint64_t>("18446744073709551616", big, 0, ~std::uint64_t{0}));
    EXPECT_FALSE(parse_number<std::uint64_t>("-1", big, 0, ~std::uint64_t{0}));
}

}  // namespace
}  // namespace arbiter::core
