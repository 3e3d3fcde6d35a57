#include "engines/failure.h"

#include <sstream>

#include "engines/perft_output.h"
#include "engines/process.h"

namespace arbiter::engines {

namespace {

std::string seconds_shown(std::chrono::milliseconds ms) {
    std::ostringstream out;
    out << static_cast<double>(ms.count()) / 1000.0 << " s";
    return out.str();
}

std::string_view hang_text(Hang hang) {
    switch (hang) {
    case Hang::Hangs:
        return "the engine hangs";
    case Hang::HangsOrOtherProtocol:
        return "the engine hangs or does not speak this protocol";
    case Hang::MovesThenStopped:
        return "it printed moves, then stopped";
    case Hang::OtherLinesOnly:
        return "it printed only lines that are neither 'MOVE: COUNT' nor the total";
    case Hang::AfterDoneZero:
        return "after 'feature done=0'";
    case Hang::NoMoveAfterStop:
        return "the engine hangs: no 'bestmove' after 'stop' either";
    case Hang::NoMoveAfterMoveNow:
        return "the engine hangs: no move after '?' (move now) either";
    case Hang::ScriptHangs:
        return "the script hangs";
    }
    return "the engine hangs";
}

// What the engine was doing when its output ended: "before answering 'readyok'", "during perft".
std::string ended_during(const EngineFailure& f) {
    switch (f.deadline) {
    case Deadline::Handshake:
    case Deadline::Ready:
    case Deadline::Ping:
        return "before answering " + f.expected;
    case Deadline::Features:
        return "during the XBoard handshake";
    case Deadline::Move:
        return "before its " + f.expected;
    case Deadline::Perft:
        return "during perft, before its " + f.expected;
    case Deadline::CustomPerft:
        return "during perft";
    case Deadline::Script:
        return "before " + f.expected;
    }
    return "before " + f.expected;
}

std::string lost_text(const EngineFailure& f) {
    std::string how = process_end_text(f.end);
    switch (f.lost) {
    case Lost::OutputEnded:
        return "the engine ended " + ended_during(f) + " (" + how + ")";
    case Lost::StoppedReading:
        return "the engine stopped reading its input (" + how + ")";
    case Lost::ScriptEnded:
        return "the script " + how;
    }
    return how;
}

std::string problem_text(const EngineFailure& f) {
    switch (f.problem) {
    case Problem::NotAMove:
        return "protocol error: '" + f.came + "' is not a move in " + f.expected;
    case Problem::BestmoveWithoutMove:
        return "protocol error: 'bestmove' without a move";
    case Problem::LineTooLong:
        return "printed a line longer than " + std::to_string(ChildProcess::kMaxLineBytes) +
               " bytes";
    case Problem::CountTooLarge:
        return "protocol error: a count too large for 64 bits in '" + f.came + "'";
    case Problem::TooManyMoveLines:
        return "protocol error: more than " + std::to_string(PerftOutputParser::kMaxDivideLines) +
               " move lines (no position has more than 593 legal moves)";
    case Problem::NothingPrinted:
        return "no perft total (it printed nothing)";
    case Problem::MovesButNoTotal:
        return "no perft total (it printed moves but no total)";
    case Problem::NoMovesNoTotal:
        return "no perft total (it printed only lines that are neither a move and its count nor "
               "a total)";
    case Problem::DuplicateMove:
        return "printed move '" + f.came + "' twice";
    case Problem::UnknownMove:
        return "printed an unknown move '" + f.came + "' (not a move in " + f.expected + ")";
    case Problem::SumTooLarge:
        return "protocol error: its move counts add up to more than 64 bits hold";
    case Problem::SumDiffers:
        return "its moves add up to " + std::to_string(f.counted) + " nodes but its total is " +
               std::to_string(f.total);
    case Problem::TotalsDiffer:
        return "the engine counts " + std::to_string(f.total) + " moves here and we count " +
               std::to_string(f.counted) + "; it prints only totals, so the moves cannot be named";
    }
    return "protocol error";
}

std::string refusal_text(const EngineFailure& f) {
    switch (f.refusal) {
    case Refused::Position:
        return "the engine refused the position or a move: '" + f.came + "'";
    case Refused::Go:
        return "the engine refused: '" + f.came + "'";
    case Refused::Command:
        return "the engine refused '" + f.expected + "': '" + f.came + "'";
    }
    return "the engine refused: '" + f.came + "'";
}

EngineFailure with_reason(FailureKind kind, std::string command, std::string reason) {
    EngineFailure f;
    f.kind = kind;
    f.command = std::move(command);
    f.reason = std::move(reason);
    return f;
}

// Protocol and Refused: what came, and what was expected (Protocol) or refused (Refused).
EngineFailure with_came(FailureKind kind, std::string command, std::string came,
                        std::string expected) {
    EngineFailure f;
    f.kind = kind;
    f.command = std::move(command);
    f.came = std::move(came);
    f.expected = std::move(expected);
    return f;
}

}  // namespace

EngineFailure cannot_start_failure(std::string command, std::string reason) {
    return with_reason(FailureKind::CannotStart, std::move(command), std::move(reason));
}

EngineFailure unsupported_failure(std::string command, std::string reason) {
    return with_reason(FailureKind::Unsupported, std::move(command), std::move(reason));
}

EngineFailure ours_failure(std::string command, std::string reason) {
    return with_reason(FailureKind::Ours, std::move(command), std::move(reason));
}

EngineFailure lost_failure(std::string command, Lost lost, ProcessEnd end) {
    EngineFailure f;
    f.kind = end.how == ProcessEnd::How::Signalled ? FailureKind::Crashed
             : end.how == ProcessEnd::How::Exited  ? FailureKind::Exited
                                                   : FailureKind::Disconnected;
    f.command = std::move(command);
    f.lost = lost;
    f.end = end;
    return f;
}

EngineFailure protocol_failure(std::string command, Problem problem, std::string came,
                               std::string expected) {
    EngineFailure f =
        with_came(FailureKind::Protocol, std::move(command), std::move(came), std::move(expected));
    f.problem = problem;
    return f;
}

EngineFailure refused_failure(std::string command, Refused refusal, std::string came,
                              std::string refused_command) {
    EngineFailure f = with_came(FailureKind::Refused, std::move(command), std::move(came),
                                std::move(refused_command));
    f.refusal = refusal;
    return f;
}

std::string failure_what(const EngineFailure& f) {
    switch (f.kind) {
    case FailureKind::CannotStart:
    case FailureKind::Unsupported:
    case FailureKind::Ours:
        return f.reason;
    case FailureKind::Crashed:
    case FailureKind::Exited:
    case FailureKind::Disconnected:
        return lost_text(f);
    case FailureKind::TimedOut:
        return "no " + f.expected + " within " + seconds_shown(f.within) + " (" +
               std::string(hang_text(f.hang)) + ")";
    case FailureKind::Protocol:
        return problem_text(f);
    case FailureKind::Refused:
        return refusal_text(f);
    }
    return f.reason;
}

}  // namespace arbiter::engines
