#pragma once
// Representation (copy-make friendly, 152 bytes):
//   by_type_[t]   squares holding a piece of type t, either colour
//   by_color_[c]  squares holding a piece of colour c
//   board_[s]     the piece on s, or kNoPiece (mailbox, for make/unmake)
//   side_, castling_ (bit 0 white O-O, 1 white O-O-O, 2 black O-O, 3 black O-O-O),
//   rooks_ (bits 3i..3i+2) the file of the rook right i castles with (h a h a in standard chess;
//        any back-rank file on that side of the king in Chess960; read only while right i is
//        held), bit 15 Chess960 (FIDE Laws, Guidelines II: castling by chess.chess960.castling,
//        and a castling Move is the king "taking" its rook, e1h1, as UCI_Chess960 writes it);
//        packed so that the Position keeps its 152 bytes,
//   ep_ (the en passant square, kept ONLY when the side to move has a legal en passant capture,
//        so that hash and FEN describe the en passant possibility, FIDE 9.2.3),
//   halfmove_ (plies since the last capture or pawn move), fullmove_, hash_.
// Invariants (checked by invariants_hold()):
//   I1 by_color_[White] & by_color_[Black] == 0, and by_type_[] are pairwise disjoint.
//   I2 the union of by_type_ equals the union of by_color_.
//   I3 board_[s] agrees with the bitboards on every square.
//   I4 each side has exactly one king. (No move puts a pawn on rank 1 or 8, but a position read
//      with --lenient may start with one there: from_setup_lenient.)
//   I5 each castling right has its king and rook on their original squares: e1/e8 and the corner
//      in standard chess; in Chess960 the king on its back rank and castling_rook(i) holding a rook
//      of that colour on the right's side of it.
//   I6 ep_ is kNoSquare, or a square on the mover's sixth rank behind an enemy pawn, from which
//      a legal en passant capture exists.
//   I7 the side not to move is not in check.
//   I8 hash_ == compute_hash().

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fast/chess/bitboard.h"
#include "fast/chess/move.h"
#include "fast/chess/result.h"
#include "fast/chess/zobrist.h"

namespace arbiter::fast::chess {

enum CastlingRight : std::uint8_t {
    kWhiteKingSide = 1,
    kWhiteQueenSide = 2,
    kBlackKingSide = 4,
    kBlackQueenSide = 8,
    kAllCastling = 15,
};

// An untrusted position, as a FEN describes it (may break every rule of chess.fen).
struct Setup {
    std::array<Piece, kSquareCount> board{};  // filled with kNoPiece by parse_fen
    Color side_to_move = White;
    std::uint8_t castling = 0;
    // The file of each right's rook (index = the right's bit number: white O-O, O-O-O, black O-O,
    // O-O-O) as the castling field named it (X-FEN, Shredder-FEN); h/a for standard rights. Only
    // Chess960 accepts other files (I5).
    std::array<std::int8_t, 4> castling_files{7, 0, 7, 0};
    // Chess960 (FIDE Laws, Guidelines II): the king anywhere on its back rank, each right's rook on
    // its side; castling by chess.chess960.castling, written as the king taking its rook.
    bool chess960 = false;
    Square en_passant = kNoSquare;
    std::uint32_t halfmove_clock = 0;
    std::uint32_t fullmove_number = 1;
    Setup() { board.fill(kNoPiece); }
    friend bool operator==(const Setup&, const Setup&) = default;
};

// The validity rules of chess.fen (docs/rules.md), each with a stable code.
enum class SetupProblem : std::uint8_t {
    MissingKing,
    TooManyKings,
    PawnOnBackRank,
    OppositeCheck,
    CastlingWithoutKingOrRook,
    ImpossibleEnPassant,
    TooManyPawns,
    TooManyPieces,
    TooManyCheckers,  // more than two pieces give check (python-chess STATUS_TOO_MANY_CHECKERS)
    ImpossibleCheck,  // two checkers on one line with the king (python-chess, shakmaty)
};
inline constexpr int kSetupProblemCount = 10;
std::string_view problem_code(SetupProblem p);  // missing_king, too_many_kings, ...

class SetupProblems {
public:
    void add(SetupProblem p) { bits_ |= 1u << static_cast<unsigned>(p); }
    bool has(SetupProblem p) const { return (bits_ >> static_cast<unsigned>(p)) & 1u; }
    bool empty() const { return bits_ == 0; }
    // These problems less those of `other`.
    SetupProblems without(SetupProblems other) const {
        SetupProblems out;
        out.bits_ = bits_ & ~other.bits_;
        return out;
    }
    std::vector<std::string_view> codes() const;
    std::string message() const;

private:
    std::uint32_t bits_ = 0;
};

// What make() needs to restore the position in unmake().
struct Undo {
    std::uint64_t hash = 0;
    std::uint32_t halfmove = 0;
    Piece captured = kNoPiece;
    std::uint8_t castling = 0;
    std::uint8_t ep = kNoSquare;
};

class Position {
public:
    // Every chess.fen validity rule; the problems in `waived` do not refuse the setup.
    static Result<Position, SetupProblems> from_setup(const Setup& setup,
                                                      SetupProblems waived = {});
    // --lenient (docs/cli.md): pawns on rank 1 or 8, more than 8 pawns, checks no move can give
    // are waived and listed in `warnings` ("pawn_on_back_rank at e8", "too_many_pawns (white:
    // 9)", "too_many_checkers at e1"); a missing or second king, the side not to move in check,
    // a castling right or en passant square without its pieces, more than 16 men stay refused.
    static Result<Position, SetupProblems> from_setup_lenient(const Setup& setup,
                                                              std::vector<std::string>& warnings);
    static Position startpos();
    // chess.chess960.setup: Chess960 start position `number` (0-959, Scharnagl's numbering; 518 is
    // the standard array), nullopt for any other number.
    static std::optional<Position> chess960_start(int number);
    Setup to_setup() const;

    Bitboard pieces() const { return by_color_[White] | by_color_[Black]; }
    Bitboard pieces(Color c) const { return by_color_[c]; }
    Bitboard pieces(PieceType t) const { return by_type_[t]; }
    Bitboard pieces(Color c, PieceType t) const { return by_color_[c] & by_type_[t]; }
    Piece piece_on(Square s) const { return board_[s]; }
    Square king_square(Color c) const { return lsb(pieces(c, King)); }
    Color side_to_move() const { return side_; }
    std::uint8_t castling() const { return castling_; }
    bool chess960() const { return (rooks_ & kChess960Bit) != 0; }
    // The square of the rook that right `index` (0 white O-O, 1 white O-O-O, 2 black O-O, 3 black
    // O-O-O) castles with. Meaningful while the right is held.
    Square castling_rook(int index) const {
        return make_square((rooks_ >> (3 * index)) & 7, index < 2 ? 0 : kRankCount - 1);
    }
    Square en_passant() const { return ep_; }
    std::uint32_t halfmove_clock() const { return halfmove_; }
    std::uint32_t fullmove_number() const { return fullmove_; }
    std::uint64_t hash() const { return hash_; }

    // Squares of pieces of colour `by` attacking s, with occupancy `occ`.
    Bitboard attackers_to(Square s, Color by, Bitboard occ) const;
    Bitboard checkers() const { return attackers_to(king_square(side_), ~side_, pieces()); }
    bool in_check() const { return checkers() != 0; }

    // Plays a legal move (precondition: I1 of move.h). make() fills `undo` for unmake().
    // Debug builds check every invariant after make and unmake (the hot perft paths call
    // make_as/unmake_as directly and skip the check).
    void make(Move m, Undo& undo) {
        if (chess960())
            side_ == White ? make_as<White, true>(m, undo) : make_as<Black, true>(m, undo);
        else
            side_ == White ? make_as<White, false>(m, undo) : make_as<Black, false>(m, undo);
        assert(invariants_hold());
    }
    void make(Move m) {
        Undo ignored;
        make(m, ignored);
    }
    void unmake(Move m, const Undo& undo) {
        if (chess960())
            side_ == White ? unmake_as<Black, true>(m, undo) : unmake_as<White, true>(m, undo);
        else
            side_ == White ? unmake_as<Black, false>(m, undo) : unmake_as<White, false>(m, undo);
        assert(invariants_hold());
    }
    // Precondition: kChess960 == chess960() (standard chess compiles no Chess960 code).
    template <Color Us, bool kChess960>
    void make_as(Move m, Undo& undo);
    template <Color Us, bool kChess960>
    void unmake_as(Move m, const Undo& undo);

    std::uint64_t compute_hash() const;
    bool invariants_hold() const;

    // Placement, side, castling rights (with their rooks) and en passant possibility (what
    // repetition compares).
    bool same_repetition_key(const Position& other) const {
        return by_color_[White] == other.by_color_[White] &&
               by_color_[Black] == other.by_color_[Black] && board_ == other.board_ &&
               side_ == other.side_ && castling_ == other.castling_ && ep_ == other.ep_ &&
               same_castling_rooks(other);
    }
    // Every field, the rooks of rights no longer held excepted (they are never read).
    friend bool operator==(const Position& a, const Position& b) {
        return a.same_repetition_key(b) && a.hash_ == b.hash_ && a.halfmove_ == b.halfmove_ &&
               a.fullmove_ == b.fullmove_ && a.chess960() == b.chess960() &&
               std::equal(std::begin(a.by_type_), std::end(a.by_type_), std::begin(b.by_type_));
    }

private:
    Position() { board_.fill(kNoPiece); }
    void put(Piece p, Square s) {
        board_[s] = p;
        by_type_[type_of(p)] |= bit(s);
        by_color_[color_of(p)] |= bit(s);
    }
    void remove(Square s) {
        const Piece p = board_[s];
        board_[s] = kNoPiece;
        by_type_[type_of(p)] ^= bit(s);
        by_color_[color_of(p)] ^= bit(s);
    }
    // Where the king goes and the rook comes from and goes for the castling `from` -> `to` of Us:
    // e1g1 in standard chess (rook h1 -> f1), the king taking its rook in Chess960 (king to g1 or
    // c1, rook to f1 or d1, FIDE Laws Guidelines II.3).
    struct CastlingSquares {
        Square king_to, rook_from, rook_to;
    };
    template <Color Us, bool kChess960>
    static CastlingSquares castling_squares(Square from, Square to) {
        const bool king_side = to > from;
        if constexpr (kChess960) {
            constexpr Square kFirst = Us == White ? 0 : 56;
            return {kFirst + (king_side ? 6 : 2), to, kFirst + (king_side ? 5 : 3)};
        }
        return {to, king_side ? from + 3 : from - 4, king_side ? from + 1 : from - 1};
    }
    static constexpr std::uint16_t kChess960Bit = 1u << 15;
    static constexpr std::uint16_t kStandardRooks = 7 | (0 << 3) | (7 << 6) | (0 << 9);
    bool same_castling_rooks(const Position& other) const {
        std::uint16_t held = 0;
        for (int i = 0; i < 4; ++i)
            if (castling_ >> i & 1) held = static_cast<std::uint16_t>(held | (7u << (3 * i)));
        return ((rooks_ ^ other.rooks_) & held) == 0;
    }
    // The rights that survive a move of a `pt` from `from` to `to` (by the side `us`) in Chess960:
    // a king move loses both of its side's, a move from or to a castling rook's square that one.
    std::uint8_t chess960_kept(Color us, PieceType pt, Square from, Square to) const {
        std::uint8_t lost = pt == King ? static_cast<std::uint8_t>(3u << (2 * us)) : 0;
        for (int i = 0; i < 4; ++i) {
            const Square rook = castling_rook(i);
            if (rook == from || rook == to) lost = static_cast<std::uint8_t>(lost | (1u << i));
        }
        return static_cast<std::uint8_t>(castling_ & ~lost);
    }
    // Whether the side to move `by` could capture en passant onto `ep` legally.
    template <Color By>
    bool ep_capture_legal(Square ep) const;

    Bitboard by_type_[kPieceTypeCount] = {};
    Bitboard by_color_[kColorCount] = {};
    std::array<Piece, kSquareCount> board_{};
    std::uint64_t hash_ = 0;
    std::uint32_t halfmove_ = 0;
    std::uint32_t fullmove_ = 1;
    Color side_ = White;
    std::uint8_t castling_ = 0;
    std::uint8_t ep_ = kNoSquare;
    std::uint16_t rooks_ = kStandardRooks;
};
static_assert(sizeof(Position) == 152, "rooks_ fills the padding: copy-make copies no more");

namespace detail {
// castling_keep[s]: the rights that survive a move from or to s.
constexpr std::array<std::uint8_t, kSquareCount> make_castling_keep() {
    std::array<std::uint8_t, kSquareCount> k{};
    for (auto& v : k) v = kAllCastling;
    k[make_square(0, 0)] = static_cast<std::uint8_t>(kAllCastling & ~kWhiteQueenSide);
    k[make_square(7, 0)] = static_cast<std::uint8_t>(kAllCastling & ~kWhiteKingSide);
    k[make_square(4, 0)] =
        static_cast<std::uint8_t>(kAllCastling & ~(kWhiteKingSide | kWhiteQueenSide));
    k[make_square(0, 7)] = static_cast<std::uint8_t>(kAllCastling & ~kBlackQueenSide);
    k[make_square(7, 7)] = static_cast<std::uint8_t>(kAllCastling & ~kBlackKingSide);
    k[make_square(4, 7)] =
        static_cast<std::uint8_t>(kAllCastling & ~(kBlackKingSide | kBlackQueenSide));
    return k;
}
inline constexpr std::array<std::uint8_t, kSquareCount> kCastlingKeep = make_castling_keep();
}  // namespace detail

template <Color By>
inline bool Position::ep_capture_legal(Square ep) const {
    constexpr Color Them = ~By;
    constexpr int kUp = By == White ? 8 : -8;
    const Square captured = ep - kUp;
    const Square ksq = king_square(By);
    const SliderTables& T = slider_tables();
    Bitboard capturers = pawn_attacks(Them, ep) & pieces(By, Pawn);
    const Bitboard rq = (by_type_[Rook] | by_type_[Queen]) & by_color_[Them];
    const Bitboard bq = (by_type_[Bishop] | by_type_[Queen]) & by_color_[Them];
    // Non-slider checkers other than the captured pawn survive any en passant capture.
    const Bitboard leaper_checks = ((knight_attacks(ksq) & pieces(Them, Knight)) |
                                    (pawn_attacks(By, ksq) & pieces(Them, Pawn))) &
                                   ~bit(captured);
    if (leaper_checks) return false;
    while (capturers) {
        const Square from = pop_lsb(capturers);
        const Bitboard occ = (pieces() ^ bit(from) ^ bit(captured)) | bit(ep);
        if (!(T.rook_attacks(ksq, occ) & rq) && !(T.bishop_attacks(ksq, occ) & bq)) return true;
    }
    return false;
}

template <Color Us, bool kChess960>
inline void Position::make_as(Move m, Undo& undo) {
    constexpr Color Them = ~Us;
    constexpr int kUp = Us == White ? 8 : -8;
    const zobrist::Keys& K = zobrist::kKeys;
    undo.hash = hash_;
    undo.halfmove = halfmove_;
    undo.castling = castling_;
    undo.ep = ep_;
    const Square from = m.from(), to = m.to();
    const Piece pc = board_[from];
    const PieceType pt = type_of(pc);
    std::uint64_t h = hash_ ^ K.side;
    if (ep_ != kNoSquare) {
        h ^= K.en_passant[file_of(ep_)];
        ep_ = kNoSquare;
    }
    ++halfmove_;
    Piece captured = kNoPiece;
    const MoveKind kind = m.kind();
    if (kind == MoveKind::Castling) {
        const CastlingSquares c = castling_squares<Us, kChess960>(from, to);
        constexpr Piece rook = make_piece(Us, Rook);
        board_[from] = kNoPiece;
        board_[c.rook_from] = kNoPiece;
        board_[c.king_to] = pc;
        board_[c.rook_to] = rook;
        // XOR of single squares: in Chess960 the king or the rook may stay where it is, or the
        // two may swap squares.
        by_type_[King] ^= bit(from) ^ bit(c.king_to);
        by_type_[Rook] ^= bit(c.rook_from) ^ bit(c.rook_to);
        by_color_[Us] ^= bit(from) ^ bit(c.king_to) ^ bit(c.rook_from) ^ bit(c.rook_to);
        h ^= K.piece[pc][from] ^ K.piece[pc][c.king_to] ^ K.piece[rook][c.rook_from] ^
             K.piece[rook][c.rook_to];
    } else {
        if (kind == MoveKind::EnPassant) {
            const Square cap = to - kUp;
            captured = board_[cap];
            board_[cap] = kNoPiece;
            by_type_[Pawn] ^= bit(cap);
            by_color_[Them] ^= bit(cap);
            h ^= K.piece[captured][cap];
        } else {
            captured = board_[to];
            if (captured != kNoPiece) {
                by_type_[type_of(captured)] ^= bit(to);
                by_color_[Them] ^= bit(to);
                h ^= K.piece[captured][to];
                halfmove_ = 0;
            }
        }
        board_[from] = kNoPiece;
        by_color_[Us] ^= bit(from) | bit(to);
        if (kind == MoveKind::Promotion) {
            const Piece promoted = make_piece(Us, m.promotion());
            board_[to] = promoted;
            by_type_[Pawn] ^= bit(from);
            by_type_[m.promotion()] ^= bit(to);
            h ^= K.piece[pc][from] ^ K.piece[promoted][to];
        } else {
            board_[to] = pc;
            by_type_[pt] ^= bit(from) | bit(to);
            h ^= K.piece[pc][from] ^ K.piece[pc][to];
        }
        if (pt == Pawn) {
            halfmove_ = 0;
            if ((from ^ to) == 16) {
                const Square ep = from + kUp;
                side_ = Them;  // ep_capture_legal looks at the position after the move
                if ((pawn_attacks(Us, ep) & pieces(Them, Pawn)) && ep_capture_legal<Them>(ep)) {
                    ep_ = static_cast<std::uint8_t>(ep);
                    h ^= K.en_passant[file_of(ep)];
                }
            }
        }
    }
    if (castling_) {
        std::uint8_t kept;
        if constexpr (kChess960)
            kept = chess960_kept(Us, pt, from, to);
        else
            kept = castling_ & detail::kCastlingKeep[from] & detail::kCastlingKeep[to];
        h ^= K.castling[castling_ ^ kept];
        castling_ = kept;
    }
    side_ = Them;
    if constexpr (Us == Black) ++fullmove_;
    hash_ = h;
    undo.captured = captured;
}

template <Color Us, bool kChess960>
inline void Position::unmake_as(Move m, const Undo& undo) {
    constexpr Color Them = ~Us;
    constexpr int kUp = Us == White ? 8 : -8;
    const Square from = m.from(), to = m.to();
    const MoveKind kind = m.kind();
    if (kind == MoveKind::Castling) {
        const CastlingSquares c = castling_squares<Us, kChess960>(from, to);
        board_[c.king_to] = kNoPiece;
        board_[c.rook_to] = kNoPiece;
        board_[from] = make_piece(Us, King);
        board_[c.rook_from] = make_piece(Us, Rook);
        by_type_[King] ^= bit(from) ^ bit(c.king_to);
        by_type_[Rook] ^= bit(c.rook_from) ^ bit(c.rook_to);
        by_color_[Us] ^= bit(from) ^ bit(c.king_to) ^ bit(c.rook_from) ^ bit(c.rook_to);
    } else {
        const Piece moved = board_[to];
        by_color_[Us] ^= bit(from) | bit(to);
        if (kind == MoveKind::Promotion) {
            by_type_[type_of(moved)] ^= bit(to);
            by_type_[Pawn] ^= bit(from);
            board_[from] = make_piece(Us, Pawn);
        } else {
            by_type_[type_of(moved)] ^= bit(from) | bit(to);
            board_[from] = moved;
        }
        board_[to] = kNoPiece;
        if (undo.captured != kNoPiece) {
            const Square cap = kind == MoveKind::EnPassant ? to - kUp : to;
            board_[cap] = undo.captured;
            by_type_[type_of(undo.captured)] ^= bit(cap);
            by_color_[Them] ^= bit(cap);
        }
    }
    side_ = Us;
    if constexpr (Us == Black) --fullmove_;
    hash_ = undo.hash;
    halfmove_ = undo.halfmove;
    castling_ = undo.castling;
    ep_ = undo.ep;
}

}  // namespace arbiter::fast::chess
