// Every rule of the catalogue (corpus/rules.json) has a core::RuleId that spells it back: the
// rules floors' names, handed over by the oracle adapters, always read as a type.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "core/names.h"
#include "core/rule_id.h"

namespace {

using namespace arbiter::core;

TEST(CoreRuleId, EveryCatalogueRuleHasARuleId) {
    std::ifstream in(std::filesystem::path(ARBITER_CORPUS_DIR) / "rules.json");
    ASSERT_TRUE(in) << "corpus/rules.json";
    const auto catalogue = nlohmann::json::parse(in);
    for (const auto& rule : catalogue.at("rules")) {
        const auto id = rule.at("id").get<std::string>();
        const auto parsed = parse_rule_id(id);
        ASSERT_TRUE(parsed.has_value()) << id;
        EXPECT_EQ(rule_name(*parsed), id);
        EXPECT_EQ(game_name(parsed->game), rule.at("game").get<std::string>()) << id;
    }
}

}  // namespace
