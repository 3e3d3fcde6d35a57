// A game of a PGN file as a GameRecord for the adjudicator (record.h, docs/records.md). The PGN
// is read by oracle/records/pgn.h and its SAN resolved by the reference's GameReplayer
// (oracle/records/check.h): the adjudicator sees the game only through adapters.

#include <string>

#include "oracle/adjudicate/record.h"
#include "oracle/records/check.h"
#include "oracle/records/formats.h"
#include "oracle/records/pgn.h"
#include "oracle/records/text_file.h"

namespace arbiter::oracle::adjudicate {

Result<GameRecord> load_pgn_record(const std::filesystem::path& path, std::size_t index,
                                   Game kind) {
    namespace rec = arbiter::oracle::records;
    const std::string file = path.string();
    auto text = rec::TextFile::open(path);
    if (!text) return text.error();
    const rec::RecordFormat* format = rec::record_format_for(file, kind);
    if (!format) format = rec::find_record_format("pgn", kind);
    if (!format) return make_error(file + ": no record format of " + std::string(game_name(kind)));
    auto reader_ptr = format->make_reader(text.value().text(), rec::TextPosition{}, 1);
    rec::RecordReader& reader = *reader_ptr;
    rec::RecordGame game;
    std::size_t seen = 0;
    bool found = false;
    while (reader.next(game)) {
        ++seen;
        if (game.index == index) {
            found = true;
            break;
        }
    }
    if (!found) {
        return make_error(file + ": no game " + std::to_string(index) + " (the file has " +
                          std::to_string(seen) + ")");
    }
    const auto at = [&file](rec::TextPosition p) {
        return file + ":" + std::to_string(p.line) + ":" + std::to_string(p.column) + ": ";
    };
    if (game.problem) return make_error(at(game.problem->at) + game.problem->message);

    GameRecord record;
    record.file = file;
    record.id = path.stem().string() + "#" + std::to_string(index);
    record.game = kind;
    record.description = "game " + std::to_string(index) + " of " + file;
    record.source = file;
    // FIDE Laws (2023) 9.6.1 and 9.6.2: the draws that need no claim.
    if (kind == Game::Chess) {
        record.options.chess_repetition_count = 5;
        record.options.chess_fifty_move_plies = 150;
    }
    if (const auto fen = game.tag("FEN")) {
        const auto setup = game.tag("SetUp");
        if (!setup || *setup != "0") record.start = rec::unescape_tag_value(*fen);
    }

    auto replayer = rec::make_replayer(kind, Impl::Reference);
    if (!replayer) return replayer.error();
    rec::GameReplayer& r = *replayer.value();
    std::string error;
    if (!r.start(record.start, error)) return make_error(at(game.at) + "the FEN tag: " + error);
    int depth = 0;
    int ply = 0;
    rec::Refusal refusal;
    for (const rec::MoveToken& t : game.tokens) {
        if (t.kind == rec::TokenKind::VariationStart) ++depth;
        if (t.kind == rec::TokenKind::VariationEnd) --depth;
        if (t.kind != rec::TokenKind::Move || depth > 0) continue;
        ++ply;
        if (!r.play(t.text, refusal)) {
            return make_error(at(t.at) + "ply " + std::to_string(ply) + " '" + std::string(t.text) +
                              "' is not a legal move: " + refusal.rule + ": " + refusal.detail);
        }
        Event e;
        e.type = EventType::Move;
        e.move = r.last_move();
        record.events.push_back(std::move(e));
    }
    // The claimed result ends a game the rules left open.
    if (!r.status().over()) {
        const Side to_move = ply % 2 == 0 ? Side::First : Side::Second;  // moves from the start
        // The side to move at the end: the start position's side, flipped once per ply.
        const bool black_starts =
            record.start != "startpos" && record.start.find(" b ") != std::string::npos;
        const Side mover = black_starts ? other(to_move) : to_move;
        switch (game.result) {
        case rec::ClaimedResult::FirstWins:
            record.events.push_back({EventType::Resign, "", std::nullopt, Side::Second, "", false});
            break;
        case rec::ClaimedResult::SecondWins:
            record.events.push_back({EventType::Resign, "", std::nullopt, Side::First, "", false});
            break;
        case rec::ClaimedResult::Draw:
            record.events.push_back({EventType::DrawOffer, "", std::nullopt, mover, "", false});
            record.events.push_back(
                {EventType::DrawAccept, "", std::nullopt, other(mover), "", false});
            break;
        default:
            break;
        }
    }
    return record;
}

}  // namespace arbiter::oracle::adjudicate
