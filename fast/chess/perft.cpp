#include "fast/chess/perft.h"

#include <cassert>

namespace arbiter::fast::chess {
namespace {

// Bulk counting. Below the root every node is a Bits (bitboards, castling rights, en passant
// square) built straight from its parent inside the move generator's sink: no move list, no
// mailbox, no hash, no unmake. At the last ply the children are counted, not built.
//
// One sink, ChildSink, in two forms: for a node whose children have children of their own
// (child_depth >= 2, one call per child), and one ply above the leaves. The latter counts each
// child's legal moves inline: the child Bits is built, counted and dropped inside the parent's move
// loop, so it lives in registers instead of being stored and passed to a separate call (measured
// +18-20% by the issue "fast chess at least as fast as Gigantua"). Promotions, castling and en
// passant are rare, and so are moves of pinned sliders: they count through one out-of-line call so
// the inlined loop bodies stay few.

// The child after a piece of type pt of Us moves from -> to, capturing whatever stands on `to`.
template <Color Us, class Castling>
ARBITER_CHESS_ALWAYS_INLINE inline Bits child_after(const Bits& parent, PieceType pt, Square from,
                                                    Square to, const Castling& castling) {
    constexpr Color Them = ~Us;
    Bits c = parent;
    const Bitboard f = bit(from), t = bit(to);
    for (int x = Pawn; x < King; ++x) c.by_piece[Them][x] &= ~t;  // a king is never captured
    c.by_color[Them] &= ~t;
    c.by_piece[Us][pt] ^= f | t;
    c.by_color[Us] ^= f | t;
    c.castling_rights =
        static_cast<std::uint8_t>(c.castling_rights & castling.keep(from) & castling.keep(to));
    c.ep = kNoSquare;
    return c;
}

// The children that are neither a plain move nor a pawn push or capture: Visit(child) each.
template <Color Us, class Castling, class Visit>
inline void visit_promotions(const Bits& parent, Bitboard to, int offset, const Castling& castling,
                             Visit&& visit) {
    while (to) {
        const Square t = pop_lsb(to);
        Bits c = child_after<Us>(parent, Pawn, t - offset, t, castling);
        c.by_piece[Us][Pawn] ^= bit(t);
        for (PieceType promo : {Queen, Rook, Bishop, Knight}) {
            Bits p = c;
            p.by_piece[Us][promo] ^= bit(t);
            visit(p);
        }
    }
}
template <Color Us, class Castling>
inline Bits child_of_special(const Bits& parent, Move m, const Castling& castling) {
    constexpr Color Them = ~Us;
    constexpr int kUp = Us == White ? 8 : -8;
    const Square from = m.from(), to = m.to();
    if (m.kind() == MoveKind::Castling) {
        const bool king_side = to > from;
        if constexpr (Castling::kChess960) {
            // The king takes its rook (to): king to g/c, rook to f/d; XOR of single squares, as
            // either may stay where it is or the two may swap.
            constexpr Square kFirst = Us == White ? 0 : 56;
            const Square kto = kFirst + (king_side ? 6 : 2), rto = kFirst + (king_side ? 5 : 3);
            Bits c = parent;
            const Bitboard king = bit(from) ^ bit(kto), rook = bit(to) ^ bit(rto);
            c.by_piece[Us][King] ^= king;
            c.by_piece[Us][Rook] ^= rook;
            c.by_color[Us] ^= king ^ rook;
            c.castling_rights = static_cast<std::uint8_t>(c.castling_rights & castling.keep(from) &
                                                          castling.keep(to));
            c.ep = kNoSquare;
            return c;
        }
        const Square rfrom = king_side ? from + 3 : from - 4;
        const Square rto = king_side ? from + 1 : from - 1;
        Bits c = child_after<Us>(parent, King, from, to, castling);
        c.by_piece[Us][Rook] ^= bit(rfrom) | bit(rto);
        c.by_color[Us] ^= bit(rfrom) | bit(rto);
        return c;
    }
    Bits c = child_after<Us>(parent, Pawn, from, to, castling);  // en passant
    const Bitboard cap = bit(to - kUp);
    c.by_piece[Them][Pawn] ^= cap;
    c.by_color[Them] ^= cap;
    return c;
}

template <Color Them, class Tables, class Castling>
ARBITER_CHESS_NOINLINE std::uint64_t count_child(const Bits& child, const Tables& T,
                                                 const Castling& castling) {
    return count_legal_as<Them>(child, T, castling);
}

template <Color Us, class Tables, class Castling>
std::uint64_t perft_bits(const Bits& pos, int depth, const Tables& T, const Castling& castling);

// The children of `parent`, each built in registers and handed to visit(): one ply above the
// leaves (kLeafParent) its legal moves are counted inline; higher up perft_bits recurses.
template <Color Us, class Tables, bool kLeafParent, class Castling>
struct ChildSink {
    static constexpr Color Them = ~Us;
    static constexpr int kUp = Us == White ? 8 : -8;
    const Bits& parent;
    const Tables& T;
    const Castling& castling;
    int child_depth;  // >= 2 unless kLeafParent
    std::uint64_t nodes = 0;

    ARBITER_CHESS_ALWAYS_INLINE void visit(const Bits& child) {
        if constexpr (kLeafParent) {
            movegen::CountSink counter;
            movegen::generate<Them>(child, T, counter, castling);
            nodes += counter.n;
        } else {
            nodes += perft_bits<Them>(child, child_depth, T, castling);
        }
    }
    // Promotions, castling and en passant: out of line one ply above the leaves.
    void visit_rare(const Bits& child) {
        if constexpr (kLeafParent)
            nodes += count_child<Them>(child, T, castling);
        else
            visit(child);
    }
    ARBITER_CHESS_ALWAYS_INLINE void moves(PieceType pt, Square from, Bitboard to) {
        while (to) visit(child_after<Us>(parent, pt, from, pop_lsb(to), castling));
    }
    void pinned_moves(PieceType pt, Square from, Bitboard to) {
        while (to) visit_rare(child_after<Us>(parent, pt, from, pop_lsb(to), castling));
    }
    ARBITER_CHESS_ALWAYS_INLINE void pawn_moves(Bitboard to, int offset) {
        while (to) {
            const Square t = pop_lsb(to);
            Bits c = child_after<Us>(parent, Pawn, t - offset, t, castling);
            if (offset == 2 * kUp) c.ep = static_cast<std::uint8_t>(t - kUp);
            visit(c);
        }
    }
    void promotions(Bitboard to, int offset) {
        visit_promotions<Us>(parent, to, offset, castling, [&](const Bits& c) { visit_rare(c); });
    }
    void single(Move m) { visit_rare(child_of_special<Us>(parent, m, castling)); }
};

// Leaves `depth` (>= 2) plies below a Bits node.
template <Color Us, class Tables, class Castling>
ARBITER_CHESS_NOINLINE std::uint64_t perft_bits(const Bits& pos, int depth, const Tables& T,
                                                const Castling& castling) {
    assert(pos.invariants_hold());
    if (depth == 2) {
        ChildSink<Us, Tables, true, Castling> sink{pos, T, castling, 1};
        movegen::generate<Us>(pos, T, sink, castling);
        return sink.nodes;
    }
    ChildSink<Us, Tables, false, Castling> sink{pos, T, castling, depth - 1};
    movegen::generate<Us>(pos, T, sink, castling);
    return sink.nodes;
}

template <Color Us, class Tables, class Castling>
std::uint64_t perft_bulk(const Position& pos, int depth, const Tables& T,
                         const Castling& castling) {
    if (depth == 1) return count_legal_as<Us>(pos, T, castling);
    return perft_bits<Us>(Bits::of(pos), depth, T, castling);
}

template <Color Us, class Castling>
std::uint64_t perft_copy(const Position& pos, int depth, const SliderTables& T,
                         const Castling& castling) {
    MoveList list;
    generate_legal_as<Us>(pos, T, list, castling);
    std::uint64_t nodes = 0;
    for (int i = 0; i < list.size(); ++i) {
        Position child = pos;
        Undo undo;
        child.make_as<Us, Castling::kChess960>(list[i], undo);
        nodes += depth == 1 ? 1 : perft_copy<~Us>(child, depth - 1, T, castling);
    }
    return nodes;
}

template <Color Us, class Castling>
std::uint64_t perft_unmake(Position& pos, int depth, const SliderTables& T,
                           const Castling& castling) {
    MoveList list;
    generate_legal_as<Us>(pos, T, list, castling);
    std::uint64_t nodes = 0;
    for (int i = 0; i < list.size(); ++i) {
        Undo undo;
        pos.make_as<Us, Castling::kChess960>(list[i], undo);
        nodes += depth == 1 ? 1 : perft_unmake<~Us>(pos, depth - 1, T, castling);
        pos.unmake_as<Us, Castling::kChess960>(list[i], undo);
    }
    return nodes;
}

template <Color Us, class Castling>
std::uint64_t perft_as(const Position& pos, int depth, PerftMode mode, const SliderTables& T,
                       const Castling& castling) {
    if (depth <= 0) return 1;
    switch (mode) {
    case PerftMode::Bulk:
        return perft_bulk<Us>(pos, depth, T, castling);
    case PerftMode::FullMake:
        return perft_copy<Us>(pos, depth, T, castling);
    case PerftMode::MakeUnmake: {
        Position copy = pos;
        return perft_unmake<Us>(copy, depth, T, castling);
    }
    }
    return 0;
}

// Standard chess or Chess960 (the castling geometry read once, at the root), then the side.
template <class Run>
std::uint64_t dispatch(const Position& pos, Run&& run) {
    if (pos.chess960()) {
        const auto castling = movegen::Chess960Castling::of(pos);
        return pos.side_to_move() == White ? run.template operator()<White>(castling)
                                           : run.template operator()<Black>(castling);
    }
    const movegen::StandardCastling castling;
    return pos.side_to_move() == White ? run.template operator()<White>(castling)
                                       : run.template operator()<Black>(castling);
}

}  // namespace

std::uint64_t perft(const Position& pos, int depth, PerftMode mode) {
    const SliderTables& T = slider_tables();
    return dispatch(pos, [&]<Color Us>(const auto& castling) {
        return perft_as<Us>(pos, depth, mode, T, castling);
    });
}

std::uint64_t perft_bulk_with_magics(const Position& pos, int depth) {
    if (depth <= 0) return 1;
    const MagicTables& T = magic_tables();
    return dispatch(pos, [&]<Color Us>(const auto& castling) {
        return perft_bulk<Us>(pos, depth, T, castling);
    });
}

std::vector<DivideEntry> divide(const Position& pos, int depth, PerftMode mode) {
    std::vector<DivideEntry> out;
    if (depth <= 0) return out;
    MoveList list;
    generate_legal(pos, list);
    for (int i = 0; i < list.size(); ++i) {
        Position child = pos;
        child.make(list[i]);
        out.push_back({list[i], perft(child, depth - 1, mode)});
    }
    return out;
}

}  // namespace arbiter::fast::chess
