// A game of a shogi record file (KIF, KI2, CSA, USI) as a GameRecord for the adjudicator
// (record.h, docs/records.md). The file is read by oracle/records/shogi_records.h and its moves
// resolved by the reference's GameReplayer (oracle/records/check.h), as for PGN
// (pgn_record.cpp): the adjudicator sees the game only through adapters.

#include <string>

#include "oracle/adjudicate/record.h"
#include "oracle/records/check.h"
#include "oracle/records/formats.h"
#include "oracle/records/text_file.h"

namespace arbiter::oracle::adjudicate {

Result<GameRecord> load_shogi_record(const std::filesystem::path& path, std::size_t index) {
    namespace rec = arbiter::oracle::records;
    const std::string file = path.string();
    const rec::RecordFormat* format = rec::record_format_for(file, Game::Shogi);
    if (!format) return make_error(file + ": not a shogi record file (.kif .ki2 .csa .usi)");
    auto text = rec::TextFile::open(path);
    if (!text) return text.error();
    auto reader = format->make_reader(text.value().text(), {}, 1);
    rec::RecordGame game;
    std::size_t seen = 0;
    bool found = false;
    while (reader->next(game)) {
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
    record.game = Game::Shogi;
    record.description = "game " + std::to_string(index) + " of " + file;
    record.source = file;
    if (const auto sfen = game.tag("SFEN")) record.start = std::string(*sfen);

    auto replayer = rec::make_replayer(Game::Shogi, Impl::Reference);
    if (!replayer) return replayer.error();
    rec::GameReplayer& r = *replayer.value();
    std::string error;
    if (!r.start(record.start, error)) return make_error(at(game.at) + "the start: " + error);
    record.start = r.position_text();  // canonical SFEN (a handicap name resolved)
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
    // The claimed result ends a game the rules left open (a resignation, or an agreed draw).
    if (!r.status().over()) {
        const Side mover = r.side_to_move() == 0 ? Side::First : Side::Second;
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
