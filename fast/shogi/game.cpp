// Game history and status.

#include "fast/shogi/game.h"

namespace arbiter::fast::shogi {

namespace {

constexpr int kSennichiteOccurrences = 4;  // 千日手: the fourth occurrence (shogi.sennichite)
constexpr int kSeedPoints = 27;
constexpr int kProPoints = 24;
constexpr int kCsaSentePoints = 28;
constexpr int kCsaGotePoints = 27;
constexpr int kCsaPiecesInZone = 10;

int piece_points(Kind k) {
    const Kind u = unpromote(k);
    return u == King ? 0 : (u == Rook || u == Bishop) ? 5 : 1;
}

int hand_points(const Position& pos, Side side) {
    int points = 0;
    for (int k = 0; k < kHandKindCount; ++k)
        points += pos.hand(side, static_cast<Kind>(k)) * piece_points(static_cast<Kind>(k));
    return points;
}

GameStatus win(bool check, Side winner, RuleId reason) {
    return GameStatus{check, Outcome::Win, winner, reason};
}
GameStatus draw(bool check, RuleId reason) {
    return GameStatus{check, Outcome::Draw, std::nullopt, reason};
}

}  // namespace

int impasse_points(const Position& pos, Side side) {
    int points = hand_points(pos, side);
    Bitboard own = pos.pieces(side);
    while (own) points += piece_points(kind_of(pos.at(pop_lsb(own))));
    return points;
}

ImpasseEvidence impasse_evidence(const Position& pos, ImpasseRule rule) {
    ImpasseEvidence out;
    const bool csa = rule == ImpasseRule::Csa27Declaration;
    const Side us = pos.side_to_move();
    for (const Side side : {Sente, Gote}) {
        if (csa && side != us) continue;
        const Bitboard zone = kTables.zone[side];
        const Bitboard in_zone = pos.pieces(side) & zone & ~pos.pieces(King);
        ImpasseSideFacts f;
        f.side = side;
        f.pieces_in_zone = popcount(in_zone);
        if (csa) {
            f.points = hand_points(pos, side);
            Bitboard b = in_zone;
            while (b) f.points += piece_points(kind_of(pos.at(pop_lsb(b))));
        } else {
            f.points = impasse_points(pos, side);
        }
        f.king = pos.king(side);
        f.king_in_zone = f.king != kNoSquare && test(zone, f.king);
        f.in_check = side == us && in_check(pos);
        out.sides.push_back(f);
        out.conditions.push_back({"king_in_zone", side, f.king_in_zone});
        if (csa) {
            const bool sente = side == Sente;
            out.conditions.push_back({"not_in_check", side, !f.in_check});
            out.conditions.push_back(
                {"ten_pieces_in_zone", side, f.pieces_in_zone >= kCsaPiecesInZone});
            out.conditions.push_back({sente ? "28_points" : "27_points", side,
                                      f.points >= (sente ? kCsaSentePoints : kCsaGotePoints)});
        } else {
            const bool pro = rule == ImpasseRule::Pro24Points;
            out.conditions.push_back({pro ? "24_points" : "27_points", side,
                                      f.points >= (pro ? kProPoints : kSeedPoints)});
        }
    }
    return out;
}

bool Game::play(Move m) {
    if (!is_legal(pos_, m)) return false;
    play_legal(m);
    return true;
}

void Game::play_legal(Move m) {
    const Undo u = pos_.make(m);
    history_.push_back(Entry{m, u, in_check(pos_)});
    moves_.push_back(m);
}

bool Game::undo() {
    if (history_.empty()) return false;
    pos_.unmake(history_.back().move, history_.back().undo);
    history_.pop_back();
    moves_.pop_back();
    return true;
}

std::pair<int, std::size_t> Game::repetitions() const {
    // Keys before each move: history_[i].undo.key is the key before move i.
    const std::uint64_t key = pos_.key();
    int occurrences = 1;
    std::size_t first = history_.size();
    for (std::size_t i = history_.size(); i-- > 0;) {
        if (history_[i].undo.key == key) {
            ++occurrences;
            first = i;
        }
    }
    return {occurrences, first};
}

int Game::occurrences() const { return repetitions().first; }

bool Game::sennichite_reached() const { return occurrences() >= kSennichiteOccurrences; }

GameStatus Game::status(const Rules& rules) const {
    const ImpasseRule rule = rules.impasse_rule;
    const bool check = in_check(pos_);
    const Side us = pos_.side_to_move();
    if (!has_legal_move(pos_)) return win(check, ~us, RuleId::Checkmate);
    const auto [occurrences, first] = repetitions();
    if (occurrences >= kSennichiteOccurrences) {
        // Move i is made by the side to move before it: sides alternate, the last move is ~us's.
        bool always[kSideCount] = {true, true};
        bool moved[kSideCount] = {false, false};
        for (std::size_t i = first; i < history_.size(); ++i) {
            const Side mover = ((history_.size() - i) % 2 == 1) ? ~us : us;
            moved[mover] = true;
            if (!history_[i].gave_check) always[mover] = false;
        }
        const bool sente = moved[Sente] && always[Sente];
        const bool gote = moved[Gote] && always[Gote];
        if (sente != gote) return win(check, sente ? Gote : Sente, RuleId::PerpetualCheck);
        return draw(check, RuleId::Sennichite);
    }
    if (rules.impasse_requested) {
        if (rule == ImpasseRule::Csa27Declaration) {
            const Square ksq = pos_.king(us);
            const Bitboard zone = kTables.zone[us];
            const Bitboard in_zone = pos_.pieces(us) & zone & ~pos_.pieces(King);
            int points = hand_points(pos_, us);
            Bitboard b = in_zone;
            while (b) points += piece_points(kind_of(pos_.at(pop_lsb(b))));
            const int needed = us == Sente ? kCsaSentePoints : kCsaGotePoints;
            const bool valid = ksq != kNoSquare && test(zone, ksq) && !check &&
                               popcount(in_zone) >= kCsaPiecesInZone && points >= needed;
            return win(check, valid ? us : ~us, RuleId::Impasse);
        }
        const Square sk = pos_.king(Sente);
        const Square gk = pos_.king(Gote);
        if (sk != kNoSquare && gk != kNoSquare && test(kTables.zone[Sente], sk) &&
            test(kTables.zone[Gote], gk)) {
            const int threshold = rule == ImpasseRule::Pro24Points ? kProPoints : kSeedPoints;
            const bool sente_short = impasse_points(pos_, Sente) < threshold;
            const bool gote_short = impasse_points(pos_, Gote) < threshold;
            if (sente_short != gote_short)
                return win(check, sente_short ? Gote : Sente, RuleId::Impasse);
            return draw(check, RuleId::Impasse);
        }
    }
    // shogi.max-plies (docs/rules.md): the SFEN move number n follows n - 1 plies.
    if (rules.max_plies > 0 && pos_.move_number() > static_cast<std::uint32_t>(rules.max_plies))
        return draw(check, RuleId::MaxPlies);
    return GameStatus{check, Outcome::Ongoing, std::nullopt, std::nullopt};
}

}  // namespace arbiter::fast::shogi
