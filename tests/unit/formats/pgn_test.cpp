// The PGN reader and writer (formats/pgn.h). Expected values are read off the texts by
// hand: the line and column of each token, the tags, the moves (PGN standard 1994, sections 8.1
// and 8.2 for what is a tag, a move number, a NAG, a comment, a variation).

#include "formats/pgn.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace arbiter::formats {
namespace {

std::vector<RecordGame> read_all(std::string_view text) {
    PgnReader reader(text);
    std::vector<RecordGame> games;
    RecordGame g;
    while (reader.next(g)) games.push_back(g);
    return games;
}

std::vector<std::string> move_texts(const RecordGame& g) {
    std::vector<std::string> out;
    for (const MoveToken& t : g.tokens) {
        if (t.kind == TokenKind::Move)
            out.emplace_back(t.text);
        else
            out.emplace_back(t.kind == TokenKind::VariationStart ? "(" : ")");
    }
    return out;
}

TEST(PgnReader, ReadsSevenTagRosterAndMoves) {
    const std::string text =
        "[Event \"F/S Return Match\"]\n[Site \"Belgrade, Serbia JUG\"]\n[Date \"1992.11.04\"]\n"
        "[Round \"29\"]\n[White \"Fischer, Robert J.\"]\n[Black \"Spassky, Boris V.\"]\n"
        "[Result \"1/2-1/2\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1/2-1/2\n";
    const auto games = read_all(text);
    ASSERT_EQ(games.size(), 1u);
    const RecordGame& g = games[0];
    EXPECT_FALSE(g.problem) << g.problem->message;
    EXPECT_EQ(g.tags.size(), 7u);
    EXPECT_EQ(*g.tag("White"), "Fischer, Robert J.");
    EXPECT_EQ(*g.tag("Round"), "29");
    EXPECT_EQ(g.result, ClaimedResult::Draw);
    EXPECT_EQ(g.result_text, "1/2-1/2");
    EXPECT_EQ(move_texts(g), (std::vector<std::string>{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6"}));
    // "1. e4" on line 9: e4 at column 4; Nc6 after "1. e4 e5 2. Nf3 " at column 17.
    EXPECT_EQ(g.tokens[0].at.line, 9u);
    EXPECT_EQ(g.tokens[0].at.column, 4u);
    EXPECT_EQ(g.tokens[3].at.column, 17u);
    EXPECT_EQ(g.at.line, 1u);
    EXPECT_EQ(g.index, 1u);
}

TEST(PgnReader, SkipsCommentsNagsAnnotationsAndEscapeLines) {
    const std::string text =
        "[Event \"?\"]\n[Result \"*\"]\n\n"
        "1.e4 {best by test\nsays Fischer} e5!? 2.Nf3 $1 ; a rest-of-line comment\n"
        "%an escape line 3. zz\n"
        "2...Nc6?! 3.Bb5!! *\n";
    const auto games = read_all(text);
    ASSERT_EQ(games.size(), 1u);
    EXPECT_FALSE(games[0].problem) << games[0].problem->message;
    EXPECT_EQ(move_texts(games[0]), (std::vector<std::string>{"e4", "e5", "Nf3", "Nc6", "Bb5"}));
    // The comment spans a line: e5 is on line 5, column 15 ("says Fischer} " is 14 bytes).
    EXPECT_EQ(games[0].tokens[1].at.line, 5u);
    EXPECT_EQ(games[0].tokens[1].at.column, 15u);
    EXPECT_EQ(games[0].tokens[3].at.line, 7u);
    EXPECT_EQ(games[0].result, ClaimedResult::Unknown);
}

TEST(PgnReader, KeepsRecursiveVariations) {
    const auto games = read_all("1. e4 (1. d4 d5 (1... Nf6 2. c4)) 1... e5 *");
    ASSERT_EQ(games.size(), 1u);
    EXPECT_FALSE(games[0].problem);
    EXPECT_EQ(move_texts(games[0]),
              (std::vector<std::string>{"e4", "(", "d4", "d5", "(", "Nf6", "c4", ")", ")", "e5"}));
}

TEST(PgnReader, ReadsManyGamesWithBomAndCrlf) {
    const std::string text =
        "\xEF\xBB\xBF[Event \"a\"]\r\n[Result \"1-0\"]\r\n\r\n1. e4 1-0\r\n\r\n"
        "[Event \"b\"]\r\n[Result \"0-1\"]\r\n\r\n1. d4 0-1\r\n";
    const auto games = read_all(text);
    ASSERT_EQ(games.size(), 2u);
    EXPECT_EQ(*games[0].tag("Event"), "a");
    EXPECT_EQ(games[0].result, ClaimedResult::FirstWins);
    EXPECT_EQ(games[1].result, ClaimedResult::SecondWins);
    EXPECT_EQ(games[1].index, 2u);
    EXPECT_EQ(games[1].at.line, 6u);
    EXPECT_EQ(games[0].tokens[0].at.column, 4u);  // the BOM is not a column
    EXPECT_FALSE(games[0].problem);
    EXPECT_FALSE(games[1].problem);
}

TEST(PgnReader, ReadsAGameWithoutTagsAndCastlingWithZeros) {
    const auto games = read_all("1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. 0-0 0-0 *");
    ASSERT_EQ(games.size(), 1u);
    EXPECT_TRUE(games[0].tags.empty());
    EXPECT_EQ(games[0].tokens.back().text, "0-0");
    EXPECT_EQ(games[0].tokens.size(), 8u);
}

TEST(PgnReader, UnescapesTagValues) {
    const auto games = read_all("[Annotator \"say \\\"hi\\\" \\\\ bye\"]\n\n*\n");
    ASSERT_EQ(games.size(), 1u);
    EXPECT_FALSE(games[0].problem);
    EXPECT_EQ(unescape_tag_value(*games[0].tag("Annotator")), "say \"hi\" \\ bye");
}

struct Malformed {
    const char* name;
    const char* text;
    unsigned line;
    unsigned column;
    const char* words;  // part of the message
};

class PgnMalformed : public testing::TestWithParam<Malformed> {};

TEST_P(PgnMalformed, NamesLineAndColumn) {
    const Malformed& m = GetParam();
    const auto games = read_all(m.text);
    ASSERT_FALSE(games.empty());
    ASSERT_TRUE(games[0].problem) << m.name;
    EXPECT_EQ(games[0].problem->at.line, m.line) << games[0].problem->message;
    EXPECT_EQ(games[0].problem->at.column, m.column) << games[0].problem->message;
    EXPECT_NE(games[0].problem->message.find(m.words), std::string::npos)
        << games[0].problem->message;
}

INSTANTIATE_TEST_SUITE_P(
    Cases, PgnMalformed,
    testing::Values(
        Malformed{"unclosed comment", "1. e4 {never closed\n e5 *", 1, 7, "never closed"},
        Malformed{"unclosed variation", "1. e4 (1. d4 d5 *", 1, 17, "inside a variation"},
        Malformed{"stray close", "1. e4 ) e5 *", 1, 7, "closes no variation"},
        Malformed{"bracket inside a line", "1. e4 [Event \"x\"] e5 *", 1, 7, "'[' in the movetext"},
        Malformed{"tag without value", "[Event]\n\n1. e4 *", 1, 7, "no string value"},
        Malformed{"tag not closed", "[Event \"x\"\n\n1. e4 *", 1, 11, "not closed with ']'"},
        Malformed{"value not closed", "[Event \"x\n\n1. e4 *", 1, 10, "not closed on its line"},
        Malformed{"bad character", "1. e4 <e5> *", 1, 7, "unexpected '<'"},
        Malformed{"binary byte", "1. e4 \x01 *", 1, 7, "byte \\x01"},
        Malformed{"empty nag", "1. e4 $ e5 *", 1, 7, "NAG"},
        Malformed{"result tag disagrees", "[Result \"1-0\"]\n\n1. e4 0-1", 1, 1, "Result tag"}),
    [](const testing::TestParamInfo<Malformed>& param) {
        std::string name;
        for (const char* p = param.param.name; *p; ++p)
            if (std::isalnum(static_cast<unsigned char>(*p))) name += *p;
        return name;
    });

TEST(PgnReader, ResumesAtTheNextGameAfterAProblem) {
    const std::string text =
        "[Event \"bad\"]\n[Result \"*\"]\n\n1. e4 <oops> e5 2. Nf3\nmore garbage ) (\n\n"
        "[Event \"good\"]\n[Result \"*\"]\n\n1. d4 *\n";
    const auto games = read_all(text);
    ASSERT_EQ(games.size(), 2u);
    EXPECT_TRUE(games[0].problem);
    EXPECT_EQ(move_texts(games[0]), (std::vector<std::string>{"e4"}));
    EXPECT_FALSE(games[1].problem);
    EXPECT_EQ(*games[1].tag("Event"), "good");
    EXPECT_EQ(games[1].index, 2u);
    EXPECT_EQ(games[1].at.line, 7u);
}

// A movetext without a termination marker is read, with a warning at its last move (python-chess,
// chessops and pgn-extract read such games): at the end of the text, or before the next line that
// opens with '[' (chess.js's setup test file starts the next game with [SetUp, no blank line).
TEST(PgnReader, ReadsAMovetextWithoutTerminationMarkerWithAWarning) {
    const auto at_end = read_all("1. e4 e5");
    ASSERT_EQ(at_end.size(), 1u);
    EXPECT_FALSE(at_end[0].problem);
    EXPECT_EQ(move_texts(at_end[0]), (std::vector<std::string>{"e4", "e5"}));
    ASSERT_EQ(at_end[0].warnings.size(), 1u);
    EXPECT_EQ(at_end[0].warnings[0].kind, ReadWarningKind::MissingTermination);
    EXPECT_EQ(at_end[0].warnings[0].at.line, 1u);
    EXPECT_EQ(at_end[0].warnings[0].at.column, 7u);

    const auto two = read_all(
        "[Event \"a\"]\n\n1. e4\n\n[Event \"b\"]\n\n1. d4 *\n[SetUp \"1\"]\n1. Rh6#\n  [Event "
        "\"d\"] 1. c4 *");
    ASSERT_EQ(two.size(), 4u);
    for (const RecordGame& g : two) EXPECT_FALSE(g.problem) << g.problem->message;
    ASSERT_EQ(two[0].warnings.size(), 1u);
    EXPECT_EQ(two[0].warnings[0].at.line, 3u);
    EXPECT_EQ(two[0].warnings[0].at.column, 4u);
    EXPECT_EQ(*two[1].tag("Event"), "b");
    EXPECT_EQ(two[1].result_text, "*");
    EXPECT_TRUE(two[1].warnings.empty());
    EXPECT_EQ(*two[2].tag("SetUp"), "1");
    EXPECT_EQ(move_texts(two[2]), (std::vector<std::string>{"Rh6#"}));
    ASSERT_EQ(two[2].warnings.size(), 1u);
    EXPECT_EQ(two[2].warnings[0].at.line, 9u);
    EXPECT_EQ(*two[3].tag("Event"), "d");
    EXPECT_EQ(two[3].at.line, 10u);
}

// Text after the last game with tags that is not a game (a site's footer) is skipped with a
// warning; a game without tags that begins with a move number, or that is followed by tags, is
// still a game.
TEST(PgnReader, SkipsAFooterAfterTheLastGameWithAWarning) {
    const auto footer = read_all(
        "[Event \"a\"]\n\n1. e4 e5 *\n\nDownloaded from example.org (c) 2024 \xc2\xa9\nBye\n");
    ASSERT_EQ(footer.size(), 1u);
    EXPECT_FALSE(footer[0].problem);
    ASSERT_EQ(footer[0].warnings.size(), 1u);
    EXPECT_EQ(footer[0].warnings[0].kind, ReadWarningKind::TrailingText);
    EXPECT_EQ(footer[0].warnings[0].at.line, 5u);
    EXPECT_EQ(footer[0].warnings[0].at.column, 1u);

    EXPECT_EQ(read_all("[Event \"a\"]\n\n1. e4 *\n\n1. d4 *\n").size(), 2u);
    EXPECT_EQ(read_all("[Event \"a\"]\n\n1. e4 *\n\nxyz\n\n[Event \"b\"]\n\n1. d4 *\n").size(), 3u);
    EXPECT_EQ(read_all("e4 e5 *\n\nDownloaded\n").size(), 2u);  // no tags: no footer either
}

// Lines that end with a lone CR (old Mac OS): lines are counted, and a problem resumes at the
// next game instead of swallowing it (issue 31).
TEST(PgnReader, ReadsCrOnlyLinesAndResumesAfterAProblem) {
    const auto games = read_all(
        "[Event \"a\"]\r\r1. e4 <e5> *\r\r[Event \"b\"]\r\r1. d4 d5 *\r\r[Event \"c\"]\r1. c4 *\r");
    ASSERT_EQ(games.size(), 3u);
    ASSERT_TRUE(games[0].problem);
    EXPECT_EQ(games[0].problem->at.line, 3u);
    EXPECT_EQ(games[0].problem->at.column, 7u);
    EXPECT_EQ(*games[1].tag("Event"), "b");
    EXPECT_EQ(games[1].at.line, 5u);
    EXPECT_FALSE(games[1].problem);
    EXPECT_EQ(move_texts(games[1]), (std::vector<std::string>{"d4", "d5"}));
    EXPECT_EQ(*games[2].tag("Event"), "c");
    EXPECT_EQ(games[2].tokens.front().at.line, 10u);
}

TEST(PgnReader, CapsVariationDepth) {
    std::string text = "1. e4 ";
    for (int i = 0; i <= kMaxPgnVariationDepth; ++i) text += "( e4 ";
    text += "*";
    const auto games = read_all(text);
    ASSERT_EQ(games.size(), 1u);
    ASSERT_TRUE(games[0].problem);
    EXPECT_NE(games[0].problem->message.find("deeper"), std::string::npos);
}

TEST(PgnReader, IsTotalOnEveryPrefixOfAGame) {
    const std::string text =
        "[Event \"x\"]\n[FEN \"8/8/8/8/8/8/8/K6k w - - 0 1\"]\n\n1. Ka2 {c} (1. Kb1 $2) Kh2 *\n";
    for (std::size_t n = 0; n <= text.size(); ++n) {
        const auto games = read_all(std::string_view(text).substr(0, n));
        EXPECT_LE(games.size(), 1u);
    }
}

TEST(PgnBoundary, CutsOnlyBeforeATagSectionAfterABlankLine) {
    const std::string text = "[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n\n1. d4 *\n";
    const std::size_t second = text.find("[Event \"b\"]");
    EXPECT_EQ(pgn_game_boundary(text, 1), second);
    EXPECT_EQ(pgn_game_boundary(text, second), second);
    EXPECT_EQ(pgn_game_boundary(text, second + 1), text.size());
    EXPECT_EQ(pgn_game_boundary(text, 0), 0u);
}

TEST(PgnWriter, WritesRosterMoveNumbersAndResult) {
    PgnGame g;
    g.tags = {{"White", "Morphy, Paul"}, {"Black", "Duke \"Karl\""}, {"Opening", "Philidor"}};
    g.moves = {"e4", "e5", "Nf3", "d6"};
    g.result = "1-0";
    const std::string text = write_pgn(g);
    EXPECT_EQ(text,
              "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
              "[White \"Morphy, Paul\"]\n[Black \"Duke \\\"Karl\\\"\"]\n[Result \"1-0\"]\n"
              "[Opening \"Philidor\"]\n\n1. e4 e5 2. Nf3 d6 1-0\n\n");
}

TEST(PgnWriter, StartsFromTheFenMoveNumberAndSide) {
    PgnGame g;
    g.fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 12";
    g.moves = {"Kd7", "e4", "Kc6"};
    const std::string text = write_pgn(g);
    EXPECT_NE(text.find("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 12\"]\n"),
              std::string::npos);
    EXPECT_NE(text.find("\n12... Kd7 13. e4 Kc6 *\n"), std::string::npos) << text;
}

TEST(PgnWriter, WrapsLinesAtSeventyNineColumns) {
    PgnGame g;
    for (int i = 0; i < 60; ++i) g.moves.push_back(i % 2 ? "Nf6" : "Nf3");
    const std::string text = write_pgn(g);
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t nl = text.find('\n', start);
        EXPECT_LE(nl - start, 79u);
        start = nl + 1;
    }
}

TEST(PgnRoundTrip, ReadingWhatTheWriterWroteGivesTheSameGame) {
    PgnGame g;
    g.tags = {{"Event", "Round \\ trip"}, {"Annotator", "x"}};
    g.fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    for (int i = 0; i < 41; ++i) g.moves.push_back(i % 2 ? "Kd7" : "Kd2");
    g.result = "1/2-1/2";
    const std::string text = write_pgn(g);
    const auto games = read_all(text);
    ASSERT_EQ(games.size(), 1u);
    const RecordGame& r = games[0];
    ASSERT_FALSE(r.problem) << r.problem->message;
    PgnGame back;
    for (const Tag& t : r.tags) {
        const std::string name(t.name);
        if (name == "Result" || name == "SetUp") continue;
        if (name == "FEN") {
            back.fen = unescape_tag_value(t.value);
            continue;
        }
        back.tags.emplace_back(name, unescape_tag_value(t.value));
    }
    for (const MoveToken& t : r.tokens) back.moves.emplace_back(t.text);
    back.result = std::string(r.result_text);
    EXPECT_EQ(write_pgn(back), text);
    EXPECT_EQ(back.moves, g.moves);
    EXPECT_EQ(back.fen, g.fen);
}

}  // namespace
}  // namespace arbiter::formats
