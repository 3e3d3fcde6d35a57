#pragma once
// One Adapter for every implementation: ImplementationAdapter<B> speaks the oracle's text contract
// (docs/rules.md, "Notation") over any binding B that meets the Implementation concept
// (oracle/implementation.h). What differs between games and implementations lives in the
// bindings, oracle/adapters/<game>_<impl>.h; everything below is written once.

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "oracle/adapter.h"
#include "oracle/implementation.h"

namespace arbiter::oracle {

template <LenientLoading B>
class ImplementationAdapter final : public Adapter {
public:
    ImplementationAdapter() : game_(B::start(start_position())) {}

    core::Game game() const override { return B::kGame; }
    Impl impl() const override { return B::kImpl; }

    core::Result<core::Ok> set_position(std::string_view fen,
                                        const std::vector<std::string>& moves) override {
        std::vector<std::string> warnings;
        // Lenient parsing knows no Chess960 yet: --lenient reads standard chess positions.
        auto start = lenient_ ? B::parse_position_lenient(fen, warnings) : parse_position(fen);
        if (!start) return lenient_ ? lenient_refusal(start.error()) : start.error();
        typename B::Game next = B::start(start.value());
        for (const std::string& text : moves) {
            if (auto played = play_on(next, text); !played) return played.error();
        }
        game_ = std::move(next);
        std::sort(warnings.begin(), warnings.end());
        warnings_ = std::move(warnings);
        note_warnings(warnings_);
        return core::Ok{};
    }

    void set_lenient(bool on) override { lenient_ = on; }
    std::vector<std::string> warnings() const override { return warnings_; }

    std::string fen() const override { return B::print_position(position()); }

    std::vector<std::string> legal_moves() const override {
        std::vector<std::string> out;
        for (const auto& move : B::legal_moves(position())) out.push_back(B::print_move(move));
        std::sort(out.begin(), out.end());
        return out;
    }

    bool in_check() const override { return B::in_check(position()); }

    core::Result<core::Ok> play(std::string_view text) override { return play_on(game_, text); }

    void undo() override { (void)B::undo(game_); }

    std::uint64_t perft(int depth, PerftMode mode) override {
        return B::perft(position(), depth, mode);
    }

    core::GameStatus status(const core::RuleOptions& options) const override {
        return B::status(game_, options);
    }

    core::Result<Explanation> explain(std::string_view text) const override {
        if constexpr (ExplainingText<B>) {
            auto rule = B::explain_text(position(), text);
            if (!rule) return rule.error();
            Explanation out;
            out.rule = rule.value();
            out.legal = !out.rule;
            if constexpr (ExplainingEvidence<B>) {
                if (out.rule) {
                    if (auto move = B::parse_move(position(), text)) {
                        out.evidence = B::explain_evidence(position(), move.value());
                    }
                }
            }
            return out;
        } else if constexpr (Explaining<B>) {
            auto move = B::parse_move(position(), text);
            if (!move) return move.error();
            Explanation out;
            out.rule = B::first_broken_rule(position(), move.value());
            out.legal = !out.rule;
            if constexpr (ExplainingEvidence<B>) {
                if (out.rule) out.evidence = B::explain_evidence(position(), move.value());
            }
            return out;
        } else {
            (void)text;
            return core::make_error("explain is answered by the reference implementation (the " +
                                    std::string(impl_name(B::kImpl)) +
                                    " one only lists legal moves)");
        }
    }

    // A binding with Chess960 parses a position as Chess960's on request
    // (B::parse_position(text, true)); the others leave it to the base (an error).
    core::Result<core::Ok> set_chess960(bool on) override {
        if constexpr (requires(std::string_view text) { B::parse_position(text, true); }) {
            chess960_ = on;
            game_ = B::start(parse_position("startpos").value());
            return core::Ok{};
        } else {
            return Adapter::set_chess960(on);
        }
    }
    bool chess960() const override { return chess960_; }

    std::optional<bool> can_checkmate(int side) const override {
        if constexpr (JudgingMaterial<B>) {
            return B::can_checkmate(position(), side);
        } else {
            return Adapter::can_checkmate(side);
        }
    }

    int side_to_move() const override { return B::side_to_move(position()); }
    int halfmove_clock() const override { return B::halfmove_clock(position()); }

    core::Result<TouchAnswer> touch_moves(const std::vector<std::string>& touched,
                                          bool simultaneous) const override {
        if constexpr (Touching<B>) {
            auto answer = B::touch_moves(position(), touched, simultaneous);
            if (answer) std::sort(answer.value().allowed.begin(), answer.value().allowed.end());
            return answer;
        } else {
            return Adapter::touch_moves(touched, simultaneous);
        }
    }

    core::Result<std::string> normal_move(std::string_view text) const override {
        auto found = Adapter::normal_move(text);
        if constexpr (Notating<B>) {
            if (!found) {
                if (auto move = legal_move(text)) return B::print_move(move.value());
            }
        }
        return found;
    }

    std::vector<core::Notation> notations() const override {
        if constexpr (Notating<B>) return B::notations();
        return Adapter::notations();
    }

    core::Result<std::vector<std::string>> legal_moves_in(core::Notation notation) const override {
        if constexpr (Notating<B>) {
            if (notation != core::native_notation(B::kGame)) {
                std::vector<std::string> out;
                for (const auto& move : B::legal_moves(position())) {
                    auto text = B::print_move_in(position(), move, notation);
                    if (!text) return Adapter::legal_moves_in(notation);  // not written here
                    out.push_back(std::move(*text));
                }
                std::sort(out.begin(), out.end());
                return out;
            }
        }
        return Adapter::legal_moves_in(notation);
    }

    core::Result<std::string> move_in(std::string_view text,
                                      core::Notation notation) const override {
        if constexpr (Notating<B>) {
            auto move = legal_move(text);
            if (!move) return move.error();
            if (notation == core::native_notation(B::kGame)) return B::print_move(move.value());
            if (auto out = B::print_move_in(position(), move.value(), notation)) return *out;
        }
        return Adapter::move_in(text, notation);
    }

private:
    // The legal move `text` names (any notation parse_move reads), or why there is none.
    core::Result<typename B::Move> legal_move(std::string_view text) const {
        auto move = B::parse_move(position(), text);
        if (!move) return move.error();
        const auto legal = B::legal_moves(position());
        if (std::find(legal.begin(), legal.end(), move.value()) == legal.end()) {
            std::string message = "'";
            message.append(text);
            message.append("' is not a legal move here");
            return core::make_error(std::move(message));
        }
        return move;
    }

    core::Result<typename B::Position> parse_position(std::string_view text) const {
        if constexpr (requires { B::parse_position(text, true); }) {
            return B::parse_position(text, chess960_);
        } else {
            return B::parse_position(text);
        }
    }

    static typename B::Position start_position() {
        auto start = B::parse_position("startpos");
        return start.value();  // every game has its start position
    }

    const typename B::Position& position() const { return B::position(game_); }

    static core::Result<core::Ok> play_on(typename B::Game& game, std::string_view text) {
        auto move = B::parse_move(B::position(game), text);
        if (!move) return move.error();
        if (auto refused = B::play(game, move.value())) {
            return core::make_error("illegal move '" + std::string(text) + "' in " +
                                    B::print_position(B::position(game)) + ": " + *refused);
        }
        return core::Ok{};
    }

    // A refusal under --lenient says why the rules cannot judge the position.
    static core::Error lenient_refusal(core::Error error) {
        std::string why;
        for (const std::string& code : error.codes) {
            const std::string_view reason = lenient_refusal_reason(code);
            if (reason.empty()) continue;
            why += (why.empty() ? "" : "; ") + code + ": " + std::string(reason);
        }
        if (!why.empty()) error.message += " (refused even with --lenient: " + why + ")";
        return error;
    }

    typename B::Game game_;
    bool lenient_ = lenient_default();
    std::vector<std::string> warnings_;
    bool chess960_ = false;
};

template <LenientLoading B>
std::unique_ptr<Adapter> make_implementation_adapter() {
    return std::make_unique<ImplementationAdapter<B>>();
}

}  // namespace arbiter::oracle
