#pragma once
// Legal move generation of fast/shogi: pins and check evasions computed up front (no make/unmake
// per move), drops with nifu file masks and dead-square masks, and the uchifuzume (打ち歩詰め)
// test run only for a pawn drop that gives check. Every legal non-promotion is generated,
// including the pointless ones (as the published perft figures count them).
// No heap, strings or virtual calls.

#include "fast/shogi/position.h"

namespace arbiter::fast::shogi {

// The pieces of `by` that attack `s` with occupancy `occ`.
Bitboard attackers_to(const Position& pos, Side by, Square s, Bitboard occ);
// The same, given the side-blind set of gold movers (gold, tokin, promoted lance/knight/silver).
Bitboard attackers_to(const Position& pos, Side by, Square s, Bitboard occ, Bitboard gold_like);
// The pieces giving check to the side to move (0 when it has no king).
Bitboard checkers(const Position& pos);
inline bool in_check(const Position& pos) { return checkers(pos) != 0; }

// Clears `list`, then fills it with every legal move of the side to move.
void generate_legal(const Position& pos, MoveList& list);
// The number of legal moves (as generate_legal's size, without writing the moves).
int count_legal(const Position& pos);
// Whether the side to move has any legal move.
bool has_legal_move(const Position& pos);
// Whether `m` is one of the legal moves.
bool is_legal(const Position& pos, Move m);

}  // namespace arbiter::fast::shogi
