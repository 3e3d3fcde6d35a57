// `arbiter bench`: perft throughput of reference and fast on fixed positions (docs/cli.md).

#include <cstdio>
#include <iostream>

#include "oracle/cli/command.h"
#include "oracle/perft_divide.h"
#include "oracle/registry.h"

namespace arbiter::cli {
namespace {

using nlohmann::json;

struct BenchPosition {
    Game game;
    const char* name;
    const char* fen;
    int depth;  // default depth
};

const BenchPosition kBenchPositions[] = {
    {Game::Chess, "start", "startpos", 5},
    {Game::Chess, "kiwipete",
     "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4},
    {Game::Xiangqi, "start", "startpos", 4},
    {Game::Shogi, "start", "startpos", 4},
};

int run(const Args& args) {
    const std::optional<Game> only_game = game_filter(args);
    const std::optional<int> depth_given = optional_depth_flag(args, 1, kMaxPerftDepth);
    const bool json_out = args.has("--json");
    json rows = json::array();
    if (!json_out) {
        std::printf("%-8s %-9s %5s %12s %10s %14s %14s %7s\n", "game", "position", "depth", "nodes",
                    "impl", "seconds", "nodes/s", "ratio");
    }
    Progress progress;
    for (const BenchPosition& p : kBenchPositions) {
        if (only_game && p.game != *only_game) continue;
        const int depth = depth_given.value_or(p.depth);
        double reference_nps = 0;
        for (Impl impl : {Impl::Reference, Impl::Fast}) {
            auto adapter = make_adapter(p.game, impl);
            if (!adapter) continue;
            auto set = adapter.value()->set_position(p.fen, {});
            if (!set) throw UsageError{set.error().message};
            const std::string game(game_name(p.game));
            const std::string impl_text(impl_name(impl));
            progress.update("bench: " + game + " " + p.name + " " + impl_text + " depth " +
                            std::to_string(depth) + "...");
            const PerftReport r = run_perft(*adapter.value(), depth, PerftMode::Bulk, false);
            progress.done();
            const double nps = r.seconds > 0 ? static_cast<double>(r.nodes) / r.seconds : 0;
            if (impl == Impl::Reference) reference_nps = nps;
            const double ratio =
                impl == Impl::Fast && reference_nps > 0 ? nps / reference_nps : 1.0;
            rows.push_back({{"game", game},
                            {"position", p.name},
                            {"depth", depth},
                            {"nodes", r.nodes},
                            {"impl", impl_text},
                            {"seconds", r.seconds},
                            {"nps", nps},
                            {"ratio_to_reference", ratio}});
            if (!json_out) {
                std::printf("%-8s %-9s %5d %12llu %10s %14.3f %14.0f %6.1fx\n", game.c_str(),
                            p.name, depth, static_cast<unsigned long long>(r.nodes),
                            impl_text.c_str(), r.seconds, nps, ratio);
                std::fflush(stdout);
            }
        }
    }
    if (json_out) std::cout << json{{"bench", rows}}.dump(2) << '\n';
    return kExitOk;
}

}  // namespace

Command bench_command() {
    return {"bench",
            "perft throughput, reference against fast, on each game's start position (and "
            "Kiwipete for chess)",
            {
                flag::game.with_help("only this game (chess, xiangqi or shogi)"),
                flag::depth.with_help("instead of each position's own depth, 1 to 20"),
                flag::json,
            },
            run};
}

}  // namespace arbiter::cli
