#pragma once
// A valid shogi position: a Setup that passed every check of shogi.sfen.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "reference/shogi/move.h"
#include "reference/shogi/result.h"
#include "reference/shogi/setup.h"

namespace arbiter::reference::shogi {

// The validity problems of shogi.sfen, each with a stable snake_case code.
enum class SetupProblem : std::uint8_t {
    TooManyKings,    // too_many_kings: more than one king of a side
    MissingKing,     // missing_king: neither side has a king (a tsume may omit only one)
    UnmovablePiece,  // unmovable_piece: pawn/lance on the last rank, knight on the last two
    Nifu,            // nifu: two unpromoted pawns of one side on a file (二歩)
    TooManyPieces,   // too_many_pieces: more pieces of a kind (board + hands) than the set holds
    OppositeCheck,   // opposite_check: the side not to move is in check
};
inline constexpr int kSetupProblemCount = 6;

std::string_view problem_code(SetupProblem problem);

// Every problem a setup has (docs/style.md: report all of them, not the first).
class SetupProblems {
public:
    void add(SetupProblem p) { bits_ |= 1u << static_cast<unsigned>(p); }
    bool has(SetupProblem p) const { return (bits_ >> static_cast<unsigned>(p)) & 1u; }
    bool empty() const { return bits_ == 0; }
    std::vector<std::string> codes() const;
    std::string describe() const;  // one line: "invalid SFEN: nifu, opposite_check"

private:
    std::uint32_t bits_ = 0;
};

// shogi.sfen: SFEN is valid: one king each, except that a tsume position may leave out the
// attacker's king; no unmovable pieces; no nifu; piece counts within the set; the side not to
// move is not in check.
SetupProblems sfen_problems(const Setup& setup);

class Position {
public:
    static Result<Position, SetupProblems> from_setup(const Setup& setup);
    // Precondition: sfen_problems(setup).empty() (asserted in debug builds).
    static Position from_setup_unchecked(const Setup& setup);

    const Setup& setup() const { return setup_; }
    const Board& board() const { return setup_.board; }
    const Hand& hand(Side side) const { return setup_.hand(side); }
    Side side_to_move() const { return setup_.side_to_move; }
    std::string sfen() const { return to_sfen(setup_); }

    // The position after `move`, which must be a move of the side to move that its piece's pattern
    // allows (or a drop of a piece in hand onto an empty square); legality is the caller's
    // business (rules.h). Captures go to hand, the side to move flips, the move number advances.
    Position after(const Move& move) const;

    // Sennichite compares board, both hands and side to move (not the move number).
    bool same_for_repetition(const Position& other) const;

private:
    explicit Position(const Setup& setup) : setup_(setup) {}
    Setup setup_;
};

// Parses an SFEN or a named setup (startpos, the handicaps) into a Position. The error is one line.
Result<Position, std::string> position_from_text(std::string_view text,
                                                 std::vector<std::string>* problem_codes = nullptr);

}  // namespace arbiter::reference::shogi
