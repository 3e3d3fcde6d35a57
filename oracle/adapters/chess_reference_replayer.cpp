// reference/chess as a GameReplayer (oracle/record_check.h): `arbiter games --impl reference`,
// and the explainer that names the rule a move breaks when the fast replayer refuses it. A move
// is resolved by reference/chess's SAN reader, which says which rule an illegal one breaks.

#include <string>
#include <vector>

#include "oracle/adapters/binding_parts.h"
#include "oracle/adapters/line_replayer.h"
#include "oracle/record_check.h"
#include "reference/chess/game.h"
#include "reference/chess/notation.h"
#include "reference/chess/record_notation.h"
#include "reference/chess/rules.h"

namespace arbiter::oracle {
namespace {

namespace ref = arbiter::reference::chess;

// FIDE Laws (2023) 9.6.1 (fifth occurrence) and 9.6.2 (75 moves each): no claim needed.
constexpr ref::Rules kRecordRules{5, 150};

core::GameEnd ending(const ref::GameStatus& s) { return ending_of(s, ref::Color::White); }

class ChessReferenceReplayer final : public LineReplayer<ChessReferenceReplayer, ref::Game> {
public:
    ChessReferenceReplayer() : LineReplayer(ref::Game(ref::Position::standard())) {}
    core::Game game() const override { return core::Game::Chess; }
    static std::string print_move(const ref::Move& move) { return ref::print_move(move); }

    bool start(std::string_view position, std::string& error) override {
        // A Chess960 game's start is read strictly: the lenient reader knows standard chess only
        // (under --lenient it would refuse the Chess960 castling rights).
        if (chess960_) {
            start_warnings_.clear();
            return start_at(ref::parse_position(position, true), error);
        }
        return start_at(
            parse_start(
                position, [this](std::string_view t) { return ref::parse_position(t, chess960_); },
                [](std::string_view t, std::vector<std::string>& w) {
                    return ref::parse_position_lenient(t, w);
                },
                start_warnings_),
            error);
    }
    bool set_chess960(bool on) override {
        chess960_ = on;
        return true;
    }

    bool play(std::string_view text, Refusal& refusal) override {
        auto move = ref::parse_san(game_->position(), text);
        if (!move) {
            const ref::SanError& e = move.error();
            refusal.rule = e.rule ? core_rule(*e.rule)
                                  : core::RuleId{core::Game::Chess, core::Rule::IllegalMove};
            refusal.detail = e.detail.empty() ? e.message() : e.detail;
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
        const ref::Position& pos = game_->position();
        if (pos.halfmove_clock() >= static_cast<std::uint32_t>(kRecordRules.fifty_move_plies) ||
            ref::dead_position_reached(pos) ||
            ref::repetition_reached(*game_, kRecordRules.repetition_count)) {
            return status();
        }
        return {};
    }

    core::GameEnd status() const override { return ending(ref::status(*game_, kRecordRules)); }

    std::string position_text() const override { return ref::print_position(game_->position()); }
    int side_to_move() const override {
        return game_->position().side_to_move() == ref::Color::White ? 0 : 1;
    }

private:
    bool chess960_ = false;
};

}  // namespace

core::Result<RecordLine> chess_record_line(std::string_view position,
                                           const std::vector<std::string>& moves, bool chess960) {
    // A Chess960 start is read strictly (no lenient Chess960 reader; main refuses --lenient with
    // --chess960); otherwise as the command line asks.
    std::vector<std::string>
        warnings;  // noted for the CLI by parse_start; a record line keeps none
    auto start = chess960 ? ref::parse_position(position, true)
                          : parse_start(
                                position, [](std::string_view t) { return ref::parse_position(t); },
                                [](std::string_view t, std::vector<std::string>& w) {
                                    return ref::parse_position_lenient(t, w);
                                },
                                warnings);
    auto written = write_record_line<ref::Game>(
        start, moves,
        [](ref::Game& game, const ref::Position& before, const std::string& text,
           RecordLine& line) -> std::optional<core::Error> {
            // UCI first, then SAN, as every chess command reads a move (docs/notation.md).
            ref::Move move;
            if (auto uci = ref::parse_move(text)) {
                move = uci.value();
            } else {
                auto san = ref::parse_san(before, text);
                if (!san && san.error().kind == ref::SanErrorKind::Malformed)
                    return malformed_chess_move(text);
                if (!san)  // SAN names only legal moves: an impossible one breaks its rule here
                    return illegal_record_move(text, ref::print_position(before),
                                               ref::rule_name(*san.error().rule));
                move = san.value();
            }
            if (auto broken = game.play(move))
                return illegal_record_move(text, ref::print_position(before),
                                           ref::rule_name(*broken));
            line.moves.push_back(ref::print_san(before, move));
            return std::nullopt;
        },
        [](const ref::Game& game) { return ending(ref::status(game, kRecordRules)); });
    if (written) written.value().start = ref::print_position(start.value());
    return written;
}

std::unique_ptr<GameReplayer> make_chess_reference_replayer() {
    return std::make_unique<ChessReferenceReplayer>();
}

}  // namespace arbiter::oracle
