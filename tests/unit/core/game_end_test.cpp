// core/game_end.h and core/rule_id.h: the one table of rule names reads back what it spells (the
// catalogue's rules are checked in tests/unit/referee/rule_id_catalogue_test.cpp); a GameEnd's
// edge text.

#include "core/game_end.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace {

using namespace arbiter::core;

TEST(CoreRuleId, EveryNameReadsBackAsItsRule) {
    std::set<std::string> seen;
    for (Game game : {Game::Chess, Game::Xiangqi, Game::Shogi}) {
        for (int r = 0; r < kRuleCount; ++r) {
            const RuleId id{game, static_cast<Rule>(r)};
            const std::string name(rule_name(id));
            const auto back = parse_rule_id(name);
            ASSERT_TRUE(back.has_value()) << name;
            EXPECT_EQ(rule_name(*back), name);
            if (id.rule != Rule::AdjudicationResign && id.rule != Rule::AdjudicationDraw) {
                EXPECT_EQ(*back, id) << name;
                EXPECT_TRUE(seen.insert(name).second) << name << " spelt twice";
            }
        }
    }
    EXPECT_EQ(rule_name({Game::Xiangqi, Rule::RepetitionPerpetualChase}),
              "xiangqi.repetition.perpetual-chase");
    EXPECT_EQ(rule_name({Game::Shogi, Rule::AdjudicationDraw}), "adjudication.draw");
    EXPECT_FALSE(parse_rule_id("chess.no-such-rule"));
    EXPECT_FALSE(parse_rule_id("checkmate"));
}

TEST(CoreGameEnd, ResultTagFollowsOutcomeAndWinner) {
    EXPECT_EQ(result_tag(GameEnd{}), "*");
    EXPECT_EQ(result_tag(win(Side::First, {Game::Chess, Rule::Checkmate})), "1-0");
    EXPECT_EQ(result_tag(win(Side::Second, {Game::Shogi, Rule::Resignation})), "0-1");
    EXPECT_EQ(result_tag(draw({Game::Xiangqi, Rule::NaturalLimit})), "1/2-1/2");
}

TEST(CoreGameEnd, RuleIdsParseAtCompileTime) {
    // oracle/adapters/ matches the rules floors' names with core's in constant expressions.
    static_assert(parse_rule_id("shogi.sennichite.perpetual-check") ==
                  RuleId{Game::Shogi, Rule::SennichitePerpetualCheck});
    static_assert(parse_rule_id("xiangqi.repetition") == RuleId{Game::Xiangqi, Rule::Repetition});
    static_assert(parse_rule_id("adjudication.draw") ==
                  RuleId{Game::Chess, Rule::AdjudicationDraw});
    static_assert(!parse_rule_id("chess.adjudication.draw"));
    static_assert(!parse_rule_id("go.checkmate"));
    static_assert(!parse_rule_id("chess.checkmate.x"));
}

TEST(CoreGameEnd, SameDecisionLeavesPlyAndEvidenceAside) {
    GameEnd a = win(Side::Second, {Game::Shogi, Rule::SennichitePerpetualCheck}, 12);
    GameEnd b = at_ply(a, 40);
    EXPECT_EQ(b.ply, 40);
    b.no_move = NoMoveEvidence{};
    EXPECT_TRUE(same_decision(a, b));
    EXPECT_FALSE(same_decision(a, win(Side::First, {Game::Shogi, Rule::SennichitePerpetualCheck})));
    EXPECT_FALSE(same_decision(a, win(Side::Second, {Game::Shogi, Rule::Sennichite})));
    EXPECT_FALSE(same_decision(a, draw({Game::Shogi, Rule::SennichitePerpetualCheck})));
    EXPECT_TRUE(same_decision(GameEnd{}, GameStatus{}.end));
}

}  // namespace
