#pragma once
// All shogi text (docs/rules.md, text contract): SFEN in and out, and USI moves: board moves
// "7g7f", "8h2b+"; drops "P*5e". Total: any bytes give a value or a typed error.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "reference/shogi/board.h"
#include "reference/shogi/move.h"
#include "reference/shogi/position.h"
#include "reference/shogi/result.h"
#include "reference/shogi/setup.h"

namespace arbiter::reference::shogi {

// ---- SFEN ------------------------------------------------------------------------------------

// The SFEN field that could not be read.
enum class ParseErrorKind { Empty, TooLong, FieldCount, Board, SideToMove, Hands, MoveNumber };

struct ParseError {
    ParseErrorKind kind = ParseErrorKind::Empty;
    std::size_t offset = 0;  // byte offset into the text where reading failed
};

// Stable snake_case code of a parse error: "bad_board", "bad_hands", ...
std::string_view parse_error_code(ParseErrorKind kind);
std::string describe(const ParseError& error);

inline constexpr std::size_t kMaxSfenLength = 512;

// Syntax only: any bytes give a Setup or a ParseError. Hands may come in any order
// ("p2P" reads like "2Pp"); a kind may appear once per side.
Result<Setup, ParseError> parse_sfen(std::string_view text);
// Canonical SFEN: hands sente first, each in the order R B G S N L P, "-" when both are empty.
std::string print_sfen(const Setup& setup);

// Either an SFEN syntax error or the validity problems of shogi.sfen.
struct SfenError {
    std::optional<ParseError> parse;
    SetupProblems problems;
    std::vector<std::string> codes() const;  // bad_board, ... or nifu, ...
    std::string message() const;             // one line
};

// An SFEN or a named setup (startpos, the handicaps: named_setup) made a Position.
Result<Position, SfenError> parse_position(std::string_view text);
// The same under --lenient: waivable problems become `warnings` (Position::from_setup_lenient).
Result<Position, SfenError> parse_position_lenient(std::string_view text,
                                                   std::vector<std::string>& warnings);
std::string print_position(const Position& position);  // canonical SFEN

// ---- USI moves -------------------------------------------------------------------------------

std::string print_move(const Move& move);
std::string print_square(Square square);  // "5e"
// nullopt when the text is not a well-formed USI move. Drops of any piece letter are read,
// and also the forms "+P*5e" and "P*5e+" so that explain can refuse them by rule.
std::optional<Move> parse_move(std::string_view text);

// SFEN piece letters: uppercase sente, lowercase gote, "+" before a promoted piece.
char piece_letter(PieceKind kind);  // the unpromoted letter in uppercase: P L N S G B R K
std::optional<PieceKind> kind_from_letter(char upper);

}  // namespace arbiter::reference::shogi
