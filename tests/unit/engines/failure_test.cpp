// An engine failure is a kind with its data; its words are made from them (engines/failure.h).

#include "engines/failure.h"

#include <gtest/gtest.h>

namespace {

using namespace arbiter::engines;

TEST(EngineFailure, LostEnginesAreKindsByHowTheirProcessEnded) {
    const EngineFailure crashed =
        lost_failure("go", Lost::OutputEnded, {ProcessEnd::How::Signalled, 11});
    EXPECT_EQ(crashed.kind, FailureKind::Crashed);
    EXPECT_EQ(lost_failure("go", Lost::StoppedReading, {ProcessEnd::How::Exited, 0}).kind,
              FailureKind::Exited);
    EXPECT_EQ(lost_failure("go", Lost::OutputEnded, {}).kind, FailureKind::Disconnected);

    EngineFailure ended = lost_failure("uci", Lost::OutputEnded, {ProcessEnd::How::Exited, 3});
    ended.deadline = Deadline::Handshake;
    ended.expected = "'uciok'";
    EXPECT_EQ(failure_what(ended),
              "the engine ended before answering 'uciok' (exited with status 3)");
    EXPECT_EQ(
        failure_what(lost_failure("isready", Lost::StoppedReading, {ProcessEnd::How::Exited, 0})),
        "the engine stopped reading its input (exited with status 0)");
    EXPECT_EQ(
        failure_what(lost_failure("s 1 fen", Lost::ScriptEnded, {ProcessEnd::How::Exited, 2})),
        "the script exited with status 2");
    EngineFailure perft = lost_failure("perft 2", Lost::OutputEnded, {ProcessEnd::How::Exited, 0});
    perft.deadline = Deadline::CustomPerft;
    EXPECT_EQ(failure_what(perft), "the engine ended during perft (exited with status 0)");
}

TEST(EngineFailure, TimeoutsSayWhichAnswerAndHowLong) {
    EngineFailure f;
    f.kind = FailureKind::TimedOut;
    f.deadline = Deadline::Perft;
    f.expected = "'Nodes searched' total";
    f.within = std::chrono::milliseconds(500);
    f.hang = Hang::MovesThenStopped;
    EXPECT_EQ(failure_what(f),
              "no 'Nodes searched' total within 0.5 s (it printed moves, then stopped)");
}

TEST(EngineFailure, ProtocolErrorsSayWhatCame) {
    EXPECT_EQ(failure_what(protocol_failure("go", Problem::NotAMove, "bestmove zz99", "chess")),
              "protocol error: 'bestmove zz99' is not a move in chess");
    EngineFailure sum = protocol_failure("go perft 1", Problem::SumDiffers);
    sum.counted = 19;
    sum.total = 20;
    EXPECT_EQ(failure_what(sum), "its moves add up to 19 nodes but its total is 20");
    EXPECT_EQ(failure_what(refused_failure("perft 2", Refused::Command, "Error (unknown command)",
                                           "perft 2")),
              "the engine refused 'perft 2': 'Error (unknown command)'");
    EXPECT_TRUE(cannot_start_failure("start", "cannot run 'x'").cannot_start());
    EXPECT_FALSE(unsupported_failure("go", "no go").cannot_start());
}

}  // namespace
