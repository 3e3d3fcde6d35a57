#pragma once
// USI move text (docs/rules.md): board moves "7g7f", "8h2b+"; drops "P*5e".

#include <optional>
#include <string>
#include <string_view>

#include "reference/shogi/board.h"
#include "reference/shogi/move.h"

namespace arbiter::reference::shogi {

std::string to_usi(const Move& move);
std::string to_usi(Square square);  // "5e"
// nullopt when the text is not a well-formed USI move. Drops of any piece letter are read,
// and also the forms "+P*5e" and "P*5e+" so that explain can refuse them by rule.
std::optional<Move> parse_usi(std::string_view text);

// SFEN piece letters: uppercase sente, lowercase gote, "+" before a promoted piece.
char piece_letter(PieceKind kind);  // the unpromoted letter in uppercase: P L N S G B R K
std::optional<PieceKind> kind_from_letter(char upper);

}  // namespace arbiter::reference::shogi
