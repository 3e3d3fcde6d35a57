#pragma once
// Record notations of fast/xiangqi (its own reader and printer; the languages are those of
// docs/notation.md, "Xiangqi record notations", which reference/xiangqi reads and prints too):
//   ICCS     `H2-E2` (read also `h2e2`, `H2E2`, `h2-e2`);
//   WXF      `C2.5`, `H8+7`, `R+.3`, tandem soldiers `P+.4` `P3.4` `++.4` `3+.4` `33.4`; read
//            also full-width characters, `=` for `.`, lower case, B/N for E/H, `+P+1` for `P++1`;
//   Chinese  `炮二平五`, `马８进７`, `前炮进２`, `中兵平四`, `一兵平四`, `前三平四`; read also
//            traditional characters and either side's numerals.
// The readers name legal moves only (generate_legal); a text that fits none or several is refused.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "fast/xiangqi/position.h"

namespace arbiter::fast::xiangqi {

enum class NotationRefusal : std::uint8_t {
    Malformed,   // not the notation at all
    NoSuchMove,  // no legal move fits
    Ambiguous,   // several legal moves fit
};

std::string print_iccs(Move m);  // "H2-E2"
// ICCS syntax only (from != to); the legal move is find_legal's business.
std::optional<Move> parse_iccs_syntax(std::string_view text);

// Preconditions for the printers: `m` is legal in `pos`.
std::string print_wxf(const Position& pos, Move m);
std::string print_chinese(const Position& pos, Move m);

Result<Move, NotationRefusal> parse_wxf(const Position& pos, std::string_view text);
Result<Move, NotationRefusal> parse_chinese(const Position& pos, std::string_view text);
// ICCS (a legal move), then WXF, then Chinese.
Result<Move, NotationRefusal> parse_record_move(const Position& pos, std::string_view text);

}  // namespace arbiter::fast::xiangqi
