#pragma once
// One ordered worker pool for every command that runs jobs on several threads (`verify`, `games`,
// `engine`, `match`, parallel perft): jobs are numbered 0..count-1 and handed out in that order;
// each job's result stays where the caller keeps it, by index; as soon as jobs 0..i have all
// finished, job i is reported (`ready(i)`), in index order, on one thread at a time, so output is
// printed in order while later jobs still run; a stop flag ends the handing out of jobs.
//
//   std::vector<Result> results(count);
//   core::run_ordered(count, threads,
//       [&](std::size_t i, int worker) { results[i] = work(i, state[worker]); },
//       [&](std::size_t i) { print(results[i]); });
//
// The calling thread is worker 0; workers 1..threads-1 are started for the call and joined
// before it returns. A thread the system refuses is not an error: the workers running share the
// jobs. An exception thrown by a job is rethrown by run_ordered once every worker has stopped
// (the first one; no job is handed out after it).
//
// With a `tick`, the calling thread does not run jobs: it starts every worker and, while they
// run, calls tick() every kTickInterval (a progress line on a terminal); tick and ready are never
// called at the same time, so both may write to the same place.
//
// With a `window` W > 0, job i is handed out only once jobs 0..i-W have been reported: at most W
// jobs are running or waiting to be reported, so results kept until ready() (a part's output)
// take memory bounded by W, whatever the count.

#include <atomic>
#include <chrono>
#include <cstddef>
#include <functional>

namespace arbiter::core {

// `run(index, worker)`: job `index` on worker `worker` (0 <= worker < threads; each worker's jobs
// run one after another, so per-worker state needs no lock). `ready(index)`: job `index` and all
// before it have finished (may be empty). `stop`: once it is true no further job starts; the
// jobs started finish and are reported. `tick`: called on the calling thread while jobs run (may
// be empty). `window`: at most this many jobs between the first not reported and the last handed
// out (0: no bound). The jobs that ran are always 0..n-1; returns n.
std::size_t run_ordered(std::size_t count, int threads,
                        const std::function<void(std::size_t index, int worker)>& run,
                        const std::function<void(std::size_t index)>& ready = {},
                        const std::atomic<bool>* stop = nullptr,
                        const std::function<void()>& tick = {}, std::size_t window = 0);

// How often run_ordered calls its `tick`.
inline constexpr std::chrono::milliseconds kTickInterval{200};

}  // namespace arbiter::core
