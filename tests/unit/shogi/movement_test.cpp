// Piece movement: shogi.king.step .. shogi.promoted.gold-movers, and shogi.capture.to-hand.
// Each position has one piece on 5e, sente's king on 9i and gote's king on 1a; the expected
// target squares are counted by hand from the rule.

#include <gtest/gtest.h>

#include "tests/support/shogi.h"

namespace arbiter::reference::shogi {
namespace {

using testing::parse;
using testing::squares;
using V = std::vector<std::string>;

constexpr Square k5e{5, 5};

Board board_with(std::string_view rank_e, std::string_view side = "b") {
    return parse("8k/9/9/9/" + std::string(rank_e) + "/9/9/9/K8 " + std::string(side) + " - 1")
        .board();
}

TEST(ShogiMovement, KingStepsOneSquareAnyDirection) {
    EXPECT_EQ(squares(king_step_targets(parse("8k/9/9/9/4K4/9/9/9/9 b - 1").board(), k5e)),
              (V{"4d", "4e", "4f", "5d", "5f", "6d", "6e", "6f"}));
}

TEST(ShogiMovement, GoldStepsForwardDiagonallyForwardSidewaysAndBack) {
    EXPECT_EQ(squares(gold_step_targets(board_with("4G4"), k5e)),
              (V{"4d", "4e", "5d", "5f", "6d", "6e"}));
    // Gote's gold is turned round: forward is toward rank i.
    EXPECT_EQ(squares(gold_step_targets(board_with("4g4", "w"), k5e)),
              (V{"4e", "4f", "5d", "5f", "6e", "6f"}));
}

TEST(ShogiMovement, SilverStepsForwardOrDiagonally) {
    EXPECT_EQ(squares(silver_step_targets(board_with("4S4"), k5e)),
              (V{"4d", "4f", "5d", "6d", "6f"}));
    EXPECT_EQ(squares(silver_step_targets(board_with("4s4", "w"), k5e)),
              (V{"4d", "4f", "5f", "6d", "6f"}));
}

TEST(ShogiMovement, KnightLeapsTwoForwardOneSidewaysOverPieces) {
    const Board board = parse("8k/9/9/3ppp3/4N4/9/9/9/K8 b - 1").board();
    EXPECT_EQ(squares(knight_leap_targets(board, k5e)), (V{"4c", "6c"}));
    EXPECT_EQ(squares(knight_leap_targets(board_with("4n4", "w"), k5e)), (V{"4g", "6g"}));
}

TEST(ShogiMovement, LanceSlidesStraightForwardOnly) {
    EXPECT_EQ(squares(lance_slide_targets(board_with("4L4"), k5e)), (V{"5a", "5b", "5c", "5d"}));
    const Board blocked = parse("8k/9/4p4/9/4L4/9/9/9/K8 b - 1").board();
    EXPECT_EQ(squares(lance_slide_targets(blocked, k5e)), (V{"5c", "5d"}));
}

TEST(ShogiMovement, PawnStepsStraightForwardAndCapturesThere) {
    EXPECT_EQ(squares(pawn_step_targets(board_with("4P4"), k5e)), (V{"5d"}));
    EXPECT_EQ(squares(pawn_step_targets(board_with("4p4", "w"), k5e)), (V{"5f"}));
    const Board own_blocked = parse("8k/9/9/4G4/4P4/9/9/9/K8 b - 1").board();
    EXPECT_TRUE(pawn_step_targets(own_blocked, k5e).empty());
}

TEST(ShogiMovement, RookSlidesOrthogonallyWithoutJumping) {
    EXPECT_EQ(rook_slide_targets(board_with("4R4"), k5e).size(), 16u);
    // Own piece on 5c stops it before; enemy on 3e is taken and stops it.
    const Board board = parse("8k/9/4G4/9/4R1p2/9/9/9/K8 b - 1").board();
    EXPECT_EQ(squares(rook_slide_targets(board, k5e)),
              (V{"3e", "4e", "5d", "5f", "5g", "5h", "5i", "6e", "7e", "8e", "9e"}));
}

TEST(ShogiMovement, BishopSlidesDiagonally) {
    // Kings on 2a and 8i, off the bishop's lines: 4 squares along each diagonal.
    const Board board = parse("7k1/9/9/9/4B4/9/9/9/1K7 b - 1").board();
    EXPECT_EQ(bishop_slide_targets(board, k5e).size(), 16u);
    // Gote's pawn on 3c is taken and stops the slide (4d, 3c: 2 left of 4); sente's own pawn on
    // 7g stops it before (6f: 1 left of 4). 16 - 2 - 3 = 11.
    const Board blocked = parse("7k1/9/6p2/9/4B4/9/2P6/9/1K7 b - 1").board();
    EXPECT_EQ(bishop_slide_targets(blocked, k5e).size(), 11u);
}

TEST(ShogiMovement, DragonAddsDiagonalSteps) {
    const auto targets = squares(promoted_dragon_targets(board_with("4+R4"), k5e));
    EXPECT_EQ(targets.size(), 20u);
    for (const auto* s : {"4d", "6d", "4f", "6f"})
        EXPECT_NE(std::find(targets.begin(), targets.end(), s), targets.end()) << s;
}

TEST(ShogiMovement, HorseAddsOrthogonalSteps) {
    const Board board = parse("7k1/9/9/9/4+B4/9/9/9/1K7 b - 1").board();
    const auto targets = squares(promoted_horse_targets(board, k5e));
    EXPECT_EQ(targets.size(), 20u);
    for (const auto* s : {"5d", "5f", "4e", "6e"})
        EXPECT_NE(std::find(targets.begin(), targets.end(), s), targets.end()) << s;
}

TEST(ShogiMovement, PromotedMinorsMoveLikeGoldAndLoseTheirOldMoves) {
    const V gold{"4d", "4e", "5d", "5f", "6d", "6e"};
    for (const auto* piece : {"4+P4", "4+L4", "4+N4", "4+S4"}) {
        EXPECT_EQ(squares(promoted_gold_movers_targets(board_with(piece), k5e)), gold) << piece;
    }
}

TEST(ShogiMovement, CaptureGoesUnpromotedToTheCaptorsHand) {
    // Sente's rook on 5e takes gote's dragon on 5c: sente gets a rook, unpromoted.
    const Position before = parse("8k/9/4+r4/9/4R4/9/9/9/K8 b - 1");
    const Position after = before.after(testing::usi("5e5c"));
    EXPECT_EQ(after.hand(Side::Sente).of(PieceKind::Rook), 1);
    EXPECT_EQ(after.hand(Side::Gote).of(PieceKind::Rook), 0);
    EXPECT_TRUE(testing::is_legal(after.after(testing::usi("1a1b")), "R*5e"));
}

TEST(ShogiMovement, IllegalPatternIsExplainedByThePiecesRule) {
    const Position position = parse("8k/9/9/9/4S4/9/9/9/K8 b - 1");
    EXPECT_EQ(testing::broken(position, "5e5f"), "shogi.silver.step");
    EXPECT_EQ(testing::broken(parse("8k/9/9/9/4N4/9/9/9/K8 b - 1"), "5e5c"), "shogi.knight.leap");
    EXPECT_EQ(testing::broken(parse("8k/9/4p4/9/4L4/9/9/9/K8 b - 1"), "5e5b"), "shogi.lance.slide");
    EXPECT_EQ(testing::broken(parse("8k/9/9/9/4+P4/9/9/9/K8 b - 1"), "5e4f"),
              "shogi.promoted.gold-movers");
    EXPECT_EQ(testing::broken(position, "6e6d"), "shogi.move.own-piece");
}

}  // namespace
}  // namespace arbiter::reference::shogi
