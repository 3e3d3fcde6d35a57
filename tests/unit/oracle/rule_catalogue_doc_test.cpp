// docs/rules.md is generated from corpus/rules.json: this test renders it and fails when the file
// in the repository differs. To regenerate after editing corpus/rules.json:
//   ARBITER_REGENERATE_DOCS=1 build/<dir>/tests/oracle_unit_tests
//   --gtest_filter='RuleCatalogueDoc.*'
// It also checks that every rule names a source a reader can find (docs/rules.md explains them).

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <sstream>
#include <string>

namespace {

using nlohmann::json;

const std::filesystem::path kCorpusDir = ARBITER_CORPUS_DIR;
const std::filesystem::path kCatalogue = kCorpusDir / "rules.json";
const std::filesystem::path kDoc = kCorpusDir.parent_path() / "docs" / "rules.md";

std::string read_text(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

json read_catalogue() { return json::parse(read_text(kCatalogue)); }

const char* const kGames[][2] = {{"chess", "Chess"}, {"xiangqi", "Xiangqi"}, {"shogi", "Shogi"}};

const char* const kPreface = R"(# Rule catalogue

<!-- Generated from corpus/rules.json by tests/unit/oracle/rule_catalogue_doc_test.cpp; do not edit.
     Regenerate: ARBITER_REGENERATE_DOCS=1 build/<dir>/tests/oracle_unit_tests --gtest_filter='RuleCatalogueDoc.*' -->

Every rule arbiter implements and verifies has a stable ID `game.area.rule`. The reference
implementation names its functions after these IDs, corpus cases list the IDs they exercise,
`arbiter explain` answers an illegal move with the ID of the first rule it breaks, and a finished
game carries the ID of the rule that ended it. `arbiter verify` lists the IDs that have no corpus
case yet. A rule that a match decides, not a position (an engine's crash, the match's ply limit),
names instead the test that checks it ("Checked by"), and `verify` lists it with that test.

Each entry gives the rule in one line, its source and, where the rule has one, its option.

## Sources

- Chess: the FIDE Laws of Chess (edition in force from 1 January 2023), by article; FEN as the PGN
  standard (1994) section 16.1 defines it.
- Xiangqi: the Asian Xiangqi Federation rules (the English translation of the Asian Chinese Chess
  Rules, which the World Xiangqi Federation's World Xiangqi Rules are based on), by chapter,
  section and item; and, for the competition matters no public rule book gives in this form
  (touch-move order, time controls, record keeping, fouls, the natural limit), arbiter's xiangqi
  competition rules, restated in English at the end of this file and cited by clause.
- Shogi: the Japan Shogi Association (日本将棋連盟) rules of play and its 対局規定 (rules for
  official games); the CSA rules of the World Computer Shogi Championship for the 27-point
  declaration (入玉宣言法); SFEN as the USI protocol defines it.

## Defaults and options

Where the rules arbiter was built for differ from the usual published rule, their version is the
default and the published one is an option (a command-line flag, and a field of `RuleOptions` for
game records):

- chess: a position repeated for the third time, and fifty moves by each side without a capture or
  a pawn move, draw at once (FIDE: a draw claim; automatic only at five repetitions and 75 moves);
- xiangqi: the natural limit is 60 moves by each side (an event may lower it);
- shogi: at an impasse, a side with fewer than 27 points loses if the other has 27 or more
  (options: the JSA 24-point rule and the CSA 27-point declaration).

Notation: chess moves in UCI (`e2e4`, `e7e8q`, castling as the king's move `e1g1`); xiangqi files
`a`-`i` from red's left and ranks `0`-`9` from red's back rank (`h2e2`); shogi moves in USI (`7g7f`,
`8h2b+`, `P*5e`). Sides in results: `white`/`black`, `red`/`black`, `sente`/`gote`.
)";

std::string render(const json& catalogue) {
    std::ostringstream out;
    out << kPreface;
    for (const auto& [game, title] : kGames) {
        out << "\n## " << title << "\n";
        for (const json& rule : catalogue.at("rules")) {
            if (rule.at("game").get<std::string>() != game) continue;
            out << "\n### `" << rule.at("id").get<std::string>() << "`\n\n"
                << rule.at("statement").get<std::string>() << "\n\n"
                << "- Source: " << rule.at("source").get<std::string>() << "\n";
            if (rule.contains("option"))
                out << "- Option: " << rule.at("option").get<std::string>() << "\n";
            if (rule.contains("checked_by")) {
                const json& by = rule.at("checked_by");
                out << "- Checked by: `" << by.at("test").get<std::string>() << "` in "
                    << by.at("file").get<std::string>() << " (a match, not a corpus case)\n";
            }
        }
    }
    if (catalogue.contains("competition_rules")) {
        for (const auto& [game, title] : kGames) {
            bool any = false;
            for (const json& clause : catalogue.at("competition_rules")) {
                if (clause.at("game").get<std::string>() != game) continue;
                if (!any) {
                    out << "\n## " << title << " competition rules\n\n"
                        << "arbiter's " << game
                        << " competition rules, restated in English; rule sources cite them by "
                           "clause.\n\n";
                    any = true;
                }
                out << "- **" << clause.at("clause").get<std::string>() << "** "
                    << clause.at("text").get<std::string>() << "\n";
            }
        }
    }
    return out.str();
}

TEST(RuleCatalogueDoc, DocsRulesMdMatchesCatalogue) {
    const std::string expected = render(read_catalogue());
    if (const char* regenerate = std::getenv("ARBITER_REGENERATE_DOCS");
        regenerate && std::string(regenerate) == "1") {
        std::ofstream(kDoc, std::ios::binary) << expected;
    }
    ASSERT_TRUE(std::filesystem::exists(kDoc)) << kDoc << " is missing";
    EXPECT_TRUE(read_text(kDoc) == expected)
        << kDoc << " differs from what corpus/rules.json renders; regenerate it with "
        << "ARBITER_REGENERATE_DOCS=1 oracle_unit_tests --gtest_filter='RuleCatalogueDoc.*' and "
           "commit both files";
}

TEST(RuleCatalogueDoc, EverySourceNamesAPublicRuleBookOrAClause) {
    const json catalogue = read_catalogue();
    std::set<std::string> clauses;
    for (const json& clause : catalogue.value("competition_rules", json::array())) {
        clauses.insert(clause.at("clause").get<std::string>());
    }
    const std::string known[] = {"FIDE Laws of Chess",
                                 "Asian Xiangqi Federation",
                                 "Japan Shogi Association",
                                 "CSA",
                                 "PGN standard",
                                 "USI protocol",
                                 "docs/rules.md"};
    for (const json& rule : catalogue.at("rules")) {
        const std::string id = rule.at("id").get<std::string>();
        const std::string source = rule.at("source").get<std::string>();
        bool named = false;
        for (const auto& k : known) named = named || source.find(k) != std::string::npos;
        EXPECT_TRUE(named) << id << ": source names no rule book: " << source;
        EXPECT_EQ(source.find("seed"), std::string::npos)
            << id << ": cites a document outside the repository";
        // "clause 5.1-5.5", "clauses 4.2.4, 8(2) and 9.1.4": every number cited is a restated
        // clause.
        static const std::regex cited(R"(clauses? ([0-9][^;]*))");
        static const std::regex number(R"(([0-9]+(\.[0-9]+)*)(\([0-9]+\))?)");
        for (std::sregex_iterator c(source.begin(), source.end(), cited), e; c != e; ++c) {
            const std::string list = (*c)[1].str();
            for (std::sregex_iterator n(list.begin(), list.end(), number); n != e; ++n) {
                EXPECT_TRUE(clauses.count((*n)[1].str()))
                    << id << ": cites clause " << (*n)[1].str()
                    << ", which docs/rules.md does not restate";
            }
        }
    }
}

// A rule checked by a test rather than a corpus case names a test that exists and asserts the
// rule ID itself, as a string literal in its body (so the test fails if the ID were wrong).
TEST(RuleCatalogueDoc, CheckedByNamesATestThatAssertsTheRule) {
    const json catalogue = read_catalogue();
    int named = 0;
    for (const json& rule : catalogue.at("rules")) {
        if (!rule.contains("checked_by")) continue;
        ++named;
        const std::string id = rule.at("id").get<std::string>();
        const std::string test = rule.at("checked_by").at("test").get<std::string>();
        const std::filesystem::path file =
            kCorpusDir.parent_path() / rule.at("checked_by").at("file").get<std::string>();
        ASSERT_TRUE(std::filesystem::exists(file)) << id << ": " << file << " is missing";
        const std::string text = read_text(file);
        const std::size_t dot = test.find('.');
        ASSERT_NE(dot, std::string::npos) << id << ": '" << test << "' is not Suite.Name";
        const std::string head =
            "TEST(" + test.substr(0, dot) + ", " + test.substr(dot + 1) + ") {";
        const std::size_t begin = text.find(head);
        ASSERT_NE(begin, std::string::npos) << id << ": no " << head << " in " << file;
        const std::size_t end = text.find("\nTEST(", begin + head.size());
        const std::string body = text.substr(begin, end == std::string::npos ? end : end - begin);
        EXPECT_NE(body.find("\"" + id + "\""), std::string::npos)
            << id << ": " << test << " does not assert \"" << id << "\"";
    }
    EXPECT_GT(named, 0);
}

}  // namespace
