// GNU Shogi's xshogi protocol (docs/engines.md, "GNU Shogi"; its text parsers are in xboard.h):
// no handshake and no ping, so nothing marks the end of an answer, and every question gets a
// fresh engine: `new`, the moves under `force` or the position by `edit`, the limits, `black` or
// `white`, `go`, until "N. ... MOVE" or a verdict. --check play and matches (a depth or a time per
// move in whole seconds); it has no perft command.

#include "engines/driver.h"
#include "oracle/registry.h"

namespace arbiter::engines {

namespace {

class XshogiDriver final : public Driver {
public:
    core::Result<Dialect> dialect(core::Game game) const override {
        if (game == core::Game::Shogi) return Dialect::ShogiUsi;
        return core::make_error("xshogi is the shogi protocol of GNU Shogi, not for " +
                                std::string(core::game_name(game)));
    }
    core::Result<std::string> go_command(std::string_view go) const override {
        auto limits = xshogi_limits(go);
        if (!limits) return limits.error();
        std::string text;
        for (const auto& line : limits.value()) text += line + " / ";
        return text + "go";
    }
    // A match's clock in xshogi's words: a depth (`depth` then N, 1-29) and a time per move in
    // whole seconds (`level 0 0:S`), the limits xshogi_limits gives --go. Nothing else of a
    // clock (main time, increment, byoyomi, nodes, a move time not in whole seconds) has words
    // here: then no lines, and best_move_raw refuses the question.
    std::vector<std::string> go_lines(const MatchClock& clock) const override {
        const bool other = clock.base_ms || clock.increment_ms || clock.byoyomi_ms || clock.nodes ||
                           clock.movetime_ms % 1000 != 0;
        if (other || (!clock.depth && !clock.movetime_ms) || clock.depth > 29) return {};
        std::vector<std::string> lines;
        if (clock.depth) lines = {"depth", std::to_string(clock.depth)};
        if (clock.movetime_ms)
            lines.push_back("level 0 0:" + std::to_string(clock.movetime_ms / 1000));
        return lines;
    }

    std::optional<EngineFailure> handshake(EngineSession& s) override {
        // No handshake: its banner ("GNU Shogi 1.4.2") is read as any other line.
        s.handshake_sent.clear();
        ++s.handshakes;
        return std::nullopt;
    }
    std::optional<EngineFailure> new_game(EngineSession& s) override { return s.start(*this); }
    std::variant<EngineDivide, EngineFailure> divide(EngineSession&, const std::string&,
                                                     const std::vector<std::string>&,
                                                     int) override {
        return unsupported_failure(
            "perft", "the xshogi protocol (GNU Shogi) has no perft command: use --check play");
    }
    std::variant<EngineAnswer, EngineFailure> best_move(EngineSession& s,
                                                        const std::string& root_fen,
                                                        const std::vector<std::string>& moves,
                                                        const std::string& go) override;
    std::variant<EngineAnswer, EngineFailure> best_move_raw(
        EngineSession& s, const std::string& root_fen, const std::vector<std::string>& moves,
        const std::vector<std::string>& go_lines) override {
        if (go_lines.empty())
            return unsupported_failure(
                "go",
                "the xshogi protocol can limit a move only by a time in whole seconds "
                "(--movetime 1000, 2000, ...) or a depth (--depth 1-29)");
        return ask(s, root_fen, moves, go_lines);
    }

private:
    // A fresh engine, the position, the limit lines, the side and `go`, until the move or a
    // verdict (within the match question's timeout, else --timeout).
    std::variant<EngineAnswer, EngineFailure> ask(EngineSession& s, const std::string& root_fen,
                                                  const std::vector<std::string>& moves,
                                                  const std::vector<std::string>& limits);
    // The lines that set the position up: the moves from the start under `force`, or `edit`.
    static std::optional<EngineFailure> position_lines(const std::string& root_fen,
                                                       const std::vector<std::string>& moves,
                                                       std::vector<std::string>& sent);
};

std::optional<EngineFailure> XshogiDriver::position_lines(const std::string& root_fen,
                                                          const std::vector<std::string>& moves,
                                                          std::vector<std::string>& sent) {
    auto reference = oracle::make_adapter(core::Game::Shogi, oracle::Impl::Reference);
    if (!reference) return ours_failure("position", reference.error().message);
    oracle::Adapter& board = *reference.value();
    const bool from_start = board.set_position("startpos", {}) && board.fen() == root_fen;
    if (!board.set_position(root_fen, moves))
        return ours_failure("position", "the reference refuses the position");
    if (from_start) {
        // The game from the start, so its repetition handling is exercised too.
        if (!moves.empty()) {
            sent.push_back("force");
            sent.insert(sent.end(), moves.begin(), moves.end());
            sent.push_back("force");  // force mode off again
        }
        return std::nullopt;
    }
    // `edit` sets up the position reached; the moves before it are not given.
    auto edit = xshogi_edit_lines(board.fen());
    if (!edit) return unsupported_failure("edit", edit.error().message);
    sent.insert(sent.end(), edit.value().begin(), edit.value().end());
    return std::nullopt;
}

std::variant<EngineAnswer, EngineFailure> XshogiDriver::best_move(
    EngineSession& s, const std::string& root_fen, const std::vector<std::string>& moves,
    const std::string& go) {
    auto limits = xshogi_limits(go);
    if (!limits) return unsupported_failure("go", limits.error().message);
    return ask(s, root_fen, moves, limits.value());
}

std::variant<EngineAnswer, EngineFailure> XshogiDriver::ask(
    EngineSession& s, const std::string& root_fen, const std::vector<std::string>& moves,
    const std::vector<std::string>& limits) {
    // Without ping or a position command, nothing says where one question's output ends (it
    // prints "Black mates!" after a mating move): every question gets a fresh engine (0.1 s).
    s.stop();
    if (auto f = s.start(*this)) return *f;
    s.forget_output();
    EngineAnswer result;
    std::vector<std::string>& sent = result.dialogue;
    sent.push_back("new");
    if (auto f = position_lines(root_fen, moves, sent)) return *f;
    sent.insert(sent.end(), limits.begin(), limits.end());
    sent.push_back(s.side_to_move(root_fen, moves) == 0 ? "black" : "white");
    sent.push_back("go");
    std::optional<EngineFailure> failure;
    if (!s.send_all(sent, failure)) return *failure;
    const std::string command = "go (" + core::joined(limits, " ") + ")";
    EngineSession::Awaiting awaiting{command, Deadline::Move, "'N. ... MOVE' or a verdict",
                                     Clock::now() + s.think_timeout()};
    using Step = EngineSession::Step;
    if (auto f = s.read_answer(
            awaiting, [&](const std::string& raw, std::optional<EngineFailure>& refusal) {
                s.remember(raw);
                const XshogiAnswer a = classify_xshogi_line(core::trim_ascii_space(raw));
                switch (a.kind) {
                case XshogiAnswerKind::Other:
                    return Step::More;
                case XshogiAnswerKind::Illegal:
                    refusal =
                        s.fail(refused_failure(command, Refused::Position,
                                               quotable(std::string(core::trim_ascii_space(raw)))));
                    return Step::Done;
                case XshogiAnswerKind::NoMove:
                    result.kind = AnswerKind::ClaimsResult;
                    result.answer = a.text;
                    return Step::Done;
                case XshogiAnswerKind::Move:
                    result.kind = AnswerKind::Move;
                    result.answer = a.text;
                    result.move = from_engine_move(s.dialect, a.move);
                    if (!result.move) refusal = s.not_a_move(command, a.move);
                    return Step::Done;
                }
                return Step::More;
            }))
        return *f;
    s.stop();
    return result;
}

}  // namespace

std::unique_ptr<Driver> make_xshogi_driver() { return std::make_unique<XshogiDriver>(); }

}  // namespace arbiter::engines
