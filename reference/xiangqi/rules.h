#pragma once
// The rules of xiangqi, one function per docs/rules.md rule ID (docs/style.md naming): movement
// patterns, the flying-general and self-check restrictions, attacks, legal moves and explain.
// Sources: the xiangqi competition rules §2-§4 as docs/rules.md restates them; a bare § below is
// a section of those rules.

#include <optional>
#include <string_view>
#include <vector>

#include "reference/xiangqi/board.h"
#include "reference/xiangqi/position.h"
#include "reference/xiangqi/rule_id.h"

namespace arbiter::reference::xiangqi {

// ---- movement patterns (rules/movement.cpp) -------------------------------------------------

// xiangqi.general.step: one point orthogonally, never leaving the palace (帅/将). §2.2.
bool breaks_general_step(Side side, Point from, Point to);
// xiangqi.advisor.step: one point diagonally, never leaving the palace (仕/士). §2.2.
bool breaks_advisor_step(Side side, Point from, Point to);
// xiangqi.elephant.step: exactly two points diagonally, never across the river (相/象). §2.2.
bool breaks_elephant_step(Side side, Point from, Point to);
// xiangqi.elephant.eye: blocked when the point midway (塞象眼 "elephant eye") is occupied. §2.2.
bool elephant_eye_blocked(const Board& board, Point from, Point to);
// xiangqi.horse.step: one point orthogonally then one diagonally outward (马走日). §2.2.
bool breaks_horse_step(Point from, Point to);
// xiangqi.horse.leg: blocked when the orthogonal neighbour toward the target (蹩马腿 horse leg)
// is occupied. §2.2.
bool horse_leg_blocked(const Board& board, Point from, Point to);
// xiangqi.chariot.slide: any distance along a file or rank, nothing in between (车). §2.2.
bool breaks_chariot_slide(const Board& board, Point from, Point to);
// xiangqi.cannon.move: to an empty point, the cannon moves like a chariot (炮). §2.2.
bool breaks_cannon_move(const Board& board, Point from, Point to);
// xiangqi.cannon.capture: a capture jumps exactly one piece of either side, the screen
// (炮打隔子 / 炮架). §2.3.
bool breaks_cannon_capture(const Board& board, Point from, Point to);
// xiangqi.soldier.step: one point forward; after crossing the river also sideways; never back;
// no promotion (兵/卒). §2.2.
bool breaks_soldier_step(Side side, Point from, Point to);

// The first movement rule that forbids the piece on `from` to go to `to` on this board (a move
// onto a piece of one's own side breaks the piece's own movement rule), or nullopt when its
// pattern allows the move. Precondition: a piece stands on `from`.
std::optional<RuleId> first_broken_pattern(const Board& board, Point from, Point to);

// Whether the piece on `from` could capture on `to` by its pattern, whatever stands on `to`
// (cannons need exactly one screen). Precondition: a piece stands on `from`.
bool attacks(const Board& board, Point from, Point to);

// Whether any piece of side `by` attacks `target`: walks outward from `target` and asks each
// piece found whether it can move back (rays for chariot, cannon, general, soldier; horse
// points; diagonal points for advisor and elephant).
bool is_attacked(const Board& board, Point target, Side by);

// Where the general of `side` stands inside its palace (nullopt when it is not there).
std::optional<Point> general_point(const Board& board, Side side);

// ---- restrictions (rules/restrictions.cpp) ---------------------------------------------------

// xiangqi.general.facing: the generals may never face each other on one file with nothing
// between ("flying general", 将帅对面 / 白脸将). §2.2, §4.1.2.
bool breaks_general_facing(const Board& after);
// xiangqi.self-check: no move may leave one's own general attacked (送将); cannon screens count.
// Competition rules §3.1, §4.1.6.
bool breaks_self_check(const Board& after, Side mover);

// The side to move's general is attacked (将军, "check").
bool in_check(const Position& position);

// ---- legal moves and explain (rules/legal.cpp) -----------------------------------------------

// xiangqi.move.own-piece (arbiter addition): on each turn the side to move moves one of its own
// pieces; a move whose from point is empty or holds an opponent's piece moves nothing of its own
// (a from point off the board holds no piece). §2.1 (the sides move in turn,
// each its own pieces), §2.3.
bool breaks_move_own_piece(const Position& position, Move move);

// The first rule the move breaks, in order: xiangqi.move.own-piece, then the movement rules of the
// piece (a to point off the board breaks it), then xiangqi.general.facing, then
// xiangqi.self-check; nullopt = legal. Total over any Move.
std::optional<RuleId> first_broken_rule(const Position& position, Move move);

// Every legal move, in point order of `from` then `to` (rank-major from a0).
std::vector<Move> legal_moves(const Position& position);
bool has_legal_move(const Position& position);

// ---- evidence (rules/evidence.cpp) -----------------------------------------------------------

// The pieces of `by` that attack `target` by their patterns.
std::vector<Point> attackers(const Board& board, Point target, Side by);
// The pieces giving check to the side to move.
std::vector<Point> checkers(const Position& position);
// A point an explanation names, and its part: "from" (no own piece there), "own_piece" (the
// target holds one), "eye" (the elephant's eye), "leg" (the horse's leg), "in_the_way" (a
// chariot's or cannon's path), "screen" (a cannon capture over none or several), "general" (the
// general left facing), "attacker" (self-check: the pieces that would attack the general).
struct Witness {
    std::string_view role;
    Point point;
};
// The witnesses of the first rule `move` breaks (none when it is legal or the rule names none).
std::vector<Witness> explain_witnesses(const Position& position, Move move);

}  // namespace arbiter::reference::xiangqi
