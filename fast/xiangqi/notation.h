#pragma once
// Text of fast/xiangqi (its own parser and printer; docs/rules.md contract): xiangqi FEN with
// Pikafish/UCCI letters K A B N R C P (WXF E for the elephant, H for the horse, and side `r` are
// accepted on input; the printer writes B, N and `w`), and moves as file a-i + rank 0-9 from
// red's side, e.g. `h2e2`. Error codes are those of docs/rules.md xiangqi.fen. Not on the hot path.
//   parse_position / print_position   FEN (or "startpos") <-> a valid Position;
//   parse_fen / print_fen              FEN syntax <-> an untrusted Setup;
//   parse_move / print_move            move text (syntax only) <-> ParsedMove / Move;
//   find_legal                         the legal Move a ParsedMove names, if any.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fast/xiangqi/position.h"

namespace arbiter::fast::xiangqi {

inline constexpr std::size_t kMaxFenLength = 256;
inline constexpr int kMaxHalfmoveClock = 100000;
inline constexpr int kMaxFullmoveNumber = 100000;
inline constexpr std::string_view kStartFen =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

// The FEN field whose syntax failed.
enum class FenSyntax : std::uint8_t {
    Empty,           // empty_fen
    TooLong,         // fen_too_long (over 256 bytes)
    Board,           // invalid_board
    SideToMove,      // invalid_side_to_move
    Castling,        // invalid_castling_field (must be `-`)
    EnPassant,       // invalid_en_passant_field (must be `-`)
    HalfmoveClock,   // invalid_halfmove_clock
    FullmoveNumber,  // invalid_fullmove_number (must be >= 1)
    TrailingFields,  // trailing_fields
};
std::string_view syntax_code(FenSyntax kind);

struct FenParseError {
    FenSyntax kind = FenSyntax::Board;
    std::size_t offset = 0;  // byte offset where the failing field starts or fails
};

// Syntax only: `BOARD SIDE [- - [HALFMOVE [FULLMOVE]]]`, fields separated by spaces.
Result<Setup, FenParseError> parse_fen(std::string_view text);

// A syntax error, or the validity problems of xiangqi.fen.
struct FenError {
    bool syntax = false;
    FenParseError parse;
    SetupProblems problems;
    std::vector<std::string> codes() const;
    std::string message() const;
};

// parse_fen then Position::from_setup; also accepts `startpos`.
Result<Position, FenError> parse_position(std::string_view text);
// The same under --lenient: waivable problems become `warnings` (Position::from_setup_lenient).
Result<Position, FenError> parse_position_lenient(std::string_view text,
                                                  std::vector<std::string>& warnings);

std::string print_fen(const Setup& setup);
inline std::string print_position(const Position& pos) { return print_fen(pos.to_setup()); }

// Move text: syntax only (4 characters, both points on the board; from == to is well formed).
struct ParsedMove {
    Point from = 0;
    Point to = 0;
};
std::optional<ParsedMove> parse_move(std::string_view text);
std::string print_move(Move m);
// The legal move from -> to, if there is one.
std::optional<Move> find_legal(const Position& pos, const ParsedMove& move);

}  // namespace arbiter::fast::xiangqi
