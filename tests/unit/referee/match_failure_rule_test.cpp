// How a match rules on an engine failure (referee/match/referee.h, failure_rule): by its kind
// (engines/failure.h), never by its words.

#include <gtest/gtest.h>

#include "referee/match/referee.h"

namespace arbiter::referee::match {
namespace {

using namespace arbiter::engines;

TEST(MatchFailureRule, EachKindHasItsRule) {
    EngineFailure timed_out;
    timed_out.kind = FailureKind::TimedOut;
    EXPECT_EQ(failure_rule(core::Game::Chess, timed_out), "chess.time-control");
    EXPECT_EQ(failure_rule(core::Game::Shogi,
                           lost_failure("go", Lost::OutputEnded, {ProcessEnd::How::Signalled, 11})),
              "shogi.engine.crash");
    EXPECT_EQ(failure_rule(core::Game::Xiangqi,
                           lost_failure("go", Lost::OutputEnded, {ProcessEnd::How::Exited, 3})),
              "xiangqi.engine.crash");
    EXPECT_EQ(failure_rule(core::Game::Chess,
                           lost_failure("go", Lost::StoppedReading, {ProcessEnd::How::Exited, 0})),
              "chess.engine.disconnect");
    EXPECT_EQ(failure_rule(core::Game::Chess, lost_failure("go", Lost::OutputEnded, {})),
              "chess.engine.disconnect");
    EXPECT_EQ(failure_rule(core::Game::Chess, protocol_failure("go", Problem::BestmoveWithoutMove)),
              "chess.engine.protocol");
    EXPECT_EQ(failure_rule(core::Game::Chess,
                           refused_failure("go", Refused::Go, "Error (bad): within 1 s")),
              "chess.engine.protocol");
}

// A quoted line that happens to hold the words of another kind changes nothing.
TEST(MatchFailureRule, TheWordsOfALineDoNotDecide) {
    EngineFailure f =
        protocol_failure("go", Problem::NotAMove, "bestmove killed by signal 9 within", "chess");
    EXPECT_EQ(failure_rule(core::Game::Chess, f), "chess.engine.protocol");
}

}  // namespace
}  // namespace arbiter::referee::match
