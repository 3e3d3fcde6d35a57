// `arbiter bench`: perft throughput of reference and fast, timed in CPU seconds (docs/cli.md).

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "cli/command.h"
#include "core/text.h"
#include "oracle/registry.h"

#ifndef ARBITER_COMPILER
#define ARBITER_COMPILER "unknown compiler"
#endif
#ifndef ARBITER_BUILD_TYPE
#define ARBITER_BUILD_TYPE "unknown"
#endif
#ifndef ARBITER_CHESS_BUILD_FLAGS
#define ARBITER_CHESS_BUILD_FLAGS "unknown"
#endif

namespace arbiter::cli {
namespace {

using nlohmann::json;

struct BenchPosition {
    core::Game game;
    std::string name;
    std::string fen;
    int depth;  // default depth
};

std::vector<BenchPosition> fixed_positions() {
    return {
        {core::Game::Chess, "start", "startpos", 5},
        {core::Game::Chess, "kiwipete",
         "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4},
        {core::Game::Xiangqi, "start", "startpos", 4},
        {core::Game::Shogi, "start", "startpos", 4},
    };
}

// --chess960: start position 0 (BBQNNRKR) and position 1 of the Chess960 perft suite of the
// Chessprogramming wiki (Shredder-FEN HFhf: all four castling rights, both sides' pieces out).
std::vector<BenchPosition> chess960_positions() {
    return {
        {core::Game::Chess, "960-0", "chess960:0", 5},
        {core::Game::Chess, "960-suite1",
         "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", 4},
    };
}

int default_depth(core::Game game) { return game == core::Game::Chess ? 5 : 4; }

double clock_seconds(clockid_t clock) {
    timespec t{};
    clock_gettime(clock, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

struct Spread {
    double min = 0, median = 0, max = 0;
};

Spread spread(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    const double median = n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    return {v.front(), median, v.back()};
}

json spread_json(const Spread& s) { return {{"min", s.min}, {"median", s.median}, {"max", s.max}}; }

// The first "model name" of /proc/cpuinfo (Linux), or "unknown".
std::string cpu_model() {
    std::ifstream in("/proc/cpuinfo");
    std::string line;
    while (std::getline(in, line)) {
        if (!line.starts_with("model name")) continue;
        const auto colon = line.find(':');
        if (colon == std::string::npos) break;
        const std::string_view model =
            core::trim_ascii_space(std::string_view(line).substr(colon + 1));
        return model.empty() ? "unknown" : std::string(model);
    }
    return "unknown";
}

json build_json() {
    return {{"compiler", ARBITER_COMPILER},
            {"build_type", ARBITER_BUILD_TYPE},
            {"chess_flags", ARBITER_CHESS_BUILD_FLAGS},
            {"chess_sliders", oracle::chess_slider_lookup()},
            {"cpu", cpu_model()}};
}

struct Measured {
    std::uint64_t nodes = 0;
    Spread cpu, wall;
};

// One untimed warm-up (tables built, pages touched), then `repeat` timed runs.
Measured measure(Adapter& adapter, int depth, int repeat) {
    (void)adapter.perft(std::min(depth, 2), PerftMode::Bulk);
    Measured m;
    std::vector<double> cpu, wall;
    for (int r = 0; r < repeat; ++r) {
        const double c0 = clock_seconds(CLOCK_PROCESS_CPUTIME_ID);
        const double w0 = clock_seconds(CLOCK_MONOTONIC);
        const std::uint64_t nodes = adapter.perft(depth, PerftMode::Bulk);
        cpu.push_back(clock_seconds(CLOCK_PROCESS_CPUTIME_ID) - c0);
        wall.push_back(clock_seconds(CLOCK_MONOTONIC) - w0);
        if (r > 0 && nodes != m.nodes) {
            throw std::runtime_error("perft gave " + std::to_string(m.nodes) + " then " +
                                     std::to_string(nodes) + " nodes on the same position");
        }
        m.nodes = nodes;
    }
    m.cpu = spread(cpu);
    m.wall = spread(wall);
    return m;
}

// The positions to measure: --fen (with --game), the Chess960 ones, else the fixed ones (of
// --game only, when given).
std::vector<BenchPosition> selected_positions(const Args& args,
                                              const std::optional<core::Game>& only_game,
                                              bool chess960) {
    std::vector<BenchPosition> positions;
    if (const std::string* fen = args.value("--fen")) {
        if (!only_game)
            throw UsageError{"--fen needs --game (" + std::string(core::kGameNames) + ")"};
        positions.push_back({*only_game, "fen", *fen, default_depth(*only_game)});
    } else if (chess960) {
        positions = chess960_positions();
    } else {
        for (const BenchPosition& p : fixed_positions())
            if (!only_game || p.game == *only_game) positions.push_back(p);
    }
    return positions;
}

// One position measured with one implementation.
struct Job {
    const BenchPosition* position;
    Impl impl;
    std::shared_ptr<Adapter> adapter;
};

// Every position set up with every implementation before anything is printed: bad input leaves
// stdout empty. `skipped`: an implementation without Chess960, left out of the default two.
std::vector<Job> set_up_jobs(const Args& args, const std::vector<BenchPosition>& positions,
                             const std::vector<Impl>& impls, bool chess960,
                             std::optional<std::string>& skipped) {
    std::vector<Job> jobs;
    for (const BenchPosition& p : positions) {
        for (Impl impl : impls) {
            auto adapter = make_adapter(p.game, impl, chess960);
            if (!adapter) {
                // Asked for by --impl: bad input; one of the default two: left out, said below.
                if (args.has("--impl")) throw UsageError{adapter.error().message};
                skipped = adapter.error().message;
                continue;
            }
            auto set = adapter.value()->set_position(p.fen, {});
            if (!set) throw UsageError{set.error().message};
            jobs.push_back({&p, impl, adapter.value()});
        }
    }
    return jobs;
}

// One measured job: its JSON row, and its table line unless --json. `ratio`: fast against the
// reference on the same position, when both were measured.
json report_job(const Job& job, int depth, int repeat, const Measured& m, double nps,
                std::optional<double> ratio, bool json_out) {
    const BenchPosition& p = *job.position;
    const std::string game(core::game_name(p.game));
    const std::string impl_text(impl_name(job.impl));
    if (!json_out) {
        std::printf("%-8s %-10s %5d %12llu %10s %10.4f %10.4f %10.4f %14.0f ", game.c_str(),
                    p.name.c_str(), depth, static_cast<unsigned long long>(m.nodes),
                    impl_text.c_str(), m.cpu.min, m.cpu.median, m.cpu.max, nps);
        if (ratio)
            std::printf("%6.1fx\n", *ratio);
        else
            std::printf("%7s\n", "-");
        std::fflush(stdout);
    }
    return {{"game", game},
            {"position", p.name},
            {"fen", p.fen},
            {"depth", depth},
            {"nodes", m.nodes},
            {"impl", impl_text},
            {"repeat", repeat},
            {"cpu_seconds", spread_json(m.cpu)},
            {"wall_seconds", spread_json(m.wall)},
            {"seconds", m.wall.median},
            {"nps", nps},
            {"ratio_to_reference", ratio ? json(*ratio) : json(nullptr)}};
}

// The build line under the table.
void print_build_line() {
    const json b = build_json();
    std::printf("build: %s, %s; fast chess flags: %s; chess sliders: %s; cpu: %s\n",
                b["compiler"].get<std::string>().c_str(),
                b["build_type"].get<std::string>().c_str(),
                b["chess_flags"].get<std::string>().c_str(),
                b["chess_sliders"].get<std::string>().c_str(), b["cpu"].get<std::string>().c_str());
}

int run(const Args& args) {
    const std::optional<core::Game> only_game = game_filter(args);
    const std::optional<int> depth_given = optional_depth_flag(args, 1, kMaxPerftDepth);
    const int repeat = int_flag(args, "--repeat", 1, 1000, 1);
    const bool json_out = args.has("--json");
    std::vector<Impl> impls = {Impl::Reference, Impl::Fast};
    if (args.has("--impl")) impls = {impl_flag(args)};
    const bool chess960 = args.has("--chess960");
    if (only_game) check_flag_game(args, "--chess960", core::Game::Chess, *only_game);
    const std::vector<BenchPosition> positions = selected_positions(args, only_game, chess960);
    std::optional<std::string> skipped;
    const std::vector<Job> jobs = set_up_jobs(args, positions, impls, chess960, skipped);

    json rows = json::array();
    if (!json_out) {
        std::printf("%-8s %-10s %5s %12s %10s %10s %10s %10s %14s %7s\n", "game", "position",
                    "depth", "nodes", "impl", "cpu_min", "cpu_median", "cpu_max", "nodes/s(cpu)",
                    "ratio");
    }
    Progress progress;
    double reference_nps = 0;
    const BenchPosition* last = nullptr;
    for (const Job& job : jobs) {
        const BenchPosition& p = *job.position;
        if (&p != last) reference_nps = 0;
        last = &p;
        const int depth = depth_given.value_or(p.depth);
        progress.update("bench: " + std::string(core::game_name(p.game)) + " " + p.name + " " +
                        std::string(impl_name(job.impl)) + " depth " + std::to_string(depth) +
                        " x" + std::to_string(repeat) + "...");
        const Measured m = measure(*job.adapter, depth, repeat);
        progress.done();
        const double nps = m.cpu.median > 0 ? static_cast<double>(m.nodes) / m.cpu.median : 0;
        if (job.impl == Impl::Reference) reference_nps = nps;
        std::optional<double> ratio;
        if (job.impl == Impl::Fast && reference_nps > 0) ratio = nps / reference_nps;
        rows.push_back(report_job(job, depth, repeat, m, nps, ratio, json_out));
    }
    if (skipped) std::cerr << "arbiter: note: left out: " << *skipped << '\n';
    if (json_out)
        std::cout << json_text(json{{"build", build_json()}, {"bench", rows}}, 2) << '\n';
    else
        print_build_line();
    return kExitOk;
}

}  // namespace

Command bench_command() {
    return {"bench",
            "perft throughput in CPU seconds (min/median/max over --repeat runs), reference "
            "against fast, on each game's start position (and Kiwipete for chess) or on --fen",
            {
                flag::game.with_help("only this game (chess, xiangqi or shogi); required by --fen"),
                {"--fen", Arity::One, "FEN|startpos", "this position instead of the fixed ones"},
                flag::depth.with_help("instead of each position's own depth, 1 to 20"),
                {"--repeat", Arity::One, "K",
                 "timed runs per position and implementation, 1 to "
                 "1000 (default 1; one untimed warm-up first)"},
                flag::impl.with_help("only this implementation (default both, with the ratio)"),
                flag::chess960.with_help(
                    "chess: Chess960 (start position 0 and a position of the Chess960 perft "
                    "suite; with --fen, that position as Chess960)"),
                flag::json,
            },
            run};
}

}  // namespace arbiter::cli
