// The XBoard / CECP pieces (engines/xboard.h) and the loose perft forms of custom perft
// commands. Samples: the feature lines Sjaak II 1.4.1, HoiChess 0.22.0 and MaxQi 4.8 print for
// `protover 2` (shortened), Sjaak II's `perft 2 1` output and its move forms, the CECP
// specification's mate scores (100000 + N), HoiXiangqi's own `show fen` (h/e letters, no "- -").

#include "engines/xboard.h"

#include <gtest/gtest.h>

#include "engines/driver.h"
#include "engines/match_clock.h"
#include "engines/perft_output.h"

namespace {

using namespace arbiter::core;
using namespace arbiter::oracle;
using namespace arbiter::engines;

// Found by fuzz/engine_output_fuzzer.cpp: a tab hid the next feature in the value before it.
TEST(XboardFeatures, TabsSeparateFeaturesToo) {
    XboardFeatures f;
    const auto names = parse_feature_line("feature ping=1\tdone=1", f);
    EXPECT_EQ(names, std::vector<std::string>{"ping"});
    EXPECT_TRUE(f.ping);
    EXPECT_TRUE(f.done);
}

TEST(XboardFeatures, ReadsQuotedAndBareValuesAndNamesEachToAccept) {
    XboardFeatures f;
    const auto names = parse_feature_line(
        "feature setboard=1 time=1 ping=1 myname=\"Sjaak II 1.4.1\" "
        "variants=\"fide_chess,shogi,xiangqi,normal\"",
        f);
    EXPECT_EQ(names, (std::vector<std::string>{"setboard", "time", "ping", "myname", "variants"}));
    EXPECT_TRUE(f.setboard);
    EXPECT_TRUE(f.ping);
    EXPECT_FALSE(f.usermove);
    EXPECT_FALSE(f.done);
    EXPECT_EQ(f.myname, "Sjaak II 1.4.1");
    EXPECT_EQ(f.variants, (std::vector<std::string>{"fide_chess", "shogi", "xiangqi", "normal"}));
}

TEST(XboardFeatures, DoneZeroThenDoneOneAndOptionsWithBlanks) {
    XboardFeatures f;
    parse_feature_line("feature setboard=0 ping=1 done=0", f);  // MaxQi 4.8
    EXPECT_TRUE(f.done_zero);
    EXPECT_FALSE(f.done);
    const auto names =
        parse_feature_line("feature option=\"MultiPV -spin 1 1 256\" usermove=1 done=1", f);
    EXPECT_EQ(names, (std::vector<std::string>{"option", "usermove"}));
    EXPECT_TRUE(f.done);
    EXPECT_TRUE(f.usermove);
    EXPECT_FALSE(f.setboard);
}

TEST(XboardFeatures, OtherLinesAndBrokenQuotesNameNothing) {
    XboardFeatures f;
    EXPECT_TRUE(parse_feature_line("tellics say     MaxQi 4.8 (G)", f).empty());
    EXPECT_TRUE(parse_feature_line("feature myname=\"unterminated", f).empty());
    EXPECT_TRUE(parse_feature_line("", f).empty());
}

TEST(XboardMoves, LongAlgebraicAsCoordinates) {
    // Sjaak II's forms, read as the dialects of notation.h.
    EXPECT_EQ(normalize_long_algebraic(Dialect::Chess, "Nb1-a3", 0), "b1a3");
    EXPECT_EQ(normalize_long_algebraic(Dialect::Chess, "e2-e4", 0), "e2e4");
    EXPECT_EQ(normalize_long_algebraic(Dialect::Chess, "b7xa8Q", 0), "b7a8q");
    EXPECT_EQ(normalize_long_algebraic(Dialect::Chess, "e7e8=N", 0), "e7e8n");
    EXPECT_EQ(normalize_long_algebraic(Dialect::Chess, "O-O", 0), "e1g1");
    EXPECT_EQ(normalize_long_algebraic(Dialect::Chess, "O-O-O", 1), "e8c8");
    EXPECT_EQ(normalize_long_algebraic(Dialect::Chess, "Ra1xa8+", 0), "a1a8");
    EXPECT_EQ(normalize_long_algebraic(Dialect::XiangqiRanks0, "Hb0-a2", 0), "b0a2");
    EXPECT_EQ(normalize_long_algebraic(Dialect::XiangqiRanks0, "Cb2xb9", 0), "b2b9");
    EXPECT_EQ(normalize_long_algebraic(Dialect::ShogiFairyUci, "Pe7-e8+", 0), "e7e8+");
    EXPECT_EQ(normalize_long_algebraic(Dialect::ShogiFairyUci, "+Pe3-e2", 0), "e3e2");
    EXPECT_EQ(normalize_long_algebraic(Dialect::ShogiFairyUci, "P@b8", 0), "P@b8");
    EXPECT_EQ(normalize_long_algebraic(Dialect::ShogiFairyUci, "P*b8", 0), "P@b8");
}

TEST(XboardMoves, NotMovesAreRefused) {
    EXPECT_FALSE(normalize_long_algebraic(Dialect::Chess, "Nf3", 0));  // SAN: needs the position
    EXPECT_FALSE(normalize_long_algebraic(Dialect::Chess, "z9-z9", 0));
    EXPECT_FALSE(normalize_long_algebraic(Dialect::Chess, "", 0));
    EXPECT_FALSE(normalize_long_algebraic(Dialect::XiangqiRanks0, "Hb0-a10", 0));
    EXPECT_FALSE(normalize_long_algebraic(Dialect::ShogiFairyUci, "K@e5", 0));  // kings never drop
}

TEST(XboardSetboard, XiangqiShortFormWithWxfLetters) {
    const std::string ours =
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    auto wxf = xboard_setboard_fen(Game::Xiangqi, ours, true);
    ASSERT_TRUE(wxf);
    EXPECT_EQ(wxf.value(), "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w 0 1");
    auto standard = xboard_setboard_fen(Game::Xiangqi, ours, false);
    ASSERT_TRUE(standard);
    EXPECT_EQ(standard.value(),
              "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w 0 1");
    EXPECT_FALSE(xboard_setboard_fen(Game::Xiangqi, "nonsense", true));
}

TEST(XboardLimits, GoAsSdStNps) {
    EXPECT_EQ(xboard_limits("depth 3").value(), std::vector<std::string>{"sd 3"});
    EXPECT_EQ(xboard_limits("movetime 50").value(), std::vector<std::string>{"st 1"});
    EXPECT_EQ(xboard_limits("movetime 2500").value(), std::vector<std::string>{"st 3"});
    EXPECT_EQ(xboard_limits("nodes 1000").value(), (std::vector<std::string>{"st 1", "nps 1000"}));
    for (const char* bad : {"", "depth", "depth 0", "depth -2", "depth x", "infinite", "wtime 5"})
        EXPECT_FALSE(xboard_limits(bad)) << bad;
}

TEST(XboardAnswers, MovesResignationsResultsAndRefusals) {
    EXPECT_EQ(classify_xboard_line("move e2e4").kind, XboardAnswerKind::Move);
    EXPECT_EQ(classify_xboard_line("move e2e4").move, "e2e4");
    EXPECT_EQ(classify_xboard_line("My move is: e7e5").move, "e7e5");
    EXPECT_EQ(classify_xboard_line("resign").kind, XboardAnswerKind::Resign);
    EXPECT_EQ(classify_xboard_line("0-1 {White resigns}").kind, XboardAnswerKind::Result);
    EXPECT_TRUE(classify_xboard_line("0-1 {White resigns}").resigns);
    EXPECT_FALSE(classify_xboard_line("1-0 {White mates}").resigns);
    EXPECT_FALSE(classify_xboard_line("resign").resigns);  // a kind of its own
    EXPECT_EQ(classify_xboard_line("1/2-1/2 {Stalemate}").kind, XboardAnswerKind::Result);
    EXPECT_EQ(classify_xboard_line("Illegal move: e2e5").kind, XboardAnswerKind::Illegal);
    EXPECT_EQ(classify_xboard_line("Error (unknown command): perft").kind, XboardAnswerKind::Error);
    EXPECT_EQ(classify_xboard_line("tellusererror Illegal position").kind, XboardAnswerKind::Error);
    EXPECT_EQ(classify_xboard_line("# root hit 0 0 0").kind, XboardAnswerKind::Other);
    EXPECT_EQ(classify_xboard_line("movement").kind, XboardAnswerKind::Other);
}

TEST(XboardAnswers, MateScoresOfTheThinkingOutput) {
    EXPECT_EQ(xboard_mate_moves("5 100003 12 4711 Ra8+ Kh7 Qg8#"), 3);
    EXPECT_EQ(xboard_mate_moves(" 4. -100002 7 900 Kh8 Qg7#"), -2);
    EXPECT_EQ(xboard_mate_moves("5 31 12 4711 e2e4"), std::nullopt);
    EXPECT_EQ(xboard_mate_moves("move e2e4"), std::nullopt);
}

// The encodings as measured (docs/engines.md) with `sd 6` on positions counted by hand: the
// mate in 1 6k1/5ppp/8/8/8/8/8/R5K1 w (Ra8#), the mate in 2 moves k7/8/2K5/8/8/8/8/7R w and the
// mated in 2 moves k7/8/2K5/8/8/8/8/7R b; Fairy-Max and ShaMax after 1. f3 e5 2. g4 (Qh4#).
TEST(XboardAnswers, MateScoresInEachMeasuredEncoding) {
    EXPECT_EQ(xboard_mate_scores("HoiChess 0.22.0-3-debian"), XboardMateScores::HoiChess);
    EXPECT_EQ(xboard_mate_scores("HoiXiangqi 0.22.0-3-debian"), XboardMateScores::HoiChess);
    EXPECT_EQ(xboard_mate_scores("Sjaak II 1.4.1"), XboardMateScores::Sjaak);
    EXPECT_EQ(xboard_mate_scores("Fairy-Max 5.0b"), XboardMateScores::Cecp);
    EXPECT_EQ(xboard_mate_scores(""), XboardMateScores::Cecp);
    const auto hoi = XboardMateScores::HoiChess;
    EXPECT_EQ(xboard_mate_moves("2 99999 0 81 1. Ra8#", hoi), 1);
    EXPECT_EQ(xboard_mate_moves("4 99997 0 1098 1. Kc7 Ka7 2. Ra1#", hoi), 2);
    EXPECT_EQ(xboard_mate_moves("5 -99996 0 1276 1. ... Kb8 2. Ra1 Kc8 3. Ra8#", hoi), -2);
    EXPECT_EQ(xboard_mate_moves("4 666 0 1034 (+) 1. Kc7 Ka7 2. Ra1#", hoi), std::nullopt);
    const auto sjaak = XboardMateScores::Sjaak;
    EXPECT_EQ(xboard_mate_moves("  2  15999      0        13  1. Ra8", sjaak), 1);
    EXPECT_EQ(xboard_mate_moves("  4  15997      0      1675  1. Kb6 Kb8 2. Rh8", sjaak), 2);
    EXPECT_EQ(xboard_mate_moves("  5 -15996      1      1307  1. ... Ka7 2. Rh8", sjaak), -2);
    EXPECT_EQ(xboard_mate_moves("  2   550      0        93  1. Ra1 Kb8", sjaak), std::nullopt);
    // Fairy-Max follows the specification.
    EXPECT_EQ(xboard_mate_moves(" 3 100001        0        320 d8h4"), 1);
    // Read in the wrong encoding, a mate score is no mate: the score is still there to see.
    EXPECT_EQ(xboard_mate_moves("2 99999 0 81 1. Ra8#"), std::nullopt);
    ASSERT_TRUE(xboard_thinking("2 99999 0 81 1. Ra8#", XboardMateScores::Cecp));
    EXPECT_EQ(xboard_thinking("2 99999 0 81 1. Ra8#", XboardMateScores::Cecp)->score, 99999);
    EXPECT_FALSE(xboard_thinking("feature done=1", XboardMateScores::Cecp));
}

// Found by fuzz/engine_output_fuzzer.cpp in CI: a CECP score of -100000 read as "mate 0", whose
// sign is lost, and the client turned it into +100000 (a won position for the mated side).
TEST(XboardMateScores, CecpMateInZeroIsAPlainScoreWithItsSign) {
    const auto thinking = xboard_thinking(" 4. -100000 7 900 Kh8 Qg7#", XboardMateScores::Cecp);
    ASSERT_TRUE(thinking);
    EXPECT_EQ(thinking->score, -100000);
    EXPECT_EQ(thinking->mate_moves, std::nullopt);
    EXPECT_EQ(xboard_mate_moves("4 100000 7 900 Qg7#"), std::nullopt);
    EXPECT_EQ(xboard_mate_moves("4 -100001 7 900 Kh8 Qg7#"), -1);
}

// Found by fuzz/engine_output_fuzzer.cpp: "WORD: N" was a divide line of move WORD.
TEST(LoosePerftOutput, AWordAndACountIsNoDivideLine) {
    EXPECT_EQ(classify_loose_perft_line("Time: 12", 2).kind, PerftLineKind::Other);
    EXPECT_EQ(classify_loose_perft_line("Podes: 2000", 2).kind, PerftLineKind::Other);
    EXPECT_EQ(classify_loose_perft_line("e2e4: 20", 2).kind, PerftLineKind::Divide);
    EXPECT_EQ(classify_loose_perft_line("O-O: 20", 2).kind, PerftLineKind::Divide);
    // ... and "MOVE: N SUM" was a move "MOVE:".
    EXPECT_EQ(classify_loose_perft_line("h2h4: 1 1", 2).move, "h2h4");
    // ... and "MOVE:: N SUM" a move "MOVE:" (no move has a colon).
    EXPECT_EQ(classify_loose_perft_line("h2h4:: 1 1", 2).kind, PerftLineKind::Other);
    EXPECT_EQ(classify_loose_perft_line("h2h4:: 1", 2).kind, PerftLineKind::Other);
    // The strict `go perft` form stays as Stockfish prints it.
    EXPECT_EQ(classify_perft_line("Time: 12").kind, PerftLineKind::Divide);
}

TEST(LoosePerftOutput, SjaakDividesForEveryDepthTheLastCounts) {
    PerftOutputParser p(2);
    for (const char* line :
         {"  Nb1-a3          1          1", "   e2-e4          1          2",
          " 1          2  0.00    238095.24nps", "  Nb1-a3         20         20",
          "   e2-e4         20         40", " 2         40  0.00   2395209.58nps"})
        p.feed(line);
    const PerftOutput& out = p.output();
    ASSERT_EQ(out.divide.size(), 2u);
    EXPECT_EQ(out.divide[0].move, "Nb1-a3");
    EXPECT_EQ(out.divide[0].nodes, 20u);
    EXPECT_EQ(out.total, 40u);
    EXPECT_TRUE(out.duplicates.empty());
}

TEST(LoosePerftOutput, ColonBlankAndTotalForms) {
    const std::vector<std::pair<std::string, std::optional<std::uint64_t>>> totals = {
        {"Nodes searched: 20", 20},
        {"Nodes: 21", 21},
        {"Total: 22", 22},
        {"total 23", 23},
        {"Total nodes: 24", 24}};
    for (const auto& [line, n] : totals) {
        const PerftLine l = classify_loose_perft_line(line, 3);
        EXPECT_EQ(l.kind, PerftLineKind::Total) << line;
        EXPECT_EQ(l.nodes, *n) << line;
    }
    PerftLine l = classify_loose_perft_line("e2e4: 20", 3);
    EXPECT_EQ(l.kind, PerftLineKind::Divide);
    l = classify_loose_perft_line("Nf3 31", 3);
    EXPECT_EQ(l.kind, PerftLineKind::Divide);
    EXPECT_EQ(l.move, "Nf3");
    EXPECT_EQ(l.nodes, 31u);
    l = classify_loose_perft_line("O-O 7 100", 3);
    EXPECT_EQ(l.kind, PerftLineKind::Divide);
    EXPECT_EQ(l.move, "O-O");
    EXPECT_EQ(classify_loose_perft_line("3 8902 0.01 nps", 3).kind, PerftLineKind::Total);
    EXPECT_EQ(classify_loose_perft_line("  8902 ", 3).nodes, 8902u);  // perftree's last line
    // Not counts: words without a digit, a fourth column, a depth beyond the one asked.
    EXPECT_EQ(classify_loose_perft_line("Depth 3", 3).kind, PerftLineKind::Other);
    EXPECT_EQ(classify_loose_perft_line("e2e4 1 2 3", 3).kind, PerftLineKind::Other);
    EXPECT_EQ(classify_loose_perft_line("9 8902", 3).kind, PerftLineKind::Other);
    EXPECT_EQ(classify_loose_perft_line("e2e4 18446744073709551616", 3).kind,
              PerftLineKind::Overflow);
}

// GNU Shogi 1.4.2's xshogi answers as it printed them (docs/engines.md): the `depth` prompt
// without a line end, its move after `go`, the verdict when it has none.
TEST(Xshogi, AnswersLimitsAndEdit) {
    auto a = classify_xshogi_line("depth = 1. ... G*5b 299950");
    EXPECT_EQ(a.kind, XshogiAnswerKind::Move);
    EXPECT_EQ(a.move, "G*5b");
    EXPECT_EQ(a.text, "1. ... G*5b 299950");
    EXPECT_EQ(classify_xshogi_line("2. ... 2b8h+ 300000").move, "2b8h+");
    EXPECT_EQ(classify_xshogi_line("3. 2g2f 300000").kind, XshogiAnswerKind::Other);  // an echo
    EXPECT_EQ(classify_xshogi_line("depth = Black mates!").kind, XshogiAnswerKind::NoMove);
    EXPECT_EQ(classify_xshogi_line("Drawn game!").kind, XshogiAnswerKind::NoMove);
    EXPECT_EQ(classify_xshogi_line("Illegal move (no match) usi").kind, XshogiAnswerKind::Illegal);
    EXPECT_EQ(xshogi_limits("depth 2").value(), (std::vector<std::string>{"depth", "2"}));
    EXPECT_EQ(xshogi_limits("movetime 1500").value(), std::vector<std::string>{"level 0 0:2"});
    EXPECT_FALSE(xshogi_limits("nodes 1000"));
    EXPECT_FALSE(xshogi_limits("depth 30"));
    // Sente: king 5i, gold 5c, a gold in hand; gote: king 5a, a promoted pawn 1i, two pawns.
    EXPECT_EQ(xshogi_edit_lines("4k4/9/4G4/9/9/9/9/9/4K3+p b G2p 1").value(),
              (std::vector<std::string>{"edit", "#", "G5c", "K5i", "G*", "c", "K5a", "P1i+", "P*",
                                        "P*", "."}));
    EXPECT_FALSE(xshogi_edit_lines("4k4/9 b"));
}

// A match's clock over xshogi: its words are those of --go (the `depth` command, `level 0 0:S`
// for S whole seconds a move, docs/engines.md); a clock it has no words for gives no lines (the
// driver then refuses the question).
TEST(Xshogi, MatchClockInItsOwnWords) {
    const auto driver = make_xshogi_driver();
    MatchClock depth;
    depth.depth = 3;
    EXPECT_EQ(driver->go_lines(depth), (std::vector<std::string>{"depth", "3"}));
    MatchClock movetime;
    movetime.movetime_ms = 2000;
    EXPECT_EQ(driver->go_lines(movetime), std::vector<std::string>{"level 0 0:2"});
    movetime.depth = 29;
    EXPECT_EQ(driver->go_lines(movetime), (std::vector<std::string>{"depth", "29", "level 0 0:2"}));
    MatchClock too_deep;
    too_deep.depth = 30;
    EXPECT_TRUE(driver->go_lines(too_deep).empty());
    MatchClock part_second;
    part_second.movetime_ms = 1500;
    EXPECT_TRUE(driver->go_lines(part_second).empty());
    MatchClock nodes;
    nodes.nodes = 1000;
    EXPECT_TRUE(driver->go_lines(nodes).empty());
    MatchClock main_time;
    main_time.base_ms = 60000;
    main_time.increment_ms = 1000;
    EXPECT_TRUE(driver->go_lines(main_time).empty());
    EXPECT_TRUE(driver->go_lines(MatchClock{}).empty());
}

}  // namespace
