// Opening files (referee/match/openings.h). Expected moves translated by hand from the notations
// written here: chess SAN to UCI (1. e4 e5 2. Nf3 = e2e4 e7e5 g1f3), xiangqi Chinese and WXF to
// UCCI (炮二平五 马８进７ = C2.5 H8+7 = h2e2 h9g7: red counts files from its right, i = 1; black
// from its right, a = 1), shogi KIF and CSA to USI (７六歩(77) = +7776FU = 7g7f, ３四歩(33) =
// 3c3d). Fool's mate (1. f3 e5 2. g4 Qh4#) ends the game; tests/data/xiangqi/famous.pgn holds one
// published game in three notations (its README).

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "referee/match/openings.h"

namespace arbiter::referee::match {
namespace {

std::vector<Opening> read_ok(core::Game game, const std::string& text, const std::string& path) {
    std::string error;
    const auto openings = read_openings_text(game, text, path, error);
    EXPECT_TRUE(openings) << error;
    return openings.value_or(std::vector<Opening>{});
}

std::string read_error(core::Game game, const std::string& text, const std::string& path) {
    std::string error;
    const auto openings = read_openings_text(game, text, path, error);
    EXPECT_FALSE(openings);
    return error;
}

TEST(MatchOpenings, ChessPgnGivesUciMainlines) {
    const std::vector<Opening> o = read_ok(core::Game::Chess,
                                           "[Event \"?\"]\n[Opening \"Petrov\"]\n\n"
                                           "1. e4 e5 2. Nf3 (2. Bc4) Nf6 *\n\n"
                                           "[Event \"From a position\"]\n[SetUp \"1\"]\n"
                                           "[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n"
                                           "1. e4 Kd7 *\n",
                                           "book.pgn");
    ASSERT_EQ(o.size(), 2u);
    EXPECT_EQ(o[0].name, "Petrov");
    EXPECT_EQ(o[0].fen, "startpos");
    EXPECT_EQ(o[0].moves, (std::vector<std::string>{"e2e4", "e7e5", "g1f3", "g8f6"}));
    EXPECT_EQ(o[1].name, "From a position");
    EXPECT_EQ(o[1].fen, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    EXPECT_EQ(o[1].moves, (std::vector<std::string>{"e2e4", "e8d7"}));
}

TEST(MatchOpenings, ChessEpdNamesByIdAndLine) {
    const std::vector<Opening> o = read_ok(core::Game::Chess,
                                           "# a comment\n"
                                           "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - "
                                           "id \"1. e4\";\n\n"
                                           "4k3/8/8/8/8/8/4P3/4K3 w - -\n",
                                           "book.epd");
    ASSERT_EQ(o.size(), 2u);
    EXPECT_EQ(o[0].name, "1. e4");
    EXPECT_EQ(o[0].fen, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    EXPECT_TRUE(o[0].moves.empty());
    EXPECT_EQ(o[1].name, "book.epd:4");
}

TEST(MatchOpenings, PositionLinesWithMoves) {
    const std::vector<Opening> chess = read_ok(
        core::Game::Chess, "startpos moves e4 e7e5\nposition fen 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\n",
        "lines.txt");
    ASSERT_EQ(chess.size(), 2u);
    EXPECT_EQ(chess[0].moves, (std::vector<std::string>{"e2e4", "e7e5"}));
    EXPECT_EQ(chess[1].fen, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    const std::vector<Opening> xiangqi =
        read_ok(core::Game::Xiangqi,
                "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 "
                "moves h2e2 h9g7\n",
                "xq.fen");
    ASSERT_EQ(xiangqi.size(), 1u);
    EXPECT_EQ(xiangqi[0].moves, (std::vector<std::string>{"h2e2", "h9g7"}));
    const std::vector<Opening> shogi =
        read_ok(core::Game::Shogi,
                "sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 moves 7g7f\n",
                "book.sfen");
    ASSERT_EQ(shogi.size(), 1u);
    EXPECT_EQ(shogi[0].moves, (std::vector<std::string>{"7g7f"}));
}

TEST(MatchOpenings, XiangqiPgnInChineseAndWxf) {
    const std::vector<Opening> o =
        read_ok(core::Game::Xiangqi,
                "[Game \"Chinese Chess\"]\n[Format \"Chinese\"]\n\n1. 炮二平五 马８进７ *\n\n"
                "[Game \"Chinese Chess\"]\n[Format \"WXF\"]\n\n1. C2.5 H8+7 *\n",
                "xq.pgn");
    ASSERT_EQ(o.size(), 2u);
    EXPECT_EQ(o[0].moves, (std::vector<std::string>{"h2e2", "h9g7"}));
    EXPECT_EQ(o[1].moves, o[0].moves);
}

TEST(MatchOpenings, ShogiKifAndCsa) {
    const std::vector<Opening> kif = read_ok(core::Game::Shogi,
                                             "手合割：平手\n手数----指手---------消費時間--\n"
                                             "   1 ７六歩(77)\n   2 ３四歩(33)\n",
                                             "book.kif");
    ASSERT_EQ(kif.size(), 1u);
    EXPECT_EQ(kif[0].moves, (std::vector<std::string>{"7g7f", "3c3d"}));
    const std::vector<Opening> csa =
        read_ok(core::Game::Shogi, "V2.2\nPI\n+\n+7776FU\n-3334FU\n", "book.csa");
    ASSERT_EQ(csa.size(), 1u);
    EXPECT_EQ(csa[0].moves, kif[0].moves);
}

TEST(MatchOpenings, BadOpeningsNameTheLine) {
    // An illegal move (the second e4 is black's pawn that cannot go there).
    std::string e = read_error(core::Game::Chess, "[Event \"x\"]\n\n1. e4 e4 *\n", "bad.pgn");
    EXPECT_NE(e.find("bad.pgn:3:"), std::string::npos) << e;
    EXPECT_NE(e.find("'e4'"), std::string::npos) << e;
    // A refused position on line 2.
    e = read_error(core::Game::Chess, "startpos\n8/8/8/8/8/8/8/8 w - - 0 1\n", "bad.fen");
    EXPECT_EQ(e.rfind("bad.fen:2: the position is refused", 0), 0u) << e;
    // An opening that is already over: fool's mate.
    e = read_error(core::Game::Chess, "startpos moves f2f3 e7e5 g2g4 d8h4\n", "mate.txt");
    EXPECT_NE(e.find("mate.txt:1: the opening ends the game (chess.checkmate)"), std::string::npos)
        << e;
    // Moves without a position, an empty file, a bad EPD line.
    e = read_error(core::Game::Xiangqi, "moves h2e2\n", "xq.fen");
    EXPECT_NE(e.find("xq.fen:1: no position"), std::string::npos) << e;
    e = read_error(core::Game::Shogi, "# nothing\n\n", "empty.sfen");
    EXPECT_EQ(e, "empty.sfen: no opening in the file");
    e = read_error(core::Game::Chess, "rnbqkbnr/pppppppp\n", "short.epd");
    EXPECT_NE(e.find("short.epd:1"), std::string::npos) << e;
    e = read_error(core::Game::Shogi, "startpos moves 7g7f 7g7f\n", "twice.sfen");
    EXPECT_NE(e.find("twice.sfen:1: a move is refused"), std::string::npos) << e;
}

TEST(MatchOpenings, PliesKeepTheStartOfEachGame) {
    // Fool's mate cut at 2 plies (f2f3 e7e5) is an opening; a bad move after the cut is never
    // read, nor a reader's problem there (the unclosed comment).
    const std::string text =
        "[Event \"a\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n[Event \"b\"]\n\n1. e4 e5 2. Ke3 Ke6 *\n\n"
        "[Event \"c\"]\n\n1. d4 d5 {unclosed\n";
    std::string error;
    const auto cut = read_openings_text(core::Game::Chess, text, "games.pgn", error, {2});
    ASSERT_TRUE(cut) << error;
    ASSERT_EQ(cut->size(), 3u);
    EXPECT_EQ((*cut)[0].moves, (std::vector<std::string>{"f2f3", "e7e5"}));
    EXPECT_EQ((*cut)[1].moves, (std::vector<std::string>{"e2e4", "e7e5"}));
    EXPECT_EQ((*cut)[2].moves, (std::vector<std::string>{"d2d4", "d7d5"}));
    // Four plies reach the mate and the illegal Ke3.
    EXPECT_FALSE(read_openings_text(core::Game::Chess, text, "games.pgn", error, {4}));
    EXPECT_NE(error.find("games.pgn:1: game 1: the opening ends the game (chess.checkmate)"),
              std::string::npos)
        << error;
    // Lines are cut too.
    const auto line = read_openings_text(core::Game::Shogi, "startpos moves 7g7f 3c3d 8h2b+\n",
                                         "book.sfen", error, {1});
    ASSERT_TRUE(line) << error;
    EXPECT_EQ((*line)[0].moves, (std::vector<std::string>{"7g7f"}));
}

TEST(MatchOpenings, UsiLinesAndDhtmlxq) {
    const std::vector<Opening> usi =
        read_ok(core::Game::Shogi, "position startpos moves 7g7f 3c3d\n", "book.usi");
    ASSERT_EQ(usi.size(), 1u);
    EXPECT_EQ(usi[0].moves, (std::vector<std::string>{"7g7f", "3c3d"}));
    // DhtmlXQ: two digits a point, the file 0-8 from red's left and the row 0-9 from black's
    // side (row 0 = rank 9): h2e2 is 77 -> 47, h9g7 is 70 -> 62.
    const std::vector<Opening> ubb = read_ok(
        core::Game::Xiangqi,
        "[DhtmlXQ]\n[DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist]\n[/DhtmlXQ]\n", "game.ubb");
    ASSERT_EQ(ubb.size(), 1u);
    EXPECT_EQ(ubb[0].moves, (std::vector<std::string>{"h2e2", "h9g7"}));
}

TEST(MatchOpenings, FileOnDiskAndMissingFile) {
    std::string error;
    const auto famous = read_openings(
        core::Game::Xiangqi,
        std::string(ARBITER_ENGINE_FAKES_DIR) + "/../../data/xiangqi/famous.pgn", error);
    ASSERT_TRUE(famous) << error;
    ASSERT_GE(famous->size(), 3u);
    // The same published game in Chinese, WXF and ICCS: 12 moves each, the same UCCI moves.
    EXPECT_EQ((*famous)[0].moves.size(), 24u);
    EXPECT_EQ((*famous)[0].moves, (*famous)[1].moves);
    EXPECT_EQ((*famous)[0].moves, (*famous)[2].moves);
    EXPECT_EQ((*famous)[0].moves.front(), "h2e2");
    EXPECT_FALSE(read_openings(core::Game::Chess, "/nonexistent/book.pgn", error));
    EXPECT_NE(error.find("/nonexistent/book.pgn"), std::string::npos) << error;
}

}  // namespace
}  // namespace arbiter::referee::match
