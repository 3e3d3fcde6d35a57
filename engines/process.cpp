#include "engines/process.h"

#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <new>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

namespace arbiter::engines {

namespace {

void close_fd(int& fd) {
    if (fd >= 0) ::close(fd);
    fd = -1;
}

// Moves a descriptor above 2 (close-on-exec): when arbiter was started with stdin, stdout or
// stderr closed, pipe() hands out 0-2, and the child's dup2 onto them would be a no-op that
// leaves them close-on-exec (or a later dup2 would overwrite them).
int above_standard(int fd) {
    if (fd < 0 || fd > 2) return fd;
    const int moved = fcntl(fd, F_DUPFD_CLOEXEC, 3);
    ::close(fd);
    return moved;
}

ino_t pipe_inode(int fd) {
    struct stat st {};
    if (fd < 0 || fstat(fd, &st) != 0) return 0;
    return st.st_ino;
}

// The pipe inode of a /proc/PID/fd link's target "pipe:[INODE]", or 0.
ino_t pipe_target_inode(const char* target) {
    constexpr std::string_view kPrefix = "pipe:[";
    if (std::strncmp(target, kPrefix.data(), kPrefix.size()) != 0) return 0;
    char* end = nullptr;
    const unsigned long long inode = std::strtoull(target + kPrefix.size(), &end, 10);
    return end && *end == ']' ? static_cast<ino_t>(inode) : 0;
}

// Kills every other process that has one of the pipes `inodes` (sorted) open, found in one pass
// over the "pipe:[INODE]" links of /proc/PID/fd: a grandchild that called setsid() left the
// engine's process group but may still hold its output. Returns how many it signalled.
int kill_pipe_holders(const std::vector<ino_t>& inodes) {
    if (inodes.empty()) return 0;
    int count = 0;
    const pid_t self = getpid();
    DIR* proc = opendir("/proc");
    if (!proc) return 0;
    while (const dirent* entry = readdir(proc)) {
        char* end = nullptr;
        const long pid = std::strtol(entry->d_name, &end, 10);
        if (pid <= 0 || *end != '\0' || pid == self) continue;
        char fd_dir[64];
        std::snprintf(fd_dir, sizeof fd_dir, "/proc/%ld/fd", pid);
        DIR* fds = opendir(fd_dir);
        if (!fds) continue;
        bool holds = false;
        while (const dirent* fd = readdir(fds)) {
            if (fd->d_name[0] == '.') continue;
            char link_path[384], target[64];
            std::snprintf(link_path, sizeof link_path, "%s/%s", fd_dir, fd->d_name);
            const ssize_t n = readlink(link_path, target, sizeof target - 1);
            if (n <= 0) continue;
            target[n] = '\0';
            const ino_t inode = pipe_target_inode(target);
            holds = inode != 0 && std::binary_search(inodes.begin(), inodes.end(), inode);
            if (holds) break;
        }
        closedir(fds);
        if (holds && ::kill(static_cast<pid_t>(pid), SIGKILL) == 0) ++count;
    }
    closedir(proc);
    return count;
}

// The live children, for the termination thread (install_termination_cleanup): as many as are
// started (`engine --jobs 64`, `match --concurrency 64` pairs, a tournament's 1000 engines), a
// freed slot reused. The thread is an ordinary one woken by sigwait, not a signal handler, so it
// may take the lock and allocate.
struct LiveChild {
    pid_t pid = -1;
    std::array<ino_t, 3> inodes{};
};
std::mutex live_mutex;
std::vector<LiveChild> live_children;  // guarded by live_mutex

// Called with live_mutex held (across fork, so a signal cannot come between fork and this).
// -1 only when the system has no memory left for one more entry.
int register_child_locked(pid_t pid, const std::array<ino_t, 3>& inodes) {
    for (std::size_t i = 0; i < live_children.size(); ++i) {
        if (live_children[i].pid <= 0) {
            live_children[i] = {pid, inodes};
            return static_cast<int>(i);
        }
    }
    try {
        live_children.push_back({pid, inodes});
    } catch (const std::bad_alloc&) {
        return -1;  // the destructor still cleans up; the signal path cannot
    }
    return static_cast<int>(live_children.size() - 1);
}

void unregister_child(int slot) {
    if (slot < 0) return;
    std::lock_guard<std::mutex> lock(live_mutex);
    live_children[static_cast<std::size_t>(slot)] = {};
}

// Exits with the lock held: the main thread, woken by its engine's death, must not get past
// unregister_child() and finish the run as if nothing had happened. Every group is killed first,
// then the processes still holding any child's pipes, in one pass over /proc.
[[noreturn]] void terminate_on(int sig) {
    live_mutex.lock();
    std::vector<ino_t> inodes;
    for (const LiveChild& c : live_children) {
        if (c.pid <= 0) continue;
        ::kill(-c.pid, SIGKILL);
        ::kill(c.pid, SIGKILL);
        try {
            for (const ino_t inode : c.inodes)
                if (inode != 0) inodes.push_back(inode);
        } catch (const std::bad_alloc&) {
        }
    }
    std::sort(inodes.begin(), inodes.end());
    kill_pipe_holders(inodes);
    _exit(128 + sig);
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

core::Result<std::vector<std::string>> split_command(std::string_view command) {
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
            if (close == std::string_view::npos) return core::make_error("--cmd: unclosed ' quote");
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
            if (j >= command.size()) return core::make_error("--cmd: unclosed \" quote");
            i = j;
            in_word = true;
        } else if (c == '\\') {
            if (i + 1 >= command.size())
                return core::make_error("--cmd: a backslash ends the command");
            word.push_back(command[++i]);
            in_word = true;
        } else {
            word.push_back(c);
            in_word = true;
        }
    }
    if (in_word) words.push_back(word);
    if (words.empty())
        return core::make_error("--cmd is empty: give the engine's program and arguments");
    return words;
}

void install_termination_cleanup() {
    static std::once_flag once;
    std::call_once(once, [] {
        sigset_t set;
        sigemptyset(&set);
        sigaddset(&set, SIGINT);
        sigaddset(&set, SIGTERM);
        sigaddset(&set, SIGHUP);
        if (pthread_sigmask(SIG_BLOCK, &set, nullptr) != 0) return;
        try {
            std::thread([set] {
                int sig = 0;
                while (sigwait(&set, &sig) != 0) {
                }
                terminate_on(sig);
            }).detach();
        } catch (...) {  // no thread (out of resources): keep the default dispositions
            pthread_sigmask(SIG_UNBLOCK, &set, nullptr);
        }
    });
}

namespace {

// The pipes of a child: [0,1] its input, [2,3] its output, [4,5] its stderr, [6,7] the exec
// failure report; every end close-on-exec and above descriptor 2. An error names the call.
core::Result<std::array<int, 8>> child_pipes() {
    std::array<int, 8> fds;
    fds.fill(-1);
    for (std::size_t i = 0; i < fds.size(); i += 2) {
        int pair[2];
        if (pipe2(pair, O_CLOEXEC) != 0) {
            const int e = errno;
            for (int& fd : fds) close_fd(fd);
            return core::make_error(std::string("pipe: ") + std::strerror(e));
        }
        fds[i] = above_standard(pair[0]);
        fds[i + 1] = above_standard(pair[1]);
        if (fds[i] < 0 || fds[i + 1] < 0) {
            const int e = errno;
            for (int& fd : fds) close_fd(fd);
            return core::make_error(std::string("pipe: ") + std::strerror(e));
        }
    }
    return fds;
}

// The child after fork: only async-signal-safe calls from here to exec. Every pipe end is above
// 2, so each dup2 makes a fresh descriptor without close-on-exec. A failure is reported as its
// errno on the exec failure pipe.
[[noreturn]] void exec_child(const std::array<int, 8>& fds, char* const* argv, bool bare_name,
                             const char* games_path) {
    const int in_read = fds[0], out_write = fds[3], err_write = fds[5], exec_write = fds[7];
    setpgid(0, 0);
    signal(SIGPIPE, SIG_DFL);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, nullptr);
    if (dup2(in_read, STDIN_FILENO) < 0 || dup2(out_write, STDOUT_FILENO) < 0 ||
        dup2(err_write, STDERR_FILENO) < 0) {
        const int e = errno;
        (void)!write(exec_write, &e, sizeof e);
        _exit(127);
    }
    execvp(argv[0], argv);
    if (errno == ENOENT && bare_name) execv(games_path, argv);
    const int e = errno;
    (void)!write(exec_write, &e, sizeof e);
    _exit(127);
}

// What the child reported on the exec failure pipe `fd` (closed here): its errno, or 0 when the
// exec succeeded (the pipe closed without a word).
int exec_errno_from(int& fd) {
    int exec_errno = 0;
    ssize_t got;
    do {
        got = ::read(fd, &exec_errno, sizeof exec_errno);
    } while (got < 0 && errno == EINTR);
    close_fd(fd);
    return got > 0 ? exec_errno : 0;
}

}  // namespace

core::Result<std::unique_ptr<ChildProcess>> ChildProcess::start(
    const std::vector<std::string>& argv) {
    if (argv.empty() || argv.front().empty()) return core::make_error("no program to start");
    ignore_sigpipe_once();

    std::vector<char*> c_argv;
    c_argv.reserve(argv.size() + 1);
    for (const auto& arg : argv) c_argv.push_back(const_cast<char*>(arg.c_str()));
    c_argv.push_back(nullptr);

    // Debian installs engines (stockfish, fairy-stockfish) in /usr/games, which root's PATH
    // usually lacks: a bare program name not found on PATH is tried there too.
    const bool bare_name = argv.front().find('/') == std::string::npos;
    const std::string games_path = "/usr/games/" + argv.front();

    auto pipes = child_pipes();
    if (!pipes) return pipes.error();
    std::array<int, 8>& fds = pipes.value();
    const auto close_all = [&fds] {
        for (int& fd : fds) close_fd(fd);
    };

    std::unique_lock<std::mutex> registering(live_mutex);
    const pid_t pid = fork();
    if (pid < 0) {
        const int e = errno;
        registering.unlock();
        close_all();
        return core::make_error(std::string("fork: ") + std::strerror(e));
    }
    if (pid == 0) exec_child(fds, c_argv.data(), bare_name, games_path.c_str());

    setpgid(pid, pid);  // also here, so the group exists before we might signal it
    close_fd(fds[0]);
    close_fd(fds[3]);
    close_fd(fds[5]);
    close_fd(fds[7]);

    std::unique_ptr<ChildProcess> child(new ChildProcess());
    child->pid_ = pid;
    child->to_child_ = std::exchange(fds[1], -1);
    child->from_child_ = std::exchange(fds[2], -1);
    child->from_stderr_ = std::exchange(fds[4], -1);
    fcntl(child->to_child_, F_SETFL, fcntl(child->to_child_, F_GETFL) | O_NONBLOCK);
    fcntl(child->from_stderr_, F_SETFL, fcntl(child->from_stderr_, F_GETFL) | O_NONBLOCK);
    child->registry_slot_ =
        register_child_locked(pid, {pipe_inode(child->to_child_), pipe_inode(child->from_child_),
                                    pipe_inode(child->from_stderr_)});
    registering.unlock();

    if (const int exec_errno = exec_errno_from(fds[6]); exec_errno != 0) {
        child->kill_now();
        return core::make_error("cannot start '" + argv.front() +
                                "': " + std::strerror(exec_errno));
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
            // Keep its stderr flowing meanwhile: an engine blocked on a full stderr pipe does
            // not read its input either.
            pollfd p[2] = {{to_child_, POLLOUT, 0}, {from_stderr_, POLLIN, 0}};
            const int ms = remaining_ms(deadline);
            if (ms == 0) return false;  // the engine does not read its input
            if (poll(p, from_stderr_ >= 0 ? 2 : 1, ms) < 0 && errno != EINTR) return false;
            if (from_stderr_ >= 0 && p[1].revents != 0) drain_stderr();
            continue;
        }
        return false;  // EPIPE: it has closed its input or exited
    }
    return true;
}

std::string ChildProcess::unfinished_line() const {
    if (buffer_start_ >= buffer_.size()) return {};
    const std::string_view pending = std::string_view(buffer_).substr(buffer_start_);
    if (pending.find('\n') != std::string_view::npos) return {};  // whole lines still unread
    return std::string(pending.substr(0, kMaxStderrLineBytes));
}

ReadResult ChildProcess::read_line(Clock::time_point deadline) {
    // How long the output may stay silent after the child itself has exited before it counts as
    // ended: a grandchild may hold the pipe open for ever.
    constexpr int kSliceMs = 100;
    while (true) {
        const std::size_t newline = buffer_.find('\n', buffer_start_);
        if (newline != std::string::npos) {
            ReadResult r{ReadStatus::Line, buffer_.substr(buffer_start_, newline - buffer_start_)};
            buffer_start_ = newline + 1;
            if (buffer_start_ == buffer_.size()) {
                buffer_.clear();
                buffer_start_ = 0;
            }
            if (!r.line.empty() && r.line.back() == '\r') r.line.pop_back();
            return r;
        }
        if (buffer_start_ > 0) {
            buffer_.erase(0, buffer_start_);
            buffer_start_ = 0;
        }
        if (buffer_.size() > kMaxLineBytes) {
            ReadResult r{ReadStatus::TooLong, buffer_.substr(0, 200)};
            buffer_.clear();
            // The rest of that line is dropped as it comes, up to its end.
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
        const int left = remaining_ms(deadline);
        if (left == 0) return {ReadStatus::Timeout, {}};
        pollfd p[2] = {{from_child_, POLLIN, 0}, {from_stderr_, POLLIN, 0}};
        const int ready = poll(p, from_stderr_ >= 0 ? 2 : 1, std::min(left, kSliceMs));
        if (ready < 0) {
            if (errno == EINTR) continue;
            eof_ = true;
            continue;
        }
        if (ready == 0) {
            if (exited_unreaped()) eof_ = true;  // exited; whoever still holds the pipe is not it
            continue;
        }
        if (from_stderr_ >= 0 && p[1].revents != 0) drain_stderr();
        if (p[0].revents == 0) continue;
        char chunk[16384];
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

void ChildProcess::keep_stderr_line(std::string line) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    stderr_tail_.push_back(std::move(line));
    while (stderr_tail_.size() > kMaxStderrLines) stderr_tail_.pop_front();
}

void ChildProcess::drain_stderr() {
    while (from_stderr_ >= 0) {
        char chunk[4096];
        const ssize_t n = ::read(from_stderr_, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) return;
        if (n <= 0) {  // closed: its last line may lack the line end
            close_fd(from_stderr_);
            if (!stderr_partial_.empty()) keep_stderr_line(std::exchange(stderr_partial_, {}));
            return;
        }
        for (ssize_t i = 0; i < n; ++i) {
            if (chunk[i] == '\n')
                keep_stderr_line(std::exchange(stderr_partial_, {}));
            else if (stderr_partial_.size() < kMaxStderrLineBytes)
                stderr_partial_.push_back(chunk[i]);
        }
    }
}

std::vector<std::string> ChildProcess::stderr_lines() {
    drain_stderr();
    std::vector<std::string> out(stderr_tail_.begin(), stderr_tail_.end());
    if (!stderr_partial_.empty()) out.push_back(stderr_partial_);
    return out;
}

bool ChildProcess::exited_unreaped() {
    if (reaped_ || pid_ < 0) return true;
    siginfo_t info{};
    int rc;
    do {
        rc = waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOWAIT | WNOHANG);
    } while (rc < 0 && errno == EINTR);
    return rc < 0 || info.si_pid != 0;
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
    std::vector<ino_t> inodes = {pipe_inode(to_child_), pipe_inode(from_child_),
                                 pipe_inode(from_stderr_)};
    std::sort(inodes.begin(), inodes.end());
    close_fd(to_child_);
    if (pid_ > 0 && !reaped_) {
        ::kill(-pid_, SIGKILL);
        ::kill(pid_, SIGKILL);
        reap(true);
    }
    // Anyone still writing our output pipes left the group (setsid): find and kill it. A pipe
    // with no writer left polls as POLLHUP, so the /proc scan only runs when one remains.
    const auto has_writer = [](int fd) {
        if (fd < 0) return false;
        pollfd p{fd, POLLIN, 0};
        return poll(&p, 1, 0) >= 0 && (p.revents & POLLHUP) == 0;
    };
    if (pid_ > 0 && (has_writer(from_child_) || has_writer(from_stderr_))) {
        for (int attempt = 0; attempt < 20 && kill_pipe_holders(inodes) > 0; ++attempt) {
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
            if (!has_writer(from_child_) && !has_writer(from_stderr_)) break;
        }
    }
    unregister_child(registry_slot_);
    registry_slot_ = -1;
    if (from_stderr_ >= 0) drain_stderr();
    close_fd(from_child_);
    close_fd(from_stderr_);
}

ProcessEnd ChildProcess::end_state() {
    if (!reap(false)) return {};
    if (WIFSIGNALED(wait_status_)) return {ProcessEnd::How::Signalled, WTERMSIG(wait_status_)};
    return {ProcessEnd::How::Exited, WIFEXITED(wait_status_) ? WEXITSTATUS(wait_status_) : 0};
}

std::string process_end_text(ProcessEnd end) {
    switch (end.how) {
    case ProcessEnd::How::Running:
        return "still running";
    case ProcessEnd::How::Exited:
        return "exited with status " + std::to_string(end.code);
    case ProcessEnd::How::Signalled: {
        const char* name = strsignal(end.code);
        return "killed by signal " + std::to_string(end.code) +
               (name ? std::string(" (") + name + ")" : std::string());
    }
    }
    return "ended";
}

}  // namespace arbiter::engines
