// `arbiter touch`: the moves a touch-move obligation allows (chess.touch-move: FIDE Laws 4.3-4.5;
// xiangqi.touch-move), with the clause that decided (docs/cli.md). The work is
// referee/adjudicate/adjudicate.h's touch_query.

#include <iostream>

#include "cli/command.h"
#include "referee/adjudicate/adjudicate.h"

namespace arbiter::cli {
namespace {

int run(const Args& args) {
    const core::Game game = require_game(args);
    const std::string* fen = args.value("--fen");
    if (!fen) throw UsageError{"--fen is required (a FEN/SFEN, or startpos)"};
    const std::vector<std::string>& touches = args.values("--touch");
    if (touches.empty()) throw UsageError{"give at least one --touch SQ"};
    auto answer = arbiter::referee::adjudicate::touch_query(game, *fen, args.values("--moves"),
                                                            touches, args.has("--simultaneous"),
                                                            args.has("--chess960"));
    if (!answer) throw UsageError{answer.error().message};
    if (args.has("--json")) {
        const nlohmann::json out{{"moves", answer.value().allowed},
                                 {"binding", answer.value().binding},
                                 {"clause", answer.value().clause}};
        std::cout << json_text(out) << '\n';
    } else {
        std::cout << answer.value().clause << '\n';
        for (const auto& move : answer.value().allowed) std::cout << move << '\n';
    }
    return kExitOk;
}

}  // namespace

Command touch_command() {
    return {
        "touch",
        "lists the moves a touch-move obligation allows (--touch may be repeated; order = touch "
        "order)",
        {
            flag::game.required_flag().with_help("chess or xiangqi"),
            flag::fen.required_flag(),
            flag::moves,
            {"--touch", Arity::Many, "SQ", "the squares / points touched, in order (at least one)",
             true},
            {"--simultaneous", Arity::Switch, "", "the last two were touched at the same moment"},
            flag::chess960.with_help(
                "chess: a Chess960 game (king then rook touched: castling, king takes rook)"),
            flag::json,
        },
        run};
}

}  // namespace arbiter::cli
