#pragma once
// Representation (make/unmake, ~330 bytes):
//   board_[p]          the piece on point p, or kNoPiece (mailbox: legs, eyes, captures)
//   pieces_[s][k]      Bitboard of side s's pieces of kind k
//   side_bb_[s]        Bitboard of side s's pieces; occ_ = side_bb_[Red] | side_bb_[Black]
//   rank_occ_[r]       9-bit occupancy of rank r (bit f = file f occupied)
//   file_occ_[f]       10-bit occupancy of file f (bit r = rank r occupied)
//   general_[s]        the point of side s's general
//   side_, halfmove_ (plies since the last capture), fullmove_, hash_
// Invariants (checked by invariants_hold()):
//   I1 no Bitboard has a bit at 90 or above.
//   I2 side_bb_[Red] & side_bb_[Black] == 0, the pieces_[s][k] of one side are pairwise disjoint
//      and their union is side_bb_[s]; occ_ is the union of both sides.
//   I3 board_[p] agrees with pieces_ on every point.
//   I4 rank_occ_ and file_occ_ agree with occ_.
//   I5 each side has exactly one general, on general_[s], inside its palace; the generals do not
//      face each other on an open file.
//   I6 hash_ == compute_hash() (pieces on points, and black to move).
//   I7 0 <= halfmove_, 1 <= fullmove_.
// A Position exists only through Position::from_setup (every xiangqi.fen validity rule) or
// Position::startpos(); make() takes a legal move (precondition) so the invariants are kept.

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "fast/xiangqi/bitboard.h"
#include "fast/xiangqi/move.h"
#include "fast/xiangqi/result.h"
#include "fast/xiangqi/tables.h"

namespace arbiter::fast::xiangqi {

// An untrusted position, as a FEN describes it (may break every xiangqi.fen validity rule).
struct Setup {
    std::array<Piece, kPointCount> board{};  // kNoPiece everywhere
    Side side_to_move = Red;
    int halfmove_clock = 0;
    int fullmove_number = 1;
    friend bool operator==(const Setup&, const Setup&) = default;
};

// The validity rules of xiangqi.fen, with the same codes as docs/rules.md / the reference.
enum class SetupProblem : std::uint8_t {
    MissingRedGeneral,
    MissingBlackGeneral,
    TooManyGenerals,
    TooManyAdvisors,
    TooManyElephants,
    TooManyHorses,
    TooManyChariots,
    TooManyCannons,
    TooManySoldiers,
    GeneralOutsidePalace,
    AdvisorOnBadPoint,
    ElephantOnBadPoint,
    SoldierOnBadPoint,
    GeneralsFacing,
    SideNotToMoveInCheck,
};
inline constexpr int kSetupProblemCount = 15;
std::string_view problem_code(SetupProblem p);  // missing_red_general, ...

class SetupProblems {
public:
    void add(SetupProblem p) { bits_ |= 1u << static_cast<unsigned>(p); }
    bool has(SetupProblem p) const { return (bits_ >> static_cast<unsigned>(p)) & 1u; }
    bool empty() const { return bits_ == 0; }
    std::uint32_t bits() const { return bits_; }

private:
    std::uint32_t bits_ = 0;
};

// What make() saves for unmake().
struct Undo {
    std::uint64_t hash = 0;
    std::int32_t halfmove = 0;
    Piece captured = kNoPiece;
};

class Position {
public:
    static Result<Position, SetupProblems> from_setup(const Setup& setup);
    // --lenient (docs/cli.md): the waivable problems (too many of a kind but the general; an
    // advisor, elephant or soldier on a point it cannot reach, inside the region it moves in)
    // become `warnings` ("soldier_on_bad_point at e1", "too_many_soldiers (red: 6)"); the rest
    // (generals missing, doubled, outside the palace or facing; an advisor outside its palace,
    // an elephant across the river; the side not to move in check) stay problems.
    static Result<Position, SetupProblems> from_setup_lenient(const Setup& setup,
                                                              std::vector<std::string>& warnings);
    static Position startpos();
    Setup to_setup() const;

    Side side_to_move() const { return side_; }
    Piece at(Point p) const { return board_[static_cast<std::size_t>(p)]; }
    Bitboard pieces(Side s, Kind k) const { return pieces_[s][k]; }
    Bitboard pieces(Side s) const { return side_bb_[s]; }
    Bitboard occupied() const { return occ_; }
    unsigned rank_occ(int rank) const { return rank_occ_[static_cast<std::size_t>(rank)]; }
    unsigned file_occ(int file) const { return file_occ_[static_cast<std::size_t>(file)]; }
    Point general(Side s) const { return general_[s]; }
    std::uint64_t hash() const { return hash_; }
    int halfmove_clock() const { return halfmove_; }
    int fullmove_number() const { return fullmove_; }

    // Plays a legal move (precondition, asserted in debug builds through invariants_hold()).
    void make(Move m, Undo& undo);
    // Takes back make(m, undo).
    void unmake(Move m, const Undo& undo);

    std::uint64_t compute_hash() const;
    bool invariants_hold() const;
    friend bool operator==(const Position&, const Position&) = default;

private:
    Position() = default;
    void put(Point p, Piece pc);
    static Position build(const Setup& setup);
    // One walk over the setup for both readings: strictly when `warnings` is null (from_setup),
    // else leniently (from_setup_lenient, `warnings` empty on entry).
    static Result<Position, SetupProblems> read_setup(const Setup& setup,
                                                      std::vector<std::string>* warnings);

    std::array<Piece, kPointCount> board_{};
    std::array<std::array<Bitboard, kKindCount>, kSideCount> pieces_{};
    std::array<Bitboard, kSideCount> side_bb_{};
    Bitboard occ_ = 0;
    std::array<std::uint16_t, kRankCount> rank_occ_{};
    std::array<std::uint16_t, kFileCount> file_occ_{};
    std::array<std::uint8_t, kSideCount> general_{};
    Side side_ = Red;
    std::int32_t halfmove_ = 0;
    std::int32_t fullmove_ = 1;
    std::uint64_t hash_ = 0;
};

// ---- make / unmake (inline: the hot path of perft) ---------------------------------------------

inline void Position::make(Move m, Undo& undo) {
    const Point from = m.from();
    const Point to = m.to();
    const Piece pc = board_[static_cast<std::size_t>(from)];
    const Piece cap = board_[static_cast<std::size_t>(to)];
    const Side us = side_;
    const Bitboard from_to = bit(from) | bit(to);
    undo.hash = hash_;
    undo.halfmove = halfmove_;
    undo.captured = cap;
    const auto& z = tables::kZobrist;
    std::uint64_t h = hash_ ^ z.piece[pc][from] ^ z.piece[pc][to] ^ z.black_to_move;
    board_[static_cast<std::size_t>(to)] = pc;
    board_[static_cast<std::size_t>(from)] = kNoPiece;
    pieces_[us][kind_of(pc)] ^= from_to;
    side_bb_[us] ^= from_to;
    rank_occ_[static_cast<std::size_t>(rank_of(from))] ^=
        static_cast<std::uint16_t>(1u << file_of(from));
    file_occ_[static_cast<std::size_t>(file_of(from))] ^=
        static_cast<std::uint16_t>(1u << rank_of(from));
    if (cap != kNoPiece) {
        pieces_[~us][kind_of(cap)] ^= bit(to);
        side_bb_[~us] ^= bit(to);
        h ^= z.piece[cap][to];
        halfmove_ = 0;
    } else {
        rank_occ_[static_cast<std::size_t>(rank_of(to))] |=
            static_cast<std::uint16_t>(1u << file_of(to));
        file_occ_[static_cast<std::size_t>(file_of(to))] |=
            static_cast<std::uint16_t>(1u << rank_of(to));
        ++halfmove_;
    }
    occ_ = side_bb_[Red] | side_bb_[Black];
    if (kind_of(pc) == General) general_[us] = static_cast<std::uint8_t>(to);
    if (us == Black) ++fullmove_;
    side_ = ~us;
    hash_ = h;
    assert(invariants_hold());
}

inline void Position::unmake(Move m, const Undo& undo) {
    const Point from = m.from();
    const Point to = m.to();
    const Piece pc = board_[static_cast<std::size_t>(to)];
    const Piece cap = undo.captured;
    const Side us = ~side_;
    const Bitboard from_to = bit(from) | bit(to);
    board_[static_cast<std::size_t>(from)] = pc;
    board_[static_cast<std::size_t>(to)] = cap;
    pieces_[us][kind_of(pc)] ^= from_to;
    side_bb_[us] ^= from_to;
    rank_occ_[static_cast<std::size_t>(rank_of(from))] |=
        static_cast<std::uint16_t>(1u << file_of(from));
    file_occ_[static_cast<std::size_t>(file_of(from))] |=
        static_cast<std::uint16_t>(1u << rank_of(from));
    if (cap != kNoPiece) {
        pieces_[~us][kind_of(cap)] ^= bit(to);
        side_bb_[~us] ^= bit(to);
    } else {
        rank_occ_[static_cast<std::size_t>(rank_of(to))] ^=
            static_cast<std::uint16_t>(1u << file_of(to));
        file_occ_[static_cast<std::size_t>(file_of(to))] ^=
            static_cast<std::uint16_t>(1u << rank_of(to));
    }
    occ_ = side_bb_[Red] | side_bb_[Black];
    if (kind_of(pc) == General) general_[us] = static_cast<std::uint8_t>(from);
    if (us == Black) --fullmove_;
    side_ = us;
    hash_ = undo.hash;
    halfmove_ = undo.halfmove;
    assert(invariants_hold());
}

}  // namespace arbiter::fast::xiangqi
