// reference/xiangqi as a GameReplayer (oracle/record_check.h): `arbiter games --game xiangqi
// --impl reference`, the explainer that names the rule a move breaks when the fast replayer refuses
// it, and the writer of record lines (`arbiter export --game xiangqi`). Moves are read in ICCS,
// WXF or Chinese (reference/xiangqi/record_notation.h). Games are judged by the Asian rules as
// `status` judges them (docs/records.md): checkmate and stalemate lose for the side to move, the
// third occurrence of a position is judged by the forbidden-repetition rules (AXF: a perpetual
// check or chase loses, otherwise a draw), and the natural limit draws.

#include <string>
#include <vector>

#include "oracle/adapters/line_replayer.h"
#include "oracle/adapters/xiangqi_binding.h"
#include "oracle/record_check.h"
#include "reference/xiangqi/game.h"
#include "reference/xiangqi/notation.h"
#include "reference/xiangqi/record_notation.h"
#include "reference/xiangqi/rules.h"

namespace arbiter::oracle {
namespace {

namespace xq = arbiter::reference::xiangqi;

core::GameEnd ending(const xq::GameStatus& s) { return ending_of(s, xq::Side::Red); }

class XiangqiReferenceReplayer final : public LineReplayer<XiangqiReferenceReplayer, xq::Game> {
public:
    XiangqiReferenceReplayer() : LineReplayer(xq::Game(xq::Position::standard())) {}
    core::Game game() const override { return core::Game::Xiangqi; }
    static std::string print_move(xq::Move move) { return xq::print_move(move); }

    bool start(std::string_view position, std::string& error) override {
        return start_at(parse_start(
                            position, [](std::string_view t) { return xq::parse_position(t); },
                            [](std::string_view t, std::vector<std::string>& w) {
                                return xq::parse_position_lenient(t, w);
                            },
                            start_warnings_),
                        error);
    }

    bool play(std::string_view text, Refusal& refusal) override {
        auto move = xq::parse_record_move(game_->position(), text);
        if (!move) {
            const xq::NotationError& e = move.error();
            refusal.rule = core_rule(e.rule.value_or(xq::RuleId::Record));
            refusal.detail = e.detail;
            return false;
        }
        if (auto broken = game_->play(move.value())) {
            refusal.rule = core_rule(*broken);
            refusal.detail = "the move breaks " + std::string(core::rule_name(refusal.rule));
            return false;
        }
        return true;
    }

    core::GameEnd quick_ending() const override {
        if (xq::natural_limit_reached(game_->position(), rules_) || xq::repetition_reached(*game_))
            return status();
        return {};
    }

    core::GameEnd status() const override { return ending(xq::status(*game_, rules_)); }

    std::string position_text() const override { return xq::print_position(game_->position()); }
    int side_to_move() const override {
        return game_->position().side_to_move() == xq::Side::Red ? 0 : 1;
    }

    void set_rule_options(const core::RuleOptions& options) override {
        rules_ = xiangqi_rules<xq::Rules>(options);
    }

private:
    xq::Rules rules_;
};

// The moves of a record line in ICCS, WXF or Chinese (UCCI coordinates for any other notation).
constexpr XiangqiPrinters<xq::Position, xq::Move> kPrinters{xq::print_move, xq::print_iccs,
                                                            xq::print_wxf, xq::print_chinese};

}  // namespace

core::Result<RecordLine> xiangqi_record_line(std::string_view position,
                                             const std::vector<std::string>& moves,
                                             core::Notation notation) {
    std::vector<std::string>
        warnings;  // noted for the CLI by parse_start; a record line keeps none
    auto start = parse_start(
        position, [](std::string_view t) { return xq::parse_position(t); },
        [](std::string_view t, std::vector<std::string>& w) {
            return xq::parse_position_lenient(t, w);
        },
        warnings);
    return write_record_line<xq::Game>(
        start, moves,
        [notation](xq::Game& game, const xq::Position& before, const std::string& text,
                   RecordLine& line) -> std::optional<core::Error> {
            auto move = xq::parse_record_move(before, text);
            if (!move) {
                return core::make_error("illegal or malformed move '" + text + "' in " +
                                        xq::print_position(before) + ": " + move.error().detail);
            }
            (void)game.play(move.value());
            const xq::Move m = move.value();
            line.coordinates.push_back(xq::print_move(m));
            line.moves.push_back(
                xiangqi_move_in(kPrinters, before, m, notation).value_or(line.coordinates.back()));
            return std::nullopt;
        },
        [](const xq::Game& game) { return ending(xq::status(game, xq::Rules{})); });
}

std::unique_ptr<GameReplayer> make_xiangqi_reference_replayer() {
    return std::make_unique<XiangqiReferenceReplayer>();
}

}  // namespace arbiter::oracle
