// fast/xiangqi as the oracle sees it: the binding of oracle/implementation.h, turned into an
// Adapter by ImplementationAdapter (oracle/adapters/implementation_adapter.h). Moves: files a-i,
// ranks 0-9 from red's side, e.g. `h2e2`; winners `red` / `black`.
//
// Two things are deliberately not fast/'s own judgement (fast/xiangqi/README.md):
//   - the verdict on a repetition: fast/ detects that the current position occurred three times
//     (by hash); whether that is a perpetual check, a perpetual chase or a draw is the
//     reference's judge_repetition, asked here on the same start position and moves. This is
//     the one named exception of the layering test (tests/layering_test.sh) until fast/xiangqi
//     has its own judge. Checkmate, stalemate, the natural limit and in_check are fast/'s own.
//   - explain: the reference is the explainer, so this binding is not Explaining.

#include "fast/xiangqi/game.h"
#include "fast/xiangqi/movegen.h"
#include "fast/xiangqi/notation.h"
#include "fast/xiangqi/perft.h"
#include "oracle/adapters/implementation_adapter.h"
#include "reference/xiangqi/game.h"
#include "reference/xiangqi/notation.h"

namespace arbiter::oracle {
namespace {

namespace fx = arbiter::fast::xiangqi;
namespace rx = arbiter::reference::xiangqi;

std::string_view side_name(fx::Side side) { return side == fx::Red ? "red" : "black"; }

// fast/xiangqi's game, with the start and the moves as text for the reference's repetition judge.
struct XiangqiFastGame {
    fx::Game game;
    std::string start_fen;
    std::vector<std::string> moves;
};

// fast/ found a threefold repetition; the reference judges it (see the file comment).
GameStatus judge_repetition(const XiangqiFastGame& g, bool in_check) {
    GameStatus out;
    out.in_check = in_check;
    out.result = "draw";
    out.reason = "xiangqi.repetition";
    auto start = rx::parse_position(g.start_fen);
    if (!start) return out;
    rx::Game ref(start.value());
    for (const std::string& text : g.moves) {
        const auto m = rx::parse_move(text);
        if (!m || ref.play(*m)) return out;  // cannot happen: fast accepted the same moves
    }
    const auto first = rx::repetition_reached(ref);
    if (!first) return out;
    const rx::RepetitionVerdict verdict = rx::judge_repetition(ref, *first);
    out.reason = std::string(rx::rule_name(verdict.reason));
    if (verdict.loser) {
        out.result = "win";
        out.winner = *verdict.loser == rx::Side::Red ? "black" : "red";
    }
    return out;
}

struct XiangqiFast {
    using Position = fx::Position;
    using Move = fx::Move;
    using Game = XiangqiFastGame;
    static constexpr oracle::Game kGame = oracle::Game::Xiangqi;
    static constexpr Impl kImpl = Impl::Fast;

    static Result<Position> parse_position(std::string_view text) {
        auto pos = fx::parse_position(text);
        if (!pos) return make_error(pos.error().message(), pos.error().codes());
        return pos.value();
    }
    static Result<Move> parse_move(const Position& pos, std::string_view text) {
        const auto parsed = fx::parse_move(text);
        if (!parsed) {
            return make_error("malformed xiangqi move '" + std::string(text) +
                              "' (expected file a-i and rank 0-9 twice, e.g. h2e2)");
        }
        const fx::Piece pc = pos.at(parsed->from);
        if (pc == fx::kNoPiece || fx::side_of(pc) != pos.side_to_move()) {
            return make_error("illegal move '" + std::string(text) + "' in " +
                              fx::print_position(pos) + ": breaks xiangqi.move.own-piece (no " +
                              std::string(side_name(pos.side_to_move())) +
                              " piece on its from point)");
        }
        return fx::Move(parsed->from, parsed->to);
    }
    static std::string print_position(const Position& pos) { return fx::print_position(pos); }
    static std::string print_move(const Move& move) { return fx::print_move(move); }

    static Game start(const Position& pos) {
        return Game{fx::Game(pos), fx::print_position(pos), {}};
    }
    static const Position& position(const Game& g) { return g.game.position(); }
    static std::optional<std::string> play(Game& g, const Move& move) {
        if (!g.game.play(move)) return "not a legal move (fast/xiangqi)";
        g.moves.push_back(fx::print_move(move));
        return std::nullopt;
    }
    static bool undo(Game& g) {
        if (!g.game.undo()) return false;
        g.moves.pop_back();
        return true;
    }

    static std::vector<Move> legal_moves(const Position& pos) {
        fx::MoveList list;
        fx::generate_legal(pos, list);
        return std::vector<Move>(list.begin(), list.end());
    }
    static bool in_check(const Position& pos) { return fx::in_check(pos); }
    static int side_to_move(const Position& pos) { return pos.side_to_move() == fx::Red ? 0 : 1; }
    static int halfmove_clock(const Position& pos) { return pos.halfmove_clock(); }
    static std::uint64_t perft(const Position& pos, int depth, PerftMode mode) {
        return fx::perft(pos, depth,
                         mode == PerftMode::Bulk ? fx::PerftMode::Bulk : fx::PerftMode::FullMake);
    }
    static GameStatus status(const Game& g, const RuleOptions& options) {
        const fx::GameStatus s = g.game.status(fx::Rules{options.xiangqi_natural_limit_plies});
        if (s.reason == fx::RuleId::Repetition) return judge_repetition(g, s.in_check);
        return to_oracle_status(s, side_name, fx::rule_name);
    }
};
static_assert(Implementation<XiangqiFast> && !Explaining<XiangqiFast> && !Touching<XiangqiFast>);

}  // namespace

std::unique_ptr<Adapter> make_xiangqi_fast_adapter() {
    return make_implementation_adapter<XiangqiFast>();
}

}  // namespace arbiter::oracle
