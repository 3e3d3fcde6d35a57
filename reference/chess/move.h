#pragma once
// A move in the text contract of RULES.md: UCI long algebraic, `e2e4`, `e7e8q`, castling as the
// king's move `e1g1`.

#include <optional>
#include <string>
#include <string_view>

#include "reference/chess/board.h"
#include "reference/chess/result.h"

namespace arbiter::reference::chess {

struct Move {
    Square from;
    Square to;
    std::optional<PieceType> promotion;  // the piece a pawn becomes on the last rank
    friend bool operator==(const Move&, const Move&) = default;
};

struct MoveParseError {
    std::string message;  // e.g. "malformed move 'e9e4': ..."
};

// Syntax only: two squares and an optional promotion letter (q r b n, and k p so that `explain`
// can say which rule such a move breaks). Whether the move is legal is another question.
Result<Move, MoveParseError> parse_uci(std::string_view text);
std::string to_uci(const Move& move);

}  // namespace arbiter::reference::chess
