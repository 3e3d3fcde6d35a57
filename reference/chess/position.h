#pragma once
// Setup (untrusted text made structure) and Position (a Setup that passed every validity rule of
// chess.fen). A Position exists only through Position::from_setup (STYLE.md, after shakmaty).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "reference/chess/board.h"
#include "reference/chess/move.h"
#include "reference/chess/result.h"

namespace arbiter::reference::chess {

enum class Wing : std::uint8_t { King, Queen };

// Which castlings are still allowed (chess.castling.rights): lost once the king or that rook moves.
class CastlingRights {
public:
    bool has(Color c, Wing w) const { return rights_[index(c, w)]; }
    void set(Color c, Wing w, bool allowed) { rights_[index(c, w)] = allowed; }
    bool any() const { return rights_[0] || rights_[1] || rights_[2] || rights_[3]; }
    friend bool operator==(const CastlingRights&, const CastlingRights&) = default;

private:
    static int index(Color c, Wing w) { return static_cast<int>(c) * 2 + static_cast<int>(w); }
    bool rights_[4] = {false, false, false, false};
};

struct Setup {
    Board board;
    Color side_to_move = Color::White;
    CastlingRights castling;
    std::optional<Square> en_passant;  // the square a pawn just skipped, as the FEN gives it
    std::uint32_t halfmove_clock = 0;  // plies since the last capture or pawn move
    std::uint32_t fullmove_number = 1;
    friend bool operator==(const Setup&, const Setup&) = default;
};

// FEN syntax errors: the field that failed and where.
enum class ParseErrorKind { TooLong, WrongFieldCount, Board, SideToMove, Castling, EnPassant, Clock };

struct ParseError {
    ParseErrorKind kind;
    std::size_t offset;  // byte offset of the failing field in the text
    std::string detail;
    std::string_view code() const;  // bad_board, bad_side_to_move, ...
    std::string message() const;
};

// Parses FEN's six fields (the two clocks may be left out: they default to 0 and 1).
// Total: any bytes give a Setup or a ParseError.
Result<Setup, ParseError> parse_fen(std::string_view text);
std::string to_fen(const Setup& setup);

// The validity rules of chess.fen, each with a stable code.
enum class SetupProblem : std::uint8_t {
    MissingKing,             // missing_king
    TooManyKings,            // too_many_kings
    PawnOnBackRank,          // pawn_on_back_rank
    OppositeCheck,           // opposite_check: the side not to move is in check
    CastlingWithoutKingOrRook,  // castling_without_king_or_rook
    ImpossibleEnPassant,     // impossible_en_passant
    TooManyPawns,            // too_many_pawns: more than 8 of one colour
    TooManyPieces,           // too_many_pieces: more than 16 of one colour
};
inline constexpr int kSetupProblemCount = 8;

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

class Position {
public:
    static Result<Position, SetupProblems> from_setup(const Setup& setup);
    static Position standard();  // chess.setup.standard

    const Setup& setup() const { return s_; }
    const Board& board() const { return s_.board; }
    Color side_to_move() const { return s_.side_to_move; }
    const CastlingRights& castling() const { return s_.castling; }
    std::optional<Square> en_passant() const { return s_.en_passant; }
    std::uint32_t halfmove_clock() const { return s_.halfmove_clock; }
    std::uint32_t fullmove_number() const { return s_.fullmove_number; }
    std::string fen() const { return to_fen(s_); }
    Square king_square(Color c) const;

    // The position after `move`. Precondition: the move is legal here (see legal_moves()).
    Position after(const Move& move) const;

    friend bool operator==(const Position&, const Position&) = default;

private:
    explicit Position(const Setup& s) : s_(s) {}
    Setup s_;
};

}  // namespace arbiter::reference::chess
