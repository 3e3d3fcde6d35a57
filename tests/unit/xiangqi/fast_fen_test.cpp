// FEN of fast/xiangqi: the problem codes of docs/rules.md xiangqi.fen, WXF letters, round trip.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "fast/xiangqi/notation.h"

namespace arbiter::fast::xiangqi {
namespace {

bool refused_with(const std::string& fen, const std::string& code) {
    auto pos = parse_position(fen);
    if (pos) return false;
    const auto codes = pos.error().codes();
    return std::find(codes.begin(), codes.end(), code) != codes.end();
}

TEST(XiangqiFastFen, StartPositionRoundTrips) {
    auto pos = parse_position(kStartFen);
    ASSERT_TRUE(pos.ok());
    EXPECT_EQ(print_position(pos.value()), kStartFen);
    EXPECT_EQ(pos.value(), Position::startpos());
    EXPECT_TRUE(pos.value().invariants_hold());
}

TEST(XiangqiFastFen, AcceptsWxfLettersAndSideR) {
    auto pos = parse_position("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r");
    ASSERT_TRUE(pos.ok());
    EXPECT_EQ(pos.value(), Position::startpos());
}

TEST(XiangqiFastFen, SyntaxErrorsHaveTheirCodes) {
    EXPECT_TRUE(refused_with("", "empty_fen"));
    EXPECT_TRUE(refused_with("   ", "empty_fen"));
    EXPECT_TRUE(refused_with(std::string(300, '9'), "fen_too_long"));
    EXPECT_TRUE(
        refused_with("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9 w", "invalid_board"));
    EXPECT_TRUE(refused_with("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNX w",
                             "invalid_board"));
    EXPECT_TRUE(refused_with("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKAB11 w",
                             "invalid_board"));
    EXPECT_TRUE(refused_with("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x",
                             "invalid_side_to_move"));
    EXPECT_TRUE(refused_with("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR",
                             "invalid_side_to_move"));
    EXPECT_TRUE(
        refused_with("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w KQ - 0 1",
                     "invalid_castling_field"));
    EXPECT_TRUE(
        refused_with("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - e3 0 1",
                     "invalid_en_passant_field"));
    EXPECT_TRUE(
        refused_with("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - x 1",
                     "invalid_halfmove_clock"));
    EXPECT_TRUE(
        refused_with("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 0",
                     "invalid_fullmove_number"));
    EXPECT_TRUE(
        refused_with("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 z",
                     "trailing_fields"));
}

TEST(XiangqiFastFen, ValidityProblemsHaveTheirCodes) {
    EXPECT_TRUE(refused_with("3a5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "missing_black_general"));
    EXPECT_TRUE(refused_with("4k4/9/9/9/9/9/9/9/9/9 w - - 0 1", "missing_red_general"));
    EXPECT_TRUE(refused_with("3k5/9/9/9/9/9/9/9/9/3K1K3 w - - 0 1", "too_many_generals"));
    EXPECT_TRUE(refused_with("3k5/9/9/9/9/9/9/9/9/RRR1K4 w - - 0 1", "too_many_chariots"));
    EXPECT_TRUE(refused_with("3k5/9/9/9/9/4K4/9/9/9/9 w - - 0 1", "general_outside_palace"));
    EXPECT_TRUE(refused_with("3k5/9/9/9/9/9/9/9/3A5/4K4 w - - 0 1", "advisor_on_bad_point"));
    EXPECT_TRUE(refused_with("3k5/9/9/9/9/9/9/9/4B4/4K4 w - - 0 1", "elephant_on_bad_point"));
    EXPECT_TRUE(refused_with("3k5/9/9/9/9/9/1P7/9/9/4K4 w - - 0 1", "soldier_on_bad_point"));
    EXPECT_TRUE(refused_with("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "generals_facing"));
    EXPECT_TRUE(refused_with("3k5/9/9/9/9/9/9/9/9/3RK4 w - - 0 1", "side_not_to_move_in_check"));
}

TEST(XiangqiFastFen, CountersAreOptionalAndPrinted) {
    auto pos = parse_position("3k5/9/9/9/9/9/9/9/9/4K4 b - - 17 40");
    ASSERT_TRUE(pos.ok());
    EXPECT_EQ(pos.value().halfmove_clock(), 17);
    EXPECT_EQ(pos.value().fullmove_number(), 40);
    EXPECT_EQ(print_position(pos.value()), "3k5/9/9/9/9/9/9/9/9/4K4 b - - 17 40");
    auto bare = parse_position("3k5/9/9/9/9/9/9/9/9/4K4 b");
    ASSERT_TRUE(bare.ok());
    EXPECT_EQ(print_position(bare.value()), "3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1");
}

TEST(XiangqiFastFen, MoveTextUsesRanksZeroToNine) {
    const auto m = parse_move("h2e2");
    ASSERT_TRUE(m.has_value());
    EXPECT_EQ(print_move(Move(m->from, m->to)), "h2e2");
    EXPECT_FALSE(parse_move("j2e2"));
    EXPECT_FALSE(parse_move("h2e"));
}

// A move to its own point is well formed and no legal move, for every piece type (issue 39;
// reference/xiangqi explains it by the piece's movement rule).
TEST(XiangqiFastFen, MoveToItsOwnPointIsNoLegalMove) {
    const Position start = parse_position("startpos").value();
    for (std::string_view text :
         {"a3a3", "e3e3", "h2h2", "b0b0", "a0a0", "c0c0", "d0d0", "e0e0", "e9e9", "e5e5"}) {
        const auto parsed = parse_move(text);
        ASSERT_TRUE(parsed.has_value()) << text;
        EXPECT_EQ(parsed->from, parsed->to) << text;
        EXPECT_FALSE(find_legal(start, *parsed).has_value()) << text;
    }
}

}  // namespace
}  // namespace arbiter::fast::xiangqi
