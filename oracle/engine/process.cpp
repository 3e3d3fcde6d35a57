#include "oracle/engine/process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <thread>

namespace arbiter::oracle::engine {

namespace {

using Clock = std::chrono::steady_clock;

void close_fd(int& fd) {
    if (fd >= 0) ::close(fd);
    fd = -1;
}

// A write to an engine that has gone away must be an error, not the end of arbiter.
void ignore_sigpipe_once() {
    static const bool done = [] {
        struct sigaction action {};
        action.sa_handler = SIG_IGN;
        sigemptyset(&action.sa_mask);
        sigaction(SIGPIPE, &action, nullptr);
        return true;
    }();
    (void)done;
}

int remaining_ms(Clock::time_point deadline) {
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    if (left <= 0) return 0;
    return left > 1'000'000 ? 1'000'000 : static_cast<int>(left);
}

}  // namespace

Result<std::vector<std::string>> split_command(std::string_view command) {
    std::vector<std::string> words;
    std::string word;
    bool in_word = false;
    for (std::size_t i = 0; i < command.size(); ++i) {
        const char c = command[i];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            if (in_word) words.push_back(word);
            word.clear();
            in_word = false;
        } else if (c == '\'') {
            const std::size_t close = command.find('\'', i + 1);
            if (close == std::string_view::npos) return make_error("--cmd: unclosed ' quote");
            word.append(command.substr(i + 1, close - i - 1));
            i = close;
            in_word = true;
        } else if (c == '"') {
            std::size_t j = i + 1;
            for (; j < command.size() && command[j] != '"'; ++j) {
                if (command[j] == '\\' && j + 1 < command.size() &&
                    (command[j + 1] == '"' || command[j + 1] == '\\'))
                    ++j;
                word.push_back(command[j]);
            }
            if (j >= command.size()) return make_error("--cmd: unclosed \" quote");
            i = j;
            in_word = true;
        } else if (c == '\\') {
            if (i + 1 >= command.size()) return make_error("--cmd: a backslash ends the command");
            word.push_back(command[++i]);
            in_word = true;
        } else {
            word.push_back(c);
            in_word = true;
        }
    }
    if (in_word) words.push_back(word);
    if (words.empty()) return make_error("--cmd is empty: give the engine's program and arguments");
    return words;
}

Result<std::unique_ptr<ChildProcess>> ChildProcess::start(const std::vector<std::string>& argv) {
    if (argv.empty() || argv.front().empty()) return make_error("no program to start");
    ignore_sigpipe_once();

    std::vector<char*> c_argv;
    c_argv.reserve(argv.size() + 1);
    for (const auto& arg : argv) c_argv.push_back(const_cast<char*>(arg.c_str()));
    c_argv.push_back(nullptr);

    // Debian installs engines (stockfish, fairy-stockfish) in /usr/games, which root's PATH
    // usually lacks: a bare program name not found on PATH is tried there too.
    const bool bare_name = argv.front().find('/') == std::string::npos;
    const std::string games_path = "/usr/games/" + argv.front();

    int in_pipe[2], out_pipe[2], exec_pipe[2];
    if (pipe2(in_pipe, O_CLOEXEC) != 0)
        return make_error(std::string("pipe: ") + std::strerror(errno));
    if (pipe2(out_pipe, O_CLOEXEC) != 0) {
        ::close(in_pipe[0]);
        ::close(in_pipe[1]);
        return make_error(std::string("pipe: ") + std::strerror(errno));
    }
    if (pipe2(exec_pipe, O_CLOEXEC) != 0) {
        for (int fd : {in_pipe[0], in_pipe[1], out_pipe[0], out_pipe[1]}) ::close(fd);
        return make_error(std::string("pipe: ") + std::strerror(errno));
    }

    const pid_t pid = fork();
    if (pid < 0) {
        for (int fd :
             {in_pipe[0], in_pipe[1], out_pipe[0], out_pipe[1], exec_pipe[0], exec_pipe[1]})
            ::close(fd);
        return make_error(std::string("fork: ") + std::strerror(errno));
    }
    if (pid == 0) {
        // The child: only async-signal-safe calls from here to exec.
        setpgid(0, 0);
        signal(SIGPIPE, SIG_DFL);
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, nullptr);
        if (dup2(in_pipe[0], STDIN_FILENO) < 0 || dup2(out_pipe[1], STDOUT_FILENO) < 0 ||
            dup2(out_pipe[1], STDERR_FILENO) < 0) {
            const int e = errno;
            (void)!write(exec_pipe[1], &e, sizeof e);
            _exit(127);
        }
        execvp(c_argv[0], c_argv.data());
        if (errno == ENOENT && bare_name) execv(games_path.c_str(), c_argv.data());
        const int e = errno;
        (void)!write(exec_pipe[1], &e, sizeof e);
        _exit(127);
    }

    setpgid(pid, pid);  // also here, so the group exists before we might signal it
    ::close(in_pipe[0]);
    ::close(out_pipe[1]);
    ::close(exec_pipe[1]);

    std::unique_ptr<ChildProcess> child(new ChildProcess());
    child->pid_ = pid;
    child->to_child_ = in_pipe[1];
    child->from_child_ = out_pipe[0];
    fcntl(child->to_child_, F_SETFL, fcntl(child->to_child_, F_GETFL) | O_NONBLOCK);

    int exec_errno = 0;
    ssize_t got;
    do {
        got = ::read(exec_pipe[0], &exec_errno, sizeof exec_errno);
    } while (got < 0 && errno == EINTR);
    ::close(exec_pipe[0]);
    if (got > 0) {
        child->kill_now();
        return make_error("cannot start '" + argv.front() + "': " + std::strerror(exec_errno));
    }
    return child;
}

ChildProcess::~ChildProcess() { kill_now(); }

bool ChildProcess::write_line(std::string_view line) {
    if (to_child_ < 0) return false;
    std::string data(line);
    data.push_back('\n');
    std::size_t sent = 0;
    const auto deadline = Clock::now() + std::chrono::seconds(5);
    while (sent < data.size()) {
        const ssize_t n = ::write(to_child_, data.data() + sent, data.size() - sent);
        if (n > 0) {
            sent += static_cast<std::size_t>(n);
            continue;
        }
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            pollfd p{to_child_, POLLOUT, 0};
            const int ms = remaining_ms(deadline);
            if (ms == 0) return false;  // the engine does not read its input
            if (poll(&p, 1, ms) < 0 && errno != EINTR) return false;
            continue;
        }
        return false;  // EPIPE: it has closed its input or exited
    }
    return true;
}

ReadResult ChildProcess::read_line(std::chrono::milliseconds timeout) {
    const auto deadline = Clock::now() + timeout;
    while (true) {
        const std::size_t newline = buffer_.find('\n');
        if (newline != std::string::npos) {
            ReadResult r{ReadStatus::Line, buffer_.substr(0, newline)};
            buffer_.erase(0, newline + 1);
            if (!r.line.empty() && r.line.back() == '\r') r.line.pop_back();
            return r;
        }
        if (buffer_.size() > kMaxLineBytes) {
            ReadResult r{ReadStatus::TooLong, buffer_.substr(0, 200)};
            buffer_.clear();
            return r;
        }
        if (eof_ || from_child_ < 0) {
            if (!buffer_.empty()) {
                ReadResult r{ReadStatus::Line, buffer_};
                buffer_.clear();
                if (!r.line.empty() && r.line.back() == '\r') r.line.pop_back();
                return r;
            }
            return {ReadStatus::Eof, {}};
        }
        pollfd p{from_child_, POLLIN, 0};
        const int ready = poll(&p, 1, remaining_ms(deadline));
        if (ready < 0) {
            if (errno == EINTR) continue;
            eof_ = true;
            continue;
        }
        if (ready == 0) return {ReadStatus::Timeout, {}};
        char chunk[4096];
        const ssize_t n = ::read(from_child_, chunk, sizeof chunk);
        if (n < 0) {
            if (errno == EINTR || errno == EAGAIN) continue;
            eof_ = true;
        } else if (n == 0) {
            eof_ = true;
        } else {
            buffer_.append(chunk, static_cast<std::size_t>(n));
        }
    }
}

bool ChildProcess::reap(bool block) {
    if (reaped_ || pid_ < 0) return true;
    // Look first without reaping: while the exited child is still a zombie its process group
    // id cannot be reused, so it is safe to kill what is left of the group before reaping.
    siginfo_t info{};
    int rc;
    do {
        rc = waitid(P_PID, static_cast<id_t>(pid_), &info,
                    WEXITED | WNOWAIT | (block ? 0 : WNOHANG));
    } while (rc < 0 && errno == EINTR);
    if (rc < 0) {  // not our child any more (cannot happen): nothing to wait for
        reaped_ = true;
        return true;
    }
    if (info.si_pid == 0) return false;  // still running
    ::kill(-pid_, SIGKILL);
    pid_t r;
    do {
        r = waitpid(pid_, &wait_status_, 0);
    } while (r < 0 && errno == EINTR);
    reaped_ = true;
    return true;
}

bool ChildProcess::running() { return !reap(false); }

void ChildProcess::stop(std::chrono::milliseconds grace) {
    close_fd(to_child_);
    const auto deadline = Clock::now() + grace;
    while (!reap(false) && Clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    kill_now();
}

void ChildProcess::kill_now() {
    close_fd(to_child_);
    if (pid_ > 0 && !reaped_) {
        ::kill(-pid_, SIGKILL);
        ::kill(pid_, SIGKILL);
        reap(true);
    }
    close_fd(from_child_);
}

std::string ChildProcess::exit_description() {
    if (!reap(false)) return "still running";
    if (WIFEXITED(wait_status_))
        return "exited with status " + std::to_string(WEXITSTATUS(wait_status_));
    if (WIFSIGNALED(wait_status_)) {
        const int sig = WTERMSIG(wait_status_);
        const char* name = strsignal(sig);
        return "killed by signal " + std::to_string(sig) +
               (name ? std::string(" (") + name + ")" : std::string());
    }
    return "ended";
}

}  // namespace arbiter::oracle::engine
