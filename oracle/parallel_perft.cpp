#include "oracle/parallel_perft.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <map>
#include <memory>
#include <mutex>
#include <optional>

#include "core/names.h"
#include "core/text.h"
#include "core/worker_pool.h"

namespace arbiter::oracle {

std::string path_text(const Path& path) { return core::joined(path, ","); }

Path parse_path(std::string_view text) {
    Path out;
    if (text.empty()) return out;
    std::size_t start = 0;
    while (true) {
        const std::size_t comma = text.find(',', start);
        out.emplace_back(
            text.substr(start, comma == std::string_view::npos ? text.npos : comma - start));
        if (comma == std::string_view::npos) break;
        start = comma + 1;
    }
    return out;
}

namespace {

void extend_paths(Adapter& adapter, int plies, Path& prefix, std::vector<Path>& out) {
    if (plies == 0) {
        out.push_back(prefix);
        return;
    }
    const auto moves = adapter.legal_moves();
    if (moves.empty()) {
        out.push_back(prefix);
        return;
    }
    for (const std::string& move : moves) {
        if (!adapter.play(move)) continue;  // an inconsistent adapter: count_subtrees reports it
        prefix.push_back(move);
        extend_paths(adapter, plies - 1, prefix, out);
        prefix.pop_back();
        adapter.undo();
    }
}

// The leaves `remaining` plies below the adapter's position.
std::uint64_t count_below(Adapter& adapter, int remaining, PerftMode mode) {
    return remaining == 0 ? 1 : adapter.perft(remaining, mode);
}

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

std::vector<Path> subtree_paths(Adapter& adapter, int plies) {
    std::vector<Path> out;
    Path prefix;
    extend_paths(adapter, std::max(plies, 0), prefix, out);
    return out;
}

core::Result<std::vector<std::uint64_t>> count_subtrees(const AdapterFactory& factory,
                                                        const std::vector<Path>& paths, int depth,
                                                        PerftMode mode, int threads,
                                                        const SubtreeProgressFn& progress) {
    for (const Path& path : paths) {
        if (static_cast<int>(path.size()) > depth) {
            return core::make_error("subtree '" + path_text(path) + "' is longer than --depth " +
                                    std::to_string(depth));
        }
    }
    std::vector<std::uint64_t> counts(paths.size(), 0);
    std::atomic<bool> stop{false};
    std::mutex mutex;  // guards failure
    std::optional<core::Error> failure;
    const auto fail = [&](core::Error error) {
        std::lock_guard lock(mutex);
        if (!failure) failure = std::move(error);
        stop = true;
    };
    const int workers = std::max(threads, 1);
    std::vector<std::shared_ptr<Adapter>> adapters(static_cast<std::size_t>(workers));
    // One subtree: its path played on the worker's own adapter, counted below, taken back.
    const auto count_one = [&](std::size_t i, int worker) {
        std::shared_ptr<Adapter>& adapter = adapters[static_cast<std::size_t>(worker)];
        if (!adapter) {
            auto made = factory();
            if (!made) return fail(made.error());
            adapter = made.value();
        }
        const Path& path = paths[i];
        std::size_t played = 0;
        for (const std::string& move : path) {
            auto result = adapter->play(move);
            if (!result) {
                fail(core::make_error("subtree '" + path_text(path) + "': " + move +
                                      " does not play here: " + result.error().message));
                break;
            }
            ++played;
        }
        if (played == path.size())
            counts[i] = count_below(*adapter, depth - static_cast<int>(path.size()), mode);
        for (; played > 0; --played) adapter->undo();
    };
    std::size_t done = 0;
    core::run_ordered(
        paths.size(), workers, count_one,
        [&](std::size_t) {
            if (progress && !stop) progress(++done, paths.size());
        },
        &stop);
    if (failure) return *failure;
    return counts;
}

core::Result<PerftReport> run_parallel_perft(const AdapterFactory& factory, int depth,
                                             PerftMode mode, int threads, bool want_divide,
                                             const SubtreeProgressFn& progress) {
    auto made = factory();
    if (!made) return made.error();
    Adapter& root = *made.value();
    if (threads <= 1 || depth < 2) {
        ProgressFn root_progress;
        if (progress) {
            root_progress = [&progress](std::size_t done, std::size_t total, std::string_view) {
                progress(done, total);
            };
        }
        return run_perft(root, depth, mode, want_divide, root_progress);
    }
    PerftReport report;
    const auto start = std::chrono::steady_clock::now();
    const double cpu_start = process_cpu_seconds();
    const std::size_t root_moves = root.legal_moves().size();
    const int plies = depth >= 3 && root_moves < 4 * static_cast<std::size_t>(threads) ? 2 : 1;
    const std::vector<Path> paths = subtree_paths(root, plies);
    auto counts = count_subtrees(factory, paths, depth, mode, threads, progress);
    if (!counts) return counts.error();
    std::map<std::string, std::uint64_t> by_root_move;
    for (std::size_t i = 0; i < paths.size(); ++i) {
        report.nodes += counts.value()[i];
        if (want_divide && !paths[i].empty()) by_root_move[paths[i].front()] += counts.value()[i];
    }
    for (const auto& [move, nodes] : by_root_move) report.divide.push_back({move, nodes});
    report.seconds = seconds_since(start);
    report.cpu_seconds = process_cpu_seconds() - cpu_start;
    return report;
}

// ---- Split and merge ----------------------------------------------------------------------------

core::Result<SplitPlan> plan_split(Adapter& adapter, int depth, int jobs) {
    if (jobs < 1) return core::make_error("a split needs at least one job");
    SplitPlan plan;
    std::vector<Path> paths = subtree_paths(adapter, 0);
    while (plan.plies < depth && paths.size() < 4 * static_cast<std::size_t>(jobs)) {
        ++plan.plies;
        paths = subtree_paths(adapter, plan.plies);
    }
    if (paths.size() < static_cast<std::size_t>(jobs)) {
        return core::make_error("the tree " + std::to_string(depth) +
                                (depth == 1 ? " ply" : " plies") + " deep has only " +
                                std::to_string(paths.size()) + " subtrees, fewer than " +
                                std::to_string(jobs) + " jobs");
    }
    // The estimate: each subtree's perft to at most two plies below the cut.
    const int estimate_depth = std::min(depth - plan.plies, 2);
    std::vector<std::uint64_t> estimate(paths.size(), 0);
    for (std::size_t i = 0; i < paths.size(); ++i) {
        std::size_t played = 0;
        for (const std::string& move : paths[i]) {
            if (!adapter.play(move)) break;
            ++played;
        }
        if (played == paths[i].size()) {
            const int below = static_cast<int>(paths[i].size()) < plan.plies ? 0 : estimate_depth;
            estimate[i] = count_below(adapter, below, PerftMode::Bulk);
        }
        for (; played > 0; --played) adapter.undo();
    }
    // Largest first, each to the least loaded job (the first of equals): deterministic.
    std::vector<std::size_t> order(paths.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return estimate[a] > estimate[b]; });
    plan.jobs.resize(static_cast<std::size_t>(jobs));
    std::vector<std::vector<std::size_t>> members(plan.jobs.size());
    for (std::size_t i : order) {
        std::size_t best = 0;
        for (std::size_t j = 1; j < plan.jobs.size(); ++j) {
            const auto load = [&](std::size_t k) {
                return std::make_pair(plan.jobs[k].estimate, members[k].size());
            };
            if (load(j) < load(best)) best = j;
        }
        plan.jobs[best].estimate += estimate[i];
        members[best].push_back(i);
    }
    for (std::size_t j = 0; j < plan.jobs.size(); ++j) {
        std::sort(members[j].begin(), members[j].end());
        for (std::size_t i : members[j]) plan.jobs[j].subtrees.push_back(paths[i]);
    }
    return plan;
}

std::string split_id(const SplitIdentity& identity, const SplitPlan& plan) {
    std::uint64_t hash = 14695981039346656037ULL;
    const auto add = [&hash](std::string_view text) {
        for (unsigned char c : text) {
            hash ^= c;
            hash *= 1099511628211ULL;
        }
        hash ^= 0xff;  // a separator no text contains
        hash *= 1099511628211ULL;
    };
    add(identity.game);
    add(identity.impl);
    add(identity.mode);
    add(identity.root);
    add(std::to_string(identity.depth));
    add(std::to_string(plan.jobs.size()));
    for (const SplitJob& job : plan.jobs) {
        add("job");
        for (const Path& path : job.subtrees) add(path_text(path));
    }
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
    return text;
}

nlohmann::json split_result_json(const SplitIdentity& identity, int job,
                                 const std::vector<Path>& subtrees,
                                 const std::vector<std::uint64_t>& counts, double seconds,
                                 double cpu_seconds) {
    std::uint64_t nodes = 0;
    nlohmann::json list = nlohmann::json::array();
    for (std::size_t i = 0; i < subtrees.size() && i < counts.size(); ++i) {
        nodes += counts[i];
        list.push_back({{"path", path_text(subtrees[i])}, {"nodes", counts[i]}});
    }
    return {{"nodes", nodes},
            {"seconds", seconds},
            {"cpu_seconds", cpu_seconds},
            {"game", identity.game},
            {"impl", identity.impl},
            {"mode", identity.mode},
            {"root", identity.root},
            {"depth", identity.depth},
            {"split", {{"id", identity.id}, {"job", job}, {"jobs", identity.jobs}}},
            {"subtrees", list}};
}

namespace {

struct ParsedJob {
    SplitIdentity identity;
    int job = 0;
    std::uint64_t nodes = 0;
    double seconds = 0;
    double cpu_seconds = 0;
    std::vector<std::pair<Path, std::uint64_t>> subtrees;
};

// A field of a job's result: false when it is missing or of another type (or out of range).
bool text_field(const nlohmann::json& in, const char* key, std::string& out) {
    auto it = in.find(key);
    if (it == in.end() || !it->is_string()) return false;
    out = it->get<std::string>();
    return true;
}
bool int_field(const nlohmann::json& in, const char* key, int& out) {
    auto it = in.find(key);
    if (it == in.end() || !it->is_number_integer()) return false;
    const auto v = it->get<long long>();
    if (v < 0 || v > 1'000'000'000) return false;
    out = static_cast<int>(v);
    return true;
}
bool count_field(const nlohmann::json& in, const char* key, std::uint64_t& out) {
    auto it = in.find(key);
    if (it == in.end() || !it->is_number_unsigned()) return false;
    out = it->get<std::uint64_t>();
    return true;
}
bool seconds_field(const nlohmann::json& in, const char* key, double& out) {
    auto it = in.find(key);
    if (it == in.end() || !it->is_number()) return false;
    out = it->get<double>();
    return true;
}

// `sum` += `add`; false (and `sum` unchanged) when the sum would pass 2^64 - 1.
[[nodiscard]] bool add_count(std::uint64_t& sum, std::uint64_t add) {
    if (add > UINT64_MAX - sum) return false;
    sum += add;
    return true;
}

// The split's identity, the job's number, its nodes and times; what is wrong, empty when nothing.
std::string read_job_fields(const nlohmann::json& doc, ParsedJob& job) {
    const nlohmann::json& split = doc["split"];
    if (!split.is_object()) return "\"split\" is not an object";
    for (const char* key : {"game", "impl", "mode", "root"}) {
        std::string value;
        if (!text_field(doc, key, value)) return std::string("no text \"") + key + "\"";
    }
    text_field(doc, "game", job.identity.game);
    text_field(doc, "impl", job.identity.impl);
    text_field(doc, "mode", job.identity.mode);
    text_field(doc, "root", job.identity.root);
    if (!int_field(doc, "depth", job.identity.depth)) return "no whole number \"depth\"";
    if (!text_field(split, "id", job.identity.id)) return "no text \"split\".\"id\"";
    if (!int_field(split, "jobs", job.identity.jobs) || job.identity.jobs < 1)
        return "no whole number \"split\".\"jobs\"";
    if (job.identity.jobs > kMaxSplitJobs) {
        return "\"split\".\"jobs\" " + std::to_string(job.identity.jobs) +
               " is more than a split has (at most " + std::to_string(kMaxSplitJobs) + ")";
    }
    if (!int_field(split, "job", job.job) || job.job < 1 || job.job > job.identity.jobs) {
        return "\"split\".\"job\" is not a job number from 1 to " +
               std::to_string(job.identity.jobs);
    }
    if (!count_field(doc, "nodes", job.nodes)) return "no count \"nodes\"";
    if (!seconds_field(doc, "seconds", job.seconds)) return "no number \"seconds\"";
    if (!seconds_field(doc, "cpu_seconds", job.cpu_seconds)) return "no number \"cpu_seconds\"";
    return {};
}

// The job's subtrees, whose nodes add up to its "nodes"; what is wrong, empty when nothing.
std::string read_subtrees(const nlohmann::json& doc, ParsedJob& job) {
    auto list = doc.find("subtrees");
    if (list == doc.end() || !list->is_array()) return "no array \"subtrees\"";
    std::uint64_t sum = 0;
    for (const nlohmann::json& entry : *list) {
        std::string path;
        std::uint64_t nodes = 0;
        if (!entry.is_object() || !text_field(entry, "path", path) ||
            !count_field(entry, "nodes", nodes)) {
            return "a subtree without text \"path\" and count \"nodes\"";
        }
        if (!add_count(sum, nodes)) return "the nodes of its subtrees add up past 2^64 - 1";
        job.subtrees.emplace_back(parse_path(path), nodes);
    }
    if (sum != job.nodes) {
        return "\"nodes\" " + std::to_string(job.nodes) + " is not the sum of its subtrees (" +
               std::to_string(sum) + ")";
    }
    return {};
}

core::Result<ParsedJob> parse_job(const MergeInput& input) {
    const auto bad = [&input](const std::string& what) {
        return core::make_error(input.where + ": " + what);
    };
    const nlohmann::json doc = nlohmann::json::parse(input.text, nullptr, false);
    if (doc.is_discarded()) return bad("not JSON");
    if (!doc.is_object() || !doc.contains("split")) {
        return bad("not the result of a perft --split job (no \"split\")");
    }
    ParsedJob job;
    if (std::string wrong = read_job_fields(doc, job); !wrong.empty()) return bad(wrong);
    if (std::string wrong = read_subtrees(doc, job); !wrong.empty()) return bad(wrong);
    return job;
}

// The first field in which `b` differs from `a`, as "depth 6, not 7"; empty when none does.
std::string identity_difference(const SplitIdentity& a, const SplitIdentity& b) {
    const auto text = [](const char* name, const std::string& want, const std::string& got) {
        return want == got ? std::string()
                           : std::string(name) + " '" + got + "', not '" + want + "'";
    };
    for (std::string d : {text("game", a.game, b.game), text("impl", a.impl, b.impl),
                          text("mode", a.mode, b.mode), text("root", a.root, b.root)}) {
        if (!d.empty()) return d;
    }
    if (a.depth != b.depth) {
        return "depth " + std::to_string(b.depth) + ", not " + std::to_string(a.depth);
    }
    if (a.jobs != b.jobs) {
        return "a split into " + std::to_string(b.jobs) + " jobs, not " + std::to_string(a.jobs);
    }
    return text("split id", a.id, b.id);
}

}  // namespace

core::Result<MergedPerft> merge_split_results(const std::vector<MergeInput>& inputs) {
    if (inputs.empty()) return core::make_error("no job results to merge");
    MergedPerft merged;
    std::vector<std::string> seen;  // where each job came from, by job number - 1
    std::map<std::string, std::uint64_t> by_root_move;
    bool divide = true;
    for (const MergeInput& input : inputs) {
        auto parsed = parse_job(input);
        if (!parsed) return parsed.error();
        const ParsedJob& job = parsed.value();
        if (seen.empty()) {
            merged.identity = job.identity;
            seen.resize(static_cast<std::size_t>(job.identity.jobs));
        } else if (auto d = identity_difference(merged.identity, job.identity); !d.empty()) {
            return core::make_error(input.where + ": a job of another run (" + d + ")");
        }
        std::string& where = seen[static_cast<std::size_t>(job.job - 1)];
        if (!where.empty()) {
            return core::make_error("job " + std::to_string(job.job) + "/" +
                                    std::to_string(job.identity.jobs) + " appears twice (" + where +
                                    " and " + input.where + ")");
        }
        where = input.where;
        if (!add_count(merged.nodes, job.nodes))
            return core::make_error(input.where + ": the jobs' nodes add up past 2^64 - 1");
        merged.seconds += job.seconds;
        merged.cpu_seconds += job.cpu_seconds;
        for (const auto& [path, nodes] : job.subtrees) {
            if (path.empty()) {
                divide = false;
            } else if (!add_count(by_root_move[path.front()], nodes)) {
                return core::make_error(input.where + ": the nodes of root move " + path.front() +
                                        " add up past 2^64 - 1");
            }
        }
    }
    std::string missing;
    std::size_t missing_count = 0;
    for (std::size_t j = 0; j < seen.size(); ++j) {
        if (!seen[j].empty()) continue;
        if (++missing_count <= 10) missing += (missing.empty() ? "" : ", ") + std::to_string(j + 1);
    }
    if (missing_count == 1) {
        return core::make_error("job " + missing + "/" + std::to_string(seen.size()) +
                                " is missing");
    }
    if (missing_count > 1) {
        if (missing_count > 10) missing += ", ...";
        return core::make_error("jobs " + missing + " of " + std::to_string(seen.size()) +
                                " are missing (" + std::to_string(missing_count) + " of them)");
    }
    if (divide) {
        for (const auto& [move, nodes] : by_root_move) merged.divide.push_back({move, nodes});
    }
    return merged;
}

}  // namespace arbiter::oracle
