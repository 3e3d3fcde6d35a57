// The KIF reader (formats/shogi_records.h) on what the text decides alone: how deep its branches
// nest. Expected values are counted from the text composed here.

#include <gtest/gtest.h>

#include <string>

#include "formats/shogi_records.h"

namespace arbiter::formats {
namespace {

// Each 変化 replaces the last move of the line before it, so the branches nest as deep as there
// are of them; the reader walks them with its own stack, so the depth is bounded by the game's
// length cap only (4 tokens a branch, under kMaxRecordTokens).
TEST(KifReader, BranchesNestedDeeperThanTheCallStackReadInOrder) {
    constexpr int kBranches = 65000;
    static_assert(2 + 4 * kBranches <= kMaxRecordTokens);
    std::string text = "手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n";
    for (int k = 2; k < kBranches + 2; ++k) {
        text += "変化：" + std::to_string(k) + "手\n";
        text += std::to_string(k) + " ２六歩(27)\n" + std::to_string(k + 1) + " ８四歩(83)\n";
    }
    KifReader reader(text);
    RecordGame g;
    ASSERT_TRUE(reader.next(g));
    ASSERT_FALSE(g.problem) << g.problem->message;
    ASSERT_EQ(g.tokens.size(), std::size_t{2 + 4 * kBranches});
    // ７六歩 ３四歩 ( ２六歩 ８四歩 ( ... ) ) : the opens come before the first close.
    EXPECT_EQ(g.tokens[1].text, "３四歩(33)");
    EXPECT_EQ(g.tokens[2].kind, TokenKind::VariationStart);
    EXPECT_EQ(g.tokens[3].text, "２六歩(27)");
    EXPECT_EQ(g.tokens[1 + 3 * kBranches].text, "８四歩(83)");
    EXPECT_EQ(g.tokens[2 + 3 * kBranches].kind, TokenKind::VariationEnd);
    EXPECT_EQ(g.tokens.back().kind, TokenKind::VariationEnd);
    EXPECT_FALSE(reader.next(g));
}

}  // namespace
}  // namespace arbiter::formats
