// The oracle's view of fast/shogi: SFEN / named setups in, USI moves out (RULES.md).
//
// What is fast/'s own judgement and what is not:
//   - status: checkmate, sennichite (by Zobrist key), the perpetual-check verdict and the three
//     impasse rules are all fast/'s own (fast/shogi/game.cpp).
//   - explain: the reference is the explainer. fast/ gives a coarse verdict in catalogue order from
//     its own tables (no such piece, movement pattern, promotion optional/forced, drop rules,
//     uchifuzume for a checking pawn drop, else self-check); the corpus runner only checks the
//     reference's explain.

#include <algorithm>
#include <memory>
#include <string>

#include "fast/shogi/game.h"
#include "fast/shogi/notation.h"
#include "oracle/adapter.h"

namespace arbiter::oracle {
namespace {

namespace fs = arbiter::fast::shogi;

std::string_view movement_rule(fs::Kind k) {
    switch (k) {
    case fs::King: return "shogi.king.step";
    case fs::Rook: return "shogi.rook.slide";
    case fs::Bishop: return "shogi.bishop.slide";
    case fs::Gold: return "shogi.gold.step";
    case fs::Silver: return "shogi.silver.step";
    case fs::Knight: return "shogi.knight.leap";
    case fs::Lance: return "shogi.lance.slide";
    case fs::Pawn: return "shogi.pawn.step";
    case fs::Dragon: return "shogi.promoted.dragon";
    case fs::Horse: return "shogi.promoted.horse";
    default: return "shogi.promoted.gold-movers";
    }
}

std::string side_name(fs::Side s) { return s == fs::Sente ? "sente" : "gote"; }

Result<fs::Position> parse_position(std::string_view text) {
    fs::Position pos;
    if (!fs::Position::named(text, pos)) {
        const fs::ParseError e = fs::Position::parse_sfen(text, pos);
        if (e != fs::ParseError::None) {
            return make_error("invalid SFEN: " + std::string(fs::parse_error_code(e)),
                              {std::string(fs::parse_error_code(e))});
        }
    }
    if (const std::uint32_t problems = pos.problems()) {
        std::vector<std::string> codes;
        std::string message = "invalid SFEN (shogi.sfen):";
        for (int p = 0; p < fs::kProblemCount; ++p) {
            if (!((problems >> p) & 1u)) continue;
            codes.emplace_back(fs::problem_code(static_cast<fs::Problem>(p)));
            message += " " + codes.back();
        }
        return make_error(message, codes);
    }
    return pos;
}

std::string malformed(std::string_view move) {
    return "malformed USI move '" + std::string(move) + "' (expected e.g. 7g7f, 8h2b+, P*5e)";
}

class ShogiFastAdapter final : public Adapter {
public:
    ShogiFastAdapter() : game_(start()) {}

    Game game() const override { return Game::Shogi; }
    Impl impl() const override { return Impl::Fast; }

    Result<Ok> set_position(std::string_view fen, const std::vector<std::string>& moves) override {
        auto pos = parse_position(fen);
        if (!pos) return pos.error();
        fs::Game game(pos.value());
        for (const std::string& text : moves) {
            if (auto played = play_on(game, text); !played) return played.error();
        }
        game_ = std::move(game);
        return Ok{};
    }

    std::string fen() const override { return game_.position().sfen(); }

    std::vector<std::string> legal_moves() const override {
        fs::MoveList list;
        fs::generate_legal(game_.position(), list);
        std::vector<std::string> out;
        out.reserve(static_cast<std::size_t>(list.size));
        for (const fs::Move m : list) out.push_back(fs::to_usi(m));
        std::sort(out.begin(), out.end());
        return out;
    }

    bool in_check() const override { return fs::in_check(game_.position()); }

    Result<Ok> play(std::string_view move) override { return play_on(game_, move); }

    void undo() override { game_.undo(); }

    std::uint64_t perft(int depth, PerftMode mode) override {
        fs::Position pos = game_.position();
        return mode == PerftMode::Bulk ? fs::perft_bulk(pos, depth) : fs::perft_full(pos, depth);
    }

    GameStatus status(const RuleOptions& options) const override {
        fs::ImpasseRule rule = fs::ImpasseRule::Seed27Points;
        if (options.shogi_impasse_rule == ImpasseRule::Pro24Points) rule = fs::ImpasseRule::Pro24Points;
        if (options.shogi_impasse_rule == ImpasseRule::Csa27Declaration) rule = fs::ImpasseRule::Csa27Declaration;
        const fs::Status s = game_.status(options.shogi_impasse_requested, rule);
        GameStatus out;
        out.in_check = s.in_check;
        if (s.result == fs::Outcome::Win) {
            out.result = "win";
            out.winner = side_name(s.winner);
        } else if (s.result == fs::Outcome::Draw) {
            out.result = "draw";
        }
        switch (s.reason) {
        case fs::Reason::None: break;
        case fs::Reason::Checkmate: out.reason = "shogi.checkmate"; break;
        case fs::Reason::Sennichite: out.reason = "shogi.sennichite"; break;
        case fs::Reason::PerpetualCheck: out.reason = "shogi.sennichite.perpetual-check"; break;
        case fs::Reason::Impasse: out.reason = "shogi.impasse"; break;
        }
        return out;
    }

    Result<Explanation> explain(std::string_view text) const override {
        fs::ParsedMove parsed;
        if (!fs::parse_usi(text, parsed)) return make_error(malformed(text));
        const fs::Position& pos = game_.position();
        const fs::Move m = parsed.move;
        if (!parsed.unplayable && fs::is_legal(pos, m)) return Explanation{true, std::nullopt};
        return Explanation{false, std::string(coarse_rule(pos, parsed))};
    }

private:
    static fs::Position start() {
        fs::Position pos;
        fs::Position::named("startpos", pos);
        return pos;
    }

    static std::string_view coarse_rule(const fs::Position& pos, const fs::ParsedMove& parsed) {
        const fs::Side us = pos.side_to_move();
        const fs::Move m = parsed.move;
        const fs::Square to = fs::move_to(m);
        if (fs::is_drop(m)) {
            const fs::Kind k = fs::drop_kind(m);
            if (pos.hand(us, k) == 0 || pos.at(to) != fs::kNoPiece) return "shogi.drop";
            if (parsed.unplayable) return "shogi.drop.unpromoted";
            if (!fs::test(fs::kTables.drop_ok[us][k], to)) return "shogi.drop.dead-square";
            if (k == fs::Pawn && (pos.pieces(us, fs::Pawn) & fs::file_mask(fs::file_of(to)))) return "shogi.drop.nifu";
            const fs::Square their_king = pos.king(~us);
            if (k == fs::Pawn && their_king != fs::kNoSquare &&
                fs::test(fs::kTables.step[us][fs::Pawn][to], their_king)) {
                return "shogi.drop.uchifuzume";
            }
            return "shogi.self-check";
        }
        const fs::Square from = fs::move_from(m);
        const fs::Piece p = pos.at(from);
        if (p == fs::kNoPiece || fs::side_of(p) != us) return "shogi.move.own-piece";
        const fs::Kind k = fs::kind_of(p);
        if (!fs::test(fs::attacks_of(us, k, from, pos.occupied()) & ~pos.pieces(us), to)) return movement_rule(k);
        const fs::Bitboard zone = fs::kTables.zone[us];
        if (fs::is_promotion(m) && (!fs::can_promote(k) || !(fs::test(zone, from) || fs::test(zone, to)))) {
            return "shogi.promotion.optional";
        }
        if (!fs::is_promotion(m) && k < fs::kHandKindCount && !fs::test(fs::kTables.move_ok[us][k], to)) {
            return "shogi.promotion.forced";
        }
        return "shogi.self-check";
    }

    static Result<Ok> play_on(fs::Game& game, std::string_view text) {
        fs::ParsedMove parsed;
        if (!fs::parse_usi(text, parsed)) return make_error(malformed(text));
        if (parsed.unplayable || !fs::is_legal(game.position(), parsed.move)) {
            return make_error("illegal move '" + std::string(text) + "' in " + game.position().sfen() + ": breaks " +
                              std::string(coarse_rule(game.position(), parsed)));
        }
        game.play(parsed.move);
        return Ok{};
    }

    fs::Game game_;
};

}  // namespace

std::unique_ptr<Adapter> make_shogi_fast_adapter() { return std::make_unique<ShogiFastAdapter>(); }

}  // namespace arbiter::oracle
