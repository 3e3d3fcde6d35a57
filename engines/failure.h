#pragma once
// An engine that misbehaved, as a kind and its data (issue 30): a crash with its signal, an exit
// with its status, a deadline that passed, a protocol error with what was expected and what came.
// A match rules on the kind (referee/match/referee.h, failure_rule); the English a user reads is
// made from it in one place, failure_what. Nothing reads the words back.

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "engines/process.h"

namespace arbiter::engines {

enum class FailureKind {
    CannotStart,   // the program could not be run, or cannot play what the run needs: bad input
    Crashed,       // it was lost (`lost`) and its process was killed by a signal (`end`)
    Exited,        // it was lost and its process had exited (`end`: its status)
    Disconnected,  // it was lost while its process still ran
    TimedOut,      // no `expected` answer before the `deadline` (`within` after the command)
    Protocol,      // it printed what the protocol does not allow (`problem`, `came`)
    Refused,       // it answered with an error ("Error ...", "Illegal move ...": `came`)
    Unsupported,   // what was asked cannot be asked of this engine or protocol (`reason`)
    Ours,          // our own side could not answer (`reason`): no finding about the engine
};

// How an engine was lost (Crashed, Exited, Disconnected).
enum class Lost {
    OutputEnded,     // its output ended while `expected` was due
    StoppedReading,  // a command could not be written: its input is closed or stays full
    ScriptEnded,     // a perft script ended, not with status 0
};

// Which deadline ran: one per engine command as a whole (docs/engines.md, "Nothing hangs").
enum class Deadline {
    Handshake,    // uci/usi/ucci until its ok
    Features,     // XBoard: `protover 2` until `feature done=1`
    Ready,        // isready until readyok
    Ping,         // XBoard: ping N until pong N
    Move,         // go until the move (bestmove, move, xshogi's "N. ... MOVE")
    Perft,        // go perft until its 'Nodes searched' total
    CustomPerft,  // --perft-cmd until the end of its output
    Script,       // a perft script until it ends
};

// What the engine was doing when the deadline passed (the words after a timeout).
enum class Hang {
    Hangs,
    HangsOrOtherProtocol,  // a handshake or synchronisation token never came
    MovesThenStopped,      // perft: it printed moves, then stopped
    OtherLinesOnly,        // perft: only lines that are neither 'MOVE: COUNT' nor the total
    AfterDoneZero,         // XBoard: `feature done=0`, then no done=1
    NoMoveAfterStop,       // UCI family: no bestmove after `stop` either
    NoMoveAfterMoveNow,    // XBoard: no move after `?` (move now) either
    ScriptHangs,
};

// Which rule of the protocol the engine broke (Protocol).
enum class Problem {
    NotAMove,             // `came` is not a move in `expected` (a dialect)
    BestmoveWithoutMove,  // "bestmove" alone
    LineTooLong,          // a line longer than ChildProcess::kMaxLineBytes
    CountTooLarge,        // a count that does not fit 64 bits (`came`: the line)
    TooManyMoveLines,     // more move lines than PerftOutputParser::kMaxDivideLines
    NothingPrinted,       // no perft total: it printed nothing
    MovesButNoTotal,      // no perft total: moves only
    NoMovesNoTotal,       // no perft total: only other lines
    DuplicateMove,        // `came` printed twice
    UnknownMove,          // `came` is not a move in `expected`
    SumTooLarge,          // its move counts add up to more than 64 bits
    SumDiffers,           // its moves add up to `counted` but its total is `total`
    TotalsDiffer,         // totals only: it counts `total` moves where we count `counted`
};

// What the engine refused (Refused).
enum class Refused {
    Position,  // the position or a move sent (XBoard before the ping's pong, xshogi)
    Go,        // the question itself (XBoard after `go`)
    Command,   // `expected`: the command it refused (a custom perft)
};

struct EngineFailure {
    FailureKind kind = FailureKind::Protocol;
    std::string command;              // what it failed on ("start", "position ... / go depth 1")
    std::vector<std::string> output;  // its last lines (capped), then its stderr lines
    // CannotStart, Unsupported, Ours: why, as a sentence (often an error of the layer below).
    std::string reason;
    // Crashed, Exited, Disconnected: when it was lost and how its process ended.
    Lost lost = Lost::OutputEnded;
    ProcessEnd end;
    // TimedOut and Lost::OutputEnded: the deadline and the answer due, quoted ("'bestmove'").
    Deadline deadline = Deadline::Move;
    std::string expected;
    std::chrono::milliseconds within{0};
    Hang hang = Hang::Hangs;
    // Protocol, Refused: what broke the rule and what came, as printed (quotable).
    Problem problem = Problem::NotAMove;
    Refused refusal = Refused::Position;
    std::string came;
    std::uint64_t counted = 0, total = 0;  // SumDiffers, TotalsDiffer

    bool cannot_start() const { return kind == FailureKind::CannotStart; }
};

// The failures that need no engine output: made with their data, the rest left at the defaults.
EngineFailure cannot_start_failure(std::string command, std::string reason);
EngineFailure unsupported_failure(std::string command, std::string reason);
EngineFailure ours_failure(std::string command, std::string reason);
// Lost: Crashed, Exited or Disconnected as `end` says.
EngineFailure lost_failure(std::string command, Lost lost, ProcessEnd end);
EngineFailure protocol_failure(std::string command, Problem problem, std::string came = {},
                               std::string expected = {});
EngineFailure refused_failure(std::string command, Refused refusal, std::string came,
                              std::string refused_command = {});

// What happened, in the words of docs/engines.md: "no 'bestmove' within 1 s (the engine hangs)",
// "the engine ended before answering 'uciok' (killed by signal 11 (Segmentation fault))",
// "protocol error: 'zz99' is not a move in chess", ...
std::string failure_what(const EngineFailure& failure);

}  // namespace arbiter::engines
