// The record readers take time linear in their input (docs/records.md, "Size and time"): each test
// reads a generated game of the shape that a reader looking things up by scanning would handle in
// quadratic time, several times over. Read in linear time this takes about a second; the old
// quadratic readers took minutes, which the test's ctest TIMEOUT (tests/CMakeLists.txt) turns into
// a failure. Expected token counts are counted from the composed texts.

#include <gtest/gtest.h>

#include <cstddef>
#include <string>

#include "formats/record.h"
#include "formats/shogi_records.h"
#include "formats/xiangqi_records.h"

namespace arbiter::formats {
namespace {

// How many times each game is read: enough that a quadratic reader runs for minutes.
constexpr int kRounds = 10;

// A KIF mainline of `moves` moves and `branches` 変化 of one move each, all hanging off the
// mainline at its last plies, one ply each (the parent of each is found among all the lines
// before it, and each mainline move has every branch to pass over).
std::string wide_kif(int moves, int branches) {
    std::string text = "手数----指手---------消費時間--\n";
    for (int ply = 1; ply <= moves; ++ply) text += std::to_string(ply) + " ７六歩(77)\n";
    for (int ply = moves - branches + 1; ply <= moves; ++ply) {
        text += "変化：" + std::to_string(ply) + "手\n";
        text += std::to_string(ply) + " ２六歩(27)\n";
    }
    return text;
}

TEST(ReaderScaling, KifBranchesAllOffOneLineReadInLinearTime) {
    // 131072 + 3 * 43690 = 262142 tokens: just under kMaxRecordTokens.
    constexpr int kMoves = 131072;
    constexpr int kBranches = 43690;
    static_assert(kMoves + 3 * kBranches <= static_cast<int>(kMaxRecordTokens));
    const std::string text = wide_kif(kMoves, kBranches);
    for (int round = 0; round < kRounds; ++round) {
        KifReader reader(text);
        RecordGame g;
        ASSERT_TRUE(reader.next(g));
        ASSERT_FALSE(g.problem) << g.problem->message;
        ASSERT_EQ(g.tokens.size(), std::size_t{kMoves + 3 * kBranches});
        // The first branch: after mainline move kMoves - kBranches + 1, ( ２六歩 ).
        const std::size_t first = kMoves - kBranches;
        EXPECT_EQ(g.tokens[first].text, "７六歩(77)");
        EXPECT_EQ(g.tokens[first + 1].kind, TokenKind::VariationStart);
        EXPECT_EQ(g.tokens[first + 2].text, "２六歩(27)");
        EXPECT_EQ(g.tokens[first + 3].kind, TokenKind::VariationEnd);
        EXPECT_EQ(g.tokens[first + 4].text, "７六歩(77)");
        EXPECT_EQ(g.tokens.back().kind, TokenKind::VariationEnd);
        EXPECT_FALSE(reader.next(g));
    }
}

TEST(ReaderScaling, KifOneMoveTooManyIsRecordTooLong) {
    // kMaxRecordTokens + 1 moves on the mainline: the game stops with record.too-long at the
    // move past the cap, and the reader goes on to the game after it.
    const auto moves = static_cast<int>(kMaxRecordTokens) + 1;
    std::string text = wide_kif(moves, 0) + "#KIF\n手数----指手---------消費時間--\n1 ７六歩(77)\n";
    KifReader reader(text);
    RecordGame g;
    ASSERT_TRUE(reader.next(g));
    ASSERT_TRUE(g.problem);
    EXPECT_EQ(g.problem->message.rfind("record.too-long", 0), 0u) << g.problem->message;
    EXPECT_EQ(g.problem->at.line, static_cast<std::uint32_t>(moves + 1));
    ASSERT_TRUE(reader.next(g));
    EXPECT_FALSE(g.problem);
    EXPECT_EQ(g.tokens.size(), 1u);
    EXPECT_FALSE(reader.next(g));
}

// A DhtmlXQ block with a mainline of `moves` moves and `lines` variations of one move each off
// the mainline at its last plies (each mainline move has every variation to look through, and
// each variation's place in the text lies after the whole mainline).
std::string wide_dhtmlxq(int moves, int lines) {
    std::string text = "[DhtmlXQ]\n[DhtmlXQ_movelist]";
    for (int k = 0; k < moves; ++k) text += k % 2 == 0 ? "7747" : "7242";  // h2e2 / h7e7 and back
    text += "[/DhtmlXQ_movelist]\n";
    for (int n = 1; n <= lines; ++n) {
        const std::string name =
            "move_0_" + std::to_string(moves - lines + n) + "_" + std::to_string(n);
        text += "[DhtmlXQ_" + name + "]1927[/DhtmlXQ_" + name + "]\n";
    }
    text += "[/DhtmlXQ]\n";
    return text;
}

TEST(ReaderScaling, DhtmlxqWideVariationsReadInLinearTime) {
    constexpr int kLines = 4095;  // with the mainline, the most lines a block may have
    constexpr int kMoves = static_cast<int>(kMaxRecordTokens) - 3 * kLines;
    const std::string text = wide_dhtmlxq(kMoves, kLines);
    for (int round = 0; round < kRounds; ++round) {
        auto reader = make_dhtmlxq_reader(text, {}, 1);
        RecordGame g;
        ASSERT_TRUE(reader->next(g));
        ASSERT_FALSE(g.problem) << g.problem->message;
        ASSERT_EQ(g.tokens.size(), std::size_t{kMoves + 3 * kLines});
        const std::size_t first = kMoves - kLines;
        EXPECT_EQ(g.tokens[first].text, first % 2 == 0 ? "h2e2" : "h7e7");
        EXPECT_EQ(g.tokens[first + 1].kind, TokenKind::VariationStart);
        EXPECT_EQ(g.tokens[first + 2].text, "b0c2");
        EXPECT_EQ(g.tokens[first + 2].at.line, 3u);  // the first variation's line
        EXPECT_EQ(g.tokens[first + 3].kind, TokenKind::VariationEnd);
        EXPECT_FALSE(reader->next(g));
    }
}

}  // namespace
}  // namespace arbiter::formats
