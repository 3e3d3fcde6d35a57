// `--engine` specs of `arbiter match` (referee/match/match.h, parse_engine_spec; docs/cli.md):
// KEY=VALUE words split as a shell splits them, so an option whose name has spaces is one quoted
// word, `"option.Skill Level=5"`, and reaches the engine as UCI writes it: `setoption name Skill
// Level value 5` (the UCI protocol text of Stefan Meyer-Kahlen, "setoption name <id> [value <x>]",
// whose <id> may hold spaces: "setoption name Clear Hash" in its own examples).

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "engines/uci.h"
#include "referee/match/match.h"

namespace arbiter::referee::match {
namespace {

using Options = std::vector<std::pair<std::string, std::string>>;

TEST(MatchEngineSpec, QuotedOptionNameKeepsItsSpaces) {
    auto spec = parse_engine_spec(
        core::Game::Chess, R"(name=A cmd=/usr/games/stockfish "option.Skill Level=5")", "", 0);
    ASSERT_TRUE(spec.ok()) << spec.error().message;
    EXPECT_EQ(spec.value().config.options, (Options{{"Skill Level", "5"}}));
    EXPECT_EQ(engines::uci_setoption(engines::Protocol::Uci, "Skill Level", "5"),
              "setoption name Skill Level value 5");
}

TEST(MatchEngineSpec, SingleQuotesAndSpacesInTheValueToo) {
    auto spec =
        parse_engine_spec(core::Game::Chess,
                          R"(name=A cmd=prog 'option.Book File=/a b/c.bin' option.Hash=16)", "", 0);
    ASSERT_TRUE(spec.ok()) << spec.error().message;
    EXPECT_EQ(spec.value().config.options, (Options{{"Book File", "/a b/c.bin"}, {"Hash", "16"}}));
}

TEST(MatchEngineSpec, EachGivesQuotedOptionsToBoth) {
    auto spec =
        parse_engine_spec(core::Game::Chess, "name=B cmd=prog", R"("option.Skill Level=3")", 1);
    ASSERT_TRUE(spec.ok()) << spec.error().message;
    EXPECT_EQ(spec.value().config.options, (Options{{"Skill Level", "3"}}));
}

TEST(MatchEngineSpec, UnquotedSpaceIsTwoWordsAndRefused) {
    // option.Skill and Level=5: the first is no KEY=VALUE, named in the error.
    auto spec = parse_engine_spec(core::Game::Chess, "name=A cmd=prog option.Skill Level=5", "", 0);
    ASSERT_FALSE(spec.ok());
    EXPECT_NE(spec.error().message.find("'option.Skill' is not KEY=VALUE"), std::string::npos)
        << spec.error().message;
}

}  // namespace
}  // namespace arbiter::referee::match
