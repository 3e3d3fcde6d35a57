// core/worker_pool.h: every job runs once, results are reported in index order while later jobs
// run, a stop ends the handing out, an exception reaches the caller.

#include "core/worker_pool.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <vector>

namespace arbiter::core {
namespace {

TEST(WorkerPool, EveryJobRunsOnceAndIsReportedInIndexOrder) {
    constexpr std::size_t kJobs = 200;
    constexpr int kThreads = 4;
    std::vector<std::atomic<int>> runs(kJobs);
    std::vector<int> results(kJobs, -1);
    std::vector<std::size_t> reported;
    std::atomic<int> bad_worker{0};
    const std::size_t ran = run_ordered(
        kJobs, kThreads,
        [&](std::size_t i, int worker) {
            if (worker < 0 || worker >= kThreads) ++bad_worker;
            // Early jobs take longest, so later ones finish first and must wait to be reported.
            if (i < 8) std::this_thread::sleep_for(std::chrono::milliseconds(8 - i));
            ++runs[i];
            results[i] = static_cast<int>(i * i);
        },
        [&](std::size_t i) {
            // Reported only once it and every job before it finished.
            for (std::size_t j = 0; j <= i; ++j) EXPECT_EQ(results[j], static_cast<int>(j * j));
            reported.push_back(i);
        });
    EXPECT_EQ(ran, kJobs);
    EXPECT_EQ(bad_worker.load(), 0);
    for (std::size_t i = 0; i < kJobs; ++i) EXPECT_EQ(runs[i].load(), 1) << i;
    ASSERT_EQ(reported.size(), kJobs);
    for (std::size_t i = 0; i < kJobs; ++i) EXPECT_EQ(reported[i], i);
}

TEST(WorkerPool, AWindowBoundsTheJobsNotYetReported) {
    // Job 0 is slow and every other job is quick: without a window the 7 other workers would run
    // far ahead of it. With a window of 3, a job starts only when it is within 3 of the first job
    // not reported yet.
    constexpr std::size_t kJobs = 60;
    constexpr std::size_t kWindow = 3;
    std::mutex mutex;
    std::size_t reported = 0;
    std::size_t widest = 0;
    std::vector<int> runs(kJobs, 0);
    const std::size_t ran = run_ordered(
        kJobs, 8,
        [&](std::size_t i, int) {
            if (i % 10 == 0) std::this_thread::sleep_for(std::chrono::milliseconds(20));
            std::lock_guard lock(mutex);
            widest = std::max(widest, i + 1 - reported);
            ++runs[i];
        },
        [&](std::size_t i) {
            std::lock_guard lock(mutex);
            EXPECT_EQ(i, reported);
            reported = i + 1;
        },
        nullptr, {}, kWindow);
    EXPECT_EQ(ran, kJobs);
    EXPECT_EQ(reported, kJobs);
    EXPECT_LE(widest, kWindow);
    EXPECT_EQ(widest, kWindow);  // the window is used, not only respected
    for (std::size_t i = 0; i < kJobs; ++i) EXPECT_EQ(runs[i], 1) << i;
}

TEST(WorkerPool, PerWorkerStateNeedsNoLock) {
    // Each worker counts its own jobs in its own slot; the counts add up to the jobs.
    constexpr int kThreads = 3;
    std::vector<int> per_worker(kThreads, 0);
    run_ordered(1000, kThreads, [&](std::size_t, int worker) { ++per_worker[worker]; });
    EXPECT_EQ(per_worker[0] + per_worker[1] + per_worker[2], 1000);
}

TEST(WorkerPool, AStopEndsTheHandingOutAndTheJobsThatRanAreAPrefix) {
    std::atomic<bool> stop{false};
    std::vector<std::size_t> reported;
    const std::size_t ran = run_ordered(
        100, 1,
        [&](std::size_t i, int) {
            if (i == 5) stop = true;
        },
        [&](std::size_t i) { reported.push_back(i); }, &stop);
    EXPECT_EQ(ran, 6u);
    EXPECT_EQ(reported, (std::vector<std::size_t>{0, 1, 2, 3, 4, 5}));
}

TEST(WorkerPool, AStopBeforeTheStartRunsNothing) {
    std::atomic<bool> stop{true};
    int runs = 0;
    EXPECT_EQ(run_ordered(
                  10, 2, [&](std::size_t, int) { ++runs; }, {}, &stop),
              0u);
    EXPECT_EQ(runs, 0);
}

TEST(WorkerPool, AnExceptionOfAJobReachesTheCallerAndNoJobStartsAfterIt) {
    std::vector<std::size_t> ran;
    std::mutex m;
    EXPECT_THROW(run_ordered(50, 1,
                             [&](std::size_t i, int) {
                                 {
                                     std::lock_guard lock(m);
                                     ran.push_back(i);
                                 }
                                 if (i == 3) throw std::runtime_error("job 3");
                             }),
                 std::runtime_error);
    EXPECT_EQ(ran, (std::vector<std::size_t>{0, 1, 2, 3}));
}

TEST(WorkerPool, NoJobsAndNoThreadsAreNoError) {
    int runs = 0;
    EXPECT_EQ(run_ordered(0, 4, [&](std::size_t, int) { ++runs; }), 0u);
    EXPECT_EQ(run_ordered(3, 0, [&](std::size_t, int worker) { runs += worker == 0; }), 3u);
    EXPECT_EQ(runs, 3);
}

TEST(WorkerPool, ATickRunsOnTheCallingThreadWhileTheJobsRunAndNeverWithReady) {
    // Jobs of 5 * kTickInterval in all on 2 workers: the caller ticks at least once meanwhile.
    const std::thread::id caller = std::this_thread::get_id();
    std::atomic<int> on_caller{0};
    std::atomic<int> inside{0};  // ready or tick running
    std::atomic<int> overlaps{0};
    std::atomic<int> ticks{0};
    std::vector<std::size_t> reported;
    const auto enter = [&] {
        if (inside.fetch_add(1) != 0) ++overlaps;
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
        inside.fetch_sub(1);
    };
    const std::size_t ran = run_ordered(
        10, 2,
        [&](std::size_t, int) {
            if (std::this_thread::get_id() == caller) ++on_caller;
            std::this_thread::sleep_for(kTickInterval);
        },
        [&](std::size_t i) {
            enter();
            reported.push_back(i);
        },
        nullptr,
        [&] {
            EXPECT_EQ(std::this_thread::get_id(), caller);
            ++ticks;
            enter();
        });
    EXPECT_EQ(ran, 10u);
    EXPECT_EQ(on_caller.load(), 0);
    EXPECT_GE(ticks.load(), 1);
    EXPECT_EQ(overlaps.load(), 0);
    EXPECT_EQ(reported, (std::vector<std::size_t>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}));
}

TEST(WorkerPool, AnExceptionOfATickReachesTheCallerAndEndsTheHandingOut) {
    std::atomic<int> runs{0};
    EXPECT_THROW(run_ordered(
                     1000, 1,
                     [&](std::size_t, int) {
                         ++runs;
                         std::this_thread::sleep_for(std::chrono::milliseconds(20));
                     },
                     {}, nullptr, [] { throw std::runtime_error("tick"); }),
                 std::runtime_error);
    EXPECT_LT(runs.load(), 1000);
}

}  // namespace
}  // namespace arbiter::core
