#pragma once
// Record move text of fast/shogi (its own reader and printer, independent of reference/shogi's):
//   Japanese moves of KIF and KI2 ("７六歩(77)", "同　歩", "５五角成", "２四歩打", "３三桂不成",
//   KI2's 右 左 直 上 引 寄 words, side marks ▲ △), and CSA moves ("+7776FU", "-0055KA").
// The reader decodes the UTF-8 text into at most kMaxMoveChars code points on the stack, then
// resolves it against the position: with a from-square (KIF, CSA) one is_legal() test; without
// (KI2) a walk over the legal moves. No heap on the reading path. Total on any bytes.

#include <cstdint>
#include <string>
#include <string_view>

#include "fast/shogi/movegen.h"

namespace arbiter::fast::shogi {

enum class TextError : std::uint8_t {
    None,
    Malformed,   // not a move text of the format
    WrongSide,   // a side mark or CSA sign of the side not to move
    NoPrevious,  // 同 with no move before
    NoMove,      // names no legal move
    Ambiguous,   // names several legal moves
};
std::string_view text_error_name(TextError e);  // "malformed", "wrong_side", ...

inline constexpr int kMaxMoveChars = 96;  // bytes (so code points) of a Japanese move text read
inline constexpr int kMoveTextBufferSize = 48;  // bytes a written move text may take

// A Japanese move in `pos`; `last_to` is the destination of the move before (kNoSquare when
// none). Returns the legal move, or kNoMove with `error` set.
Move parse_japanese_move(const Position& pos, std::string_view text, Square last_to,
                         TextError& error);
// A CSA move "+7776FU" in `pos`.
Move parse_csa_move(const Position& pos, std::string_view text, TextError& error);

// Writers of a legal move into `buf` (at least kMoveTextBufferSize bytes); they return the length.
int write_kif_move(const Position& pos, Move m, Square last_to, char* buf);  // "７六歩(77)"
int write_ki2_move(const Position& pos, Move m, Square last_to, char* buf);  // "▲７六歩"
int write_csa_move(const Position& pos, Move m, char* buf);                  // "+7776FU"
std::string print_kif_move(const Position& pos, Move m, Square last_to);
std::string print_ki2_move(const Position& pos, Move m, Square last_to);
std::string print_csa_move(const Position& pos, Move m);

}  // namespace arbiter::fast::shogi
