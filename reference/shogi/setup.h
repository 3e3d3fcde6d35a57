#pragma once
// A Setup is what an SFEN says, untrusted and possibly invalid: board, hands, side to move, move
// number. The validity rules of shogi.sfen (sfen_problems) make a Setup a Position
// (Position::from_setup, defined in setup.cpp); the named setups are Setups too.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "reference/shogi/board.h"

namespace arbiter::reference::shogi {

struct Setup {
    Board board;
    std::array<Hand, kSideCount> hands{};
    Side side_to_move = Side::Sente;
    std::uint32_t move_number = 1;
    const Hand& hand(Side side) const { return hands[side_index(side)]; }
    Hand& hand(Side side) { return hands[side_index(side)]; }
    friend bool operator==(const Setup&, const Setup&) = default;
};

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

// The named setups of docs/rules.md: "startpos" (shogi.setup.standard) and the handicaps of
// shogi.setup.handicap ("lance", "bishop", "rook", "rook-lance", "2-piece", "3-piece", "4-piece",
// "6-piece", "3-pawns"). nullopt for any other name.
std::optional<Setup> named_setup(std::string_view name);
std::vector<std::string_view> named_setup_names();

}  // namespace arbiter::reference::shogi
