// Repetition and the forbidden-repetition rules (competition rule 4.2.3 and the AXF rules,
// docs/rules.md).
//
// xiangqi.repetition: the game is judged when the current placement, with the same side to move,
// has occurred three times. The span judged runs from the first of those three occurrences to
// now (two full cycles). Then, in this order:
//   1. xiangqi.repetition.perpetual-check (长将): a side ALL of whose moves in the span give check
//      loses; if both sides do so the game is drawn (reason xiangqi.repetition).
//   2. xiangqi.repetition.perpetual-chase (长捉): a side ALL of whose moves in the span chase one
//      and the same opponent piece loses; if both sides do so it is drawn. Because rule 1 comes
//      first, a perpetual checker facing a perpetual chaser loses (check outranks chase).
//   3. otherwise a draw with reason xiangqi.repetition.
//
// A move by side S "chases" opponent piece V (standing on v after the move) when all hold:
//   (a) V is not the general (attacks on the general are checks, rule 1);
//   (b) some piece A of S that is neither the general nor a soldier (AXF: general and soldier
//       attacks are exempt) attacks v by its pattern after the move, and the capture A×v would be
//       a legal move for S (it neither leaves S's general attacked nor makes the generals face);
//   (c) the threat is new: before the move, A did not already attack V by its pattern (the
//       attack is made by the moved piece, or discovered when the moved piece leaves a line or a
//       horse leg / elephant eye). A piece that merely stays attacked while the chaser shuffles
//       something else is not chased; nor does an attack become a chase because the move lifted
//       a pin or escaped a check that had made the capture illegal;
//   (d) V is unprotected — after A×v the owner of V has no legal recapture on v (a pinned or
//       facing-blocked defender does not protect; the general does, when its recapture is
//       legal) — OR V is a chariot and A is a horse or a cannon (then protection is irrelevant).
// "The same piece" is followed through the cycle: V keeps its identity when it moves.
//
// AXF sub-cases covered: chase by any piece but general and soldier; chariot attacked by horse
// or cannon counts even when protected; protection that is illusory because the recapture is
// illegal (pins, flying general) does not count; discovered attacks count; several
// attackers taking turns against one piece count as one chase; a move that both checks and
// chases counts as a chase move for rule 2; mutual perpetual check and mutual perpetual chase
// are draws; check outranks chase.
// AXF sub-cases NOT covered: alternating check and chase ("one check, one chase" is judged as
// neither); chasing different pieces in turn (only one and the same victim counts); the
// exemption for chasing a soldier that has not crossed the river (such a soldier can be
// chased here); mutual attack / offer of exchange (two chariots attacking each other count as a
// chase by the side that moved); "threats" to mate and attacks on protected pieces of higher
// value other than the chariot-by-horse/cannon case; and the AXF's finer distinctions of
// "idle" versus "forced" moves and of a protected piece whose protection is lost by the
// exchange. See reference/xiangqi/README.md.

#include <algorithm>
#include <array>
#include <iterator>

#include "reference/xiangqi/game.h"
#include "reference/xiangqi/rules.h"

namespace arbiter::reference::xiangqi {
namespace {

// Whether S (the owner of the piece on `from`) could legally capture on `to` right now, were it
// S's turn: the pattern allows it and afterwards neither restriction is broken.
bool capture_would_be_legal(const Board& board, Point from, Point to) {
    if (board.empty(from) || board.empty(to)) return false;
    const Side side = board.at(from)->side;
    if (board.at(to)->side == side) return false;
    if (!attacks(board, from, to)) return false;
    Board after = board;
    after.put(to, board.at(from));
    after.put(from, std::nullopt);
    return !breaks_general_facing(after) && !breaks_self_check(after, side);
}

bool chaser_kind(PieceKind kind) {
    return kind != PieceKind::General && kind != PieceKind::Soldier;
}

// Whether the piece on `victim` is protected: after `attacker` takes it, its owner can legally
// take back on that point.
bool protected_after_capture(const Board& board, Point attacker, Point victim) {
    Board after = board;
    const Side owner = board.at(victim)->side;
    after.put(victim, board.at(attacker));
    after.put(attacker, std::nullopt);
    for (int i = 0; i < kPointCount; ++i) {
        const Point p = point_at(i);
        if (after.holds(p, owner) && capture_would_be_legal(after, p, victim)) return true;
    }
    return false;
}

// Where the piece now on `now` stood before `move` (it is the moved piece, or it did not move).
Point point_before(Move move, Point now) { return now == move.to ? move.from : now; }

}  // namespace

bool move_chases(const Position& before, Move move, Point victim) {
    const Board& old_board = before.board();
    const Position after = before.after_unchecked(move);
    const Board& board = after.board();
    const Side chaser = before.side_to_move();
    const auto& target = board.at(victim);
    if (!target || target->side == chaser) return false;
    if (target->kind == PieceKind::General) return false;  // (a)
    for (int i = 0; i < kPointCount; ++i) {
        const Point a = point_at(i);
        if (!board.holds(a, chaser) || !chaser_kind(board.at(a)->kind)) continue;  // (b)
        if (!capture_would_be_legal(board, a, victim)) continue;                   // (b)
        const Point a_before = point_before(move, a);
        if (!old_board.empty(a_before) && !old_board.empty(victim) &&
            attacks(old_board, a_before, victim)) {
            continue;  // (c)
        }
        const PieceKind kind = board.at(a)->kind;
        const bool chariot_by_minor = target->kind == PieceKind::Chariot &&
                                      (kind == PieceKind::Horse || kind == PieceKind::Cannon);
        if (chariot_by_minor || !protected_after_capture(board, a, victim)) return true;  // (d)
    }
    return false;
}

std::optional<std::size_t> repetition_reached(const Game& game) {
    const auto& positions = game.positions();
    const Position& now = positions.back();
    int occurrences = 1;
    for (std::size_t i = positions.size() - 1; i-- > 0;) {
        if (positions[i].same_placement(now) && ++occurrences == 3) return i;
    }
    return std::nullopt;
}

bool perpetual_check_reached(const Game& game, std::size_t first, Side side) {
    const auto& positions = game.positions();
    bool moved = false;
    for (std::size_t k = first; k < game.moves().size(); ++k) {
        if (positions[k].side_to_move() != side) continue;
        moved = true;
        if (!in_check(positions[k + 1])) return false;
    }
    return moved;
}

bool perpetual_chase_reached(const Game& game, std::size_t first, Side side) {
    const auto& positions = game.positions();
    const auto& moves = game.moves();
    // Identity of every piece through the span: the point index it stood on at `first`.
    constexpr int kNone = -1;
    std::array<int, kPointCount> id_at{};
    for (int i = 0; i < kPointCount; ++i) {
        id_at[i] = positions[first].board().empty(point_at(i)) ? kNone : i;
    }
    std::optional<std::vector<int>> candidates;  // victims chased by every move so far
    for (std::size_t k = first; k < moves.size(); ++k) {
        const Move move = moves[k];
        id_at[point_index(move.to)] = id_at[point_index(move.from)];
        id_at[point_index(move.from)] = kNone;
        if (positions[k].side_to_move() != side) continue;
        std::vector<int> chased;
        for (int i = 0; i < kPointCount; ++i) {
            if (id_at[i] != kNone && move_chases(positions[k], move, point_at(i))) {
                chased.push_back(id_at[i]);
            }
        }
        std::sort(chased.begin(), chased.end());
        if (!candidates) {
            candidates = chased;
        } else {
            std::vector<int> kept;
            std::set_intersection(candidates->begin(), candidates->end(), chased.begin(),
                                  chased.end(), std::back_inserter(kept));
            candidates = kept;
        }
        if (candidates->empty()) return false;
    }
    return candidates.has_value() && !candidates->empty();
}

RepetitionVerdict judge_repetition(const Game& game, std::size_t first) {
    const bool red_checks = perpetual_check_reached(game, first, Side::Red);
    const bool black_checks = perpetual_check_reached(game, first, Side::Black);
    if (red_checks != black_checks) {
        return RepetitionVerdict{red_checks ? Side::Red : Side::Black,
                                 RuleId::RepetitionPerpetualCheck};
    }
    if (red_checks) return RepetitionVerdict{std::nullopt, RuleId::Repetition};
    const bool red_chases = perpetual_chase_reached(game, first, Side::Red);
    const bool black_chases = perpetual_chase_reached(game, first, Side::Black);
    if (red_chases != black_chases) {
        return RepetitionVerdict{red_chases ? Side::Red : Side::Black,
                                 RuleId::RepetitionPerpetualChase};
    }
    return RepetitionVerdict{std::nullopt, RuleId::Repetition};
}

}  // namespace arbiter::reference::xiangqi
