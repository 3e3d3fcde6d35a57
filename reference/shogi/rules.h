#pragma once
// The rules of shogi, one function per rule ID of docs/rules.md (docs/style.md): restrictions are
// breaks_*, movement patterns *_targets, game ends *_reached. The movement and capture rules live
// in rules/movement.cpp, promotion in rules/promotion.cpp, drops in rules/drop.cpp, check in
// rules/check.cpp, and the flat decision lists (legal moves, explain) in rules/legal.cpp.

#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

#include "reference/shogi/position.h"
#include "reference/shogi/rule_id.h"

namespace arbiter::reference::shogi {

// ---- Movement (rules/movement.cpp). Targets are the squares the piece on `from` may move to:
// empty or holding an enemy piece, reached along its pattern without jumping (the knight jumps).
std::vector<Square> king_step_targets(const Board& board, Square from);     // shogi.king.step
std::vector<Square> rook_slide_targets(const Board& board, Square from);    // shogi.rook.slide
std::vector<Square> bishop_slide_targets(const Board& board, Square from);  // shogi.bishop.slide
std::vector<Square> gold_step_targets(const Board& board, Square from);     // shogi.gold.step
std::vector<Square> silver_step_targets(const Board& board, Square from);   // shogi.silver.step
std::vector<Square> knight_leap_targets(const Board& board, Square from);   // shogi.knight.leap
std::vector<Square> lance_slide_targets(const Board& board, Square from);   // shogi.lance.slide
std::vector<Square> pawn_step_targets(const Board& board, Square from);     // shogi.pawn.step
std::vector<Square> promoted_dragon_targets(const Board& board,
                                            Square from);  // shogi.promoted.dragon
std::vector<Square> promoted_horse_targets(const Board& board,
                                           Square from);  // shogi.promoted.horse
std::vector<Square> promoted_gold_movers_targets(const Board& board,
                                                 Square from);  // shogi.promoted.gold-movers

// The targets of whatever piece stands on `from` (empty when none).
std::vector<Square> piece_targets(const Board& board, Square from);
// Whether the piece on `from` reaches `to` by its pattern (attacks it), whatever stands on `to`.
bool piece_reaches(const Board& board, Square from, Square to);
// The movement rule of a kind: shogi.rook.slide, shogi.promoted.gold-movers, ...
RuleId movement_rule(PieceKind kind);

// shogi.capture.to-hand: a captured piece goes, unpromoted, to the captor's hand.
void capture_to_hand(Hand& captor_hand, PieceKind captured);

// ---- Check (rules/check.cpp)
std::optional<Square> king_square(const Board& board, Side side);
bool is_attacked(const Board& board, Square square, Side by);
bool in_check(const Position& position);  // the side to move's king is attacked
// shogi.self-check: no move may leave one's own king attacked. `after` is the position after
// the move; the mover is the side not to move in it.
bool breaks_self_check(const Position& after);

// ---- Promotion (rules/promotion.cpp)
// A piece that could never move again from `square` (pawn/lance on the last rank, knight on
// the last two): the ground of shogi.promotion.forced, shogi.drop.dead-square and shogi.sfen.
bool has_no_move_from(Side side, PieceKind kind, Square square);
// shogi.promotion.optional: promotion is allowed only for a promotable piece on a move that
// starts or ends in the zone. True when `move.promote` asks for a promotion that is not allowed.
bool breaks_promotion_optional(const Position& before, const BoardMove& move);
// shogi.promotion.forced: a pawn or lance reaching the last rank, or a knight reaching the last
// two ranks, must promote. True when `move` leaves such a piece unpromoted.
bool breaks_promotion_forced(const Position& before, const BoardMove& move);

// ---- Drops (rules/drop.cpp)
// shogi.drop: a piece in hand may be dropped on any empty square.
bool breaks_drop(const Position& before, const Drop& drop);
// shogi.drop.unpromoted: a dropped piece is unpromoted and cannot promote on the drop itself.
bool breaks_drop_unpromoted(const Drop& drop);
// shogi.drop.dead-square: no pawn or lance drop on the last rank; no knight drop on the last two.
bool breaks_drop_dead_square(const Position& before, const Drop& drop);
// shogi.drop.nifu: no pawn drop on a file holding an unpromoted pawn of the same side (二歩).
bool breaks_drop_nifu(const Position& before, const Drop& drop);
// shogi.drop.uchifuzume: a pawn drop that gives checkmate is illegal (打ち歩詰め). JSA 禁じ手.
bool breaks_drop_uchifuzume(const Position& before, const Drop& drop);

// ---- Legality (rules/legal.cpp): flat lists in catalogue order.
// shogi.move.own-piece (arbiter addition, docs/rules.md): a board move moves a piece of
// the side to move; one from an empty square or from an opponent's piece breaks it (JSA
// 犯规: moving more than one move in a row, 二手指し). A drop of a piece not in hand breaks
// shogi.drop instead.
bool breaks_move_own_piece(const Position& before, const BoardMove& move);
// Calls `visit` for each legal move until it returns false.
void for_each_legal_move(const Position& position, const std::function<bool(const Move&)>& visit);
std::vector<Move> legal_moves(const Position& position);
bool has_legal_move(const Position& position);
// nullopt = legal; otherwise the ID of the first rule (catalogue order) the move breaks; a board
// move is first checked against shogi.move.own-piece.
std::optional<RuleId> first_broken_rule(const Position& position, const Move& move);

// ---- Evidence (rules/evidence.cpp)
// The pieces of `by` that reach `target` by their patterns.
std::vector<Square> attackers(const Board& board, Square target, Side by);
// The pieces giving check to the side to move.
std::vector<Square> checkers(const Position& position);
// A square an explanation names, and its part: "from" (no own piece there), "own_piece" (the
// target holds one), "in_the_way" (a slide's path), "occupied" (a drop onto a piece),
// "pawn_on_file" (nifu), "king" (the king a pawn drop would mate), "attacker" (self-check: the
// pieces that would attack the king after the move).
struct Witness {
    std::string_view role;
    Square square;
};
// The witnesses of the first rule `move` breaks (none when it is legal or the rule names none).
std::vector<Witness> explain_witnesses(const Position& position, const Move& move);

}  // namespace arbiter::reference::shogi
