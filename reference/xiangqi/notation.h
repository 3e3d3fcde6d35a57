#pragma once
// All xiangqi text (docs/rules.md, text contract): xiangqi FEN with Pikafish/UCCI letters (WXF E/H
// and side `r` accepted on input), and moves as file a-i + rank 0-9 from red's side, e.g. `h2e2`.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "reference/xiangqi/board.h"
#include "reference/xiangqi/move.h"
#include "reference/xiangqi/position.h"
#include "reference/xiangqi/result.h"
#include "reference/xiangqi/setup.h"

namespace arbiter::reference::xiangqi {

constexpr std::size_t kMaxFenLength = 256;
constexpr int kMaxHalfmoveClock = 100000;
constexpr int kMaxFullmoveNumber = 100000;

// The FEN field whose syntax failed.
enum class ParseErrorKind {
    Empty,           // empty_fen
    TooLong,         // fen_too_long
    Board,           // invalid_board
    SideToMove,      // invalid_side_to_move
    Castling,        // invalid_castling_field (must be `-`)
    EnPassant,       // invalid_en_passant_field (must be `-`)
    HalfmoveClock,   // invalid_halfmove_clock
    FullmoveNumber,  // invalid_fullmove_number
    TrailingFields,  // trailing_fields
};

struct ParseError {
    ParseErrorKind kind = ParseErrorKind::Board;
    std::size_t offset = 0;  // byte offset in the text where the failing field starts or fails
};

std::string_view parse_error_code(ParseErrorKind kind);

// Syntax only: `BOARD SIDE [- - [HALFMOVE [FULLMOVE]]]`, fields separated by single or repeated
// spaces. Missing counters default to 0 and 1.
Result<Setup, ParseError> parse_fen(std::string_view text);

// Either a syntax error or the validity problems of xiangqi.fen.
struct FenError {
    std::optional<ParseError> parse;
    SetupProblems problems;
    std::vector<std::string> codes() const;
    std::string message() const;
};

constexpr std::string_view kStartFen =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

// parse_fen then Position::from_setup; also accepts `startpos`.
Result<Position, FenError> parse_position(std::string_view text);
// The same, read leniently (`--lenient`): validity problems that can be waived become
// `warnings` (Position::from_setup_lenient); the error then names only what cannot be judged.
Result<Position, FenError> parse_position_lenient(std::string_view text,
                                                  std::vector<std::string>& warnings);

std::string print_fen(const Setup& setup);
std::string print_position(const Position& position);  // FEN, all six fields

char piece_letter(Piece piece);  // R N B A K C P, lowercase for black

std::optional<Move> parse_move(std::string_view text);  // syntax only (from == to too)
std::string print_move(Move move);
std::string point_text(Point point);

}  // namespace arbiter::reference::xiangqi
