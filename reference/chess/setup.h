#pragma once
// Setup: untrusted text made structure (whatever a FEN said, possibly invalid), and the validity
// rules of chess.fen that a Setup must meet to become a Position (Position::from_setup, defined in
// setup.cpp with the standard array). After shakmaty's Setup / Position split.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "reference/chess/board.h"

namespace arbiter::reference::chess {

enum class Wing : std::uint8_t { King, Queen };

// Which castlings are still allowed (chess.castling.rights): lost once the king or that rook moves.
// Each right names its rook by file (docs/rules.md, Chess960): h and a in standard chess, any file
// of the back rank on its side of the king in Chess960 (FIDE Laws, Guidelines II).
class CastlingRights {
public:
    bool has(Color c, Wing w) const { return files_[index(c, w)] >= 0; }
    // The file of the rook this right castles with. Precondition: has(c, w).
    int rook_file(Color c, Wing w) const { return files_[index(c, w)]; }
    // Allowed with the standard rook (h or a file), or not allowed.
    void set(Color c, Wing w, bool allowed) {
        files_[index(c, w)] = static_cast<std::int8_t>(allowed ? (w == Wing::King ? 7 : 0) : -1);
    }
    // Allowed with the rook on `file` (0 = a ... 7 = h).
    void set_rook(Color c, Wing w, int file) {
        files_[index(c, w)] = static_cast<std::int8_t>(file);
    }
    bool any() const {
        return has(Color::White, Wing::King) || has(Color::White, Wing::Queen) ||
               has(Color::Black, Wing::King) || has(Color::Black, Wing::Queen);
    }
    friend bool operator==(const CastlingRights&, const CastlingRights&) = default;

private:
    static int index(Color c, Wing w) { return static_cast<int>(c) * 2 + static_cast<int>(w); }
    std::int8_t files_[4] = {-1, -1, -1, -1};
};

struct Setup {
    Board board;
    Color side_to_move = Color::White;
    CastlingRights castling;
    std::optional<Square> en_passant;  // the square a pawn just skipped, as the FEN gives it
    std::uint32_t halfmove_clock = 0;  // plies since the last capture or pawn move
    std::uint32_t fullmove_number = 1;
    // Chess960 (FIDE Laws, Guidelines II): castling by chess.chess960.castling, written as the
    // king taking its own rook (UCI_Chess960); otherwise standard chess (rights need the king on e1
    // or e8 and the rook on the a- or h-file).
    bool chess960 = false;
    friend bool operator==(const Setup&, const Setup&) = default;
};

// The validity rules of chess.fen, each with a stable code.
enum class SetupProblem : std::uint8_t {
    MissingKing,                // missing_king
    TooManyKings,               // too_many_kings
    PawnOnBackRank,             // pawn_on_back_rank
    OppositeCheck,              // opposite_check: the side not to move is in check
    CastlingWithoutKingOrRook,  // castling_without_king_or_rook
    ImpossibleEnPassant,        // impossible_en_passant
    TooManyPawns,               // too_many_pawns: more than 8 of one colour
    TooManyPieces,              // too_many_pieces: more than 16 of one colour
    TooManyCheckers,            // too_many_checkers: more than two pieces give check
    ImpossibleCheck,            // impossible_check: two checkers on one line with the king
};
inline constexpr int kSetupProblemCount = 10;

// Every problem a Setup has, not just the first (shakmaty, python-chess).
class SetupProblems {
public:
    void add(SetupProblem p) { bits_ |= 1u << static_cast<unsigned>(p); }
    bool has(SetupProblem p) const { return (bits_ >> static_cast<unsigned>(p)) & 1u; }
    bool empty() const { return bits_ == 0; }
    std::vector<std::string_view> codes() const;
    std::string message() const;  // "invalid position: missing_king (...), ..."

private:
    std::uint32_t bits_ = 0;
};

std::string_view problem_code(SetupProblem p);

}  // namespace arbiter::reference::chess
