// The XQF reader and writer (formats/xqf.h) on files built here byte by byte from the published
// layout: the XQF 1.0 specification's own example (XQStudio 1.0 XQF文件格式说明, 2001: its
// annotated hex dump of the game 柳大华-吕钦, 1997, first 8 moves, file size 0x0488), and an
// encrypted 1.8 file with variations and comments built by the rules of the XQF 1.1 description
// (walker8088/cchess-rs docs/XQF_1.1_Format.md), the encryption written here again, forwards.
// Expected moves are the specification's Chinese moves turned into ICCS by hand (兵七进一: the
// soldier on red's file 7 from the right, file c, from rank 3 to 4: c3c4).

#include "formats/xqf.h"

#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <vector>

namespace arbiter::formats {
namespace {

using Bytes = std::string;

void put(Bytes& b, std::size_t at, std::initializer_list<int> values) {
    for (const int v : values) b[at++] = static_cast<char>(v);
}

// The specification's example, typed from its hex dump (section 附, B): header and 0x400-0x487.
Bytes spec_example() {
    Bytes b(0x400, '\0');
    put(b, 0x00, {0x58, 0x51, 0x0A});
    put(b, 0x10, {0x50, 0x46, 0x3C, 0x32, 0x28, 0x1E, 0x14, 0x0A, 0x00, 0x48, 0x0C,
                  0x53, 0x3F, 0x2B, 0x17, 0x03, 0x09, 0x13, 0x1D, 0x27, 0x31, 0x3B,
                  0x45, 0x4F, 0x59, 0x11, 0x4D, 0x06, 0x1A, 0x2E, 0x42, 0x56});
    put(b, 0x33, {0x02});
    put(b, 0x50,
        {0x10, 0xCF, 0xC9, 0xC8, 0xCB, 0xD6, 0xB8, 0xC2, 0xB7, 0xB6, 0xD4, 0xC6, 0xF0, 0xC2, 0xED,
         0xBE, 0xD6});
    put(b, 0xD0, {0x16, 0x22, 0xD6, 0xD0, 0xC1, 0xA2, 0xB1, 0xAD, 0x22, 0xCF, 0xF3, 0xC6,
                  0xE5, 0xB5, 0xE7, 0xCA, 0xD3, 0xBF, 0xEC, 0xC6, 0xE5, 0xC8, 0xFC});
    put(b, 0x110,
        {0x0E, 0x31, 0x39, 0x39, 0x37, 0xC4, 0xEA, 0x31, 0x31, 0xD4, 0xC2, 0x31, 0x36, 0xC8, 0xD5});
    put(b, 0x120, {0x04, 0xB1, 0xB1, 0xBE, 0xA9});
    put(b, 0x130, {0x06, 0xC1, 0xF8, 0xB4, 0xF3, 0xBB, 0xAA});
    put(b, 0x140, {0x06, 0xC2, 0xC0, 0x20, 0x20, 0xC7, 0xD5});
    put(b, 0x1D0, {0x06, 0xC1, 0xF5, 0xB5, 0xEE, 0xD6, 0xD0});
    put(b, 0x1E0, {0x06, 0xB9, 0xFD, 0xBA, 0xD3, 0xCF, 0xF3});
    const std::array<std::array<int, 2>, 17> records = {{{0x18, 0x20},
                                                         {0x2F, 0x38},
                                                         {0x67, 0x63},
                                                         {0x57, 0x60},
                                                         {0x29, 0x3B},
                                                         {0x2C, 0x4A},
                                                         {0x2B, 0x27},
                                                         {0x22, 0x36},
                                                         {0x21, 0x33},
                                                         {0x18, 0x2A},
                                                         {0x2B, 0x2F},
                                                         {0x24, 0x22},
                                                         {0x27, 0x6B},
                                                         {0x60, 0x6D},
                                                         {0x33, 0x6D},
                                                         {0x5E, 0x5E},
                                                         {0x71, 0x6F}}};
    for (std::size_t i = 0; i < records.size(); ++i) {
        const bool last = i + 1 == records.size();
        b += static_cast<char>(records[i][0]);
        b += static_cast<char>(records[i][1]);
        b += static_cast<char>(last ? 0x00 : 0xF0);
        b += static_cast<char>(i == 0 ? 0xFF : 0x00);
        b += Bytes(4, '\0');
    }
    return b;
}

// The spec's moves: 兵七进一 马８进７ 兵三进一 炮２平３ 相七进五 马２进１ 马八进七 车１平２
// 车九平八 车２进４ 炮八平九 车２平８ 炮二进五 炮３平８ 马二进三 车９平８.
const std::vector<std::string> kSpecMoves = {"c3c4", "h9g7", "g3g4", "b7c7", "c0e2", "b9a7",
                                             "b0c2", "a9b9", "a0b0", "b9b5", "b2a2", "b5h5",
                                             "h2h7", "c7h7", "h0g2", "i9h9"};

std::vector<std::string> move_texts(const RecordGame& g) {
    std::vector<std::string> out;
    for (const MoveToken& t : g.tokens) {
        if (t.kind == TokenKind::Move) out.emplace_back(t.text);
        if (t.kind == TokenKind::VariationStart) out.emplace_back("(");
        if (t.kind == TokenKind::VariationEnd) out.emplace_back(")");
    }
    return out;
}

// A game read, with the bytes and the reader it holds views into.
struct Read {
    Bytes bytes;
    std::unique_ptr<RecordReader> reader;
    RecordGame game;
};

std::unique_ptr<Read> read_all(Bytes bytes) {
    auto r = std::make_unique<Read>();
    r->bytes = std::move(bytes);
    r->reader = make_xqf_reader(r->bytes, {}, 1);
    EXPECT_TRUE(r->reader->next(r->game));
    RecordGame after;
    EXPECT_FALSE(r->reader->next(after));
    return r;
}

TEST(Xqf, SpecificationExampleReadsItsEightRounds) {
    const Bytes b = spec_example();
    ASSERT_EQ(b.size(), std::size_t{0x488});  // "该文件的大小为0x0488(十进制1160)个字节"
    auto reader = make_xqf_reader(b, {}, 1);
    RecordGame g;
    ASSERT_TRUE(reader->next(g));
    ASSERT_FALSE(g.problem) << g.problem->message;
    EXPECT_EQ(move_texts(g), kSpecMoves);
    EXPECT_EQ(g.result, ClaimedResult::SecondWins);  // 0x02 = 黑胜
    EXPECT_EQ(g.result_text, "0-1");
    EXPECT_FALSE(g.tag("FEN"));  // the standard start
    EXPECT_EQ(g.tag("Title"), "仙人指路对起马局");
    EXPECT_EQ(g.tag("Event"), "\"中立杯\"象棋电视快棋赛");
    EXPECT_EQ(g.tag("Date"), "1997年11月16日");
    EXPECT_EQ(g.tag("Site"), "北京");
    EXPECT_EQ(g.tag("Red"), "柳大华");
    EXPECT_EQ(g.tag("Black"), "吕  钦");
    EXPECT_EQ(g.tag("Annotator"), "刘殿中");
    EXPECT_EQ(g.tag("Author"), "过河象");
    EXPECT_FALSE(reader->next(g));
}

TEST(Xqf, WriterWritesTheSpecificationExampleByteForByte) {
    XiangqiRecord r;
    r.tags = {{"Title", "仙人指路对起马局"},
              {"Event", "\"中立杯\"象棋电视快棋赛"},
              {"Date", "1997年11月16日"},
              {"Site", "北京"},
              {"Red", "柳大华"},
              {"Black", "吕  钦"},
              {"Annotator", "刘殿中"},
              {"Author", "过河象"}};
    r.ucci = kSpecMoves;
    r.result = "0-1";
    auto written = write_xqf(r);
    ASSERT_TRUE(written) << written.error().message;
    EXPECT_EQ(written.value(), spec_example());
}

TEST(Xqf, WriterKeepsASetUpPositionCommentsAndTheSideToMove) {
    XiangqiRecord r;
    r.fen = "3k5/9/9/9/9/9/9/9/4r4/4K4 b - - 0 1";  // black's chariot gives check at once
    r.ucci = {"e1d1", "e0f0"};
    r.tags = {{"Event", "an event"}};
    auto written = write_xqf(r, {"一", ""});
    ASSERT_TRUE(written) << written.error().message;
    XqfGame game;
    ASSERT_FALSE(read_xqf(written.value(), game));
    EXPECT_EQ(game.kind, 3);  // a set-up position: an endgame record
    ASSERT_EQ(game.moves.size(), std::size_t{2});
    EXPECT_EQ(game.moves[0].comment, "一");
    EXPECT_EQ(xqf_fen(game), r.fen);
    const auto g_read = read_all(written.value());
    const RecordGame& g = g_read->game;
    EXPECT_EQ(g.tag("FEN"), r.fen);
    EXPECT_EQ(move_texts(g), (std::vector<std::string>{"e1d1", "e0f0"}));
}

TEST(Xqf, WriterRefusesWhatXqfCannotHold) {
    XiangqiRecord three_chariots;
    three_chariots.fen = "3k5/9/9/9/9/9/9/9/R1R1R4/4K4 w - - 0 1";
    EXPECT_FALSE(write_xqf(three_chariots));
    XiangqiRecord long_name;
    long_name.tags = {{"Red", "一二三四五六七八"}};  // 16 bytes in GB18030, the field holds 15
    auto refused = write_xqf(long_name);
    ASSERT_FALSE(refused);
    EXPECT_NE(refused.error().message.find("Red"), std::string::npos);
}

// ---- an encrypted file (1.8), by the rules of the XQF 1.1 description ----

struct Node {
    int from, to;
    bool next, alternative;
    std::string comment;  // GB18030 bytes
};

std::uint8_t key(unsigned x, unsigned by) {
    return static_cast<std::uint8_t>((x * x * 54 + 221) * by);
}

// The spec's start position and, in pre-order, a tree with alternatives and comments; header keys
// chosen at random by hand.
Bytes encrypted_example(int version, const std::vector<Node>& tree, int result) {
    Bytes plain(0x400, '\0');
    const std::array<int, 16> head = {0x58, 0x51, version, 0x5C, 0x12, 0x34, 0x56, 0x78,
                                      0x1B, 0x2C, 0x3D,    0x4E, 0x9A, 0xB7, 0x6D, 0xE3};
    for (std::size_t i = 0; i < head.size(); ++i) plain[i] = static_cast<char>(head[i]);
    const std::uint8_t kxy = key(0xB7, 0xB7);
    const std::uint8_t kxyf = key(0x6D, kxy);
    const std::uint8_t kxyt = key(0xE3, kxyf);
    const unsigned comment_key = (0x9A * 256 + 0xB7) % 32000 + 767;
    const Bytes spec = spec_example();
    for (std::size_t i = 0; i < 32; ++i) {  // rotated (version 12 and later), then shifted
        const std::size_t source = version >= 12 ? (kxy + 1 + i) % 32 : i;
        plain[0x10 + i] = static_cast<char>(static_cast<std::uint8_t>(spec[0x10 + source]) + kxy);
    }
    plain[0x33] = static_cast<char>(result);
    const auto record = [&](const Node& n) {
        plain += static_cast<char>(n.from + 24 + kxyf);
        plain += static_cast<char>(n.to + 32 + kxyt);
        plain += static_cast<char>((n.next ? 0x80 : 0) | (n.alternative ? 0x40 : 0) |
                                   (n.comment.empty() ? 0 : 0x20));
        plain += '\0';
        if (n.comment.empty()) return;
        const unsigned length = static_cast<unsigned>(n.comment.size()) + comment_key;
        for (int k = 0; k < 4; ++k) plain += static_cast<char>((length >> (8 * k)) & 0xFF);
        plain += n.comment;
    };
    for (const Node& n : tree) record(n);
    // The key stream: the copyright string and (KeysSum, KeyXY, KeyXYf, KeyXYt) & mask | KeyOr.
    const std::string copyright = "[(C) Copyright Mr. Dong Shiwei.]";
    Bytes out = plain;
    for (std::size_t o = 0x400; o < out.size(); ++o) {
        const unsigned k = (head[12 + o % 4] & head[3]) | head[8 + o % 4];
        const auto stream = static_cast<std::uint8_t>(copyright[o % 32] & k);
        out[o] = static_cast<char>(static_cast<std::uint8_t>(plain[o]) + stream);
    }
    return out;
}

// root (comment 开局); 1. c3c4 (1. h2e2) 1... h9g7 {马８进７} (1... b9c7 2. g3g4) 2. g3g4 b7c7
const std::vector<Node> kTree = {
    {0, 0, true, false, "\xBF\xAA\xBE\xD6"},                   // 开局
    {23, 24, true, true, ""},                                  // c3c4, has an alternative
    {79, 67, true, true, "\xC2\xED\xA3\xB8\xBD\xF8\xA3\xB7"},  // h9g7 马８进７
    {63, 64, true, false, ""},                                 // g3g4
    {17, 27, false, false, ""},                                // b7c7, the line ends
    {19, 27, true, false, ""},                                 // b9c7, instead of h9g7
    {63, 64, false, false, ""},                                // g3g4
    {72, 42, false, false, ""},                                // h2e2, instead of c3c4
};

TEST(Xqf, EncryptedVersionsReadTheirTreeInPgnOrder) {
    for (const int version : {11, 12, 16, 18}) {
        const Bytes b = encrypted_example(version, kTree, 1);
        XqfGame game;
        const auto problem = read_xqf(b, game);
        ASSERT_FALSE(problem) << version << ": " << problem->message;
        EXPECT_EQ(game.comment, "开局");
        ASSERT_EQ(game.moves.size(), std::size_t{7});
        EXPECT_EQ(game.moves[1].comment, "马８进７");
        const auto g_read = read_all(b);
        const RecordGame& g = g_read->game;
        ASSERT_FALSE(g.problem) << g.problem->message;
        EXPECT_FALSE(g.tag("FEN")) << version << ": the pieces decode to the start position";
        EXPECT_EQ(move_texts(g), (std::vector<std::string>{"c3c4", "(", "h2e2", ")", "h9g7", "(",
                                                           "b9c7", "g3g4", ")", "g3g4", "b7c7"}))
            << version;
        EXPECT_EQ(g.result, ClaimedResult::FirstWins);
    }
}

TEST(Xqf, FirstMoveOfBlackMakesBlackTheSideToMove) {
    Bytes b = spec_example();
    b.resize(0x408);
    b[0x402] = static_cast<char>(0xF0);
    const int from = 79, to = 67;  // h9g7: black's horse
    b += {static_cast<char>(from + 24), static_cast<char>(to + 32), 0, 0, 0, 0, 0, 0};
    const auto g_read = read_all(b);
    const RecordGame& g = g_read->game;
    ASSERT_FALSE(g.problem) << g.problem->message;
    EXPECT_EQ(g.tag("FEN"),
              "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1");
}

std::string problem_of(const Bytes& b) {
    const auto g_read = read_all(b);
    const RecordGame& g = g_read->game;
    return g.problem ? g.problem->message : std::string();
}

TEST(Xqf, CorruptFilesAreProblemsNamingTheOffset) {
    Bytes b = spec_example();
    b[2] = 9;
    EXPECT_EQ(problem_of(b),
              "at offset 0x0002: version byte 9 is not one of XQF 1.0 (10) to 1.8 (18)");
    b = spec_example();
    b[0x50] = 64;
    EXPECT_EQ(problem_of(b),
              "at offset 0x0050: the Title string is 64 bytes long, its field holds 63");
    b = spec_example();
    b[0x418] = static_cast<char>(24 + 95);  // the third move's from-point: 95, no point
    EXPECT_EQ(problem_of(b).substr(0, 59),
              "at offset 0x0418: the move record's points decode to 95 and");
    b = spec_example();
    b[0x484] = 9;  // the last move's comment: 9 bytes, beyond the end
    EXPECT_EQ(problem_of(b),
              "at offset 0x0488: the file ends inside a comment (9 bytes needed, 0 left)");
    b = spec_example();
    b[0x11] = b[0x10];  // the red horse on the chariot's point
    EXPECT_EQ(problem_of(b), "at offset 0x0010: two pieces stand on one point");
    b = encrypted_example(18, {{0, 0, false, false, "x"}}, 0);
    b[0x404] = static_cast<char>(b[0x404] - 2);  // the comment length's low byte, decrypted, less 2
    EXPECT_NE(problem_of(b).find("is negative"), std::string::npos);
    EXPECT_EQ(problem_of("XQ"),
              "at offset 0x0002: the file ends inside the header (2 bytes, XQF's is 1024)");
    EXPECT_EQ(problem_of("PK"), "at offset 0x0000: an XQF file starts with \"XQ\"");
}

// Every prefix of a valid file is read, or is a problem: never a crash, and no moves invented.
TEST(Xqf, EveryPrefixIsAReadOrAProblem) {
    for (const Bytes& whole : {spec_example(), encrypted_example(18, kTree, 3)}) {
        for (std::size_t n = 1; n <= whole.size(); ++n) {
            const auto g_read = read_all(whole.substr(0, n));
            const RecordGame& g = g_read->game;
            if (n < whole.size()) {
                EXPECT_TRUE(g.problem) << "prefix " << n;
            } else {
                EXPECT_FALSE(g.problem) << g.problem->message;
            }
        }
    }
}

// Alternatives nested inside alternatives 100,000 deep (each alternative's move has one of its
// own after it): read and emitted without recursion.
TEST(Xqf, AlternativesNestedDeeperThanTheCallStackReadInOrder) {
    constexpr int kDepth = 100000;
    Bytes b = spec_example();
    b.resize(0x408);
    const auto record = [&b](int from, int to, int flags) {
        b += {static_cast<char>(from + 24),
              static_cast<char>(to + 32),
              static_cast<char>(flags),
              0,
              0,
              0,
              0,
              0};
    };
    record(23, 24, 0x0F);  // c3c4, with an alternative and no move after it
    for (int k = 0; k < kDepth; ++k) {
        record(72, 42, 0xF0);                       // h2e2 instead, a move after it
        record(79, 67, k + 1 < kDepth ? 0x0F : 0);  // h9g7, with an alternative
    }
    const auto g_read = read_all(b);
    const RecordGame& g = g_read->game;
    ASSERT_FALSE(g.problem) << g.problem->message;
    ASSERT_EQ(g.tokens.size(), std::size_t{1 + 4 * kDepth});
    EXPECT_EQ(g.tokens[0].text, "c3c4");
    EXPECT_EQ(g.tokens[1].kind, TokenKind::VariationStart);
    EXPECT_EQ(g.tokens[2].text, "h2e2");
    EXPECT_EQ(g.tokens[3].text, "h9g7");
    EXPECT_EQ(g.tokens[4].kind, TokenKind::VariationStart);
    EXPECT_EQ(g.tokens.back().kind, TokenKind::VariationEnd);
}

// Real files, when ARBITER_SHARED_RECORDS names a folder holding them (they are not part of the
// project). Compared by hand:
// - cchess-test1-v10.xqf (1.0) and cchess-test-v18.xqf (1.8, encrypted) hold the same game, the
//   specification's example carried on to 110 plies: the same header strings and the same moves;
//   their first 16 plies are the specification's 8 rounds (kSpecMoves above).
// - cchess-game_test.xqf (1.8) carries the game's score as text in its opening comment (炮八平五
//   炮2平5 马八进七 马2进3 马二进三 马8进7 车九进一 卒3进1 ...), which we read as b2e2 b7e7 b0c2
//   b9c7 h0g2 h9g7 a0a1 c6c5, its first 8 plies.
TEST(Xqf, SharedRecordsAgreeWithTheirTwins) {
    const char* dir = std::getenv("ARBITER_SHARED_RECORDS");
    if (!dir || !std::filesystem::is_directory(std::filesystem::path(dir) / "xiangqi"))
        GTEST_SKIP() << "ARBITER_SHARED_RECORDS does not name the shared records folder";
    const auto load = [dir](const char* name) {
        std::ifstream in(std::filesystem::path(dir) / "xiangqi" / name, std::ios::binary);
        return Bytes(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    };
    const auto plain_read = read_all(load("cchess-test1-v10.xqf"));
    const RecordGame& plain = plain_read->game;
    const Bytes encrypted_bytes = load("cchess-test-v18.xqf");
    const auto encrypted_read = read_all(encrypted_bytes);
    const RecordGame& encrypted = encrypted_read->game;
    ASSERT_FALSE(plain.problem) << plain.problem->message;
    ASSERT_FALSE(encrypted.problem) << encrypted.problem->message;
    std::vector<std::string> mainline;
    for (const MoveToken& t : plain.tokens) mainline.emplace_back(t.text);
    ASSERT_EQ(mainline.size(), std::size_t{110});
    EXPECT_EQ(std::vector<std::string>(mainline.begin(), mainline.begin() + 16), kSpecMoves);
    EXPECT_EQ(move_texts(encrypted), move_texts(plain));
    EXPECT_EQ(encrypted.tag("Date"), "1997年11月16日");
    EXPECT_EQ(plain.tag("Red"), "柳大华");
    EXPECT_EQ(encrypted.tag("Red"), "柳大华");
    const auto scored_read = read_all(load("cchess-game_test.xqf"));
    const RecordGame& scored = scored_read->game;
    ASSERT_FALSE(scored.problem) << scored.problem->message;
    const std::vector<std::string> first8 = {"b2e2", "b7e7", "b0c2", "b9c7",
                                             "h0g2", "h9g7", "a0a1", "c6c5"};
    const std::vector<std::string> moves = move_texts(scored);
    ASSERT_GE(moves.size(), first8.size());
    EXPECT_EQ(std::vector<std::string>(moves.begin(), moves.begin() + 8), first8);
}

// With ARBITER_XQF_FILES=DIR, writes the files built here into DIR: how tests/data/xqf/ and
// fuzz/seeds/xqf_fuzzer/ were made (their README says which is which).
TEST(Xqf, BuiltFilesAreWrittenWhenAsked) {
    const char* dir = std::getenv("ARBITER_XQF_FILES");
    if (!dir) GTEST_SKIP() << "ARBITER_XQF_FILES is not set";
    const auto write = [dir](const char* name, const Bytes& bytes) {
        std::ofstream out(std::filesystem::path(dir) / name, std::ios::binary);
        out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        ASSERT_TRUE(out.good()) << name;
    };
    write("spec-example-v10.xqf", spec_example());
    write("tree-v18.xqf", encrypted_example(18, kTree, 3));
    write("tree-v11.xqf", encrypted_example(11, kTree, 0));
}

}  // namespace
}  // namespace arbiter::formats
