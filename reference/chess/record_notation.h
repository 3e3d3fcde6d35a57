#pragma once
// Standard Algebraic Notation (SAN), the move text of game scores and PGN (FIDE Laws of Chess
// (2023), Appendix C; PGN standard, section 8.2.3), read and written by the rules: a SAN names a
// piece and a target square, and only the legal moves of the position say which move that is.
//
// Reading (parse_san) lists the legal moves and keeps those the text fits. Besides the canonical
// form it tolerates what game scores in the wild contain; every tolerated form is named in
// docs/notation.md and tested in tests/unit/chess/record_notation_test.cpp:
//   castling with zeros (0-0, 0-0-0); promotion without '=' (e8Q) and with a lowercase piece
//   (e8=q, e8q); a check or mate suffix that is missing, wrong or doubled (+, #, ++); annotation
//   suffixes (!, ?, !!, ??, !?, ?!); more disambiguation than needed (Ng1f3, Nge2); long algebraic
//   with '-' (Ng1-f3, e2-e4); a capture mark 'x' that is missing or wrong (Nf3 capturing, Nxf3 to
//   an empty square).
// Writing (print_san) gives the canonical form only: the piece letter (none for a pawn), the
// least disambiguation that makes the move unique among the legal moves (file, else rank, else
// both; FIDE Appendix C.10), 'x' for a capture (a pawn capture names its file), '=Q' for a
// promotion, O-O / O-O-O, then '+' for check or '#' for mate.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "reference/chess/move.h"
#include "reference/chess/position.h"
#include "reference/chess/result.h"
#include "reference/chess/rule_id.h"

namespace arbiter::reference::chess {

enum class SanErrorKind {
    Malformed,  // not SAN at all (syntax)
    Illegal,    // well-formed, but no legal move fits: `rule` is the rule the move breaks
    Ambiguous,  // several legal moves fit: `rule` is chess.notation.ambiguous
};

struct SanError {
    SanErrorKind kind = SanErrorKind::Malformed;
    std::optional<RuleId> rule;          // Illegal and Ambiguous: the rule that refuses the move
    std::string detail;                  // why, in words ("the knight on g1 is pinned", ...)
    std::vector<Move> fits;              // Ambiguous: the legal moves the text fits
    std::string_view kind_name() const;  // malformed, illegal, ambiguous
    std::string message() const;         // one line: "illegal SAN 'Nf3': chess.self-check: ..."
};

// The legal move the SAN `text` names in `pos`, or why there is none.
Result<Move, SanError> parse_san(const Position& pos, std::string_view text);

// The canonical SAN of `move`. Precondition: `move` is legal in `pos`.
std::string print_san(const Position& pos, const Move& move);

}  // namespace arbiter::reference::chess
