// Incremental Zobrist hash of fast/xiangqi: equals a full recomputation after every make and
// unmake; transpositions meet; side to move is part of the key; invariants hold throughout.

#include <gtest/gtest.h>

#include "fast/xiangqi/game.h"
#include "fast/xiangqi/movegen.h"
#include "fast/xiangqi/notation.h"

namespace arbiter::fast::xiangqi {
namespace {

Move mv(const char* text) {
    const auto m = parse_move(text);
    EXPECT_TRUE(m.has_value()) << text;
    return m ? Move(m->from, m->to) : Move{};
}

TEST(XiangqiFastHash, IncrementalEqualsRecomputedOnADeterministicWalk) {
    Position pos = Position::startpos();
    Undo undos[200];
    Move moves[200];
    int n = 0;
    unsigned seed = 12345;
    for (; n < 200; ++n) {
        MoveList list;
        generate_legal(pos, list);
        if (list.size() == 0) break;
        seed = seed * 1103515245u + 12345u;
        moves[n] = list[static_cast<int>((seed >> 8) % static_cast<unsigned>(list.size()))];
        pos.make(moves[n], undos[n]);
        ASSERT_EQ(pos.hash(), pos.compute_hash());
        ASSERT_TRUE(pos.invariants_hold());
    }
    while (n-- > 0) {
        pos.unmake(moves[n], undos[n]);
        ASSERT_EQ(pos.hash(), pos.compute_hash());
        ASSERT_TRUE(pos.invariants_hold());
    }
    EXPECT_EQ(pos, Position::startpos());
}

TEST(XiangqiFastHash, TranspositionsMeetAndSideCounts) {
    Game a(Position::startpos());
    Game b(Position::startpos());
    for (const char* m : {"h2e2", "h9g7", "b0c2"}) ASSERT_TRUE(a.play(mv(m)));
    for (const char* m : {"b0c2", "h9g7", "h2e2"}) ASSERT_TRUE(b.play(mv(m)));
    EXPECT_EQ(a.position().hash(), b.position().hash());
    auto red = parse_position("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    auto black = parse_position("3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1");
    ASSERT_TRUE(red.ok() && black.ok());
    EXPECT_NE(red.value().hash(), black.value().hash());
}

TEST(XiangqiFastHash, RepetitionFoundOnThirdOccurrence) {
    Game g(Position::startpos());
    const char* cycle[] = {"b0c2", "b9c7", "c2b0", "c7b9"};
    for (int i = 0; i < 4; ++i) ASSERT_TRUE(g.play(mv(cycle[i])));
    EXPECT_FALSE(g.repetition_start());  // the start position has occurred twice
    for (int i = 0; i < 4; ++i) ASSERT_TRUE(g.play(mv(cycle[i])));
    ASSERT_TRUE(g.repetition_start());
    EXPECT_EQ(*g.repetition_start(), 0u);
    const GameStatus s = g.status({});
    EXPECT_EQ(s.outcome, Outcome::Draw);
    EXPECT_EQ(s.reason, RuleId::Repetition);
}

}  // namespace
}  // namespace arbiter::fast::xiangqi
