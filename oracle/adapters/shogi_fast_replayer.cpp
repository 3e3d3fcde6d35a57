// fast/shogi as a GameReplayer (oracle/record_check.h): the throughput path of `arbiter games`
// for KIF, KI2, CSA and USI records. A move text is read by fast/shogi/record_notation.h (Japanese,
// CSA) or fast/shogi/notation.h (USI) and played on fast/shogi's Game, which says after each ply
// whether sennichite (its fourth occurrence) is reached, without generating moves. fast/ names no
// rules: a refused move is shogi.illegal-move, and the checker asks the reference which
// rule it breaks (position_text gives it the position before the last move and that move, so the
// reference can resolve 同).

#include <string>
#include <vector>

#include "fast/shogi/game.h"
#include "fast/shogi/notation.h"
#include "fast/shogi/record_notation.h"
#include "oracle/adapters/binding_parts.h"
#include "oracle/adapters/line_replayer.h"
#include "oracle/adapters/shogi_move_form.h"
#include "oracle/record_check.h"

namespace arbiter::oracle {
namespace {

namespace fs = arbiter::fast::shogi;

core::GameEnd ending(const fs::GameStatus& s) { return ending_of(s, fs::Sente); }

class ShogiFastReplayer final : public LineReplayer<ShogiFastReplayer, fs::Game> {
public:
    ShogiFastReplayer() : LineReplayer(fs::Game(start_position())) {}
    core::Game game() const override { return core::Game::Shogi; }
    static std::string print_move(fs::Move move) { return fs::print_move(move); }

    bool start(std::string_view position, std::string& error) override {
        auto pos = parse_start(
            position, [](std::string_view t) { return fs::parse_position(t); },
            [](std::string_view t, std::vector<std::string>& w) {
                return fs::parse_position_lenient(t, w);
            },
            start_warnings_);
        if (!pos.ok()) {
            error = pos.error().message;
            restart(start_position());
            return false;
        }
        restart(pos.value());
        return true;
    }

    bool play(std::string_view text, Refusal& refusal) override {
        const fs::Position& now = game_->position();
        fs::Move m = fs::kNoMove;
        fs::TextError error = fs::TextError::None;
        const ShogiMoveForm form = shogi_move_form(text);
        if (form == ShogiMoveForm::Usi) {
            const auto parsed = fs::parse_move(text);
            if (parsed) {
                if (const auto legal = fs::find_legal(now, *parsed)) m = *legal;
            }
            if (m == fs::kNoMove) error = parsed ? fs::TextError::NoMove : fs::TextError::Malformed;
        } else if (form == ShogiMoveForm::Csa) {
            m = fs::parse_csa_move(now, text, error);
        } else {
            const fs::Square last =
                game_->moves().empty() ? fs::kNoSquare : fs::move_to(game_->moves().back());
            m = fs::parse_japanese_move(now, text, last, error);
        }
        if (m == fs::kNoMove) {
            refusal.rule = core::RuleId{core::Game::Shogi, core::Rule::IllegalMove};
            refusal.detail = std::string("fast/shogi: ") + std::string(fs::text_error_name(error));
            return false;
        }
        game_->play_legal(m);  // every reader above returns only legal moves
        return true;
    }

    // Only sennichite can end a game without the move generator's help (a mate needs it); fast/
    // shogi's Game counts the repetitions (shogi.sennichite, its fourth occurrence).
    core::GameEnd quick_ending() const override {
        return game_->sennichite_reached() ? status() : core::GameEnd{};
    }

    core::GameEnd status() const override { return ending(game_->status(fs::Rules{})); }

    // The position before the last move and that move ("SFEN moves 7g7f"): what the reference
    // needs to resolve a 同 after it.
    std::string position_text() const override {
        if (game_->moves().empty()) return fs::print_position(game_->position());
        fs::Position before = game_->position();
        fs::Game copy = *game_;
        (void)copy.undo();
        before = copy.position();
        return fs::print_position(before) + " moves " + fs::print_move(game_->moves().back());
    }
    int side_to_move() const override {
        return game_->position().side_to_move() == fs::Sente ? 0 : 1;
    }

    core::GameEnd claimed_ending(core::RuleId rule, core::ImpasseRule variant) const override {
        if (rule != core::RuleId{core::Game::Shogi, core::Rule::Impasse}) return {};
        fs::Rules rules;
        rules.impasse_requested = true;
        rules.impasse_rule = impasse_rule_in<fs::ImpasseRule>(variant);
        const core::GameEnd e = ending(game_->status(rules));
        return e.decided_by(core::Rule::Impasse) ? e : core::GameEnd{};
    }
    int impasse_points(int side) const override {
        return fs::impasse_points(game_->position(), side == 0 ? fs::Sente : fs::Gote);
    }

private:
    static const fs::Position& start_position() {
        static const fs::Position start = [] {
            fs::Position p;
            (void)fs::Position::named("startpos", p);
            return p;
        }();
        return start;
    }
};

}  // namespace

std::unique_ptr<GameReplayer> make_shogi_fast_replayer() {
    return std::make_unique<ShogiFastReplayer>();
}

}  // namespace arbiter::oracle
