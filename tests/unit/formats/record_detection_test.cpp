// formats::detect_record_format: the game and format of a record read from its content. The texts
// are hand-made after the forms the formats' publishers write (docs/records.md): cchess and
// XQStudio's [Game "Chinese Chess"], Chinese and WXF movetext, ICCS (h2e2), DhtmlXQ tags, KIF's
// 手合割 and 手数 table, KI2's ▲ moves, CSA's V2/PI/+7776FU lines.

#include <gtest/gtest.h>

#include <string_view>

#include "formats/record_formats.h"

namespace arbiter::formats {
namespace {

struct Detected {
    core::Game game;
    std::string_view format;
};

std::optional<Detected> detect(std::string_view text) {
    const auto kind = detect_record_format(text);
    if (!kind || !kind->format) return std::nullopt;
    return Detected{kind->game, kind->format->name};
}

void expect(std::string_view text, core::Game game, std::string_view format) {
    const auto got = detect(text);
    ASSERT_TRUE(got.has_value()) << text;
    EXPECT_EQ(got->game, game) << text;
    EXPECT_EQ(got->format, format) << text;
}

TEST(RecordDetection, XiangqiPgnByItsTags) {
    expect("[Game \"Chinese Chess\"]\n[Event \"\"]\n\n1. C2.5 *\n", core::Game::Xiangqi, "pgn");
    expect("[Event \"x\"]\n[Variant \"xiangqi\"]\n\n1. h2e2 *\n", core::Game::Xiangqi, "pgn");
    expect("[FEN \"3aka3/2c1n4/4bP3/9/4N4/9/9/9/9/4K4 w\"]\n\n1. H5+7\n", core::Game::Xiangqi,
           "pgn");
}

TEST(RecordDetection, XiangqiPgnByItsMoves) {
    expect("[Event \"x\"]\n\n1. \xE7\x82\xAE\xE4\xBA\x8C\xE5\xB9\xB3\xE4\xBA\x94 *\n",  // 炮二平五
           core::Game::Xiangqi, "pgn");
    expect("[Event \"x\"]\n\n1. H2+3 H8+7 *\n", core::Game::Xiangqi, "pgn");
    expect("[Event \"x\"]\n\n1. h2e2 h9g7 2. h0g2\n", core::Game::Xiangqi, "pgn");
    expect("[Event \"x\"]\n\n1. \xEF\xBC\xA3\xEF\xBC\x92 *\n", core::Game::Xiangqi, "pgn");  // Ｃ２
}

TEST(RecordDetection, ChessPgnStaysChess) {
    expect("[Event \"x\"]\n[Date \"2021.11.04\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n", core::Game::Chess,
           "pgn");
    expect("[FEN \"8/8/8/4k3/8/8/4K3/8 w - - 0 1\"]\n\n1. Kd3 *\n", core::Game::Chess, "pgn");
    expect("[Event \"x\"]\n\n1. e2e4 e7e5 2. g1f3 *\n", core::Game::Chess, "pgn");  // UCI
    // Chinese words in a comment without a file numeral before them: not a xiangqi move.
    expect("[Event \"x\"]\n\n1. e4 {\xE5\xB9\xB3\xE5\xB1\x80} e5 *\n", core::Game::Chess, "pgn");
}

TEST(RecordDetection, DhtmlXqAndShogiFormats) {
    expect("[DhtmlXQ]\n[DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist]\n[/DhtmlXQ]\n",
           core::Game::Xiangqi, "dhtmlxq");
    expect(
        "\xE6\x89\x8B\xE5\x90\x88\xE5\x89\xB2\xEF\xBC\x9A\xE5\xB9\xB3\xE6\x89\x8B\n"
        "\xE6\x89\x8B\xE6\x95\xB0----\xE6\x8C\x87\xE6\x89\x8B--\n",  // 手合割：平手 /
                                                                     // 手数----指手--
        core::Game::Shogi, "kif");
    expect(
        "\xE5\x85\x88\xE6\x89\x8B\xEF\xBC\x9A\xE7\xBE\xBD\xE7\x94\x9F\n\xE2\x96\xB2"
        "\xEF\xBC\x97\xE5\x85\xAD\xE6\xAD\xA9\n",  // 先手：羽生 / ▲７六歩
        core::Game::Shogi, "ki2");
    expect("V2.2\nN+sente\nN-gote\nPI\n+\n+7776FU\n", core::Game::Shogi, "csa");
    EXPECT_FALSE(detect("just some words\n").has_value());
}

}  // namespace
}  // namespace arbiter::formats
