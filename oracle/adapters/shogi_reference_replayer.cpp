// reference/shogi as a GameReplayer (oracle/record_check.h): `arbiter games --impl reference`
// for KIF, KI2, CSA and USI records, and the explainer that names the rule a move breaks when the
// fast replayer refuses it. The move text is told apart by its form: a CSA move starts with + or
// -, a USI move is ASCII ("7g7f", "P*5e"), anything else is Japanese (KIF, KI2), read by
// reference/shogi/record_notation.h. A position may be "SFEN moves USI..." (the fast replayer's
// position_text, so that 同 can be resolved after the move before).

#include <string>
#include <vector>

#include "oracle/adapters/binding_parts.h"
#include "oracle/adapters/line_replayer.h"
#include "oracle/adapters/shogi_move_form.h"
#include "oracle/record_check.h"
#include "reference/shogi/game.h"
#include "reference/shogi/notation.h"
#include "reference/shogi/record_notation.h"
#include "reference/shogi/rules.h"

namespace arbiter::oracle {
namespace {

namespace ref = arbiter::reference::shogi;

core::GameEnd ending(const ref::GameStatus& s) { return ending_of(s, ref::Side::Sente); }

std::optional<ref::Square> last_destination(const ref::Game& game) {
    if (game.moves().empty()) return std::nullopt;
    return std::visit([](const auto& m) { return m.to; }, game.moves().back());
}

class ShogiReferenceReplayer final : public LineReplayer<ShogiReferenceReplayer, ref::Game> {
public:
    ShogiReferenceReplayer()
        : LineReplayer(
              ref::Game(ref::Position::from_setup_unchecked(*ref::named_setup("startpos")))) {}
    core::Game game() const override { return core::Game::Shogi; }
    static std::string print_move(const ref::Move& move) { return ref::print_move(move); }

    bool start(std::string_view position, std::string& error) override {
        std::string_view moves;
        if (const std::size_t at = position.find(" moves "); at != std::string_view::npos) {
            moves = position.substr(at + 7);
            position = position.substr(0, at);
        }
        if (!start_at(parse_start(
                          position, [](std::string_view t) { return ref::parse_position(t); },
                          [](std::string_view t, std::vector<std::string>& w) {
                              return ref::parse_position_lenient(t, w);
                          },
                          start_warnings_),
                      error))
            return false;
        while (!moves.empty()) {
            const std::size_t space = moves.find(' ');
            const auto move = ref::parse_move(moves.substr(0, space));
            if (!move || game_->play(*move)) {
                error = "a move after the position is not legal";
                return false;
            }
            moves = space == std::string_view::npos ? std::string_view() : moves.substr(space + 1);
        }
        return true;
    }

    bool play(std::string_view text, Refusal& refusal) override {
        const ref::Position& now = game_->position();
        std::optional<ref::Move> move;
        const ShogiMoveForm form = shogi_move_form(text);
        if (form == ShogiMoveForm::Csa) {
            auto m = ref::parse_csa_move(now, text);
            if (!m) return refuse(m.error(), refusal);
            move = m.value();
        } else if (form == ShogiMoveForm::Usi) {
            move = ref::parse_move(text);
            if (!move) {
                refusal.rule = core::RuleId{core::Game::Shogi, core::Rule::IllegalMove};
                refusal.detail = "not a USI move";
                return false;
            }
        } else {
            auto m = ref::parse_japanese_move(now, text, last_destination(*game_));
            if (!m) return refuse(m.error(), refusal);
            move = m.value();
        }
        if (auto broken = game_->play(*move)) {
            refusal.rule = core_rule(*broken);
            refusal.detail = "the move breaks " + std::string(core::rule_name(refusal.rule));
            return false;
        }
        return true;
    }

    core::GameEnd quick_ending() const override {
        if (ref::sennichite_reached(*game_)) return status();
        return {};
    }

    core::GameEnd status() const override { return ending(ref::status(*game_, ref::Rules{})); }

    std::string position_text() const override { return ref::print_position(game_->position()); }
    int side_to_move() const override { return ref::side_index(game_->position().side_to_move()); }

    core::GameEnd claimed_ending(core::RuleId rule, core::ImpasseRule variant) const override {
        if (rule != core::RuleId{core::Game::Shogi, core::Rule::Impasse}) return {};
        const auto which = impasse_rule_in<ref::ImpasseRule>(variant);
        if (auto verdict = ref::impasse_reached(game_->position(), which)) return ending(*verdict);
        return {};
    }
    int impasse_points(int side) const override {
        return ref::impasse_points(game_->position(),
                                   side == 0 ? ref::Side::Sente : ref::Side::Gote);
    }

private:
    static bool refuse(const ref::MoveTextProblem& p, Refusal& refusal) {
        refusal.rule =
            p.rule ? core_rule(*p.rule) : core::RuleId{core::Game::Shogi, core::Rule::IllegalMove};
        refusal.detail = p.detail;
        return false;
    }
};

}  // namespace

std::unique_ptr<GameReplayer> make_shogi_reference_replayer() {
    return std::make_unique<ShogiReferenceReplayer>();
}

core::Result<std::string> shogi_position_sfen(std::string_view position) {
    std::vector<std::string> warnings;  // noted for the CLI by parse_start
    auto pos = parse_start(
        position, [](std::string_view t) { return ref::parse_position(t); },
        [](std::string_view t, std::vector<std::string>& w) {
            return ref::parse_position_lenient(t, w);
        },
        warnings);
    if (!pos) return core::make_error(pos.error().message());
    return ref::print_position(pos.value());
}

core::Result<RecordLine> shogi_record_line(std::string_view position,
                                           const std::vector<std::string>& moves,
                                           std::string_view notation) {
    std::vector<std::string>
        warnings;  // noted for the CLI by parse_start; a record line keeps none
    auto start = parse_start(
        position, [](std::string_view t) { return ref::parse_position(t); },
        [](std::string_view t, std::vector<std::string>& w) {
            return ref::parse_position_lenient(t, w);
        },
        warnings);
    return write_record_line<ref::Game>(
        start, moves,
        [notation](ref::Game& game, const ref::Position& before, const std::string& text,
                   RecordLine& line) -> std::optional<core::Error> {
            auto move = ref::parse_move(text);
            if (!move) return core::make_error("malformed move '" + text + "': not a USI move");
            const auto last_to = last_destination(game);
            if (auto broken = game.play(*move))
                return illegal_record_move(text, ref::print_position(before),
                                           ref::rule_name(*broken));
            if (notation == "kif") {
                line.moves.push_back(ref::print_kif_move(before, *move, last_to));
            } else if (notation == "ki2") {
                line.moves.push_back(ref::print_ki2_move(before, *move, last_to));
            } else if (notation == "csa") {
                line.moves.push_back(ref::print_csa_move(before, *move));
            } else {
                line.moves.push_back(ref::print_move(*move));
            }
            return std::nullopt;
        },
        [](const ref::Game& game) { return ending(ref::status(game, ref::Rules{})); });
}

}  // namespace arbiter::oracle
