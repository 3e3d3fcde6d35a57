// Setup validation (shogi.sfen; SFEN syntax is in notation.cpp) and the named setups: the
// standard array and the handicaps (駒落ち) of docs/rules.md.

#include "reference/shogi/setup.h"

#include <array>
#include <cassert>
#include <string>
#include <vector>

#include "reference/shogi/notation.h"
#include "reference/shogi/position.h"
#include "reference/shogi/rules.h"

namespace arbiter::reference::shogi {

namespace {

// The pieces of one set of shogi (both sides), by unpromoted kind.
constexpr std::array<int, kHandKindCount> kSetCount = {
    18,  // Pawn
    4,   // Lance
    4,   // Knight
    4,   // Silver
    4,   // Gold
    2,   // Bishop
    2,   // Rook
};

constexpr std::array<SetupProblem, kSetupProblemCount> kAllProblems = {
    SetupProblem::TooManyKings, SetupProblem::MissingKing,   SetupProblem::UnmovablePiece,
    SetupProblem::Nifu,         SetupProblem::TooManyPieces, SetupProblem::OppositeCheck};

}  // namespace

std::string_view problem_code(SetupProblem problem) {
    switch (problem) {
    case SetupProblem::TooManyKings:
        return "too_many_kings";
    case SetupProblem::MissingKing:
        return "missing_king";
    case SetupProblem::UnmovablePiece:
        return "unmovable_piece";
    case SetupProblem::Nifu:
        return "nifu";
    case SetupProblem::TooManyPieces:
        return "too_many_pieces";
    case SetupProblem::OppositeCheck:
        return "opposite_check";
    }
    return "invalid";
}

std::vector<std::string> SetupProblems::codes() const {
    std::vector<std::string> out;
    for (const auto p : kAllProblems) {
        if (has(p)) out.emplace_back(problem_code(p));
    }
    return out;
}

std::string SetupProblems::describe() const {
    std::string text = "invalid SFEN (shogi.sfen):";
    for (const auto& code : codes()) text += " " + code;
    return text;
}

namespace {

// shogi.sfen in one walk for both readings: `warnings`, when given, gets the problems the
// --lenient reading waives, one per piece ("unmovable_piece at 2b") or per side and file ("nifu
// (sente, file 5)").
SetupProblems survey(const Setup& setup, std::vector<std::string>* warnings) {
    SetupProblems problems;
    std::array<int, kSideCount> kings{};
    std::array<int, kHandKindCount> material{};
    std::array<std::array<int, kFileCount + 1>, kSideCount> pawns_on_file{};
    for (int index = 0; index < kSquareCount; ++index) {
        const Square square = square_at(index);
        const auto& piece = setup.board.at(square);
        if (!piece) continue;
        if (piece->kind == PieceKind::King) {
            ++kings[side_index(piece->side)];
            continue;
        }
        ++material[kind_index(unpromoted(piece->kind))];
        if (has_no_move_from(piece->side, piece->kind, square)) {
            problems.add(SetupProblem::UnmovablePiece);
            if (warnings) {
                warnings->push_back("unmovable_piece at " + std::to_string(square.file) +
                                    static_cast<char>('a' + square.rank - 1));
            }
        }
        if (piece->kind == PieceKind::Pawn) ++pawns_on_file[side_index(piece->side)][square.file];
    }
    for (const Side side : {Side::Sente, Side::Gote}) {
        for (int k = 0; k < kHandKindCount; ++k) material[k] += setup.hand(side).count[k];
        for (int file = 1; file <= kFileCount; ++file) {
            if (pawns_on_file[side_index(side)][file] < 2) continue;
            problems.add(SetupProblem::Nifu);
            if (warnings) {
                warnings->push_back(std::string("nifu (") +
                                    (side == Side::Sente ? "sente" : "gote") + ", file " +
                                    std::to_string(file) + ")");
            }
        }
        if (kings[side_index(side)] > 1) problems.add(SetupProblem::TooManyKings);
    }
    // A tsume problem may leave out the attacker's king, never both kings.
    if (kings[0] == 0 && kings[1] == 0) problems.add(SetupProblem::MissingKing);
    for (int k = 0; k < kHandKindCount; ++k) {
        if (material[k] > kSetCount[k]) problems.add(SetupProblem::TooManyPieces);
    }
    const Side waiting = opponent(setup.side_to_move);
    for (int index = 0; index < kSquareCount; ++index) {
        const auto& piece = setup.board.at(square_at(index));
        if (piece && piece->kind == PieceKind::King && piece->side == waiting &&
            is_attacked(setup.board, square_at(index), setup.side_to_move)) {
            problems.add(SetupProblem::OppositeCheck);
        }
    }
    return problems;
}

}  // namespace

SetupProblems sfen_problems(const Setup& setup) { return survey(setup, nullptr); }

Result<Position, SetupProblems> Position::from_setup(const Setup& setup) {
    const SetupProblems problems = sfen_problems(setup);
    if (!problems.empty()) return problems;
    return Position(setup);
}

Result<Position, SetupProblems> Position::from_setup_lenient(const Setup& setup,
                                                             std::vector<std::string>& warnings) {
    warnings.clear();
    std::vector<std::string> waived;
    const SetupProblems problems = survey(setup, &waived);
    SetupProblems fatal;
    for (const SetupProblem p : {SetupProblem::TooManyKings, SetupProblem::MissingKing,
                                 SetupProblem::TooManyPieces, SetupProblem::OppositeCheck}) {
        if (problems.has(p)) fatal.add(p);
    }
    if (!fatal.empty()) return fatal;
    warnings = std::move(waived);
    return Position(setup);
}

Position Position::from_setup_unchecked(const Setup& setup) {
    assert(sfen_problems(setup).empty());
    return Position(setup);
}

namespace {

struct NamedSfen {
    std::string_view name;
    std::string_view sfen;
};

// shogi.setup.standard: the standard array, sente moves first.
// shogi.setup.handicap (JSA 駒落ち): the handicap giver (上手) is gote, removes the listed
// pieces for good, and moves first. "Left" is the giver's left, i.e. the lance on 1a.
constexpr std::array<NamedSfen, 10> kNamedSetups = {{
    {"startpos", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"},
    {"lance", "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},  // 香落ち
    {"bishop", "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},   // 角落ち
    {"rook", "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},     // 飛車落ち
    {"rook-lance", "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},  // 飛香落ち
    {"2-piece", "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},  // 二枚落ち
    {"3-piece", "lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},  // 三枚落ち
    {"4-piece", "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},  // 四枚落ち
    {"6-piece", "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},    // 六枚落ち
    {"3-pawns", "4k4/9/9/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w 3p 1"},               // 歩三兵
}};

}  // namespace

std::optional<Setup> named_setup(std::string_view name) {
    for (const auto& named : kNamedSetups) {
        if (named.name != name) continue;
        auto parsed = parse_sfen(named.sfen);
        if (!parsed) return std::nullopt;  // unreachable: the table is well formed (unit-tested)
        return parsed.value();
    }
    return std::nullopt;
}

std::vector<std::string_view> named_setup_names() {
    std::vector<std::string_view> names;
    for (const auto& named : kNamedSetups) names.push_back(named.name);
    return names;
}

}  // namespace arbiter::reference::shogi
