// The oracle's view of fast/xiangqi: text in, text out (RULES.md notation: files a-i, ranks 0-9
// from red's side, e.g. `h2e2`; winners `red` / `black`).
//
// Two things are deliberately not fast/'s own judgement (documented in fast/xiangqi/README.md):
//   - status: fast/ detects that the current position occurred three times (by hash); the
//     verdict on that repetition (perpetual check / perpetual chase / draw) is the reference's
//     judge_repetition, asked here on the same start position and moves. This is a named
//     exception until fast/xiangqi has its own repetition judge. Checkmate, stalemate, the
//     natural limit and in_check are fast/'s own.
//   - explain: the reference is the explainer; here explain() answers with an error.

#include <algorithm>
#include <memory>
#include <string>

#include "fast/xiangqi/game.h"
#include "fast/xiangqi/movegen.h"
#include "fast/xiangqi/notation.h"
#include "fast/xiangqi/perft.h"
#include "oracle/adapter.h"
#include "reference/xiangqi/game.h"
#include "reference/xiangqi/notation.h"

namespace arbiter::oracle {
namespace {

namespace fx = arbiter::fast::xiangqi;
namespace rx = arbiter::reference::xiangqi;

std::string side_name(fx::Side side) { return side == fx::Red ? "red" : "black"; }

class XiangqiFastAdapter final : public Adapter {
public:
    Game game() const override { return Game::Xiangqi; }
    Impl impl() const override { return Impl::Fast; }

    Result<Ok> set_position(std::string_view fen, const std::vector<std::string>& moves) override {
        auto pos = fx::parse_position(fen);
        if (!pos) return make_error(pos.error().message(), pos.error().codes());
        fx::Game game(pos.value());
        for (const std::string& text : moves) {
            auto played = play_on(game, text);
            if (!played) return played.error();
        }
        game_ = std::move(game);
        start_fen_ = std::string(fen);
        move_texts_ = moves;
        return Ok{};
    }

    std::string fen() const override { return fx::print_position(game_.position()); }

    std::vector<std::string> legal_moves() const override {
        fx::MoveList list;
        fx::generate_legal(game_.position(), list);
        std::vector<std::string> out;
        out.reserve(static_cast<std::size_t>(list.size()));
        for (const fx::Move m : list) out.push_back(fx::print_move(m));
        std::sort(out.begin(), out.end());
        return out;
    }

    bool in_check() const override { return fx::in_check(game_.position()); }

    Result<Ok> play(std::string_view move) override {
        auto played = play_on(game_, move);
        if (played) move_texts_.emplace_back(move);
        return played;
    }

    void undo() override {
        if (game_.undo() && !move_texts_.empty()) move_texts_.pop_back();
    }

    std::uint64_t perft(int depth, PerftMode mode) override {
        return fx::perft(game_.position(), depth, mode == PerftMode::Bulk ? fx::PerftMode::Bulk : fx::PerftMode::FullMake);
    }

    GameStatus status(const RuleOptions& options) const override {
        const fx::GameStatus s = game_.status(fx::Rules{options.xiangqi_natural_limit_plies});
        GameStatus out;
        out.in_check = s.in_check;
        if (s.reason == fx::RuleId::Repetition) {
            judge_repetition(out);
            return out;
        }
        switch (s.outcome) {
        case fx::Outcome::Ongoing: break;
        case fx::Outcome::Win: out.result = "win"; break;
        case fx::Outcome::Draw: out.result = "draw"; break;
        }
        if (s.winner) out.winner = side_name(*s.winner);
        if (s.reason) out.reason = std::string(fx::rule_name(*s.reason));
        return out;
    }

    Result<Explanation> explain(std::string_view) const override {
        return make_error("explain is answered by the reference implementation");
    }

    int side_to_move() const override { return game_.position().side_to_move() == fx::Red ? 0 : 1; }
    int halfmove_clock() const override { return game_.position().halfmove_clock(); }

private:
    static std::string malformed(std::string_view move) {
        return "malformed xiangqi move '" + std::string(move) +
               "' (expected file a-i and rank 0-9 twice, e.g. h2e2)";
    }

    Result<Ok> play_on(fx::Game& game, std::string_view text) const {
        const auto parsed = fx::parse_move(text);
        if (!parsed) return make_error(malformed(text));
        const fx::Point from = parsed->from;
        const fx::Position& pos = game.position();
        const fx::Piece pc = pos.at(from);
        if (pc == fx::kNoPiece || fx::side_of(pc) != pos.side_to_move()) {
            return make_error("illegal xiangqi move '" + std::string(text) + "': breaks xiangqi.move.own-piece (no " +
                              side_name(pos.side_to_move()) + " piece on its from point)");
        }
        if (!game.play(fx::Move(from, parsed->to))) {
            return make_error("illegal xiangqi move '" + std::string(text) + "' (fast/xiangqi)");
        }
        return Ok{};
    }

    // fast/ found a threefold repetition; the reference judges it (see the file comment).
    void judge_repetition(GameStatus& out) const {
        out.result = "draw";
        out.reason = "xiangqi.repetition";
        auto start = rx::parse_position(start_fen_);
        if (!start) return;
        rx::Game ref(start.value());
        for (const std::string& text : move_texts_) {
            const auto m = rx::parse_move(text);
            if (!m || ref.play(*m)) return;  // cannot happen: fast accepted the same moves
        }
        const auto first = rx::repetition_reached(ref);
        if (!first) return;
        const rx::RepetitionVerdict verdict = rx::judge_repetition(ref, *first);
        out.reason = std::string(rx::rule_name(verdict.reason));
        if (verdict.loser) {
            out.result = "win";
            out.winner = *verdict.loser == rx::Side::Red ? "black" : "red";
        }
    }

    fx::Game game_{fx::Position::startpos()};
    std::string start_fen_ = "startpos";
    std::vector<std::string> move_texts_;
};

}  // namespace

std::unique_ptr<Adapter> make_xiangqi_fast_adapter() { return std::make_unique<XiangqiFastAdapter>(); }

}  // namespace arbiter::oracle
