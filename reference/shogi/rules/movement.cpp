// How each piece moves (docs/rules.md shogi.king.step .. shogi.promoted.gold-movers), and
// shogi.capture.to-hand. Patterns are written from sente's side (forward = toward rank a) and
// turned around for gote.

#include <span>

#include "reference/shogi/rules.h"

namespace arbiter::reference::shogi {

namespace {

struct Direction {
    int dfile;
    int drank;  // -1 = forward for sente
};

// Every direction a shogi piece can step or slide, from sente's side.
constexpr Direction kForward{0, -1}, kBack{0, 1}, kLeft{1, 0}, kRight{-1, 0};
constexpr Direction kForwardLeft{1, -1}, kForwardRight{-1, -1}, kBackLeft{1, 1}, kBackRight{-1, 1};

constexpr Direction kOrthogonal[] = {kForward, kBack, kLeft, kRight};
constexpr Direction kDiagonal[] = {kForwardLeft, kForwardRight, kBackLeft, kBackRight};
constexpr Direction kAllEight[] = {kForward,     kBack,         kLeft,     kRight,
                                   kForwardLeft, kForwardRight, kBackLeft, kBackRight};
// shogi.gold.step: forward, diagonally forward, sideways or straight back.
constexpr Direction kGoldSteps[] = {kForward, kForwardLeft, kForwardRight, kLeft, kRight, kBack};
// shogi.silver.step: forward or any of the four diagonals.
constexpr Direction kSilverSteps[] = {kForward, kForwardLeft, kForwardRight, kBackLeft, kBackRight};
// shogi.knight.leap: two forward and one sideways, jumping.
constexpr Direction kKnightLeaps[] = {{1, -2}, {-1, -2}};
// shogi.pawn.step and shogi.lance.slide: straight forward.
constexpr Direction kStraightForward[] = {kForward};

struct Pattern {
    std::span<const Direction> steps;   // one square (or one leap), jumping nothing
    std::span<const Direction> slides;  // any distance, stopping at the first piece
};

Pattern pattern_of(PieceKind kind) {
    switch (kind) {
    case PieceKind::King:
        return {kAllEight, {}};
    case PieceKind::Rook:
        return {{}, kOrthogonal};
    case PieceKind::Bishop:
        return {{}, kDiagonal};
    case PieceKind::Gold:
    case PieceKind::Tokin:
    case PieceKind::PromotedLance:
    case PieceKind::PromotedKnight:
    case PieceKind::PromotedSilver:
        return {kGoldSteps, {}};
    case PieceKind::Silver:
        return {kSilverSteps, {}};
    case PieceKind::Knight:
        return {kKnightLeaps, {}};
    case PieceKind::Lance:
        return {{}, kStraightForward};
    case PieceKind::Pawn:
        return {kStraightForward, {}};
    // shogi.promoted.dragon: the rook's slides plus one step in any (diagonal) direction.
    case PieceKind::Dragon:
        return {kDiagonal, kOrthogonal};
    // shogi.promoted.horse: the bishop's slides plus one step in any (orthogonal) direction.
    case PieceKind::Horse:
        return {kOrthogonal, kDiagonal};
    }
    return {};
}

Square shifted(Square from, Direction d, Side side) {
    const int sign = side == Side::Sente ? 1 : -1;  // gote's pattern is sente's turned round
    return Square{from.file + sign * d.dfile, from.rank + sign * d.drank};
}

// Calls visit(square) for each square the piece on `from` reaches (attacks), own pieces included.
template <class Visit>
void visit_reach(const Board& board, Square from, Visit&& visit) {
    const auto& piece = board.at(from);
    if (!piece) return;
    const Pattern pattern = pattern_of(piece->kind);
    for (const Direction d : pattern.steps) {
        const Square to = shifted(from, d, piece->side);
        if (on_board(to) && !visit(to)) return;
    }
    for (const Direction d : pattern.slides) {
        for (Square to = shifted(from, d, piece->side); on_board(to);
             to = shifted(to, d, piece->side)) {
            if (!visit(to)) return;
            if (board.at(to)) break;  // no jumping
        }
    }
}

std::vector<Square> targets_of_kind(const Board& board, Square from, PieceKind expected) {
    std::vector<Square> targets;
    const auto& piece = board.at(from);
    if (!piece || piece->kind != expected) return targets;
    visit_reach(board, from, [&](Square to) {
        const auto& there = board.at(to);
        if (!there || there->side != piece->side) targets.push_back(to);
        return true;
    });
    return targets;
}

}  // namespace

std::vector<Square> king_step_targets(const Board& board, Square from) {
    return targets_of_kind(board, from, PieceKind::King);
}
std::vector<Square> rook_slide_targets(const Board& board, Square from) {
    return targets_of_kind(board, from, PieceKind::Rook);
}
std::vector<Square> bishop_slide_targets(const Board& board, Square from) {
    return targets_of_kind(board, from, PieceKind::Bishop);
}
std::vector<Square> gold_step_targets(const Board& board, Square from) {
    return targets_of_kind(board, from, PieceKind::Gold);
}
std::vector<Square> silver_step_targets(const Board& board, Square from) {
    return targets_of_kind(board, from, PieceKind::Silver);
}
std::vector<Square> knight_leap_targets(const Board& board, Square from) {
    return targets_of_kind(board, from, PieceKind::Knight);
}
std::vector<Square> lance_slide_targets(const Board& board, Square from) {
    return targets_of_kind(board, from, PieceKind::Lance);
}
std::vector<Square> pawn_step_targets(const Board& board, Square from) {
    return targets_of_kind(board, from, PieceKind::Pawn);
}
std::vector<Square> promoted_dragon_targets(const Board& board, Square from) {
    return targets_of_kind(board, from, PieceKind::Dragon);
}
std::vector<Square> promoted_horse_targets(const Board& board, Square from) {
    return targets_of_kind(board, from, PieceKind::Horse);
}
std::vector<Square> promoted_gold_movers_targets(const Board& board, Square from) {
    const auto& piece = board.at(from);
    if (!piece || !is_promoted(piece->kind) || piece->kind == PieceKind::Dragon ||
        piece->kind == PieceKind::Horse) {
        return {};
    }
    return targets_of_kind(board, from, piece->kind);
}

std::vector<Square> piece_targets(const Board& board, Square from) {
    const auto& piece = board.at(from);
    if (!piece) return {};
    switch (piece->kind) {
    case PieceKind::King:
        return king_step_targets(board, from);
    case PieceKind::Rook:
        return rook_slide_targets(board, from);
    case PieceKind::Bishop:
        return bishop_slide_targets(board, from);
    case PieceKind::Gold:
        return gold_step_targets(board, from);
    case PieceKind::Silver:
        return silver_step_targets(board, from);
    case PieceKind::Knight:
        return knight_leap_targets(board, from);
    case PieceKind::Lance:
        return lance_slide_targets(board, from);
    case PieceKind::Pawn:
        return pawn_step_targets(board, from);
    case PieceKind::Dragon:
        return promoted_dragon_targets(board, from);
    case PieceKind::Horse:
        return promoted_horse_targets(board, from);
    case PieceKind::Tokin:
    case PieceKind::PromotedLance:
    case PieceKind::PromotedKnight:
    case PieceKind::PromotedSilver:
        return promoted_gold_movers_targets(board, from);
    }
    return {};
}

bool piece_reaches(const Board& board, Square from, Square to) {
    bool reached = false;
    visit_reach(board, from, [&](Square s) {
        reached = s == to;
        return !reached;
    });
    return reached;
}

RuleId movement_rule(PieceKind kind) {
    switch (kind) {
    case PieceKind::King:
        return RuleId::KingStep;
    case PieceKind::Rook:
        return RuleId::RookSlide;
    case PieceKind::Bishop:
        return RuleId::BishopSlide;
    case PieceKind::Gold:
        return RuleId::GoldStep;
    case PieceKind::Silver:
        return RuleId::SilverStep;
    case PieceKind::Knight:
        return RuleId::KnightLeap;
    case PieceKind::Lance:
        return RuleId::LanceSlide;
    case PieceKind::Pawn:
        return RuleId::PawnStep;
    case PieceKind::Dragon:
        return RuleId::PromotedDragon;
    case PieceKind::Horse:
        return RuleId::PromotedHorse;
    case PieceKind::Tokin:
    case PieceKind::PromotedLance:
    case PieceKind::PromotedKnight:
    case PieceKind::PromotedSilver:
        return RuleId::PromotedGoldMovers;
    }
    return RuleId::IllegalMove;
}

void capture_to_hand(Hand& captor_hand, PieceKind captured) {
    const PieceKind held = unpromoted(captured);  // a promoted piece loses its promotion
    if (is_hand_kind(held)) ++captor_hand.count[kind_index(held)];
}

}  // namespace arbiter::reference::shogi
