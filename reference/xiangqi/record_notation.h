#pragma once
// The record notations of xiangqi (docs/notation.md, "Xiangqi record notations"), read and printed
// by the reference; fast/xiangqi has its own reader and printer of the same languages.
//   ICCS     coordinates as the xqbase ICCS specification writes them: `H2-E2`; read also `h2e2`,
//            `H2E2`, `h2-e2` (syntax only: a coordinate move need not be legal).
//   WXF      the notation of the WXF/AXF piece names and notation page: a piece letter K A E H R C
//            P, its file counted 1-9 from its own side's right, `+` forward, `-` backward, `.`
//            sideways, then the file reached (sideways; horse, elephant, advisor) or the number of
//            points moved (`C2.5`, `H8+7`, `R1+1`). Two pieces of a kind on one file: `+`/`-`
//            replaces the file (`R+.3`, `C--1`); advisors and elephants keep the file; tandem
//            soldiers as that page's special cases (`P+.4`, `P3.4`, `++.4`, `3+.4`, `33.4`).
//   Chinese  `炮二平五`, `马８进７`: the piece, its file (red 一..九, black digits), 进/退/平, the
//            file or the points; 前/后 (2 on a file), 前/中/后 (3 soldiers), 一..五 (4 or 5
//            soldiers, from the front), 前/中/后 + the file when two files hold tandem soldiers
//            (`前三平四`).
// WXF and Chinese name legal moves only: the readers say which rule the one move a text names
// breaks (through first_broken_rule) when it is not legal, and refuse text that fits several.

#include <optional>
#include <string>
#include <string_view>

#include "reference/xiangqi/move.h"
#include "reference/xiangqi/position.h"
#include "reference/xiangqi/result.h"
#include "reference/xiangqi/rule_id.h"

namespace arbiter::reference::xiangqi {

struct NotationError {
    enum class Kind {
        Malformed,   // not the notation at all
        NoSuchMove,  // no piece of the side to move fits the text
        Ambiguous,   // several legal moves fit
        Illegal,     // the one move the text names breaks `rule`
    };
    Kind kind = Kind::Malformed;
    std::optional<RuleId> rule;
    std::string detail;
};

std::string print_iccs(Move move);                      // "H2-E2"
std::optional<Move> parse_iccs(std::string_view text);  // syntax only; from != to

// Preconditions for the printers: `move` is legal in `position`.
std::string print_wxf(const Position& position, Move move);
std::string print_chinese(const Position& position, Move move);

Result<Move, NotationError> parse_wxf(const Position& position, std::string_view text);
Result<Move, NotationError> parse_chinese(const Position& position, std::string_view text);
// The record readers' order: ICCS (then the move must be legal), WXF, Chinese.
Result<Move, NotationError> parse_record_move(const Position& position, std::string_view text);

}  // namespace arbiter::reference::xiangqi
