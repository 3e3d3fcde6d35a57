// fast/xiangqi as a GameReplayer (oracle/records/check.h): `arbiter games --game xiangqi` (the
// default implementation). Moves are read in ICCS, WXF or Chinese by fast/xiangqi's own reader
// (fast/xiangqi/record_notation.h); a refused move is explained by the reference replayer. Games
// are judged as fast/xiangqi's status judges them (the rules of docs/records.md, "Xiangqi").

#include <string>
#include <vector>

#include "fast/xiangqi/game.h"
#include "fast/xiangqi/notation.h"
#include "fast/xiangqi/record_notation.h"
#include "oracle/records/check.h"

namespace arbiter::oracle::records {
namespace {

namespace fx = arbiter::fast::xiangqi;

class XiangqiFastReplayer final : public GameReplayer {
public:
    Game game() const override { return Game::Xiangqi; }

    bool start(std::string_view position, std::string& error) override {
        auto pos = fx::parse_position(position);
        if (!pos) {
            error = pos.error().message();
            return false;
        }
        game_ = fx::Game(pos.value());
        saved_.clear();
        return true;
    }

    bool play(std::string_view text, Refusal& refusal) override {
        auto move = fx::parse_record_move(game_->position(), text);
        if (!move || !game_->play(move.value())) {
            refusal.rule = "xiangqi.record";
            refusal.detail = !move && move.error() == fx::NotationRefusal::Malformed
                                 ? "not a move in ICCS, WXF or Chinese notation"
                                 : "no legal move fits the text";
            return false;
        }
        return true;
    }

    bool enter_variation() override {
        if (game_->moves().empty()) return false;
        saved_.push_back({game_->moves().back(), game_->moves().size()});
        (void)game_->undo();
        return true;
    }

    void leave_variation() override {
        if (saved_.empty()) return;
        const auto [move, size] = saved_.back();
        saved_.pop_back();
        while (game_->moves().size() + 1 > size) (void)game_->undo();
        (void)game_->play(move);
    }

    Ending quick_ending() const override {
        if (game_->position().halfmove_clock() >= rules_.natural_limit_plies ||
            game_->repetition_start())
            return status();
        return {};
    }

    Ending status() const override {
        const fx::GameStatus s = game_->status(rules_);
        if (s.outcome == fx::Outcome::Ongoing) return {};
        Ending e;
        e.result = s.outcome == fx::Outcome::Win ? "win" : "draw";
        if (s.winner) e.winner = *s.winner == fx::Red ? 0 : 1;
        if (s.reason) e.reason = fx::rule_name(*s.reason);
        return e;
    }

    std::string position_text() const override { return fx::print_position(game_->position()); }
    std::string last_move() const override {
        return game_->moves().empty() ? std::string() : fx::print_move(game_->moves().back());
    }

    void set_rule_options(const RuleOptions& options) override {
        rules_.repetition = options.xiangqi_rules == XiangqiRules::Wxf ? fx::RepetitionRules::Wxf
                                                                       : fx::RepetitionRules::Axf;
    }

private:
    struct Saved {
        fx::Move move;
        std::size_t size;
    };
    fx::Rules rules_;
    std::optional<fx::Game> game_{fx::Game(fx::Position::startpos())};
    std::vector<Saved> saved_;
};

}  // namespace

std::unique_ptr<GameReplayer> make_xiangqi_fast_replayer() {
    return std::make_unique<XiangqiFastReplayer>();
}

}  // namespace arbiter::oracle::records
