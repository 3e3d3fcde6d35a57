// The rules that end a game of shogi (docs/rules.md): shogi.checkmate, shogi.sennichite and
// shogi.sennichite.perpetual-check, shogi.impasse under each impasse rule, shogi.max-plies.

#include "reference/shogi/game.h"

namespace arbiter::reference::shogi {

namespace {

constexpr int kSeedImpassePoints = 27;     // 27点法: fewer than 27 loses
constexpr int kProImpassePoints = 24;      // JSA professional rule
constexpr int kCsaSentePoints = 28;        // CSA declaration: sente needs 28,
constexpr int kCsaGotePoints = 27;         // gote 27,
constexpr int kCsaPiecesInZone = 10;       // with 10 pieces besides the king in the zone
constexpr int kSennichiteOccurrences = 4;  // 千日手: the fourth occurrence

GameStatus decided(bool check, Side winner, RuleId reason) {
    return GameStatus{check, Outcome::Win, winner, reason};
}

// CSA 27-point declaration (入玉宣言法): the side to move declares; it wins when its king is in
// the zone and not in check, ten of its other pieces stand in the zone, and its pieces in the
// zone plus its hand are worth 28 points (sente) or 27 (gote). A wrong declaration loses.
GameStatus csa_declaration(const Position& position) {
    const Side declarer = position.side_to_move();
    const bool check = in_check(position);
    const auto king = king_square(position.board(), declarer);
    int pieces_in_zone = 0;
    int points = 0;
    for (int index = 0; index < kSquareCount; ++index) {
        const Square square = square_at(index);
        const auto& piece = position.board().at(square);
        if (!piece || piece->side != declarer || piece->kind == PieceKind::King) continue;
        if (!in_zone(declarer, square)) continue;
        ++pieces_in_zone;
        points += impasse_piece_points(piece->kind);
    }
    for (int k = 0; k < kHandKindCount; ++k) {
        points +=
            position.hand(declarer).count[k] * impasse_piece_points(static_cast<PieceKind>(k));
    }
    const int needed = declarer == Side::Sente ? kCsaSentePoints : kCsaGotePoints;
    const bool valid = king && in_zone(declarer, *king) && !check &&
                       pieces_in_zone >= kCsaPiecesInZone && points >= needed;
    return decided(check, valid ? declarer : opponent(declarer), RuleId::Impasse);
}

}  // namespace

bool checkmate_reached(const Position& position) { return !has_legal_move(position); }

bool sennichite_reached(const Game& game) {
    int occurrences = 0;
    for (const Position& p : game.positions()) {
        if (p.same_for_repetition(game.position())) ++occurrences;
    }
    return occurrences >= kSennichiteOccurrences;
}

std::optional<Side> sennichite_perpetual_check_reached(const Game& game) {
    if (!sennichite_reached(game)) return std::nullopt;
    std::size_t first = 0;
    while (!game.positions()[first].same_for_repetition(game.position())) ++first;
    // Move i leads from positions()[i] to positions()[i + 1]; its mover is positions()[i]'s side.
    std::array<bool, kSideCount> always_checked{true, true};
    std::array<bool, kSideCount> moved{false, false};
    for (std::size_t i = first; i < game.moves().size(); ++i) {
        const int mover = side_index(game.positions()[i].side_to_move());
        moved[mover] = true;
        if (!game.gave_check()[i]) always_checked[mover] = false;
    }
    const bool sente = moved[0] && always_checked[0];
    const bool gote = moved[1] && always_checked[1];
    if (sente == gote) return std::nullopt;
    return sente ? Side::Sente : Side::Gote;
}

int impasse_piece_points(PieceKind kind) {
    switch (unpromoted(kind)) {
    case PieceKind::King:
        return 0;
    case PieceKind::Rook:
    case PieceKind::Bishop:
        return 5;
    default:
        return 1;
    }
}

int impasse_points(const Position& position, Side side) {
    int points = 0;
    for (int index = 0; index < kSquareCount; ++index) {
        const auto& piece = position.board().at(square_at(index));
        if (piece && piece->side == side) points += impasse_piece_points(piece->kind);
    }
    for (int k = 0; k < kHandKindCount; ++k) {
        points += position.hand(side).count[k] * impasse_piece_points(static_cast<PieceKind>(k));
    }
    return points;
}

// shogi.impasse (持将棋, docs/rules.md): judged only when asked, and for the point-count rules only
// with both kings in their promotion zones. Default rule: if only one side has fewer than 27 points
// it loses, otherwise draw. Pro rule: the same with 24.
std::optional<GameStatus> impasse_reached(const Position& position, ImpasseRule rule) {
    if (rule == ImpasseRule::Csa27Declaration) return csa_declaration(position);
    const bool check = in_check(position);
    const auto sente_king = king_square(position.board(), Side::Sente);
    const auto gote_king = king_square(position.board(), Side::Gote);
    if (!sente_king || !gote_king || !in_zone(Side::Sente, *sente_king) ||
        !in_zone(Side::Gote, *gote_king)) {
        return std::nullopt;
    }
    const int threshold = rule == ImpasseRule::Pro24Points ? kProImpassePoints : kSeedImpassePoints;
    const bool sente_short = impasse_points(position, Side::Sente) < threshold;
    const bool gote_short = impasse_points(position, Side::Gote) < threshold;
    if (sente_short != gote_short)
        return decided(check, sente_short ? Side::Gote : Side::Sente, RuleId::Impasse);
    return GameStatus{check, Outcome::Draw, std::nullopt, RuleId::Impasse};
}

// shogi.max-plies (docs/rules.md; CSA, the rules of the World Computer Shogi Championship: a game
// that reaches 256 plies is a draw): the limit is reached once the game has `max_plies` plies,
// that is from SFEN move number max_plies + 1 on. 0 sets no limit.
bool max_plies_reached(const Position& position, int max_plies) {
    if (max_plies <= 0) return false;
    const std::uint64_t plies_played = std::uint64_t{position.setup().move_number} - 1;
    return plies_played >= static_cast<std::uint64_t>(max_plies);
}

namespace {

// The pieces besides the king of `side` in its zone, and their points plus the hand's (the CSA
// count).
std::pair<int, int> zone_count(const Position& position, Side side) {
    int pieces = 0;
    int points = 0;
    for (int index = 0; index < kSquareCount; ++index) {
        const Square square = square_at(index);
        const auto& piece = position.board().at(square);
        if (!piece || piece->side != side || piece->kind == PieceKind::King) continue;
        if (!in_zone(side, square)) continue;
        ++pieces;
        points += impasse_piece_points(piece->kind);
    }
    for (int k = 0; k < kHandKindCount; ++k)
        points += position.hand(side).count[k] * impasse_piece_points(static_cast<PieceKind>(k));
    return {pieces, points};
}

}  // namespace

ImpasseEvidence impasse_evidence(const Position& position, ImpasseRule rule) {
    ImpasseEvidence out;
    const bool csa = rule == ImpasseRule::Csa27Declaration;
    const Side mover = position.side_to_move();
    for (const Side side : {Side::Sente, Side::Gote}) {
        if (csa && side != mover) continue;  // only the declarer's conditions count
        ImpasseSideFacts facts;
        facts.side = side;
        const auto [pieces, zone_points] = zone_count(position, side);
        facts.pieces_in_zone = pieces;
        facts.points = csa ? zone_points : impasse_points(position, side);
        facts.king = king_square(position.board(), side);
        facts.king_in_zone = facts.king && in_zone(side, *facts.king);
        facts.in_check = side == mover && in_check(position);
        out.sides.push_back(facts);
        out.conditions.push_back({"king_in_zone", side, facts.king_in_zone});
        if (csa) {
            const bool sente = side == Side::Sente;
            out.conditions.push_back({"not_in_check", side, !facts.in_check});
            out.conditions.push_back(
                {"ten_pieces_in_zone", side, facts.pieces_in_zone >= kCsaPiecesInZone});
            out.conditions.push_back({sente ? "28_points" : "27_points", side,
                                      facts.points >= (sente ? kCsaSentePoints : kCsaGotePoints)});
        } else {
            const bool pro = rule == ImpasseRule::Pro24Points;
            out.conditions.push_back(
                {pro ? "24_points" : "27_points", side,
                 facts.points >= (pro ? kProImpassePoints : kSeedImpassePoints)});
        }
    }
    return out;
}

}  // namespace arbiter::reference::shogi
