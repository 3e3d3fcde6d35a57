// `arbiter diff`: reference against fast from one position; on a difference, the shortest line on
// which the two disagree (docs/cli.md). Exit 1 when they differ.

#include <iostream>
#include <stdexcept>
#include <variant>

#include "cli/command.h"
#include "oracle/registry.h"
#include "oracle/shrink.h"

namespace arbiter::cli {
namespace {

using nlohmann::json;

int run(const Args& args) {
    const core::Game game = require_game(args);
    const int depth = depth_flag(args, 1, kMaxPerftDepth);
    const std::string* fen = args.value("--fen");
    if (!fen) throw UsageError{"--fen is required (a FEN/SFEN, or startpos)"};
    const std::vector<std::string>& moves = args.values("--moves");
    std::shared_ptr<Adapter> sides[2];
    for (Impl impl : {Impl::Reference, Impl::Fast}) {
        auto adapter = make_adapter(game, impl, args.has("--chess960"));
        if (!adapter) throw UsageError{adapter.error().message};
        auto set = adapter.value()->set_position(*fen, moves);
        if (!set) throw UsageError{std::string(impl_name(impl)) + ": " + set.error().message};
        sides[impl == Impl::Reference ? 0 : 1] = adapter.value();
    }
    Progress bar;
    DiffProgressFn progress;
    if (bar) {
        progress = [&bar](const std::vector<std::string>& line) {
            bar.update("diff: descending " + (line.empty() ? std::string() : line.back()));
        };
    }
    // The reference is "ours" and judges the moves only one side lists; fast is "theirs".
    AdapterDivideSource ours(*sides[0]);
    AdapterDivideSource theirs(*sides[1]);
    auto judge = make_adapter(game, Impl::Reference, args.has("--chess960"));
    if (!judge) throw UsageError{judge.error().message};
    if (auto set = judge.value()->set_position(*fen, moves); !set) {
        throw UsageError{set.error().message};
    }
    const DivergenceResult result = find_divergence(ours, theirs, *judge.value(), depth, progress);
    bar.done();
    if (const auto* failure = std::get_if<SearchFailure>(&result)) {
        throw std::runtime_error("diff: " + std::string(failure->ours ? "reference" : "fast") +
                                 ": " + failure->failure.what);
    }
    const auto* divergence = std::get_if<Divergence>(&result);
    if (args.has("--json")) {
        json out = {{"agree", divergence == nullptr}, {"depth", depth}};
        if (divergence) out["difference"] = divergence_json(*divergence, "reference", "fast");
        std::cout << json_text(out) << '\n';
    } else if (!divergence) {
        std::cout << "reference and fast agree to depth " << depth << '\n';
    } else {
        if (divergence->root_ours != divergence->root_theirs) {
            std::cout << "perft " << divergence->root_depth << " differs at the root: reference "
                      << divergence->root_ours << ", fast " << divergence->root_theirs << '\n';
        }
        std::cout << "line:      " << joined_moves(divergence->line) << '\n'
                  << "position:  " << divergence->fen << '\n'
                  << "only in reference: " << verdicts_text(divergence->only_ours) << '\n'
                  << "only in fast:      " << verdicts_text(divergence->only_theirs) << '\n';
        for (const auto& c : divergence->count_differences) {
            std::cout << "perft " << divergence->node_depth << " after " << c.move << ": reference "
                      << c.ours << ", fast " << c.theirs << '\n';
        }
        if (divergence->check_ours) {
            std::cout << "in check: reference " << (*divergence->check_ours ? "yes" : "no")
                      << ", fast " << (*divergence->check_theirs ? "yes" : "no") << '\n';
        }
    }
    return divergence ? kExitFound : kExitOk;
}

}  // namespace

Command diff_command() {
    return {"diff",
            "reference against fast from the position: perft divides compared, and on a difference "
            "the shortest line on which they disagree",
            {flag::game.required_flag(), flag::fen.required_flag(), flag::moves,
             flag::depth.required_flag().with_help("plies compared at the root, 1 to 20"),
             flag::json, flag::chess960},
            run,
            {},
            "the two sides differ: the shortest line to the difference is printed"};
}

}  // namespace arbiter::cli
