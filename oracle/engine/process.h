#pragma once
// A child process over pipes, with no shell in between (arbiter engine drives external engines).
// The child runs in its own process group; every exit path kills the group and reaps the child,
// so neither a hanging engine nor its own children outlive the ChildProcess object.

#include <sys/types.h>

#include <chrono>
#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "oracle/result.h"

namespace arbiter::oracle::engine {

// Splits a command line into argv the way a simple shell would, without running one: words are
// separated by blanks; '…' keeps everything literally; "…" keeps blanks and honours \" and \\;
// a backslash outside quotes escapes the next character. An error for an unclosed quote or an
// empty command.
Result<std::vector<std::string>> split_command(std::string_view command);

enum class ReadStatus { Line, Timeout, Eof, TooLong };

struct ReadResult {
    ReadStatus status = ReadStatus::Eof;
    std::string line;  // without the line end ('\r' stripped too); the partial text on TooLong
};

class ChildProcess {
public:
    static constexpr std::size_t kMaxLineBytes = std::size_t{64} * 1024;

    // Starts argv[0] (searched in PATH when it has no '/'). An error when it cannot be started
    // (not found, not executable): the exec failure is reported back through a pipe.
    static Result<std::unique_ptr<ChildProcess>> start(const std::vector<std::string>& argv);

    ~ChildProcess();
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    // Writes `line` plus '\n'. False when the child no longer reads (closed pipe, exited).
    bool write_line(std::string_view line);
    // The next line of the child's standard output, waiting at most `timeout`.
    ReadResult read_line(std::chrono::milliseconds timeout);

    // True while the child has not exited (reaps it when it has).
    bool running();
    // Closes its input, waits up to `grace` for it to exit, then kills the group. Idempotent.
    void stop(std::chrono::milliseconds grace = std::chrono::milliseconds(200));
    // Kills the group at once and reaps the child. Idempotent.
    void kill_now();
    // How it ended, for reports: "exited with status 3", "killed by signal 11 (Segmentation
    // fault)", or "still running".
    std::string exit_description();
    pid_t pid() const { return pid_; }

private:
    ChildProcess() = default;
    bool reap(bool block);

    pid_t pid_ = -1;
    int to_child_ = -1;
    int from_child_ = -1;
    bool reaped_ = false;
    int wait_status_ = 0;
    std::string buffer_;  // bytes read but not yet returned as lines
    bool eof_ = false;
};

}  // namespace arbiter::oracle::engine
