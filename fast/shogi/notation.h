#pragma once
// USI move text for fast/shogi (docs/rules.md): "7g7f", "8h2b+", "P*5e".

#include <string>
#include <string_view>

#include "fast/shogi/types.h"

namespace arbiter::fast::shogi {

// Writes the USI text of `m` into buf (at least 6 bytes); returns the length.
int write_usi(Move m, char* buf);
std::string to_usi(Move m);

// A USI move as read: `move` is the encoded move; `unplayable` is set for the syntactically
// accepted but never legal drop forms "+S*5c" (a promoted kind) and "S*5c+" (promotion on a drop).
struct ParsedMove {
    Move move = kNoMove;
    bool unplayable = false;
};
// false when the text is not a well-formed USI move.
bool parse_usi(std::string_view text, ParsedMove& out);

}  // namespace arbiter::fast::shogi
