// The oracle's view of reference/xiangqi: text in, text out (RULES.md notation: files a-i,
// ranks 0-9 from red's side, e.g. `h2e2`; winners `red` / `black`).

#include <algorithm>
#include <memory>
#include <string>

#include "oracle/adapter.h"
#include "reference/xiangqi/game.h"
#include "reference/xiangqi/notation.h"
#include "reference/xiangqi/perft.h"
#include "reference/xiangqi/rules.h"
#include "reference/xiangqi/touch_move.h"

namespace arbiter::oracle {
namespace {

namespace xq = arbiter::reference::xiangqi;

std::string side_name(xq::Side side) { return side == xq::Side::Red ? "red" : "black"; }

class XiangqiReferenceAdapter final : public Adapter {
public:
    Game game() const override { return Game::Xiangqi; }
    Impl impl() const override { return Impl::Reference; }

    Result<Ok> set_position(std::string_view fen, const std::vector<std::string>& moves) override {
        auto position = xq::parse_position(fen);
        if (!position) return make_error(position.error().message(), position.error().codes());
        xq::Game game(position.value());
        for (const std::string& text : moves) {
            auto played = play_on(game, text);
            if (!played) return played.error();
        }
        game_ = std::move(game);
        return Ok{};
    }

    std::string fen() const override { return xq::print_position(game_.position()); }

    std::vector<std::string> legal_moves() const override {
        std::vector<std::string> out;
        for (const xq::Move& move : xq::legal_moves(game_.position())) out.push_back(xq::print_move(move));
        std::sort(out.begin(), out.end());
        return out;
    }

    bool in_check() const override { return xq::in_check(game_.position()); }

    Result<Ok> play(std::string_view move) override { return play_on(game_, move); }

    void undo() override { game_.undo(); }

    std::uint64_t perft(int depth, PerftMode mode) override {
        return xq::perft(game_.position(), depth,
                         mode == PerftMode::Bulk ? xq::PerftMode::Bulk : xq::PerftMode::FullMake);
    }

    GameStatus status(const RuleOptions& options) const override {
        xq::Rules rules;
        rules.natural_limit_plies = options.xiangqi_natural_limit_plies;
        const xq::GameStatus s = xq::status(game_, rules);
        GameStatus out;
        out.in_check = s.in_check;
        out.result = s.outcome == xq::Outcome::Win ? "win" : s.outcome == xq::Outcome::Draw ? "draw" : "ongoing";
        if (s.winner) out.winner = side_name(*s.winner);
        if (s.reason) out.reason = std::string(xq::rule_name(*s.reason));
        return out;
    }

    // A well-formed move from an empty point or an opponent's piece is an illegal move like any
    // other: it breaks xiangqi.move.own-piece.
    Result<Explanation> explain(std::string_view move) const override {
        const auto parsed = xq::parse_move(move);
        if (!parsed) return make_error(malformed(move));
        const auto broken = xq::first_broken_rule(game_.position(), *parsed);
        if (!broken) return Explanation{true, std::nullopt};
        return Explanation{false, std::string(xq::rule_name(*broken))};
    }

    int side_to_move() const override { return game_.position().side_to_move() == xq::Side::Red ? 0 : 1; }
    int halfmove_clock() const override { return game_.position().halfmove_clock(); }

    // xiangqi.touch-move (xiangqi competition rules §5), decided by reference/xiangqi/touch_move.h.
    Result<TouchAnswer> touch_moves(const std::vector<std::string>& touched, bool simultaneous) const override {
        std::vector<xq::Point> points;
        for (const std::string& text : touched) {
            const xq::Point point{text.size() == 2 ? text[0] - 'a' : -1, text.size() == 2 ? text[1] - '0' : -1};
            if (!xq::on_board(point)) return make_error("'" + text + "' is not a xiangqi point (a0-i9)");
            points.push_back(point);
        }
        const auto obligation = xq::touch_move_obligation(game_.position(), points, simultaneous);
        TouchAnswer out;
        for (const xq::Move& move : obligation.allowed) out.allowed.push_back(xq::print_move(move));
        std::sort(out.allowed.begin(), out.allowed.end());
        out.clause = std::string(obligation.clause);
        out.binding = obligation.binding;
        return out;
    }

private:
    static std::string malformed(std::string_view move) {
        return "malformed xiangqi move '" + std::string(move) +
               "' (expected file a-i and rank 0-9 twice, e.g. h2e2)";
    }

    static Result<Ok> play_on(xq::Game& game, std::string_view text) {
        const auto parsed = xq::parse_move(text);
        if (!parsed) return make_error(malformed(text));
        if (const auto broken = game.play(*parsed)) {
            std::string message = "illegal xiangqi move '" + std::string(text) + "': breaks " +
                                  std::string(xq::rule_name(*broken));
            if (*broken == xq::RuleId::MoveOwnPiece) {
                message += " (no " + side_name(game.position().side_to_move()) + " piece on its from point)";
            }
            return make_error(message);
        }
        return Ok{};
    }

    xq::Game game_{xq::Position::standard()};
};

}  // namespace

std::unique_ptr<Adapter> make_xiangqi_reference_adapter() {
    return std::make_unique<XiangqiReferenceAdapter>();
}

}  // namespace arbiter::oracle
