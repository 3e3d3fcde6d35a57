// FEN parsing and printing and the validity rules of xiangqi.fen. Expected values: docs/rules.md
// (xiangqi.fen), xiangqi competition rules §1.2-1.3 (the set and the standard array).

#include <gtest/gtest.h>

#include <string>

#include "tests/support/xiangqi.h"

using namespace xiangqi_test;
using xq::SetupProblem;

namespace {

bool refused_with(std::string_view fen, std::string_view code) {
    const auto p = xq::parse_position(fen);
    if (p.ok()) return false;
    for (const auto& c : p.error().codes()) {
        if (c == code) return true;
    }
    return false;
}

std::string fen_of(std::initializer_list<std::pair<const char*, char>> pieces, char side = 'w') {
    auto s = setup_of(pieces, side == 'w' ? xq::Side::Red : xq::Side::Black);
    return xq::print_fen(s);
}

}  // namespace

TEST(XiangqiFen, StartposIsTheStandardArray) {
    const auto p = xq::parse_position("startpos");
    ASSERT_TRUE(p.ok());
    EXPECT_EQ(p.value(), xq::Position::standard());
    EXPECT_EQ(xq::print_position(p.value()),
              "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
}

TEST(XiangqiFen, AcceptsWxfLettersAndSideR) {
    const auto p =
        xq::parse_position("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r - - 0 1");
    ASSERT_TRUE(p.ok());
    EXPECT_EQ(p.value(), xq::Position::standard());
}

TEST(XiangqiFen, CountersAreOptional) {
    const auto p =
        xq::parse_position("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w");
    ASSERT_TRUE(p.ok());
    EXPECT_EQ(p.value().halfmove_clock(), 0);
    EXPECT_EQ(p.value().fullmove_number(), 1);
}

TEST(XiangqiFen, PrintsWhatItParsed) {
    const std::string fen =
        "2b1kr3/n8/3a3nc/2pC2p2/1r2pP3/p3P1B1C/2P5R/1c1ANK2B/2N6/3A5 b - - 8 56";
    const auto p = xq::parse_position(fen);
    ASSERT_TRUE(p.ok());
    EXPECT_EQ(xq::print_position(p.value()), fen);
}

TEST(XiangqiFen, RefusesEachValidityProblemWithItsCode) {
    EXPECT_TRUE(refused_with(fen_of({{"f9", 'k'}}), "missing_red_general"));
    EXPECT_TRUE(refused_with(fen_of({{"d0", 'K'}}), "missing_black_general"));
    EXPECT_TRUE(refused_with(fen_of({{"d0", 'K'}, {"e1", 'K'}, {"f9", 'k'}}), "too_many_generals"));
    EXPECT_TRUE(refused_with(fen_of({{"e3", 'K'}, {"f9", 'k'}}), "general_outside_palace"));
    EXPECT_TRUE(
        refused_with(fen_of({{"d0", 'K'}, {"f9", 'k'}, {"e0", 'A'}}), "advisor_on_bad_point"));
    EXPECT_TRUE(
        refused_with(fen_of({{"d0", 'K'}, {"f9", 'k'}, {"e6", 'B'}}), "elephant_on_bad_point"));
    EXPECT_TRUE(
        refused_with(fen_of({{"d0", 'K'}, {"f9", 'k'}, {"e2", 'P'}}), "soldier_on_bad_point"));
    EXPECT_TRUE(
        refused_with(fen_of({{"d0", 'K'}, {"f9", 'k'}, {"b6", 'p'}}), "soldier_on_bad_point"));
    EXPECT_TRUE(
        refused_with(fen_of({{"d0", 'K'}, {"f9", 'k'}, {"a9", 'r'}, {"i9", 'r'}, {"a8", 'r'}}),
                     "too_many_chariots"));
    EXPECT_TRUE(refused_with(fen_of({{"e0", 'K'}, {"e9", 'k'}}), "generals_facing"));
    EXPECT_TRUE(
        refused_with(fen_of({{"d0", 'K'}, {"f9", 'k'}, {"f3", 'R'}}), "side_not_to_move_in_check"));
}

TEST(XiangqiFen, ReportsEveryProblemAtOnce) {
    const auto p = xq::parse_position(fen_of({{"e3", 'K'}, {"e2", 'P'}, {"e6", 'B'}}));
    ASSERT_FALSE(p.ok());
    const auto& problems = p.error().problems;
    EXPECT_TRUE(problems.has(SetupProblem::GeneralOutsidePalace));
    EXPECT_TRUE(problems.has(SetupProblem::SoldierOnBadPoint));
    EXPECT_TRUE(problems.has(SetupProblem::ElephantOnBadPoint));
    EXPECT_TRUE(problems.has(SetupProblem::MissingBlackGeneral));
}

TEST(XiangqiFen, SyntaxErrorsNameTheField) {
    const auto kind = [](std::string_view fen) {
        const auto s = xq::parse_fen(fen);
        return s.ok() ? std::optional<xq::ParseErrorKind>{} : s.error().kind;
    };
    EXPECT_EQ(kind(""), xq::ParseErrorKind::Empty);
    EXPECT_EQ(kind("rnbakabnr/9 w"), xq::ParseErrorKind::Board);
    EXPECT_EQ(kind("rnbakabnx/9/9/9/9/9/9/9/9/9 w"), xq::ParseErrorKind::Board);
    EXPECT_EQ(kind("9/9/9/9/9/9/9/9/9/45 w"), xq::ParseErrorKind::Board);   // two digits in a row
    EXPECT_EQ(kind("9/9/9/9/9/9/9/9/9/9/9 w"), xq::ParseErrorKind::Board);  // eleven ranks
    EXPECT_EQ(kind("9/9/9/9/9/9/9/9/9/9"), xq::ParseErrorKind::SideToMove);
    EXPECT_EQ(kind("9/9/9/9/9/9/9/9/9/9 x"), xq::ParseErrorKind::SideToMove);
    EXPECT_EQ(kind("9/9/9/9/9/9/9/9/9/9 w KQ - 0 1"), xq::ParseErrorKind::Castling);
    EXPECT_EQ(kind("9/9/9/9/9/9/9/9/9/9 w - - -1 1"), xq::ParseErrorKind::HalfmoveClock);
    EXPECT_EQ(kind("9/9/9/9/9/9/9/9/9/9 w - - 0 0"), xq::ParseErrorKind::FullmoveNumber);
    EXPECT_EQ(kind("9/9/9/9/9/9/9/9/9/9 w - - 0 1 x"), xq::ParseErrorKind::TrailingFields);
    EXPECT_EQ(kind(std::string(300, '9')), xq::ParseErrorKind::TooLong);
}

TEST(XiangqiFen, ArbitraryBytesNeverCrash) {
    std::string bytes;
    for (int i = 0; i < 256; ++i) {
        bytes.push_back(static_cast<char>(i));
        (void)xq::parse_position(bytes.substr(0, 200));
        (void)xq::parse_position(std::string_view(bytes).substr(static_cast<std::size_t>(i / 2)));
    }
    SUCCEED();
}

TEST(XiangqiFen, MoveTextUsesFilesAToIAndRanksZeroToNine) {
    const auto m = xq::parse_move("h2e2");
    ASSERT_TRUE(m.has_value());
    EXPECT_EQ(m->from, pt("h2"));
    EXPECT_EQ(m->to, pt("e2"));
    EXPECT_EQ(xq::print_move(*m), "h2e2");
    EXPECT_FALSE(xq::parse_move("j2e2").has_value());
    EXPECT_FALSE(xq::parse_move("h2e10").has_value());
    // A move to its own point is well formed; it breaks the piece's movement rule (issue 39).
    const auto same = xq::parse_move("e2e2");
    ASSERT_TRUE(same.has_value());
    EXPECT_EQ(same->from, pt("e2"));
    EXPECT_EQ(same->to, pt("e2"));
    EXPECT_FALSE(xq::parse_move("").has_value());
}
