// The rule IDs of reference/chess: one RuleId per ID of corpus/rules.json for chess, each
// printed as that ID and read back from it.

#include "reference/chess/rule_id.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace arbiter::reference::chess {
namespace {

TEST(ChessRuleId, NamesAreTheCatalogueIds) {
    EXPECT_EQ(rule_name(RuleId::SetupStandard),
              "chess.setup.standard");  // the catalogue's first rule
    EXPECT_EQ(rule_name(RuleId::CastlingThroughCheck), "chess.castling.through-check");
    EXPECT_EQ(rule_name(RuleId::Chess960CastlingBlocked), "chess.chess960.castling.blocked");
    EXPECT_EQ(rule_name(RuleId::Resignation), "chess.resignation");
    EXPECT_EQ(rule_name(RuleId::NotationAmbiguous),
              "chess.notation.ambiguous");  // the last arbiter addition
}

TEST(ChessRuleId, EveryIdReadsBackAndNamesAreDistinct) {
    // corpus/rules.json lists 33 rule IDs for chess (3 of them Chess960's).
    EXPECT_EQ(kRuleIdCount, 33);
    std::set<std::string> names;
    for (int i = 0; i < kRuleIdCount; ++i) {
        const auto id = static_cast<RuleId>(i);
        const std::string name(rule_name(id));
        EXPECT_EQ(name.rfind("chess.", 0), 0u) << name;
        EXPECT_EQ(parse_rule_id(name), id) << name;
        names.insert(name);
    }
    EXPECT_EQ(names.size(), static_cast<std::size_t>(kRuleIdCount));
}

TEST(ChessRuleId, UnknownNamesAreRefused) {
    EXPECT_FALSE(parse_rule_id("").has_value());
    EXPECT_FALSE(parse_rule_id("chess").has_value());
    EXPECT_FALSE(parse_rule_id("chess.no-such-rule").has_value());
    EXPECT_FALSE(parse_rule_id("xiangqi.self-check").has_value());
    EXPECT_FALSE(parse_rule_id("CHESS.SETUP.STANDARD").has_value());  // IDs are lowercase
}

}  // namespace
}  // namespace arbiter::reference::chess
