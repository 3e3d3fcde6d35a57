#pragma once
// Xiangqi game records (docs/records.md, "Xiangqi records"): readers that fill RecordGame
// (record.h) and writers.
//
//   PGN      the PGN reader of pgn.h in its xiangqi dialect (moves in ICCS, WXF or Chinese, which
//            the replayers tell apart; `[Game "Chinese Chess"]`, `[Format]` and `[FEN]` tags); a
//            text that is not UTF-8 is read as GB18030 (GBK), converted with iconv.
//   DhtmlXQ  the UBB blocks `[DhtmlXQ]` ... `[/DhtmlXQ]` of dpxq.com: `[DhtmlXQ_binit]` (32 pieces
//            as two digits each, file 0-8 from red's left and row 0-9 from black's side, 99 for a
//            piece not on the board; red chariot, horse, elephant, advisor, general, advisor,
//            elephant, horse, chariot, two cannons, five soldiers, then black's in the same order),
//            `[DhtmlXQ_movelist]` (four digits per move, the same coordinates), the variations
//            `[DhtmlXQ_move_P_S_N]` (line N replaces ply S of line P), `[DhtmlXQ_result]`
//            (红胜, 黑胜, 和棋/和局, 未知) and the other `[DhtmlXQ_name]` entries as tags.
// Problems carry line:column (byte columns of the UTF-8 text). Total on any bytes.

#include <array>
#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "formats/pgn.h"
#include "formats/record.h"

namespace arbiter::formats {

// `text` itself when it is valid UTF-8; otherwise its GB18030 reading converted to UTF-8 into
// `storage` (line structure unchanged), or `text` when it is not GB18030 either.
std::string_view utf8_or_gb18030(std::string_view text, std::string& storage);

// PgnReader (xiangqi dialect) over the UTF-8 text of `text`.
std::unique_ptr<RecordReader> make_xiangqi_pgn_reader(std::string_view text, TextPosition start,
                                                      std::size_t first_index);

std::unique_ptr<RecordReader> make_dhtmlxq_reader(std::string_view text, TextPosition start,
                                                  std::size_t first_index);
// The first offset at or after `from` of a line starting with "[DhtmlXQ]" (0 when from is 0).
std::size_t dhtmlxq_game_boundary(std::string_view text, std::size_t from);

// The FEN of a xiangqi board given point by point, `cells[rank * 9 + file]` (file 0-8 from red's
// left, rank 0 red's back rank; a FEN letter, or 0 for an empty point), with `side` ('w' or 'b')
// to move and no clocks (" - - 0 1"): the set-up position of a DhtmlXQ binit or an XQF header.
std::string xiangqi_fen_of_board(const std::array<char, 90>& cells, char side);

// A xiangqi game to write: tags (Event, Site, Date, Round, Red, Black first, with `?`), the start
// position when it is not the standard one, the moves as the chosen notation writes them, and the
// result (1-0, 0-1, 1/2-1/2, *).
struct XiangqiRecord {
    std::vector<std::pair<std::string, std::string>> tags;
    std::string fen;                 // empty: the standard position
    std::vector<std::string> moves;  // in `format` (PGN) or ICCS coordinates (DhtmlXQ)
    std::vector<std::string> ucci;   // the same moves as h2e2 (DhtmlXQ writes these)
    std::string format = "ICCS";     // PGN [Format]: ICCS, WXF or Chinese
    std::string result = "*";
};

// [Game "Chinese Chess"], the roster, [Result], [Format], [FEN], the other tags, the movetext.
std::string write_xiangqi_pgn(const XiangqiRecord& record);
// One [DhtmlXQ] block: title/red/black/... from the tags, binit, movelist, result.
std::string write_dhtmlxq(const XiangqiRecord& record);

}  // namespace arbiter::formats
