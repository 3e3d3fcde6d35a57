// fast/xiangqi as a GameReplayer (oracle/record_check.h): `arbiter games --game xiangqi` (the
// default implementation). Moves are read in ICCS, WXF or Chinese by fast/xiangqi's own reader
// (fast/xiangqi/record_notation.h); a refused move is explained by the reference replayer. Games
// are judged as fast/xiangqi's status judges them (the rules of docs/records.md, "Xiangqi").

#include <string>
#include <vector>

#include "fast/xiangqi/game.h"
#include "fast/xiangqi/notation.h"
#include "fast/xiangqi/record_notation.h"
#include "oracle/adapters/line_replayer.h"
#include "oracle/adapters/xiangqi_binding.h"
#include "oracle/record_check.h"

namespace arbiter::oracle {
namespace {

namespace fx = arbiter::fast::xiangqi;

class XiangqiFastReplayer final : public LineReplayer<XiangqiFastReplayer, fx::Game> {
public:
    XiangqiFastReplayer() : LineReplayer(fx::Game(fx::Position::startpos())) {}
    core::Game game() const override { return core::Game::Xiangqi; }
    static std::string print_move(fx::Move move) { return fx::print_move(move); }

    bool start(std::string_view position, std::string& error) override {
        return start_at(parse_start(
                            position, [](std::string_view t) { return fx::parse_position(t); },
                            [](std::string_view t, std::vector<std::string>& w) {
                                return fx::parse_position_lenient(t, w);
                            },
                            start_warnings_),
                        error);
    }

    bool play(std::string_view text, Refusal& refusal) override {
        auto move = fx::parse_record_move(game_->position(), text);
        if (!move || !game_->play(move.value())) {
            refusal.rule = core::RuleId{core::Game::Xiangqi, core::Rule::Record};
            refusal.detail = !move && move.error() == fx::NotationRefusal::Malformed
                                 ? "not a move in ICCS, WXF or Chinese notation"
                                 : "no legal move fits the text";
            return false;
        }
        return true;
    }

    core::GameEnd quick_ending() const override {
        if (game_->position().halfmove_clock() >= rules_.natural_limit_plies ||
            game_->repetition_start())
            return status();
        return {};
    }

    core::GameEnd status() const override { return ending_of(game_->status(rules_), fx::Red); }

    std::string position_text() const override { return fx::print_position(game_->position()); }
    int side_to_move() const override {
        return game_->position().side_to_move() == fx::Red ? 0 : 1;
    }

    void set_rule_options(const core::RuleOptions& options) override {
        rules_ = xiangqi_rules<fx::Rules>(options);
    }

private:
    fx::Rules rules_;
};

}  // namespace

std::unique_ptr<GameReplayer> make_xiangqi_fast_replayer() {
    return std::make_unique<XiangqiFastReplayer>();
}

}  // namespace arbiter::oracle
