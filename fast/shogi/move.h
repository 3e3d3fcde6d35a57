#pragma once
// The Move encoding and the MoveList buffer of fast/shogi.
// Representation: a Move is 16 bits: to (bits 0-6), from (bits 7-13; 81 + kind for a drop),
// promotion (bit 14). kNoMove (0xFFFF) is "no move".
// I1 a move in a MoveList filled by generate_legal() is legal in the position it came from.
// I2 a MoveList holds at most kMaxLegalMoves moves; push() asserts capacity.

#include <cassert>
#include <cstdint>

#include "fast/shogi/types.h"

namespace arbiter::fast::shogi {

// ---- moves ------------------------------------------------------------------------------------
using Move = std::uint16_t;
inline constexpr Move kNoMove = 0xFFFF;
inline constexpr int kDropBase = kSquareCount;  // origin field 81 + kind = a drop
constexpr Move make_move(Square from, Square to, bool promotes) {
    return static_cast<Move>(to | (from << 7) | (promotes ? 1 << 14 : 0));
}
constexpr Move make_drop(Kind k, Square to) {
    return static_cast<Move>(to | ((kDropBase + k) << 7));
}
constexpr Square move_to(Move m) { return m & 127; }
constexpr Square move_from(Move m) { return (m >> 7) & 127; }
constexpr bool is_drop(Move m) { return move_from(m) >= kDropBase; }
constexpr Kind drop_kind(Move m) { return static_cast<Kind>(move_from(m) - kDropBase); }
constexpr bool is_promotion(Move m) { return (m >> 14) & 1; }

// 593 is the known maximum of legal moves in a reachable shogi position (the position of
// tests/unit/shogi/fast_attacks_test.cpp, "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
// found by Tanaka and published in the shogi-programming literature); the buffer has room to spare.
inline constexpr int kMaxLegalMoves = 600;

// Caller-owned fixed-capacity move buffer (no heap); push() asserts capacity.
class MoveList {
public:
    void push(Move m) {
        assert(size_ < kMaxLegalMoves);
        moves_[size_++] = m;
    }
    int size() const { return size_; }
    bool empty() const { return size_ == 0; }
    Move operator[](int i) const {
        assert(i >= 0 && i < size_);
        return moves_[i];
    }
    const Move* begin() const { return moves_; }
    const Move* end() const { return moves_ + size_; }
    void clear() { size_ = 0; }

private:
    // Left uninitialised: only moves_[0, size_) is ever read.
    Move moves_[kMaxLegalMoves];
    int size_ = 0;
};

}  // namespace arbiter::fast::shogi
