// fast/shogi: the record move texts (record_notation.h), on the positions of the reference's test
// (tests/unit/shogi/record_notation_test.cpp), the expected moves worked out by hand there.

#include <gtest/gtest.h>

#include <string>

#include "fast/shogi/notation.h"
#include "fast/shogi/record_notation.h"

namespace fs = arbiter::fast::shogi;

namespace {

fs::Position position(std::string_view sfen) {
    auto p = fs::parse_position(sfen);
    EXPECT_TRUE(p.ok()) << sfen;
    return p.ok() ? p.value() : fs::Position();
}

fs::Square sq(int file, int rank) { return fs::make_square(file - 1, rank - 1); }

std::string japanese(const fs::Position& pos, std::string_view text,
                     fs::Square last = fs::kNoSquare) {
    fs::TextError e = fs::TextError::None;
    const fs::Move m = fs::parse_japanese_move(pos, text, last, e);
    return m == fs::kNoMove ? "refused: " + std::string(fs::text_error_name(e)) : fs::print_move(m);
}

std::string csa(const fs::Position& pos, std::string_view text) {
    fs::TextError e = fs::TextError::None;
    const fs::Move m = fs::parse_csa_move(pos, text, e);
    return m == fs::kNoMove ? "refused: " + std::string(fs::text_error_name(e)) : fs::print_move(m);
}

fs::Move usi(const fs::Position& pos, std::string_view text) {
    const auto m = fs::find_legal(pos, *fs::parse_move(text));
    EXPECT_TRUE(m.has_value()) << text;
    return m.value_or(fs::kNoMove);
}

TEST(ShogiFastKif, ReadsFromSquareSideMarkAndSameSquare) {
    const fs::Position start = position("startpos");
    EXPECT_EQ(japanese(start, "７六歩(77)"), "7g7f");
    EXPECT_EQ(japanese(start, "▲７六歩"), "7g7f");
    EXPECT_EQ(japanese(start, "76歩"), "7g7f");
    EXPECT_EQ(japanese(start, "△７六歩"), "refused: wrong_side");
    EXPECT_EQ(japanese(start, "７六歩(78)"), "refused: no_legal_move");
    EXPECT_EQ(japanese(start, "同　歩"), "refused: no_previous_move");
    const fs::Position pos =
        position("lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4");
    EXPECT_EQ(japanese(pos, "同　銀(31)", sq(2, 2)), "3a2b");
    EXPECT_EQ(japanese(pos, "△同銀", sq(2, 2)), "3a2b");
    EXPECT_EQ(fs::print_kif_move(pos, usi(pos, "3a2b"), sq(2, 2)), "同　銀(31)");
    EXPECT_EQ(fs::print_ki2_move(pos, usi(pos, "3a2b"), sq(2, 2)), "△同銀");
}

TEST(ShogiFastKif, PromotionsDropsAndWords) {
    const fs::Position pos = position("4k4/7P1/9/3S5/9/4G4/9/9/4K4 b G 1");
    EXPECT_EQ(japanese(pos, "５三銀成(64)"), "6d5c+");
    EXPECT_EQ(japanese(pos, "５三銀不成"), "6d5c");
    EXPECT_EQ(japanese(pos, "２一歩"), "2b2a+");
    EXPECT_EQ(japanese(pos, "２一歩(22)"), "refused: no_legal_move");
    EXPECT_EQ(japanese(pos, "５五金"), "5f5e");
    EXPECT_EQ(japanese(pos, "５五金打"), "G*5e");
    EXPECT_EQ(japanese(pos, "４四金"), "G*4d");
    EXPECT_EQ(fs::print_kif_move(pos, usi(pos, "6d5c"), fs::kNoSquare), "５三銀不成(64)");
    EXPECT_EQ(fs::print_ki2_move(pos, usi(pos, "G*5e"), fs::kNoSquare), "▲５五金打");
    const fs::Position three = position("4k4/9/9/9/9/9/9/5G3/K2G1G3 b - 1");
    EXPECT_EQ(japanese(three, "５八金右上"), "4i5h");
    EXPECT_EQ(japanese(three, "５八金左"), "6i5h");
    EXPECT_EQ(japanese(three, "５八金寄"), "4h5h");
    EXPECT_EQ(japanese(three, "５八金右"), "refused: ambiguous");
    EXPECT_EQ(fs::print_ki2_move(three, usi(three, "4i5h"), fs::kNoSquare), "▲５八金右上");
    const fs::Position straight = position("4k4/9/9/9/9/9/9/9/K3GG3 b - 1");
    EXPECT_EQ(japanese(straight, "５八金直"), "5i5h");
    const fs::Position gote = position("3g1g3/9/9/9/9/9/9/9/K3k4 w - 1");
    EXPECT_EQ(japanese(gote, "△５二金右"), "6a5b");
    EXPECT_EQ(japanese(gote, "△５二金左"), "4a5b");
}

TEST(ShogiFastKif, IllegalDropsAreRefused) {
    EXPECT_EQ(japanese(position("4k4/9/9/9/9/9/7P1/9/4K4 b P 1"), "２四歩打"),
              "refused: no_legal_move");
    EXPECT_EQ(japanese(position("8k/6S2/7G1/9/9/9/9/9/4K4 b P 1"), "１二歩打"),
              "refused: no_legal_move");
    for (std::string_view text : {"", "７", "７六X", "７六歩(7)", "７六歩成不成", "\xff\xfe"})
        EXPECT_EQ(japanese(position("startpos"), text), "refused: malformed") << text;
}

TEST(ShogiFastCsa, NamesThePieceAfterTheMove) {
    const fs::Position start = position("startpos");
    EXPECT_EQ(csa(start, "+7776FU"), "7g7f");
    EXPECT_EQ(csa(start, "-3334FU"), "refused: wrong_side");
    EXPECT_EQ(csa(start, "+7776KI"), "refused: no_legal_move");
    EXPECT_EQ(csa(start, "+7076FU"), "refused: malformed");
    EXPECT_EQ(fs::print_csa_move(start, usi(start, "7g7f")), "+7776FU");
    const fs::Position pos =
        position("lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3");
    EXPECT_EQ(csa(pos, "+8822UM"), "8h2b+");
    EXPECT_EQ(csa(pos, "+8822KA"), "8h2b");
    EXPECT_EQ(csa(position("4k4/9/9/9/9/9/9/9/4K4 b B 1"), "+0055KA"), "B*5e");
}

}  // namespace
