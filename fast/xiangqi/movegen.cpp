// Legal move generation and counting of fast/xiangqi (see movegen.h for the method).

#include "fast/xiangqi/movegen.h"

namespace arbiter::fast::xiangqi {
namespace {

constexpr std::size_t idx(int v) { return static_cast<std::size_t>(v); }

// What the scan from the general finds (movegen.h).
struct KingSafety {
    Bitboard checkers = 0;  // any nonzero value means "in check"
    Bitboard blockers = 0;
    Bitboard danger = 0;
};

inline bool is_enemy(Piece pc, Side them) { return pc != kNoPiece && side_of(pc) == them; }

// The first three pieces of one line direction, judged (movegen.h). `between1` gives the empty
// points between the general and the first piece.
template <class Between>
inline void judge_line(const Position& pos, Side us, const Point* found, int n, Between between1,
                       KingSafety& ks) {
    if (n == 0) return;
    const Side them = ~us;
    const Piece p1 = pos.at(found[0]);
    if (is_enemy(p1, them)) {
        const Kind k1 = kind_of(p1);
        if (k1 == Chariot || k1 == General)
            ks.checkers |= bit(found[0]);
        else if (k1 == Cannon)
            ks.danger |= between1();
    }
    if (n < 2) return;
    const Piece p2 = pos.at(found[1]);
    if (is_enemy(p2, them)) {
        const Kind k2 = kind_of(p2);
        if (k2 == Cannon) {
            ks.checkers |= bit(found[1]);
        } else if ((k2 == Chariot || k2 == General) && side_of(p1) == us) {
            ks.blockers |= bit(found[0]);
        }
    }
    if (n < 3) return;
    const Piece p3 = pos.at(found[2]);
    if (is_enemy(p3, them) && kind_of(p3) == Cannon) {
        if (side_of(p1) == us) ks.blockers |= bit(found[0]);
        if (side_of(pos.at(found[1])) == us) ks.blockers |= bit(found[1]);
    }
}

inline int highest_bit(unsigned w) { return 31 - std::countl_zero(w); }

KingSafety scan_king(const Position& pos) {
    KingSafety ks;
    const Side us = pos.side_to_move();
    const Side them = ~us;
    const Point k = pos.general(us);
    const int kf = file_of(k);
    const int kr = rank_of(k);
    const unsigned fw = pos.file_occ(kf);
    const unsigned rw = pos.rank_occ(kr);
    Point found[3];
    int n;

    // Up the file (rank increasing).
    n = 0;
    for (unsigned w = fw >> (kr + 1); w && n < 3; w &= w - 1)
        found[n++] = make_point(kf, kr + 1 + std::countr_zero(w));
    judge_line(
        pos, us, found, n,
        [&] { return tables::kFileSpread[tables::between_bits(kr, rank_of(found[0]))] << kf; }, ks);
    // Down the file.
    n = 0;
    for (unsigned w = fw & ((1u << kr) - 1u); w && n < 3; w ^= 1u << highest_bit(w))
        found[n++] = make_point(kf, highest_bit(w));
    judge_line(
        pos, us, found, n,
        [&] { return tables::kFileSpread[tables::between_bits(kr, rank_of(found[0]))] << kf; }, ks);
    // Right along the rank (file increasing).
    n = 0;
    for (unsigned w = rw >> (kf + 1); w && n < 3; w &= w - 1)
        found[n++] = make_point(kf + 1 + std::countr_zero(w), kr);
    judge_line(
        pos, us, found, n,
        [&] {
            return static_cast<Bitboard>(tables::between_bits(kf, file_of(found[0])))
                   << (kr * kFileCount);
        },
        ks);
    // Left along the rank.
    n = 0;
    for (unsigned w = rw & ((1u << kf) - 1u); w && n < 3; w ^= 1u << highest_bit(w))
        found[n++] = make_point(highest_bit(w), kr);
    judge_line(
        pos, us, found, n,
        [&] {
            return static_cast<Bitboard>(tables::between_bits(kf, file_of(found[0])))
                   << (kr * kFileCount);
        },
        ks);

    // Horses: through each diagonal neighbour (the leg of a horse aimed at the general).
    const Bitboard horses = pos.pieces(them, Horse);
    if (horses) {
        const auto& ha = tables::kHorseAttackers;
        for (int i = 0; i < tables::kDirections; ++i) {
            const Point leg = ha.leg[idx(k)][idx(i)];
            if (leg == kNoPoint) continue;
            const Bitboard hs = ha.from[idx(k)][idx(i)] & horses;
            if (!hs) continue;
            const Piece on_leg = pos.at(leg);
            if (on_leg == kNoPiece)
                ks.checkers |= hs;
            else if (side_of(on_leg) == us)
                ks.blockers |= bit(leg);
        }
    }
    ks.checkers |= tables::kSoldierAttackers[them][idx(k)] & pos.pieces(them, Soldier);
    return ks;
}

// Exact test of a move of a non-general piece: the general stays on k.
inline bool safe_after_piece_move(const Position& pos, Point k, Point from, Point to) {
    const int kf = file_of(k);
    const int kr = rank_of(k);
    unsigned rw = pos.rank_occ(kr);
    unsigned fw = pos.file_occ(kf);
    if (rank_of(from) == kr) rw &= ~(1u << file_of(from));
    if (file_of(from) == kf) fw &= ~(1u << rank_of(from));
    if (rank_of(to) == kr) rw |= 1u << file_of(to);
    if (file_of(to) == kf) fw |= 1u << rank_of(to);
    const Bitboard occ = (pos.occupied() & ~bit(from)) | bit(to);
    return !is_attacked_after(pos, k, ~pos.side_to_move(), rw, fw, occ, ~bit(to));
}

// Exact test of a general's move k -> to.
inline bool safe_after_general_move(const Position& pos, Point k, Point to) {
    const int tf = file_of(to);
    const int tr = rank_of(to);
    unsigned rw = pos.rank_occ(tr) | (1u << tf);
    unsigned fw = pos.file_occ(tf) | (1u << tr);
    if (rank_of(k) == tr) rw &= ~(1u << file_of(k));
    if (file_of(k) == tf) fw &= ~(1u << rank_of(k));
    const Bitboard occ = (pos.occupied() & ~bit(k)) | bit(to);
    return !is_attacked_after(pos, to, ~pos.side_to_move(), rw, fw, occ, ~bit(to));
}

inline unsigned free_mask(const Position& pos,
                          const std::array<std::uint8_t, tables::kDirections>& legs) {
    unsigned m = 0;
    for (int i = 0; i < tables::kDirections; ++i) {
        const Point leg = legs[idx(i)];
        if (leg != kNoPoint && pos.at(leg) == kNoPiece) m |= 1u << i;
    }
    return m;
}

// The sink receives (from, targets, exact): exact = the targets still need the exact test.
template <class Sink>
inline void for_each_piece_targets(const Position& pos, const KingSafety& ks, Sink&& sink) {
    const Side us = pos.side_to_move();
    const Side them = ~us;
    const Bitboard own = pos.pieces(us);
    const Bitboard enemy = pos.pieces(them);
    const Bitboard occ = pos.occupied();
    const Bitboard not_own = ~own & kBoardMask;
    const bool checked = ks.checkers != 0;
    auto exact = [&](Point p) { return checked || test(ks.blockers, p); };

    for_each_point(pos.pieces(us, Chariot),
                   [&](Point p) { sink(p, line_targets(pos, p).chariot & not_own, exact(p)); });
    for_each_point(pos.pieces(us, Cannon), [&](Point p) {
        const LineTargets lt = line_targets(pos, p);
        sink(p, (lt.chariot & ~occ) | (lt.cannon & enemy), exact(p));
    });
    for_each_point(pos.pieces(us, Horse), [&](Point p) {
        const unsigned m = free_mask(pos, tables::kHorse.leg[idx(p)]);
        sink(p, tables::kHorse.targets[idx(p)][m] & not_own, exact(p));
    });
    for_each_point(pos.pieces(us, Elephant), [&](Point p) {
        const unsigned m = free_mask(pos, tables::kElephant.leg[idx(p)]);
        sink(p, tables::kElephant.targets[idx(p)][m] & not_own, exact(p));
    });
    for_each_point(pos.pieces(us, Advisor),
                   [&](Point p) { sink(p, tables::kAdvisorSteps[idx(p)] & not_own, exact(p)); });
    for_each_point(pos.pieces(us, Soldier), [&](Point p) {
        sink(p, tables::kSoldierTargets[us][idx(p)] & not_own, exact(p));
    });
}

}  // namespace

bool in_check(const Position& pos) {
    const Side us = pos.side_to_move();
    const Point k = pos.general(us);
    return is_attacked_after(pos, k, ~us, pos.rank_occ(rank_of(k)), pos.file_occ(file_of(k)),
                             pos.occupied(), kBoardMask);
}

void generate_legal(const Position& pos, MoveList& list) {
    list.clear();
    const KingSafety ks = scan_king(pos);
    const Side us = pos.side_to_move();
    const Point k = pos.general(us);
    const Bitboard safe_to = ~ks.danger;
    for_each_piece_targets(pos, ks, [&](Point from, Bitboard targets, bool exact) {
        targets &= safe_to;
        if (!exact) {
            for_each_point(targets, [&](Point to) { list.push(Move(from, to)); });
        } else {
            for_each_point(targets, [&](Point to) {
                if (safe_after_piece_move(pos, k, from, to)) list.push(Move(from, to));
            });
        }
    });
    for_each_point(tables::kGeneralSteps[idx(k)] & ~pos.pieces(us), [&](Point to) {
        if (safe_after_general_move(pos, k, to)) list.push(Move(k, to));
    });
}

int count_legal(const Position& pos) {
    const KingSafety ks = scan_king(pos);
    const Side us = pos.side_to_move();
    const Point k = pos.general(us);
    const Bitboard safe_to = ~ks.danger;
    int count = 0;
    for_each_piece_targets(pos, ks, [&](Point from, Bitboard targets, bool exact) {
        targets &= safe_to;
        if (!exact) {
            count += popcount(targets);
        } else {
            for_each_point(targets,
                           [&](Point to) { count += safe_after_piece_move(pos, k, from, to); });
        }
    });
    for_each_point(tables::kGeneralSteps[idx(k)] & ~pos.pieces(us),
                   [&](Point to) { count += safe_after_general_move(pos, k, to); });
    return count;
}

bool has_legal_move(const Position& pos) { return count_legal(pos) > 0; }

}  // namespace arbiter::fast::xiangqi
