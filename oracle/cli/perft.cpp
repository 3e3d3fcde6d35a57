// `arbiter perft`: the leaf count of the move tree, optionally per root move (docs/cli.md).

#include <cstdio>
#include <iostream>

#include "oracle/cli/command.h"
#include "oracle/perft_divide.h"

namespace arbiter::cli {
namespace {

int run(const Args& args) {
    auto adapter = positioned_adapter(args);
    const int depth = depth_flag(args, 0, kMaxPerftDepth);
    PerftMode mode = PerftMode::Bulk;
    if (auto m = args.value("--mode")) {
        auto parsed = parse_perft_mode(*m);
        if (!parsed) throw UsageError{"--mode must be " + std::string(kPerftModeNames)};
        mode = *parsed;
    }
    const bool want_divide = args.has("--divide");
    Progress bar(depth >= 4);
    ProgressFn progress;
    if (bar) {
        progress = [&bar](std::size_t done, std::size_t total, std::string_view move) {
            bar.update("perft: " + std::to_string(done) + "/" + std::to_string(total) +
                       " root moves (" + std::string(move) + ")");
        };
    }
    const PerftReport report = run_perft(*adapter, depth, mode, want_divide, progress);
    bar.done();
    const double nps =
        report.seconds > 0 ? static_cast<double>(report.nodes) / report.seconds : 0.0;
    if (args.has("--json")) {
        nlohmann::json out = {{"nodes", report.nodes}, {"seconds", report.seconds}, {"nps", nps}};
        if (want_divide) {
            nlohmann::json divide = nlohmann::json::object();
            for (const auto& entry : report.divide) divide[entry.move] = entry.nodes;
            out["divide"] = divide;
        }
        std::cout << out.dump() << '\n';
    } else {
        for (const auto& entry : report.divide)
            std::cout << entry.move << ": " << entry.nodes << '\n';
        if (want_divide) std::cout << '\n';
        std::cout << "nodes " << report.nodes << '\n';
        std::printf("time %.3f s, %.0f nodes/s\n", report.seconds, nps);
    }
    return kExitOk;
}

}  // namespace

Command perft_command() {
    std::vector<Flag> flags = position_flags();
    flags.push_back(flag::depth.required_flag().with_help("plies to count, 0 to 20"));
    flags.push_back({"--divide", Arity::Switch, "", "the count under each root move too"});
    flags.push_back({"--mode", Arity::One, "bulk|full",
                     "bulk: count the moves at the last ply (default); full: play them too"});
    flags.push_back(flag::json);
    return {"perft",
            "counts the leaves of the move tree --depth plies deep (perft); --divide: per root "
            "move too",
            flags, run};
}

}  // namespace arbiter::cli
