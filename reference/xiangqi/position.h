#pragma once
// Setup (untrusted: whatever a FEN said) and Position (a Setup that passed every validity rule of
// xiangqi.fen). A Position exists only through Position::from_setup or Position::standard.

#include <bitset>
#include <string_view>
#include <vector>

#include "reference/xiangqi/board.h"
#include "reference/xiangqi/result.h"

namespace arbiter::reference::xiangqi {

struct Setup {
    Board board;
    Side side_to_move = Side::Red;
    int halfmove_clock = 0;   // plies since the last capture (the natural-limit counter)
    int fullmove_number = 1;  // starts at 1, grows after black's move
    friend bool operator==(const Setup&, const Setup&) = default;
};

// xiangqi.fen: every reason a Setup is refused, each with a stable snake_case code.
enum class SetupProblem {
    MissingRedGeneral,       // missing_red_general
    MissingBlackGeneral,     // missing_black_general
    TooManyGenerals,         // too_many_generals
    TooManyAdvisors,         // too_many_advisors
    TooManyElephants,        // too_many_elephants
    TooManyHorses,           // too_many_horses
    TooManyChariots,         // too_many_chariots
    TooManyCannons,          // too_many_cannons
    TooManySoldiers,         // too_many_soldiers
    GeneralOutsidePalace,    // general_outside_palace
    AdvisorOnBadPoint,       // advisor_on_bad_point
    ElephantOnBadPoint,      // elephant_on_bad_point
    SoldierOnBadPoint,       // soldier_on_bad_point
    GeneralsFacing,          // generals_facing
    SideNotToMoveInCheck,    // side_not_to_move_in_check
};
constexpr int kSetupProblemCount = 15;

std::string_view problem_code(SetupProblem problem);

// A bit set that reports every problem of a Setup at once.
class SetupProblems {
public:
    void add(SetupProblem p) { bits_.set(static_cast<std::size_t>(p)); }
    bool has(SetupProblem p) const { return bits_.test(static_cast<std::size_t>(p)); }
    bool none() const { return bits_.none(); }
    std::vector<SetupProblem> list() const;
    std::vector<std::string_view> codes() const;

private:
    std::bitset<kSetupProblemCount> bits_;
};

class Position {
public:
    // xiangqi.fen: validates piece counts, points, generals and check; reports every problem.
    static Result<Position, SetupProblems> from_setup(const Setup& setup);
    // xiangqi.setup.standard: the standard array, red to move.
    static Position standard();

    const Board& board() const { return s_.board; }
    Side side_to_move() const { return s_.side_to_move; }
    int halfmove_clock() const { return s_.halfmove_clock; }
    int fullmove_number() const { return s_.fullmove_number; }
    const Setup& setup() const { return s_; }

    // The position after `move`, moved by the pattern only (no legality test).
    // Precondition (asserted): a piece of the side to move stands on move.from, and move.to
    // does not hold a piece of that side.
    Position after_unchecked(Move move) const;

    // Same placement and side to move (the repetition identity; counters are ignored).
    bool same_placement(const Position& other) const {
        return s_.board == other.s_.board && s_.side_to_move == other.s_.side_to_move;
    }
    friend bool operator==(const Position&, const Position&) = default;

private:
    explicit Position(const Setup& setup) : s_(setup) {}
    Setup s_;
};

}  // namespace arbiter::reference::xiangqi
