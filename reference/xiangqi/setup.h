#pragma once
// Setup: untrusted (whatever a FEN said, possibly invalid), and the validity rules of xiangqi.fen
// a Setup must meet to become a Position (Position::from_setup, defined in setup.cpp with the
// standard array of xiangqi.setup.standard).

#include <bitset>
#include <string_view>
#include <vector>

#include "reference/xiangqi/board.h"

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
    MissingRedGeneral,     // missing_red_general
    MissingBlackGeneral,   // missing_black_general
    TooManyGenerals,       // too_many_generals
    TooManyAdvisors,       // too_many_advisors
    TooManyElephants,      // too_many_elephants
    TooManyHorses,         // too_many_horses
    TooManyChariots,       // too_many_chariots
    TooManyCannons,        // too_many_cannons
    TooManySoldiers,       // too_many_soldiers
    GeneralOutsidePalace,  // general_outside_palace
    AdvisorOnBadPoint,     // advisor_on_bad_point
    ElephantOnBadPoint,    // elephant_on_bad_point
    SoldierOnBadPoint,     // soldier_on_bad_point
    GeneralsFacing,        // generals_facing
    SideNotToMoveInCheck,  // side_not_to_move_in_check
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

}  // namespace arbiter::reference::xiangqi
