// `arbiter export`: a game given as FEN and moves, written as PGN (docs/cli.md, docs/records.md).
// The moves (docs/rules.md notation) are played and written in SAN by the reference; the Result is
// --result, or what the rules decide at the end (1-0, 0-1, 1/2-1/2), or *.

#include <cctype>
#include <iostream>

#include "oracle/cli/command.h"
#include "oracle/records/check.h"
#include "oracle/records/pgn.h"

namespace arbiter::cli {
namespace {

namespace rec = arbiter::oracle::records;

int run(const Args& args) {
    const Game game = require_game(args);
    if (game != Game::Chess) {
        throw UsageError{"export writes chess games as PGN; " + std::string(game_name(game)) +
                         " is not written yet"};
    }
    const std::string fen = *args.value("--fen");
    auto line = rec::record_line(game, fen, args.values("--moves"));
    if (!line) throw UsageError{line.error().message};
    rec::PgnGame pgn;
    for (const std::string& tag : args.values("--tag")) {
        const std::size_t eq = tag.find('=');
        if (eq == std::string::npos || eq == 0) {
            throw UsageError{"--tag takes NAME=VALUE, not '" + tag + "'"};
        }
        const std::string name = tag.substr(0, eq);
        for (const char c : name) {
            if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') {
                throw UsageError{"--tag: a tag name is letters, digits and '_', not '" + name +
                                 "'"};
            }
        }
        pgn.tags.emplace_back(name, tag.substr(eq + 1));
    }
    if (fen != "startpos" && fen != "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
        pgn.fen = fen;
    pgn.moves = std::move(line.value().moves);
    const rec::Ending& end = line.value().ending;
    pgn.result = !end.over()            ? "*"
                 : end.result == "draw" ? "1/2-1/2"
                 : end.winner == 0      ? "1-0"
                                        : "0-1";
    if (const std::string* r = args.value("--result")) {
        if (rec::pgn_result(*r) == rec::ClaimedResult::Other ||
            rec::pgn_result(*r) == rec::ClaimedResult::None)
            throw UsageError{"--result must be 1-0, 0-1, 1/2-1/2 or *, not '" + *r + "'"};
        pgn.result = *r;
    }
    std::cout << rec::write_pgn(pgn);
    return kExitOk;
}

}  // namespace

Command export_command() {
    return {"export",
            "writes a game (FEN and moves) as PGN: SAN moves, the Seven Tag Roster, SetUp/FEN",
            {
                flag::game.required_flag(),
                flag::fen.required_flag(),
                flag::moves,
                {"--tag", Arity::Many, "NAME=VALUE", "a PGN tag, e.g. White=Morphy (repeatable)"},
                {"--result", Arity::One, "R",
                 "1-0, 0-1, 1/2-1/2 or * (default: what the rules decide, else *)"},
            },
            run};
}

}  // namespace arbiter::cli
