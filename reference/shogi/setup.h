#pragma once
// A Setup is what an SFEN says, untrusted and possibly invalid (docs/style.md): board, hands, side to
// move, move number. A Position (position.h) exists only through validation of a Setup.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "reference/shogi/board.h"
#include "reference/shogi/result.h"

namespace arbiter::reference::shogi {

struct Setup {
    Board board;
    std::array<Hand, kSideCount> hands{};
    Side side_to_move = Side::Sente;
    std::uint32_t move_number = 1;
    const Hand& hand(Side side) const { return hands[side_index(side)]; }
    Hand& hand(Side side) { return hands[side_index(side)]; }
    friend bool operator==(const Setup&, const Setup&) = default;
};

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
std::string to_sfen(const Setup& setup);

// The named setups of docs/rules.md: "startpos" (shogi.setup.standard) and the handicaps of
// shogi.setup.handicap ("lance", "bishop", "rook", "rook-lance", "2-piece", "3-piece", "4-piece",
// "6-piece", "3-pawns"). nullopt for any other name.
std::optional<Setup> named_setup(std::string_view name);
std::vector<std::string_view> named_setup_names();

}  // namespace arbiter::reference::shogi
