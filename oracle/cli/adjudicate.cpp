// `arbiter adjudicate`: replays one game record with the reference implementation and prints the
// verdict (result, winner, the rule ID that decided it, the ply) and every foul (docs/cli.md).
// The work is oracle/adjudicate/adjudicate.h's; a record that cannot be replayed is bad input.

#include "oracle/adjudicate/adjudicate.h"

#include <iostream>

#include "oracle/adjudicate/record.h"
#include "oracle/cli/command.h"

namespace arbiter::cli {
namespace {

namespace adj = arbiter::oracle::adjudicate;

int run(const Args& args) {
    const Game game = require_game(args);
    if (args.positional.size() != 1) throw UsageError{"adjudicate needs exactly one RECORD.json"};
    const std::string& path = args.positional.front();
    auto record = adj::load_record(path);
    if (!record) throw UsageError{record.error().message};
    if (record.value().game != game) {
        throw UsageError{path + ": /game: the record is a " +
                         std::string(game_name(record.value().game)) + " game, not " +
                         std::string(game_name(game))};
    }
    auto verdict = adj::adjudicate(record.value());
    if (!verdict) throw UsageError{verdict.error().message};
    if (args.has("--json")) {
        std::cout << adj::verdict_json(verdict.value()) << '\n';
    } else {
        std::cout << adj::verdict_text(verdict.value());
    }
    return kExitOk;
}

}  // namespace

Command adjudicate_command() {
    return {"adjudicate",
            "replays a whole game record: verdict, rule ID, ply and fouls",
            {
                {"RECORD", Arity::Positional, "", "the game record (corpus/records/*.json)", true},
                flag::game.required_flag().with_help("the record's game: chess, xiangqi or shogi"),
                flag::json,
            },
            run};
}

}  // namespace arbiter::cli
