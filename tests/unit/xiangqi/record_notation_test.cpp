// The xiangqi record notations (docs/notation.md) in both implementations: each case names a legal
// move by its coordinates and gives its WXF and Chinese texts as the WXF/AXF notation page
// ("Official xiangqi piece names and notation", wxf.org: tandem pieces and the special cases of
// tandem pawns) and the Chinese practice (the 1997 Zhongli Cup score, 炮二平五 马８进７) write
// them, worked out by hand on the positions below. Both printers must write them and both readers
// must read them (and the tolerated forms) back to the same move.

#include "fast/xiangqi/record_notation.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "fast/xiangqi/notation.h"
#include "reference/xiangqi/notation.h"
#include "reference/xiangqi/record_notation.h"

namespace {

namespace xq = arbiter::reference::xiangqi;
namespace fx = arbiter::fast::xiangqi;

// Red soldiers e5 e6 e7 (red file 5) and c5 c6 (file 7); black soldiers a3 a4 (black file 1) and
// g2 g3 g4 (black file 7): tandem soldiers on two files for each side.
constexpr std::string_view kTwoFiles = "5k3/9/4P4/2P1P4/2P1P4/p5p2/p5p2/6p2/9/3K5";
// Red soldiers c5..c9 (five on red file 7); black g1..g4 (four on black file 7) and i4.
constexpr std::string_view kCrowded = "2P6/2P1k4/2P6/2P6/2P6/6p1p/6p2/6p2/6p2/3K5";
// Three red soldiers on e5 e6 e7 (red file 5), nothing else tandem.
constexpr std::string_view kThree = "5k3/9/4P4/4P4/4P4/9/9/9/9/3K5";
// Tandem chariots (b1 b5), cannons (h2 h7), horses (e3 e6), elephants (c0 c4), advisors (d0 d2)
// for red; black elephants g9 g5, advisors f9 f7, chariots i9 i5.
constexpr std::string_view kPieces = "3k1ab1r/1c7/5a1C1/4N4/1R4b1r/2B6/4N4/3A3C1/1R2K4/2BA5";

constexpr std::string_view kStart = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";

struct Case {
    std::string_view board;
    char side;  // 'w' red, 'b' black
    std::string_view coordinates;
    std::string_view wxf;
    std::string_view chinese;
};

constexpr Case kCases[] = {
    // The start position: the opening of the 1997 Zhongli Cup final (ZHAO GuoRong - KE YongQing).
    {kStart, 'w', "h2e2", "C2.5", "炮二平五"},
    {kStart, 'b', "h9g7", "H8+7", "马８进７"},
    {kStart, 'b', "b9c7", "H2+3", "马２进３"},
    {kStart, 'w', "i0i1", "R1+1", "车一进一"},
    {kStart, 'w', "d0e1", "A6+5", "仕六进五"},
    {kStart, 'b', "c9e7", "E3+5", "象３进５"},
    {kStart, 'w', "h2h1", "C2-1", "炮二退一"},
    {kStart, 'w', "e0e1", "K5+1", "帅五进一"},
    // Two tandem files: the file replaces the letter (WXF 3+.4 / 33.4 / 3-.4).
    {kTwoFiles, 'w', "e7f7", "5+.4", "前五平四"},
    {kTwoFiles, 'w', "e6f6", "55.4", "中五平四"},
    {kTwoFiles, 'w', "e5d5", "5-.6", "后五平六"},
    {kTwoFiles, 'w', "c6c7", "7++1", "前七进一"},
    {kTwoFiles, 'w', "c5b5", "7-.8", "后七平八"},
    {kTwoFiles, 'b', "g2g1", "7++1", "前７进１"},
    {kTwoFiles, 'b', "g3f3", "77.6", "中７平６"},
    {kTwoFiles, 'b', "g4h4", "7-.8", "后７平８"},
    {kTwoFiles, 'b', "a3b3", "1+.2", "前１平２"},
    {kTwoFiles, 'b', "a4b4", "1-.2", "后１平２"},
    // Five and four soldiers on a file (WXF ++ P+ P3 P- --; Chinese 一兵 .. 五兵 from the front).
    {kCrowded, 'w', "c9b9", "++.8", "一兵平八"},
    {kCrowded, 'w', "c8b8", "P+.8", "二兵平八"},
    {kCrowded, 'w', "c7b7", "P7.8", "三兵平八"},
    {kCrowded, 'w', "c6b6", "P-.8", "四兵平八"},
    {kCrowded, 'w', "c5b5", "--.8", "五兵平八"},
    {kCrowded, 'b', "g1h1", "++.8", "一卒平８"},
    {kCrowded, 'b', "g2f2", "P+.6", "二卒平６"},
    {kCrowded, 'b', "g3h3", "P-.8", "三卒平８"},
    {kCrowded, 'b', "g4f4", "--.6", "四卒平６"},
    {kCrowded, 'b', "i4i3", "P9+1", "卒９进１"},
    // Three soldiers on one file (WXF P+.4 P3.4 P-.4; Chinese 前兵 中兵 后兵).
    {kThree, 'w', "e7f7", "P+.4", "前兵平四"},
    {kThree, 'w', "e6f6", "P5.4", "中兵平四"},
    {kThree, 'w', "e5f5", "P-.4", "后兵平四"},
    // Tandem pieces: + front, - rear; advisors and elephants keep their file.
    {kPieces, 'w', "b5c5", "R+.7", "前车平七"},
    {kPieces, 'w', "b1b2", "R-+1", "后车进一"},
    {kPieces, 'w', "h7h9", "C++2", "前炮进二"},
    {kPieces, 'w', "h2h1", "C--1", "后炮退一"},
    {kPieces, 'w', "e6d8", "H++6", "前马进六"},
    {kPieces, 'w', "e3c2", "H--7", "后马退七"},
    {kPieces, 'w', "c0e2", "E7+5", "相七进五"},
    {kPieces, 'w', "c4e2", "E7-5", "相七退五"},
    {kPieces, 'w', "c4a2", "E7-9", "相七退九"},
    {kPieces, 'b', "f9e8", "A6+5", "士６进５"},
    {kPieces, 'b', "f7e8", "A6-5", "士６退５"},
    {kPieces, 'b', "g5e7", "E7-5", "象７退５"},
    {kPieces, 'b', "i9h9", "R-.8", "后车平８"},
    {kPieces, 'b', "i5i4", "R++1", "前车进１"},
};

std::string fen(const Case& c) { return std::string(c.board) + " " + c.side + " - - 0 1"; }

xq::Position reference_position(const Case& c) {
    auto pos = xq::parse_position(fen(c));
    EXPECT_TRUE(pos.ok()) << fen(c);
    return pos.ok() ? pos.value() : xq::Position::standard();
}

fx::Position fast_position(const Case& c) {
    auto pos = fx::parse_position(fen(c));
    EXPECT_TRUE(pos.ok()) << fen(c);
    return pos.ok() ? pos.value() : fx::Position::startpos();
}

xq::Move ref_move(std::string_view text) { return xq::parse_move(text).value_or(xq::Move{}); }
fx::Move fast_move(std::string_view text) {
    const auto parsed = fx::parse_move(text);
    return parsed ? fx::Move(parsed->from, parsed->to) : fx::Move{};
}

TEST(XiangqiRecordNotation, ReferencePrintsThePublishedForms) {
    for (const Case& c : kCases) {
        const xq::Position pos = reference_position(c);
        const xq::Move m = ref_move(c.coordinates);
        EXPECT_EQ(xq::print_wxf(pos, m), c.wxf) << fen(c) << " " << c.coordinates;
        EXPECT_EQ(xq::print_chinese(pos, m), c.chinese) << fen(c) << " " << c.coordinates;
    }
}

TEST(XiangqiRecordNotation, FastPrintsThePublishedForms) {
    for (const Case& c : kCases) {
        const fx::Position pos = fast_position(c);
        const fx::Move m = fast_move(c.coordinates);
        EXPECT_EQ(fx::print_wxf(pos, m), c.wxf) << fen(c) << " " << c.coordinates;
        EXPECT_EQ(fx::print_chinese(pos, m), c.chinese) << fen(c) << " " << c.coordinates;
    }
}

TEST(XiangqiRecordNotation, BothReadThePublishedForms) {
    for (const Case& c : kCases) {
        const xq::Position rpos = reference_position(c);
        const fx::Position fpos = fast_position(c);
        for (std::string_view text : {c.wxf, c.chinese}) {
            auto r = xq::parse_record_move(rpos, text);
            ASSERT_TRUE(r.ok()) << fen(c) << " " << text << ": " << r.error().detail;
            EXPECT_EQ(xq::print_move(r.value()), c.coordinates) << text;
            auto f = fx::parse_record_move(fpos, text);
            ASSERT_TRUE(f.ok()) << fen(c) << " " << text;
            EXPECT_EQ(fx::print_move(f.value()), c.coordinates) << text;
        }
    }
}

// Tolerated forms, each read to the move of the canonical text.
struct Tolerated {
    std::string_view board;
    char side;
    std::string_view text;
    std::string_view coordinates;
};

constexpr Tolerated kTolerated[] = {
    {kStart, 'w', "H2-E2", "h2e2"},      // ICCS as the xqbase specification writes it
    {kStart, 'w', "h2-e2", "h2e2"},      // ... lower case
    {kStart, 'w', "H2E2", "h2e2"},       // ... without the dash
    {kStart, 'w', "C2=5", "h2e2"},       // `=` for sideways
    {kStart, 'w', "c2.5", "h2e2"},       // lower case
    {kStart, 'w', "Ｃ２＝５", "h2e2"},   // full width (xqdb files)
    {kStart, 'b', "Ｈ８＋７", "h9g7"},   // full width
    {kStart, 'b', "N8+7", "h9g7"},       // N for the horse (the letters of FEN)
    {kStart, 'b', "B7+5", "g9e7"},       // B for the elephant
    {kStart, 'w', "砲二平五", "h2e2"},   // traditional 砲
    {kStart, 'w', "炮2平5", "h2e2"},     // digits for red
    {kStart, 'b', "馬8進7", "h9g7"},     // traditional, ASCII digits
    {kStart, 'b', "马八进七", "h9g7"},   // Chinese numerals for black
    {kStart, 'w', "傌二進三", "h0g2"},   // the red horse's traditional 傌
    {kStart, 'w', "俥一進一", "i0i1"},   // the red chariot's traditional 俥
    {kStart, 'b', "包８平５", "h7e7"},   // 包 for the black cannon
    {kStart, 'w', "帥五進一", "e0e1"},   // traditional 帥
    {kStart, 'b', "將５進１", "e9e8"},   // traditional 將
    {kPieces, 'w', "+R.7", "b5c5"},      // the sign before the letter (xqdb: +P+1)
    {kPieces, 'w', "-C-1", "h2h1"},      // ...
    {kPieces, 'w', "後炮退一", "h2h1"},  // traditional 後
    {kPieces, 'w', "E+-5", "c4e2"},      // an elephant named by its place
    {kTwoFiles, 'w', "P7+1", "c6c7"},    // the file, when only one of its soldiers fits
};

TEST(XiangqiRecordNotation, BothReadTheToleratedForms) {
    for (const Tolerated& t : kTolerated) {
        const Case c{t.board, t.side, t.coordinates, "", ""};
        auto r = xq::parse_record_move(reference_position(c), t.text);
        ASSERT_TRUE(r.ok()) << t.text << ": " << r.error().detail;
        EXPECT_EQ(xq::print_move(r.value()), t.coordinates) << t.text;
        auto f = fx::parse_record_move(fast_position(c), t.text);
        ASSERT_TRUE(f.ok()) << t.text;
        EXPECT_EQ(fx::print_move(f.value()), t.coordinates) << t.text;
    }
}

TEST(XiangqiRecordNotation, RefusalsNameWhatIsWrong) {
    const Case start{kStart, 'w', "", "", ""};
    const xq::Position rpos = reference_position(start);
    const fx::Position fpos = fast_position(start);
    using K = xq::NotationError::Kind;
    struct Refused {
        std::string_view text;
        K kind;
        fx::NotationRefusal fast;
        std::string_view rule;
    };
    const Refused refused[] = {
        {"C2.0", K::Malformed, fx::NotationRefusal::Malformed, ""},
        {"X2.5", K::Malformed, fx::NotationRefusal::Malformed, ""},
        {"炮二走五", K::Malformed, fx::NotationRefusal::Malformed, ""},
        {"\xE7\x82", K::Malformed, fx::NotationRefusal::Malformed, ""},  // cut UTF-8
        {"C2+5", K::Illegal, fx::NotationRefusal::NoSuchMove, "xiangqi.cannon.capture"},
        {"H2+4", K::Illegal, fx::NotationRefusal::NoSuchMove, "xiangqi.horse.leg"},
        {"炮二进五", K::Illegal, fx::NotationRefusal::NoSuchMove, "xiangqi.cannon.capture"},
        {"R5+1", K::NoSuchMove, fx::NotationRefusal::NoSuchMove, "xiangqi.record"},
        {"E3+4", K::NoSuchMove, fx::NotationRefusal::NoSuchMove, "xiangqi.record"},
        // Understood moves that break a rule name it (issue 32): the advisor on d0 may not leave
        // the palace for c1, a soldier moves sideways only across the river and never back, the
        // general moves one point (docs/rules.md xiangqi.advisor.step, soldier.step,
        // general.step).
        {"仕六进七", K::Illegal, fx::NotationRefusal::NoSuchMove, "xiangqi.advisor.step"},
        {"A6+7", K::Illegal, fx::NotationRefusal::NoSuchMove, "xiangqi.advisor.step"},
        {"兵七平六", K::Illegal, fx::NotationRefusal::NoSuchMove, "xiangqi.soldier.step"},
        {"P7-1", K::Illegal, fx::NotationRefusal::NoSuchMove, "xiangqi.soldier.step"},
        {"帅五进二", K::Illegal, fx::NotationRefusal::NoSuchMove, "xiangqi.general.step"},
    };
    for (const Refused& x : refused) {
        auto r = xq::parse_record_move(rpos, x.text);
        ASSERT_FALSE(r.ok()) << x.text;
        EXPECT_EQ(r.error().kind, x.kind) << x.text;
        if (!x.rule.empty()) {
            ASSERT_TRUE(r.error().rule.has_value()) << x.text;
            EXPECT_EQ(xq::rule_name(*r.error().rule), x.rule) << x.text;
        }
        auto f = fx::parse_record_move(fpos, x.text);
        ASSERT_FALSE(f.ok()) << x.text;
        EXPECT_EQ(f.error(), x.fast) << x.text;
    }
}

// Two soldiers on file 5 that can both step sideways to file 4: `P5.4` fits both.
TEST(XiangqiRecordNotation, AmbiguousTextIsRefused) {
    const Case c{"5k3/9/9/4P4/4P4/9/9/9/9/3K5", 'w', "", "", ""};
    auto r = xq::parse_wxf(reference_position(c), "P5.4");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().kind, xq::NotationError::Kind::Ambiguous);
    auto f = fx::parse_wxf(fast_position(c), "P5.4");
    ASSERT_FALSE(f.ok());
    EXPECT_EQ(f.error(), fx::NotationRefusal::Ambiguous);
    // the canonical forms name one each
    EXPECT_EQ(xq::print_move(xq::parse_wxf(reference_position(c), "P+.4").value()), "e6f6");
    EXPECT_EQ(fx::print_move(fx::parse_wxf(fast_position(c), "P-.4").value()), "e5f5");
}

TEST(XiangqiRecordNotation, IccsIsPrintedWithCapitalsAndADash) {
    EXPECT_EQ(xq::print_iccs(ref_move("h2e2")), "H2-E2");
    EXPECT_EQ(fx::print_iccs(fast_move("h2e2")), "H2-E2");
    EXPECT_FALSE(xq::parse_iccs("H2-E").has_value());
    EXPECT_FALSE(fx::parse_iccs_syntax("H2_E2").has_value());
}

}  // namespace
