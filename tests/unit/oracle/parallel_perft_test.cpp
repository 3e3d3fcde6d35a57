// perft on threads, the split into jobs and the merge of their results (oracle/parallel_perft.h).
// Node counts: the Chess Programming Wiki perft tables (chess start position: 20, 400, 8902,
// 197281; e2e4 at depth 4: 13160), xiangqi start position 44, 1920, 79666 and shogi start
// position 30, 900, 25470 (the same wiki's xiangqi and shogi perft pages). The merge inputs are
// written by hand; their sums are counted by hand.

#include "oracle/parallel_perft.h"

#include <gtest/gtest.h>

#include <set>

#include "oracle/registry.h"

namespace arbiter::oracle {
namespace {

AdapterFactory start_position(core::Game game, Impl impl) {
    return [game, impl]() -> core::Result<std::shared_ptr<Adapter>> {
        auto adapter = make_adapter(game, impl);
        if (!adapter) return adapter.error();
        auto set = adapter.value()->set_position("startpos", {});
        if (!set) return set.error();
        return adapter.value();
    };
}

TEST(ParallelPerft, TwoThreadsCountTheChessStartPosition) {
    for (Impl impl : {Impl::Reference, Impl::Fast}) {
        auto report = run_parallel_perft(start_position(core::Game::Chess, impl), 4,
                                         PerftMode::Bulk, 2, true);
        ASSERT_TRUE(report) << report.error().message;
        EXPECT_EQ(report.value().nodes, 197281u);
        ASSERT_EQ(report.value().divide.size(), 20u);
        bool found = false;
        for (const DivideEntry& entry : report.value().divide) {
            if (entry.move == "e2e4") {
                EXPECT_EQ(entry.nodes, 13160u);
                found = true;
            }
        }
        EXPECT_TRUE(found);
    }
}

TEST(ParallelPerft, ManyThreadsCutTwoPliesDeepAndCountTheSame) {
    // 16 threads: fewer than four root moves per thread, so the pool shares the 400 (chess), 1920
    // (xiangqi) and 900 (shogi) sequences of two plies.
    auto chess = run_parallel_perft(start_position(core::Game::Chess, Impl::Fast), 4,
                                    PerftMode::FullMake, 16, false);
    ASSERT_TRUE(chess) << chess.error().message;
    EXPECT_EQ(chess.value().nodes, 197281u);
    auto xiangqi = run_parallel_perft(start_position(core::Game::Xiangqi, Impl::Fast), 3,
                                      PerftMode::Bulk, 16, true);
    ASSERT_TRUE(xiangqi) << xiangqi.error().message;
    EXPECT_EQ(xiangqi.value().nodes, 79666u);
    EXPECT_EQ(xiangqi.value().divide.size(), 44u);
    auto shogi = run_parallel_perft(start_position(core::Game::Shogi, Impl::Reference), 3,
                                    PerftMode::Bulk, 3, false);
    ASSERT_TRUE(shogi) << shogi.error().message;
    EXPECT_EQ(shogi.value().nodes, 25470u);
}

TEST(ParallelPerft, SubtreePathsOfTwoPlies) {
    auto adapter = start_position(core::Game::Chess, Impl::Reference)();
    ASSERT_TRUE(adapter);
    const auto paths = subtree_paths(*adapter.value(), 2);
    EXPECT_EQ(paths.size(), 400u);
    EXPECT_EQ(std::set<Path>(paths.begin(), paths.end()).size(), 400u);
    EXPECT_EQ(subtree_paths(*adapter.value(), 0), std::vector<Path>{Path{}});
}

TEST(ParallelPerft, RefusesASubtreeThatDoesNotPlay) {
    auto counts = count_subtrees(start_position(core::Game::Chess, Impl::Fast),
                                 {{"e2e4"}, {"e2e5"}}, 3, PerftMode::Bulk, 2);
    ASSERT_FALSE(counts);
    EXPECT_NE(counts.error().message.find("e2e5"), std::string::npos) << counts.error().message;
    auto too_long = count_subtrees(start_position(core::Game::Chess, Impl::Fast),
                                   {{"e2e4", "e7e5", "g1f3"}}, 2, PerftMode::Bulk, 1);
    EXPECT_FALSE(too_long);
}

TEST(PerftSplit, JobsCoverEverySubtreeOnceAndAddUp) {
    auto adapter = start_position(core::Game::Chess, Impl::Reference)();
    ASSERT_TRUE(adapter);
    auto plan = plan_split(*adapter.value(), 4, 7);
    ASSERT_TRUE(plan) << plan.error().message;
    EXPECT_EQ(plan.value().plies, 2);  // 20 root moves are fewer than 4 per job
    ASSERT_EQ(plan.value().jobs.size(), 7u);
    std::set<Path> all;
    std::size_t subtrees = 0;
    std::uint64_t nodes = 0;
    for (const SplitJob& job : plan.value().jobs) {
        EXPECT_FALSE(job.subtrees.empty());
        subtrees += job.subtrees.size();
        all.insert(job.subtrees.begin(), job.subtrees.end());
        auto counts = count_subtrees(start_position(core::Game::Chess, Impl::Fast), job.subtrees, 4,
                                     PerftMode::Bulk, 2);
        ASSERT_TRUE(counts) << counts.error().message;
        for (std::uint64_t n : counts.value()) nodes += n;
    }
    EXPECT_EQ(subtrees, 400u);
    EXPECT_EQ(all.size(), 400u);
    EXPECT_EQ(nodes, 197281u);
}

TEST(PerftSplit, RefusesMoreJobsThanSubtrees) {
    auto adapter = start_position(core::Game::Chess, Impl::Fast)();
    ASSERT_TRUE(adapter);
    EXPECT_FALSE(plan_split(*adapter.value(), 1, 21));
    EXPECT_TRUE(plan_split(*adapter.value(), 1, 20));
}

TEST(PerftSplit, IdDependsOnTheDepthAndThePlan) {
    auto adapter = start_position(core::Game::Chess, Impl::Fast)();
    ASSERT_TRUE(adapter);
    auto plan = plan_split(*adapter.value(), 3, 2);
    ASSERT_TRUE(plan);
    SplitIdentity identity{"chess", "fast", "bulk", "startfen", 3, 2, ""};
    const std::string id = split_id(identity, plan.value());
    EXPECT_EQ(id.size(), 16u);
    EXPECT_EQ(split_id(identity, plan.value()), id);
    SplitIdentity deeper = identity;
    deeper.depth = 4;
    EXPECT_NE(split_id(deeper, plan.value()), id);
    SplitPlan swapped = plan.value();
    std::swap(swapped.jobs[0], swapped.jobs[1]);
    EXPECT_NE(split_id(identity, swapped), id);
}

// ---- merge ----------------------------------------------------------------------------------

std::string job_text(int job, int jobs, std::uint64_t a, std::uint64_t b, int depth = 3,
                     const std::string& impl = "fast", const std::string& id = "00000000000000aa") {
    nlohmann::json doc = {
        {"nodes", a + b},
        {"seconds", 0.5},
        {"cpu_seconds", 0.25},
        {"game", "chess"},
        {"impl", impl},
        {"mode", "bulk"},
        {"root", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
        {"depth", depth},
        {"split", {{"id", id}, {"job", job}, {"jobs", jobs}}},
        {"subtrees",
         {{{"path", "e2e4,e7e5"}, {"nodes", a}}, {{"path", "d2d4,d7d5"}, {"nodes", b}}}}};
    return doc.dump();
}

TEST(PerftMerge, AddsUpEveryJob) {
    auto merged =
        merge_split_results({{"a:1", job_text(2, 2, 10, 20)}, {"a:2", job_text(1, 2, 1, 2)}});
    ASSERT_TRUE(merged) << merged.error().message;
    EXPECT_EQ(merged.value().nodes, 33u);  // 10 + 20 + 1 + 2
    EXPECT_DOUBLE_EQ(merged.value().seconds, 1.0);
    EXPECT_DOUBLE_EQ(merged.value().cpu_seconds, 0.5);
    EXPECT_EQ(merged.value().identity.jobs, 2);
    ASSERT_EQ(merged.value().divide.size(), 2u);
    EXPECT_EQ(merged.value().divide[0].move, "d2d4");
    EXPECT_EQ(merged.value().divide[0].nodes, 22u);  // 20 + 2
    EXPECT_EQ(merged.value().divide[1].nodes, 11u);  // 10 + 1
}

void expect_refused(const std::vector<MergeInput>& inputs, const std::string& words) {
    auto merged = merge_split_results(inputs);
    ASSERT_FALSE(merged) << "merged although: " << words;
    EXPECT_NE(merged.error().message.find(words), std::string::npos) << merged.error().message;
}

TEST(PerftMerge, NamesAMissingJob) {
    expect_refused({{"a:1", job_text(1, 3, 1, 1)}, {"a:2", job_text(3, 3, 1, 1)}},
                   "job 2/3 is missing");
    expect_refused({{"a:1", job_text(2, 4, 1, 1)}}, "jobs 1, 3, 4 of 4 are missing");
    expect_refused({}, "no job results");
}

TEST(PerftMerge, NamesADuplicatedJob) {
    expect_refused({{"a:1", job_text(1, 2, 1, 1)},
                    {"a:2", job_text(2, 2, 1, 1)},
                    {"b:1", job_text(1, 2, 1, 1)}},
                   "job 1/2 appears twice (a:1 and b:1)");
}

TEST(PerftMerge, RefusesMixedRuns) {
    expect_refused({{"a:1", job_text(1, 2, 1, 1)}, {"b:7", job_text(2, 2, 1, 1, 4)}},
                   "b:7: a job of another run (depth 4, not 3)");
    expect_refused({{"a:1", job_text(1, 2, 1, 1)}, {"b:1", job_text(2, 2, 1, 1, 3, "reference")}},
                   "impl 'reference', not 'fast'");
    expect_refused({{"a:1", job_text(1, 2, 1, 1)}, {"b:1", job_text(2, 3, 1, 1)}},
                   "a split into 3 jobs, not 2");
    expect_refused({{"a:1", job_text(1, 2, 1, 1)},
                    {"b:1", job_text(2, 2, 1, 1, 3, "fast", "00000000000000bb")}},
                   "split id");
}

TEST(PerftMerge, RefusesWhatIsNoJobResult) {
    expect_refused({{"x:1", "{\"nodes\": 5"}}, "x:1: not JSON");
    expect_refused({{"x:2", "{\"nodes\": 5, \"seconds\": 1}"}}, "x:2: not the result of a perft");
    expect_refused({{"x:3", job_text(3, 2, 1, 1)}}, "not a job number from 1 to 2");
    auto wrong_sum = nlohmann::json::parse(job_text(1, 1, 4, 5));
    wrong_sum["nodes"] = 10;  // 4 + 5 is 9
    expect_refused({{"x:4", wrong_sum.dump()}}, "not the sum of its subtrees");
    auto negative = nlohmann::json::parse(job_text(1, 1, 4, 5));
    negative["nodes"] = -9;
    expect_refused({{"x:5", negative.dump()}}, "no count \"nodes\"");
}

TEST(PerftMerge, RefusesMoreJobsThanASplitHas) {
    // 100000000 jobs from one short line would size the merge's table by it.
    expect_refused({{"x:1", job_text(1, 100000000, 1, 1)}}, "more than a split has");
    expect_refused({{"x:1", job_text(1, kMaxSplitJobs + 1, 1, 1)}}, "at most 100000");
}

TEST(PerftMerge, RefusesSumsPastTwoToTheSixtyFour) {
    // perft(3) of the start position is 8902 (chessprogramming.org, Perft Results). Subtrees of
    // 18446744073709551056 and 5462 nodes wrap to 8902 in 64 bits; so do two jobs of 2^63 + 4451.
    const std::uint64_t big = 18446744073709551056ULL;
    expect_refused({{"x:1", job_text(1, 1, big, 5462)}}, "add up past 2^64 - 1");
    const std::uint64_t half = (std::uint64_t{1} << 63) + 4451;
    expect_refused({{"x:1", job_text(1, 2, half, 0)}, {"x:2", job_text(2, 2, half, 0)}},
                   "x:2: the jobs' nodes add up past 2^64 - 1");
}

}  // namespace
}  // namespace arbiter::oracle
