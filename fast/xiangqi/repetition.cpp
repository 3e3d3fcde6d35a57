// fast/xiangqi's judge of repetition (see repetition.h for the rules as set operations).
//
// Hypothetical captures (a side capturing when it is not its turn, a recapture after it) are
// played on a Sketch: the mailbox, the occupancy and the side sets, nothing else. A Position is
// only ever made by legal moves, so the Sketch stands in for the boards the rules imagine.

#include "fast/xiangqi/repetition.h"

#include <array>

#include "fast/xiangqi/movegen.h"

namespace arbiter::fast::xiangqi {
namespace {

constexpr std::size_t idx(int v) { return static_cast<std::size_t>(v); }

struct Sketch {
    std::array<Piece, kPointCount> at{};
    std::array<Bitboard, kSideCount> side{};
    Bitboard occ = 0;

    static Sketch of(const Position& pos) {
        Sketch s;
        for (Point p = 0; p < kPointCount; ++p) s.at[idx(p)] = pos.at(p);
        s.side[Red] = pos.pieces(Red);
        s.side[Black] = pos.pieces(Black);
        s.occ = pos.occupied();
        return s;
    }
    // Moves whatever stands on `from` to `to` (capturing what stood there).
    Sketch moved(Point from, Point to) const {
        Sketch s = *this;
        const Piece pc = at[idx(from)];
        const Piece cap = at[idx(to)];
        if (cap != kNoPiece) s.side[side_of(cap)] &= ~bit(to);
        s.side[side_of(pc)] = (s.side[side_of(pc)] & ~bit(from)) | bit(to);
        s.at[idx(to)] = pc;
        s.at[idx(from)] = kNoPiece;
        s.occ = s.side[Red] | s.side[Black];
        return s;
    }
    unsigned rank_word(int rank) const {
        return static_cast<unsigned>((occ >> (rank * kFileCount)) & 0x1FFu);
    }
    unsigned file_word(int file) const {
        unsigned w = 0;
        for (int r = 0; r < kRankCount; ++r)
            if (test(occ, make_point(file, r))) w |= 1u << r;
        return w;
    }
    unsigned free_mask(const std::array<std::uint8_t, tables::kDirections>& legs) const {
        unsigned m = 0;
        for (int i = 0; i < tables::kDirections; ++i) {
            const Point leg = legs[idx(i)];
            if (leg != kNoPoint && at[idx(leg)] == kNoPiece) m |= 1u << i;
        }
        return m;
    }
    Point general(Side s) const {
        for (Point p = 0; p < kPointCount; ++p)
            if (at[idx(p)] == make_piece(s, General)) return p;
        return kNoPoint;
    }
};

// The points the piece on p attacks (could capture on, whatever stands there).
Bitboard attack_set(const Sketch& s, Point p) {
    const Piece pc = s.at[idx(p)];
    switch (kind_of(pc)) {
    case Chariot:
        return line_targets(p, s.rank_word(rank_of(p)), s.file_word(file_of(p))).chariot;
    case Cannon:
        return line_targets(p, s.rank_word(rank_of(p)), s.file_word(file_of(p))).cannon;
    case Horse:
        return tables::kHorse.targets[idx(p)][s.free_mask(tables::kHorse.leg[idx(p)])];
    case Elephant:
        return tables::kElephant.targets[idx(p)][s.free_mask(tables::kElephant.leg[idx(p)])];
    case Advisor:
        return tables::kAdvisorSteps[idx(p)];
    case General:
        return tables::kGeneralSteps[idx(p)];
    case Soldier:
        return tables::kSoldierTargets[side_of(pc)][idx(p)];
    }
    return 0;
}

bool attacked_by(const Sketch& s, Point k, Side by) {
    bool hit = false;
    for_each_point(s.side[by], [&](Point p) { hit = hit || test(attack_set(s, p), k); });
    return hit;
}

bool generals_face(const Sketch& s) {
    const Point r = s.general(Red);
    const Point b = s.general(Black);
    if (r == kNoPoint || b == kNoPoint || file_of(r) != file_of(b)) return false;
    const unsigned between = s.file_word(file_of(r)) & tables::between_bits(rank_of(r), rank_of(b));
    return between == 0;
}

// The owner of the piece on `from` could legally take the piece on `to` now.
bool capture_legal(const Sketch& s, Point from, Point to) {
    const Piece a = s.at[idx(from)];
    const Piece v = s.at[idx(to)];
    if (a == kNoPiece || v == kNoPiece || side_of(a) == side_of(v)) return false;
    if (!test(attack_set(s, from), to)) return false;
    const Sketch after = s.moved(from, to);
    const Side us = side_of(a);
    const Point g = after.general(us);
    return !generals_face(after) && (g == kNoPoint || !attacked_by(after, g, ~us));
}

bool recapture_exists(const Sketch& s, Point a, Point v) {
    const Side owner = side_of(s.at[idx(v)]);
    const Sketch after = s.moved(a, v);
    bool found = false;
    for_each_point(after.side[owner],
                   [&](Point p) { found = found || capture_legal(after, p, v); });
    return found;
}

int worth(Kind k) {
    if (k == Chariot) return 3;
    if (k == Horse || k == Cannon) return 2;
    if (k == Advisor || k == Elephant) return 1;
    return 0;
}

// The victims a piece may be chased as at all: not the general, not a soldier on its own half.
Bitboard chase_targets(const Sketch& s, Side victim_side) {
    Bitboard out = 0;
    for_each_point(s.side[victim_side], [&](Point p) {
        const Kind k = kind_of(s.at[idx(p)]);
        if (k == General || (k == Soldier && own_half(victim_side, p))) return;
        out |= bit(p);
    });
    return out;
}

bool chaseable(const Sketch& s, Point a, Point v) {
    const Kind ka = kind_of(s.at[idx(a)]);
    const Kind kv = kind_of(s.at[idx(v)]);
    if (ka == kv && capture_legal(s, v, a)) return false;  // an offer of exchange (兑)
    return worth(kv) > worth(ka) || !recapture_exists(s, a, v);
}

bool can_chase(Kind k) { return k != General && k != Soldier; }

// AXF §19: the chariot on v stands on leg i of a horse h of the other side, and the targets that
// leg alone unlocks (targets[h][1 << i]) contain the chariot's general: it is held there.
bool held_by_horse(const Sketch& s, Point v) {
    const Piece pc = s.at[idx(v)];
    if (pc == kNoPiece || kind_of(pc) != Chariot) return false;
    const Side them = side_of(pc);
    const Point g = s.general(them);
    if (g == kNoPoint) return false;
    bool held = false;
    for_each_point(s.side[~them], [&](Point h) {
        if (kind_of(s.at[idx(h)]) != Horse) return;
        for (int i = 0; i < tables::kDirections; ++i) {
            if (tables::kHorse.leg[idx(h)][idx(i)] == v &&
                test(tables::kHorse.targets[idx(h)][1u << i], g))
                held = true;
        }
    });
    return held;
}

// The points strictly between a and b when they share a file or a rank (else none).
Bitboard line_between(Point a, Point b) {
    const int df = file_of(b) - file_of(a);
    const int dr = rank_of(b) - rank_of(a);
    if (df != 0 && dr != 0) return 0;
    const int sf = (df > 0) - (df < 0);
    const int sr = (dr > 0) - (dr < 0);
    Bitboard out = 0;
    for (int f = file_of(a) + sf, r = rank_of(a) + sr; f != file_of(b) || r != rank_of(b);
         f += sf, r += sr)
        out |= bit(make_point(f, r));
    return out;
}

// AXF §26: m moves the mount of an opponent cannon — its from or to point lies between such a
// cannon and a chariot of the mover that the cannon's capture targets contain before the move.
bool moves_mount(const Sketch& before, Move m) {
    const Side us = side_of(before.at[idx(m.from())]);
    const Bitboard ends = bit(m.from()) | bit(m.to());
    bool found = false;
    for_each_point(before.side[~us], [&](Point c) {
        if (kind_of(before.at[idx(c)]) != Cannon) return;
        for_each_point(attack_set(before, c) & before.side[us], [&](Point r) {
            if (kind_of(before.at[idx(r)]) == Chariot && (line_between(c, r) & ends) != 0)
                found = true;
        });
    });
    return found;
}

Bitboard chased_points(const Sketch& before, const Sketch& after, Move m) {
    const Piece moved = after.at[idx(m.to())];
    const Side us = side_of(moved);
    const Bitboard victims = chase_targets(after, ~us);
    // §26: a move of an opponent cannon's mount chases only by attacks new by pattern.
    const bool mount = moves_mount(before, m);
    Bitboard out = 0;
    for_each_point(after.side[us], [&](Point a) {
        if (!can_chase(kind_of(after.at[idx(a)]))) return;
        const Point was = a == m.to() ? m.from() : a;
        const Bitboard old_reach = attack_set(before, was);
        for_each_point(attack_set(after, a) & victims & ~out, [&](Point v) {
            if (!capture_legal(after, a, v) || !chaseable(after, a, v)) return;
            if (test(old_reach, v) && (mount || chaseable(before, was, v))) return;  // not new
            out |= bit(v);
        });
    });
    return out;
}

}  // namespace

Bitboard chased_by(const Position& before, Move m) {
    Position after = before;
    Undo u;
    after.make(m, u);
    return chased_points(Sketch::of(before), Sketch::of(after), m);
}

RepetitionVerdict judge_repetition(const Position& at_first, const Move* moves, std::size_t count,
                                   RepetitionRules rules) {
    // origin[p]: where the piece now on p stood at the start of the span (kNoPoint: none).
    std::array<std::uint8_t, kPointCount> origin{};
    for (Point p = 0; p < kPointCount; ++p)
        origin[idx(p)] = static_cast<std::uint8_t>(at_first.at(p) != kNoPiece ? p : kNoPoint);
    std::array<bool, kSideCount> all_checks = {true, true};
    std::array<bool, kSideCount> moved = {false, false};
    std::array<bool, kSideCount> chase_started = {false, false};
    std::array<Bitboard, kSideCount> common = {0, 0};       // origins chased by every counted move
    std::array<Bitboard, kSideCount> common_held = {0, 0};  // and held chariots at each (§19)
    RepetitionVerdict out;
    Position pos = at_first;
    for (std::size_t i = 0; i < count; ++i) {
        const Move m = moves[i];
        const Side us = pos.side_to_move();
        const Sketch before = Sketch::of(pos);
        Undo u;
        pos.make(m, u);
        origin[idx(m.to())] = origin[idx(m.from())];
        origin[idx(m.from())] = static_cast<std::uint8_t>(kNoPoint);
        const bool check = in_check(pos);
        moved[us] = true;
        all_checks[us] = all_checks[us] && check;
        const Sketch after = Sketch::of(pos);
        const Bitboard chased = chased_points(before, after, m);
        Bitboard chased_origins = 0;
        Bitboard held_origins = 0;
        for_each_point(chased, [&](Point v) {
            if (origin[idx(v)] == kNoPoint) return;
            chased_origins |= bit(origin[idx(v)]);
            if (held_by_horse(after, v)) held_origins |= bit(origin[idx(v)]);
        });
        out.moves.push_back(
            JudgedMove{check, chased, chased_origins, held_origins, moves_mount(before, m)});
        if (rules == RepetitionRules::Wxf && check) continue;  // 长打: a check is an attack too
        common[us] = chase_started[us] ? (common[us] & chased_origins) : chased_origins;
        common_held[us] = chase_started[us] ? (common_held[us] & held_origins) : held_origins;
        chase_started[us] = true;
    }
    const bool red_checks = moved[Red] && all_checks[Red];
    const bool black_checks = moved[Black] && all_checks[Black];
    if (red_checks != black_checks) {
        out.loser = red_checks ? Red : Black;
        out.reason = RuleId::PerpetualCheck;
        return out;
    }
    if (red_checks) return out;
    const bool red_chases = chase_started[Red] && common[Red] != 0;
    const bool black_chases = chase_started[Black] && common[Black] != 0;
    const bool red_held = chase_started[Red] && common_held[Red] != 0;
    const bool black_held = chase_started[Black] && common_held[Black] != 0;
    if (red_held != black_held) {  // §19 outranks the other side's chase
        out.loser = red_held ? Red : Black;
        out.victim_origin = lsb(common_held[*out.loser]);
        out.held_chariot = red_chases && black_chases;
    } else if (red_chases != black_chases) {
        out.loser = red_chases ? Red : Black;
        const Bitboard held = common_held[*out.loser];  // a held chariot first, as the evidence
        out.victim_origin = lsb(held != 0 ? held : common[*out.loser]);
    } else {
        return out;
    }
    out.victim_held = test(common_held[*out.loser], out.victim_origin);
    out.reason = RuleId::PerpetualChase;
    for (Point p = 0; p < kPointCount; ++p)
        if (origin[idx(p)] == out.victim_origin) out.victim_at_end = p;
    return out;
}

}  // namespace arbiter::fast::xiangqi
