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
template <Color Us>
ARBITER_CHESS_ALWAYS_INLINE inline Bits child_after(const Bits& parent, PieceType pt, Square from,
                                                    Square to) {
    constexpr Color Them = ~Us;
    Bits c = parent;
    const Bitboard f = bit(from), t = bit(to);
    for (int x = Pawn; x < King; ++x) c.by_piece[Them][x] &= ~t;  // a king is never captured
    c.by_color[Them] &= ~t;
    c.by_piece[Us][pt] ^= f | t;
    c.by_color[Us] ^= f | t;
    c.castling_rights = static_cast<std::uint8_t>(c.castling_rights & detail::kCastlingKeep[from] &
                                                  detail::kCastlingKeep[to]);
    c.ep = kNoSquare;
    return c;
}

// The children that are neither a plain move nor a pawn push or capture: Visit(child) each.
template <Color Us, class Visit>
inline void visit_promotions(const Bits& parent, Bitboard to, int offset, Visit&& visit) {
    while (to) {
        const Square t = pop_lsb(to);
        Bits c = child_after<Us>(parent, Pawn, t - offset, t);
        c.by_piece[Us][Pawn] ^= bit(t);
        for (PieceType promo : {Queen, Rook, Bishop, Knight}) {
            Bits p = c;
            p.by_piece[Us][promo] ^= bit(t);
            visit(p);
        }
    }
}
template <Color Us>
inline Bits child_of_special(const Bits& parent, Move m) {
    constexpr Color Them = ~Us;
    constexpr int kUp = Us == White ? 8 : -8;
    const Square from = m.from(), to = m.to();
    if (m.kind() == MoveKind::Castling) {
        const bool king_side = to > from;
        const Square rfrom = king_side ? from + 3 : from - 4;
        const Square rto = king_side ? from + 1 : from - 1;
        Bits c = child_after<Us>(parent, King, from, to);
        c.by_piece[Us][Rook] ^= bit(rfrom) | bit(rto);
        c.by_color[Us] ^= bit(rfrom) | bit(rto);
        return c;
    }
    Bits c = child_after<Us>(parent, Pawn, from, to);  // en passant
    const Bitboard cap = bit(to - kUp);
    c.by_piece[Them][Pawn] ^= cap;
    c.by_color[Them] ^= cap;
    return c;
}

template <Color Them, class Tables>
ARBITER_CHESS_NOINLINE std::uint64_t count_child(const Bits& child, const Tables& T) {
    return count_legal_as<Them>(child, T);
}

template <Color Us, class Tables>
std::uint64_t perft_bits(const Bits& pos, int depth, const Tables& T);

// The children of `parent`, each built in registers and handed to visit(): one ply above the
// leaves (kLeafParent) its legal moves are counted inline; higher up perft_bits recurses.
template <Color Us, class Tables, bool kLeafParent>
struct ChildSink {
    static constexpr Color Them = ~Us;
    static constexpr int kUp = Us == White ? 8 : -8;
    const Bits& parent;
    const Tables& T;
    int child_depth;  // >= 2 unless kLeafParent
    std::uint64_t nodes = 0;

    ARBITER_CHESS_ALWAYS_INLINE void visit(const Bits& child) {
        if constexpr (kLeafParent) {
            movegen::CountSink counter;
            movegen::generate<Them>(child, T, counter);
            nodes += counter.n;
        } else {
            nodes += perft_bits<Them>(child, child_depth, T);
        }
    }
    // Promotions, castling and en passant: out of line one ply above the leaves.
    void visit_rare(const Bits& child) {
        if constexpr (kLeafParent)
            nodes += count_child<Them>(child, T);
        else
            visit(child);
    }
    ARBITER_CHESS_ALWAYS_INLINE void moves(PieceType pt, Square from, Bitboard to) {
        while (to) visit(child_after<Us>(parent, pt, from, pop_lsb(to)));
    }
    void pinned_moves(PieceType pt, Square from, Bitboard to) {
        while (to) visit_rare(child_after<Us>(parent, pt, from, pop_lsb(to)));
    }
    ARBITER_CHESS_ALWAYS_INLINE void pawn_moves(Bitboard to, int offset) {
        while (to) {
            const Square t = pop_lsb(to);
            Bits c = child_after<Us>(parent, Pawn, t - offset, t);
            if (offset == 2 * kUp) c.ep = static_cast<std::uint8_t>(t - kUp);
            visit(c);
        }
    }
    void promotions(Bitboard to, int offset) {
        visit_promotions<Us>(parent, to, offset, [&](const Bits& c) { visit_rare(c); });
    }
    void single(Move m) { visit_rare(child_of_special<Us>(parent, m)); }
};

// Leaves `depth` (>= 2) plies below a Bits node.
template <Color Us, class Tables>
ARBITER_CHESS_NOINLINE std::uint64_t perft_bits(const Bits& pos, int depth, const Tables& T) {
    assert(pos.invariants_hold());
    if (depth == 2) {
        ChildSink<Us, Tables, true> sink{pos, T, 1};
        movegen::generate<Us>(pos, T, sink);
        return sink.nodes;
    }
    ChildSink<Us, Tables, false> sink{pos, T, depth - 1};
    movegen::generate<Us>(pos, T, sink);
    return sink.nodes;
}

template <Color Us, class Tables>
std::uint64_t perft_bulk(const Position& pos, int depth, const Tables& T) {
    if (depth == 1) return count_legal_as<Us>(pos, T);
    return perft_bits<Us>(Bits::of(pos), depth, T);
}

template <Color Us>
std::uint64_t perft_copy(const Position& pos, int depth, const SliderTables& T) {
    MoveList list;
    generate_legal_as<Us>(pos, T, list);
    std::uint64_t nodes = 0;
    for (int i = 0; i < list.size(); ++i) {
        Position child = pos;
        Undo undo;
        child.make_as<Us>(list[i], undo);
        nodes += depth == 1 ? 1 : perft_copy<~Us>(child, depth - 1, T);
    }
    return nodes;
}

template <Color Us>
std::uint64_t perft_unmake(Position& pos, int depth, const SliderTables& T) {
    MoveList list;
    generate_legal_as<Us>(pos, T, list);
    std::uint64_t nodes = 0;
    for (int i = 0; i < list.size(); ++i) {
        Undo undo;
        pos.make_as<Us>(list[i], undo);
        nodes += depth == 1 ? 1 : perft_unmake<~Us>(pos, depth - 1, T);
        pos.unmake_as<Us>(list[i], undo);
    }
    return nodes;
}

template <Color Us>
std::uint64_t perft_as(const Position& pos, int depth, PerftMode mode, const SliderTables& T) {
    if (depth <= 0) return 1;
    switch (mode) {
    case PerftMode::Bulk:
        return perft_bulk<Us>(pos, depth, T);
    case PerftMode::FullMake:
        return perft_copy<Us>(pos, depth, T);
    case PerftMode::MakeUnmake: {
        Position copy = pos;
        return perft_unmake<Us>(copy, depth, T);
    }
    }
    return 0;
}

}  // namespace

std::uint64_t perft(const Position& pos, int depth, PerftMode mode) {
    const SliderTables& T = slider_tables();
    return pos.side_to_move() == White ? perft_as<White>(pos, depth, mode, T)
                                       : perft_as<Black>(pos, depth, mode, T);
}

std::uint64_t perft_bulk_with_magics(const Position& pos, int depth) {
    if (depth <= 0) return 1;
    const MagicTables& T = magic_tables();
    return pos.side_to_move() == White ? perft_bulk<White>(pos, depth, T)
                                       : perft_bulk<Black>(pos, depth, T);
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
