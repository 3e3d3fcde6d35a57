#pragma once
// The record formats `arbiter games` reads (docs/records.md), one entry each: its name, the game
// it records, the file name endings that select it, a reader over a text, and where a text may be
// cut between games (for --threads). A new format (KIF, CSA, xiangqi PGN, ...) is one more entry;
// the command and the checker stay as they are.

#include <cstddef>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "formats/record.h"

namespace arbiter::formats {

struct RecordFormat {
    std::string_view name;                // "pgn"
    core::Game game = core::Game::Chess;  // the game its records are of
    std::string_view extensions;          // ".pgn" (space-separated, lower case)
    // A reader over `text` (which begins at a line start `start` of the whole file) whose first
    // game gets index `first_index`.
    std::unique_ptr<RecordReader> (*make_reader)(std::string_view text, TextPosition start,
                                                 std::size_t first_index) = nullptr;
    // The first offset at or after `from` where a game may begin (text.size() when none): the
    // text can be read in parts cut there.
    std::size_t (*game_boundary)(std::string_view text, std::size_t from) = nullptr;
};

const std::vector<RecordFormat>& record_formats();
// "pgn" (for `game`), or nullptr.
const RecordFormat* find_record_format(std::string_view name, core::Game game);
// The format a file name ends in, for `game`; nullptr when none matches.
const RecordFormat* record_format_for(std::string_view file_name, core::Game game);
// The game and format of a record text read from its content (docs/records.md, "Detection"),
// decided once per file from its first kDetectBytes: a DhtmlXQ tag; in a PGN tag section a Game
// tag naming Chinese chess or xiangqi, a Variant tag "xiangqi", or a FEN tag with ten ranks; or
// xiangqi movetext (Chinese 进 退 平 in UTF-8 or GB18030, WXF moves such as H2+3); shogi KIF/KI2
// (手合割, 先手：, 開始日時：, ▲/△ moves) and CSA (V2 / PI / P1 lines, +7776FU moves). Empty
// when the content does not say (the file name or PGN chess decide then).
struct RecordKind {
    core::Game game = core::Game::Chess;
    const RecordFormat* format = nullptr;
};
inline constexpr std::size_t kDetectBytes = std::size_t{64} << 10;
std::optional<RecordKind> detect_record_format(std::string_view text);

// "pgn" ... for messages.
std::string record_format_names(core::Game game);

}  // namespace arbiter::formats
