#pragma once
// The xiangqi board as the rulebook draws it: 9 files x 10 ranks of points (competition rules 1.1).
// Files a-i run left to right from red's side (0-8); ranks 0-9 run from red's back rank to
// black's. The river (楚河汉界) lies between ranks 4 and 5; each palace (九宫) is files d-f of
// ranks 0-2 (red) and 7-9 (black). A mailbox: one optional piece per named point.

#include <array>
#include <cstdint>
#include <optional>
#include <string>

namespace arbiter::reference::xiangqi {

constexpr int kFileCount = 9;
constexpr int kRankCount = 10;
constexpr int kPointCount = kFileCount * kRankCount;  // 90 intersections
constexpr int kRiverLastRedRank = 4;                  // ranks 0-4 are red's side of the river
constexpr int kPalaceFirstFile = 3;                   // file d
constexpr int kPalaceLastFile = 5;                    // file f
constexpr int kPalaceDepth = 3;                       // ranks 0-2 (red), 7-9 (black)

enum class Side : std::uint8_t { Red, Black };

constexpr Side opponent(Side side) { return side == Side::Red ? Side::Black : Side::Red; }

// 帅/将 General, 仕/士 Advisor, 相/象 Elephant, 马 Horse, 车 Chariot, 炮 Cannon, 兵/卒 Soldier.
enum class PieceKind : std::uint8_t { General, Advisor, Elephant, Horse, Chariot, Cannon, Soldier };
constexpr int kPieceKindCount = 7;

struct Piece {
    Side side = Side::Red;
    PieceKind kind = PieceKind::General;
    friend bool operator==(const Piece&, const Piece&) = default;
};

struct Point {
    int file = 0;  // 0-8 = a-i
    int rank = 0;  // 0-9, 0 = red's back rank
    friend bool operator==(const Point&, const Point&) = default;
};

constexpr bool on_board(int file, int rank) {
    return file >= 0 && file < kFileCount && rank >= 0 && rank < kRankCount;
}
constexpr bool on_board(Point p) { return on_board(p.file, p.rank); }
constexpr int point_index(Point p) { return p.rank * kFileCount + p.file; }
constexpr Point point_at(int index) { return Point{index % kFileCount, index / kFileCount}; }

// Whose half of the board a point lies on ("own side of the river").
constexpr bool on_own_side(Side side, Point p) {
    return side == Side::Red ? p.rank <= kRiverLastRedRank : p.rank > kRiverLastRedRank;
}

constexpr bool in_palace(Side side, Point p) {
    if (p.file < kPalaceFirstFile || p.file > kPalaceLastFile) return false;
    return side == Side::Red ? (p.rank >= 0 && p.rank < kPalaceDepth)
                             : (p.rank >= kRankCount - kPalaceDepth && p.rank < kRankCount);
}

// One step "forward" for a side: red goes up the ranks, black down.
constexpr int forward(Side side) { return side == Side::Red ? 1 : -1; }

class Board {
public:
    const std::optional<Piece>& at(Point p) const { return points_[point_index(p)]; }
    void put(Point p, std::optional<Piece> piece) { points_[point_index(p)] = piece; }
    bool empty(Point p) const { return !points_[point_index(p)].has_value(); }
    bool holds(Point p, Side side) const {
        const auto& piece = points_[point_index(p)];
        return piece && piece->side == side;
    }
    friend bool operator==(const Board&, const Board&) = default;

private:
    std::array<std::optional<Piece>, kPointCount> points_{};
};

}  // namespace arbiter::reference::xiangqi
