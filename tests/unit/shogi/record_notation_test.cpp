// reference/shogi: the record move texts (record_notation.h). Every expected move is worked out by
// hand on the diagram the position's SFEN describes, with the notation rules of Kakinoki's KIF
// description (kakinoki.o.oo7.jp/kif_format.html: "(77)" from-squares, 打, 成, 不成, 同),
// the JSA notation (日本将棋連盟「棋譜の表記方法」: 上 引 寄 before 右 左 直, from the mover's
// side) and the CSA standard file format V2.2 (a move names the piece after it moves).

#include "reference/shogi/record_notation.h"

#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "tests/support/shogi.h"

namespace arbiter::reference::shogi {
namespace {

using testing::parse;
using testing::usi;

std::string japanese(const Position& pos, std::string_view text,
                     std::optional<Square> last = std::nullopt) {
    auto m = parse_japanese_move(pos, text, last);
    return m ? print_move(m.value()) : "refused: " + m.error().detail;
}

std::optional<RuleId> japanese_rule(const Position& pos, std::string_view text) {
    auto m = parse_japanese_move(pos, text, std::nullopt);
    EXPECT_FALSE(m.ok()) << text;
    return m.ok() ? std::nullopt : m.error().rule;
}

std::string csa(const Position& pos, std::string_view text) {
    auto m = parse_csa_move(pos, text);
    return m ? print_move(m.value()) : "refused: " + m.error().detail;
}

Position after(std::string_view start, std::initializer_list<std::string_view> moves) {
    Game game(parse(start));
    for (auto m : moves) EXPECT_FALSE(game.play(usi(m))) << m;
    return game.position();
}

TEST(ShogiKif, ReadsFromSquareSideMarkAndAsciiDigits) {
    const Position start = parse("startpos");
    EXPECT_EQ(japanese(start, "７六歩(77)"), "7g7f");
    EXPECT_EQ(japanese(start, "７六歩"), "7g7f");
    EXPECT_EQ(japanese(start, "▲７六歩"), "7g7f");
    EXPECT_EQ(japanese(start, "☗7六歩"), "7g7f");
    EXPECT_EQ(japanese(start, "76歩"), "7g7f");
    EXPECT_EQ(japanese(start, "  ７六歩(77) "), "7g7f");
    EXPECT_FALSE(parse_japanese_move(start, "△７六歩", std::nullopt).ok());  // gote's mark
    EXPECT_FALSE(parse_japanese_move(start, "７六歩(78)", std::nullopt).ok());
    EXPECT_FALSE(parse_japanese_move(start, "７六金", std::nullopt).ok());
}

TEST(ShogiKif, SameSquareNamesTheDestinationOfTheMoveBefore) {
    // After 7g7f 3c3d 8h2b+ the silver on 3a takes back on 2b (the 7a silver cannot reach).
    const Position pos = after("startpos", {"7g7f", "3c3d", "8h2b+"});
    const Square b2{2, 2};
    EXPECT_EQ(japanese(pos, "同　銀(31)", b2), "3a2b");
    EXPECT_EQ(japanese(pos, "△同銀", b2), "3a2b");
    EXPECT_EQ(japanese(pos, "同 銀", b2), "3a2b");
    EXPECT_FALSE(parse_japanese_move(pos, "同　銀", std::nullopt).ok());  // no move before
    EXPECT_EQ(print_kif_move(pos, usi("3a2b"), b2), "同　銀(31)");
    EXPECT_EQ(print_ki2_move(pos, usi("3a2b"), b2), "△同銀");
}

TEST(ShogiKif, PromotionIsWrittenAndDeclinedPromotionSaysFusei) {
    // Silver 6d, gold 5f, pawn 2b, gold in hand; gote's king on 5a.
    const Position pos = parse("4k4/7P1/9/3S5/9/4G4/9/9/4K4 b G 1");
    EXPECT_EQ(japanese(pos, "５三銀成(64)"), "6d5c+");
    EXPECT_EQ(japanese(pos, "５三銀不成(64)"), "6d5c");
    EXPECT_EQ(japanese(pos, "５三銀生"), "6d5c");
    EXPECT_EQ(japanese(pos, "５三銀"), "6d5c");
    EXPECT_EQ(print_kif_move(pos, usi("6d5c"), std::nullopt), "５三銀不成(64)");
    EXPECT_EQ(print_kif_move(pos, usi("6d5c+"), std::nullopt), "５三銀成(64)");
    // Outside the zone no promotion is possible: no 不成.
    EXPECT_EQ(print_kif_move(pos, usi("6d6e"), std::nullopt), "６五銀(64)");
    // The pawn on 2b must promote on 2a (shogi.promotion.forced); KI2 without 成 is tolerated.
    EXPECT_EQ(japanese(pos, "２一歩成(22)"), "2b2a+");
    EXPECT_EQ(japanese(pos, "２一歩"), "2b2a+");
    EXPECT_EQ(japanese_rule(pos, "２一歩(22)"), RuleId::PromotionForced);
    EXPECT_EQ(japanese_rule(pos, "２一歩不成"), RuleId::PromotionForced);
}

TEST(ShogiKif, DropIsMarkedOnlyWhenABoardPieceReachesTheSquareToo) {
    const Position pos = parse("4k4/7P1/9/3S5/9/4G4/9/9/4K4 b G 1");
    EXPECT_EQ(japanese(pos, "５五金"), "5f5e");  // the gold on 5f steps up
    EXPECT_EQ(japanese(pos, "５五金打"), "G*5e");
    EXPECT_EQ(japanese(pos, "４四金"), "G*4d");  // no gold reaches 4d: a drop
    EXPECT_EQ(print_ki2_move(pos, usi("G*5e"), std::nullopt), "▲５五金打");
    EXPECT_EQ(print_ki2_move(pos, usi("G*4d"), std::nullopt), "▲４四金");
    EXPECT_EQ(print_kif_move(pos, usi("G*4d"), std::nullopt), "４四金打");
}

TEST(ShogiKif, RelativeWordsFollowTheJsaNotation) {
    // Golds on 6i and 4i both reach 5h moving up: 左 is the one on sente's left (file 6).
    const Position two = parse("4k4/9/9/9/9/9/9/9/3GKG3 b - 1");
    EXPECT_EQ(japanese(two, "５八金左"), "6i5h");
    EXPECT_EQ(japanese(two, "５八金右"), "4i5h");
    EXPECT_FALSE(parse_japanese_move(two, "５八金", std::nullopt).ok());  // ambiguous
    EXPECT_EQ(print_ki2_move(two, usi("6i5h"), std::nullopt), "▲５八金左");
    // Golds on 5i and 4i to 5h: the one straight behind moves 直.
    const Position straight = parse("4k4/9/9/9/9/9/9/9/K3GG3 b - 1");
    EXPECT_EQ(japanese(straight, "５八金直"), "5i5h");
    EXPECT_EQ(japanese(straight, "５八金右"), "4i5h");
    EXPECT_EQ(print_ki2_move(straight, usi("5i5h"), std::nullopt), "▲５八金直");
    EXPECT_EQ(print_ki2_move(straight, usi("4i5h"), std::nullopt), "▲５八金右");
    // Golds on 6h and 5i to 5h: 寄 (sideways) and 上 (up) tell them apart before 左 右.
    const Position motion = parse("4k4/9/9/9/9/9/9/3G5/K3G4 b - 1");
    EXPECT_EQ(japanese(motion, "５八金寄"), "6h5h");
    EXPECT_EQ(japanese(motion, "５八金上"), "5i5h");
    EXPECT_EQ(print_ki2_move(motion, usi("6h5h"), std::nullopt), "▲５八金寄");
    EXPECT_EQ(print_ki2_move(motion, usi("5i5h"), std::nullopt), "▲５八金上");
    // Golds on 5g and 4h to 5h: 引 (back) and 寄.
    const Position back = parse("4k4/9/9/9/9/9/4G4/5G3/K8 b - 1");
    EXPECT_EQ(japanese(back, "５八金引"), "5g5h");
    EXPECT_EQ(japanese(back, "５八金寄"), "4h5h");
    // Three golds 6i, 4i, 4h to 5h: 4i needs both words, 右上.
    const Position three = parse("4k4/9/9/9/9/9/9/5G3/K2G1G3 b - 1");
    EXPECT_EQ(japanese(three, "５八金右上"), "4i5h");
    EXPECT_EQ(japanese(three, "５八金上右"), "4i5h");
    EXPECT_EQ(japanese(three, "５八金左"), "6i5h");
    EXPECT_EQ(japanese(three, "５八金寄"), "4h5h");
    EXPECT_FALSE(parse_japanese_move(three, "５八金右", std::nullopt).ok());
    EXPECT_EQ(print_ki2_move(three, usi("4i5h"), std::nullopt), "▲５八金右上");
    // Gote sees the board the other way round: its right is file 9.
    const Position gote_golds = parse("3g1g3/9/9/9/9/9/9/9/K3k4 w - 1");
    EXPECT_EQ(japanese(gote_golds, "△５二金右"), "6a5b");
    EXPECT_EQ(japanese(gote_golds, "△５二金左"), "4a5b");
    EXPECT_EQ(print_ki2_move(gote_golds, usi("6a5b"), std::nullopt), "△５二金右");
}

TEST(ShogiKif, IllegalMovesAreNamedByTheRuleTheyBreak) {
    // Nifu: a sente pawn stands on file 2.
    const Position nifu = parse("4k4/9/9/9/9/9/7P1/9/4K4 b P 1");
    EXPECT_EQ(japanese_rule(nifu, "２四歩打"), RuleId::DropNifu);
    EXPECT_EQ(japanese_rule(nifu, "２四歩"), RuleId::DropNifu);
    // Uchifuzume: king 1a, silver 3b covers 2a, gold 2c covers 1b and 2b.
    const Position mate = parse("8k/6S2/7G1/9/9/9/9/9/4K4 b P 1");
    EXPECT_EQ(japanese_rule(mate, "１二歩打"), RuleId::DropUchifuzume);
    // Self-check: the gold on 5h is pinned by the rook on 5a.
    const Position pin = parse("k3r4/9/9/9/9/9/9/4G4/4K4 b - 1");
    EXPECT_EQ(japanese_rule(pin, "４八金(58)"), RuleId::SelfCheck);
    EXPECT_EQ(japanese_rule(pin, "４八金"), RuleId::SelfCheck);
    // A piece that is not on its from-square.
    EXPECT_EQ(japanese_rule(parse("startpos"), "７六金(77)"), std::nullopt);
}

TEST(ShogiKif, RefusesMalformedText) {
    const Position start = parse("startpos");
    for (std::string_view text :
         {"", "７", "７六", "７六X", "abc", "７六歩(7)", "７六歩(77", "７六歩成不成",
          "７六歩打(77)", "\xff\xfe", "７六歩右左", "７六歩上引"}) {
        EXPECT_FALSE(parse_japanese_move(start, text, std::nullopt).ok()) << text;
    }
}

TEST(ShogiCsa, NamesThePieceAfterTheMove) {
    const Position start = parse("startpos");
    EXPECT_EQ(csa(start, "+7776FU"), "7g7f");
    EXPECT_EQ(print_csa_move(start, usi("7g7f")), "+7776FU");
    auto wrong_side = parse_csa_move(start, "-3334FU");
    ASSERT_FALSE(wrong_side.ok());
    EXPECT_EQ(wrong_side.error().rule, RuleId::MoveOwnPiece);
    EXPECT_FALSE(parse_csa_move(start, "+7776KI").ok());
    const Position pos = after("startpos", {"7g7f", "3c3d"});
    EXPECT_EQ(csa(pos, "+8822UM"), "8h2b+");
    EXPECT_EQ(csa(pos, "+8822KA"), "8h2b");
    EXPECT_EQ(print_csa_move(pos, usi("8h2b+")), "+8822UM");
    const Position drop = parse("4k4/9/9/9/9/9/9/9/4K4 b B 1");
    EXPECT_EQ(csa(drop, "+0055KA"), "B*5e");
    EXPECT_EQ(print_csa_move(drop, usi("B*5e")), "+0055KA");
    auto uchifuzume = parse_csa_move(parse("8k/6S2/7G1/9/9/9/9/9/4K4 b P 1"), "+0012FU");
    ASSERT_FALSE(uchifuzume.ok());
    EXPECT_EQ(uchifuzume.error().rule, RuleId::DropUchifuzume);
    for (std::string_view text :
         {"", "+", "+7776", "+7776FUX", "77-76FU", "+7076FU", "+7770FU", "*7776FU", "+77a6FU"}) {
        EXPECT_FALSE(parse_csa_move(start, text).ok()) << text;
    }
}

}  // namespace
}  // namespace arbiter::reference::shogi
