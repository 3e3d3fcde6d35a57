// reference/chess as the oracle sees it: the binding of oracle/implementation.h, turned into an
// Adapter by ImplementationAdapter (oracle/adapters/implementation_adapter.h).

#include "oracle/adapters/implementation_adapter.h"
#include "reference/chess/game.h"
#include "reference/chess/notation.h"
#include "reference/chess/perft.h"
#include "reference/chess/touch_move.h"

namespace arbiter::oracle {
namespace {

namespace ref = arbiter::reference::chess;

struct ChessReference {
    using Position = ref::Position;
    using Move = ref::Move;
    using Game = ref::Game;
    static constexpr oracle::Game kGame = oracle::Game::Chess;
    static constexpr Impl kImpl = Impl::Reference;

    static Result<Position> parse_position(std::string_view text) {
        auto pos = ref::parse_position(text);
        if (!pos) return make_error(pos.error().message(), pos.error().codes());
        return pos.value();
    }
    static Result<Move> parse_move(const Position&, std::string_view text) {
        auto move = ref::parse_move(text);
        if (!move) return make_error(move.error().message);
        return move.value();
    }
    static std::string print_position(const Position& pos) { return ref::print_position(pos); }
    static std::string print_move(const Move& move) { return ref::print_move(move); }

    static Game start(const Position& pos) { return Game(pos); }
    static const Position& position(const Game& game) { return game.position(); }
    static std::optional<std::string> play(Game& game, const Move& move) {
        if (auto broken = game.play(move)) return "breaks " + std::string(ref::rule_name(*broken));
        return std::nullopt;
    }
    static bool undo(Game& game) { return game.undo(); }

    static std::vector<Move> legal_moves(const Position& pos) { return ref::legal_moves(pos); }
    static bool in_check(const Position& pos) { return ref::in_check(pos); }
    static int side_to_move(const Position& pos) {
        return pos.side_to_move() == ref::Color::White ? 0 : 1;
    }
    static int halfmove_clock(const Position& pos) {
        return static_cast<int>(pos.halfmove_clock());
    }
    static std::uint64_t perft(const Position& pos, int depth, PerftMode mode) {
        return ref::perft(
            pos, depth, mode == PerftMode::Bulk ? ref::PerftMode::Bulk : ref::PerftMode::FullMake);
    }
    static GameStatus status(const Game& game, const RuleOptions& options) {
        ref::Rules rules;
        rules.repetition_count = options.chess_repetition_count;
        rules.fifty_move_plies = options.chess_fifty_move_plies;
        return to_oracle_status(ref::status(game, rules), ref::color_name, ref::rule_name);
    }

    static std::optional<std::string> first_broken_rule(const Position& pos, const Move& move) {
        if (auto broken = ref::first_broken_rule(pos, move))
            return std::string(ref::rule_name(*broken));
        return std::nullopt;
    }
    // chess.touch-move (FIDE Laws 4.3-4.5), decided by reference/chess/touch_move.h.
    static Result<TouchAnswer> touch_moves(const Position& pos,
                                           const std::vector<std::string>& touched,
                                           bool simultaneous) {
        std::vector<ref::Square> squares;
        for (const std::string& text : touched) {
            auto square = ref::Square::parse(text);
            if (!square) return make_error("'" + text + "' is not a chess square (a1-h8)");
            squares.push_back(*square);
        }
        const auto obligation = ref::touch_move_obligation(pos, squares, simultaneous);
        TouchAnswer out;
        for (const auto& move : obligation.allowed) out.allowed.push_back(ref::print_move(move));
        out.clause = std::string(obligation.clause);
        out.binding = obligation.binding;
        return out;
    }
};
static_assert(Implementation<ChessReference> && Explaining<ChessReference> &&
              Touching<ChessReference>);

}  // namespace

std::unique_ptr<Adapter> make_chess_reference_adapter() {
    return make_implementation_adapter<ChessReference>();
}

}  // namespace arbiter::oracle
