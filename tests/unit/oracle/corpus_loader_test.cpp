// The corpus loader reports bad files by file, case id and field, and never throws.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "oracle/corpus.h"

namespace arbiter::oracle {
namespace {

constexpr const char* kGoodCase = R"({"cases": [{
  "id": "chess-example-001", "game": "chess", "rules": ["chess.king.step"],
  "description": "d", "fen": "startpos", "moves": ["e2e4"],
  "options": {"chess_repetition_count": 5},
  "expect": {"legal_count": 20, "perft": {"2": 400, "1": 20},
             "legal_exclude": [{"move": "e1e2", "rule": "chess.king.step"}],
             "status": {"result": "ongoing", "winner": null}},
  "source": "hand count"}]})";

std::string error_of(const std::string& text) {
    auto parsed = parse_corpus_text(text, "f.json");
    return parsed ? std::string("(accepted)") : parsed.error().message;
}

TEST(OracleCorpusLoader, ParsesEveryField) {
    auto parsed = parse_corpus_text(kGoodCase, "f.json");
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    ASSERT_EQ(parsed.value().size(), 1u);
    const CorpusCase& c = parsed.value()[0];
    EXPECT_EQ(c.id, "chess-example-001");
    EXPECT_EQ(c.game, core::Game::Chess);
    EXPECT_EQ(c.moves, std::vector<std::string>{"e2e4"});
    EXPECT_EQ(c.options.chess_repetition_count, 5);
    EXPECT_EQ(c.expect.legal_count, 20u);
    ASSERT_EQ(c.expect.perft.size(), 2u);
    EXPECT_EQ(c.expect.perft[0], (std::pair<int, std::uint64_t>{1, 20}));
    ASSERT_TRUE(c.expect.status.has_value());
    EXPECT_TRUE(c.expect.status->check_winner);
    EXPECT_FALSE(c.expect.status->winner.has_value());
    EXPECT_FALSE(c.expect.status->check_reason);
}

TEST(OracleCorpusLoader, SyntaxErrorNamesTheFile) {
    const std::string e = error_of("{\"cases\": [");
    EXPECT_NE(e.find("f.json"), std::string::npos) << e;
}

TEST(OracleCorpusLoader, MissingFieldNamesCaseAndPointer) {
    std::string text = kGoodCase;
    text.replace(text.find("\"source\": \"hand count\""), 22, "\"tags\": []");
    const std::string e = error_of(text);
    EXPECT_NE(e.find("chess-example-001"), std::string::npos) << e;
    EXPECT_NE(e.find("/source"), std::string::npos) << e;
}

TEST(OracleCorpusLoader, UnknownExpectationIsRefused) {
    std::string text = kGoodCase;
    text.replace(text.find("\"legal_count\""), 13, "\"legal_cuont\"");
    EXPECT_NE(error_of(text).find("/expect/legal_cuont"), std::string::npos);
}

TEST(OracleCorpusLoader, WrongTypesAreRefused) {
    for (const auto& [from, to] : std::vector<std::pair<std::string, std::string>>{
             {"\"legal_count\": 20", "\"legal_count\": -1"},
             {"\"2\": 400", "\"0\": 400"},
             {"\"game\": \"chess\"", "\"game\": \"go\""},
             {"\"rule\": \"chess.king.step\"", "\"rule\": \"king step\""},
             {"\"rules\": [\"chess.king.step\"]", "\"rules\": []"},
             {"\"chess_repetition_count\": 5", "\"chess_repetition_count\": 4"},
             {"\"result\": \"ongoing\"", "\"result\": \"lost\""}}) {
        std::string text = kGoodCase;
        text.replace(text.find(from), from.size(), to);
        EXPECT_NE(error_of(text), "(accepted)") << to;
    }
}

TEST(OracleCorpusLoader, TagsMarkSlowAndFastOnlyCases) {
    std::string text = kGoodCase;
    const std::string source = "\"source\": \"hand count\"";
    text.replace(text.find(source), source.size(),
                 "\"tags\": [\"slow\", \"fast-only\"], " + source);
    auto parsed = parse_corpus_text(text, "f.json");
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    EXPECT_TRUE(parsed.value()[0].slow);
    EXPECT_TRUE(parsed.value()[0].fast_only);
    auto plain = parse_corpus_text(kGoodCase, "f.json");
    ASSERT_TRUE(plain.ok());
    EXPECT_FALSE(plain.value()[0].slow);
    EXPECT_FALSE(plain.value()[0].fast_only);
    text.replace(text.find("fast-only"), 9, "fast_only");
    EXPECT_NE(error_of(text).find("/tags/1"), std::string::npos) << error_of(text);
}

TEST(OracleCorpusLoader, DuplicateIdsAcrossFilesAreRefused) {
    const auto dir = std::filesystem::temp_directory_path() / "arbiter-corpus-dup-test";
    std::filesystem::create_directories(dir);
    for (const char* name : {"a.json", "b.json"}) {
        std::ofstream(dir / name) << kGoodCase;
    }
    auto loaded = load_corpus({dir});
    std::filesystem::remove_all(dir);
    ASSERT_FALSE(loaded.ok());
    EXPECT_NE(loaded.error().message.find("duplicate"), std::string::npos)
        << loaded.error().message;
}

TEST(OracleCorpusLoader, MissingPathIsAnError) {
    auto loaded = load_corpus({"/nonexistent/arbiter/corpus"});
    ASSERT_FALSE(loaded.ok());
    EXPECT_NE(loaded.error().message.find("/nonexistent/arbiter/corpus"), std::string::npos);
}

TEST(OracleRuleCatalogue, BundledCatalogueListsEveryGame) {
    auto catalogue = load_rule_catalogue(default_corpus_dir() / "rules.json");
    ASSERT_TRUE(catalogue.ok()) << catalogue.error().message;
    int per_game[3] = {0, 0, 0};
    for (const auto& entry : catalogue.value()) ++per_game[static_cast<int>(entry.game)];
    EXPECT_GT(per_game[0], 20);  // docs/rules.md lists 29 chess rules
    EXPECT_GT(per_game[1], 20);
    EXPECT_GT(per_game[2], 20);
}

TEST(OracleRuleCatalogue, CheckedByNamesATestAndItsFile) {
    const std::string rule =
        R"({"id": "chess.engine.crash", "game": "chess", "statement": "s", "source": "s")";
    auto good = parse_rule_catalogue(
        R"({"rules": [)" + rule +
            R"(, "checked_by": {"test": "MatchReferee.X", "file": "tests/engine/t.cpp"}}]})",
        "rules.json");
    ASSERT_TRUE(good.ok()) << good.error().message;
    EXPECT_EQ(good.value().at(0).checked_by, "MatchReferee.X (tests/engine/t.cpp)");
    auto plain = parse_rule_catalogue(R"({"rules": [)" + rule + "}]}", "rules.json");
    ASSERT_TRUE(plain.ok()) << plain.error().message;
    EXPECT_EQ(plain.value().at(0).checked_by, "");
    auto bad = parse_rule_catalogue(
        R"({"rules": [)" + rule + R"(, "checked_by": "MatchReferee.X"}]})", "rules.json");
    ASSERT_FALSE(bad.ok());
    EXPECT_NE(bad.error().message.find("/rules/0/checked_by"), std::string::npos)
        << bad.error().message;
}

}  // namespace
}  // namespace arbiter::oracle
