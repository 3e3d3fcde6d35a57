#pragma once
// Representation: a Move is 16 bits: to (bits 0-5), from (bits 6-11), promotion piece minus
// Knight (bits 12-13: N, B, R, Q), kind (bits 14-15: normal, promotion, en passant, castling).
// Castling is the king's two-square move (e1g1), as in UCI. Move 0 (a1a1) is "no move".
// I1 a move in a MoveList produced by generate_legal() is legal in the position it came from.
// I2 MoveList holds at most kMaxLegalMoves moves; push() asserts capacity.

#include <cassert>
#include <cstdint>

#include "fast/chess/bitboard.h"

namespace arbiter::fast::chess {

enum class MoveKind : std::uint16_t { Normal = 0, Promotion = 1, EnPassant = 2, Castling = 3 };

class Move {
public:
    constexpr Move() = default;
    constexpr Move(Square from, Square to, MoveKind kind = MoveKind::Normal,
                   PieceType promotion = Knight)
        : bits_(static_cast<std::uint16_t>(to | (from << 6) | ((promotion - Knight) << 12) |
                                           (static_cast<int>(kind) << 14))) {}
    constexpr Square from() const { return (bits_ >> 6) & 63; }
    constexpr Square to() const { return bits_ & 63; }
    constexpr MoveKind kind() const { return static_cast<MoveKind>(bits_ >> 14); }
    constexpr PieceType promotion() const {
        return static_cast<PieceType>(((bits_ >> 12) & 3) + Knight);
    }
    constexpr std::uint16_t raw() const { return bits_; }
    static constexpr Move from_raw(std::uint16_t raw) {
        Move m;
        m.bits_ = raw;
        return m;
    }
    constexpr bool is_none() const { return bits_ == 0; }
    friend constexpr bool operator==(Move, Move) = default;

private:
    std::uint16_t bits_ = 0;
};

// 218 is the most legal moves of a reachable position (CPW "Chess Position"), but a valid FEN
// may hold 15 queens and a king: at most 15 * 27 + 8 + 2 = 415 moves. The buffer covers that.
inline constexpr int kMaxLegalMoves = 416;

class MoveList {
public:
    void push(Move m) {
        assert(size_ < kMaxLegalMoves);
        moves_[size_++] = m.raw();
    }
    int size() const { return size_; }
    bool empty() const { return size_ == 0; }
    Move operator[](int i) const {
        assert(i >= 0 && i < size_);
        return Move::from_raw(moves_[i]);
    }
    void clear() { size_ = 0; }

    class Iterator {
    public:
        explicit Iterator(const std::uint16_t* p) : p_(p) {}
        Move operator*() const { return Move::from_raw(*p_); }
        Iterator& operator++() {
            ++p_;
            return *this;
        }
        friend bool operator==(Iterator, Iterator) = default;

    private:
        const std::uint16_t* p_;
    };
    Iterator begin() const { return Iterator(moves_); }
    Iterator end() const { return Iterator(moves_ + size_); }

private:
    // Deliberately left uninitialised (filling 832 bytes per node would dominate perft);
    // only moves_[0, size_) is ever read.
    std::uint16_t moves_[kMaxLegalMoves];
    int size_ = 0;
};

}  // namespace arbiter::fast::chess
