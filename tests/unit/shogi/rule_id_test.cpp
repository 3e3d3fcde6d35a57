// The rule IDs of reference/shogi: one RuleId per ID of corpus/rules.json for shogi, each
// printed as that ID and read back from it.

#include "reference/shogi/rule_id.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace arbiter::reference::shogi {
namespace {

TEST(ShogiRuleId, NamesAreTheCatalogueIds) {
    EXPECT_EQ(rule_name(RuleId::SetupStandard),
              "shogi.setup.standard");  // the catalogue's first rule
    EXPECT_EQ(rule_name(RuleId::DropUchifuzume), "shogi.drop.uchifuzume");
    EXPECT_EQ(rule_name(RuleId::Resignation), "shogi.resignation");  // the last arbiter addition
}

TEST(ShogiRuleId, EveryIdReadsBackAndNamesAreDistinct) {
    // corpus/rules.json lists 32 rule IDs for shogi below the match floor (the engine rules are
    // the referee's): shogi.setup.standard to shogi.resignation, shogi.max-plies among them.
    EXPECT_EQ(kRuleIdCount, 32);
    std::set<std::string> names;
    for (int i = 0; i < kRuleIdCount; ++i) {
        const auto id = static_cast<RuleId>(i);
        const std::string name(rule_name(id));
        EXPECT_EQ(name.rfind("shogi.", 0), 0u) << name;
        EXPECT_EQ(parse_rule_id(name), id) << name;
        names.insert(name);
    }
    EXPECT_EQ(names.size(), static_cast<std::size_t>(kRuleIdCount));
}

TEST(ShogiRuleId, UnknownNamesAreRefused) {
    EXPECT_FALSE(parse_rule_id("").has_value());
    EXPECT_FALSE(parse_rule_id("shogi").has_value());
    EXPECT_FALSE(parse_rule_id("shogi.no-such-rule").has_value());
    EXPECT_FALSE(parse_rule_id("chess.self-check").has_value());
    EXPECT_FALSE(parse_rule_id("SHOGI.SETUP.STANDARD").has_value());  // IDs are lowercase
}

}  // namespace
}  // namespace arbiter::reference::shogi
