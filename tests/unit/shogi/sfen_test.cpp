// shogi.sfen: parsing, printing and every validity rule.

#include <gtest/gtest.h>

#include "tests/support/shogi.h"

namespace arbiter::reference::shogi {
namespace {

using testing::parse;

std::vector<std::string> problems_of(std::string_view text) {
    auto setup = parse_sfen(text);
    EXPECT_TRUE(setup.ok()) << text;
    if (!setup) return {"unparsable"};
    return sfen_problems(setup.value()).codes();
}

bool has_code(const std::vector<std::string>& codes, std::string_view code) {
    return std::find(codes.begin(), codes.end(), code) != codes.end();
}

TEST(ShogiSfen, StartPositionRoundTrips) {
    constexpr std::string_view kStart =
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    auto setup = parse_sfen(kStart);
    ASSERT_TRUE(setup.ok());
    EXPECT_EQ(print_sfen(setup.value()), kStart);
    EXPECT_EQ(setup.value().board.at(Square{5, 9}), (Piece{Side::Sente, PieceKind::King}));
    EXPECT_EQ(setup.value().board.at(Square{8, 2}), (Piece{Side::Gote, PieceKind::Rook}));
    EXPECT_EQ(setup.value().board.at(Square{2, 8}), (Piece{Side::Sente, PieceKind::Rook}));
}

TEST(ShogiSfen, HandsAcceptAnyOrderAndPrintCanonically) {
    auto setup = parse_sfen("4k4/9/9/9/9/9/9/9/4K4 b p2PbRg 1");
    ASSERT_TRUE(setup.ok());
    EXPECT_EQ(setup.value().hand(Side::Sente).of(PieceKind::Pawn), 2);
    EXPECT_EQ(setup.value().hand(Side::Sente).of(PieceKind::Rook), 1);
    EXPECT_EQ(setup.value().hand(Side::Gote).of(PieceKind::Bishop), 1);
    EXPECT_EQ(setup.value().hand(Side::Gote).of(PieceKind::Gold), 1);
    EXPECT_EQ(print_sfen(setup.value()), "4k4/9/9/9/9/9/9/9/4K4 b R2Pbgp 1");
}

// Other tools write a hand with repeated letters (`GGPP` for `2G2P`); the counts add up and the
// printed SFEN names each kind once, with its count (docs/positions.md).
TEST(ShogiSfen, RepeatedHandLettersAddUpAndPrintOnce) {
    auto setup = parse_sfen("4k4/9/9/9/9/9/9/9/4K4 b GGPP 1");
    ASSERT_TRUE(setup.ok());
    EXPECT_EQ(setup.value().hand(Side::Sente).of(PieceKind::Gold), 2);
    EXPECT_EQ(setup.value().hand(Side::Sente).of(PieceKind::Pawn), 2);
    EXPECT_EQ(print_sfen(setup.value()), "4k4/9/9/9/9/9/9/9/4K4 b 2G2P 1");
    auto mixed = parse_sfen("4k4/9/9/9/9/9/9/9/4K4 b 2GPpG3pP 1");
    ASSERT_TRUE(mixed.ok());
    EXPECT_EQ(print_sfen(mixed.value()), "4k4/9/9/9/9/9/9/9/4K4 b 3G2P4p 1");
    EXPECT_FALSE(parse_sfen("4k4/9/9/9/9/9/9/9/4K4 b 2GP P 1").ok());  // a space ends the field
}

TEST(ShogiSfen, PromotedPiecesRoundTrip) {
    constexpr std::string_view kText = "4k4/9/9/9/+P+L+N+S+B+R3/9/9/9/4K4 w 10p 7";
    auto setup = parse_sfen(kText);
    ASSERT_TRUE(setup.ok());
    EXPECT_EQ(setup.value().board.at(Square{9, 5}), (Piece{Side::Sente, PieceKind::Tokin}));
    EXPECT_EQ(setup.value().board.at(Square{4, 5}), (Piece{Side::Sente, PieceKind::Dragon}));
    EXPECT_EQ(setup.value().hand(Side::Gote).of(PieceKind::Pawn), 10);
    EXPECT_EQ(print_sfen(setup.value()), kText);
}

TEST(ShogiSfen, MalformedTextIsRefusedWithTheField) {
    const std::pair<std::string_view, ParseErrorKind> cases[] = {
        {"", ParseErrorKind::Empty},
        {"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -",
         ParseErrorKind::FieldCount},
        {"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN b - 1", ParseErrorKind::Board},
        {"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNLL b - 1", ParseErrorKind::Board},
        {"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1", ParseErrorKind::Board},
        {"4k4/9/9/9/9/9/9/9/4+K4 b - 1", ParseErrorKind::Board},
        {"4k4/9/9/9/9/9/9/9/4X4 b - 1", ParseErrorKind::Board},
        {"4k4/9/9/9/9/9/9/9/4K4 x - 1", ParseErrorKind::SideToMove},
        {"4k4/9/9/9/9/9/9/9/4K4 b K 1", ParseErrorKind::Hands},
        {"4k4/9/9/9/9/9/9/9/4K4 b 0P 1", ParseErrorKind::Hands},
        {"4k4/9/9/9/9/9/9/9/4K4 b 10P9P 1", ParseErrorKind::Hands},  // 19 pawns in all
        {"4k4/9/9/9/9/9/9/9/4K4 b 2 1", ParseErrorKind::Hands},
        {"4k4/9/9/9/9/9/9/9/4K4 b - 0", ParseErrorKind::MoveNumber},
        {"4k4/9/9/9/9/9/9/9/4K4 b - x", ParseErrorKind::MoveNumber},
        {"4k4/9/9/9/9/9/9/9/4K4 b - -1", ParseErrorKind::MoveNumber},
    };
    for (const auto& [text, kind] : cases) {
        auto setup = parse_sfen(text);
        ASSERT_FALSE(setup.ok()) << text;
        EXPECT_EQ(setup.error().kind, kind) << text;
    }
}

TEST(ShogiSfen, OverlongTextIsRefused) {
    const std::string text(kMaxSfenLength + 1, '9');
    auto setup = parse_sfen(text);
    ASSERT_FALSE(setup.ok());
    EXPECT_EQ(setup.error().kind, ParseErrorKind::TooLong);
}

TEST(ShogiSfen, TsumeWithoutAttackerKingIsValid) {
    EXPECT_TRUE(problems_of("4k4/9/4P4/9/9/9/9/9/9 b G 1").empty());
    EXPECT_TRUE(problems_of("9/9/9/9/9/9/4p4/9/4K4 w g 1").empty());
}

TEST(ShogiSfen, NoKingAtAllIsRefused) {
    EXPECT_TRUE(has_code(problems_of("9/9/9/9/4P4/9/9/9/9 b - 1"), "missing_king"));
}

TEST(ShogiSfen, TwoKingsOfOneSideAreRefused) {
    EXPECT_TRUE(has_code(problems_of("3kk4/9/9/9/9/9/9/9/4K4 b - 1"), "too_many_kings"));
}

TEST(ShogiSfen, UnmovablePiecesAreRefused) {
    EXPECT_TRUE(has_code(problems_of("P3k4/9/9/9/9/9/9/9/4K4 b - 1"), "unmovable_piece"));
    EXPECT_TRUE(has_code(problems_of("L3k4/9/9/9/9/9/9/9/4K4 b - 1"), "unmovable_piece"));
    EXPECT_TRUE(has_code(problems_of("4k4/N8/9/9/9/9/9/9/4K4 b - 1"), "unmovable_piece"));
    EXPECT_TRUE(has_code(problems_of("4k4/9/9/9/9/9/9/n8/4K4 b - 1"), "unmovable_piece"));
    // A gote pawn on rank a, a promoted pawn on the last rank and a knight on rank c are fine.
    EXPECT_TRUE(problems_of("p3k4/9/9/9/9/9/9/9/4K4 b - 1").empty());
    EXPECT_TRUE(problems_of("+P3k4/9/N8/9/9/9/9/9/4K4 b - 1").empty());
}

TEST(ShogiSfen, NifuIsRefusedButTokinDoesNotCount) {
    EXPECT_TRUE(has_code(problems_of("4k4/9/9/4P4/9/4P4/9/9/4K4 b - 1"), "nifu"));
    EXPECT_TRUE(problems_of("4k4/9/9/4+P4/9/4P4/9/9/4K4 b - 1").empty());
    EXPECT_TRUE(problems_of("4k4/9/9/4p4/9/4P4/9/9/4K4 b - 1").empty());
}

TEST(ShogiSfen, TooManyPiecesCountsBoardAndHands) {
    EXPECT_TRUE(has_code(problems_of("4k4/9/9/9/9/9/9/9/4K4 b 3R 1"), "too_many_pieces"));
    EXPECT_TRUE(has_code(problems_of("4k4/9/9/9/9/9/9/4+R4/4K4 b Rr 1"), "too_many_pieces"));
    EXPECT_TRUE(has_code(problems_of("4k4/9/9/9/9/9/9/9/4K4 b 10P9p 1"), "too_many_pieces"));
    EXPECT_TRUE(problems_of("4k4/9/9/9/9/9/9/9/4K4 b 2R2B4G4S4N4L9P9p 1").empty());
}

TEST(ShogiSfen, SideNotToMoveInCheckIsRefused) {
    // Sente rook on 5e checks gote's king on 5a while it is sente's turn.
    EXPECT_TRUE(has_code(problems_of("4k4/9/9/9/4R4/9/9/9/K8 b - 1"), "opposite_check"));
    EXPECT_TRUE(problems_of("4k4/9/9/9/4R4/9/9/9/K8 w - 1").empty());
}

TEST(ShogiSfen, EveryProblemIsReported) {
    const auto codes = problems_of("P2kk4/9/9/9/9/9/9/9/4K4 b 3B 1");
    EXPECT_TRUE(has_code(codes, "unmovable_piece"));
    EXPECT_TRUE(has_code(codes, "too_many_kings"));
    EXPECT_TRUE(has_code(codes, "too_many_pieces"));
}

TEST(ShogiSfen, ParsePositionNamesTheProblems) {
    auto position = parse_position("4k4/9/9/9/4R4/9/9/9/K8 b - 1");
    ASSERT_FALSE(position.ok());
    EXPECT_EQ(position.error().codes(), std::vector<std::string>{"opposite_check"});
    auto garbage = parse_position("not an sfen");
    ASSERT_FALSE(garbage.ok());
    EXPECT_EQ(garbage.error().codes(), std::vector<std::string>{"bad_field_count"});
}

}  // namespace
}  // namespace arbiter::reference::shogi
