// Warnings of a checked record (oracle/record_check.h GameWarning): what a record does that the
// format or the rules tolerate, reported without making the game a problem. The positions are
// hand-made; that king against king (with or without a minor piece) is a dead position is FIDE
// Laws 5.2.2 (and 6.9's list).

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "formats/pgn.h"
#include "oracle/record_check.h"

namespace arbiter::oracle {
namespace {

GameReport check_first(std::string_view text, Impl impl) {
    formats::PgnReader reader(text);
    formats::RecordGame game;
    EXPECT_TRUE(reader.next(game));
    auto replayer = make_replayer(core::Game::Chess, impl);
    EXPECT_TRUE(static_cast<bool>(replayer));
    GameReport report;
    check_game(game, *replayer.value(), nullptr, CheckOptions{}, report);
    return report;
}

// White's king takes the last black piece at ply 1 (king against king: dead, FIDE 5.2.2); the
// record goes on for three more plies and says draw.
constexpr std::string_view kDeadThenMoves =
    "[FEN \"8/8/8/4k3/8/3n4/4K3/8 w - - 0 1\"]\n[SetUp \"1\"]\n[Result \"1/2-1/2\"]\n\n"
    "1. Kxd3 Kd5 2. Ke3 Ke5 1/2-1/2\n";

TEST(RecordWarnings, MovesAfterADrawnDeadPositionAreAWarning) {
    for (const Impl impl : {Impl::Reference, Impl::Fast}) {
        const GameReport r = check_first(kDeadThenMoves, impl);
        EXPECT_TRUE(r.problems.empty()) << problem_text_tail(r.problems.front());
        ASSERT_EQ(r.record_warnings.size(), 1u);
        EXPECT_EQ(r.record_warnings[0].kind, WarningKind::MovesAfterDeadPosition);
        EXPECT_EQ(r.record_warnings[0].ply, 2);
        EXPECT_EQ(r.moves, 4);  // the moves after it are still checked
        EXPECT_EQ(warning_kind_name(r.record_warnings[0].kind), "record.moves-after-dead-position");
    }
}

TEST(RecordWarnings, MovesAfterADeadPositionRecordedAsAWinAreAProblem) {
    std::string text(kDeadThenMoves);
    text.replace(text.find("[Result \"1/2-1/2\"]"), 18, "[Result \"1-0\"]");
    text.replace(text.rfind("1/2-1/2"), 7, "1-0");
    const GameReport r = check_first(text, Impl::Reference);
    ASSERT_FALSE(r.problems.empty());
    EXPECT_EQ(r.problems[0].kind, ProblemKind::MovesAfterEnd);
    EXPECT_TRUE(r.record_warnings.empty());
}

TEST(RecordWarnings, AMissingTerminationMarkerIsAWarningOfTheGame) {
    const GameReport r = check_first("[Event \"x\"]\n\n1. e4 e5 2. Nf3\n", Impl::Fast);
    EXPECT_TRUE(r.problems.empty());
    EXPECT_EQ(r.moves, 3);
    ASSERT_EQ(r.record_warnings.size(), 1u);
    EXPECT_EQ(warning_kind_name(r.record_warnings[0].kind), "pgn.missing-termination");
    EXPECT_EQ(r.record_warnings[0].at->line, 3u);
    EXPECT_EQ(r.record_warnings[0].at->column, 13u);
    EXPECT_NE(report_json(r, core::Game::Chess)
                  .find("\"record_warnings\": [{\"name\": \"pgn.missing-termination\""),
              std::string::npos);
}

}  // namespace
}  // namespace arbiter::oracle
