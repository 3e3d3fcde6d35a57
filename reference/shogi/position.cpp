// Position validation (shogi.sfen) and playing a move on a copy.

#include "reference/shogi/position.h"

#include <array>
#include <cassert>

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
    SetupProblem::TooManyKings,   SetupProblem::MissingKing, SetupProblem::UnmovablePiece,
    SetupProblem::Nifu,           SetupProblem::TooManyPieces, SetupProblem::OppositeCheck};

}  // namespace

std::string_view problem_code(SetupProblem problem) {
    switch (problem) {
    case SetupProblem::TooManyKings: return "too_many_kings";
    case SetupProblem::MissingKing: return "missing_king";
    case SetupProblem::UnmovablePiece: return "unmovable_piece";
    case SetupProblem::Nifu: return "nifu";
    case SetupProblem::TooManyPieces: return "too_many_pieces";
    case SetupProblem::OppositeCheck: return "opposite_check";
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

SetupProblems sfen_problems(const Setup& setup) {
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
        }
        if (piece->kind == PieceKind::Pawn) ++pawns_on_file[side_index(piece->side)][square.file];
    }
    for (const Side side : {Side::Sente, Side::Gote}) {
        for (int k = 0; k < kHandKindCount; ++k) material[k] += setup.hand(side).count[k];
        for (const int n : pawns_on_file[side_index(side)]) {
            if (n > 1) problems.add(SetupProblem::Nifu);
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

Result<Position, SetupProblems> Position::from_setup(const Setup& setup) {
    const SetupProblems problems = sfen_problems(setup);
    if (!problems.empty()) return problems;
    return Position(setup);
}

Position Position::from_setup_unchecked(const Setup& setup) {
    assert(sfen_problems(setup).empty());
    return Position(setup);
}

Position Position::after(const Move& move) const {
    Position next = *this;
    Setup& s = next.setup_;
    const Side mover = s.side_to_move;
    if (const auto* m = std::get_if<BoardMove>(&move)) {
        const auto piece = s.board.at(m->from);
        assert(piece && piece->side == mover);
        if (const auto& captured = s.board.at(m->to)) capture_to_hand(s.hand(mover), captured->kind);
        Piece moved = *piece;
        if (m->promote && can_promote(moved.kind)) moved.kind = promoted(moved.kind);
        s.board.put(m->from, std::nullopt);
        s.board.put(m->to, moved);
    } else {
        const auto& d = std::get<Drop>(move);
        const PieceKind held = unpromoted(d.kind);
        if (is_hand_kind(held) && s.hand(mover).count[kind_index(held)] > 0) {
            --s.hand(mover).count[kind_index(held)];
        }
        s.board.put(d.to, Piece{mover, d.kind});
    }
    s.side_to_move = opponent(mover);
    if (s.move_number < UINT32_MAX) ++s.move_number;
    return next;
}

bool Position::same_for_repetition(const Position& other) const {
    return setup_.board == other.setup_.board && setup_.hands == other.setup_.hands &&
           setup_.side_to_move == other.setup_.side_to_move;
}

Result<Position, std::string> position_from_text(std::string_view text,
                                                 std::vector<std::string>* problem_codes) {
    std::optional<Setup> setup = named_setup(text);
    if (!setup) {
        auto parsed = parse_sfen(text);
        if (!parsed) {
            if (problem_codes) {
                *problem_codes = {std::string(parse_error_code(parsed.error().kind))};
            }
            return describe(parsed.error());
        }
        setup = parsed.value();
    }
    auto position = Position::from_setup(*setup);
    if (!position) {
        if (problem_codes) *problem_codes = position.error().codes();
        return position.error().describe();
    }
    return position.value();
}

}  // namespace arbiter::reference::shogi
