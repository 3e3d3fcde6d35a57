// Setup validation: the validity rules of xiangqi.fen (FEN syntax is in notation.cpp), and the
// standard array (xiangqi.setup.standard).

#include "reference/xiangqi/setup.h"

#include <string>

#include "reference/xiangqi/position.h"
#include "reference/xiangqi/rules.h"

namespace arbiter::reference::xiangqi {

std::string_view problem_code(SetupProblem problem) {
    switch (problem) {
    case SetupProblem::MissingRedGeneral:
        return "missing_red_general";
    case SetupProblem::MissingBlackGeneral:
        return "missing_black_general";
    case SetupProblem::TooManyGenerals:
        return "too_many_generals";
    case SetupProblem::TooManyAdvisors:
        return "too_many_advisors";
    case SetupProblem::TooManyElephants:
        return "too_many_elephants";
    case SetupProblem::TooManyHorses:
        return "too_many_horses";
    case SetupProblem::TooManyChariots:
        return "too_many_chariots";
    case SetupProblem::TooManyCannons:
        return "too_many_cannons";
    case SetupProblem::TooManySoldiers:
        return "too_many_soldiers";
    case SetupProblem::GeneralOutsidePalace:
        return "general_outside_palace";
    case SetupProblem::AdvisorOnBadPoint:
        return "advisor_on_bad_point";
    case SetupProblem::ElephantOnBadPoint:
        return "elephant_on_bad_point";
    case SetupProblem::SoldierOnBadPoint:
        return "soldier_on_bad_point";
    case SetupProblem::GeneralsFacing:
        return "generals_facing";
    case SetupProblem::SideNotToMoveInCheck:
        return "side_not_to_move_in_check";
    }
    return "unknown_problem";
}

std::vector<SetupProblem> SetupProblems::list() const {
    std::vector<SetupProblem> out;
    for (int i = 0; i < kSetupProblemCount; ++i) {
        if (bits_.test(static_cast<std::size_t>(i))) out.push_back(static_cast<SetupProblem>(i));
    }
    return out;
}

std::vector<std::string_view> SetupProblems::codes() const {
    std::vector<std::string_view> out;
    for (SetupProblem p : list()) out.push_back(problem_code(p));
    return out;
}

namespace {

// The set of each side: 1 general, 2 advisors, 2 elephants, 2 horses, 2 chariots, 2 cannons,
// 5 soldiers (competition rules §1.2).
constexpr int kSetCount[kPieceKindCount] = {1, 2, 2, 2, 2, 2, 5};
constexpr SetupProblem kTooMany[kPieceKindCount] = {
    SetupProblem::TooManyGenerals, SetupProblem::TooManyAdvisors, SetupProblem::TooManyElephants,
    SetupProblem::TooManyHorses,   SetupProblem::TooManyChariots, SetupProblem::TooManyCannons,
    SetupProblem::TooManySoldiers};

// Ranks counted from a side's own back rank (0 = its back rank, 9 = the far one).
int relative_rank(Side side, Point p) {
    return side == Side::Red ? p.rank : kRankCount - 1 - p.rank;
}

// The 5 advisor points: the palace corners and its centre.
bool advisor_point(Side side, Point p) {
    return in_palace(side, p) && (p.file + relative_rank(side, p)) % 2 == 1;
}

// The 7 elephant points: c0 g0 a2 e2 i2 c4 g4 (red), mirrored for black.
bool elephant_point(Side side, Point p) {
    const int r = relative_rank(side, p);
    if (r == 0 || r == 4) return p.file == 2 || p.file == 6;
    if (r == 2) return p.file == 0 || p.file == 4 || p.file == 8;
    return false;
}

// A soldier never stands behind its starting rank (3), and before the river it has only ever
// moved straight forward, so it stands on one of the five starting files a c e g i.
bool soldier_point(Side side, Point p) {
    const int r = relative_rank(side, p);
    if (r < 3) return false;
    if (r <= 4) return p.file % 2 == 0;
    return true;
}

}  // namespace

namespace {

// The validity problems --lenient turns into warnings (docs/cli.md, "Lenient loading").
bool waivable(SetupProblem p) {
    switch (p) {
    case SetupProblem::TooManyAdvisors:
    case SetupProblem::TooManyElephants:
    case SetupProblem::TooManyHorses:
    case SetupProblem::TooManyChariots:
    case SetupProblem::TooManyCannons:
    case SetupProblem::TooManySoldiers:
    case SetupProblem::AdvisorOnBadPoint:
    case SetupProblem::ElephantOnBadPoint:
    case SetupProblem::SoldierOnBadPoint:
        return true;
    default:
        return false;
    }
}

std::string where(Point p) {
    return std::string{static_cast<char>('a' + p.file), static_cast<char>('0' + p.rank)};
}

constexpr int kSetMen = 16;

std::string side_word(Side side) { return side == Side::Red ? "red" : "black"; }

// One walk over the board for both readings: `problems` are the strict ones (xiangqi.fen),
// `fatal` those --lenient cannot waive, `warnings` the waivable ones, one per piece or side.
struct Survey {
    SetupProblems problems;
    SetupProblems fatal;
    std::vector<std::string> warnings;
};

Survey survey(const Setup& setup) {
    Survey out;
    SetupProblems& problems = out.problems;
    int count[2][kPieceKindCount] = {};
    for (int i = 0; i < kPointCount; ++i) {
        const Point p = point_at(i);
        const auto& piece = setup.board.at(p);
        if (!piece) continue;
        ++count[static_cast<int>(piece->side)][static_cast<int>(piece->kind)];
        switch (piece->kind) {
        case PieceKind::General:
            if (!in_palace(piece->side, p)) problems.add(SetupProblem::GeneralOutsidePalace);
            break;
        case PieceKind::Advisor:
            if (advisor_point(piece->side, p)) break;
            problems.add(SetupProblem::AdvisorOnBadPoint);
            if (!in_palace(piece->side, p)) {
                out.fatal.add(SetupProblem::AdvisorOnBadPoint);  // it has no move outside
            } else {
                out.warnings.push_back("advisor_on_bad_point at " + where(p));
            }
            break;
        case PieceKind::Elephant:
            if (elephant_point(piece->side, p)) break;
            problems.add(SetupProblem::ElephantOnBadPoint);
            if (!on_own_side(piece->side, p)) {
                out.fatal.add(SetupProblem::ElephantOnBadPoint);  // no move across the river
            } else {
                out.warnings.push_back("elephant_on_bad_point at " + where(p));
            }
            break;
        case PieceKind::Soldier:
            if (soldier_point(piece->side, p)) break;
            problems.add(SetupProblem::SoldierOnBadPoint);
            out.warnings.push_back("soldier_on_bad_point at " + where(p));
            break;
        default:
            break;
        }
    }
    for (int side = 0; side < 2; ++side) {
        for (int kind = 0; kind < kPieceKindCount; ++kind) {
            if (count[side][kind] > kSetCount[kind]) problems.add(kTooMany[kind]);
        }
    }
    const int general = static_cast<int>(PieceKind::General);
    if (count[static_cast<int>(Side::Red)][general] == 0)
        problems.add(SetupProblem::MissingRedGeneral);
    if (count[static_cast<int>(Side::Black)][general] == 0)
        problems.add(SetupProblem::MissingBlackGeneral);

    // Facing and check are judged only when each side has exactly one general.
    const bool one_general_each = count[0][general] == 1 && count[1][general] == 1;
    if (one_general_each) {
        if (breaks_general_facing(setup.board)) {
            problems.add(SetupProblem::GeneralsFacing);
        } else if (breaks_self_check(setup.board, opponent(setup.side_to_move))) {
            problems.add(SetupProblem::SideNotToMoveInCheck);
        }
    }

    for (SetupProblem p : problems.list()) {
        if (!waivable(p)) out.fatal.add(p);
    }
    // A side with more men than its set of 16 cannot be judged: the rule books never draw one,
    // and it would outgrow the move lists both implementations keep (docs/cli.md).
    for (Side side : {Side::Red, Side::Black}) {
        const int s = static_cast<int>(side);
        int men = 0;
        for (int kind = 0; kind < kPieceKindCount; ++kind) men += count[s][kind];
        for (int kind = 0; kind < kPieceKindCount; ++kind) {
            const int n = count[s][kind];
            if (n <= kSetCount[kind] || kind == general) continue;
            if (men > kSetMen) {
                out.fatal.add(kTooMany[kind]);
            } else {
                out.warnings.push_back(std::string(problem_code(kTooMany[kind])) + " (" +
                                       side_word(side) + ": " + std::to_string(n) + ")");
            }
        }
    }
    return out;
}

}  // namespace

Result<Position, SetupProblems> Position::from_setup(const Setup& setup) {
    const Survey s = survey(setup);
    if (!s.problems.none()) return s.problems;
    return Position(setup);
}

Result<Position, SetupProblems> Position::from_setup_lenient(const Setup& setup,
                                                             std::vector<std::string>& warnings) {
    warnings.clear();
    Survey s = survey(setup);
    if (!s.fatal.none()) return s.fatal;
    warnings = std::move(s.warnings);
    return Position(setup);
}

Position Position::standard() {
    // rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1
    Setup s;
    constexpr PieceKind kBackRank[kFileCount] = {
        PieceKind::Chariot,  PieceKind::Horse,   PieceKind::Elephant,
        PieceKind::Advisor,  PieceKind::General, PieceKind::Advisor,
        PieceKind::Elephant, PieceKind::Horse,   PieceKind::Chariot};
    for (Side side : {Side::Red, Side::Black}) {
        const int back = side == Side::Red ? 0 : kRankCount - 1;
        const int cannons = side == Side::Red ? 2 : kRankCount - 3;
        const int soldiers = side == Side::Red ? 3 : kRankCount - 4;
        for (int file = 0; file < kFileCount; ++file) {
            s.board.put(Point{file, back}, Piece{side, kBackRank[file]});
            if (file % 2 == 0) s.board.put(Point{file, soldiers}, Piece{side, PieceKind::Soldier});
        }
        s.board.put(Point{1, cannons}, Piece{side, PieceKind::Cannon});
        s.board.put(Point{7, cannons}, Piece{side, PieceKind::Cannon});
    }
    return Position(s);
}

}  // namespace arbiter::reference::xiangqi
