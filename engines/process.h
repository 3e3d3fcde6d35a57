#pragma once
// A child process over pipes, with no shell in between (arbiter engine drives external engines).
// The child runs in its own process group; every exit path kills the group, any process that
// left it (setsid) but still holds one of our pipes, and reaps the child, so neither a hanging
// engine nor its own children outlive the ChildProcess object. Its standard error goes to a pipe
// of its own: never mixed into a protocol line, the last lines kept for reports.
// Protocol-neutral: lines in, lines out, deadlines; UCI/USI/XBoard live above it.

#include <sys/types.h>

#include <chrono>
#include <cstddef>
#include <deque>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"

namespace arbiter::engines {

using Clock = std::chrono::steady_clock;

// Splits a command line into argv the way a simple shell would, without running one: words are
// separated by blanks; '…' keeps everything literally; "…" keeps blanks and honours \" and \\;
// a backslash outside quotes escapes the next character. An error for an unclosed quote or an
// empty command.
core::Result<std::vector<std::string>> split_command(std::string_view command);

// Call first thing in main(), before any thread starts: SIGINT, SIGTERM and SIGHUP are then taken
// by one thread that kills every live child's process group (and the processes holding its
// pipes), then exits with status 128 + the signal; every child started is known to it, however
// many are alive at once. Idempotent.
void install_termination_cleanup();

// How a child process ended, as far as known.
struct ProcessEnd {
    enum class How { Running, Exited, Signalled };
    How how = How::Running;
    int code = 0;  // Exited: the status; Signalled: the signal
};
// "exited with status 3", "killed by signal 11 (Segmentation fault)", "still running".
std::string process_end_text(ProcessEnd end);

enum class ReadStatus { Line, Timeout, Eof, TooLong };

struct ReadResult {
    ReadStatus status = ReadStatus::Eof;
    std::string line;  // without the line end ('\r' stripped too); the partial text on TooLong
};

class ChildProcess {
public:
    static constexpr std::size_t kMaxLineBytes = std::size_t{64} * 1024;
    static constexpr std::size_t kMaxStderrLines = 8;  // the last ones are kept
    static constexpr std::size_t kMaxStderrLineBytes = 200;

    // Starts argv[0] (searched in PATH when it has no '/'). An error when it cannot be started
    // (not found, not executable): the exec failure is reported back through a pipe.
    static core::Result<std::unique_ptr<ChildProcess>> start(const std::vector<std::string>& argv);

    ~ChildProcess();
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    // Writes `line` plus '\n'. False when the child no longer reads (closed pipe, exited, or
    // its input stays full for 5 s).
    bool write_line(std::string_view line);
    // The next line of the child's standard output, waiting until `deadline` at most. Eof when
    // the output is closed, or when the child has exited and nothing more arrives even though
    // another process (a grandchild) still holds the pipe open.
    ReadResult read_line(Clock::time_point deadline);
    ReadResult read_line(std::chrono::milliseconds timeout) {
        return read_line(Clock::now() + timeout);
    }

    // True while the child has not exited (reaps it when it has).
    bool running();
    // Closes its input, waits up to `grace` for it to exit, then kills the group. Idempotent.
    void stop(std::chrono::milliseconds grace = std::chrono::milliseconds(200));
    // Kills the group (and the holders of our pipes) at once and reaps the child. Idempotent.
    void kill_now();
    // How it ended, for reports: "exited with status 3", "killed by signal 11 (Segmentation
    // fault)", or "still running".
    std::string exit_description() { return process_end_text(end_state()); }
    ProcessEnd end_state();
    pid_t pid() const { return pid_; }
    // What it printed after its last line end and has not ended yet (a partial line), cut to
    // kMaxStderrLineBytes; "" when nothing is pending.
    std::string unfinished_line() const;
    // The last lines it wrote on its standard error (each cut to kMaxStderrLineBytes).
    std::vector<std::string> stderr_lines();

private:
    ChildProcess() = default;
    bool reap(bool block);
    bool exited_unreaped();
    void drain_stderr();
    void keep_stderr_line(std::string line);

    pid_t pid_ = -1;
    int to_child_ = -1;
    int from_child_ = -1;
    int from_stderr_ = -1;
    bool reaped_ = false;
    int wait_status_ = 0;
    std::string buffer_;  // bytes read but not yet returned as lines, from buffer_start_
    std::size_t buffer_start_ = 0;
    bool eof_ = false;
    std::string stderr_partial_;
    std::deque<std::string> stderr_tail_;
    int registry_slot_ = -1;
};

}  // namespace arbiter::engines
