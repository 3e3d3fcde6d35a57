#pragma once
// The chess board as the rulebook draws it: 64 named squares, each empty or holding one piece.
// A mailbox (an array of std::optional<Piece>), no bit tricks: clarity over speed.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace arbiter::reference::chess {

inline constexpr int kFileCount = 8;
inline constexpr int kRankCount = 8;
inline constexpr int kSquareCount = kFileCount * kRankCount;

enum class Color : std::uint8_t { White, Black };
enum class PieceType : std::uint8_t { Pawn, Knight, Bishop, Rook, Queen, King };

constexpr Color opponent(Color c) { return c == Color::White ? Color::Black : Color::White; }
std::string_view color_name(Color c);  // "white" / "black"

struct Piece {
    Color color;
    PieceType type;
    friend bool operator==(const Piece&, const Piece&) = default;
};

// FEN letter: uppercase for white (PNBRQK), lowercase for black.
char piece_letter(Piece piece);
std::optional<Piece> piece_from_letter(char letter);

// A square by file (0 = a … 7 = h) and rank (0 = rank 1 … 7 = rank 8).
class Square {
public:
    constexpr Square() = default;
    static constexpr std::optional<Square> at(int file, int rank) {
        if (file < 0 || file >= kFileCount || rank < 0 || rank >= kRankCount) return std::nullopt;
        return Square(file, rank);
    }
    static std::optional<Square> parse(std::string_view text);  // "e4"
    constexpr int file() const { return file_; }
    constexpr int rank() const { return rank_; }
    constexpr int index() const { return rank_ * kFileCount + file_; }
    static constexpr Square from_index(int index) {
        return Square(index % kFileCount, index / kFileCount);
    }
    // The square (df, dr) away, or nothing when that leaves the board.
    constexpr std::optional<Square> offset(int df, int dr) const {
        return at(file_ + df, rank_ + dr);
    }
    // Light or dark: bishops never change the colour of their square.
    constexpr bool is_light() const { return (file_ + rank_) % 2 == 1; }
    std::string name() const;
    friend constexpr bool operator==(Square, Square) = default;

private:
    constexpr Square(int file, int rank)
        : file_(static_cast<std::int8_t>(file)), rank_(static_cast<std::int8_t>(rank)) {}
    std::int8_t file_ = 0;
    std::int8_t rank_ = 0;
};

class Board {
public:
    const std::optional<Piece>& operator[](Square sq) const { return squares_[sq.index()]; }
    std::optional<Piece>& operator[](Square sq) { return squares_[sq.index()]; }
    friend bool operator==(const Board&, const Board&) = default;

private:
    std::array<std::optional<Piece>, kSquareCount> squares_{};
};

// The rank a colour's pieces start on, and the rank its pawns promote on.
constexpr int back_rank(Color c) { return c == Color::White ? 0 : kRankCount - 1; }
constexpr int pawn_start_rank(Color c) { return c == Color::White ? 1 : kRankCount - 2; }
constexpr int promotion_rank(Color c) { return back_rank(opponent(c)); }
constexpr int forward(Color c) { return c == Color::White ? 1 : -1; }

}  // namespace arbiter::reference::chess
