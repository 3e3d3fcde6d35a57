// The ordered worker pool (worker_pool.h).

#include "core/worker_pool.h"

#include <algorithm>
#include <condition_variable>
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
         const std::function<void(std::size_t)>& ready, const std::atomic<bool>* stop,
         const std::function<void()>& tick, std::size_t window)
        : count_(count),
          window_(window),
          run_(run),
          ready_(ready),
          stop_(stop),
          tick_(tick),
          finished_(count, 0) {}

    void work(int worker) {
        while (!(stop_ && stop_->load()) && !failed_.load()) {
            const std::size_t i = next_.fetch_add(1);
            if (i >= count_) return;
            if (!wait_for_window(i)) return;
            try {
                run_(i, worker);
                finish(i);
            } catch (...) {
                fail(std::current_exception());
                return;
            }
        }
    }

    // A worker thread is about to start (`arrive`), could not start or has run out of jobs
    // (`leave`): the ticking caller waits until every one has left.
    void arrive() {
        std::lock_guard lock(mutex_);
        ++running_;
    }
    void leave() {
        {
            std::lock_guard lock(mutex_);
            --running_;
        }
        left_.notify_all();
    }

    // On the calling thread: tick() every kTickInterval until every worker has left.
    void tick_until_done() {
        std::unique_lock lock(mutex_);
        while (!left_.wait_for(lock, kTickInterval, [this] { return running_ == 0; })) {
            try {
                tick_();
            } catch (...) {
                fail_locked(std::current_exception());
            }
        }
    }

    // The jobs handed out: all of them ran (or threw).
    std::size_t started() const { return std::min(next_.load(), count_); }
    void rethrow() const {
        if (error_) std::rethrow_exception(error_);
    }

private:
    // With a window: waits until job i is within it (jobs 0..i-window reported). Job i-window
    // was handed out before i and never waits for i, so the wait ends. False when the run failed
    // meanwhile (job i is not run).
    bool wait_for_window(std::size_t i) {
        if (window_ == 0) return true;
        std::unique_lock lock(mutex_);
        reported_changed_.wait(lock, [&] { return i < reported_ + window_ || failed_.load(); });
        return !failed_.load();
    }

    // Job i has finished: report every job of the finished prefix not reported yet, in order.
    void finish(std::size_t i) {
        std::lock_guard lock(mutex_);
        finished_[i] = 1;
        while (reported_ < count_ && finished_[reported_]) {
            if (ready_) ready_(reported_);
            ++reported_;
        }
        if (window_ != 0) reported_changed_.notify_all();
    }

    void fail(std::exception_ptr error) {
        std::lock_guard lock(mutex_);
        fail_locked(std::move(error));
    }
    void fail_locked(std::exception_ptr error) {
        if (!error_) error_ = std::move(error);
        failed_ = true;
        reported_changed_.notify_all();
    }

    const std::size_t count_;
    const std::size_t window_;
    const std::function<void(std::size_t, int)>& run_;
    const std::function<void(std::size_t)>& ready_;
    const std::atomic<bool>* stop_;
    const std::function<void()>& tick_;
    std::atomic<std::size_t> next_{0};
    std::atomic<bool> failed_{false};
    std::mutex mutex_;  // guards finished_, reported_, running_, error_, calls of ready_ and tick_
    std::condition_variable left_;
    std::condition_variable reported_changed_;  // reported_ moved on, or the run failed
    std::vector<unsigned char> finished_;
    std::size_t reported_ = 0;
    std::size_t running_ = 0;
    std::exception_ptr error_;
};

}  // namespace

std::size_t run_ordered(std::size_t count, int threads,
                        const std::function<void(std::size_t index, int worker)>& run,
                        const std::function<void(std::size_t index)>& ready,
                        const std::atomic<bool>* stop, const std::function<void()>& tick,
                        std::size_t window) {
    if (count == 0) return 0;
    Pool pool(count, run, ready, stop, tick, window);
    const std::size_t wanted = std::clamp<std::size_t>(threads < 1 ? 1 : threads, 1, count);
    // Without a tick the calling thread is worker 0; with one it ticks while the workers run.
    const bool ticking = static_cast<bool>(tick);
    std::vector<std::thread> helpers;
    for (std::size_t w = ticking ? 0 : 1; w < wanted; ++w) {
        pool.arrive();
        try {
            helpers.emplace_back([&pool, w] {
                pool.work(static_cast<int>(w));
                pool.leave();
            });
        } catch (const std::system_error&) {
            pool.leave();
            break;  // the workers running share the jobs
        }
    }
    if (ticking && !helpers.empty())
        pool.tick_until_done();
    else
        pool.work(0);
    for (std::thread& t : helpers) t.join();
    pool.rethrow();
    return pool.started();
}

}  // namespace arbiter::core
