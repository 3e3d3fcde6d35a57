#pragma once
// Text at the boundary of fast/chess: FEN (parse and print) and UCI moves (docs/rules.md).
//   parse_position / print_position   FEN (or "startpos") <-> a valid Position;
//   parse_fen / print_fen              FEN syntax <-> an untrusted Setup;
//   parse_move / print_move            UCI move text (syntax only) <-> ParsedMove / Move;
//   find_legal                         the legal Move a ParsedMove names, if any.
// Written independently of reference/; it accepts the same language:
//   at most kMaxFenLength bytes; fields split on runs of spaces/tabs; 6 fields, or 4 without the
//   clocks (then 0 and 1); board = 8 ranks of 8 squares from rank 8 down, digits 1-8 for empty
//   runs (never two digits in a row); side w|b; castling '-' or, at most once per colour and side,
//   K Q k q (X-FEN: the outermost rook) or a rook file A-H / a-h (Shredder-FEN, X-FEN's inner
//   rooks), any order (printed as X-FEN; standard chess accepts only rights of the e-file king
//   and the corner rooks, Chess960 any rook on its side of the king); en passant '-' or a square
//   (either convention: set after every double push, or only when a capture is possible; the
//   Position keeps it only when a legal capture exists); clocks decimal, at most 6 digits and <=
//   100000.
// Parsing is total: any bytes give a Setup or a ParseError; no exceptions.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fast/chess/move.h"
#include "fast/chess/position.h"
#include "fast/chess/result.h"

namespace arbiter::fast::chess {

inline constexpr std::size_t kMaxFenLength = 256;
inline constexpr std::uint32_t kMaxClock = 100000;

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
    ParseErrorKind kind = ParseErrorKind::Board;
    std::size_t offset = 0;         // byte offset of the failing field
    std::string_view code() const;  // bad_board, wrong_field_count, bad_side_to_move, ...
    std::string message() const;
};

// `chess960` makes the Setup one of Chess960 (Setup::chess960).
Result<Setup, ParseError> parse_fen(std::string_view text, bool chess960 = false);
std::string print_fen(const Setup& setup);

// Parse and validate in one step: the error carries every code (syntax or chess.fen problems).
struct FenError {
    std::vector<std::string_view> codes;
    std::string message;
};
// Also `startpos` (in Chess960 start position 518, the standard array) and, in Chess960,
// `chess960:N`, start position N 0-959 (chess.chess960.setup).
Result<Position, FenError> parse_position(std::string_view text, bool chess960 = false);
// The same under --lenient (standard chess only): waivable problems become `warnings`
// (Position::from_setup_lenient).
Result<Position, FenError> parse_position_lenient(std::string_view text,
                                                  std::vector<std::string>& warnings);
inline std::string print_position(const Position& pos) { return print_fen(pos.to_setup()); }

inline constexpr std::string_view kStartFen =
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// A move as UCI text names it (castling e1g1, or in Chess960 the king taking its rook, e1h1):
// squares and an optional promotion letter. `promotion` is Pawn when no letter is given; the
// letters q r b n map to their pieces; 'k' and 'p' parse as King (well-formed text, but never a
// legal move).
struct ParsedMove {
    Square from = 0;
    Square to = 0;
    PieceType promotion = Pawn;
};
std::optional<ParsedMove> parse_move(std::string_view text);  // nullopt: malformed
// Writes the UCI text of m into out (4 or 5 chars plus NUL); returns the length. No heap.
int write_move(Move m, char (&out)[6]);
std::string print_move(Move m);
// The legal move with this from/to/promotion, if any: a promotion move needs the matching piece,
// other moves need Pawn (no letter).
std::optional<Move> find_legal(const Position& pos, const ParsedMove& move);

}  // namespace arbiter::fast::chess
