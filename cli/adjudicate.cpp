// `arbiter adjudicate`: replays one game record with the reference implementation and prints the
// verdict (result, winner, the rule ID that decided it, the ply) and every foul (docs/cli.md).
// The work is referee/adjudicate/adjudicate.h's; a record that cannot be replayed is bad input.

#include "referee/adjudicate/adjudicate.h"

#include <iostream>

#include "cli/command.h"
#include "core/text.h"
#include "formats/record_formats.h"
#include "formats/text_file.h"
#include "referee/adjudicate/record.h"

namespace arbiter::cli {
namespace {

namespace adj = arbiter::referee::adjudicate;

bool is_pgn(const std::string& path) { return core::ends_with_ascii_lower(path, ".pgn"); }

// A record file whose content is xiangqi's (formats::detect_record_format); false when it cannot
// be read (the loader then names the problem).
bool content_says_xiangqi(const std::string& path) {
    if (core::ends_with_ascii_lower(path, ".json")) return false;
    auto file = formats::TextFile::open(path);
    if (!file) return false;
    const auto kind = formats::detect_record_format(file.value().text());
    return kind && kind->game == core::Game::Xiangqi;
}

int run(const Args& args) {
    if (args.positional.size() != 1) throw UsageError{"adjudicate needs exactly one RECORD"};
    const std::string& path = args.positional.front();
    // A shogi record file (KIF, KI2, CSA, USI) is read like a PGN file: one game of it; so is a
    // xiangqi PGN or DhtmlXQ file with --game xiangqi. A PGN record is a chess game otherwise; a
    // JSON record names its game, which --game must match.
    const bool shogi = formats::record_format_for(path, core::Game::Shogi) != nullptr;
    const bool xqf = core::ends_with_ascii_lower(path, ".xqf");  // XQF: a xiangqi record
    core::Game game = (is_pgn(path) || shogi || xqf) && !args.has("--game")
                          ? (shogi ? core::Game::Shogi
                             : xqf ? core::Game::Xiangqi
                                   : core::Game::Chess)
                          : core::Game::Chess;
    if (!args.has("--game") && !shogi && !xqf && content_says_xiangqi(path)) {
        game = core::Game::Xiangqi;  // as `games` decides (docs/records.md, Detection)
    } else if (!(is_pgn(path) || shogi || xqf) || args.has("--game")) {
        game = require_game(args);
    }
    const bool xiangqi = game == core::Game::Xiangqi &&
                         formats::record_format_for(path, core::Game::Xiangqi) != nullptr;
    const bool pgn = is_pgn(path) || shogi || xiangqi;
    if (args.has("--index") && !pgn)
        throw UsageError{"--index is for PGN, xiangqi and shogi record files (a game number)"};
    const auto index = static_cast<std::size_t>(int_flag(args, "--index", 1, 100000000, 1));
    check_flag_game(args, "--chess960", core::Game::Chess, game);
    const bool chess960 = args.has("--chess960");
    auto record =
        shogi ? adj::load_shogi_record(path, index)
        : pgn ? adj::load_pgn_record(path, index, xiangqi ? core::Game::Xiangqi : core::Game::Chess,
                                     chess960)
              : adj::load_record(path);
    if (!record) throw UsageError{record.error().message};
    if (chess960) record.value().options.chess960 = true;  // a JSON record judged as Chess960
    if (record.value().game != game) {
        throw UsageError{path + ": /game: the record is a " +
                         std::string(core::game_name(record.value().game)) + " game, not " +
                         std::string(core::game_name(game))};
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
            "replays a whole game record (JSON, or one game of a PGN file): verdict, rule ID, ply "
            "and\nfouls",
            {
                {"RECORD", Arity::Positional, "",
                 "the game record (corpus/records/*.json, or a PGN file)", true},
                flag::game.with_help(
                    "the record's game: chess, xiangqi or shogi (required for JSON records)"),
                {"--index", Arity::One, "N", "PGN: the game to adjudicate, from 1 (default 1)"},
                flag::chess960.with_help(
                    "chess: a Chess960 game (also by the PGN tag Variant \"Chess960\"), castling "
                    "judged by chess.chess960.castling"),
                flag::json,
            },
            run};
}

}  // namespace arbiter::cli
