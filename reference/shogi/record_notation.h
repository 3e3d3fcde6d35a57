#pragma once
// The move text of shogi game records (docs/records.md), read and written by the reference:
//   Japanese moves as KIF and KI2 write them: "７六歩(77)", "同　歩(23)", "５五角成(88)",
//   "２四歩打", "３三桂不成(45)", and KI2's forms without a from-square, where the words of the
//   JSA notation (棋譜の表記方法) tell apart two pieces that reach the same square: 右 左 直 (where
//   the piece stands) and 上 引 寄 (how it moves), "▲５二金左", "△同銀上";
//   CSA moves (CSA standard file format V2.2): "+7776FU", "-0055KA" (00 = a drop; the piece is
//   the one on the destination after the move, so "+2822RY" is a promotion).
// Resolving a Japanese or CSA move needs the position (which piece, a promotion), so each
// implementation has its own reader (fast/shogi/record_notation.h is the other). Total on any
// bytes.

#include <optional>
#include <string>
#include <string_view>

#include "reference/shogi/move.h"
#include "reference/shogi/position.h"
#include "reference/shogi/result.h"
#include "reference/shogi/rule_id.h"

namespace arbiter::reference::shogi {

// Why a move text names no legal move: the rule the move breaks when the text names one move
// (shogi.drop.nifu, shogi.self-check, ...), nullopt when it names none or several (then the
// record's move is a shogi.illegal-move); `detail` says what is wrong in words.
struct MoveTextProblem {
    std::optional<RuleId> rule;
    std::string detail;
};

// A Japanese move (KIF or KI2) in `position`. `last_to` is the destination of the move before,
// which 同 names. An optional side mark (▲ ☗ for sente, △ ▽ ☖ for gote) must be the side to move.
Result<Move, MoveTextProblem> parse_japanese_move(const Position& position, std::string_view text,
                                                  std::optional<Square> last_to);
// A CSA move "+7776FU" in `position`.
Result<Move, MoveTextProblem> parse_csa_move(const Position& position, std::string_view text);

// The KIF form of a legal `move`: "７六歩(77)", "同　歩(23)" when it lands on `last_to`,
// "２四歩打", "成" for a promotion, "不成" for a move that could promote and does not.
std::string print_kif_move(const Position& position, const Move& move,
                           std::optional<Square> last_to);
// The KI2 form, with the side mark: "▲７六歩", "△同歩", "▲５二金左", "▲５五角打" (打 only when a
// board move could reach the square too), the JSA words only when they are needed.
std::string print_ki2_move(const Position& position, const Move& move,
                           std::optional<Square> last_to);
// The CSA form: "+7776FU", "-0055KA", "+2822RY".
std::string print_csa_move(const Position& position, const Move& move);

// The KIF square: "７六".
std::string print_japanese_square(Square square);
// The Japanese name of a piece kind as KIF writes it: 歩 香 桂 銀 金 角 飛 玉 と 成香 成桂 成銀 馬
// 龍.
std::string_view japanese_piece_name(PieceKind kind);
// The CSA name: FU KY KE GI KI KA HI OU TO NY NK NG UM RY.
std::string_view csa_piece_name(PieceKind kind);
std::optional<PieceKind> csa_piece_kind(std::string_view name);

}  // namespace arbiter::reference::shogi
