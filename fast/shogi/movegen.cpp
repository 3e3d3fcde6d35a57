// Legal move generation.
//
// One generator, three modes: Generate appends the moves, Count only counts them (perft's last
// ply: popcounts of target sets, no move is written), Any stops at the first legal move (mate and
// uchifuzume tests). Pieces are taken kind by kind, so the promotion rules are decided per kind,
// not per move; unpinned pawns move all at once by one shift.

#include "fast/shogi/movegen.h"

namespace arbiter::fast::shogi {

namespace {

enum class Mode : std::uint8_t { Generate, Count, Any };

Bitboard golds(const Position& pos) {
    return pos.pieces(Gold) | pos.pieces(Tokin) | pos.pieces(PLance) | pos.pieces(PKnight) |
           pos.pieces(PSilver);
}

// The enemy sliders on an empty-board line through the king of `us` on `ksq`: those with nothing
// between give check (added to `checks`), those with exactly one own piece between pin it
// (added to `pinned`).
template <Side us>
void slider_lines(const Position& pos, Square ksq, Bitboard& checks, Bitboard& pinned) {
    constexpr Side them = ~us;
    const Bitboard occ = pos.occupied();
    Bitboard snipers = (kTables.rook_reach[ksq] & (pos.pieces(Rook) | pos.pieces(Dragon))) |
                       (kTables.bishop_reach[ksq] & (pos.pieces(Bishop) | pos.pieces(Horse))) |
                       (kTables.ray[us == Sente ? DirN : DirS][ksq] & pos.pieces(Lance));
    snipers &= pos.pieces(them);
    while (snipers) {
        const Square s = pop_lsb(snipers);
        const Bitboard b = kTables.between[ksq][s] & occ;
        if (!b) {
            checks |= bit(s);
        } else if (!(b & (b - 1)) && (b & pos.pieces(us))) {
            pinned |= b;
        }
    }
}

// The stepping pieces of `by` that attack `s` (horses and dragons by their king steps).
template <Side by>
Bitboard step_attackers(const Position& pos, Square s, Bitboard gold_like) {
    constexpr Side opp = ~by;
    return ((kTables.step[opp][Pawn][s] & pos.pieces(Pawn)) |
            (kTables.step[opp][Knight][s] & pos.pieces(Knight)) |
            (kTables.step[opp][Silver][s] & pos.pieces(Silver)) |
            (kTables.step[opp][Gold][s] & gold_like) |
            (kTables.step[opp][King][s] &
             (pos.pieces(King) | pos.pieces(Horse) | pos.pieces(Dragon)))) &
           pos.pieces(by);
}

// The squares of `targets` (next to the king of ~them on `ksq`) that `them` attacks once that king
// has left `ksq`. Only the enemy pieces that can reach a square next to the king are looked at:
// the stepping pieces within kTables.king_near[ksq], the sliders whose empty-board lines meet
// `targets` (kTables.king_rook_zone / king_bishop_zone / king_files first narrow them down).
template <Side them>
Bitboard king_danger(const Position& pos, Square ksq, Bitboard targets) {
    const Bitboard theirs = pos.pieces(them);
    const Bitboard occ = pos.occupied() ^ bit(ksq);
    Bitboard danger = 0;
    // step[..][kind] is 0 for lances, bishops and rooks, the king's steps for horses and dragons.
    Bitboard near = theirs & kTables.king_near[ksq];
    while (near) {
        const Square s = pop_lsb(near);
        danger |= kTables.step[them][kind_of(pos.at(s))][s];
    }
    Bitboard rooks = (pos.pieces(Rook) | pos.pieces(Dragon)) & theirs & kTables.king_rook_zone[ksq];
    while (rooks) {
        const Square s = pop_lsb(rooks);
        if (kTables.rook_reach[s] & targets) danger |= rook_attacks(s, occ);
    }
    Bitboard bishops =
        (pos.pieces(Bishop) | pos.pieces(Horse)) & theirs & kTables.king_bishop_zone[ksq];
    while (bishops) {
        const Square s = pop_lsb(bishops);
        if (kTables.bishop_reach[s] & targets) danger |= bishop_attacks(s, occ);
    }
    Bitboard lances = pos.pieces(Lance) & theirs & kTables.king_files[ksq];
    while (lances) {
        const Square s = pop_lsb(lances);
        if (kTables.ray[them == Sente ? DirN : DirS][s] & targets)
            danger |= lance_attacks(them, s, occ);
    }
    return targets & danger;
}

// The files holding a pawn of `pawns`, as whole files (二歩 nifu: no second pawn there).
// Per 9-bit file: adding 0xFF to its low 8 bits carries into bit 8 when any of them is set (no
// carry leaves the file), so bit 8 ends up "file has a pawn"; then it is spread down the file.
Bitboard pawn_files(Bitboard pawns) {
    constexpr Bitboard kLow8 = [] {
        Bitboard b = 0;
        for (int f = 0; f < kFileCount; ++f) b |= static_cast<Bitboard>(0xFF) << (f * kRankCount);
        return b;
    }();
    constexpr Bitboard kTop = kLow8 << 1 & ~kLow8;  // bit 8 of each file
    const Bitboard top = (((pawns & kLow8) + kLow8) | pawns) & kTop;
    return (top - (top >> (kRankCount - 1))) | top;
}

// The move sink of one mode.
template <Mode M>
struct Sink {
    MoveList* list;
    int count = 0;

    bool done() const { return M == Mode::Any && count > 0; }
    // Board moves of one piece: a promotion to each square of `promo`, a plain move to each of
    // `plain`.
    void board(Square from, Bitboard promo, Bitboard plain) {
        if constexpr (M == Mode::Generate) {
            Bitboard all = promo | plain;
            while (all) {
                const Square to = pop_lsb(all);
                if (test(promo, to)) list->push(make_move(from, to, true));
                if (test(plain, to)) list->push(make_move(from, to, false));
            }
        } else {
            count += popcount(promo) + popcount(plain);
        }
    }
    void plain(Square from, Bitboard targets) {
        if constexpr (M == Mode::Generate) {
            while (targets) list->push(make_move(from, pop_lsb(targets), false));
        } else {
            count += popcount(targets);
        }
    }
    void drops(Kind k, Bitboard targets) {
        if constexpr (M == Mode::Generate) {
            while (targets) list->push(make_drop(k, pop_lsb(targets)));
        } else {
            count += popcount(targets);
        }
    }
};

bool pawn_drop_mates(const Position& pos, Square to);

template <Mode M, Side us>
int generate_for(const Position& pos, MoveList* list) {
    Sink<M> out{list};
    constexpr Side them = ~us;
    const Bitboard occ = pos.occupied();
    const Bitboard own = pos.pieces(us);
    const Bitboard gold_like = golds(pos);
    const Square ksq = pos.king(us);
    Bitboard check = 0;
    Bitboard pinned = 0;
    if (ksq != kNoSquare) {
        check = step_attackers<them>(pos, ksq, gold_like);
        slider_lines<us>(pos, ksq, check, pinned);
        // King moves: the destination must not be attacked once the king has left its square.
        const Bitboard targets = kTables.step[us][King][ksq] & ~own;
        if (targets) out.plain(ksq, targets & ~king_danger<them>(pos, ksq, targets));
        if (out.done()) return out.count;
        if (check & (check - 1)) return out.count;  // double check: only the king moves
    }
    Bitboard board_target = ~own & kBoardMask;
    Bitboard drop_target = ~occ & kBoardMask;
    if (check) {
        drop_target &= kTables.between[ksq][lsb(check)];
        board_target &= drop_target | check;
    }
    const Bitboard zone = kTables.zone[us];
    const Bitboard free = own & ~pinned;

    // Unpinned pieces kind by kind; pinned ones after, along their pin line.
    // Pawns, lances and knights: promotion optional into the zone, compulsory on dead squares.
    // (From inside the zone a forward move stays inside, so the target alone decides.)
    {
        // (move_ok: a pawn on its last rank, in an invalid setup, must not shift onto the next
        // file.)
        const Bitboard pawns = pos.pieces(Pawn) & free & kTables.move_ok[us][Pawn];
        const Bitboard to = (us == Sente ? pawns >> 1 : pawns << 1) & board_target;
        if constexpr (M == Mode::Generate) {
            Bitboard t = to;
            const Bitboard ok = kTables.move_ok[us][Pawn];
            while (t) {
                const Square s = pop_lsb(t);
                const Square from = us == Sente ? s + 1 : s - 1;
                if (test(zone, s)) list->push(make_move(from, s, true));
                if (test(ok, s)) list->push(make_move(from, s, false));
            }
        } else {
            out.count += popcount(to & zone) + popcount(to & kTables.move_ok[us][Pawn]);
        }
        if (out.done()) return out.count;
    }
    Bitboard b = pos.pieces(Lance) & free;
    while (b) {
        const Square from = pop_lsb(b);
        const Bitboard to = lance_attacks(us, from, occ) & board_target;
        out.board(from, to & zone, to & kTables.move_ok[us][Lance]);
    }
    b = pos.pieces(Knight) & free;
    while (b) {
        const Square from = pop_lsb(b);
        const Bitboard to = kTables.step[us][Knight][from] & board_target;
        out.board(from, to & zone, to & kTables.move_ok[us][Knight]);
    }
    if (out.done()) return out.count;

    // Silvers, bishops and rooks: promotion optional when the move starts or ends in the zone.
    b = pos.pieces(Silver) & free;
    while (b) {
        const Square from = pop_lsb(b);
        const Bitboard to = kTables.step[us][Silver][from] & board_target;
        out.board(from, test(zone, from) ? to : to & zone, to);
    }
    b = pos.pieces(Bishop) & free;
    while (b) {
        const Square from = pop_lsb(b);
        const Bitboard to = bishop_attacks(from, occ) & board_target;
        out.board(from, test(zone, from) ? to : to & zone, to);
    }
    b = pos.pieces(Rook) & free;
    while (b) {
        const Square from = pop_lsb(b);
        const Bitboard to = rook_attacks(from, occ) & board_target;
        out.board(from, test(zone, from) ? to : to & zone, to);
    }
    if (out.done()) return out.count;

    // Pieces that never promote.
    b = gold_like & free;
    while (b) {
        const Square from = pop_lsb(b);
        out.plain(from, kTables.step[us][Gold][from] & board_target);
    }
    b = pos.pieces(Horse) & free;
    while (b) {
        const Square from = pop_lsb(b);
        out.plain(from, (bishop_attacks(from, occ) | kTables.step[us][King][from]) & board_target);
    }
    b = pos.pieces(Dragon) & free;
    while (b) {
        const Square from = pop_lsb(b);
        out.plain(from, (rook_attacks(from, occ) | kTables.step[us][King][from]) & board_target);
    }

    // Pinned pieces: only along the line through the king and the pinner (a pinned knight has no
    // such move; attacks_of covers every kind).
    b = pinned;
    while (b) {
        const Square from = pop_lsb(b);
        const Kind k = kind_of(pos.at(from));
        const Bitboard to = attacks_of(us, k, from, occ) & board_target & kTables.line[ksq][from];
        switch (k) {
        case Pawn:
        case Lance:
        case Knight:
            out.board(from, to & zone, to & kTables.move_ok[us][k]);
            break;
        case Silver:
        case Bishop:
        case Rook:
            out.board(from, test(zone, from) ? to : to & zone, to);
            break;
        default:
            out.plain(from, to);
            break;
        }
    }
    if (out.done() || !drop_target) return out.count;

    // Drops.
    if (pos.hand(us, Pawn)) {
        Bitboard to = drop_target & kTables.drop_ok[us][Pawn] & ~pawn_files(pos.pieces(us, Pawn));
        const Square their_king = pos.king(them);
        if (their_king != kNoSquare) {
            // 打ち歩詰め uchifuzume: the one square where a pawn drop gives check is in front of
            // the enemy king; the drop is illegal there when it leaves the enemy no reply.
            const Bitboard checking = kTables.step[them][Pawn][their_king] & to;
            if (checking && pawn_drop_mates(pos, lsb(checking))) to &= ~checking;
        }
        out.drops(Pawn, to);
    }
    if constexpr (M == Mode::Generate) {
        for (int ki = Lance; ki < kHandKindCount; ++ki) {
            const Kind k = static_cast<Kind>(ki);
            if (pos.hand(us, k)) out.drops(k, drop_target & kTables.drop_ok[us][k]);
        }
    } else {
        if (pos.hand(us, Lance)) out.count += popcount(drop_target & kTables.drop_ok[us][Lance]);
        if (pos.hand(us, Knight)) out.count += popcount(drop_target & kTables.drop_ok[us][Knight]);
        const int anywhere = (pos.hand(us, Silver) != 0) + (pos.hand(us, Gold) != 0) +
                             (pos.hand(us, Bishop) != 0) + (pos.hand(us, Rook) != 0);
        if (anywhere) out.count += anywhere * popcount(drop_target);
    }
    return out.count;
}

template <Mode M>
int generate(const Position& pos, MoveList* list) {
    return pos.side_to_move() == Sente ? generate_for<M, Sente>(pos, list)
                                       : generate_for<M, Gote>(pos, list);
}

template <Side by>
Bitboard attackers_of(const Position& pos, Square s, Bitboard occ, Bitboard gold_like) {
    constexpr Side opp = ~by;
    const Bitboard theirs = pos.pieces(by);
    Bitboard found = step_attackers<by>(pos, s, gold_like);
    const Bitboard rooks = (pos.pieces(Rook) | pos.pieces(Dragon)) & theirs;
    if (rooks & kTables.rook_reach[s]) found |= rook_attacks(s, occ) & rooks;
    const Bitboard bishops = (pos.pieces(Bishop) | pos.pieces(Horse)) & theirs;
    if (bishops & kTables.bishop_reach[s]) found |= bishop_attacks(s, occ) & bishops;
    const Bitboard lances = pos.pieces(Lance) & theirs & kTables.ray[by == Sente ? DirS : DirN][s];
    if (lances) found |= lance_attacks(opp, s, occ) & lances;
    return found & theirs;
}

// Uchifuzume: a pawn drop on `to` that gives check is illegal when the opponent has no reply.
bool pawn_drop_mates(const Position& pos, Square to) {
    Position after = pos;
    after.make(make_drop(Pawn, to));
    return generate<Mode::Any>(after, nullptr) == 0;
}

}  // namespace

Bitboard attackers_to(const Position& pos, Side by, Square s, Bitboard occ) {
    return attackers_to(pos, by, s, occ, golds(pos));
}

Bitboard attackers_to(const Position& pos, Side by, Square s, Bitboard occ, Bitboard gold_like) {
    return by == Sente ? attackers_of<Sente>(pos, s, occ, gold_like)
                       : attackers_of<Gote>(pos, s, occ, gold_like);
}

Bitboard checkers(const Position& pos) {
    const Square ksq = pos.king(pos.side_to_move());
    return ksq == kNoSquare ? 0 : attackers_to(pos, ~pos.side_to_move(), ksq, pos.occupied());
}

void generate_legal(const Position& pos, MoveList& list) {
    list.clear();
    generate<Mode::Generate>(pos, &list);
}

int count_legal(const Position& pos) { return generate<Mode::Count>(pos, nullptr); }

bool has_legal_move(const Position& pos) { return generate<Mode::Any>(pos, nullptr) > 0; }

bool is_legal(const Position& pos, Move m) {
    MoveList list;
    generate_legal(pos, list);
    for (const Move legal : list) {
        if (legal == m) return true;
    }
    return false;
}

}  // namespace arbiter::fast::shogi
