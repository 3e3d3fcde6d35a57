// shogi.drop and its four restrictions: unpromoted, dead-square, nifu, uchifuzume.

#include <gtest/gtest.h>

#include "tests/support/shogi.h"

namespace arbiter::reference::shogi {
namespace {

using testing::broken;
using testing::is_legal;
using testing::parse;

TEST(ShogiDrop, PieceInHandGoesOnAnyEmptySquare) {
    // Gold in hand, 81 - 2 kings = 79 empty squares; plus the king's 3 moves (hand count).
    const Position position = parse("8k/9/9/9/9/9/9/9/K8 b G 1");
    EXPECT_EQ(legal_moves(position).size(), 79u + 3u);
    EXPECT_TRUE(is_legal(position, "G*5e"));
}

TEST(ShogiDrop, OccupiedSquareOrEmptyHandIsRefused) {
    const Position position = parse("8k/9/9/9/4p4/9/9/9/K8 b G 1");
    EXPECT_EQ(broken(position, "G*5e"), "shogi.drop");
    EXPECT_EQ(broken(position, "S*5d"), "shogi.drop");
    EXPECT_EQ(broken(position, "K*5d"), "shogi.drop");
}

TEST(ShogiDrop, DroppedPieceCannotPromote) {
    const Position position = parse("8k/9/9/9/9/9/9/9/K8 b S 1");
    EXPECT_TRUE(is_legal(position, "S*5c"));
    EXPECT_EQ(broken(position, "S*5c+"), "shogi.drop.unpromoted");
    EXPECT_EQ(broken(position, "+S*5c"), "shogi.drop.unpromoted");
}

TEST(ShogiDrop, DeadSquaresRefusePawnLanceAndKnight) {
    const Position position = parse("8k/9/9/9/9/9/9/9/K8 b NLP 1");
    EXPECT_EQ(broken(position, "P*5a"), "shogi.drop.dead-square");
    EXPECT_EQ(broken(position, "L*5a"), "shogi.drop.dead-square");
    EXPECT_EQ(broken(position, "N*5a"), "shogi.drop.dead-square");
    EXPECT_EQ(broken(position, "N*5b"), "shogi.drop.dead-square");
    EXPECT_TRUE(is_legal(position, "L*5b"));
    EXPECT_TRUE(is_legal(position, "N*5c"));
    // Gote's dead squares are ranks i (and h for the knight).
    const Position gote = parse("8k/9/9/9/9/9/9/9/K8 w nlp 1");
    EXPECT_EQ(broken(gote, "P*5i"), "shogi.drop.dead-square");
    EXPECT_EQ(broken(gote, "N*5h"), "shogi.drop.dead-square");
    EXPECT_TRUE(is_legal(gote, "P*5a"));
}

TEST(ShogiDrop, NifuRefusesSecondPawnOnFile) {
    const Position position = parse("8k/9/9/9/9/9/4P4/9/K8 b P 1");
    EXPECT_EQ(broken(position, "P*5e"), "shogi.drop.nifu");
    EXPECT_TRUE(is_legal(position, "P*4e"));
}

TEST(ShogiDrop, NifuIgnoresTokinAndEnemyPawn) {
    EXPECT_TRUE(is_legal(parse("8k/9/9/9/9/9/4+P4/9/K8 b P 1"), "P*5e"));
    EXPECT_TRUE(is_legal(parse("8k/9/9/9/9/9/4p4/9/K8 b P 1"), "P*5e"));
}

// Gote's king on 5a between its lances on 6a and 4a; sente's gold on 5c guards 5b, 4b and 6b.
constexpr std::string_view kUchifuzume = "3lkl3/9/4G4/9/9/9/9/9/4K4 b GP 1";

TEST(ShogiDrop, UchifuzumeRefusesAMatingPawnDrop) {
    const Position position = parse(kUchifuzume);
    EXPECT_EQ(broken(position, "P*5b"), "shogi.drop.uchifuzume");
    EXPECT_FALSE(is_legal(position, "P*5b"));
}

TEST(ShogiDrop, MateByADroppedGoldIsLegal) {
    const Position position = parse(kUchifuzume);
    ASSERT_TRUE(is_legal(position, "G*5b"));
    const Position after = position.after(testing::usi("G*5b"));
    EXPECT_TRUE(in_check(after));
    EXPECT_FALSE(has_legal_move(after));
}

TEST(ShogiDrop, MateByAMovedPawnIsLegal) {
    // Sente's pawn on 5c steps to 5b, guarded by golds on 6c and 4c.
    const Position position = parse("3lkl3/9/3GPG3/9/9/9/9/9/4K4 b - 1");
    ASSERT_TRUE(is_legal(position, "5c5b"));
    const Position after = position.after(testing::usi("5c5b"));
    EXPECT_FALSE(has_legal_move(after));
}

TEST(ShogiDrop, PawnDropCheckTheKingCanAnswerIsLegal) {
    // Unguarded pawn: the king takes it.
    EXPECT_TRUE(is_legal(parse("3lkl3/9/9/9/9/9/9/9/4K4 b P 1"), "P*5b"));
    // Guarded pawn, but the king steps to 4b (the gold on 6c covers only 6b, 5b and 7b).
    EXPECT_TRUE(is_legal(parse("3lkl3/9/3G5/9/9/9/9/9/4K4 b P 1"), "P*5b"));
}

TEST(ShogiDrop, PawnDropCheckAnotherPieceCanTakeIsLegal) {
    // Gote's gold on 6a takes the pawn on 5b.
    EXPECT_TRUE(is_legal(parse("3gkl3/9/4G4/9/9/9/9/9/4K4 b P 1"), "P*5b"));
}

TEST(ShogiDrop, PinnedDefenderCannotTakeSoItIsUchifuzume) {
    // The same gold on 6a is pinned against its king by sente's rook on 9a.
    EXPECT_EQ(broken(parse("R2gkl3/9/4G4/9/9/9/9/9/4K4 b P 1"), "P*5b"), "shogi.drop.uchifuzume");
}

TEST(ShogiDrop, KingCannotTakeAPawnGuardedByAPinnedPiece) {
    // Sente's silver on 4c guards 5b although gote's lance on 4a pins it against sente's king on
    // 4e: a pinned piece still guards, the king may not step into its attack. The gold on 7c
    // covers 6b, the silver 4b. So the pawn drop mates and is refused.
    const Position position = parse("3lkl3/9/2G2S3/9/5K3/9/9/9/9 b P 1");
    EXPECT_EQ(broken(position, "P*5b"), "shogi.drop.uchifuzume");
    // Without the silver (and with sente's king out of the lance's way) the king takes the pawn.
    EXPECT_TRUE(is_legal(parse("3lkl3/9/2G6/9/9/9/9/9/4K4 b P 1"), "P*5b"));
}

TEST(ShogiDrop, UchifuzumeGuardedByAKnightFromARandomWalk) {
    // Gote's king on 3f; P*3g is guarded by the knight on 2i. 4e/3e hold gote pawns, 2e is covered
    // by the silver on 2f, 4f by the silver on 5g; 2f, 2g and 4g are guarded. fairy-stockfish 11.1
    // lists P*3g but finds 0 replies after it (gote in check): a mate, so the drop is refused.
    const Position position =
        parse("3g5/1rs3g2/n1p+B+B2pl/1P1Pp4/2P2pp1p/6kS1/1GNlSP1PP/+l2pS2RL/1N3KGN1 b 3P2p 121");
    EXPECT_EQ(broken(position, "P*3g"), "shogi.drop.uchifuzume");
    // 3e holds a gote pawn: no drop there at all.
    EXPECT_EQ(broken(position, "P*3e"), "shogi.drop");
}

}  // namespace
}  // namespace arbiter::reference::shogi
