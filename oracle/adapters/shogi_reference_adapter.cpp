// The oracle's view of reference/shogi.

#include <algorithm>

#include "oracle/adapter.h"
#include "reference/shogi/game.h"
#include "reference/shogi/notation.h"
#include "reference/shogi/perft.h"

namespace arbiter::oracle {

namespace {

namespace ref = arbiter::reference::shogi;

Result<ref::Position> parse_position(std::string_view text) {
    auto position = ref::parse_position(text);
    if (!position) return make_error(position.error().message(), position.error().codes());
    return position.value();
}

Result<ref::Move> parse_move(std::string_view text) {
    auto move = ref::parse_move(text);
    if (!move) return make_error("malformed USI move '" + std::string(text) + "' (expected e.g. 7g7f, 8h2b+, P*5e)");
    return *move;
}

ref::Position start_position() {
    return ref::Position::from_setup_unchecked(*ref::named_setup("startpos"));
}

std::string_view side_name(ref::Side side) { return side == ref::Side::Sente ? "sente" : "gote"; }

ref::ImpasseRule impasse_rule(ImpasseRule rule) {
    switch (rule) {
    case ImpasseRule::Seed27Points: return ref::ImpasseRule::Seed27Points;
    case ImpasseRule::Pro24Points: return ref::ImpasseRule::Pro24Points;
    case ImpasseRule::Csa27Declaration: return ref::ImpasseRule::Csa27Declaration;
    }
    return ref::ImpasseRule::Seed27Points;
}

class ShogiReferenceAdapter final : public Adapter {
public:
    ShogiReferenceAdapter() : game_(start_position()) {}

    Game game() const override { return Game::Shogi; }
    Impl impl() const override { return Impl::Reference; }

    Result<Ok> set_position(std::string_view fen, const std::vector<std::string>& moves) override {
        auto start = parse_position(fen);
        if (!start) return start.error();
        ref::Game game(start.value());
        for (const std::string& text : moves) {
            if (auto played = play_on(game, text); !played) return played.error();
        }
        game_ = std::move(game);
        return Ok{};
    }

    std::string fen() const override { return ref::print_position(game_.position()); }

    std::vector<std::string> legal_moves() const override {
        std::vector<std::string> out;
        for (const auto& move : ref::legal_moves(game_.position())) out.push_back(ref::print_move(move));
        std::sort(out.begin(), out.end());
        return out;
    }

    bool in_check() const override { return ref::in_check(game_.position()); }

    Result<Ok> play(std::string_view text) override { return play_on(game_, text); }

    void undo() override { game_.undo(); }

    std::uint64_t perft(int depth, PerftMode mode) override {
        return ref::perft(game_.position(), depth,
                          mode == PerftMode::Bulk ? ref::PerftMode::Bulk : ref::PerftMode::FullMake);
    }

    GameStatus status(const RuleOptions& options) const override {
        ref::Rules rules;
        rules.impasse_requested = options.shogi_impasse_requested;
        rules.impasse_rule = impasse_rule(options.shogi_impasse_rule);
        const ref::GameStatus s = ref::status(game_, rules);
        GameStatus out;
        out.in_check = s.in_check;
        out.result = s.outcome == ref::Outcome::Ongoing ? "ongoing" : s.outcome == ref::Outcome::Win ? "win" : "draw";
        if (s.winner) out.winner = std::string(side_name(*s.winner));
        if (s.reason) out.reason = std::string(ref::rule_name(*s.reason));
        return out;
    }

    Result<Explanation> explain(std::string_view text) const override {
        auto move = parse_move(text);
        if (!move) return move.error();
        Explanation out;
        if (auto broken = ref::first_broken_rule(game_.position(), move.value())) {
            out.rule = std::string(ref::rule_name(*broken));
        } else {
            out.legal = true;
        }
        return out;
    }

    int side_to_move() const override { return game_.position().side_to_move() == ref::Side::Sente ? 0 : 1; }
    int halfmove_clock() const override { return 0; }  // shogi has no such counter

private:
    static Result<Ok> play_on(ref::Game& game, std::string_view text) {
        auto move = parse_move(text);
        if (!move) return move.error();
        if (auto broken = game.play(move.value())) {
            return make_error("illegal move '" + std::string(text) + "' in " + ref::print_position(game.position()) +
                              ": breaks " + std::string(ref::rule_name(*broken)));
        }
        return Ok{};
    }

    ref::Game game_;
};

}  // namespace

std::unique_ptr<Adapter> make_shogi_reference_adapter() { return std::make_unique<ShogiReferenceAdapter>(); }

}  // namespace arbiter::oracle
