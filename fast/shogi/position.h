#pragma once
// The position of fast/shogi: mailbox + bitboards + hands + incremental Zobrist key, make/unmake,
// its own SFEN reader and printer (the same problem and parse codes as reference/shogi, which the
// corpus fen_error cases check) and the named setups (startpos and the handicaps of docs/rules.md).
//
// Invariants (checked by invariants_hold()):
//   I1 every Bitboard has bits 81..127 zero (types.h).
//   I2 by_side_[Sente] and by_side_[Gote] are disjoint; their union is the set of non-empty
//      squares of board_, and by_side_[s] holds exactly the squares whose piece is of side s.
//   I3 by_kind_[k] holds exactly the squares whose piece is of kind k (either side); the 14 sets
//      are disjoint.
//   I4 king_[s] is the square of side s's king, or kNoSquare when it has none (a tsume position
//      may leave out one king); at most one king per side.
//   I5 hand_[s][k] is in 0..18 for the seven hand kinds.
//   I6 key_ equals compute_key(): XOR of piece-square keys, of hand keys indexed by the count
//      (count 0 included), and of the side key when gote is to move.
// Debug builds assert(invariants_hold()) after every make() and unmake().

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "fast/shogi/move.h"
#include "fast/shogi/types.h"

namespace arbiter::fast::shogi {

// ---- SFEN codes: the same stable snake_case codes as reference/shogi ---------------------------
enum class ParseError : std::uint8_t {
    None,
    Empty,
    TooLong,
    FieldCount,
    Board,
    SideToMove,
    Hands,
    MoveNumber
};
std::string_view parse_error_code(ParseError e);  // "empty", "too_long", "bad_field_count", ...

// Validity problems of shogi.sfen, one bit each.
enum Problem : std::uint8_t {
    TooManyKings,
    MissingKing,
    UnmovablePiece,
    Nifu,
    TooManyPieces,
    OppositeCheck
};
inline constexpr int kProblemCount = 6;
std::string_view problem_code(Problem p);  // "too_many_kings", ...

inline constexpr std::size_t kMaxSfenLength = 512;
inline constexpr std::uint32_t kMaxMoveNumber = 1'000'000'000;

struct Undo {
    Piece captured = kNoPiece;
    std::uint64_t key = 0;
};

class Position {
public:
    Position() { clear(); }

    // Reads an SFEN (syntax only). Returns ParseError::None and fills `out` on success; the
    // position may still be invalid (see problems()). `out` may hold two kings of a side then, in
    // which case king_ holds one of them.
    static ParseError parse_sfen(std::string_view text, Position& out);
    // Every validity problem, as bits (1 << Problem). 0 = valid.
    std::uint32_t problems() const;
    // The named setups ("startpos", "lance", "bishop", "rook", "rook-lance", "2-piece", "3-piece",
    // "4-piece", "6-piece", "3-pawns"); false for any other name.
    static bool named(std::string_view name, Position& out);
    static const std::array<std::string_view, 10>& named_names();

    // Canonical SFEN into `buf` (at least kSfenBufferSize bytes); returns the length.
    static constexpr int kSfenBufferSize = 160;
    int write_sfen(char* buf) const;
    std::string sfen() const;

    Piece at(Square s) const { return board_[s]; }
    Side side_to_move() const { return stm_; }
    int hand(Side s, Kind k) const { return hand_[s][k]; }
    Square king(Side s) const { return king_[s]; }
    Bitboard occupied() const { return by_side_[Sente] | by_side_[Gote]; }
    Bitboard pieces(Side s) const { return by_side_[s]; }
    Bitboard pieces(Kind k) const { return by_kind_[k]; }
    Bitboard pieces(Side s, Kind k) const { return by_side_[s] & by_kind_[k]; }
    std::uint64_t key() const { return key_; }
    std::uint32_t move_number() const { return move_number_; }

    // Plays a legal move (or any pseudo-legal move of the side to move); returns what unmake needs.
    Undo make(Move m);
    void unmake(Move m, const Undo& u);

    std::uint64_t compute_key() const;
    bool invariants_hold() const;

    // The 180-degree rotation with colours and hands swapped (the side to move swaps too).
    Position rotated() const;

    friend bool operator==(const Position& a, const Position& b);

    // Setup edits (used by the parser and tests); they keep I1-I6.
    void put(Square s, Piece p);
    void remove(Square s);
    void set_hand(Side s, Kind k, int count);
    void set_side_to_move(Side s);
    void set_move_number(std::uint32_t n) { move_number_ = n; }
    void clear();

private:
    Piece board_[kSquareCount];
    Bitboard by_side_[kSideCount];
    Bitboard by_kind_[kKindCount];
    std::uint8_t hand_[kSideCount][kHandKindCount];
    Square king_[kSideCount];
    Side stm_;
    std::uint32_t move_number_;
    std::uint64_t key_;
};

// Zobrist keys (position.cpp).
inline constexpr int kMaxHandKeyCount = kSquareCount + kMaxHandCount + 1;
struct Zobrist {
    std::uint64_t piece[kPieceCodeCount][kSquareCount];
    // Counts up to kMaxHandCount in a valid position; an invalid setup (too many pieces, which
    // problems() reports) can pile up to every piece of a kind on the board plus a full hand.
    std::uint64_t hand[kSideCount][kHandKindCount][kMaxHandKeyCount];
    std::uint64_t gote;
};
extern const Zobrist kZobrist;

}  // namespace arbiter::fast::shogi
