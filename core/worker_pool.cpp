// The ordered worker pool (worker_pool.h).

#include "core/worker_pool.h"

#include <algorithm>
#include <exception>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

namespace arbiter::core {

namespace {

// What the workers of one run_ordered call share.
class Pool {
public:
    Pool(std::size_t count, const std::function<void(std::size_t, int)>& run,
         const std::function<void(std::size_t)>& ready, const std::atomic<bool>* stop)
        : count_(count), run_(run), ready_(ready), stop_(stop), finished_(count, 0) {}

    void work(int worker) {
        while (!(stop_ && stop_->load()) && !failed_.load()) {
            const std::size_t i = next_.fetch_add(1);
            if (i >= count_) return;
            try {
                run_(i, worker);
                finish(i);
            } catch (...) {
                fail(std::current_exception());
                return;
            }
        }
    }

    // The jobs handed out: all of them ran (or threw).
    std::size_t started() const { return std::min(next_.load(), count_); }
    void rethrow() const {
        if (error_) std::rethrow_exception(error_);
    }

private:
    // Job i has finished: report every job of the finished prefix not reported yet, in order.
    void finish(std::size_t i) {
        std::lock_guard lock(mutex_);
        finished_[i] = 1;
        while (reported_ < count_ && finished_[reported_]) {
            if (ready_) ready_(reported_);
            ++reported_;
        }
    }

    void fail(std::exception_ptr error) {
        std::lock_guard lock(mutex_);
        if (!error_) error_ = std::move(error);
        failed_ = true;
    }

    const std::size_t count_;
    const std::function<void(std::size_t, int)>& run_;
    const std::function<void(std::size_t)>& ready_;
    const std::atomic<bool>* stop_;
    std::atomic<std::size_t> next_{0};
    std::atomic<bool> failed_{false};
    std::mutex mutex_;  // guards finished_, reported_, error_ and calls of ready_
    std::vector<unsigned char> finished_;
    std::size_t reported_ = 0;
    std::exception_ptr error_;
};

}  // namespace

std::size_t run_ordered(std::size_t count, int threads,
                        const std::function<void(std::size_t index, int worker)>& run,
                        const std::function<void(std::size_t index)>& ready,
                        const std::atomic<bool>* stop) {
    if (count == 0) return 0;
    Pool pool(count, run, ready, stop);
    const std::size_t wanted = std::clamp<std::size_t>(threads < 1 ? 1 : threads, 1, count);
    std::vector<std::thread> helpers;
    for (std::size_t w = 1; w < wanted; ++w) {
        try {
            helpers.emplace_back([&pool, w] { pool.work(static_cast<int>(w)); });
        } catch (const std::system_error&) {
            break;  // the workers running share the jobs
        }
    }
    pool.work(0);
    for (std::thread& t : helpers) t.join();
    pool.rethrow();
    return pool.started();
}

}  // namespace arbiter::core
