// EPD and .perft suites (formats/epd.h). Expected values: the texts themselves, read by
// hand (PGN standard 1994, section 16.2 for EPD and its opcodes id, bm, hmvc, fmvn), and the Chess
// Programming Wiki's perft counts for the initial position (20, 400, 8902).

#include "formats/epd.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "oracle/corpus.h"

namespace arbiter::oracle {
namespace {

TEST(Epd, ReadsFieldsIdClocksAndPerftOpcodes) {
    const auto r = formats::parse_epd(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - id \"start\"; hmvc 3; fmvn 7; "
        ";D1 20 ;D2 400 ;D3 8902\n",
        "t.epd");
    ASSERT_TRUE(r.ok()) << r.error().message;
    ASSERT_EQ(r.value().size(), 1u);
    const formats::EpdPosition& p = r.value()[0];
    EXPECT_EQ(p.id, "start");
    EXPECT_EQ(p.fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3 7");
    EXPECT_EQ(p.perft, (std::vector<std::pair<int, std::uint64_t>>{{1, 20}, {2, 400}, {3, 8902}}));
    EXPECT_EQ(p.line, 1u);
}

TEST(Epd, ReadsAvoidMovesAndRefusesAnEmptyMoveOperation) {
    const auto r = formats::parse_epd(
        "1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - bm Qd1+ Qd2+; am Qh2; id \"x\";\n",
        "t.epd");
    ASSERT_TRUE(r.ok()) << r.error().message;
    EXPECT_EQ(r.value()[0].best_moves, (std::vector<std::string>{"Qd1+", "Qd2+"}));
    EXPECT_EQ(r.value()[0].avoid_moves, (std::vector<std::string>{"Qh2"}));
    const auto empty = formats::parse_epd("8/8/8/8/8/8/8/K6k w - - am;\n", "t.epd");
    ASSERT_FALSE(empty.ok());
    EXPECT_NE(empty.error().message.find("am operation needs at least one move"), std::string::npos)
        << empty.error().message;
}

TEST(Epd, ReadsBestMovesAndSkipsCommentLines) {
    const auto r = formats::parse_epd(
        "# a comment\n\n"
        "1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - bm Qd1+; id \"BK.01\";\r\n",
        "t.epd");
    ASSERT_TRUE(r.ok()) << r.error().message;
    ASSERT_EQ(r.value().size(), 1u);
    EXPECT_EQ(r.value()[0].best_moves, (std::vector<std::string>{"Qd1+"}));
    EXPECT_EQ(r.value()[0].id, "BK.01");
    EXPECT_EQ(r.value()[0].line, 3u);
    EXPECT_EQ(r.value()[0].fen, "1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - 0 1");
}

TEST(Epd, NamesFileLineAndColumnOfAProblem) {
    auto r = formats::parse_epd("8/8/8/8/8/8/8/K6k w -\n", "t.epd");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().message.rfind("t.epd:1:22: ", 0), 0u) << r.error().message;
    r = formats::parse_epd("8/8/8/8/8/8/8/K6k w - - D0 5;\n", "t.epd");
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error().message.find("t.epd:1:25: perft depth D0"), std::string::npos)
        << r.error().message;
    r = formats::parse_epd("8/8/8/8/8/8/8/K6k w - - D1 x5;\n", "t.epd");
    EXPECT_FALSE(r.ok());
    r = formats::parse_epd("8/8/8/8/8/8/8/K6k w - - id \"open;\n", "t.epd");
    EXPECT_FALSE(r.ok());
    r = formats::parse_epd("8/8/8/8/8/8/8/K6k w - - hmvc -1;\n", "t.epd");
    EXPECT_FALSE(r.ok());
}

TEST(Epd, WritesWhatItReads) {
    const std::string line =
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - id \"castling both ways\"; hmvc 0; fmvn 1; D1 26; D2 "
        "568;";
    const auto r = formats::parse_epd(line, "t.epd");
    ASSERT_TRUE(r.ok()) << r.error().message;
    EXPECT_EQ(formats::write_epd(r.value()[0]), line);
    const auto again = formats::parse_epd(formats::write_epd(r.value()[0]), "t.epd");
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again.value()[0].operations, r.value()[0].operations);
    EXPECT_EQ(again.value()[0].fen, r.value()[0].fen);
}

TEST(PerftFile, ReadsIdEpdAndPerftBlocks) {
    const auto r = formats::parse_perft_file(
        "id gentest-1\nepd rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\nperft 1 20\n"
        "perft 2 400\n\n# next\nid kiwi\nepd "
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1\nperft 1 48\n",
        "t.perft");
    ASSERT_TRUE(r.ok()) << r.error().message;
    ASSERT_EQ(r.value().size(), 2u);
    EXPECT_EQ(r.value()[0].id, "gentest-1");
    EXPECT_EQ(r.value()[0].fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    EXPECT_EQ(r.value()[0].perft, (std::vector<std::pair<int, std::uint64_t>>{{1, 20}, {2, 400}}));
    EXPECT_EQ(r.value()[1].id, "kiwi");
    EXPECT_EQ(r.value()[1].perft.size(), 1u);
}

TEST(PerftFile, RefusesPerftBeforeEpdAndUnknownLines) {
    EXPECT_FALSE(formats::parse_perft_file("perft 1 20\n", "t.perft").ok());
    EXPECT_FALSE(formats::parse_perft_file("id x\nepd 8/8/8 w\n", "t.perft").ok());
    const auto r = formats::parse_perft_file("id x\nfen 8/8/8/8/8/8/8/K6k w - -\n", "t.perft");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().message.rfind("t.perft:2:1: ", 0), 0u) << r.error().message;
}

TEST(EpdCorpus, TheBundledPerftSuiteLoadsAsCorpusCases) {
    const auto cases = load_corpus({default_corpus_dir() / "chess" / "perft.epd"});
    ASSERT_TRUE(cases.ok()) << cases.error().message;
    ASSERT_EQ(cases.value().size(), 7u);
    EXPECT_EQ(cases.value()[0].id, "cpw-perft-initial");
    EXPECT_EQ(cases.value()[0].expect.perft.size(), 4u);
    EXPECT_EQ(cases.value()[5].fen, "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8");
}

TEST(EpdCorpus, BestAndAvoidMovesBecomeLegalMoveExpectations) {
    const auto path = std::filesystem::temp_directory_path() / "arbiter_epd_bm_am_test.epd";
    {
        std::ofstream out(path);
        out << "1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - bm Qd1+; am Qh2 Qg3;\n";
    }
    const auto cases = load_corpus({path});
    std::filesystem::remove(path);
    ASSERT_TRUE(cases.ok()) << cases.error().message;
    ASSERT_EQ(cases.value().size(), 1u);
    const auto& moves = cases.value()[0].expect.epd_moves;
    ASSERT_EQ(moves.size(), 3u);
    EXPECT_EQ(moves[0].opcode, "bm");
    EXPECT_EQ(moves[0].san, "Qd1+");
    EXPECT_EQ(moves[2].opcode, "am");
    EXPECT_EQ(moves[2].san, "Qg3");
}

}  // namespace
}  // namespace arbiter::oracle
