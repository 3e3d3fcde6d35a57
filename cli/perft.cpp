// `arbiter perft`: the leaf count of the move tree, optionally per root move, on several threads,
// or split into jobs for other machines and merged back (docs/cli.md, docs/cluster.md).

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <string>
#include <string_view>

#include "cli/command.h"
#include "core/text.h"
#include "formats/input_file.h"
#include "oracle/parallel_perft.h"
#include "oracle/perft_divide.h"
#include "oracle/registry.h"

namespace arbiter::cli {
namespace {
// "perft: 12/20 subtrees" on the progress line, when there is one (a terminal).
SubtreeProgressFn subtree_progress(Progress& bar) {
    if (!bar) return {};
    return [&bar](std::size_t done, std::size_t total) {
        bar.update("perft: " + std::to_string(done) + "/" + std::to_string(total) + " subtrees");
    };
}

constexpr int kMaxThreads = 1024;
constexpr int kMaxJobs = oracle::kMaxSplitJobs;
// The most bytes --merge reads from one FILE or stdin: a job's line holds its subtrees (a few KB
// even for a large split), so this is thousands of times what the largest split writes.
constexpr std::uintmax_t kMaxMergeBytes = std::uintmax_t{256} << 20;

double per_second(std::uint64_t nodes, double seconds) {
    return seconds > 0 ? static_cast<double>(nodes) / seconds : 0.0;
}

// `text` as one shell word: unchanged when it is plain, else in single quotes.
std::string shell_word(const std::string& text) {
    const bool plain = !text.empty() && text.find_first_not_of(
                                            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                            "0123456789,._/+-=:@") == std::string::npos;
    if (plain) return text;
    std::string out = "'";
    for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

void require(const Args& args, std::string_view flag, std::string_view help) {
    if (!args.has(flag)) throw UsageError{std::string(flag) + " is required: " + std::string(help)};
}

PerftMode mode_flag(const Args& args) {
    if (auto m = args.value("--mode")) {
        auto parsed = parse_perft_mode(*m);
        if (!parsed) throw UsageError{"--mode must be " + std::string(kPerftModeNames)};
        return *parsed;
    }
    return PerftMode::Bulk;
}

// A fresh adapter at --fen plus --moves for each worker.
AdapterFactory factory_for(const Args& args) {
    const core::Game game = require_game(args);
    const Impl impl = impl_flag(args);
    const std::string fen = *args.value("--fen");
    const std::vector<std::string>& moves = args.values("--moves");
    const bool chess960 = args.has("--chess960");
    return [game, impl, fen, moves, chess960]() -> core::Result<std::shared_ptr<Adapter>> {
        auto adapter = make_adapter(game, impl, chess960);
        if (!adapter) return adapter.error();
        auto set = adapter.value()->set_position(fen, moves);
        if (!set) return set.error();
        return adapter.value();
    };
}

SplitIdentity identity_of(const Adapter& root, int depth, PerftMode mode) {
    SplitIdentity identity;
    identity.game = std::string(core::game_name(root.game()));
    identity.impl = std::string(impl_name(root.impl()));
    identity.mode = std::string(perft_mode_name(mode));
    identity.root = root.fen();
    identity.depth = depth;
    return identity;
}

void print_report(const PerftReport& report, bool want_divide, bool json, int threads) {
    const double nps = per_second(report.nodes, report.seconds);
    const double cpu_nps = per_second(report.nodes, report.cpu_seconds);
    if (json) {
        nlohmann::json out = {{"nodes", report.nodes},
                              {"seconds", report.seconds},
                              {"nps", nps},
                              {"cpu_seconds", report.cpu_seconds},
                              {"cpu_nps", cpu_nps}};
        if (threads > 1) out["threads"] = threads;
        if (want_divide) {
            nlohmann::json divide = nlohmann::json::object();
            for (const auto& entry : report.divide) divide[entry.move] = entry.nodes;
            out["divide"] = divide;
        }
        std::cout << json_text(out) << '\n';
        return;
    }
    for (const auto& entry : report.divide) std::cout << entry.move << ": " << entry.nodes << '\n';
    if (want_divide) std::cout << '\n';
    std::cout << "nodes " << report.nodes << '\n';
    std::printf("time %.3f s, %.0f nodes/s (CPU %.3f s, %.0f nodes per CPU second)\n",
                report.seconds, nps, report.cpu_seconds, cpu_nps);
}

// --split K: the job command lines.
int print_split(const Args& args, Adapter& root, int depth, PerftMode mode, int jobs) {
    auto plan = plan_split(root, depth, jobs);
    if (!plan) throw UsageError{"--split " + std::to_string(jobs) + ": " + plan.error().message};
    SplitIdentity identity = identity_of(root, depth, mode);
    identity.jobs = jobs;
    identity.id = split_id(identity, plan.value());
    std::string common =
        "arbiter perft --game " + identity.game + " --fen " + shell_word(*args.value("--fen"));
    if (!args.values("--moves").empty()) {
        common += " --moves";
        for (const std::string& m : args.values("--moves")) common += ' ' + shell_word(m);
    }
    common += " --depth " + std::to_string(depth) + " --impl " + identity.impl;
    if (mode != PerftMode::Bulk) common += " --mode " + identity.mode;
    if (auto t = args.value("--threads")) common += " --threads " + *t;
    common += " --json --split-id " + identity.id;
    for (std::size_t j = 0; j < plan.value().jobs.size(); ++j) {
        std::string line =
            common + " --job " + std::to_string(j + 1) + "/" + std::to_string(jobs) + " --subtrees";
        for (const Path& path : plan.value().jobs[j].subtrees)
            line += ' ' + shell_word(path_text(path));
        std::cout << line << '\n';
    }
    return kExitOk;
}

// --job J/K --split-id ID --subtrees P ...: one job of a split.
int run_job(const Args& args, Adapter& root, const AdapterFactory& factory, int depth,
            PerftMode mode, int threads) {
    const std::string& job_text = *args.value("--job");
    const std::size_t slash = job_text.find('/');
    if (slash == std::string::npos) throw UsageError{"--job must be J/K, not '" + job_text + "'"};
    const int jobs = parse_int(job_text.substr(slash + 1), "--job's K", 1, kMaxJobs);
    const int job = parse_int(job_text.substr(0, slash), "--job's J", 1, jobs);
    require(args, "--split-id", "the split's id, as --split printed it");
    if (!args.has("--subtrees")) {
        throw UsageError{
            "--subtrees is required with --job: the job's subtrees, as --split "
            "printed them"};
    }
    SplitIdentity identity = identity_of(root, depth, mode);
    identity.jobs = jobs;
    identity.id = *args.value("--split-id");
    std::vector<Path> paths;
    for (const std::string& text : args.values("--subtrees")) paths.push_back(parse_path(text));
    Progress bar(depth >= 4);
    const SubtreeProgressFn progress = subtree_progress(bar);
    const auto start = std::chrono::steady_clock::now();
    const double cpu_start = process_cpu_seconds();
    auto counts = count_subtrees(factory, paths, depth, mode, threads, progress);
    bar.done();
    if (!counts) throw UsageError{counts.error().message};
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const nlohmann::json out = split_result_json(identity, job, paths, counts.value(), seconds,
                                                 process_cpu_seconds() - cpu_start);
    if (args.has("--json")) {
        std::cout << json_text(out) << '\n';
    } else {
        const std::uint64_t nodes = out["nodes"].get<std::uint64_t>();
        std::cout << "job " << job << "/" << jobs << " nodes " << nodes << '\n';
        std::printf("time %.3f s, %.0f nodes/s\n", seconds, per_second(nodes, seconds));
    }
    return kExitOk;
}

// The text of one --merge input: FILE through the checked opener every command uses (a directory,
// a FIFO or a device such as /dev/zero is refused by name), or stdin ("-"); either at most
// kMaxMergeBytes.
std::string merge_input_text(const std::string& file) {
    if (file != "-") {
        auto text = formats::read_input_file(file, kMaxMergeBytes);
        if (!text) throw UsageError{"--merge: " + text.error().message};
        return std::move(text.value());
    }
    std::string text;
    char buffer[1 << 16];
    while (std::cin.read(buffer, sizeof buffer) || std::cin.gcount() > 0) {
        if (text.size() + static_cast<std::size_t>(std::cin.gcount()) > kMaxMergeBytes) {
            throw UsageError{"--merge: stdin is larger than " +
                             std::to_string(kMaxMergeBytes >> 20) + " MiB"};
        }
        text.append(buffer, static_cast<std::size_t>(std::cin.gcount()));
    }
    return text;
}

// --merge [FILE ...|-]: the jobs' results added up.
int run_merge(const Args& args) {
    for (std::string_view flag : {"--game", "--fen", "--moves", "--impl", "--depth", "--mode",
                                  "--threads", "--split", "--job", "--split-id", "--subtrees"}) {
        if (args.has(flag)) {
            throw UsageError{"--merge takes the results from its FILEs (or stdin); " +
                             std::string(flag) + " does not go with it"};
        }
    }
    std::vector<std::string> files = args.values("--merge");
    if (files.empty()) files.push_back("-");
    std::vector<MergeInput> inputs;
    for (const std::string& file : files) {
        const std::string name = file == "-" ? "stdin" : file;
        const std::string text = merge_input_text(file);
        std::size_t number = 0;
        for (std::size_t at = 0; at < text.size();) {
            std::size_t end = text.find('\n', at);
            if (end == std::string::npos) end = text.size();
            ++number;
            const std::string_view line(text.data() + at, end - at);
            if (!core::trim_ascii_space(line).empty())
                inputs.push_back({name + ":" + std::to_string(number), std::string(line)});
            at = end + 1;
        }
    }
    auto merged = merge_split_results(inputs);
    if (!merged) throw UsageError{"--merge: " + merged.error().message};
    const MergedPerft& m = merged.value();
    const bool want_divide = args.has("--divide");
    if (want_divide && m.divide.empty() && m.nodes > 0) {
        throw UsageError{"--merge --divide: the split did not cut below the root"};
    }
    if (args.has("--json")) {
        nlohmann::json out = {{"nodes", m.nodes},
                              {"seconds", m.seconds},
                              {"nps", per_second(m.nodes, m.seconds)},
                              {"cpu_seconds", m.cpu_seconds},
                              {"cpu_nps", per_second(m.nodes, m.cpu_seconds)},
                              {"game", m.identity.game},
                              {"impl", m.identity.impl},
                              {"mode", m.identity.mode},
                              {"root", m.identity.root},
                              {"depth", m.identity.depth},
                              {"split", {{"id", m.identity.id}, {"jobs", m.identity.jobs}}}};
        if (want_divide) {
            nlohmann::json divide = nlohmann::json::object();
            for (const auto& entry : m.divide) divide[entry.move] = entry.nodes;
            out["divide"] = divide;
        }
        std::cout << json_text(out) << '\n';
        return kExitOk;
    }
    if (want_divide) {
        for (const auto& entry : m.divide) std::cout << entry.move << ": " << entry.nodes << '\n';
        std::cout << '\n';
    }
    std::cout << "nodes " << m.nodes << '\n';
    std::printf(
        "time %.3f s, %.0f nodes/s (CPU %.3f s, %.0f nodes per CPU second; %d jobs "
        "summed)\n",
        m.seconds, per_second(m.nodes, m.seconds), m.cpu_seconds,
        per_second(m.nodes, m.cpu_seconds), m.identity.jobs);
    return kExitOk;
}

int run(const Args& args) {
    if (args.has("--merge")) return run_merge(args);
    const int depth = depth_flag(args, 0, kMaxPerftDepth);
    const PerftMode mode = mode_flag(args);
    const int threads = int_flag(args, "--threads", 1, kMaxThreads, 1);
    const bool want_divide = args.has("--divide");
    auto root = positioned_adapter(args);
    const AdapterFactory factory = factory_for(args);
    if (args.has("--split")) {
        const int jobs = parse_int(*args.value("--split"), "--split", 1, kMaxJobs);
        for (std::string_view flag : {"--divide", "--job", "--split-id", "--subtrees"}) {
            if (args.has(flag)) {
                throw UsageError{"--split prints the jobs' command lines; " + std::string(flag) +
                                 " does not go with it"};
            }
        }
        return print_split(args, *root, depth, mode, jobs);
    }
    if (args.has("--job")) {
        if (want_divide) {
            throw UsageError{
                "--job counts its subtrees (its --json lists them); --divide does "
                "not go with it"};
        }
        return run_job(args, *root, factory, depth, mode, threads);
    }
    for (std::string_view flag : {"--split-id", "--subtrees"}) {
        if (args.has(flag)) {
            throw UsageError{std::string(flag) +
                             " belongs to a job of --split: give --job J/K too"};
        }
    }
    Progress bar(depth >= 4);
    const SubtreeProgressFn progress = subtree_progress(bar);
    PerftReport report;
    if (threads <= 1) {
        ProgressFn root_progress;
        if (bar) {
            root_progress = [&bar](std::size_t done, std::size_t total, std::string_view move) {
                bar.update("perft: " + std::to_string(done) + "/" + std::to_string(total) +
                           " root moves (" + std::string(move) + ")");
            };
        }
        report = run_perft(*root, depth, mode, want_divide, root_progress);
    } else {
        auto counted = run_parallel_perft(factory, depth, mode, threads, want_divide, progress);
        if (!counted) throw UsageError{counted.error().message};
        report = counted.value();
    }
    bar.done();
    print_report(report, want_divide, args.has("--json"), threads);
    return kExitOk;
}

}  // namespace

Command perft_command() {
    std::vector<Flag> flags = position_flags();
    flags.push_back(flag::depth.required_flag().with_help("plies to count, 0 to 20"));
    flags.push_back({"--divide", Arity::Switch, "", "the count under each root move too"});
    flags.push_back({"--mode", Arity::One, "bulk|full",
                     "bulk: count the moves at the last ply (default); full: play them too"});
    flags.push_back({"--threads", Arity::One, "N",
                     "count on N threads, the root moves shared among them (default 1)"});
    flags.push_back({"--split", Arity::One, "K",
                     "print K balanced jobs, one `arbiter perft ... --json` line each"});
    flags.push_back({"--merge", Arity::Many, "FILE|-",
                     "add up the jobs' --json results (stdin when no FILE or -); alone"});
    flags.push_back({"--job", Arity::One, "J/K", "job J of a split into K (lines of --split)"});
    flags.push_back({"--split-id", Arity::One, "ID", "the split's id (lines of --split)"});
    flags.push_back({"--subtrees", Arity::Many, "PATH",
                     "the job's subtrees, moves joined by commas (lines of --split)"});
    flags.push_back(flag::json);
    return {"perft",
            "counts the leaves of the move tree --depth plies deep (perft); --divide: per root "
            "move too;\n--threads N: on N threads; --split K | parallel | perft --merge -: on "
            "many machines",
            flags, run, "--merge"};
}

}  // namespace arbiter::cli
