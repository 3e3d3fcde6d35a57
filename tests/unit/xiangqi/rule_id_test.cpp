// The rule IDs of reference/xiangqi: one RuleId per ID of corpus/rules.json for xiangqi, each
// printed as that ID and read back from it.

#include "reference/xiangqi/rule_id.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace arbiter::reference::xiangqi {
namespace {

TEST(XiangqiRuleId, NamesAreTheCatalogueIds) {
    EXPECT_EQ(rule_name(RuleId::SetupStandard),
              "xiangqi.setup.standard");  // the catalogue's first rule
    EXPECT_EQ(rule_name(RuleId::RepetitionPerpetualChase), "xiangqi.repetition.perpetual-chase");
    EXPECT_EQ(rule_name(RuleId::Resignation), "xiangqi.resignation");  // the last arbiter addition
}

TEST(XiangqiRuleId, EveryIdReadsBackAndNamesAreDistinct) {
    // corpus/rules.json lists 27 rule IDs for xiangqi.
    EXPECT_EQ(kRuleIdCount, 27);
    std::set<std::string> names;
    for (int i = 0; i < kRuleIdCount; ++i) {
        const auto id = static_cast<RuleId>(i);
        const std::string name(rule_name(id));
        EXPECT_EQ(name.rfind("xiangqi.", 0), 0u) << name;
        EXPECT_EQ(parse_rule_id(name), id) << name;
        names.insert(name);
    }
    EXPECT_EQ(names.size(), static_cast<std::size_t>(kRuleIdCount));
}

TEST(XiangqiRuleId, UnknownNamesAreRefused) {
    EXPECT_FALSE(parse_rule_id("").has_value());
    EXPECT_FALSE(parse_rule_id("xiangqi").has_value());
    EXPECT_FALSE(parse_rule_id("xiangqi.no-such-rule").has_value());
    EXPECT_FALSE(parse_rule_id("shogi.self-check").has_value());
    EXPECT_FALSE(parse_rule_id("XIANGQI.SETUP.STANDARD").has_value());  // IDs are lowercase
}

}  // namespace
}  // namespace arbiter::reference::xiangqi
