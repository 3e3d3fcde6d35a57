#pragma once
// Text of fast/shogi (its own parser and printer; docs/rules.md contract): SFEN or a named setup
// for positions, USI for moves ("7g7f", "8h2b+", "P*5e"). Not on the hot path.
//   parse_position / print_position   SFEN or a named setup ("startpos", the handicaps) <-> a
//                                      valid Position (the SFEN reader itself is
//                                      Position::parse_sfen, position.h);
//   parse_move / print_move            USI move text (syntax only) <-> ParsedMove / Move;
//   find_legal                         the legal Move a ParsedMove names, if any.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fast/shogi/position.h"
#include "fast/shogi/result.h"

namespace arbiter::fast::shogi {

// A syntax error (one parse code) or the shogi.sfen validity problems (their codes).
struct PositionError {
    std::vector<std::string> codes;
    std::string message;
};
Result<Position, PositionError> parse_position(std::string_view text);
// The same under --lenient (docs/cli.md): unmovable pieces and nifu are waived and listed in
// `warnings` ("unmovable_piece at 1a", "nifu (sente, file 5)"); no king at all, two kings of a
// side, too many pieces of a kind and the side not to move in check stay refused.
Result<Position, PositionError> parse_position_lenient(std::string_view text,
                                                       std::vector<std::string>& warnings);
std::string print_position(const Position& pos);  // canonical SFEN

// A USI move as read: `move` is the encoded move; `unplayable` is set for the syntactically
// accepted but never legal drop forms "+S*5c" (a promoted kind), "S*5c+" (promotion on a drop)
// and "K*5c" (a king drop).
struct ParsedMove {
    Move move = kNoMove;
    bool unplayable = false;
};
std::optional<ParsedMove> parse_move(std::string_view text);  // nullopt: not well-formed USI
// Writes the USI text of `m` into buf (at least 6 bytes); returns the length. No heap.
int write_move(Move m, char* buf);
std::string print_move(Move m);
// The legal move the text names, if any (never for an unplayable form).
std::optional<Move> find_legal(const Position& pos, const ParsedMove& move);

}  // namespace arbiter::fast::shogi
