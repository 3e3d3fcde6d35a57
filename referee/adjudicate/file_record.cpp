// A game of a record file as a GameRecord for the adjudicator (record.h, docs/records.md): PGN
// (chess, and xiangqi PGN and DhtmlXQ) and the shogi records (KIF, KI2, CSA, USI). The file is
// read by its reader of formats/ and its moves resolved by the reference's GameReplayer
// (oracle/record_check.h): the adjudicator sees the game only through adapters.

#include <string>

#include "formats/pgn.h"
#include "formats/record_formats.h"
#include "formats/text_file.h"
#include "formats/xqf.h"
#include "oracle/record_check.h"
#include "referee/adjudicate/record.h"

namespace arbiter::referee::adjudicate {
namespace {

namespace formats = arbiter::formats;
namespace oracle = arbiter::oracle;

// Where a record file's format differs: the start position of a game, and what an error calls it.
struct StartOf {
    std::string (*position)(
        const formats::RecordGame& game);  // "startpos" when the record has none
    const char* name;                      // "the FEN tag"; an error names the game's line with it
    bool canonical;  // the record's start becomes the replayer's position text (a SFEN)
};

// PGN: the FEN tag, unless SetUp says "0" (PGN standard 9.7).
std::string pgn_start(const formats::RecordGame& game) {
    if (const auto fen = game.tag("FEN")) {
        const auto setup = game.tag("SetUp");
        if (!setup || *setup != "0") return formats::unescape_tag_value(*fen);
    }
    return "startpos";
}

// Shogi: the SFEN of the position the reader found (a board diagram, a handicap, a CSA position).
std::string shogi_start(const formats::RecordGame& game) {
    if (const auto sfen = game.tag("SFEN")) return std::string(*sfen);
    return "startpos";
}

// "FILE:LINE:COLUMN: ", the place of a record file an error names.
std::string place(const std::string& file, formats::TextPosition p) {
    return file + ":" + std::to_string(p.line) + ":" + std::to_string(p.column) + ": ";
}

// Reads up to game `index` (from 1) into `game`; an Error says how many games there are. The
// game holds views into the reader (a converted text, the SFEN of its start): the reader must
// outlive it.
core::Result<core::Ok> find_game(const std::string& file, formats::RecordReader& reader,
                                 std::size_t index, formats::RecordGame& game) {
    std::size_t seen = 0;
    while (reader.next(game)) {
        ++seen;
        if (game.index != index) continue;
        if (game.problem)
            return core::make_error(place(file, game.problem->at) + game.problem->message);
        return core::Ok{};
    }
    return core::make_error(file + ": no game " + std::to_string(index) + " (the file has " +
                            std::to_string(seen) + ")");
}

// The record of game `index` of `file` before its moves: names, the FIDE draws that need no
// claim, the start position, Chess960.
GameRecord record_head(const std::filesystem::path& path, const formats::RecordGame& game,
                       std::size_t index, core::Game kind, const StartOf& start_of, bool chess960) {
    const std::string file = path.string();
    GameRecord record;
    record.file = file;
    record.id = path.stem().string() + "#" + std::to_string(index);
    record.game = kind;
    record.description = "game " + std::to_string(index) + " of " + file;
    record.source = file;
    // FIDE Laws (2023) 9.6.1 and 9.6.2: the draws that need no claim.
    if (kind == core::Game::Chess) {
        record.options.chess_repetition_count = 5;
        record.options.chess_fifty_move_plies = 150;
    }
    record.start = start_of.position(game);
    // Chess960: asked (adjudicate --chess960) or named by the PGN Variant tag (docs/records.md).
    if (kind == core::Game::Chess)
        if (const auto variant = game.tag("Variant"); variant && oracle::chess960_variant(*variant))
            chess960 = true;
    record.options.chess960 = chess960;
    return record;
}

// The mainline's moves as move events, resolved by the replayer; an Error names an illegal one.
core::Result<core::Ok> add_moves(const std::string& file, const formats::RecordGame& game,
                                 oracle::GameReplayer& r, GameRecord& record) {
    int depth = 0;
    int ply = 0;
    oracle::Refusal refusal;
    for (const formats::MoveToken& t : game.tokens) {
        if (t.kind == formats::TokenKind::VariationStart) ++depth;
        if (t.kind == formats::TokenKind::VariationEnd) --depth;
        if (t.kind != formats::TokenKind::Move || depth > 0) continue;
        ++ply;
        if (!r.play(t.text, refusal)) {
            return core::make_error(
                place(file, t.at) + "ply " + std::to_string(ply) + " '" + std::string(t.text) +
                "' is not a legal move: " + std::string(core::rule_name(refusal.rule)) + ": " +
                refusal.detail);
        }
        Event e;
        e.type = EventType::Move;
        e.move = r.last_move();
        record.events.push_back(std::move(e));
    }
    return core::Ok{};
}

// A record that names its ending by a rule the rules decide (shogi まで49手詰: shogi.checkmate,
// 千日手: shogi.sennichite) while the rules have not ended the game contradicts itself: it is not
// turned into a resignation, and the error says what `arbiter games` reports (result-mismatch),
// so that every command gives the record one verdict. `ply` is the plies replayed.
core::Result<core::Ok> check_named_ending(const std::string& file, const formats::RecordGame& game,
                                          const oracle::GameReplayer& r, int ply) {
    const auto claim = core::parse_rule_id(game.claimed_ending);
    if (!claim || r.status().over()) return core::Ok{};
    if (claim->rule != core::Rule::Checkmate && claim->rule != core::Rule::Sennichite)
        return core::Ok{};
    return core::make_error(
        place(file, game.at) + "result-mismatch: the record ends the game by " +
        std::string(game.claimed_ending) + " (" + std::string(game.result_text) +
        "), but the rules do not end the game at ply " + std::to_string(ply) +
        " (the side to move has a legal move); not adjudicated as a resignation");
}

// The claimed result ends a game the rules left open: 1-0 a resignation by the second side,
// 0-1 by the first, a draw offered by the side to move and accepted.
void add_claimed_result(const formats::RecordGame& game, const oracle::GameReplayer& r,
                        GameRecord& record) {
    if (r.status().over()) return;
    const Side mover = side_at(r.side_to_move() == 0 ? 0 : 1);
    switch (game.result) {
    case formats::ClaimedResult::FirstWins:
        record.events.push_back({EventType::Resign, "", std::nullopt, Side::Second, "", false});
        break;
    case formats::ClaimedResult::SecondWins:
        record.events.push_back({EventType::Resign, "", std::nullopt, Side::First, "", false});
        break;
    case formats::ClaimedResult::Draw:
        record.events.push_back({EventType::DrawOffer, "", std::nullopt, mover, "", false});
        record.events.push_back({EventType::DrawAccept, "", std::nullopt, other(mover), "", false});
        break;
    default:
        break;
    }
}

// Game `index` of `text`, the file `path` read by `format`, replayed by the reference of `kind`:
// its moves, and its claimed result as the event that ends it when the rules have not.
core::Result<GameRecord> load_game(const std::filesystem::path& path, std::string_view text,
                                   const formats::RecordFormat& format, std::size_t index,
                                   core::Game kind, const StartOf& start_of,
                                   bool chess960 = false) {
    const std::string file = path.string();
    auto reader = format.make_reader(text, formats::TextPosition{}, 1);
    formats::RecordGame game;
    if (auto found = find_game(file, *reader, index, game); !found) return found.error();
    GameRecord record = record_head(path, game, index, kind, start_of, chess960);

    auto replayer = oracle::make_replayer(kind, oracle::Impl::Reference);
    if (!replayer) return replayer.error();
    oracle::GameReplayer& r = *replayer.value();
    if (record.options.chess960 && !r.set_chess960(true))
        return core::make_error(file + ": Chess960 is a chess option, not one for " +
                                std::string(core::game_name(kind)));
    std::string error;
    if (!r.start(record.start, error))
        return core::make_error(place(file, game.at) + start_of.name + ": " + error);
    if (start_of.canonical) record.start = r.position_text();  // a handicap name resolved
    if (auto added = add_moves(file, game, r, record); !added) return added.error();
    const int plies = static_cast<int>(record.events.size());  // one Move event per ply so far
    if (auto named = check_named_ending(file, game, r, plies); !named) return named.error();
    add_claimed_result(game, r, record);
    return record;
}

}  // namespace

core::Result<GameRecord> load_pgn_record(const std::filesystem::path& path, std::size_t index,
                                         core::Game kind, bool chess960) {
    const std::string file = path.string();
    auto text = formats::TextFile::open(path);
    if (!text) return text.error();
    const formats::RecordFormat* format = formats::record_format_for(file, kind);
    if (formats::is_xqf(text.value().text()))  // XQF by its content (docs/records.md)
        format = formats::find_record_format("xqf", kind);
    if (!format) format = formats::find_record_format("pgn", kind);
    if (!format)
        return core::make_error(file + ": no record format of " +
                                std::string(core::game_name(kind)));
    return load_game(path, text.value().text(), *format, index, kind,
                     StartOf{pgn_start, "the FEN tag", false}, chess960);
}

core::Result<GameRecord> load_shogi_record(const std::filesystem::path& path, std::size_t index) {
    const std::string file = path.string();
    const formats::RecordFormat* format = formats::record_format_for(file, core::Game::Shogi);
    if (!format) return core::make_error(file + ": not a shogi record file (.kif .ki2 .csa .usi)");
    auto text = formats::TextFile::open(path);
    if (!text) return text.error();
    return load_game(path, text.value().text(), *format, index, core::Game::Shogi,
                     StartOf{shogi_start, "the start", true});
}

}  // namespace arbiter::referee::adjudicate
