// `arbiter engine` against the fake engines of tests/engine/fakes (bash only): differences are
// found and named with our explain verdict, and misbehaving engines give a clear report within a
// bounded time. The fakes' canned answers are the chess start position's 20 moves (published
// perft(1) = 20, Chess Programming Wiki) with e2e4 left out or e2e5 added.

#include "engines/regression.h"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <sstream>

#include "oracle/registry.h"

namespace {

using namespace arbiter::core;
using namespace arbiter::oracle;
using namespace arbiter::engines;
using nlohmann::json;

std::string fake(const char* name) {
    return "bash '" +
           (std::filesystem::path(ARBITER_ENGINE_FAKES_DIR) / name).lexically_normal().string() +
           "'";
}

struct EngineRun {
    int status = -1;
    json report;
    std::string err;
    double seconds = 0;
};

EngineRun run(EngineOptions options) {
    options.json = true;
    options.progress = false;
    std::ostringstream out, err;
    EngineRun r;
    const auto t0 = std::chrono::steady_clock::now();
    r.status = run_engine_command(options, out, err);
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    r.err = err.str();
    if (r.status != 2) r.report = json::parse(out.str());
    return r;
}

EngineOptions start_position(const char* script) {
    EngineOptions o;
    o.game = Game::Chess;
    o.cmd = fake(script);
    o.fen = "startpos";
    o.depth = 1;
    o.timeout_seconds = 0.5;
    return o;
}

class EngineCommand : public ::testing::Test {};

TEST_F(EngineCommand, NamesAMissingMoveAsLegal) {
    const EngineRun r = run(start_position("missing_move.sh"));
    ASSERT_EQ(r.status, 1) << r.err;
    const json& d = r.report["results"][0]["difference"];
    EXPECT_EQ(d["line"], json::array());
    EXPECT_EQ(d["only_theirs"], json::array());
    ASSERT_EQ(d["only_ours"].size(), 1u);
    EXPECT_EQ(d["only_ours"][0]["move"], "e2e4");
    EXPECT_EQ(d["only_ours"][0]["legal"], true);
    EXPECT_EQ(d["root_nodes"]["ours"], 20);
    EXPECT_EQ(d["root_nodes"]["theirs"], 19);
}

TEST_F(EngineCommand, NamesAnExtraMoveWithTheRuleItBreaks) {
    const EngineRun r = run(start_position("extra_move.sh"));
    ASSERT_EQ(r.status, 1) << r.err;
    const json& d = r.report["results"][0]["difference"];
    ASSERT_EQ(d["only_theirs"].size(), 1u);
    EXPECT_EQ(d["only_theirs"][0]["move"], "e2e5");
    EXPECT_EQ(d["only_theirs"][0]["legal"], false);
    ASSERT_TRUE(d["only_theirs"][0]["rule"].is_string());
    EXPECT_EQ(d["only_theirs"][0]["rule"].get<std::string>().rfind("chess.pawn.", 0),
              0u);  // three squares: no pawn move
    EXPECT_EQ(d["only_ours"], json::array());
}

struct FailureCase {
    const char* script;
    const char* says;  // a piece of the problem text
};

class EngineCommandFailure : public EngineCommand,
                             public ::testing::WithParamInterface<FailureCase> {};

TEST_P(EngineCommandFailure, IsReportedWithinBoundedTime) {
    EngineOptions o = start_position(GetParam().script);
    o.fen.reset();
    o.corpus = (std::filesystem::path(ARBITER_CORPUS_DIR) / "chess" / "king.json")
                   .string();  // several positions
    const EngineRun r = run(o);
    ASSERT_EQ(r.status, 1) << r.err;
    EXPECT_LT(r.seconds, 15.0);
    const json& results = r.report["results"];
    ASSERT_GE(results.size(), 2u);
    EXPECT_EQ(results[0]["status"], "engine_failure");
    const std::string what = results[0]["failure"]["what"];
    EXPECT_NE(what.find(GetParam().says), std::string::npos) << what;
    EXPECT_FALSE(results[0]["failure"]["command"].get<std::string>().empty());
    EXPECT_EQ(r.report["agree"], 0);
    // The run goes on: every later position was tried again (or, after a failed handshake, not
    // run).
    for (const auto& result : results) {
        EXPECT_TRUE(result["status"] == "engine_failure" || result["status"] == "not_run")
            << result.dump();
    }
}

INSTANTIATE_TEST_SUITE_P(
    Fakes, EngineCommandFailure,
    ::testing::Values(FailureCase{"hang.sh", "no 'Nodes searched' total within 0.5 s"},
                      FailureCase{"crash.sh", "signal 11"},
                      FailureCase{"exit_early.sh", "exited with status 0"},
                      FailureCase{"garbage.sh", "neither 'MOVE: COUNT' nor the total"},
                      FailureCase{"unknown_move.sh", "unknown move 'z9z9'"},
                      FailureCase{"no_handshake.sh", "no 'uciok'"},
                      FailureCase{"spawns_child.sh", "no 'Nodes searched' total"}),
    [](const auto& test_info) {
        std::string name;
        for (const char* p = test_info.param.script; *p && *p != '.'; ++p) {
            if (*p != '_') name += *p;
        }
        return name;
    });

TEST_F(EngineCommand, QuotesWhatTheEnginePrinted) {
    const EngineRun r = run(start_position("garbage.sh"));
    ASSERT_EQ(r.status, 1);
    const json& output = r.report["results"][0]["failure"]["output"];
    ASSERT_GE(output.size(), 2u);
    EXPECT_EQ(output[0], "%$#@ bleep");
    EXPECT_EQ(output[1], "\\x01\\x02 binary junk");
}

TEST_F(EngineCommand, BadInputExitsTwoWithOneLine) {
    auto one_line = [](const EngineRun& r) {
        return !r.err.empty() && r.err.find('\n') == r.err.size() - 1;
    };
    EngineOptions missing = start_position("hang.sh");
    missing.cmd = "/nonexistent/arbiter-no-such-engine --flag";
    EngineRun r = run(missing);
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(one_line(r)) << r.err;
    EXPECT_NE(r.err.find("cannot start"), std::string::npos) << r.err;

    EngineOptions unclosed = start_position("hang.sh");
    unclosed.cmd = "engine 'open";
    r = run(unclosed);
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(one_line(r)) << r.err;

    EngineOptions depth = start_position("hang.sh");
    depth.depth = 0;
    EXPECT_EQ(run(depth).status, 2);

    EngineOptions usi_chess = start_position("hang.sh");
    usi_chess.protocol = Protocol::Usi;
    r = run(usi_chess);
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(one_line(r)) << r.err;

    EngineOptions bad_fen = start_position("hang.sh");
    bad_fen.fen = "not a fen";
    EXPECT_EQ(run(bad_fen).status, 2);

    EngineOptions both = start_position("hang.sh");
    both.corpus = "x.json";
    EXPECT_EQ(run(both).status, 2);

    EngineOptions timeout = start_position("hang.sh");
    timeout.timeout_seconds = 0;
    EXPECT_EQ(run(timeout).status, 2);
}

TEST(EngineProtocol, DefaultsPerGame) {
    EXPECT_EQ(default_protocol(Game::Chess), Protocol::Uci);
    EXPECT_EQ(default_protocol(Game::Xiangqi), Protocol::Uci);
    EXPECT_EQ(default_protocol(Game::Shogi), Protocol::Usi);
    EXPECT_EQ(default_variant(Game::Xiangqi, Protocol::Uci), "xiangqi");
    EXPECT_EQ(default_variant(Game::Xiangqi, Protocol::Ucci), "");
    EXPECT_EQ(default_variant(Game::Shogi, Protocol::Uci), "shogi");
    EXPECT_EQ(default_variant(Game::Shogi, Protocol::Usi), "");
    EXPECT_EQ(default_variant(Game::Chess, Protocol::Uci), "");
    EXPECT_EQ(dialect_for(Game::Xiangqi, Protocol::Uci).value(), Dialect::XiangqiRanks1);
    EXPECT_EQ(dialect_for(Game::Xiangqi, Protocol::Uci0).value(), Dialect::XiangqiRanks0);
    EXPECT_EQ(dialect_for(Game::Shogi, Protocol::Uci).value(), Dialect::ShogiFairyUci);
    EXPECT_FALSE(dialect_for(Game::Chess, Protocol::Ucci));
    EXPECT_FALSE(dialect_for(Game::Shogi, Protocol::Ucci));
    EXPECT_FALSE(dialect_for(Game::Xiangqi, Protocol::Usi));
    EXPECT_EQ(parse_protocol("uci0"), Protocol::Uci0);
    EXPECT_FALSE(parse_protocol("UCI"));
}

}  // namespace
