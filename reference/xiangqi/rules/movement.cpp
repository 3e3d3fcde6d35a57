// Movement patterns of the seven xiangqi pieces (AXF rules, Chapter 1 Section 2), and attacks
// derived from them. Each function decides one docs/rules.md rule; nothing here looks at check or
// facing.

#include <cassert>
#include <cstdlib>

#include "reference/xiangqi/rules.h"

namespace arbiter::reference::xiangqi {
namespace {

int sign(int v) { return (v > 0) - (v < 0); }

// Pieces strictly between two points of one file or rank. Precondition: same line, distinct.
int pieces_between(const Board& board, Point from, Point to) {
    const int df = sign(to.file - from.file);
    const int dr = sign(to.rank - from.rank);
    int count = 0;
    for (Point p{from.file + df, from.rank + dr}; !(p == to); p = Point{p.file + df, p.rank + dr}) {
        if (!board.empty(p)) ++count;
    }
    return count;
}

bool on_one_line(Point from, Point to) { return (from.file == to.file) != (from.rank == to.rank); }

// The rule a piece of this kind breaks when its pattern does not fit, capture aside.
std::optional<RuleId> pattern_broken_ignoring_target(const Board& board, Piece piece, Point from,
                                                     Point to) {
    switch (piece.kind) {
    case PieceKind::General:
        if (breaks_general_step(piece.side, from, to)) return RuleId::GeneralStep;
        return std::nullopt;
    case PieceKind::Advisor:
        if (breaks_advisor_step(piece.side, from, to)) return RuleId::AdvisorStep;
        return std::nullopt;
    case PieceKind::Elephant:
        if (breaks_elephant_step(piece.side, from, to)) return RuleId::ElephantStep;
        if (elephant_eye_blocked(board, from, to)) return RuleId::ElephantEye;
        return std::nullopt;
    case PieceKind::Horse:
        if (breaks_horse_step(from, to)) return RuleId::HorseStep;
        if (horse_leg_blocked(board, from, to)) return RuleId::HorseLeg;
        return std::nullopt;
    case PieceKind::Chariot:
        if (breaks_chariot_slide(board, from, to)) return RuleId::ChariotSlide;
        return std::nullopt;
    case PieceKind::Cannon:
        // Judged as a capture whatever stands on `to` (attacks); first_broken_pattern splits.
        if (breaks_cannon_capture(board, from, to)) return RuleId::CannonCapture;
        return std::nullopt;
    case PieceKind::Soldier:
        if (breaks_soldier_step(piece.side, from, to)) return RuleId::SoldierStep;
        return std::nullopt;
    }
    return RuleId::SetupStandard;  // unreachable: every kind is handled above
}

RuleId own_movement_rule(PieceKind kind) {
    switch (kind) {
    case PieceKind::General:
        return RuleId::GeneralStep;
    case PieceKind::Advisor:
        return RuleId::AdvisorStep;
    case PieceKind::Elephant:
        return RuleId::ElephantStep;
    case PieceKind::Horse:
        return RuleId::HorseStep;
    case PieceKind::Chariot:
        return RuleId::ChariotSlide;
    case PieceKind::Cannon:
        return RuleId::CannonMove;
    case PieceKind::Soldier:
        return RuleId::SoldierStep;
    }
    return RuleId::SetupStandard;
}

}  // namespace

bool breaks_general_step(Side side, Point from, Point to) {
    const int distance = std::abs(to.file - from.file) + std::abs(to.rank - from.rank);
    return distance != 1 || !in_palace(side, to);
}

bool breaks_advisor_step(Side side, Point from, Point to) {
    const bool diagonal_step =
        std::abs(to.file - from.file) == 1 && std::abs(to.rank - from.rank) == 1;
    return !diagonal_step || !in_palace(side, to);
}

bool breaks_elephant_step(Side side, Point from, Point to) {
    const bool two_diagonal =
        std::abs(to.file - from.file) == 2 && std::abs(to.rank - from.rank) == 2;
    return !two_diagonal || !on_own_side(side, to);
}

bool elephant_eye_blocked(const Board& board, Point from, Point to) {
    const Point eye{(from.file + to.file) / 2, (from.rank + to.rank) / 2};
    return !board.empty(eye);
}

bool breaks_horse_step(Point from, Point to) {
    const int df = std::abs(to.file - from.file);
    const int dr = std::abs(to.rank - from.rank);
    return !((df == 1 && dr == 2) || (df == 2 && dr == 1));
}

bool horse_leg_blocked(const Board& board, Point from, Point to) {
    // The leg is the point one step from the horse along the long leg of its move.
    const int df = to.file - from.file;
    const int dr = to.rank - from.rank;
    const Point leg = std::abs(df) == 2 ? Point{from.file + sign(df), from.rank}
                                        : Point{from.file, from.rank + sign(dr)};
    return !board.empty(leg);
}

bool breaks_chariot_slide(const Board& board, Point from, Point to) {
    return !on_one_line(from, to) || pieces_between(board, from, to) != 0;
}

bool breaks_cannon_move(const Board& board, Point from, Point to) {
    return !on_one_line(from, to) || pieces_between(board, from, to) != 0;
}

bool breaks_cannon_capture(const Board& board, Point from, Point to) {
    return !on_one_line(from, to) || pieces_between(board, from, to) != 1;
}

bool breaks_soldier_step(Side side, Point from, Point to) {
    const int df = to.file - from.file;
    const int dr = to.rank - from.rank;
    if (df == 0 && dr == forward(side)) return false;           // one point forward
    const bool crossed = !on_own_side(side, from);              // 过河兵 crossed the river
    if (crossed && dr == 0 && std::abs(df) == 1) return false;  // sideways after the river
    return true;
}

std::optional<RuleId> first_broken_pattern(const Board& board, Point from, Point to) {
    assert(!board.empty(from));
    const Piece piece = *board.at(from);
    if (from == to || !on_board(to)) return own_movement_rule(piece.kind);
    const auto& target = board.at(to);
    if (target && target->side == piece.side) return own_movement_rule(piece.kind);
    if (piece.kind == PieceKind::Cannon) {
        if (!target) {
            if (breaks_cannon_move(board, from, to)) return RuleId::CannonMove;
            return std::nullopt;
        }
        if (!on_one_line(from, to)) return RuleId::CannonMove;  // not even the chariot's line
        if (breaks_cannon_capture(board, from, to)) return RuleId::CannonCapture;
        return std::nullopt;
    }
    return pattern_broken_ignoring_target(board, piece, from, to);
}

bool attacks(const Board& board, Point from, Point to) {
    assert(!board.empty(from));
    if (from == to) return false;
    return !pattern_broken_ignoring_target(board, *board.at(from), from, to).has_value();
}

bool is_attacked(const Board& board, Point target, Side by) {
    auto attacker_at = [&](Point p) {
        return on_board(p) && board.holds(p, by) && attacks(board, p, target);
    };
    // Orthogonal rays: the first piece met may be a chariot, general or soldier; the second a
    // cannon (the first is its screen).
    constexpr int kDirections[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    for (const auto& d : kDirections) {
        int found = 0;
        for (Point p{target.file + d[0], target.rank + d[1]}; on_board(p) && found < 2;
             p = Point{p.file + d[0], p.rank + d[1]}) {
            if (board.empty(p)) continue;
            ++found;
            if (attacker_at(p)) return true;
        }
    }
    // Horse points (a horse attacks from a (1,2) leap away, its own leg permitting).
    constexpr int kLeaps[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                  {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    for (const auto& l : kLeaps) {
        if (attacker_at(Point{target.file + l[0], target.rank + l[1]})) return true;
    }
    // Diagonal points: advisors one away, elephants two away.
    constexpr int kDiagonals[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    for (const auto& d : kDiagonals) {
        if (attacker_at(Point{target.file + d[0], target.rank + d[1]})) return true;
        if (attacker_at(Point{target.file + 2 * d[0], target.rank + 2 * d[1]})) return true;
    }
    return false;
}

std::optional<Point> general_point(const Board& board, Side side) {
    // A general never leaves its palace (xiangqi.general.step), so only the 9 palace points are
    // searched. (A Setup with a general outside is refused with general_outside_palace anyway.)
    const int first_rank = side == Side::Red ? 0 : kRankCount - kPalaceDepth;
    for (int rank = first_rank; rank < first_rank + kPalaceDepth; ++rank) {
        for (int file = kPalaceFirstFile; file <= kPalaceLastFile; ++file) {
            const auto& piece = board.at(Point{file, rank});
            if (piece && piece->side == side && piece->kind == PieceKind::General)
                return Point{file, rank};
        }
    }
    return std::nullopt;
}

}  // namespace arbiter::reference::xiangqi
