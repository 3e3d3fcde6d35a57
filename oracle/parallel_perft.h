#pragma once
// Perft across threads and across machines (docs/cli.md "perft", docs/cluster.md). The tree is cut
// into subtrees, the move sequences of its first plies; each subtree is counted on an adapter of
// its own (one per worker thread), so the counts are those of one thread.
//
// A split cuts the tree into K jobs balanced by an estimate of each subtree's size. A job's result
// (split_result_json) carries the root position, the depth, the implementation, the mode and the
// split (its id, the job's number and the number of jobs), so that merge_split_results can refuse
// a merge of mixed runs and name a missing or duplicated job.

#include <cstdint>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "oracle/adapter.h"
#include "oracle/perft_divide.h"

namespace arbiter::oracle {

// Moves from the root, in docs/rules.md notation. As text: the moves joined by ',' ("e2e4,e7e5");
// the empty path (the root itself) is the empty text.
using Path = std::vector<std::string>;
std::string path_text(const Path& path);
Path parse_path(std::string_view text);

// A fresh adapter at the root position; called once per worker thread.
using AdapterFactory = std::function<core::Result<std::shared_ptr<Adapter>>()>;

// Called after each subtree: (subtrees done, subtrees in all); one call at a time.
using SubtreeProgressFn = std::function<void(std::size_t, std::size_t)>;

// Every move sequence of `plies` plies from the adapter's position, in legal_moves() order; a
// sequence that reaches a position without moves stops there (it is shorter). plies 0: the one
// empty path.
std::vector<Path> subtree_paths(Adapter& adapter, int plies);

// The leaves `depth` plies below the root (the root's depth, not the subtree's) in each subtree,
// counted by up to `threads` workers, each with its own adapter from `factory`. An error names a
// path longer than `depth`, a move of a path that does not play, or an adapter that could not be
// made.
core::Result<std::vector<std::uint64_t>> count_subtrees(const AdapterFactory& factory,
                                                        const std::vector<Path>& paths, int depth,
                                                        PerftMode mode, int threads,
                                                        const SubtreeProgressFn& progress = {});

// perft with `threads` workers sharing the root moves (or, when there are fewer than four root
// moves per thread, the sequences of two plies). The same report as run_perft: the nodes, the
// wall and CPU seconds, and the divide when asked for.
core::Result<PerftReport> run_parallel_perft(const AdapterFactory& factory, int depth,
                                             PerftMode mode, int threads, bool want_divide,
                                             const SubtreeProgressFn& progress = {});

// ---- Split and merge ----------------------------------------------------------------------------

struct SplitJob {
    std::vector<Path> subtrees;  // in the order of subtree_paths
    std::uint64_t estimate = 0;  // the sum of the subtrees' estimated sizes
};

struct SplitPlan {
    int plies = 0;  // where the tree is cut
    std::vector<SplitJob> jobs;
};

// The most jobs a split has (`perft --split K`, `--job J/K`), and so a merge reads: a result
// claiming more is refused before anything is sized by it.
inline constexpr int kMaxSplitJobs = 100000;

// Cuts the tree `depth` plies deep at the adapter's position into `jobs` jobs: at the first ply
// that gives at least four subtrees per job (or at `depth`), each subtree estimated by its perft
// to at most two more plies, the largest first given to the least loaded job. An error when the
// tree has fewer subtrees than jobs.
core::Result<SplitPlan> plan_split(Adapter& adapter, int depth, int jobs);

// What every job of one split has in common; a merge refuses results that differ in any of it.
struct SplitIdentity {
    std::string game;
    std::string impl;
    std::string mode;  // "bulk" | "full"
    std::string root;  // the FEN/SFEN of the root position (after --moves)
    int depth = 0;
    int jobs = 0;
    std::string id;  // split_id(): a digest of the plan
};

// A digest (16 hex digits, FNV-1a 64) of the identity's other fields and the plan's subtrees.
std::string split_id(const SplitIdentity& identity, const SplitPlan& plan);

// The --json result of job `job` (1-based) of a split.
nlohmann::json split_result_json(const SplitIdentity& identity, int job,
                                 const std::vector<Path>& subtrees,
                                 const std::vector<std::uint64_t>& counts, double seconds,
                                 double cpu_seconds);

// One job's result as read back: its text and where it came from ("FILE:LINE").
struct MergeInput {
    std::string where;
    std::string text;
};

struct MergedPerft {
    SplitIdentity identity;
    std::uint64_t nodes = 0;
    double seconds = 0;               // the jobs' wall times, summed
    double cpu_seconds = 0;           // the jobs' CPU times, summed
    std::vector<DivideEntry> divide;  // per root move, when the split cut at ply 1 or deeper
};

// Checks that the inputs are the jobs of one split (of at most kMaxSplitJobs jobs), each present
// once, each consistent (its nodes the sum of its subtrees), and adds them up; a sum past 2^64 - 1
// is an error, never wrapped. An error names the input or the job at fault.
core::Result<MergedPerft> merge_split_results(const std::vector<MergeInput>& inputs);

}  // namespace arbiter::oracle
