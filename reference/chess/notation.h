#pragma once
// All chess text (docs/rules.md, text contract): FEN in and out, UCI long algebraic moves in and
// out. Total: any bytes give a value or a typed error, never a crash.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "reference/chess/move.h"
#include "reference/chess/position.h"
#include "reference/chess/result.h"
#include "reference/chess/setup.h"

namespace arbiter::reference::chess {

// ---- FEN ----------------------------------------------------------------------------------------

// FEN syntax errors: the field that failed and where.
enum class ParseErrorKind {
    TooLong,
    WrongFieldCount,
    Board,
    SideToMove,
    Castling,
    EnPassant,
    Clock
};

struct ParseError {
    ParseErrorKind kind;
    std::size_t offset;  // byte offset of the failing field in the text
    std::string detail;
    std::string_view code() const;  // bad_board, bad_side_to_move, ...
    std::string message() const;
};

// Parses FEN's six fields (the two clocks may be left out: they default to 0 and 1).
// Syntax only: any bytes give a Setup or a ParseError. The castling field is standard FEN's KQkq,
// X-FEN's (KQkq naming the outermost rooks, a file letter an inner one) or Shredder-FEN's (HAha);
// `chess960` makes the Setup one of Chess960 (Setup::chess960). Printed as X-FEN (KQkq for a
// standard position).
Result<Setup, ParseError> parse_fen(std::string_view text, bool chess960 = false);
std::string print_fen(const Setup& setup);

// Either a FEN syntax error or the validity problems of chess.fen.
struct FenError {
    std::optional<ParseError> parse;
    SetupProblems problems;
    std::vector<std::string> codes() const;  // bad_board, ... or missing_king, ...
    std::string message() const;
};

// parse_fen then Position::from_setup; also accepts `startpos` (chess.setup.standard; in Chess960
// the standard array, start position 518) and in Chess960 `chess960:N`, start position N 0-959
// (chess.chess960.setup).
Result<Position, FenError> parse_position(std::string_view text, bool chess960 = false);
// The same under --lenient (standard chess): waivable problems become `warnings`
// (Position::from_setup_lenient).
Result<Position, FenError> parse_position_lenient(std::string_view text,
                                                  std::vector<std::string>& warnings);
std::string print_position(const Position& position);  // FEN, all six fields

// ---- Moves --------------------------------------------------------------------------------------

struct MoveParseError {
    std::string message;  // e.g. "malformed move 'e9e4': ..."
};

// Syntax only: two squares and an optional promotion letter (q r b n, and k p so that `explain`
// can say which rule such a move breaks). Whether the move is legal is another question.
Result<Move, MoveParseError> parse_move(std::string_view text);
std::string print_move(const Move& move);

}  // namespace arbiter::reference::chess
