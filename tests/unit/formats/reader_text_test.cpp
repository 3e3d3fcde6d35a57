// The record readers on what a text's bytes decide (docs/records.md, "Text"): line ends (LF, CRLF
// and CR alone), files concatenated with a byte order mark each, UTF-8 that breaks RFC 3629, a
// broken game's rest, a CSA move cut short. Expected values are read off the texts composed here.

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "core/text.h"
#include "formats/pgn.h"
#include "formats/record.h"
#include "formats/shogi_records.h"
#include "formats/xiangqi_records.h"

namespace arbiter::formats {
namespace {

constexpr std::string_view kBom = "\xEF\xBB\xBF";

std::string texts_of(const RecordGame& g) {
    std::string out;
    for (const MoveToken& t : g.tokens) out += std::string(t.text) + " ";
    return out;
}

// The same KIF, KI2 and CSA games with LF, CRLF and CR alone: the same moves on the same lines.
TEST(ReaderText, EveryLineEndReadsTheSameMoves) {
    for (const std::string_view end : {"\n", "\r\n", "\r"}) {
        const std::string e(end);
        const std::string kif = "手数----指手---------消費時間--" + e + "   1 ７六歩(77)" + e +
                                "   2 ３四歩(33)" + e + "   3 投了" + e;
        KifReader kif_reader(kif);
        RecordGame g;
        ASSERT_TRUE(kif_reader.next(g));
        EXPECT_FALSE(g.problem);
        EXPECT_EQ(texts_of(g), "７六歩(77) ３四歩(33) ");
        ASSERT_EQ(g.tokens.size(), 2u);
        EXPECT_EQ(g.tokens[1].at.line, 3u);
        EXPECT_EQ(g.result, ClaimedResult::SecondWins);  // sente to move resigns
        EXPECT_FALSE(kif_reader.next(g));

        const std::string ki2 = "▲７六歩" + e + "△３四歩" + e;
        KifReader ki2_reader(ki2);
        ASSERT_TRUE(ki2_reader.next(g));
        EXPECT_EQ(texts_of(g), "▲７六歩 △３四歩 ");
        EXPECT_EQ(g.tokens[1].at.line, 2u);

        const std::string csa =
            "V2.2" + e + "PI" + e + "+" + e + "+7776FU" + e + "-3334FU" + e + "%TORYO" + e;
        CsaReader csa_reader(csa);
        ASSERT_TRUE(csa_reader.next(g));
        EXPECT_FALSE(g.problem);
        EXPECT_EQ(texts_of(g), "+7776FU -3334FU ");
        EXPECT_EQ(g.tokens[1].at.line, 5u);
        EXPECT_EQ(g.result, ClaimedResult::SecondWins);
        EXPECT_FALSE(csa_reader.next(g));

        const std::string usi =
            "position startpos moves 7g7f" + e + "position startpos moves 2g2f" + e;
        UsiReader usi_reader(usi);
        ASSERT_TRUE(usi_reader.next(g));
        ASSERT_TRUE(usi_reader.next(g));
        EXPECT_EQ(texts_of(g), "2g2f ");
        EXPECT_EQ(g.at.line, 2u);
        EXPECT_FALSE(usi_reader.next(g));
    }
}

// "cat a.kif b.kif" where each file begins with a byte order mark: two games, as the files are,
// even when the second has no header that would start a game; and the texts are cut there.
TEST(ReaderText, ConcatenatedFilesEachWithAByteOrderMarkAreTwoGames) {
    const std::string kif = std::string(kBom) + "手数----指手--\n   1 ７六歩(77)\n" +
                            std::string(kBom) + "手数----指手--\n   1 ２六歩(27)\n";
    KifReader kif_reader(kif);
    RecordGame g;
    ASSERT_TRUE(kif_reader.next(g));
    EXPECT_FALSE(g.problem) << g.problem->message;
    EXPECT_EQ(texts_of(g), "７六歩(77) ");
    ASSERT_TRUE(kif_reader.next(g));
    EXPECT_FALSE(g.problem) << g.problem->message;
    EXPECT_EQ(texts_of(g), "２六歩(27) ");
    EXPECT_EQ(g.at.line, 3u);
    EXPECT_FALSE(kif_reader.next(g));
    EXPECT_EQ(kif_game_boundary(kif, 4), kif.find(kBom, 3));

    const std::string csa =
        std::string(kBom) + "PI\n+\n+7776FU\n" + std::string(kBom) + "PI\n+\n+2726FU\n";
    CsaReader csa_reader(csa);
    ASSERT_TRUE(csa_reader.next(g));
    EXPECT_FALSE(g.problem) << g.problem->message;
    ASSERT_TRUE(csa_reader.next(g));
    EXPECT_FALSE(g.problem) << g.problem->message;
    EXPECT_EQ(texts_of(g), "+2726FU ");
    EXPECT_FALSE(csa_reader.next(g));
    EXPECT_EQ(csa_game_boundary(csa, 4), csa.find(kBom, 3));
}

// A KIF game with a problem ends there, and the rest of it is skipped up to the next game: its
// remaining move lines are not read as games of their own.
TEST(ReaderText, TheRestOfABrokenKifGameIsNotReadAsGames) {
    KifReader reader(
        "手数----指手--\n   1 ７六歩(77)\n   3 ２六歩(27)\n   4 ８四歩(83)\n   5 ２五歩(26)\n"
        "#KIF\n手数----指手--\n   1 ５六歩(57)\n");
    RecordGame g;
    ASSERT_TRUE(reader.next(g));
    ASSERT_TRUE(g.problem);
    EXPECT_EQ(g.problem->at.line, 3u);  // move number 3, expected 2
    ASSERT_TRUE(reader.next(g));
    EXPECT_FALSE(g.problem) << g.problem->message;
    EXPECT_EQ(texts_of(g), "５六歩(57) ");
    EXPECT_FALSE(reader.next(g));
}

// CSA moves are a side, the squares from and to, and the piece (the CSA standard file format,
// V2.2): one cut short is a parse error saying what it lacks, never a move for the rules.
TEST(ReaderText, ACsaMoveCutShortSaysWhatItLacks) {
    const struct {
        std::string_view move;
        std::string_view says;
    } cases[] = {
        {"+24", "lacks the square to"},
        {"+7", "lacks the squares from and to"},
        {"+7776", "lacks the piece"},
        {"+7776XY", "not a CSA piece"},
    };
    for (const auto& c : cases) {
        const std::string text = "V2.2\nPI\n+\n" + std::string(c.move) + "\n";
        CsaReader reader(text);
        RecordGame g;
        ASSERT_TRUE(reader.next(g));
        ASSERT_TRUE(g.problem) << c.move;
        EXPECT_EQ(g.problem->message.rfind("csa.move: ", 0), 0u) << g.problem->message;
        EXPECT_NE(g.problem->message.find(c.says), std::string::npos) << g.problem->message;
        EXPECT_EQ(g.problem->at.line, 4u);
        EXPECT_EQ(g.problem->at.column, 1u);
        EXPECT_TRUE(g.tokens.empty());
    }
}

// What a reader gives is valid UTF-8 (RFC 3629) whatever the bytes: an overlong form (E0 80 AF),
// a surrogate (ED A0 80) and a code point above U+10FFFF (F4 90 80 80) are never passed on.
TEST(ReaderText, WhatReadersGiveIsValidUtf8) {
    const std::string bad = "\xE0\x80\xAF\xED\xA0\x80\xF4\x90\x80\x80";
    RecordGame g;
    const auto all_valid = [](const RecordGame& game) {
        for (const Tag& t : game.tags)
            if (!core::is_valid_utf8(t.name) || !core::is_valid_utf8(t.value)) return false;
        for (const MoveToken& t : game.tokens)
            if (!core::is_valid_utf8(t.text)) return false;
        return !game.problem || core::is_valid_utf8(game.problem->message);
    };
    const std::string csa_text = "V2.2\nN+" + bad + "\nPI\n+\n+7776FU\n";
    CsaReader csa(csa_text);
    ASSERT_TRUE(csa.next(g));
    EXPECT_TRUE(all_valid(g));
    EXPECT_EQ(g.tokens.size(), 1u);
    const std::string kif_text =
        std::string(kBom) + "先手：" + bad + "\n手数----\n   1 ７六歩(77)" + bad + "\n";
    KifReader kif(kif_text);
    ASSERT_TRUE(kif.next(g));
    EXPECT_TRUE(all_valid(g));
    EXPECT_EQ(g.tokens.size(), 1u);
    const std::string dhtmlxq_text =
        "[DhtmlXQ]\n[DhtmlXQ_title]" + bad + "[/DhtmlXQ_title]\n[/DhtmlXQ]\n";
    auto dhtmlxq = make_dhtmlxq_reader(dhtmlxq_text, {}, 1);
    ASSERT_TRUE(dhtmlxq->next(g));
    EXPECT_TRUE(all_valid(g));
    const std::string xiangqi_text = "[Event \"" + bad + "\"]\n\n1. h2e2 *\n";
    auto xiangqi_pgn = make_xiangqi_pgn_reader(xiangqi_text, {}, 1);
    ASSERT_TRUE(xiangqi_pgn->next(g));
    EXPECT_TRUE(all_valid(g));
    // Chess PGN is read as it is (no other encoding is guessed): the game says where UTF-8 breaks.
    const std::string pgn_text = "[Event \"ok\"]\n[Site \"" + bad + "\"]\n\n1. e4 *\n";
    PgnReader pgn(pgn_text);
    ASSERT_TRUE(pgn.next(g));
    ASSERT_TRUE(g.problem);
    EXPECT_EQ(g.problem->at.line, 2u);
    EXPECT_EQ(g.problem->at.column, 8u);
    EXPECT_NE(g.problem->message.find("not UTF-8"), std::string::npos) << g.problem->message;
}

}  // namespace
}  // namespace arbiter::formats
