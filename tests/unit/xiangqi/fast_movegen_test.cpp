// Legal generation of fast/xiangqi on small positions, each counted by hand and confirmed by
// fairy-stockfish 11.1 `go perft 1` (UCI_Variant xiangqi).

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "fast/xiangqi/game.h"
#include "fast/xiangqi/movegen.h"
#include "fast/xiangqi/notation.h"

namespace arbiter::fast::xiangqi {
namespace {

std::vector<std::string> legal(const std::string& fen) {
    auto pos = parse_position(fen);
    EXPECT_TRUE(pos.ok()) << fen;
    std::vector<std::string> out;
    if (!pos) return out;
    MoveList list;
    generate_legal(pos.value(), list);
    for (const Move m : list) out.push_back(print_move(m));
    std::sort(out.begin(), out.end());
    EXPECT_EQ(static_cast<int>(out.size()), count_legal(pos.value()));
    return out;
}

// Cannon e7 behind two screens (horse e3, chariot e2): neither may leave the file; the chariot
// cannot pass the horse; the general may not step onto the open file f of the black general.
TEST(XiangqiFastMovegen, CannonWithTwoScreensPinsBoth) {
    const std::vector<std::string> expected = {"e0d0", "e0e1", "e2e1"};
    EXPECT_EQ(legal("5k3/9/4c4/9/9/9/4N4/4R4/9/4K4 w - - 0 1"), expected);
}

// Cannon e8 with an open file to the general: no piece may become its screen (a4e4 illegal).
TEST(XiangqiFastMovegen, FillingAnOpenCannonFileGivesCheck) {
    const auto moves = legal("3k5/4c4/9/9/9/R8/9/9/9/4K4 w - - 0 1");
    EXPECT_EQ(moves.size(), 18u);
    EXPECT_EQ(std::count(moves.begin(), moves.end(), "a4e4"), 0);
    EXPECT_EQ(std::count(moves.begin(), moves.end(), "e0d0"), 0);  // flying general on file d
}

// Horse f2 aimed at e0 through the leg f1: the chariot on the leg may only take the horse.
TEST(XiangqiFastMovegen, PieceOnAHorseLegIsPinned) {
    const std::vector<std::string> expected = {"e0e1", "e0f0", "f1f2"};
    EXPECT_EQ(legal("3k5/9/9/9/9/9/9/5n3/5R3/4K4 w - - 0 1"), expected);
}

TEST(XiangqiFastMovegen, CheckAndMateStatus) {
    // Black general d9 (fairy-stockfish 11.1: 0 legal moves, in check): chariots d4 and c8.
    auto pos = parse_position("3k5/2R6/9/9/9/3R5/9/9/9/4K4 b - - 0 1");
    ASSERT_TRUE(pos.ok());
    EXPECT_TRUE(in_check(pos.value()));
    EXPECT_EQ(count_legal(pos.value()), 0);
    const GameStatus s = Game(pos.value()).status({});
    EXPECT_EQ(s.outcome, Outcome::Win);
    EXPECT_EQ(s.reason, RuleId::Checkmate);
    EXPECT_EQ(s.winner, Red);
}

}  // namespace
}  // namespace arbiter::fast::xiangqi

namespace arbiter::fast::xiangqi {
namespace {

TEST(XiangqiFastMovegen, GenerateLegalClearsTheListFirst) {
    MoveList list;
    generate_legal(Position::startpos(), list);
    // Generals only (red e0, black d9): e0e1 and e0f0; e0d0 would face the black general.
    generate_legal(parse_position("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1").value(), list);
    EXPECT_EQ(list.size(), 2);
}

TEST(XiangqiFastMovegen, PlayRefusesAnIllegalMoveAndChangesNothing) {
    Game g(Position::startpos());
    EXPECT_FALSE(g.play(Move(make_point(1, 0), make_point(1, 5))));  // b0b5: a horse does not slide
    EXPECT_FALSE(
        g.play(Move(make_point(1, 9), make_point(2, 7))));  // b9c7: black's horse, red to move
    EXPECT_TRUE(g.moves().empty());
    EXPECT_TRUE(g.position() == Position::startpos());
    EXPECT_TRUE(g.play(Move(make_point(1, 0), make_point(2, 2))));  // b0c2
    EXPECT_EQ(g.moves().size(), 1u);
}

}  // namespace
}  // namespace arbiter::fast::xiangqi
