// The child process under `arbiter engine`: argv splitting without a shell, per-read timeouts,
// the line cap, and that no process (nor its children) outlives the object.

#include "engines/process.h"

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>

#include <cerrno>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

namespace {

using namespace arbiter::engines;
using namespace std::chrono_literals;

std::string fake(const char* name) {
    return (std::filesystem::path(ARBITER_ENGINE_FAKES_DIR) / name).lexically_normal().string();
}

// True when no process of the group is alive (zombies waiting for init to reap them count as gone).
bool group_gone(pid_t pgid) {
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator("/proc", ec)) {
        std::ifstream in(entry.path() / "stat");
        std::string stat;
        if (!in || !std::getline(in, stat)) continue;
        const auto close = stat.rfind(')');
        if (close == std::string::npos) continue;
        std::istringstream rest(stat.substr(close + 1));
        char state = 0;
        long parent = 0, group = 0;
        if (rest >> state >> parent >> group && group == pgid && state != 'Z' && state != 'X')
            return false;
    }
    return true;
}
bool reaped(pid_t pid) { return ::waitpid(pid, nullptr, WNOHANG) == -1 && errno == ECHILD; }

TEST(EngineProcess, SplitsWordsAndHonoursQuotes) {
    auto a = split_command("  stockfish  ");
    ASSERT_TRUE(a);
    EXPECT_EQ(a.value(), (std::vector<std::string>{"stockfish"}));
    auto b = split_command("engine --opt 'a b' \"c \\\"d\\\"\" e\\ f ''");
    ASSERT_TRUE(b);
    EXPECT_EQ(b.value(),
              (std::vector<std::string>{"engine", "--opt", "a b", "c \"d\"", "e f", ""}));
    auto c = split_command("x'y z'w");
    ASSERT_TRUE(c);
    EXPECT_EQ(c.value(), (std::vector<std::string>{"xy zw"}));
}

TEST(EngineProcess, SplitRefusesEmptyAndUnclosed) {
    for (const char* bad : {"", "   ", "engine 'open", "engine \"open", "engine \\"}) {
        EXPECT_FALSE(split_command(bad)) << bad;
    }
}

TEST(EngineProcess, StartFailsClearlyForAMissingProgram) {
    auto child = ChildProcess::start({"/nonexistent/arbiter-no-such-engine"});
    ASSERT_FALSE(child);
    EXPECT_NE(child.error().message.find("cannot start"), std::string::npos);
    EXPECT_NE(child.error().message.find("No such file"), std::string::npos);
}

TEST(EngineProcess, TalksLineByLine) {
    auto started = ChildProcess::start({"cat"});
    ASSERT_TRUE(started);
    auto& child = *started.value();
    ASSERT_TRUE(child.write_line("uci"));
    ASSERT_TRUE(child.write_line("isready"));
    auto first = child.read_line(2000ms);
    EXPECT_EQ(first.status, ReadStatus::Line);
    EXPECT_EQ(first.line, "uci");
    EXPECT_EQ(child.read_line(2000ms).line, "isready");
    const pid_t pid = child.pid();
    child.stop();  // closing its input ends cat by itself
    EXPECT_EQ(child.exit_description(), "exited with status 0");
    EXPECT_TRUE(reaped(pid));
}

TEST(EngineProcess, ReadTimesOutOnAHangingChild) {
    auto started = ChildProcess::start({"bash", fake("hang.sh")});
    ASSERT_TRUE(started);
    auto& child = *started.value();
    child.write_line("go perft 1");
    const auto t0 = std::chrono::steady_clock::now();
    EXPECT_EQ(child.read_line(300ms).status, ReadStatus::Timeout);
    EXPECT_LT(std::chrono::steady_clock::now() - t0, 3s);
    EXPECT_TRUE(child.running());
}

TEST(EngineProcess, ReportsACrashBySignal) {
    auto started = ChildProcess::start({"bash", fake("crash.sh")});
    ASSERT_TRUE(started);
    auto& child = *started.value();
    child.write_line("go perft 1");
    EXPECT_EQ(child.read_line(5000ms).line, "a2a3: 1");
    EXPECT_EQ(child.read_line(5000ms).status, ReadStatus::Eof);
    child.stop(2000ms);
    EXPECT_NE(child.exit_description().find("signal 11"), std::string::npos)
        << child.exit_description();
}

TEST(EngineProcess, CapsLineLength) {
    auto started = ChildProcess::start({"bash", "-c", "printf '%*s' 70000 ''; read x"});
    ASSERT_TRUE(started);
    EXPECT_EQ(started.value()->read_line(5000ms).status, ReadStatus::TooLong);
}

TEST(EngineProcess, KillTakesTheWholeProcessGroup) {
    pid_t pid = -1;
    {
        auto started = ChildProcess::start({"bash", fake("spawns_child.sh")});
        ASSERT_TRUE(started);
        pid = started.value()->pid();
        started.value()->write_line("uci");
        EXPECT_EQ(started.value()->read_line(5000ms).line,
                  "id name fake");  // the background sleep runs by now
        EXPECT_FALSE(group_gone(pid));
    }  // destroyed: killed and reaped
    EXPECT_TRUE(reaped(pid));
    for (int i = 0; i < 100 && !group_gone(pid); ++i) std::this_thread::sleep_for(10ms);
    EXPECT_TRUE(group_gone(pid)) << "the engine's background child survived";
}

TEST(EngineProcess, WritingToAnExitedChildFailsWithoutSigpipe) {
    auto started = ChildProcess::start({"bash", "-c", "exit 3"});
    ASSERT_TRUE(started);
    auto& child = *started.value();
    EXPECT_EQ(child.read_line(5000ms).status, ReadStatus::Eof);
    bool failed = false;
    for (int i = 0; i < 50 && !failed; ++i) {
        failed = !child.write_line("isready");
        std::this_thread::sleep_for(10ms);
    }
    EXPECT_TRUE(failed);  // and the test process is still alive: SIGPIPE is ignored
    child.stop();
    EXPECT_EQ(child.exit_description(), "exited with status 3");
}

}  // namespace
