// Position of fast/xiangqi: validation of a Setup (xiangqi.fen), the standard array, hash and
// invariants.

#include "fast/xiangqi/position.h"

#include "fast/xiangqi/movegen.h"

namespace arbiter::fast::xiangqi {

std::string_view problem_code(SetupProblem p) {
    switch (p) {
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

namespace {

// Each side's set: 1 general, 2 advisors, 2 elephants, 2 horses, 2 chariots, 2 cannons,
// 5 soldiers (AXF rules, Chapter 1 Section 1).
constexpr int kSetCount[kKindCount] = {1, 2, 2, 2, 2, 2, 5};
constexpr SetupProblem kTooMany[kKindCount] = {
    SetupProblem::TooManyGenerals, SetupProblem::TooManyAdvisors, SetupProblem::TooManyElephants,
    SetupProblem::TooManyHorses,   SetupProblem::TooManyChariots, SetupProblem::TooManyCannons,
    SetupProblem::TooManySoldiers};

// Advisor points: palace corners and centre (file + relative rank odd inside the palace).
bool advisor_point(Side s, Point p) {
    return in_palace(s, p) && (file_of(p) + relative_rank(s, p)) % 2 == 1;
}

// Elephant points: files c g on relative ranks 0 and 4, files a e i on relative rank 2.
bool elephant_point(Side s, Point p) {
    const int r = relative_rank(s, p);
    const int f = file_of(p);
    if (r == 0 || r == 4) return f == 2 || f == 6;
    if (r == 2) return f == 0 || f == 4 || f == 8;
    return false;
}

// Soldier points: never behind relative rank 3; before the river only on files a c e g i.
bool soldier_point(Side s, Point p) {
    const int r = relative_rank(s, p);
    if (r < 3) return false;
    return r > 4 || file_of(p) % 2 == 0;
}

// The "on a bad point" problem of a kind (only advisors, elephants and soldiers have one).
SetupProblem kind_problem(Kind k) {
    if (k == Advisor) return SetupProblem::AdvisorOnBadPoint;
    if (k == Elephant) return SetupProblem::ElephantOnBadPoint;
    return SetupProblem::SoldierOnBadPoint;
}

}  // namespace

void Position::put(Point p, Piece pc) {
    board_[static_cast<std::size_t>(p)] = pc;
    const Side s = side_of(pc);
    pieces_[s][kind_of(pc)] |= bit(p);
    side_bb_[s] |= bit(p);
    occ_ |= bit(p);
    rank_occ_[static_cast<std::size_t>(rank_of(p))] |= static_cast<std::uint16_t>(1u << file_of(p));
    file_occ_[static_cast<std::size_t>(file_of(p))] |= static_cast<std::uint16_t>(1u << rank_of(p));
    if (kind_of(pc) == General) general_[s] = static_cast<std::uint8_t>(p);
}

Result<Position, SetupProblems> Position::from_setup(const Setup& setup) {
    return read_setup(setup, nullptr);
}

Result<Position, SetupProblems> Position::from_setup_lenient(const Setup& setup,
                                                             std::vector<std::string>& warnings) {
    warnings.clear();
    return read_setup(setup, &warnings);
}

namespace {

constexpr std::uint32_t kWaivable = 1u << static_cast<unsigned>(SetupProblem::TooManyAdvisors) |
                                    1u << static_cast<unsigned>(SetupProblem::TooManyElephants) |
                                    1u << static_cast<unsigned>(SetupProblem::TooManyHorses) |
                                    1u << static_cast<unsigned>(SetupProblem::TooManyChariots) |
                                    1u << static_cast<unsigned>(SetupProblem::TooManyCannons) |
                                    1u << static_cast<unsigned>(SetupProblem::TooManySoldiers) |
                                    1u << static_cast<unsigned>(SetupProblem::AdvisorOnBadPoint) |
                                    1u << static_cast<unsigned>(SetupProblem::ElephantOnBadPoint) |
                                    1u << static_cast<unsigned>(SetupProblem::SoldierOnBadPoint);

std::string point_name(Point p) {
    return {static_cast<char>('a' + file_of(p)), static_cast<char>('0' + rank_of(p))};
}

}  // namespace

Result<Position, SetupProblems> Position::read_setup(const Setup& setup,
                                                     std::vector<std::string>* warnings) {
    SetupProblems problems;
    SetupProblems fatal;                 // lenient: what cannot be waived, beyond the strict codes
    std::vector<std::string> on_points;  // lenient: a warning per piece on a bad point
    int count[kSideCount][kKindCount] = {};
    const auto bad_point = [&](Kind k, Point p) {
        if (warnings)
            on_points.push_back(std::string(problem_code(kind_problem(k))) + " at " +
                                point_name(p));
    };
    Point general_at[kSideCount] = {kNoPoint, kNoPoint};
    for (Point p = 0; p < kPointCount; ++p) {
        const Piece pc = setup.board[static_cast<std::size_t>(p)];
        if (pc == kNoPiece) continue;
        if (pc >= kPieceCodeCount) return problems;  // unreachable from parse_fen; refuse anyway
        const Side s = side_of(pc);
        ++count[s][kind_of(pc)];
        switch (kind_of(pc)) {
        case General:
            if (!in_palace(s, p))
                problems.add(SetupProblem::GeneralOutsidePalace);
            else
                general_at[s] = p;
            break;
        case Advisor:
            if (advisor_point(s, p)) break;
            problems.add(SetupProblem::AdvisorOnBadPoint);
            if (warnings && !in_palace(s, p)) fatal.add(SetupProblem::AdvisorOnBadPoint);
            bad_point(Advisor, p);
            break;
        case Elephant:
            if (elephant_point(s, p)) break;
            problems.add(SetupProblem::ElephantOnBadPoint);
            // The regions the rules confine a piece to: outside them it cannot be judged at all.
            if (warnings && !own_half(s, p)) fatal.add(SetupProblem::ElephantOnBadPoint);
            bad_point(Elephant, p);
            break;
        case Soldier:
            if (soldier_point(s, p)) break;
            problems.add(SetupProblem::SoldierOnBadPoint);
            bad_point(Soldier, p);
            break;
        default:
            break;
        }
    }
    for (int s = 0; s < kSideCount; ++s) {
        for (int k = 0; k < kKindCount; ++k) {
            if (count[s][k] > kSetCount[k]) problems.add(kTooMany[k]);
        }
    }
    if (count[Red][General] == 0) problems.add(SetupProblem::MissingRedGeneral);
    if (count[Black][General] == 0) problems.add(SetupProblem::MissingBlackGeneral);

    // Facing and check: only with exactly one general each, both inside their palaces.
    if (count[Red][General] == 1 && count[Black][General] == 1) {
        Position probe;
        for (Point p = 0; p < kPointCount; ++p) {
            const Piece pc = setup.board[static_cast<std::size_t>(p)];
            if (pc != kNoPiece) probe.put(p, pc);
        }
        const Point red = general_at[Red];
        const Point black = general_at[Black];
        bool facing = false;
        if (red != kNoPoint && black != kNoPoint && file_of(red) == file_of(black)) {
            const unsigned between =
                probe.file_occ(file_of(red)) & tables::between_bits(rank_of(red), rank_of(black));
            facing = between == 0;
        }
        const Side waiting = ~setup.side_to_move;
        if (facing) {
            problems.add(SetupProblem::GeneralsFacing);
        } else if (general_at[waiting] != kNoPoint) {
            const Point k = general_at[waiting];
            // The generals themselves never attack (their step stays in their own palace).
            const Bitboard keep = ~probe.pieces(setup.side_to_move, General) & kBoardMask;
            if (is_attacked_after(probe, k, setup.side_to_move, probe.rank_occ(rank_of(k)),
                                  probe.file_occ(file_of(k)), probe.occupied(), keep)) {
                problems.add(SetupProblem::SideNotToMoveInCheck);
            }
        }
    }
    if (problems.empty()) return build(setup);
    if (!warnings) return problems;
    for (int i = 0; i < kSetupProblemCount; ++i) {
        const auto p = static_cast<SetupProblem>(i);
        if (problems.has(p) && !((kWaivable >> i) & 1u)) fatal.add(p);
    }
    // More men than the set's 16 on a side: refused (the move-list bound, move.h).
    for (int s = 0; s < kSideCount; ++s) {
        int men = 0;
        for (int k = 0; k < kKindCount; ++k) men += count[s][k];
        for (int k = 0; k < kKindCount && men > 16; ++k)
            if (count[s][k] > kSetCount[k]) fatal.add(kTooMany[k]);
    }
    if (!fatal.empty()) return fatal;
    *warnings = std::move(on_points);
    for (int s = 0; s < kSideCount; ++s) {
        for (int k = 0; k < kKindCount; ++k) {
            if (count[s][k] <= kSetCount[k]) continue;
            warnings->push_back(std::string(problem_code(kTooMany[k])) + " (" +
                                (s == Red ? "red" : "black") + ": " + std::to_string(count[s][k]) +
                                ")");
        }
    }
    return build(setup);
}

Position Position::build(const Setup& setup) {
    Position pos;
    for (Point p = 0; p < kPointCount; ++p) {
        const Piece pc = setup.board[static_cast<std::size_t>(p)];
        if (pc != kNoPiece) pos.put(p, pc);
    }
    pos.side_ = setup.side_to_move;
    pos.halfmove_ = setup.halfmove_clock;
    pos.fullmove_ = setup.fullmove_number;
    pos.hash_ = pos.compute_hash();
    return pos;
}

Position Position::startpos() {
    // rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1
    Setup s;
    constexpr Kind kBack[kFileCount] = {Chariot, Horse,    Elephant, Advisor, General,
                                        Advisor, Elephant, Horse,    Chariot};
    for (int side = 0; side < kSideCount; ++side) {
        const Side sd = static_cast<Side>(side);
        auto at = [&](int file, int rel_rank) {
            return static_cast<std::size_t>(
                make_point(file, sd == Red ? rel_rank : kRankCount - 1 - rel_rank));
        };
        for (int f = 0; f < kFileCount; ++f) {
            s.board[at(f, 0)] = make_piece(sd, kBack[f]);
            if (f % 2 == 0) s.board[at(f, 3)] = make_piece(sd, Soldier);
        }
        s.board[at(1, 2)] = make_piece(sd, Cannon);
        s.board[at(7, 2)] = make_piece(sd, Cannon);
    }
    return from_setup(s).value();
}

Setup Position::to_setup() const {
    Setup s;
    s.board = board_;
    s.side_to_move = side_;
    s.halfmove_clock = halfmove_;
    s.fullmove_number = fullmove_;
    return s;
}

std::uint64_t Position::compute_hash() const {
    std::uint64_t h = side_ == Black ? tables::kZobrist.black_to_move : 0;
    for (Point p = 0; p < kPointCount; ++p) {
        const Piece pc = board_[static_cast<std::size_t>(p)];
        if (pc != kNoPiece) h ^= tables::kZobrist.piece[pc][static_cast<std::size_t>(p)];
    }
    return h;
}

bool Position::invariants_hold() const {
    // I1, I2
    Bitboard all = 0;
    for (int s = 0; s < kSideCount; ++s) {
        Bitboard side = 0;
        for (int k = 0; k < kKindCount; ++k) {
            if (pieces_[s][k] & ~kBoardMask) return false;
            if (side & pieces_[s][k]) return false;
            side |= pieces_[s][k];
        }
        if (side != side_bb_[s]) return false;
        all |= side;
    }
    if (side_bb_[Red] & side_bb_[Black]) return false;
    if (all != occ_ || (occ_ & ~kBoardMask)) return false;
    // I3, I4
    for (Point p = 0; p < kPointCount; ++p) {
        const Piece pc = board_[static_cast<std::size_t>(p)];
        const bool occupied = test(occ_, p);
        if (pc >= kPieceCodeCount) return false;
        if ((pc != kNoPiece) != occupied) return false;
        if (pc != kNoPiece && !test(pieces_[side_of(pc)][kind_of(pc)], p)) return false;
        if (((rank_occ_[static_cast<std::size_t>(rank_of(p))] >> file_of(p)) & 1u) !=
            (occupied ? 1u : 0u))
            return false;
        if (((file_occ_[static_cast<std::size_t>(file_of(p))] >> rank_of(p)) & 1u) !=
            (occupied ? 1u : 0u))
            return false;
    }
    for (int r = 0; r < kRankCount; ++r)
        if (rank_occ_[static_cast<std::size_t>(r)] >> kFileCount) return false;
    for (int f = 0; f < kFileCount; ++f)
        if (file_occ_[static_cast<std::size_t>(f)] >> kRankCount) return false;
    // I5
    for (int s = 0; s < kSideCount; ++s) {
        const Side sd = static_cast<Side>(s);
        if (popcount(pieces_[s][General]) != 1) return false;
        if (pieces_[s][General] != bit(general_[s]) || !in_palace(sd, general_[s])) return false;
    }
    if (file_of(general_[Red]) == file_of(general_[Black]) &&
        (file_occ_[static_cast<std::size_t>(file_of(general_[Red]))] &
         tables::between_bits(rank_of(general_[Red]), rank_of(general_[Black]))) == 0)
        return false;
    // I6, I7
    return hash_ == compute_hash() && halfmove_ >= 0 && fullmove_ >= 1;
}

}  // namespace arbiter::fast::xiangqi
