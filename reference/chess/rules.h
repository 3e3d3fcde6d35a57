#pragma once
// The rules of chess, one function per rule of the catalogue (docs/rules.md), each named after
// its ID: movement patterns are `*_targets`, restrictions `breaks_*`, game ends `*_reached`.
// Definitions live in rules/<area>.cpp; each comment there cites the rule.

#include <optional>
#include <string_view>
#include <vector>

#include "reference/chess/board.h"
#include "reference/chess/move.h"
#include "reference/chess/position.h"
#include "reference/chess/rule_id.h"

namespace arbiter::reference::chess {

// ---- Attacks (rules/attacks.cpp) --------------------------------------------------------------
// Whether any piece of `by` attacks `target`: walk outward from the target and ask whether the
// piece met could move back, so every piece's pattern is stated once, below.
bool is_attacked(const Board& board, Square target, Color by);
bool in_check(const Position& pos);

// ---- Piece movement (rules/pieces.cpp, rules/pawn.cpp) ------------------------------------------
// The squares a piece on `from` may move to by its pattern, before the self-check rule.
// A square holding a piece of the mover's colour is never a target.
std::vector<Square> king_step_targets(const Board& board, Square from);     // chess.king.step
std::vector<Square> knight_leap_targets(const Board& board, Square from);   // chess.knight.leap
std::vector<Square> rook_slide_targets(const Board& board, Square from);    // chess.rook.slide
std::vector<Square> bishop_slide_targets(const Board& board, Square from);  // chess.bishop.slide
std::vector<Square> queen_slide_targets(const Board& board, Square from);   // chess.queen.slide
std::vector<Square> pawn_push_targets(const Board& board, Square from);     // chess.pawn.push
std::vector<Square> pawn_double_push_targets(const Board& board,
                                             Square from);  // chess.pawn.double-push
std::vector<Square> pawn_capture_targets(const Board& board, Square from);  // chess.pawn.capture
std::vector<Square> pawn_en_passant_targets(const Position& pos,
                                            Square from);  // chess.pawn.en-passant
// The pattern targets of whatever piece stands on `from` (pawns: all four pawn rules).
std::vector<Square> pattern_targets(const Position& pos, Square from);
// The movement rule that governs a piece of this type (chess.knight.leap for a knight, ...).
RuleId movement_rule(PieceType type);

// ---- Promotion (rules/pawn.cpp) -----------------------------------------------------------------
// chess.pawn.promotion: a pawn reaching the last rank must become a Q, R, B or N; no other move
// names a promotion piece.
bool breaks_pawn_promotion(const Position& pos, const Move& move);

// ---- Castling (rules/castling.cpp) --------------------------------------------------------------
// The castling `move` stands for, if it has that shape for the side to move: the king's two-square
// move toward a rook (chess.castling), or in Chess960 the king taking its own rook
// (chess.chess960.castling).
std::optional<Wing> castling_wing(const Position& pos, const Move& move);
// The first castling sub-rule (rights, blocked, in-check, through-check) the castling breaks.
std::optional<RuleId> first_broken_castling_rule(const Position& pos, Wing wing);
// The castling as this position writes it: e1g1 in standard chess, king takes rook in Chess960.
Move castling_move(const Position& pos, Wing w);
Move castling_move(Color c, Wing w);         // standard chess: e1g1, e1c1, e8g8, e8c8
Square castling_rook_from(Color c, Wing w);  // standard chess: a1, h1, a8, h8
// The castling rook of that right (its standard corner when the right is gone).
Square castling_rook_from(const Position& pos, Color c, Wing w);
Square castling_rook_to(Color c, Wing w);  // f1, d1, f8, d8: the same in Chess960
Square castling_king_to(Color c, Wing w);  // g1, c1, g8, c8: the same in Chess960
// The pieces standing where the castling needs empty squares (chess.castling.blocked,
// chess.chess960.castling.blocked).
std::vector<Square> castling_obstacles(const Position& pos, Wing wing);
// The squares the king crosses and lands on (empty when it does not move).
std::vector<Square> castling_king_path(const Position& pos, Wing wing);
// The board with the king and the castling rook lifted, on which the path's attacks are judged.
Board castling_lifted_board(const Position& pos, Wing wing);

// ---- Self-check (rules/self_check.cpp) ----------------------------------------------------------
// chess.self-check: no move may leave one's own king attacked.
bool breaks_self_check(const Position& pos, const Move& move);

// ---- Legal moves and explain (rules/legal.cpp)
// ---------------------------------------------------
std::vector<Move> legal_moves(const Position& pos);
// nullopt when `move` is legal; otherwise the first rule it breaks, in this order: own piece,
// the piece's movement rule (castling sub-rules for a castling king), promotion, self-check.
std::optional<RuleId> first_broken_rule(const Position& pos, const Move& move);

// ---- Evidence (rules/evidence.cpp) -------------------------------------------------------------
// The pieces of `by` that attack `target` (each found alone, the others kept as obstacles).
std::vector<Square> attackers(const Board& board, Square target, Color by);
// The pieces giving check to the side to move.
std::vector<Square> checkers(const Position& pos);
// A square an explanation names, and its part: "from" (no own piece there), "own_piece" (the
// target holds one), "in_the_way" (a slide, push or castling path), "checker" (castling out of
// check), "attacked_square" and "attacker" (castling through check), "attacker" (self-check: the
// pieces that would attack the king after the move).
struct Witness {
    std::string_view role;
    Square square;
};
// The witnesses of the first rule `move` breaks (none when it is legal or the rule names none).
std::vector<Witness> explain_witnesses(const Position& pos, const Move& move);

// ---- Game end (rules/game_end.cpp)
// ----------------------------------------------------------------
bool checkmate_reached(const Position& pos);      // chess.checkmate
bool stalemate_reached(const Position& pos);      // chess.stalemate
bool dead_position_reached(const Position& pos);  // chess.dead-position
// chess.fifty-move: `limit_plies` plies (100 = fifty moves each) without capture or pawn move.
bool fifty_move_reached(const Position& pos, int limit_plies);
// chess.time-control, FIDE Laws 6.9: whether `side` could ever checkmate, judged by the material on
// the board alone. Sound one way: "cannot" only for material that can never mate; "can" when
// unsure (a fortress, or pieces that could never reach their squares).
bool can_checkmate_by_material(const Position& pos, Color side);

// The part of a position that repetition compares (chess.repetition, FIDE 9.2.3): placement,
// side to move, castling rights and the en passant POSSIBILITY (a square only counts when a
// legal en passant capture exists).
struct RepetitionKey {
    Board board;
    Color side_to_move;
    CastlingRights castling;
    std::optional<Square> en_passant_capturable;
    friend bool operator==(const RepetitionKey&, const RepetitionKey&) = default;
};
RepetitionKey repetition_key(const Position& pos);

}  // namespace arbiter::reference::chess
