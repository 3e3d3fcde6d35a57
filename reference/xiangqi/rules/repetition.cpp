// Repetition and the forbidden-repetition rules (competition rule 4.2.3 and the Asian Xiangqi
// Federation's rules of repetition, docs/rules.md). "AXF §n" below is article n of section 4 of
// the AXF rules (the English translation the WXF publishes, with its numbered diagrams).
//
// xiangqi.repetition: the game is judged when the current placement, with the same side to move,
// has occurred three times. The span judged runs from the first of those three occurrences to
// now (two full cycles). Every move of the span is classified: it gives check or not, and it
// chases a set of opponent pieces (possibly none; "idle" when it neither checks nor chases).
// Then, in this order:
//   1. xiangqi.repetition.perpetual-check (长将): a side ALL of whose moves in the span give check
//      loses (AXF §6, whether by one piece or several; §8 "two checks, one check back": the side
//      that checks every move loses); if both sides do so the game is drawn (§7).
//   2. xiangqi.repetition.perpetual-chase (长捉): a side ALL of whose moves in the span chase one
//      and the same opponent piece loses; if both sides do so it is drawn — except for a chariot
//      held by a horse (AXF §19, Diagrams 39-41): "When a Rook cannot move because of an
//      opponent's Knight, the Rook cannot be perpetually chased, regardless of whether the
//      opponent's Knight is protected". The chariot is held when it stands on the leg (蹩马腿) of
//      a horse of the chasing side whose step over that leg would take the chariot's general: it
//      cannot leave its point but to take that horse. In the three diagrams the held chariot
//      attacks the unprotected horse all along and the other side's moves make and unmake the
//      horse's protection — by the appendix a chase of the horse, though in these diagrams the
//      same moves also move the mount of a cannon that attacks the held chariot, blocks by §26
//      in (d) below; the book rules that the held chariot's attack is no chase "because the Black
//      Rook doesn't move", and that the side attacking the chariot with every move has to
//      change. So of two sides that both chase perpetually, the
//      one whose chased piece is, after each of its chasing moves, a chariot held by one of its
//      horses loses; if both are so, or neither, it is drawn. Because rule 1 comes first, a
//      perpetual checker facing a perpetual chaser loses (check outranks chase).
//      AXF: a checking move is one of the moves and must chase that piece too, so "one check, one
//      chase" (一将一捉) alternating is no perpetual chase (AXF §12, Diagram 13; §18 Diagrams
//      37-38: a draw). WXF (`RepetitionRules::Wxf`): checks and chases together are one perpetual
//      attack (长打): a side every move of which checks or chases, whose moves that do not check
//      all chase one and the same piece, and which checks at least once and chases at least once,
//      loses as a perpetual chaser.
//   3. otherwise a draw with reason xiangqi.repetition (perpetual threats of mate, AXF §9-§10,
//      and perpetual offers of exchange or sacrifices, §40, are allowed).
//
// A move by side S "chases" opponent piece V (standing on v after the move) when:
//   (a) V is not the general (attacks on the general are checks, rule 1), and V is not a soldier
//       on its own side of the river (chasing a soldier that has not crossed is allowed, AXF §25;
//       a soldier that has crossed can be chased);
//   (b) some piece A of S that is neither the general nor a soldier attacks v by its pattern after
//       the move (the general and soldiers may chase perpetually, AXF §28-§29, Diagrams 67-70; a
//       move of theirs that frees a horse's leg or becomes a cannon's screen is a chase by that
//       horse or cannon, by (d), Diagrams 71-75), and the capture A×v
//       would be a legal move for S (it neither leaves S's general attacked nor makes the
//       generals face);
//   (c) V is "chaseable" by A on that board:
//       - V is unprotected: after A×v the owner of V has no legal recapture on v. Protection that
//         is false does not count: a pinned defender, a recapture that makes the generals face,
//         a recapture that leaves the owner in check (a discovered check behind the chase: A's
//         capture uncovers a line to the general, and taking back does not close it), a
//         protection the capture itself removes (A×v takes away a cannon's screen, say); OR
//       - V is worth more than A (attacks on higher-value pieces, AXF §15-§16: a chariot attacked
//         by a horse or a cannon; a chariot, horse or cannon attacked by an advisor or elephant)
//         — then protection does not matter;
//       - but not when A and V are of one kind and V could legally take A back right now: that is
//         an offer of exchange (兑), not a chase (AXF §24, §40: chariot and chariot, cannon and
//         cannon, horse and horse attacking each other are a perpetual sacrifice, a draw). If V
//         cannot take A (a horse whose leg is blocked, a pinned piece) it is chased (§24,
//         Diagrams 53, 55). Exchange offered against one piece does not excuse a chase of
//         another (§36). Attacks of different kinds on each other are no exchange (§18 Diagram
//         36: a chariot chasing a cannon that attacks it back still chases);
//   (d) the threat is new: before the move, A (on the point it came from, if it moved) did not
//       already attack V by its pattern with V chaseable. So the attack is made by the moved
//       piece, or discovered when the moved piece leaves a line, a horse leg or an elephant eye
//       (AXF §25: moving only a cannon's screen chases), or the move took away V's protection
//       (it pinned or blocked V's defender, the AXF appendix "keeps the knight unprotected") or
//       pinned V so it can no longer take back an exchange (a chase created by a pin or a block).
//       A piece that merely stays attacked while the chaser shuffles something else is not chased
//       (the AXF appendix's "non-perpetual chase": the victim does not escape, the attacker's
//       moves are idle); nor does an attack become a chase because the move lifted a pin or
//       escaped a check that had made the capture illegal. One exception to "took away V's
//       protection": a move that puts a piece onto, or takes one off, the line between an
//       opponent cannon and one of the mover's chariots that the cannon attacks before the move
//       (it moves the cannon's mount, blocking or unblocking that attack) chases only by attacks
//       that are new by pattern. AXF §26 (Diagrams 61-62): "When a Cannon keeps attacking a
//       Rook, disregard whether the Rook is protected or not, even if the Rook doesn't move and
//       both sides only move the cannon mount, it is a perpetual chase", and the cannon's side has
//       to change — the chariot's side moving the mount is blocking (拦), even when, as in Diagram
//       61, its blocks make and unmake the protection of a piece its chariot attacks.
// "The same piece" is followed through the cycle: V keeps its identity when it moves. Chasing
// different pieces in turn, by one piece or by several, is no perpetual chase (AXF §32,
// Diagrams 76-80: a draw); several attackers taking turns against one piece are (§6, §15).
// A move that both checks and chases counts as a chase of that piece for rule 2.
//
// Not modelled: the AXF's case-by-case judgements that need more than the board and the cycle
// (whether a sacrifice is "real", the referee's discretion of §3-§5), and threats to mate as a
// forbidden pattern (they are always allowed here, as AXF §9 rules: a move that threatens mate but
// neither checks nor chases counts as idle; corpus xiangqi-repetition-axf-threat-of-mate-001, and
// -002 for one check and one threat of mate; under WXF too, a threat of mate being no attack:
// xiangqi-repetition-wxf-threat-of-mate-001, -002). See reference/xiangqi/README.md.

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

// The value order the AXF uses for "attacks on pieces of higher value": chariot above horse and
// cannon, those above advisor and elephant (soldiers and the general never chase).
int value_class(PieceKind kind) {
    switch (kind) {
    case PieceKind::Chariot:
        return 3;
    case PieceKind::Horse:
    case PieceKind::Cannon:
        return 2;
    case PieceKind::Advisor:
    case PieceKind::Elephant:
        return 1;
    case PieceKind::Soldier:
    case PieceKind::General:
        return 0;
    }
    return 0;
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

// (a) and (c) of the file comment for the piece on `attacker` against the piece on `victim`
// (both present, of opposite sides), on this board; whether A could take V legally is not asked.
bool chaseable(const Board& board, Point attacker, Point victim) {
    const Piece a = *board.at(attacker);
    const Piece v = *board.at(victim);
    if (v.kind == PieceKind::General) return false;
    if (v.kind == PieceKind::Soldier && on_own_side(v.side, victim)) return false;
    if (a.kind == v.kind && capture_would_be_legal(board, victim, attacker)) return false;  // 兑
    if (value_class(v.kind) > value_class(a.kind)) return true;
    return !protected_after_capture(board, attacker, victim);
}

// Where the piece now on `now` stood before `move` (it is the moved piece, or it did not move).
Point point_before(Move move, Point now) { return now == move.to ? move.from : now; }

// Whether `p` lies strictly between `a` and `b` on their file or rank.
bool strictly_between(Point a, Point b, Point p) {
    if (a.file == b.file && p.file == a.file) {
        return std::min(a.rank, b.rank) < p.rank && p.rank < std::max(a.rank, b.rank);
    }
    if (a.rank == b.rank && p.rank == a.rank) {
        return std::min(a.file, b.file) < p.file && p.file < std::max(a.file, b.file);
    }
    return false;
}

// AXF §26: `move` takes a piece onto or off the line between an opponent cannon and one of the
// mover's chariots that the cannon attacks before the move (it moves that cannon's mount).
bool moves_cannon_mount(const Board& before, Move move) {
    const Side mover = before.at(move.from)->side;
    for (int i = 0; i < kPointCount; ++i) {
        const Point cannon = point_at(i);
        if (!before.holds(cannon, opponent(mover)) ||
            before.at(cannon)->kind != PieceKind::Cannon) {
            continue;
        }
        for (int j = 0; j < kPointCount; ++j) {
            const Point chariot = point_at(j);
            if (!before.holds(chariot, mover) || before.at(chariot)->kind != PieceKind::Chariot ||
                !attacks(before, cannon, chariot)) {
                continue;
            }
            if (strictly_between(cannon, chariot, move.from) ||
                strictly_between(cannon, chariot, move.to)) {
                return true;
            }
        }
    }
    return false;
}

// AXF §19: the piece on `point` is a chariot held by an opponent horse — it stands on the leg of
// a horse of the other side, and that horse would attack the chariot's general were the leg free.
bool chariot_held_by_horse(const Board& board, Point point) {
    const auto& chariot = board.at(point);
    if (!chariot || chariot->kind != PieceKind::Chariot) return false;
    const auto general = general_point(board, chariot->side);
    if (!general) return false;
    Board leg_free = board;
    leg_free.put(point, std::nullopt);
    for (int i = 0; i < kPointCount; ++i) {
        const Point h = point_at(i);
        if (!board.holds(h, opponent(chariot->side)) || board.at(h)->kind != PieceKind::Horse) {
            continue;
        }
        if (!attacks(board, h, *general) && attacks(leg_free, h, *general)) return true;
    }
    return false;
}

}  // namespace

bool move_chases(const Position& before, Move move, Point victim) {
    const Board& old_board = before.board();
    const Position after = before.after_unchecked(move);
    const Board& board = after.board();
    const Side chaser = before.side_to_move();
    const auto& target = board.at(victim);
    if (!target || target->side == chaser) return false;
    const bool mount_move = moves_cannon_mount(old_board, move);  // (d), AXF §26
    for (int i = 0; i < kPointCount; ++i) {
        const Point a = point_at(i);
        if (!board.holds(a, chaser) || !chaser_kind(board.at(a)->kind)) continue;  // (b)
        if (!capture_would_be_legal(board, a, victim)) continue;                   // (b)
        if (!chaseable(board, a, victim)) continue;                                // (a), (c)
        const Point a_before = point_before(move, a);
        const bool old_threat = !old_board.empty(a_before) && !old_board.empty(victim) &&
                                attacks(old_board, a_before, victim) &&
                                (mount_move || chaseable(old_board, a_before, victim));
        if (!old_threat) return true;  // (d)
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

namespace {

// Every move of the span classified (check, chased pieces with their identities).
std::vector<JudgedMove> classify_span(const Game& game, std::size_t first) {
    const auto& positions = game.positions();
    const auto& moves = game.moves();
    // Identity of every piece through the span: the point index it stood on at `first`.
    constexpr int kNone = -1;
    std::array<int, kPointCount> id_at{};
    for (int i = 0; i < kPointCount; ++i) {
        id_at[i] = positions[first].board().empty(point_at(i)) ? kNone : i;
    }
    std::vector<JudgedMove> out;
    for (std::size_t k = first; k < moves.size(); ++k) {
        const Move move = moves[k];
        id_at[point_index(move.to)] = id_at[point_index(move.from)];
        id_at[point_index(move.from)] = kNone;
        JudgedMove judged;
        judged.ply = k;
        judged.side = positions[k].side_to_move();
        judged.move = move;
        judged.check = in_check(positions[k + 1]);
        judged.blocks_cannon = moves_cannon_mount(positions[k].board(), move);
        for (int i = 0; i < kPointCount; ++i) {
            if (id_at[i] != kNone && move_chases(positions[k], move, point_at(i))) {
                const Board& after = positions[k + 1].board();
                judged.chased.push_back(ChasedPiece{point_at(id_at[i]), point_at(i),
                                                    *after.at(point_at(i)),
                                                    chariot_held_by_horse(after, point_at(i))});
            }
        }
        std::sort(judged.chased.begin(), judged.chased.end(),
                  [](const ChasedPiece& x, const ChasedPiece& y) {
                      return point_index(x.origin) < point_index(y.origin);
                  });
        out.push_back(std::move(judged));
    }
    return out;
}

bool all_check(const std::vector<JudgedMove>& span, Side side) {
    bool moved = false;
    for (const JudgedMove& m : span) {
        if (m.side != side) continue;
        moved = true;
        if (!m.check) return false;
    }
    return moved;
}

// The piece `side` chases perpetually in the span, by the book's rule 2 (file comment); when
// several are, one that is a chariot held by a horse at every chasing move (§19) if there is one.
std::optional<ChasedPiece> perpetual_victim(const std::vector<JudgedMove>& span, Side side,
                                            RepetitionRules rules) {
    std::optional<std::vector<ChasedPiece>> candidates;  // chased by every counted move so far
    for (const JudgedMove& m : span) {
        if (m.side != side) continue;
        if (rules == RepetitionRules::Wxf && m.check) {
            continue;  // a check is an attack too (长打); the chases are judged among the rest
        }
        if (!candidates) {
            candidates = m.chased;
            continue;
        }
        std::vector<ChasedPiece> kept;
        for (const ChasedPiece& c : *candidates) {
            const auto same =
                std::find_if(m.chased.begin(), m.chased.end(),
                             [&](const ChasedPiece& d) { return d.origin == c.origin; });
            if (same == m.chased.end()) continue;
            ChasedPiece now = *same;  // where it stands now; held at every chasing move so far
            now.held_by_horse = c.held_by_horse && same->held_by_horse;
            kept.push_back(now);
        }
        candidates = kept;
        if (candidates->empty()) return std::nullopt;
    }
    // Without a check the WXF reading is the AXF one (every move chases the piece); with only
    // checks it is rule 1's business.
    if (!candidates || candidates->empty()) return std::nullopt;
    const auto held = std::find_if(candidates->begin(), candidates->end(),
                                   [](const ChasedPiece& c) { return c.held_by_horse; });
    return held != candidates->end() ? *held : candidates->front();
}

}  // namespace

bool perpetual_check_reached(const Game& game, std::size_t first, Side side) {
    return all_check(classify_span(game, first), side);
}

bool perpetual_chase_reached(const Game& game, std::size_t first, Side side,
                             RepetitionRules rules) {
    return perpetual_victim(classify_span(game, first), side, rules).has_value();
}

RepetitionVerdict judge_repetition(const Game& game, std::size_t first, RepetitionRules rules) {
    RepetitionVerdict verdict;
    verdict.first = first;
    verdict.moves = classify_span(game, first);
    const bool red_checks = all_check(verdict.moves, Side::Red);
    const bool black_checks = all_check(verdict.moves, Side::Black);
    if (red_checks != black_checks) {
        verdict.loser = red_checks ? Side::Red : Side::Black;
        verdict.reason = RuleId::RepetitionPerpetualCheck;
        return verdict;
    }
    if (red_checks) return verdict;  // both check perpetually: a draw (AXF §7)
    const auto red_victim = perpetual_victim(verdict.moves, Side::Red, rules);
    const auto black_victim = perpetual_victim(verdict.moves, Side::Black, rules);
    // §19: chasing a chariot held by one's horse outranks the other side's perpetual chase.
    const bool red_held = red_victim && red_victim->held_by_horse;
    const bool black_held = black_victim && black_victim->held_by_horse;
    if (red_held != black_held) {
        verdict.loser = red_held ? Side::Red : Side::Black;
        verdict.reason = RuleId::RepetitionPerpetualChase;
        verdict.victim = red_held ? red_victim : black_victim;
        verdict.held_chariot = red_victim.has_value() && black_victim.has_value();
    } else if (red_victim.has_value() != black_victim.has_value()) {
        verdict.loser = red_victim ? Side::Red : Side::Black;
        verdict.reason = RuleId::RepetitionPerpetualChase;
        verdict.victim = red_victim ? red_victim : black_victim;
    }
    if (verdict.victim) {
        // Where the chased piece stands at the end of the span (it may have moved since).
        Point at = verdict.victim->origin;
        for (std::size_t k = first; k < game.moves().size(); ++k) {
            if (game.moves()[k].from == at) at = game.moves()[k].to;
        }
        verdict.victim->now = at;
    }
    return verdict;
}

}  // namespace arbiter::reference::xiangqi
