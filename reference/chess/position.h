#pragma once
// Position: a Setup (setup.h) that passed every validity rule of chess.fen. A Position exists only
// through Position::from_setup (after shakmaty); playing a move gives a new one.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "reference/chess/board.h"
#include "reference/chess/move.h"
#include "reference/chess/result.h"
#include "reference/chess/setup.h"

namespace arbiter::reference::chess {

class Position {
public:
    // chess.fen: every validity problem of the setup, or the position (setup.cpp).
    static Result<Position, SetupProblems> from_setup(const Setup& setup);
    // --lenient (docs/cli.md): the problems a problem composer's diagram may show become
    // `warnings`, one per pawn or side ("pawn_on_back_rank at e8", "too_many_pawns (white: 9)",
    // "too_many_checkers at e1", "impossible_check at e1"); what the rules cannot judge stays
    // refused (a king missing or doubled, the side not to move in check, a castling right or en
    // passant square with nothing to castle or capture, more than 16 men of a colour).
    static Result<Position, SetupProblems> from_setup_lenient(const Setup& setup,
                                                              std::vector<std::string>& warnings);
    static Position standard();  // chess.setup.standard (setup.cpp)
    // chess.chess960.setup: Chess960 start position `number` (0-959, Scharnagl's numbering; 518
    // is the standard array), white to move, all four rights (setup.cpp). nullopt out of range.
    static std::optional<Position> chess960_start(int number);

    const Setup& setup() const { return s_; }
    const Board& board() const { return s_.board; }
    Color side_to_move() const { return s_.side_to_move; }
    const CastlingRights& castling() const { return s_.castling; }
    std::optional<Square> en_passant() const { return s_.en_passant; }
    std::uint32_t halfmove_clock() const { return s_.halfmove_clock; }
    std::uint32_t fullmove_number() const { return s_.fullmove_number; }
    Square king_square(Color c) const;

    // The position after `move`. Precondition: the move is legal here (see legal_moves()).
    Position after(const Move& move) const;

    friend bool operator==(const Position&, const Position&) = default;

private:
    explicit Position(const Setup& s) : s_(s) {}
    Setup s_;
};

}  // namespace arbiter::reference::chess
