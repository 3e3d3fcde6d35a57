// The legal moves of a position, and `explain`: the first rule a move breaks.

#include <algorithm>
#include <cstdlib>

#include "reference/chess/rules.h"

namespace arbiter::reference::chess {

namespace {
constexpr PieceType kPromotionChoices[] = {PieceType::Queen, PieceType::Rook, PieceType::Bishop,
                                           PieceType::Knight};
}

std::vector<Move> legal_moves(const Position& pos) {
    const Color us = pos.side_to_move();
    std::vector<Move> candidates;
    for (int i = 0; i < kSquareCount; ++i) {
        const Square from = Square::from_index(i);
        const auto& piece = pos.board()[from];
        if (!piece || piece->color != us) continue;
        for (Square to : pattern_targets(pos, from)) {
            if (piece->type == PieceType::Pawn && to.rank() == promotion_rank(us)) {
                for (PieceType promotion : kPromotionChoices)
                    candidates.push_back(Move{from, to, promotion});
            } else {
                candidates.push_back(Move{from, to, std::nullopt});
            }
        }
    }
    for (Wing wing : {Wing::King, Wing::Queen}) {
        if (!first_broken_castling_rule(pos, wing)) candidates.push_back(castling_move(pos, wing));
    }
    std::vector<Move> legal;
    legal.reserve(candidates.size());
    for (const Move& move : candidates) {
        if (!breaks_self_check(pos, move)) legal.push_back(move);
    }
    return legal;
}

namespace {

// The pawn rule a pawn move that fits none of the pawn's patterns breaks, chosen by its shape.
RuleId pawn_rule_for_shape(const Position& pos, const Move& move) {
    const Color us = pos.side_to_move();
    const int df = move.to.file() - move.from.file();
    const int dr = (move.to.rank() - move.from.rank()) * forward(us);
    if (df == 0 && dr == 2) return RuleId::PawnDoublePush;
    if (std::abs(df) == 1 && dr == 1) {
        // A diagonal step onto an empty square beside an enemy pawn can only be an en passant
        // capture, refused because that pawn did not just double-push (or it was not the last
        // move).
        const auto beside = pos.board()[*Square::at(move.to.file(), move.from.rank())];
        const bool beside_enemy_pawn = beside == Piece{opponent(us), PieceType::Pawn};
        return !pos.board()[move.to] && beside_enemy_pawn ? RuleId::PawnEnPassant
                                                          : RuleId::PawnCapture;
    }
    return RuleId::PawnPush;
}

}  // namespace

std::optional<RuleId> first_broken_rule(const Position& pos, const Move& move) {
    const auto& piece = pos.board()[move.from];
    if (!piece || piece->color != pos.side_to_move()) return RuleId::MoveOwnPiece;

    if (auto wing = castling_wing(pos, move)) {
        if (auto broken = first_broken_castling_rule(pos, *wing)) return broken;
        // chess.castling.rights: in Chess960 the rook the king takes must be the one the right
        // names (X-FEN's inner rook, say, and not the one beside it).
        if (move.to != castling_move(pos, *wing).to) return RuleId::CastlingRights;
        if (move.promotion) return RuleId::PawnPromotion;
    } else {
        const auto targets = pattern_targets(pos, move.from);
        if (std::find(targets.begin(), targets.end(), move.to) == targets.end()) {
            return piece->type == PieceType::Pawn ? pawn_rule_for_shape(pos, move)
                                                  : movement_rule(piece->type);
        }
        if (breaks_pawn_promotion(pos, move)) return RuleId::PawnPromotion;
    }
    if (breaks_self_check(pos, move)) return RuleId::SelfCheck;
    return std::nullopt;
}

}  // namespace arbiter::reference::chess
