// `arbiter legal`: the legal moves of a position, sorted, and whether the side to move is in check
// (docs/cli.md).

#include <iostream>

#include "cli/command.h"

namespace arbiter::cli {
namespace {

// --notation: the game's native notation by default (chess uci).
std::vector<std::string> legal_moves(const Args& args, const Adapter& adapter) {
    const std::string* name = args.value("--notation");
    if (!name) return adapter.legal_moves();
    const auto notation = core::parse_notation(*name);
    if (!notation) throw UsageError{"--notation: unknown notation '" + *name + "'"};
    auto moves = adapter.legal_moves_in(*notation);
    if (!moves) throw UsageError{"--notation: " + moves.error().message};
    return moves.value();
}

int run(const Args& args) {
    auto adapter = positioned_adapter(args);
    const auto moves = legal_moves(args, *adapter);
    const bool check = adapter->in_check();
    if (args.has("--json")) {
        std::cout << json_text(nlohmann::json{{"moves", moves}, {"in_check", check}}) << '\n';
    } else {
        for (std::size_t i = 0; i < moves.size(); ++i) std::cout << (i ? " " : "") << moves[i];
        std::cout << '\n' << moves.size() << " legal moves" << (check ? ", in check" : "") << '\n';
    }
    return kExitOk;
}

}  // namespace

Command legal_command() {
    std::vector<Flag> flags = position_flags();
    flags.push_back({"--notation", Arity::One, "uci|san|ucci|iccs|wxf|chinese|usi",
                     "how moves are written (default: the game's own; chess also san; "
                     "xiangqi also iccs, wxf, chinese)"});
    flags.push_back(flag::json);
    return {"legal", "lists the legal moves of the position (sorted) and whether it is check",
            flags, run};
}

}  // namespace arbiter::cli
