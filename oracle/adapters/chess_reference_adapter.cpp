// The oracle's view of reference/chess.

#include <algorithm>

#include "oracle/adapter.h"
#include "reference/chess/game.h"
#include "reference/chess/notation.h"
#include "reference/chess/perft.h"
#include "reference/chess/touch_move.h"

namespace arbiter::oracle {

namespace {

namespace ref = arbiter::reference::chess;

Result<ref::Position> parse_position(std::string_view fen) {
    auto pos = ref::parse_position(fen);
    if (!pos) return make_error(pos.error().message(), pos.error().codes());
    return pos.value();
}

// Parses a move and plays it; the error names the rule an illegal move breaks.
Result<Ok> play_on(ref::Game& game, std::string_view text) {
    auto move = ref::parse_move(text);
    if (!move) return make_error(move.error().message);
    if (auto broken = game.play(move.value())) {
        return make_error("illegal move '" + std::string(text) + "' in " + ref::print_position(game.position()) +
                          ": breaks " + std::string(ref::rule_name(*broken)));
    }
    return Ok{};
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
        rules.repetition_count = options.chess_repetition_count;
        rules.fifty_move_plies = options.chess_fifty_move_plies;
        const ref::GameStatus s = ref::status(game_, rules);
        GameStatus out;
        out.in_check = s.in_check;
        out.result = s.outcome == ref::Outcome::Ongoing ? "ongoing" : s.outcome == ref::Outcome::Win ? "win" : "draw";
        if (s.winner) out.winner = std::string(ref::color_name(*s.winner));
        if (s.reason) out.reason = std::string(ref::rule_name(*s.reason));
        return out;
    }

    Result<Explanation> explain(std::string_view text) const override {
        auto move = ref::parse_move(text);
        if (!move) return make_error(move.error().message);
        Explanation out;
        if (auto broken = ref::first_broken_rule(game_.position(), move.value())) {
            out.rule = std::string(ref::rule_name(*broken));
        } else {
            out.legal = true;
        }
        return out;
    }

    int side_to_move() const override { return game_.position().side_to_move() == ref::Color::White ? 0 : 1; }
    int halfmove_clock() const override { return static_cast<int>(game_.position().halfmove_clock()); }

    // chess.touch-move (FIDE Laws 4.3-4.5), decided by reference/chess/touch_move.h.
    Result<TouchAnswer> touch_moves(const std::vector<std::string>& touched, bool simultaneous) const override {
        std::vector<ref::Square> squares;
        for (const std::string& text : touched) {
            auto square = ref::Square::parse(text);
            if (!square) return make_error("'" + text + "' is not a chess square (a1-h8)");
            squares.push_back(*square);
        }
        const auto obligation = ref::touch_move_obligation(game_.position(), squares, simultaneous);
        TouchAnswer out;
        for (const auto& move : obligation.allowed) out.allowed.push_back(ref::print_move(move));
        std::sort(out.allowed.begin(), out.allowed.end());
        out.clause = std::string(obligation.clause);
        out.binding = obligation.binding;
        return out;
    }

private:
    ref::Game game_;
};

}  // namespace

std::unique_ptr<Adapter> make_chess_reference_adapter() { return std::make_unique<ChessReferenceAdapter>(); }

}  // namespace arbiter::oracle
