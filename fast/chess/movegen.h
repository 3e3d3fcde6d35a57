#pragma once
// Legal move generation with check and pin masks: no move is played to test it.
//
// For the side to move (Us), with king on k:
//   checkers   enemy pieces attacking k;
//   checkmask  with one checker: the checker and the squares between it and k (a non-king move
//              must land there); with none: every square; with two: only the king moves;
//   pin_hv     for every enemy rook/queen that pins one of our pieces along a rank or file: the
//              squares from k (exclusive) to that slider (inclusive); pin_d the same on diagonals.
//              A pinned piece may only move inside its own pin mask; unions are safe because two
//              pin rays of one kind meet only at k (see the unit tests' pin cases);
//   king moves and castling are tested against enemy attacks with our king lifted off the board:
//   one map of every enemy attack when two or more squares (or a castling path) are to be tested,
//   the square alone otherwise;
//   en passant is checked in full (the captured pawn and the capturer leave one rank: a
//   discovered rank attack on the king is possible).
// The same template feeds a MoveList (generate_legal) or a counter (count_legal: popcounts, no
// moves built: the bulk counting of perft's last ply).

#include <cstdint>

#include "fast/chess/bitboard.h"
#include "fast/chess/move.h"
#include "fast/chess/position.h"

namespace arbiter::fast::chess {

// Bits: the bitboard part of a position and nothing else (no mailbox, no hash, no clocks): what
// move generation reads. Perft's last two plies build one per child instead of a Position.
// Layout (120 bytes): by_piece[c][t] the squares of colour c's pieces of type t; by_color[c] their
// union (kept, so no read needs more than one OR); castling_rights and ep as in Position. One
// board per colour and type: a quiet move changes two boards, a capture also clears one square
// on the other colour's, and every pieces(c, t) the generator asks for is a single load.
// Invariants: those of Position I1, I2, I4-I6 (I6 relaxed: ep may be set after any double push;
// generation checks en passant captures in full), and by_color[c] == the union of by_piece[c].
struct Bits {
    Bitboard by_piece[kColorCount][kPieceTypeCount];
    Bitboard by_color[kColorCount];
    std::uint8_t castling_rights;
    std::uint8_t ep;

    static Bits of(const Position& pos) {
        Bits b{};
        for (const Color c : {White, Black}) {
            for (int t = 0; t < kPieceTypeCount; ++t)
                b.by_piece[c][t] = pos.pieces(c, static_cast<PieceType>(t));
            b.by_color[c] = pos.pieces(c);
        }
        b.castling_rights = pos.castling();
        b.ep = static_cast<std::uint8_t>(pos.en_passant());
        return b;
    }
    Bitboard pieces() const { return by_color[White] | by_color[Black]; }
    Bitboard pieces(Color c) const { return by_color[c]; }
    Bitboard pieces(PieceType t) const { return by_piece[White][t] | by_piece[Black][t]; }
    Bitboard pieces(Color c, PieceType t) const { return by_piece[c][t]; }
    Square king_square(Color c) const { return lsb(pieces(c, King)); }
    std::uint8_t castling() const { return castling_rights; }
    Square en_passant() const { return ep; }
    // I1 colours disjoint, boards disjoint, each colour the union of its boards; I4 one king
    // each, no pawn on rank 1/8.
    bool invariants_hold() const {
        if (by_color[White] & by_color[Black]) return false;
        for (const Color c : {White, Black}) {
            Bitboard all = 0;
            for (const Bitboard b : by_piece[c]) {
                if (all & b) return false;
                all |= b;
            }
            if (all != by_color[c] || popcount(by_piece[c][King]) != 1) return false;
        }
        return !(pieces(Pawn) & (kRank1 | kRank8)) && (ep == kNoSquare || ep < kSquareCount);
    }
};

#if defined(__GNUC__)
// The sinks live in the caller's frame: inlining lets their counters stay in registers (a counter
// reached through a reference could alias the board's uint64_t bitboards).
#define ARBITER_CHESS_ALWAYS_INLINE __attribute__((always_inline))
#define ARBITER_CHESS_NOINLINE __attribute__((noinline))
#else
#define ARBITER_CHESS_ALWAYS_INLINE
#define ARBITER_CHESS_NOINLINE
#endif

namespace movegen {

// Castling geometry, a template parameter of generate() so that standard chess pays nothing for
// Chess960: StandardCastling is all constants (the e-file king, the corner rooks); Chess960Castling
// is read from the position at the root of a search (a right's king and rook never move while it
// is held, so the squares stay right for the whole tree below).
struct StandardCastling {
    static constexpr bool kChess960 = false;
    // The rights that survive a move from or to s.
    static std::uint8_t keep(Square s) { return detail::kCastlingKeep[s]; }
};

// chess.chess960.castling (FIDE Laws, Guidelines II.3): the king goes to g1/c1 (g8/c8) and the
// rook to f1/d1 (f8/d8); every square between the king and its destination and between the rook
// and its destination (the destinations included) is empty apart from that king and rook; the king
// is not in check and no square it crosses or lands on is attacked, seen with the king and the
// castling rook lifted off the board (so with the king on d1, the castling rook on b1 and an enemy
// rook on a1, O-O-O is illegal: c1 is attacked once the b1 rook has left). A castling Move is the
// king taking its rook (e1h1).
struct Chess960Castling {
    static constexpr bool kChess960 = true;
    Square rook[4] = {};  // by right (0 white O-O, 1 white O-O-O, 2 black O-O, 3 black O-O-O)
    Bitboard must_be_empty[4] = {};  // the squares on both paths, less the king's and the rook's
    Bitboard king_path[4] = {};  // the squares the king crosses and lands on (its own if it stays)
    std::uint8_t keep_table[kSquareCount] = {};
    std::uint8_t keep(Square s) const { return keep_table[s]; }

    static Chess960Castling of(const Position& pos) {
        Chess960Castling c;
        for (std::uint8_t& k : c.keep_table) k = kAllCastling;
        for (int i = 0; i < 4; ++i) {
            const Color color = i < 2 ? White : Black;
            const Square first = color == White ? 0 : 56;
            const Square king = pos.king_square(color);
            const Square rook = pos.castling_rook(i);
            const bool king_side = i % 2 == 0;
            const Square king_to = first + (king_side ? 6 : 2),
                         rook_to = first + (king_side ? 5 : 3);
            c.rook[i] = rook;
            c.king_path[i] = between(king, king_to) | bit(king_to);
            c.must_be_empty[i] =
                (c.king_path[i] | between(rook, rook_to) | bit(rook_to)) & ~(bit(king) | bit(rook));
            if (pos.castling() >> i & 1) {
                c.keep_table[rook] = static_cast<std::uint8_t>(c.keep_table[rook] & ~(1u << i));
                c.keep_table[king] = static_cast<std::uint8_t>(c.keep_table[king] & ~(1u << i));
            }
        }
        return c;
    }
};

// Enemy sliders of one kind that see the king on k through our pieces only (`snipers`): one with
// nothing between is a checker; one with exactly one of our pieces between pins it, and its ray
// (k exclusive, the slider inclusive) joins `pins`.
ARBITER_CHESS_ALWAYS_INLINE inline void add_snipers(Square ksq, Bitboard snipers, Bitboard us,
                                                    Bitboard& checkers, Bitboard& pins) {
    while (snipers) {
        const Square s = pop_lsb(snipers);
        const Bitboard ray = between(ksq, s);
        const Bitboard blockers = ray & us;
        if (!blockers)
            checkers |= bit(s);
        else if (!more_than_one(blockers))
            pins |= ray | bit(s);
    }
}

// Board is Position or Bits (the same read-only interface); Tables is PextTables or MagicTables;
// Castling is StandardCastling or Chess960Castling.
template <Color Us, class Board, class Tables, class Sink, class Castling = StandardCastling>
ARBITER_CHESS_ALWAYS_INLINE inline void generate(const Board& pos, const Tables& T, Sink& sink,
                                                 const Castling& castling = {}) {
    constexpr Color Them = ~Us;
    constexpr int kUp = Us == White ? 8 : -8;
    constexpr int kUpLeft = Us == White ? 7 : -9;   // toward the a-file
    constexpr int kUpRight = Us == White ? 9 : -7;  // toward the h-file
    constexpr Bitboard kRank3 = Us == White ? rank_bb(2) : rank_bb(5);
    constexpr Bitboard kLastRank = Us == White ? kRank8 : kRank1;

    const Bitboard us = pos.pieces(Us), them = pos.pieces(Them), occ = us | them;
    const Square ksq = pos.king_square(Us);
    const Bitboard their_queens = pos.pieces(Them, Queen);
    const Bitboard their_rq = pos.pieces(Them, Rook) | their_queens;
    const Bitboard their_bq = pos.pieces(Them, Bishop) | their_queens;
    const Bitboard their_knights = pos.pieces(Them, Knight);
    const Bitboard their_pawns = pos.pieces(Them, Pawn);

    Bitboard checkers =
        (knight_attacks(ksq) & their_knights) | (pawn_attacks(Us, ksq) & their_pawns);
    Bitboard pin_hv = 0, pin_d = 0;
    // Sliders that see k through at most our own pieces: each is a checker or a pinner. Skipped
    // (no table lookup) when no enemy slider shares a line with k at all.
    if (rook_rays(ksq) & their_rq)
        add_snipers(ksq, T.rook_attacks(ksq, them) & their_rq, us, checkers, pin_hv);
    if (bishop_rays(ksq) & their_bq)
        add_snipers(ksq, T.bishop_attacks(ksq, them) & their_bq, us, checkers, pin_d);

    // King steps and castling. The king cannot hide behind itself: attacks are seen with it lifted
    // (for castling this changes nothing, since the king is not in check then). With two or more
    // squares to test, or a castling path to test, one map of every enemy attack is built;
    // otherwise the single target square is tested alone.
    constexpr std::uint8_t kKingSide = Us == White ? kWhiteKingSide : kBlackKingSide;
    constexpr std::uint8_t kQueenSide = Us == White ? kWhiteQueenSide : kBlackQueenSide;
    constexpr Square kE = Us == White ? 4 : 60;
    constexpr Bitboard kKingSidePath = bit(kE + 1) | bit(kE + 2);
    constexpr Bitboard kQueenSidePath = bit(kE - 1) | bit(kE - 2) | bit(kE - 3);
    const std::uint8_t rights = checkers ? 0 : pos.castling();
    const bool king_side = !Castling::kChess960 && (rights & kKingSide) && !(occ & kKingSidePath);
    const bool queen_side =
        !Castling::kChess960 && (rights & kQueenSide) && !(occ & kQueenSidePath);
    {
        const Bitboard targets = king_attacks(ksq) & ~us;
        const Bitboard occ_wo_king = occ ^ bit(ksq);
        if (more_than_one(targets) || king_side || queen_side) {
            constexpr int kTheirLeft = Us == White ? -9 : 7;
            constexpr int kTheirRight = Us == White ? -7 : 9;
            Bitboard danger = shift<kTheirLeft>(their_pawns) | shift<kTheirRight>(their_pawns) |
                              king_attacks(pos.king_square(Them));
            for (Bitboard b = their_knights; b;) danger |= knight_attacks(pop_lsb(b));
            for (Bitboard b = their_bq; b;) danger |= T.bishop_attacks(pop_lsb(b), occ_wo_king);
            for (Bitboard b = their_rq; b;) danger |= T.rook_attacks(pop_lsb(b), occ_wo_king);
            sink.moves(King, ksq, targets & ~danger);
            if (king_side && !(danger & kKingSidePath))
                sink.single(Move(kE, kE + 2, MoveKind::Castling));
            if (queen_side && !(danger & (bit(kE - 1) | bit(kE - 2))))
                sink.single(Move(kE, kE - 2, MoveKind::Castling));
        } else if (targets) {
            const Square t = lsb(targets);
            if (!((pawn_attacks(Us, t) & their_pawns) || (knight_attacks(t) & their_knights) ||
                  (king_attacks(t) & pos.pieces(Them, King)) ||
                  (T.rook_attacks(t, occ_wo_king) & their_rq) ||
                  (T.bishop_attacks(t, occ_wo_king) & their_bq)))
                sink.moves(King, ksq, targets);
        }
    }
    if constexpr (Castling::kChess960) {
        for (int i = Us == White ? 0 : 2, end = i + 2; i < end; ++i) {
            if (!(rights >> i & 1) || (occ & castling.must_be_empty[i])) continue;
            const Bitboard lifted = occ ^ bit(ksq) ^ bit(castling.rook[i]);
            bool attacked = false;
            for (Bitboard path = castling.king_path[i]; path && !attacked;) {
                const Square t = pop_lsb(path);
                attacked = (pawn_attacks(Us, t) & their_pawns) ||
                           (knight_attacks(t) & their_knights) ||
                           (king_attacks(t) & pos.pieces(Them, King)) ||
                           (T.rook_attacks(t, lifted) & their_rq) ||
                           (T.bishop_attacks(t, lifted) & their_bq);
            }
            if (!attacked) sink.single(Move(ksq, castling.rook[i], MoveKind::Castling));
        }
    }
    if (more_than_one(checkers)) return;

    const Bitboard checkmask = checkers ? checkers | between(ksq, lsb(checkers)) : ~Bitboard{0};
    const Bitboard target = ~us & checkmask;
    const Bitboard pinned = pin_hv | pin_d;

    // Knights: a pinned knight never moves.
    {
        Bitboard b = pos.pieces(Us, Knight) & ~pinned;
        while (b) {
            const Square s = pop_lsb(b);
            sink.moves(Knight, s, knight_attacks(s) & target);
        }
    }
    // Sliders. Most positions pin nothing, so the free ones move without a pin mask; a pinned one
    // stays on its pin ray: one pinned on a diagonal cannot move orthogonally and the other way
    // round (a square lies on one line through k only, so pin_hv and pin_d never share a piece).
    // Pinned moves go to sink.pinned_moves (rare: perft builds those children out of line).
    {
        Bitboard b = pos.pieces(Us, Bishop) & ~pinned;
        while (b) {
            const Square s = pop_lsb(b);
            sink.moves(Bishop, s, T.bishop_attacks(s, occ) & target);
        }
        b = pos.pieces(Us, Rook) & ~pinned;
        while (b) {
            const Square s = pop_lsb(b);
            sink.moves(Rook, s, T.rook_attacks(s, occ) & target);
        }
        b = pos.pieces(Us, Queen) & ~pinned;
        while (b) {
            const Square s = pop_lsb(b);
            sink.moves(Queen, s, (T.bishop_attacks(s, occ) | T.rook_attacks(s, occ)) & target);
        }
        if (pinned) {
            const Bitboard queens = pos.pieces(Us, Queen);
            for (b = (pos.pieces(Us, Bishop) | queens) & pin_d; b;) {
                const Square s = pop_lsb(b);
                sink.pinned_moves(bit(s) & queens ? Queen : Bishop, s,
                                  T.bishop_attacks(s, occ) & target & pin_d);
            }
            for (b = (pos.pieces(Us, Rook) | queens) & pin_hv; b;) {
                const Square s = pop_lsb(b);
                sink.pinned_moves(bit(s) & queens ? Queen : Rook, s,
                                  T.rook_attacks(s, occ) & target & pin_hv);
            }
        }
    }
    // Pawns, set-wise.
    {
        const Bitboard pawns = pos.pieces(Us, Pawn);
        const Bitboard empty = ~occ;
        // Pushes: pawns pinned on a diagonal never push; pinned on a file they stay on it.
        // Captures: pawns pinned on a rank/file never capture; pinned on a diagonal stay on it.
        // Most positions have no pinned piece at all: then every pawn is free.
        Bitboard single, left, right;
        const Bitboard cap_target = them & checkmask;
        if (!pinned) {
            single = shift<kUp>(pawns) & empty;
            left = shift<kUpLeft>(pawns) & cap_target;
            right = shift<kUpRight>(pawns) & cap_target;
        } else {
            const Bitboard free = pawns & ~pinned;
            const Bitboard push_pinned = pawns & pin_hv, cap_pinned = pawns & pin_d;
            single = (shift<kUp>(free) | (shift<kUp>(push_pinned) & pin_hv)) & empty;
            left = (shift<kUpLeft>(free) | (shift<kUpLeft>(cap_pinned) & pin_d)) & cap_target;
            right = (shift<kUpRight>(free) | (shift<kUpRight>(cap_pinned) & pin_d)) & cap_target;
        }
        const Bitboard dbl = shift<kUp>(single & kRank3) & empty & checkmask;
        const Bitboard push = single & checkmask;
        sink.pawn_moves(push & ~kLastRank, kUp);
        sink.pawn_moves(dbl, 2 * kUp);
        sink.pawn_moves(left & ~kLastRank, kUpLeft);
        sink.pawn_moves(right & ~kLastRank, kUpRight);
        if ((push | left | right) & kLastRank) {
            sink.promotions(push & kLastRank, kUp);
            sink.promotions(left & kLastRank, kUpLeft);
            sink.promotions(right & kLastRank, kUpRight);
        }
        const Square ep = pos.en_passant();
        if (ep != kNoSquare) {
            // Legal in full: a leaper checker other than the captured pawn stays; sliders are
            // looked up again on the board after the capture.
            const Square cap = ep - kUp;
            const Bitboard leaper_checks = checkers & ~bit(cap) & (their_knights | their_pawns);
            if (!leaper_checks) {
                Bitboard from_bb = pawn_attacks(Them, ep) & pawns;
                while (from_bb) {
                    const Square from = pop_lsb(from_bb);
                    const Bitboard after = (occ ^ bit(from) ^ bit(cap)) | bit(ep);
                    if ((T.rook_attacks(ksq, after) & their_rq & ~bit(cap)) ||
                        (T.bishop_attacks(ksq, after) & their_bq & ~bit(cap)))
                        continue;
                    sink.single(Move(from, ep, MoveKind::EnPassant));
                }
            }
        }
    }
}

// Sinks --------------------------------------------------------------------------------------

struct CountSink {
    std::uint64_t n = 0;
    void moves(PieceType, Square, Bitboard to) { n += static_cast<std::uint64_t>(popcount(to)); }
    void pinned_moves(PieceType pt, Square from, Bitboard to) { moves(pt, from, to); }
    void pawn_moves(Bitboard to, int) { n += static_cast<std::uint64_t>(popcount(to)); }
    void promotions(Bitboard to, int) { n += 4 * static_cast<std::uint64_t>(popcount(to)); }
    void single(Move) { ++n; }
};

struct ListSink {
    MoveList& list;
    void moves(PieceType, Square from, Bitboard to) {
        while (to) list.push(Move(from, pop_lsb(to)));
    }
    void pinned_moves(PieceType pt, Square from, Bitboard to) { moves(pt, from, to); }
    void pawn_moves(Bitboard to, int offset) {
        while (to) {
            const Square t = pop_lsb(to);
            list.push(Move(t - offset, t));
        }
    }
    void promotions(Bitboard to, int offset) {
        while (to) {
            const Square t = pop_lsb(to);
            list.push(Move(t - offset, t, MoveKind::Promotion, Queen));
            list.push(Move(t - offset, t, MoveKind::Promotion, Rook));
            list.push(Move(t - offset, t, MoveKind::Promotion, Bishop));
            list.push(Move(t - offset, t, MoveKind::Promotion, Knight));
        }
    }
    void single(Move m) { list.push(m); }
};

}  // namespace movegen

// Clears `list`, then fills it with the legal moves of Us (the side to move).
template <Color Us, class Castling = movegen::StandardCastling>
inline void generate_legal_as(const Position& pos, const SliderTables& T, MoveList& list,
                              const Castling& castling = {}) {
    list.clear();
    movegen::ListSink sink{list};
    movegen::generate<Us>(pos, T, sink, castling);
}

template <Color Us, class Board, class Tables = SliderTables,
          class Castling = movegen::StandardCastling>
inline std::uint64_t count_legal_as(const Board& pos, const Tables& T,
                                    const Castling& castling = {}) {
    movegen::CountSink sink;
    movegen::generate<Us>(pos, T, sink, castling);
    return sink.n;
}

// Non-template entry points (movegen.cpp).
// Clears `list`, then fills it with every legal move of the side to move.
void generate_legal(const Position& pos, MoveList& list);
// The number of legal moves (popcounts; no move is built).
std::uint64_t count_legal(const Position& pos);

}  // namespace arbiter::fast::chess
