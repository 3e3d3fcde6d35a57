// The oracle's view of fast/shogi: SFEN / named setups in, USI moves out (RULES.md).
//
// What is fast/'s own judgement and what is not:
//   - status: checkmate, sennichite (by Zobrist key), the perpetual-check verdict and the three
//     impasse rules are all fast/'s own (fast/shogi/game.cpp).
//   - explain: the reference is the explainer; here explain() answers with an error.

#include <algorithm>
#include <memory>
#include <string>

#include "fast/shogi/game.h"
#include "fast/shogi/notation.h"
#include "fast/shogi/perft.h"
#include "oracle/adapter.h"

namespace arbiter::oracle {
namespace {

namespace fs = arbiter::fast::shogi;

std::string side_name(fs::Side s) { return s == fs::Sente ? "sente" : "gote"; }

std::string malformed(std::string_view move) {
    return "malformed USI move '" + std::string(move) + "' (expected e.g. 7g7f, 8h2b+, P*5e)";
}

class ShogiFastAdapter final : public Adapter {
public:
    ShogiFastAdapter() : game_(start()) {}

    Game game() const override { return Game::Shogi; }
    Impl impl() const override { return Impl::Fast; }

    Result<Ok> set_position(std::string_view fen, const std::vector<std::string>& moves) override {
        auto pos = fs::parse_position(fen);
        if (!pos) return make_error(pos.error().message, pos.error().codes);
        fs::Game game(pos.value());
        for (const std::string& text : moves) {
            if (auto played = play_on(game, text); !played) return played.error();
        }
        game_ = std::move(game);
        return Ok{};
    }

    std::string fen() const override { return fs::print_position(game_.position()); }

    std::vector<std::string> legal_moves() const override {
        fs::MoveList list;
        fs::generate_legal(game_.position(), list);
        std::vector<std::string> out;
        out.reserve(static_cast<std::size_t>(list.size()));
        for (const fs::Move m : list) out.push_back(fs::print_move(m));
        std::sort(out.begin(), out.end());
        return out;
    }

    bool in_check() const override { return fs::in_check(game_.position()); }

    Result<Ok> play(std::string_view move) override { return play_on(game_, move); }

    void undo() override { game_.undo(); }

    std::uint64_t perft(int depth, PerftMode mode) override {
        return fs::perft(game_.position(), depth, mode == PerftMode::Bulk ? fs::PerftMode::Bulk : fs::PerftMode::FullMake);
    }

    GameStatus status(const RuleOptions& options) const override {
        fs::ImpasseRule rule = fs::ImpasseRule::Seed27Points;
        if (options.shogi_impasse_rule == ImpasseRule::Pro24Points) rule = fs::ImpasseRule::Pro24Points;
        if (options.shogi_impasse_rule == ImpasseRule::Csa27Declaration) rule = fs::ImpasseRule::Csa27Declaration;
        const fs::GameStatus s = game_.status(fs::Rules{options.shogi_impasse_requested, rule});
        GameStatus out;
        out.in_check = s.in_check;
        switch (s.outcome) {
        case fs::Outcome::Ongoing: break;
        case fs::Outcome::Win: out.result = "win"; break;
        case fs::Outcome::Draw: out.result = "draw"; break;
        }
        if (s.winner) out.winner = side_name(*s.winner);
        if (s.reason) out.reason = std::string(fs::rule_name(*s.reason));
        return out;
    }

    Result<Explanation> explain(std::string_view) const override {
        return make_error("explain is answered by the reference implementation");
    }

    int side_to_move() const override { return game_.position().side_to_move() == fs::Sente ? 0 : 1; }
    int halfmove_clock() const override { return 0; }  // shogi has no such counter

private:
    static fs::Position start() { return fs::parse_position("startpos").value(); }

    static Result<Ok> play_on(fs::Game& game, std::string_view text) {
        const auto parsed = fs::parse_move(text);
        if (!parsed) return make_error(malformed(text));
        const auto m = fs::find_legal(game.position(), *parsed);
        if (!m || !game.play(*m)) {
            return make_error("illegal move '" + std::string(text) + "' in " + fs::print_position(game.position()) +
                              " (fast/shogi)");
        }
        return Ok{};
    }

    fs::Game game_;
};

}  // namespace

std::unique_ptr<Adapter> make_shogi_fast_adapter() { return std::make_unique<ShogiFastAdapter>(); }

}  // namespace arbiter::oracle
