#pragma once
// The Move type and the MoveList buffer of fast/xiangqi.
// I1 a move in a MoveList filled by generate_legal() is legal in the position it came from.
// I2 a MoveList holds at most kMaxLegalMoves moves; push() asserts capacity.

#include <array>
#include <cassert>
#include <cstddef>
#include <cstdint>

#include "fast/xiangqi/bitboard.h"

namespace arbiter::fast::xiangqi {

// A move: from | to << 7 (0 = no move; from != to for every real move).
struct Move {
    std::uint16_t data = 0;
    constexpr Move() = default;
    constexpr Move(Point from, Point to) : data(static_cast<std::uint16_t>(from | (to << 7))) {}
    constexpr Point from() const { return data & 0x7F; }
    constexpr Point to() const { return data >> 7; }
    friend constexpr bool operator==(Move, Move) = default;
};

// kMaxLegalMoves: the sum of each piece's most targets (2 chariots x 17, 2 cannons x 17,
// 2 horses x 8, 2 elephants x 4, 2 advisors x 4, general 4, 5 soldiers x 3) is 119 for a set;
// a position read with --lenient may hold more of a kind but at most 16 men a side (one of them
// the general): 15 chariots x 17 + 4 = 259.
inline constexpr int kMaxLegalMoves = 260;

// Caller-owned fixed-capacity move buffer (no heap); push() asserts capacity.
class MoveList {
public:
    void push(Move m) {
        assert(count_ < kMaxLegalMoves);
        moves_[static_cast<std::size_t>(count_++)] = m;
    }
    int size() const { return count_; }
    bool empty() const { return count_ == 0; }
    Move operator[](int i) const {
        assert(i >= 0 && i < count_);
        return moves_[static_cast<std::size_t>(i)];
    }
    const Move* begin() const { return moves_.data(); }
    const Move* end() const { return moves_.data() + count_; }
    void clear() { count_ = 0; }

private:
    std::array<Move, kMaxLegalMoves> moves_;
    int count_ = 0;
};

}  // namespace arbiter::fast::xiangqi
