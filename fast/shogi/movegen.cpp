// Legal move generation and perft.

#include "fast/shogi/movegen.h"

namespace arbiter::fast::shogi {

namespace {

Bitboard golds(const Position& pos, Side s) {
    return pos.pieces(s) & (pos.pieces(Gold) | pos.pieces(Tokin) | pos.pieces(PLance) | pos.pieces(PKnight) |
                            pos.pieces(PSilver));
}

// The own pieces standing alone between the king of `us` and an enemy slider.
Bitboard pinned_pieces(const Position& pos, Side us, Square ksq) {
    const Side them = ~us;
    const Bitboard occ = pos.occupied();
    Bitboard snipers =
        ((kTables.ray[DirS][ksq] | kTables.ray[DirN][ksq] | kTables.ray[DirW][ksq] | kTables.ray[DirE][ksq]) &
         (pos.pieces(Rook) | pos.pieces(Dragon))) |
        ((kTables.ray[DirSW][ksq] | kTables.ray[DirNW][ksq] | kTables.ray[DirNE][ksq] | kTables.ray[DirSE][ksq]) &
         (pos.pieces(Bishop) | pos.pieces(Horse))) |
        (kTables.ray[us == Sente ? DirN : DirS][ksq] & pos.pieces(Lance));
    snipers &= pos.pieces(them);
    Bitboard pinned = 0;
    while (snipers) {
        const Square s = pop_lsb(snipers);
        const Bitboard b = kTables.between[ksq][s] & occ;
        if (b && !(b & (b - 1)) && (b & pos.pieces(us))) pinned |= b;
    }
    return pinned;
}

// Board moves of one piece to `targets`, with the promotion choices the rules allow.
inline void emit_piece_moves(MoveList& list, Side us, Kind k, Square from, Bitboard targets) {
    const Bitboard zone = kTables.zone[us];
    switch (k) {
    case Pawn:
    case Lance:
    case Knight: {
        const Bitboard ok = kTables.move_ok[us][k];
        while (targets) {
            const Square to = pop_lsb(targets);
            if (test(zone, to)) list.push(make_move(from, to, true));
            if (test(ok, to)) list.push(make_move(from, to, false));
        }
        return;
    }
    case Silver:
    case Bishop:
    case Rook: {
        const Bitboard promo = test(zone, from) ? targets : targets & zone;
        while (targets) {
            const Square to = pop_lsb(targets);
            if (test(promo, to)) list.push(make_move(from, to, true));
            list.push(make_move(from, to, false));
        }
        return;
    }
    default:
        while (targets) list.push(make_move(from, pop_lsb(targets), false));
        return;
    }
}

// Uchifuzume: a pawn drop on `to` that gives check is illegal when the opponent has no reply.
bool pawn_drop_mates(const Position& pos, Square to) {
    Position after = pos;
    after.make(make_drop(Pawn, to));
    return !has_legal_move(after);
}

template <bool StopAtFirst>
void generate(const Position& pos, MoveList& list) {
    list.size = 0;
    const Side us = pos.side_to_move();
    const Side them = ~us;
    const Bitboard occ = pos.occupied();
    const Bitboard own = pos.pieces(us);
    const Square ksq = pos.king(us);
    Bitboard check = 0;
    Bitboard pinned = 0;
    if (ksq != kNoSquare) {
        check = attackers_to(pos, them, ksq, occ);
        // King moves: the destination must not be attacked once the king has left its square.
        Bitboard targets = kTables.step[us][King][ksq] & ~own;
        const Bitboard occ_without_king = occ ^ bit(ksq);
        while (targets) {
            const Square to = pop_lsb(targets);
            if (!attackers_to(pos, them, to, occ_without_king)) {
                list.push(make_move(ksq, to, false));
                if (StopAtFirst) return;
            }
        }
        if (check & (check - 1)) return;  // double check: only the king moves
        pinned = pinned_pieces(pos, us, ksq);
    }
    Bitboard board_target = ~own & kBoardMask;
    Bitboard drop_target = ~occ & kBoardMask;
    if (check) {
        const Square checker = lsb(check);
        drop_target &= kTables.between[ksq][checker];
        board_target &= drop_target | check;
    }
    Bitboard movers = own & ~pos.pieces(King);
    while (movers) {
        const Square from = pop_lsb(movers);
        const Kind k = kind_of(pos.at(from));
        Bitboard targets = attacks_of(us, k, from, occ) & board_target;
        if (test(pinned, from)) targets &= kTables.line[ksq][from];
        if (!targets) continue;
        emit_piece_moves(list, us, k, from, targets);
        if (StopAtFirst && list.size) return;
    }
    if (!drop_target) return;
    for (int ki = 0; ki < kHandKindCount; ++ki) {
        const Kind k = static_cast<Kind>(ki);
        if (pos.hand(us, k) == 0) continue;
        Bitboard targets = drop_target & kTables.drop_ok[us][k];
        if (k == Pawn) {
            Bitboard pawns = pos.pieces(us, Pawn);
            while (pawns) targets &= ~file_mask(file_of(pop_lsb(pawns)));
            const Square their_king = pos.king(them);
            if (their_king != kNoSquare) {
                // The one square where a pawn drop gives check: in front of the enemy king.
                const Bitboard checking = kTables.step[them][Pawn][their_king] & targets;
                if (checking && pawn_drop_mates(pos, lsb(checking))) targets &= ~checking;
            }
        }
        while (targets) list.push(make_drop(k, pop_lsb(targets)));
        if (StopAtFirst && list.size) return;
    }
}

}  // namespace

Bitboard attackers_to(const Position& pos, Side by, Square s, Bitboard occ) {
    const Side opp = ~by;
    const Bitboard theirs = pos.pieces(by);
    const Bitboard step_attackers =
        (kTables.step[opp][Pawn][s] & pos.pieces(Pawn)) | (kTables.step[opp][Knight][s] & pos.pieces(Knight)) |
        (kTables.step[opp][Silver][s] & pos.pieces(Silver)) | (kTables.step[opp][Gold][s] & golds(pos, by)) |
        (kTables.step[opp][King][s] & (pos.pieces(King) | pos.pieces(Horse) | pos.pieces(Dragon)));
    const Bitboard sliders = (rook_attacks(s, occ) & (pos.pieces(Rook) | pos.pieces(Dragon))) |
                             (bishop_attacks(s, occ) & (pos.pieces(Bishop) | pos.pieces(Horse))) |
                             (lance_attacks(opp, s, occ) & pos.pieces(Lance));
    return (step_attackers | sliders) & theirs;
}

Bitboard checkers(const Position& pos) {
    const Square ksq = pos.king(pos.side_to_move());
    return ksq == kNoSquare ? 0 : attackers_to(pos, ~pos.side_to_move(), ksq, pos.occupied());
}

void generate_legal(const Position& pos, MoveList& list) { generate<false>(pos, list); }

bool has_legal_move(const Position& pos) {
    MoveList list;
    generate<true>(pos, list);
    return list.size > 0;
}

bool is_legal(const Position& pos, Move m) {
    MoveList list;
    generate_legal(pos, list);
    for (const Move legal : list) {
        if (legal == m) return true;
    }
    return false;
}

std::uint64_t perft_bulk(Position& pos, int depth) {
    if (depth <= 0) return 1;
    MoveList list;
    generate_legal(pos, list);
    if (depth == 1) return static_cast<std::uint64_t>(list.size);
    std::uint64_t nodes = 0;
    for (const Move m : list) {
        const Undo u = pos.make(m);
        nodes += perft_bulk(pos, depth - 1);
        pos.unmake(m, u);
    }
    return nodes;
}

std::uint64_t perft_full(Position& pos, int depth) {
    if (depth <= 0) return 1;
    MoveList list;
    generate_legal(pos, list);
    std::uint64_t nodes = 0;
    for (const Move m : list) {
        const Undo u = pos.make(m);
        nodes += depth == 1 ? 1 : perft_full(pos, depth - 1);
        pos.unmake(m, u);
    }
    return nodes;
}

}  // namespace arbiter::fast::shogi
