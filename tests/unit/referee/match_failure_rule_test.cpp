// How a match rules on an engine failure (referee/match/referee.h, failure_rule): by its kind
// (engines/failure.h), never by its words, and as a rule (core/rule_id.h), never as its name.

#include <gtest/gtest.h>

#include "referee/match/referee.h"

namespace arbiter::referee::match {
namespace {

using namespace arbiter::engines;
using core::Rule;
using core::RuleId;

TEST(MatchFailureRule, EachKindHasItsRule) {
    EngineFailure timed_out;
    timed_out.kind = FailureKind::TimedOut;
    EXPECT_EQ(failure_rule(core::Game::Chess, timed_out),
              (RuleId{core::Game::Chess, Rule::TimeControl}));
    EXPECT_EQ(failure_rule(core::Game::Shogi,
                           lost_failure("go", Lost::OutputEnded, {ProcessEnd::How::Signalled, 11})),
              (RuleId{core::Game::Shogi, Rule::EngineCrash}));
    EXPECT_EQ(failure_rule(core::Game::Xiangqi,
                           lost_failure("go", Lost::OutputEnded, {ProcessEnd::How::Exited, 3})),
              (RuleId{core::Game::Xiangqi, Rule::EngineCrash}));
    EXPECT_EQ(failure_rule(core::Game::Chess,
                           lost_failure("go", Lost::StoppedReading, {ProcessEnd::How::Exited, 0})),
              (RuleId{core::Game::Chess, Rule::EngineDisconnect}));
    EXPECT_EQ(failure_rule(core::Game::Chess, lost_failure("go", Lost::OutputEnded, {})),
              (RuleId{core::Game::Chess, Rule::EngineDisconnect}));
    EXPECT_EQ(failure_rule(core::Game::Chess, protocol_failure("go", Problem::BestmoveWithoutMove)),
              (RuleId{core::Game::Chess, Rule::EngineProtocol}));
    EXPECT_EQ(failure_rule(core::Game::Chess,
                           refused_failure("go", Refused::Go, "Error (bad): within 1 s")),
              (RuleId{core::Game::Chess, Rule::EngineProtocol}));
    EXPECT_EQ(failure_rule(core::Game::Shogi, cannot_start_failure("start", "no such file")),
              (RuleId{core::Game::Shogi, Rule::EngineProtocol}));
}

// The rule is printed by its name only at the edge: the names of docs/rules.md.
TEST(MatchFailureRule, PrintedByTheRulesNames) {
    EXPECT_EQ(core::rule_name(failure_rule(
                  core::Game::Xiangqi,
                  lost_failure("go", Lost::OutputEnded, {ProcessEnd::How::Signalled, 11}))),
              "xiangqi.engine.crash");
    EXPECT_EQ(
        core::rule_name(failure_rule(core::Game::Shogi, lost_failure("go", Lost::OutputEnded, {}))),
        "shogi.engine.disconnect");
}

// A quoted line that happens to hold the words of another kind changes nothing.
TEST(MatchFailureRule, TheWordsOfALineDoNotDecide) {
    EngineFailure f =
        protocol_failure("go", Problem::NotAMove, "bestmove killed by signal 9 within", "chess");
    EXPECT_EQ(failure_rule(core::Game::Chess, f),
              (RuleId{core::Game::Chess, Rule::EngineProtocol}));
}

}  // namespace
}  // namespace arbiter::referee::match
