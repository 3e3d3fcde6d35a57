// The status the adapters hand over is typed (core::GameStatus, core/game_end.h): each binding
// maps its rules floor's outcome, side and rule ID to core's, with no text in between. Expected
// values come from the rule books: the fool's mate is checkmate by black (FIDE Laws 5.1.1), and a
// shogi game limited to two plies is drawn once two are played (docs/rules.md shogi.max-plies).

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/game_end.h"
#include "oracle/registry.h"

namespace arbiter::oracle {
namespace {

core::GameStatus status_after(core::Game game, Impl impl, const std::vector<std::string>& moves,
                              const core::RuleOptions& options = {}) {
    auto adapter = make_adapter(game, impl);
    EXPECT_TRUE(adapter.ok());
    EXPECT_TRUE(adapter.value()->set_position("startpos", moves).ok());
    return adapter.value()->status(options);
}

TEST(AdapterStatus, FoolsMateIsATypedWinForTheSecondSide) {
    for (const Impl impl : {Impl::Reference, Impl::Fast}) {
        const core::GameStatus s =
            status_after(core::Game::Chess, impl, {"f2f3", "e7e5", "g2g4", "d8h4"});
        EXPECT_TRUE(s.in_check);
        EXPECT_TRUE(s.end.won_by(core::Side::Second));
        EXPECT_EQ(s.end.rule, (core::RuleId{core::Game::Chess, core::Rule::Checkmate}));
        EXPECT_EQ(s.end.ply, 0);  // the caller knows the ply
        ASSERT_TRUE(s.end.no_move.has_value());
        ASSERT_EQ(s.end.no_move->checkers.size(), 1U);
        EXPECT_EQ(s.end.no_move->checkers[0].square, "h4");
    }
}

TEST(AdapterStatus, ShogiMaxPliesIsATypedDraw) {
    core::RuleOptions limited;
    limited.shogi_max_plies = 2;
    for (const Impl impl : {Impl::Reference, Impl::Fast}) {
        EXPECT_FALSE(status_after(core::Game::Shogi, impl, {"7g7f"}, limited).end.over());
        const core::GameEnd end =
            status_after(core::Game::Shogi, impl, {"7g7f", "3c3d"}, limited).end;
        EXPECT_EQ(end.outcome, core::Outcome::Draw);
        EXPECT_FALSE(end.winner.has_value());
        EXPECT_EQ(end.rule, (core::RuleId{core::Game::Shogi, core::Rule::MaxPlies}));
    }
}

TEST(AdapterStatus, OngoingHasNoRule) {
    for (const core::Game game : {core::Game::Chess, core::Game::Xiangqi, core::Game::Shogi}) {
        for (const Impl impl : {Impl::Reference, Impl::Fast}) {
            const core::GameStatus s = status_after(game, impl, {});
            EXPECT_FALSE(s.in_check);
            EXPECT_FALSE(s.end.over());
            EXPECT_FALSE(s.end.rule.has_value());
            EXPECT_FALSE(s.end.winner.has_value());
        }
    }
}

}  // namespace
}  // namespace arbiter::oracle
