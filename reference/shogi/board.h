#pragma once
// Shogi geometry and material: sides, pieces, squares, the mailbox board and the hands.
//
// Squares follow docs/rules.md: files 1-9 from right to left as sente sees it, ranks a-i (1-9 here)
// from top (gote's side) to bottom (sente's side). Sente moves "up" (toward rank a).
// Each side's promotion zone (敵陣) is the three farthest ranks: sente a-c, gote g-i.

#include <array>
#include <cstdint>
#include <optional>

namespace arbiter::reference::shogi {

inline constexpr int kFileCount = 9;
inline constexpr int kRankCount = 9;
inline constexpr int kSquareCount = kFileCount * kRankCount;  // 81
inline constexpr int kZoneDepth = 3;                          // ranks in a promotion zone

enum class Side : std::uint8_t { Sente, Gote };  // 先手 (moves first, "b" in SFEN), 後手 ("w")
inline constexpr int kSideCount = 2;
constexpr Side opponent(Side side) { return side == Side::Sente ? Side::Gote : Side::Sente; }
constexpr int side_index(Side side) { return side == Side::Sente ? 0 : 1; }

// The seven kinds that can be held in hand come first, in the order of their values in hand
// (docs/rules.md, shogi.impasse, counts rook and bishop 5 points, the others 1).
enum class PieceKind : std::uint8_t {
    Pawn,            // 歩兵 fuhyō
    Lance,           // 香車 kyōsha
    Knight,          // 桂馬 keima
    Silver,          // 銀将 ginshō
    Gold,            // 金将 kinshō
    Bishop,          // 角行 kakugyō
    Rook,            // 飛車 hisha
    King,            // 王将/玉将 ōshō/gyokushō
    Tokin,           // と金, promoted pawn
    PromotedLance,   // 成香 narikyō
    PromotedKnight,  // 成桂 narikei
    PromotedSilver,  // 成銀 narigin
    Horse,           // 龍馬 ryūma, promoted bishop
    Dragon,          // 龍王 ryūō, promoted rook
};
inline constexpr int kPieceKindCount = 14;
inline constexpr int kHandKindCount = 7;  // Pawn .. Rook

constexpr int kind_index(PieceKind kind) { return static_cast<int>(kind); }
constexpr bool is_hand_kind(PieceKind kind) { return kind_index(kind) < kHandKindCount; }

constexpr bool is_promoted(PieceKind kind) {
    return kind_index(kind) > kind_index(PieceKind::King);
}

// A rook, bishop, silver, knight, lance or pawn may promote; a gold, a king and a promoted
// piece may not.
constexpr bool can_promote(PieceKind kind) {
    switch (kind) {
    case PieceKind::Pawn:
    case PieceKind::Lance:
    case PieceKind::Knight:
    case PieceKind::Silver:
    case PieceKind::Bishop:
    case PieceKind::Rook:
        return true;
    default:
        return false;
    }
}

// Precondition: can_promote(kind).
constexpr PieceKind promoted(PieceKind kind) {
    switch (kind) {
    case PieceKind::Pawn:
        return PieceKind::Tokin;
    case PieceKind::Lance:
        return PieceKind::PromotedLance;
    case PieceKind::Knight:
        return PieceKind::PromotedKnight;
    case PieceKind::Silver:
        return PieceKind::PromotedSilver;
    case PieceKind::Bishop:
        return PieceKind::Horse;
    case PieceKind::Rook:
        return PieceKind::Dragon;
    default:
        return kind;
    }
}

constexpr PieceKind unpromoted(PieceKind kind) {
    switch (kind) {
    case PieceKind::Tokin:
        return PieceKind::Pawn;
    case PieceKind::PromotedLance:
        return PieceKind::Lance;
    case PieceKind::PromotedKnight:
        return PieceKind::Knight;
    case PieceKind::PromotedSilver:
        return PieceKind::Silver;
    case PieceKind::Horse:
        return PieceKind::Bishop;
    case PieceKind::Dragon:
        return PieceKind::Rook;
    default:
        return kind;
    }
}

struct Piece {
    Side side = Side::Sente;
    PieceKind kind = PieceKind::Pawn;
    friend bool operator==(const Piece&, const Piece&) = default;
};

// A square by its file (1-9) and rank (1-9 for a-i). Only squares with both in range are on the
// board; Square values built from input are checked with on_board() before use.
struct Square {
    int file = 1;
    int rank = 1;
    friend bool operator==(const Square&, const Square&) = default;
};

constexpr bool on_board(Square s) {
    return s.file >= 1 && s.file <= kFileCount && s.rank >= 1 && s.rank <= kRankCount;
}
// SFEN order: rank a first, and within a rank file 9 first.
constexpr int square_index(Square s) { return (s.rank - 1) * kFileCount + (kFileCount - s.file); }
constexpr Square square_at(int index) {
    return Square{kFileCount - index % kFileCount, index / kFileCount + 1};
}

// The direction "forward" in ranks for a side: sente moves toward rank a.
constexpr int forward(Side side) { return side == Side::Sente ? -1 : 1; }

// How far a rank lies from the side's own back rank: 1 = own back rank, 9 = the last rank.
constexpr int relative_rank(Side side, int rank) {
    return side == Side::Sente ? kRankCount + 1 - rank : rank;
}
// The promotion zone: the three ranks farthest from the side.
constexpr bool in_zone(Side side, Square s) {
    return relative_rank(side, s.rank) > kRankCount - kZoneDepth;
}

class Board {
public:
    const std::optional<Piece>& at(Square s) const { return cells_[square_index(s)]; }
    void put(Square s, std::optional<Piece> piece) { cells_[square_index(s)] = piece; }
    friend bool operator==(const Board&, const Board&) = default;

private:
    std::array<std::optional<Piece>, kSquareCount> cells_{};
};

// Pieces in hand (持ち駒), counted by kind (only the seven hand kinds are ever non-zero).
struct Hand {
    std::array<int, kHandKindCount> count{};
    int of(PieceKind kind) const { return is_hand_kind(kind) ? count[kind_index(kind)] : 0; }
    friend bool operator==(const Hand&, const Hand&) = default;
};

}  // namespace arbiter::reference::shogi
