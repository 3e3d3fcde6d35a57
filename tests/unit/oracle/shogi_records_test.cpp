// Shogi game records (formats/shogi_records.h) and their checking (check.h) with both
// shogi replayers. Sources of the expected values:
//   the published score of the 3rd Denou-sen, game 1 (第3回将棋電王戦 第1局, 2014-03-15, 菅井竜也
//     五段 vs 習甦, 98 moves, won by gote; the score published by the organisers), transcribed
//     here in USI;
//   every other position and line is composed here, its verdict counted by hand: occurrences of a
//   position for 千日手 (JSA: the fourth occurrence), the checks of each side for perpetual check,
//   the CSA 27-point declaration (CSA rule: king in the zone, ten other pieces there, 28 points
//   for sente), mate by hand on the diagram.

#include "formats/shogi_records.h"

#include <gtest/gtest.h>
#include <iconv.h>

#include <memory>
#include <string>
#include <vector>

#include "oracle/record_check.h"

namespace arbiter::oracle {
namespace {

// 第3回将棋電王戦 第1局 (2014-03-15): ▲菅井竜也五段 △習甦, まで98手で後手の勝ち.
constexpr std::string_view kDenou2014Game1 =
    "7g7f 8c8d 5g5f 3c3d 2h5h 7a6b 5i4h 5a4b 4h3h 4b3b 5f5e 3a4b 8h7g 6a5b 7i6h 6c6d 6h5g 6b6c "
    "5g5f 1c1d 3h2h 7c7d 1g1f 4c4d 3i3h 2b3c 4g4f 5b4c 5h7h 8b7b 6g6f 3b2b 6i5h 4a3b 7g6h 5c5d "
    "5e5d 4d4e 4f4e 6c5d P*5e 5d5e 5f5e 3c5e 5h6g 4b5c 6h7g 5e3c 7h4h P*4f 6f6e 6d6e 4h4f S*5e "
    "4f3f 7b4b 6g5g 5c5d S*4d 4c4d 4e4d S*4e G*5c 4b4d 3f2f P*5b P*5f 5e6f 5g6f 6e6f 5c5b P*4h "
    "4i3i 5d4c 5b5c G*4i 3h4i 4h4i+ 3i4i S*3e S*5e 3e2f 2g2f R*7i S*3h 7i8i+ 7g8f N*3e 5e4d "
    "4c4d G*4c 8i4i 4c3b 2b1c 3h4i S*2g 2h3i 6f6g+";

std::vector<std::string> words(std::string_view s) {
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < s.size()) {
        const std::size_t j = s.find(' ', i);
        const std::size_t end = j == std::string_view::npos ? s.size() : j;
        if (end > i) out.emplace_back(s.substr(i, end - i));
        i = end + 1;
    }
    return out;
}

// The verdict's rule as the reports spell it ("" when none).
std::string rule_of(const GameReport& r) {
    return r.verdict.rule ? std::string(core::rule_name(*r.verdict.rule)) : std::string();
}

// A problem's rule as the reports spell it ("" when none).
std::string rule_of(const GameProblem& p) {
    return p.rule ? std::string(core::rule_name(*p.rule)) : std::string();
}

std::vector<formats::RecordGame> read_all(formats::RecordReader& reader) {
    std::vector<formats::RecordGame> games;
    formats::RecordGame g;
    while (reader.next(g)) games.push_back(g);
    return games;
}

GameReport check(std::string_view text, std::string_view format, Impl impl,
                 const CheckOptions& options = {}) {
    std::unique_ptr<formats::RecordReader> reader;
    if (format == "kif") reader = std::make_unique<formats::KifReader>(text);
    if (format == "csa") reader = std::make_unique<formats::CsaReader>(text);
    if (format == "usi") reader = std::make_unique<formats::UsiReader>(text);
    formats::RecordGame game;
    EXPECT_TRUE(reader->next(game));
    auto replayer = make_replayer(core::Game::Shogi, impl);
    auto reference = make_replayer(core::Game::Shogi, Impl::Reference);
    GameReport report;
    check_game(game, *replayer.value(), impl == Impl::Fast ? reference.value().get() : nullptr,
               options, report);
    return report;
}

// The report of both implementations, which must agree.
GameReport check_both(std::string_view text, std::string_view format,
                      const CheckOptions& options = {}) {
    const GameReport fast = check(text, format, Impl::Fast, options);
    const GameReport ref = check(text, format, Impl::Reference, options);
    EXPECT_EQ(report_json(fast, core::Game::Shogi), report_json(ref, core::Game::Shogi)) << text;
    return ref;
}

// A KIF of `moves` (USI) from `start`, written by our writer, with an ending word.
std::string kif_of(std::string_view start, std::string_view moves, std::string ending = "") {
    auto line = shogi_record_line(start, words(moves), "kif");
    EXPECT_TRUE(line.ok()) << (line.ok() ? "" : line.error().message);
    formats::ShogiRecord r;
    r.start = std::string(start);
    if (start != "startpos") r.start = shogi_position_sfen(start).value();
    r.moves = line.value().moves;
    r.ending = std::move(ending);
    return formats::write_kif(r);
}

TEST(ShogiKifReader, ReadsHeaderMovesTimesCommentsAndTheEnding) {
    const std::string text =
        "#KIF version=2.0 encoding=UTF-8\n"
        "開始日時：2026/12/01 10:00:00\n"
        "手合割：平手　\n"
        "先手：甲\n"
        "後手：乙\n"
        "手数----指手---------消費時間--\n"
        "   1 ７六歩(77)   ( 0:01/00:00:01)\n"
        "*a comment\n"
        "   2 ３四歩(33)   ( 0:02/00:00:02)\n"
        "   3 投了         ( 0:03/00:00:04)\n"
        "まで2手で後手の勝ち\n";
    formats::KifReader reader(text);
    const auto games = read_all(reader);
    ASSERT_EQ(games.size(), 1u);
    const formats::RecordGame& g = games[0];
    EXPECT_FALSE(g.problem);
    EXPECT_EQ(g.tag("先手").value_or(""), "甲");
    EXPECT_EQ(g.tag("開始日時").value_or(""), "2026/12/01 10:00:00");
    EXPECT_FALSE(g.tag("SFEN"));  // the even game
    ASSERT_EQ(g.tokens.size(), 2u);
    EXPECT_EQ(g.tokens[0].text, "７六歩(77)");
    EXPECT_EQ(g.tokens[1].at.line, 9u);
    EXPECT_EQ(g.tokens[1].at.column, 6u);
    EXPECT_EQ(g.result, formats::ClaimedResult::SecondWins);  // sente, to move at move 3, resigned
    EXPECT_EQ(g.result_text, "投了");
    EXPECT_TRUE(g.claimed_ending.empty());
}

TEST(ShogiKifReader, BranchesBecomeVariations) {
    const std::string text =
        "手数----指手---------消費時間--\n"
        "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２六歩(27)+\n   4 ８四歩(83)\n"
        "\n変化：3手\n   3 ６六歩(67)\n   4 ８四歩(83)\n"
        "\n変化：4手\n   4 ４四歩(43)\n";
    formats::KifReader reader(text);
    formats::RecordGame g;
    ASSERT_TRUE(reader.next(g));
    ASSERT_FALSE(g.problem) << g.problem->message;
    std::string shape;
    for (const formats::MoveToken& t : g.tokens)
        shape += t.kind == formats::TokenKind::VariationStart ? "( "
                 : t.kind == formats::TokenKind::VariationEnd ? ") "
                                                              : std::string(t.text) + " ";
    // 変化：4手 follows the line of 変化：3手, the latest line that has a fourth move.
    EXPECT_EQ(shape,
              "７六歩(77) ３四歩(33) ２六歩(27) ( ６六歩(67) ８四歩(83) ( ４四歩(43) ) ) "
              "８四歩(83) ");
    const GameReport r = check_both(text, "kif");
    EXPECT_TRUE(r.problems.empty());
    EXPECT_EQ(r.moves, 7);
}

TEST(ShogiKifReader, BoardDiagramAndHandicapGiveTheStartPosition) {
    // A diagram: gote king 1a, sente silver 3b, gold 2c, king 5i; sente holds a pawn and a gold.
    const std::string bod =
        "後手の持駒：なし\n"
        "  ９ ８ ７ ６ ５ ４ ３ ２ １\n"
        "+---------------------------+\n"
        "| ・ ・ ・ ・ ・ ・ ・ ・v玉|一\n"
        "| ・ ・ ・ ・ ・ ・ 銀 ・ ・|二\n"
        "| ・ ・ ・ ・ ・ ・ ・ 金 ・|三\n"
        "| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n"
        "| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n"
        "| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n"
        "| ・ ・ ・ ・ ・ ・ ・ ・ ・|七\n"
        "| ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n"
        "| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九\n"
        "+---------------------------+\n"
        "先手の持駒：金　歩　\n"
        "手数----指手---------消費時間--\n";
    // The reader and its games hold views into the text: it must outlive them.
    const std::string text = bod + "   1 １二金打\n   2 詰み\n";
    formats::KifReader reader(text);
    formats::RecordGame g;
    ASSERT_TRUE(reader.next(g));
    EXPECT_EQ(g.tag("SFEN").value_or(""), "8k/6S2/7G1/9/9/9/9/9/4K4 b GP 1");
    // G*1b mates: the gold covers 2a and 2b and is guarded by the gold on 2c.
    GameReport r = check_both(bod + "   1 １二金打\n   2 詰み\n", "kif");
    EXPECT_TRUE(r.problems.empty());
    EXPECT_EQ(rule_of(r), "shogi.checkmate");
    EXPECT_EQ(r.verdict.winner, core::Side::First);
    // P*1b would mate too: uchifuzume, and 反則勝ち for gote is the consistent record of it.
    r = check_both(bod + "   1 １二歩打\n   2 反則勝ち\n", "kif");
    EXPECT_TRUE(r.problems.empty()) << report_json(r, core::Game::Shogi);
    EXPECT_EQ(rule_of(r), "shogi.drop.uchifuzume");
    EXPECT_EQ(r.verdict.winner, core::Side::Second);
    // Without 反則勝ち the same drop is an illegal move named by its rule.
    r = check_both(bod + "   1 １二歩打\n", "kif");
    ASSERT_EQ(r.problems.size(), 1u);
    EXPECT_EQ(r.problems[0].kind, ProblemKind::IllegalMove);
    EXPECT_EQ(rule_of(r.problems[0]), "shogi.drop.uchifuzume");
    EXPECT_EQ(r.problems[0].at->line, 16u);
    // Handicap: 香落ち names the setup; 上手 (gote) moves first.
    formats::KifReader handicap(
        "手合割：香落ち\n手数----指手---------消費時間--\n   1 ３四歩(33)\n");
    ASSERT_TRUE(handicap.next(g));
    EXPECT_EQ(g.tag("SFEN").value_or(""), "lance");
    EXPECT_TRUE(
        check_both("手合割：香落ち\n   1 ３四歩(33)\n   2 ７六歩(77)\n", "kif").problems.empty());
}

TEST(ShogiKifReader, ReadsShiftJis) {
    const std::string utf8 =
        "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n"
        "   2 ３四歩(33)\n   3 ２二角成(88)\n   4 同　銀(31)\n";
    iconv_t cd = iconv_open("CP932", "UTF-8");
    ASSERT_NE(cd, reinterpret_cast<iconv_t>(-1));
    std::string sjis(utf8.size() * 2, '\0');
    char* in = const_cast<char*>(utf8.data());
    std::size_t in_left = utf8.size();
    char* out = sjis.data();
    std::size_t out_left = sjis.size();
    ASSERT_NE(iconv(cd, &in, &in_left, &out, &out_left), static_cast<std::size_t>(-1));
    iconv_close(cd);
    sjis.resize(sjis.size() - out_left);
    ASSERT_NE(sjis, utf8);
    const GameReport r = check_both(sjis, "kif");
    EXPECT_TRUE(r.problems.empty());
    EXPECT_EQ(r.moves, 4);
}

TEST(ShogiKifReader, RefusesBrokenFilesWithLineAndColumn) {
    formats::KifReader numbers(
        "手数----指手---------消費時間--\n   1 ７六歩(77)\n   3 ３四歩(33)\n");
    formats::RecordGame g;
    ASSERT_TRUE(numbers.next(g));
    ASSERT_TRUE(g.problem);
    EXPECT_EQ(g.problem->at.line, 3u);
    formats::KifReader row("+---------------------------+\n| ・ ・ X|一\n");
    ASSERT_TRUE(row.next(g));
    ASSERT_TRUE(g.problem);
    EXPECT_EQ(g.problem->at.line, 2u);
    formats::KifReader handicap("手合割：十一枚落ち\n   1 ７六歩(77)\n");
    ASSERT_TRUE(handicap.next(g));
    EXPECT_TRUE(g.problem);
    const GameReport r = check_both("   1 ７六歩(77)\n   2 ７六歩(77)\n   3 ２六歩(27)\n", "kif");
    ASSERT_EQ(r.problems.size(), 1u);
    EXPECT_EQ(r.problems[0].kind, ProblemKind::IllegalMove);
    EXPECT_EQ(r.problems[0].ply, 2);
    EXPECT_EQ(r.problems[0].at->line, 2u);
    EXPECT_EQ(r.problems[0].at->column, 6u);
}

TEST(ShogiRecords, APublishedGameReadsInEveryFormat) {
    const std::vector<std::string> moves = words(kDenou2014Game1);
    ASSERT_EQ(moves.size(), 98u);
    for (const std::string_view format : {"kif", "ki2", "csa", "usi"}) {
        auto line = shogi_record_line("startpos", moves, format);
        ASSERT_TRUE(line.ok());
        formats::ShogiRecord record;
        record.header = {{"先手", "菅井竜也五段"}, {"後手", "習甦"}};
        record.moves = line.value().moves;
        std::string text;
        std::string_view reader = format;
        if (format == "csa") {
            record.header = {{"N+", "Sugai"}, {"N-", "Shusso"}};
            record.ending = "%TORYO";
            text = formats::write_csa(record);
        } else if (format == "usi") {
            text = formats::write_usi(record);
        } else {
            record.ending = "投了";
            text = formats::write_kif(record);
            reader = "kif";
        }
        const GameReport r = check_both(text, reader);
        EXPECT_TRUE(r.problems.empty()) << format << ": " << report_json(r, core::Game::Shogi);
        EXPECT_EQ(r.moves, 98) << format;
        EXPECT_EQ(r.verdict.outcome,
                  core::Outcome::Ongoing);  // sente resigned; the rules had not ended it
    }
}

TEST(ShogiRecords, WrittenRecordsReadBackAsTheSameMoves) {
    // parse(print(x)) == x: the moves of the published game and of a drop-heavy line.
    const std::vector<std::pair<std::string, std::string>> games = {
        {"startpos", std::string(kDenou2014Game1)},
        {"4k4/9/9/9/2G1G1G2/9/2S1S1S2/9/4K4 b RBGSNLPrb 1",
         "5e5d 5a4a 3e4d 4a3a R*3c 3a2a 7e6d 2a1a"},
        {"lance", "3c3d 7g7f 2b8h+ 7i8h"},
    };
    for (const auto& [start, line] : games) {
        const std::vector<std::string> usi = words(line);
        for (const std::string_view format : {"kif", "ki2", "csa", "usi"}) {
            auto written = shogi_record_line(start, usi, format);
            ASSERT_TRUE(written.ok()) << written.error().message;
            formats::ShogiRecord record;
            record.start = start == "startpos" ? start : shogi_position_sfen(start).value();
            if (start == "lance" && (format == "kif" || format == "ki2")) record.start = "lance";
            record.moves = written.value().moves;
            const std::string text = format == "csa"   ? formats::write_csa(record)
                                     : format == "usi" ? formats::write_usi(record)
                                                       : formats::write_kif(record);
            std::unique_ptr<formats::RecordReader> reader;
            if (format == "csa")
                reader = std::make_unique<formats::CsaReader>(text);
            else if (format == "usi")
                reader = std::make_unique<formats::UsiReader>(text);
            else
                reader = std::make_unique<formats::KifReader>(text);
            formats::RecordGame g;
            ASSERT_TRUE(reader->next(g));
            ASSERT_FALSE(g.problem) << format << ": " << g.problem->message << "\n" << text;
            auto replayer = make_replayer(core::Game::Shogi, Impl::Reference);
            std::string error;
            ASSERT_TRUE(replayer.value()->start(g.tag("SFEN").value_or("startpos"), error))
                << error;
            std::vector<std::string> back;
            Refusal refusal;
            for (const formats::MoveToken& t : g.tokens) {
                ASSERT_TRUE(replayer.value()->play(t.text, refusal)) << t.text << text;
                back.push_back(replayer.value()->last_move());
            }
            EXPECT_EQ(back, usi) << format << "\n" << text;
            formats::RecordGame extra;
            EXPECT_FALSE(reader->next(extra)) << format;
        }
    }
}

TEST(ShogiRecords, SennichiteHoldsOnlyAtTheFourthOccurrence) {
    // The rooks shuttle: the start position comes back after plies 4, 8 and 12.
    const std::string twelve = "2h3h 8b7b 3h2h 7b8b 2h3h 8b7b 3h2h 7b8b 2h3h 8b7b 3h2h 7b8b";
    GameReport r = check_both(kif_of("startpos", twelve, "千日手"), "kif");
    EXPECT_TRUE(r.problems.empty()) << report_json(r, core::Game::Shogi);
    EXPECT_EQ(rule_of(r), "shogi.sennichite");
    EXPECT_EQ(r.verdict.ply, 12);
    // After eight plies the position has occurred three times: 千日手 is false.
    r = check_both(kif_of("startpos", twelve.substr(0, 39), "千日手"), "kif");
    ASSERT_EQ(r.problems.size(), 1u);
    EXPECT_EQ(r.problems[0].kind, ProblemKind::ResultMismatch);
    EXPECT_EQ(rule_of(r.problems[0]), "shogi.sennichite");
    // A thirteenth move is a move after the end.
    r = check_both(kif_of("startpos", twelve + " 2h3h"), "kif");
    ASSERT_EQ(r.problems.size(), 1u);
    EXPECT_EQ(r.problems[0].kind, ProblemKind::MovesAfterEnd);
    EXPECT_EQ(r.problems[0].ply, 13);
}

TEST(ShogiRecords, PerpetualCheckLosesSoADrawIsAMismatch) {
    // Sente's rook checks on files 5 and 4 with every move; the start recurs after plies 4, 8, 12.
    const std::string line = "4i5i 5a4a 5i4i 4a5a 4i5i 5a4a 5i4i 4a5a 4i5i 5a4a 5i4i 4a5a";
    const GameReport r = check_both(kif_of("4k4/9/9/9/9/9/9/9/K4R3 b - 1", line, "千日手"), "kif");
    EXPECT_EQ(rule_of(r), "shogi.sennichite.perpetual-check");
    EXPECT_EQ(r.verdict.winner, core::Side::Second);
    EXPECT_EQ(r.verdict.ply, 12);
    ASSERT_EQ(r.problems.size(), 1u);
    EXPECT_EQ(r.problems[0].kind, ProblemKind::ResultMismatch);
}

TEST(ShogiRecords, ImpasseDeclarationIsJudgedByTheRecordsRule) {
    // Sente: king 5b, rooks, bishops, four golds and a silver on rank a, a silver on 9b: ten
    // pieces in the zone worth 26, and 2 pawns in hand: 28 points (CSA: sente needs 28).
    const std::string rows =
        "P1+HI+HI+KA+KA+KI+KI+KI+KI+GI\nP2+GI *  *  * +OU *  *  *  * \n"
        "P3 *  *  *  *  *  *  *  *  * \nP4 *  *  *  *  *  *  *  *  * \n"
        "P5 *  *  *  *  *  *  *  *  * \nP6 *  *  *  *  *  *  *  *  * \n"
        "P7 *  *  *  *  *  *  *  *  * \nP8 *  *  *  *  *  *  *  *  * \n"
        "P9 *  *  *  * -OU *  *  *  * \n";
    GameReport r = check_both("V2.2\n" + rows + "P+00FU00FU\n+\n%KACHI\n", "csa");
    EXPECT_TRUE(r.problems.empty()) << report_json(r, core::Game::Shogi);
    EXPECT_EQ(rule_of(r), "shogi.impasse");
    EXPECT_EQ(r.verdict.winner, core::Side::First);
    // One pawn fewer: 27 points, the declaration fails and loses.
    r = check_both("V2.2\n" + rows + "P+00FU\n+\n%KACHI\n", "csa");
    ASSERT_EQ(r.problems.size(), 1u);
    EXPECT_EQ(r.problems[0].kind, ProblemKind::ResultMismatch);
    EXPECT_EQ(rule_of(r.problems[0]), "shogi.impasse");
    // 入玉勝ち from the start: no impasse rule can grant it.
    r = check_both("手数----指手---------消費時間--\n   1 入玉勝ち\n", "kif");
    ASSERT_EQ(r.problems.size(), 1u);
    EXPECT_EQ(r.problems[0].kind, ProblemKind::ResultMismatch);
    CheckOptions csa27;
    csa27.impasse_rule = core::ImpasseRule::Csa27Declaration;
    r = check_both("手数----指手---------消費時間--\n   1 入玉勝ち\n", "kif", csa27);
    ASSERT_EQ(r.problems.size(), 1u);
}

TEST(ShogiRecords, ImpasseDrawIsJudgedByThePointCount) {
    // Sente king 5b and gote king 5h, each in its promotion zone, everything else in hand. Points
    // (docs/rules.md shogi.impasse: rook and bishop 5, every other piece 1, king 0), by hand:
    //   even:   sente R B 2G 2S 2N 2L 9P = 5+5+2+2+2+2+9 = 27, gote the same 27: neither is short
    //           (27-point rule) and both reach 24 (pro rule): a draw.
    //   uneven: sente 10 pawns = 28, gote 8 pawns = 26: under the 27-point rule only gote is
    //           short and loses; under the pro 24-point rule both reach 24: a draw.
    //   poor:   each side R B 2P = 12: both short of 27, so neither alone is: a draw.
    const std::string even = "9/4K4/9/9/9/9/9/4k4/9 b RB2G2S2N2L9Prb2g2s2n2l9p 1";
    const std::string uneven = "9/4K4/9/9/9/9/9/4k4/9 b RB2G2S2N2L10Prb2g2s2n2l8p 1";
    const std::string poor = "9/4K4/9/9/9/9/9/4k4/9 b RB2Prb2p 1";
    GameReport r = check_both(kif_of(even, "", "持将棋"), "kif");
    EXPECT_TRUE(r.problems.empty()) << report_json(r, core::Game::Shogi);
    EXPECT_EQ(r.verdict.outcome, core::Outcome::Draw);
    EXPECT_EQ(rule_of(r), "shogi.impasse");
    r = check_both(kif_of(poor, "", "持将棋"), "kif");
    EXPECT_TRUE(r.problems.empty()) << report_json(r, core::Game::Shogi);
    EXPECT_EQ(r.verdict.outcome, core::Outcome::Draw);
    r = check_both(kif_of(uneven, "", "持将棋"), "kif");
    ASSERT_EQ(r.problems.size(), 1u);
    EXPECT_EQ(r.problems[0].kind, ProblemKind::ResultMismatch);
    EXPECT_EQ(rule_of(r.problems[0]), "shogi.impasse");
    EXPECT_NE(r.problems[0].detail.find("sente 28 points, gote 26"), std::string::npos)
        << r.problems[0].detail;
    EXPECT_NE(r.problems[0].detail.find("a win for sente"), std::string::npos)
        << r.problems[0].detail;
    CheckOptions pro24;
    pro24.impasse_rule = core::ImpasseRule::Pro24Points;
    r = check_both(kif_of(uneven, "", "持将棋"), "kif", pro24);
    EXPECT_TRUE(r.problems.empty()) << report_json(r, core::Game::Shogi);
    EXPECT_EQ(r.verdict.outcome, core::Outcome::Draw);
    // The start position: 27 points each, but neither king is in its zone.
    r = check_both(kif_of("startpos", "", "持将棋"), "kif");
    ASSERT_EQ(r.problems.size(), 1u);
    EXPECT_EQ(r.problems[0].kind, ProblemKind::ResultMismatch);
    EXPECT_NE(r.problems[0].detail.find("sente 27 points, gote 27"), std::string::npos)
        << r.problems[0].detail;
    EXPECT_NE(r.problems[0].detail.find("promotion zones"), std::string::npos);
    // CSA: %JISHOGI in a CSA file (whose declaration rule csa27 never draws) is judged by the
    // 27-point count: the poor position (12 points each) is a draw.
    const std::string rows =
        "P1 *  *  *  *  *  *  *  *  * \nP2 *  *  *  * +OU *  *  *  * \n"
        "P3 *  *  *  *  *  *  *  *  * \nP4 *  *  *  *  *  *  *  *  * \n"
        "P5 *  *  *  *  *  *  *  *  * \nP6 *  *  *  *  *  *  *  *  * \n"
        "P7 *  *  *  *  *  *  *  *  * \nP8 *  *  *  * -OU *  *  *  * \n"
        "P9 *  *  *  *  *  *  *  *  * \n";
    r = check_both("V2.2\n" + rows + "P+00HI00KA00FU00FU\nP-00HI00KA00FU00FU\n+\n%JISHOGI\n",
                   "csa");
    EXPECT_TRUE(r.problems.empty()) << report_json(r, core::Game::Shogi);
    EXPECT_EQ(r.verdict.outcome, core::Outcome::Draw);
    EXPECT_EQ(rule_of(r), "shogi.impasse");
    // Sente R B 2G 2S 2N 2L 9P = 27, gote R B 2P = 12: only gote is short, sente wins.
    std::string rich = "P+00HI00KA00KI00KI00GI00GI00KE00KE00KY00KY";
    for (int i = 0; i < 9; ++i) rich += "00FU";
    r = check_both("V2.2\n" + rows + rich + "\nP-00HI00KA00FU00FU\n+\n%JISHOGI\n", "csa");
    ASSERT_EQ(r.problems.size(), 1u);
    EXPECT_EQ(r.problems[0].kind, ProblemKind::ResultMismatch);
    EXPECT_NE(r.problems[0].detail.find("seed27 (sente 27 points, gote 12)"), std::string::npos)
        << r.problems[0].detail;
}

TEST(ShogiRecords, PlantedIllegalMovesAreNamedByRule) {
    // Nifu in CSA: sente's pawn on 2g, a second one dropped on 2d.
    GameReport r = check_both(
        "V2.2\nP1 *  *  *  * -OU *  *  *  * \nP2 *  *  *  *  *  *  *  *  * \n"
        "P3 *  *  *  *  *  *  *  *  * \nP4 *  *  *  *  *  *  *  *  * \n"
        "P5 *  *  *  *  *  *  *  *  * \nP6 *  *  *  *  *  *  *  *  * \n"
        "P7 *  *  *  *  *  *  * +FU * \nP8 *  *  *  *  *  *  *  *  * \n"
        "P9 *  *  *  * +OU *  *  *  * \nP+00FU\n+\n+0024FU\n",
        "csa");
    ASSERT_EQ(r.problems.size(), 1u);
    EXPECT_EQ(rule_of(r.problems[0]), "shogi.drop.nifu");
    EXPECT_EQ(r.problems[0].ply, 1);
    EXPECT_EQ(r.problems[0].at->line, 13u);
    // Moving a pinned gold (KI2): the rook on 5a pins the gold on 5h to sente's king.
    r = check_both(kif_of("k3r4/9/9/9/9/9/9/4G4/4K4 b - 1", "") + "▲４八金\n", "kif");
    ASSERT_EQ(r.problems.size(), 1u);
    EXPECT_EQ(rule_of(r.problems[0]), "shogi.self-check");
    // A knight dropped where it could never move (USI).
    r = check_both("position sfen 4k4/9/9/9/9/9/9/9/4K4 b N 1 moves N*5b\n", "usi");
    ASSERT_EQ(r.problems.size(), 1u);
    EXPECT_EQ(rule_of(r.problems[0]), "shogi.drop.dead-square");
    // 反則勝ち after a legal move: false.
    r = check_both("   1 ７六歩(77)\n   2 反則勝ち\n", "kif");
    ASSERT_EQ(r.problems.size(), 1u);
    EXPECT_EQ(r.problems[0].kind, ProblemKind::ResultMismatch);
}

TEST(ShogiCsaReader, ReadsSeveralGamesInfoTimesAndEndings) {
    const std::string text =
        "V2.2\nN+Sente\nN-Gote\n$EVENT:test event\n$START_TIME:2026/12/01 10:00:00\nPI\n+\n"
        "+7776FU\nT3\n-3334FU,T1\n'a comment\n+8822UM\nT0\n-3122GI\n%TORYO\n/\n"
        "V2.2\nPI82HI22KA\n-\n-3334FU\n%CHUDAN\n";
    formats::CsaReader reader(text);
    formats::RecordGame second;
    {
        formats::CsaReader again(text);
        ASSERT_TRUE(again.next(second));
        ASSERT_TRUE(again.next(second));  // its SFEN tag lives until the reader's next call
        EXPECT_EQ(second.tag("SFEN").value_or(""),
                  "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");
    }
    const auto games = read_all(reader);
    ASSERT_EQ(games.size(), 2u);
    EXPECT_FALSE(games[0].problem);
    EXPECT_EQ(games[0].tag("N+").value_or(""), "Sente");
    EXPECT_EQ(games[0].tag("EVENT").value_or(""), "test event");
    ASSERT_EQ(games[0].tokens.size(), 4u);
    EXPECT_EQ(games[0].tokens[1].text, "-3334FU");
    EXPECT_EQ(games[0].tokens[1].at.line, 10u);
    EXPECT_EQ(games[0].result, formats::ClaimedResult::SecondWins);  // sente to move resigned
    EXPECT_EQ(games[1].index, 2u);
    EXPECT_EQ(games[1].result, formats::ClaimedResult::Unknown);
    formats::CsaReader broken("V2.2\nPI\n+\n+7776FU\nX\n/\nPI\n+\n+2726FU\n");
    const auto two = read_all(broken);
    ASSERT_EQ(two.size(), 2u);
    ASSERT_TRUE(two[0].problem);
    EXPECT_EQ(two[0].problem->at.line, 5u);
    EXPECT_FALSE(two[1].problem);
}

TEST(ShogiUsiReader, ReadsOneGameALine) {
    formats::UsiReader reader(
        "position startpos moves 7g7f 3c3d\n\nposition sfen 8k/6S2/7G1/9/9/9/9/9/4K4 b GP 1 "
        "moves G*1b\nstartpos\nnonsense\n");
    const auto games = read_all(reader);
    ASSERT_EQ(games.size(), 4u);
    EXPECT_EQ(games[0].tokens.size(), 2u);
    EXPECT_EQ(games[1].tag("SFEN").value_or(""), "8k/6S2/7G1/9/9/9/9/9/4K4 b GP 1");
    EXPECT_EQ(games[1].tokens[0].at.column, 53u);
    EXPECT_TRUE(games[2].tokens.empty());
    EXPECT_TRUE(games[3].problem);
}

}  // namespace
}  // namespace arbiter::oracle
