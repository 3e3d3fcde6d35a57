// explain: the first rule an illegal move breaks, in docs/rules.md catalogue order.

#include <gtest/gtest.h>

#include "tests/support/shogi.h"

namespace arbiter::reference::shogi {
namespace {

using testing::broken;
using testing::parse;

TEST(ShogiExplain, LegalMoveIsLegal) {
    EXPECT_EQ(broken(parse("startpos"), "7g7f"), "legal");
    EXPECT_EQ(broken(parse("startpos"), "2h2c"), "shogi.rook.slide");  // own pawn on 2g blocks
}

// shogi.move.own-piece (arbiter addition): a board move of no piece of the side to move is a
// well-formed, illegal move, named before any other rule. JSA 禁じ手: more than one move in a
// row (二手指し); the standard array (shogi.setup.standard).
TEST(ShogiExplain, MovingNothingBreaksOwnPiece) {
    const Position start = parse("startpos");
    EXPECT_EQ(broken(start, "5e5d"), "shogi.move.own-piece");
    EXPECT_EQ(broken(start, "7h7g"), "shogi.move.own-piece");  // from nothing onto sente's own pawn
    EXPECT_TRUE(breaks_move_own_piece(start, BoardMove{Square{5, 5}, Square{5, 4}, false}));
}

TEST(ShogiExplain, MovingTheOpponentsPieceBreaksOwnPiece) {
    const Position start = parse("startpos");                   // sente to move
    EXPECT_EQ(broken(start, "3c3d"), "shogi.move.own-piece");   // a move gote could make
    EXPECT_EQ(broken(start, "5a4b"), "shogi.move.own-piece");   // gote's king
    EXPECT_EQ(broken(start, "8b8h+"), "shogi.move.own-piece");  // gote's rook taking the bishop
    EXPECT_EQ(broken(start, "2b2a"), "shogi.move.own-piece");   // not even a bishop move
}

TEST(ShogiExplain, TwoMovesInARowBreakOwnPiece) {
    Game game(parse("startpos"));
    ASSERT_FALSE(game.play(testing::usi("7g7f")));
    EXPECT_EQ(broken(game.position(), "7f7e"), "shogi.move.own-piece");
    EXPECT_EQ(broken(game.position(), "2g2f"), "shogi.move.own-piece");
    EXPECT_EQ(broken(game.position(), "3c3d"), "legal");
    const auto refused = game.play(testing::usi("2g2f"));
    ASSERT_TRUE(refused.has_value());
    EXPECT_EQ(*refused, RuleId::MoveOwnPiece);
    EXPECT_EQ(game.moves().size(), 1u);
}

TEST(ShogiExplain, OwnPiecesOfTheSideToMoveAreJudgedByTheirRules) {
    const Position start = parse("startpos");
    EXPECT_FALSE(breaks_move_own_piece(start, BoardMove{Square{7, 7}, Square{7, 6}, false}));
    EXPECT_EQ(broken(start, "8h7g"), "shogi.bishop.slide");  // onto its own pawn
}

// A move to its own square fits no piece's movement (JSA rules: every piece moves to another
// square; there is no passing): it breaks that piece's movement rule, for every piece type, as in
// chess and xiangqi (docs/cli.md, "explain"; issue 39). A promotion mark changes nothing.
TEST(ShogiExplain, MoveToItsOwnSquareBreaksThePiecesMovementRule) {
    const Position start = parse("startpos");
    EXPECT_EQ(broken(start, "7g7g"), "shogi.pawn.step");
    EXPECT_EQ(broken(start, "7g7g+"), "shogi.pawn.step");
    EXPECT_EQ(broken(start, "9i9i"), "shogi.lance.slide");
    EXPECT_EQ(broken(start, "8i8i"), "shogi.knight.leap");
    EXPECT_EQ(broken(start, "7i7i"), "shogi.silver.step");
    EXPECT_EQ(broken(start, "6i6i"), "shogi.gold.step");
    EXPECT_EQ(broken(start, "5i5i"), "shogi.king.step");
    EXPECT_EQ(broken(start, "8h8h"), "shogi.bishop.slide");
    EXPECT_EQ(broken(start, "2h2h"), "shogi.rook.slide");
    EXPECT_EQ(broken(start, "5a5a"), "shogi.move.own-piece");  // gote's king, sente to move
    // Promoted pieces on rank g (tokin, lance, knight, silver, dragon, horse); gote's king on 1a
    // stands on none of their lines.
    const Position promoted = parse("8k/9/9/9/9/9/+P+L+N+S+R+B3/9/4K4 b - 1");
    EXPECT_EQ(broken(promoted, "9g9g"), "shogi.promoted.gold-movers");
    EXPECT_EQ(broken(promoted, "8g8g"), "shogi.promoted.gold-movers");
    EXPECT_EQ(broken(promoted, "7g7g"), "shogi.promoted.gold-movers");
    EXPECT_EQ(broken(promoted, "6g6g"), "shogi.promoted.gold-movers");
    EXPECT_EQ(broken(promoted, "5g5g"), "shogi.promoted.dragon");
    EXPECT_EQ(broken(promoted, "4g4g"), "shogi.promoted.horse");
    // Gote to move: its own pieces alike.
    const Position gote =
        parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2");
    EXPECT_EQ(broken(gote, "3c3c"), "shogi.pawn.step");
    EXPECT_EQ(broken(gote, "5a5a"), "shogi.king.step");
}

TEST(ShogiExplain, DropOfAPieceNotInHandBreaksDrop) {
    // Sente holds a pawn, gote a rook: the rook is not sente's to drop, nor is a gold.
    const Position position = parse("4k4/9/9/9/9/9/9/9/4K4 b Pr 1");
    EXPECT_EQ(broken(position, "R*5e"), "shogi.drop");
    EXPECT_EQ(broken(position, "G*5e"), "shogi.drop");
    EXPECT_EQ(broken(position, "P*5e"), "legal");
}

TEST(ShogiExplain, PatternComesBeforePromotion) {
    // A pawn jumping two squares into the zone with promotion: the pawn rule is named first.
    EXPECT_EQ(broken(parse("8k/9/9/4P4/9/9/9/9/K8 b - 1"), "5d5b+"), "shogi.pawn.step");
}

TEST(ShogiExplain, DropRulesInCatalogueOrder) {
    // Pawn on 5g already: a promoted drop on the last rank names drop.unpromoted first.
    const Position position = parse("8k/9/9/9/9/9/4P4/9/K8 b P 1");
    EXPECT_EQ(broken(position, "P*5a+"), "shogi.drop.unpromoted");
    EXPECT_EQ(broken(position, "P*5a"), "shogi.drop.dead-square");
    EXPECT_EQ(broken(position, "P*5c"), "shogi.drop.nifu");
}

TEST(ShogiExplain, MalformedTextIsNotAMove) {
    for (const auto* text :
         {"", "7g", "7g7j", "0a1a", "P*5", "P5e", "X*5e", "+G*5e", "7g7f++", "P*5e*"}) {
        EXPECT_FALSE(parse_move(text).has_value()) << text;
    }
}

TEST(ShogiExplain, UsiTextRoundTrips) {
    for (const auto* text : {"7g7f", "8h2b+", "P*5e", "N*1c", "1a9i"}) {
        const auto move = parse_move(text);
        ASSERT_TRUE(move.has_value()) << text;
        EXPECT_EQ(print_move(*move), text);
    }
}

}  // namespace
}  // namespace arbiter::reference::shogi
