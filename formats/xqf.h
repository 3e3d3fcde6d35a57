#pragma once
// XQF, the binary xiangqi record of XQStudio and most Chinese game collections (docs/records.md,
// "XQF"). The layout is the author's published specification of XQF 1.0 (XQStudio 1.0 XQF文件格式
// 说明, 2001, with an annotated hex dump) and, for versions 1.1 to 1.8 (version bytes 11 to 18),
// the prose description "XQF 1.1 文件格式规范" (walker8088/cchess-rs docs/XQF_1.1_Format.md),
// on which the public readers agree:
//
//   0x000 "XQ", 0x002 the version byte (10: 1.0, unencrypted; 11-18: encrypted), 0x003-0x00F
//   the keys (mask, product id, four "or" bytes, keys sum, KeyXY, KeyXYf, KeyXYt); 0x010 the 32
//   pieces as X*10+Y (file X 0-8 from red's left, rank Y 0-9 from red's side; 90 and more: not
//   on the board) in the order red chariot, horse, elephant, advisor, general, advisor, elephant,
//   horse, chariot, two cannons, five soldiers, then black's; 0x033 the result (0 unknown, 1 red
//   wins, 2 black wins, 3 and 4 draw); 0x040 the kind of record; from 0x050 the header strings,
//   each a length byte and GB18030 text in a field of fixed size; from 0x400 the move records in
//   pre-order: step 0 (the record's own comment), then each move as from, to, flags, reserved,
//   followed by its comment. 1.0: the flags are 0xF0 "a move follows" and 0x0F "an alternative
//   follows", and a 32-bit comment length always comes next. 1.1 and later: 0x80 "a move
//   follows", 0x40 "an alternative follows", 0x20 "a comment follows" (its length, less the
//   comment-length key), and every byte from 0x400 on is encrypted by a 32-byte key stream.
//
// A move's alternative replaces it (it is a variation of the move before); the alternatives of a
// move come after the whole line that follows it. Everything here is total: any bytes give a game
// or a problem that names the offset; the tree is read and written without recursion.

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/result.h"
#include "formats/record.h"
#include "formats/xiangqi_records.h"

namespace arbiter::formats {

inline constexpr std::size_t kXqfHeaderBytes = 0x400;
inline constexpr std::uint8_t kXqfOffBoard = 0xFF;

// One move record, decoded: its points as X*10+Y, its comment in UTF-8, and its place in the tree.
struct XqfMove {
    std::uint8_t from = 0;
    std::uint8_t to = 0;
    std::size_t offset = 0;         // where its record starts in the file
    std::string comment;            // UTF-8 (converted from GB18030)
    std::int32_t next = -1;         // the move after it on its line, -1 when none
    std::int32_t alternative = -1;  // the move played instead of it, -1 when none
};

struct XqfGame {
    int version = 10;
    std::array<std::uint8_t, 32> pieces{};  // X*10+Y, kXqfOffBoard when not on the board
    std::uint8_t result = 0;                // 0 unknown, 1 red wins, 2 black wins, 3 (4) draw
    std::uint8_t kind = 0;  // 0 whole game, 1 opening, 2 middle game, 3 endgame (0x040)
    std::vector<std::pair<std::string, std::string>> tags;  // Title, Event, ... in UTF-8
    std::string comment;                                    // step 0's comment
    std::vector<XqfMove> moves;                             // in file order
    std::int32_t first = -1;                                // the mainline's first move
};

struct XqfProblem {
    std::size_t offset = 0;
    std::string message;  // one line, without the offset
};

// True when `bytes` begin as an XQF file does ("XQ").
bool is_xqf(std::string_view bytes);

// Reads `bytes` into `game`; a problem names the offset where the file stops making sense, and
// `game` keeps what was read before it (the header, the moves before the problem).
std::optional<XqfProblem> read_xqf(std::string_view bytes, XqfGame& game);

// The start position of a game as a xiangqi FEN, the side to move being the owner of the piece
// its first move moves (red when it has none); nullopt when two pieces share a point.
std::optional<std::string> xqf_fen(const XqfGame& game);

// The move as ICCS coordinates ("c3c4"); its points are on the board.
std::string xqf_move_text(const XqfMove& move);

// A RecordReader over the bytes of one XQF file (one game): the tags of the header, a FEN tag when
// the start is not the standard one or black moves first, the moves in ICCS with their
// alternatives as variations, the result. Positions are line 1 and the byte offset + 1 as column.
std::unique_ptr<RecordReader> make_xqf_reader(std::string_view text, TextPosition start,
                                              std::size_t first_index);
// An XQF file is one game: 0 for `from` 0, else the end of the text.
std::size_t xqf_game_boundary(std::string_view text, std::size_t from);

// XQF 1.0 (unencrypted, the mainline only, per the 1.0 specification) of `record`: the tags
// Title, Event, Date, Site, Red, Black, Annotator, Author (converted to GB18030, refused when
// longer than their field), the pieces of `record.fen`, `record.ucci`, the result, and
// `comments` (one per move, or empty). An error when the position has a piece XQF has no slot for
// (a third chariot) or a string is too long.
core::Result<std::string> write_xqf(const XiangqiRecord& record,
                                    const std::vector<std::string>& comments = {});

}  // namespace arbiter::formats
