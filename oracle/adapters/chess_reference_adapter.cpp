// The oracle's view of reference/chess.

#include <algorithm>

#include "oracle/adapter.h"
#include "reference/chess/game.h"

namespace arbiter::oracle {

namespace {

namespace ref = arbiter::reference::chess;

Result<ref::Position> parse_position(std::string_view fen) {
    if (fen == "startpos") return ref::Position::standard();
    auto setup = ref::parse_fen(fen);
    if (!setup) return make_error(setup.error().message(), {std::string(setup.error().code())});
    auto pos = ref::Position::from_setup(setup.value());
    if (!pos) {
        std::vector<std::string> codes;
        for (auto code : pos.error().codes()) codes.emplace_back(code);
        return make_error(pos.error().message(), std::move(codes));
    }
    return pos.value();
}

// Parses a move and checks that it is legal; the error names the rule it breaks.
Result<ref::Move> legal_move(const ref::Position& pos, std::string_view text) {
    auto move = ref::parse_uci(text);
    if (!move) return make_error(move.error().message);
    if (auto broken = ref::first_broken_rule(pos, move.value())) {
        return make_error("illegal move '" + std::string(text) + "' in " + pos.fen() + ": breaks " + std::string(*broken));
    }
    return move.value();
}

class ChessReferenceAdapter final : public Adapter {
public:
    ChessReferenceAdapter() : game_(ref::Position::standard()) {}

    Game game() const override { return Game::Chess; }
    Impl impl() const override { return Impl::Reference; }

    Result<Ok> set_position(std::string_view fen, const std::vector<std::string>& moves) override {
        auto start = parse_position(fen);
        if (!start) return start.error();
        ref::Game game(start.value());
        for (const std::string& text : moves) {
            auto move = legal_move(game.position(), text);
            if (!move) return move.error();
            game.play(move.value());
        }
        game_ = std::move(game);
        return Ok{};
    }

    std::string fen() const override { return game_.position().fen(); }

    std::vector<std::string> legal_moves() const override {
        std::vector<std::string> out;
        for (const auto& move : ref::legal_moves(game_.position())) out.push_back(ref::to_uci(move));
        std::sort(out.begin(), out.end());
        return out;
    }

    bool in_check() const override { return ref::in_check(game_.position()); }

    Result<Ok> play(std::string_view text) override {
        auto move = legal_move(game_.position(), text);
        if (!move) return move.error();
        game_.play(move.value());
        return Ok{};
    }

    void undo() override { game_.undo(); }

    std::uint64_t perft(int depth, PerftMode) override { return ref::perft(game_.position(), depth); }

    GameStatus status(const RuleOptions& options) const override {
        ref::Rules rules;
        rules.repetition_count = options.chess_repetition_count;
        rules.fifty_move_plies = options.chess_fifty_move_plies;
        const ref::GameStatus s = ref::status(game_, rules);
        GameStatus out;
        out.in_check = s.in_check;
        out.result = s.result == ref::Result3::Ongoing ? "ongoing" : s.result == ref::Result3::Win ? "win" : "draw";
        if (s.winner) out.winner = std::string(ref::color_name(*s.winner));
        if (s.reason) out.reason = std::string(*s.reason);
        return out;
    }

    Result<Explanation> explain(std::string_view text) const override {
        auto move = ref::parse_uci(text);
        if (!move) return make_error(move.error().message);
        Explanation out;
        if (auto broken = ref::first_broken_rule(game_.position(), move.value())) {
            out.rule = std::string(*broken);
        } else {
            out.legal = true;
        }
        return out;
    }

private:
    ref::Game game_;
};

}  // namespace

std::unique_ptr<Adapter> make_chess_reference_adapter() { return std::make_unique<ChessReferenceAdapter>(); }

}  // namespace arbiter::oracle
