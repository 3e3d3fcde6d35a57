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

// RFC 3629, section 4 (the syntax of UTF-8 byte sequences) at the edge of each row of its table,
// and the examples of section 7 and of section 10 (overlong forms, surrogates).
TEST(CoreText, Utf8ByRfc3629Table) {
    const auto valid = [](std::string_view s) { return is_valid_utf8(s); };
    // UTF8-1 and UTF8-2: 00..7F, C2..DF 80..BF.
    EXPECT_TRUE(valid(std::string_view("\x00\x7F", 2)));
    EXPECT_TRUE(valid("\xC2\x80"));
    EXPECT_TRUE(valid("\xDF\xBF"));
    EXPECT_FALSE(valid("\xC1\xBF"));  // overlong U+007F
    // UTF8-3: E0 A0..BF, E1..EC 80..BF, ED 80..9F, EE..EF 80..BF; then one 80..BF.
    EXPECT_TRUE(valid("\xE0\xA0\x80"));   // U+0800
    EXPECT_FALSE(valid("\xE0\x80\xAF"));  // overlong '/' (section 10)
    EXPECT_FALSE(valid("\xE0\x9F\xBF"));  // overlong U+07FF
    EXPECT_TRUE(valid("\xEC\xBF\xBF"));
    EXPECT_TRUE(valid("\xED\x9F\xBF"));   // U+D7FF
    EXPECT_FALSE(valid("\xED\xA0\x80"));  // U+D800, a surrogate
    EXPECT_FALSE(valid("\xED\xBF\xBF"));  // U+DFFF
    EXPECT_TRUE(valid("\xEE\x80\x80"));   // U+E000
    EXPECT_TRUE(valid("\xEF\xBF\xBF"));   // U+FFFF
    EXPECT_FALSE(valid("\xE1\x80\xC0"));  // the third byte out of range
    // UTF8-4: F0 90..BF, F1..F3 80..BF, F4 80..8F; then two 80..BF.
    EXPECT_TRUE(valid("\xF0\x90\x80\x80"));   // U+10000
    EXPECT_FALSE(valid("\xF0\x8F\xBF\xBF"));  // overlong U+FFFF
    EXPECT_TRUE(valid("\xF3\xBF\xBF\xBF"));
    EXPECT_TRUE(valid("\xF4\x8F\xBF\xBF"));   // U+10FFFF, the last
    EXPECT_FALSE(valid("\xF4\x90\x80\x80"));  // above U+10FFFF
    EXPECT_FALSE(valid("\xF0\x90\x80"));      // cut at the end
    // Section 7's examples: A<NOT IDENTICAL TO><ALPHA>. and 日本語 and U+233B4.
    EXPECT_TRUE(valid("\x41\xE2\x89\xA2\xCE\x91\x2E"));
    EXPECT_TRUE(valid("\xE6\x97\xA5\xE6\x9C\xAC\xE8\xAA\x9E"));
    EXPECT_TRUE(valid("\xEF\xBB\xBF\xF0\xA3\x8E\xB4"));
    // Where the first bad byte is, past a run of ASCII longer than eight bytes.
    EXPECT_EQ(first_invalid_utf8("0123456789\xED\xA0\x80"), 10u);
    EXPECT_EQ(first_invalid_utf8("0123456789"), std::string_view::npos);
    EXPECT_EQ(utf8_sequence_length("\xF4\x8F\xBF\xBF", 0), 4u);
    EXPECT_EQ(utf8_sequence_length("a\xC3\xA9", 1), 2u);
}

TEST(CoreText, InvalidUtf8BecomesReplacementCharacters) {
    std::string storage;
    EXPECT_EQ(valid_utf8("plain é", storage), "plain é");
    EXPECT_TRUE(storage.empty());  // nothing copied
    // Each byte that begins no well-formed sequence becomes U+FFFD (EF BF BD).
    EXPECT_EQ(valid_utf8("a\xE0\x80\xAF"
                         "b\xED\xA0\x80",
                         storage),
              "a\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD"
              "b\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD");
    EXPECT_TRUE(is_valid_utf8(valid_utf8("\xF4\x90\x80\x80\xC3", storage)));
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
    EXPECT_EQ(line_at("a\n", 0).next, 2u);
    // CR alone ends a line too (old Macintosh files): "a", "" and "b" here.
    EXPECT_EQ(line_at("a\r\r\nb", 0).text, "a");
    EXPECT_EQ(line_at("a\r\r\nb", 0).next, 2u);
    EXPECT_EQ(line_at("a\r\r\nb", 2).text, "");
    EXPECT_EQ(line_at("a\r\r\nb", 2).next, 4u);
    EXPECT_EQ(line_at("a\rb", 2).text, "b");
    EXPECT_EQ(line_at("a\rb", 2).next, 3u);
    EXPECT_EQ(line_at("a\r", 0).next, 2u);
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
