// XBoard / CECP protocol version 2 (docs/engines.md, "XBoard / CECP"; the text parsers are
// xboard.h): `xboard`, `protover 2` and the `feature` replies; positions by `new`, `variant`,
// `force`, `setboard` and the moves, confirmed by `ping`; `post`, the limits and `go` until
// `move`; `perft N` (or --perft-cmd) until the pong of a ping sent after it.

#include <algorithm>

#include "engines/driver.h"
#include "oracle/registry.h"

namespace arbiter::engines {

namespace {

// A move of the position that the engine's notation cannot write.
EngineFailure unwritable(const std::string& move, Dialect dialect) {
    return unsupported_failure("position", "the move '" + move + "' cannot be written in " +
                                               std::string(dialect_name(dialect)));
}

// The reference at `fen` ("startpos": the start) in the engine's game; null when it refuses it.
std::shared_ptr<oracle::Adapter> reference_at(const EngineConfig& config, const std::string& fen) {
    auto made = oracle::make_adapter(config.game, oracle::Impl::Reference, config.chess960);
    if (!made || !made.value()->set_position(fen, {})) return nullptr;
    return made.value();
}

// The text of `move` for the engine: coordinates; SAN when the engine asked for it (feature
// san=1); castling in Chess960 as O-O / O-O-O (CECP, variant fischerandom). `board` is the
// position before the move when SAN or Chess960 castling may be needed (null otherwise) and plays
// it. nullopt: the move cannot be written (or `board` refuses it).
std::optional<std::string> engine_move_text(Dialect dialect, bool san_feature,
                                            oracle::Adapter* board, const std::string& move) {
    std::optional<std::string> text = to_engine_move(dialect, move);
    if (!board) return text;
    auto written = board->move_in(move, core::Notation::San);
    const bool castle = written && written.value().rfind("O-O", 0) == 0;
    if (san_feature || castle)
        text = written ? std::optional<std::string>(written.value()) : std::nullopt;
    if (castle && !san_feature) text = text->substr(0, text->find_first_of("+#"));
    if (!board->play(move)) text.reset();
    return text;
}

class XboardDriver final : public Driver {
public:
    core::Result<Dialect> dialect(core::Game game) const override { return xboard_dialect(game); }
    core::Result<std::string> go_command(std::string_view go) const override {
        auto limits = xboard_limits(go);
        if (!limits) return limits.error();
        limits.value().push_back("go");
        return core::joined(limits.value(), " / ");
    }
    std::vector<std::string> go_lines(const MatchClock& clock) const override {
        return xboard_clock_lines(clock);
    }

    std::optional<EngineFailure> handshake(EngineSession& s) override;
    std::vector<std::string> before_quit() const override { return {"force"}; }
    std::optional<EngineFailure> new_game(EngineSession& s) override {
        if (auto f = s.start(*this)) return f;
        game_.reset();
        return std::nullopt;
    }
    void game_over(EngineSession& s, const std::string& outcome, const std::string& result,
                   const std::string& reason) override;
    std::variant<EngineDivide, EngineFailure> divide(EngineSession& s, const std::string& root_fen,
                                                     const std::vector<std::string>& moves,
                                                     int depth) override;
    std::variant<EngineAnswer, EngineFailure> best_move(EngineSession& s,
                                                        const std::string& root_fen,
                                                        const std::vector<std::string>& moves,
                                                        const std::string& go) override {
        auto limits = xboard_limits(go);
        if (!limits) return unsupported_failure("go", limits.error().message);
        return ask(s, root_fen, moves, limits.value(), true);
    }
    std::variant<EngineAnswer, EngineFailure> best_move_raw(
        EngineSession& s, const std::string& root_fen, const std::vector<std::string>& moves,
        const std::vector<std::string>& go_lines) override {
        return ask(s, root_fen, moves, go_lines, false);
    }

private:
    std::string next_ping() { return "ping " + std::to_string(++ping_); }
    std::string last_pong() const { return "pong " + std::to_string(ping_); }
    // A move as sent: "usermove e2e4" when the engine asked for that (feature usermove=1).
    std::string move_line(const std::string& text) const {
        return (features_.usermove ? "usermove " : "") + text;
    }
    // Whether the engine's feature variants lists `variant`.
    bool lists_variant(const std::string& variant) const {
        return std::find(features_.variants.begin(), features_.variants.end(), variant) !=
               features_.variants.end();
    }
    // Reads until `token`; an "Error"/"Illegal move" line before it is a refusal.
    std::optional<EngineFailure> sync_refusals(EngineSession& s, const std::string& command,
                                               const std::string& token,
                                               Clock::time_point deadline) {
        EngineSession::Awaiting awaiting{command, Deadline::Ping, "'" + token + "'", deadline};
        awaiting.why_timeout = [] { return Hang::HangsOrOtherProtocol; };
        return s.read_answer(
            awaiting, [&](const std::string& raw, std::optional<EngineFailure>& refusal) {
                const std::string line(core::trim_ascii_space(raw));
                if (line == token) return EngineSession::Step::Done;
                s.remember(raw);
                const XboardAnswer a = classify_xboard_line(line);
                if ((a.kind == XboardAnswerKind::Error && !xboard_refuses_move_now(line)) ||
                    a.kind == XboardAnswerKind::Illegal) {
                    refusal = s.fail(refused_failure(command, Refused::Position, quotable(line)));
                }
                return EngineSession::Step::More;
            });
    }
    // With feature ping: what was sent is confirmed by a ping (added to `sent`) and its pong by
    // `deadline`; a refusal before the pong fails the ping, or (`all`) every line of `sent`.
    std::optional<EngineFailure> confirm(EngineSession& s, std::vector<std::string>& sent,
                                         Clock::time_point deadline, bool all = false) {
        if (!features_.ping) return std::nullopt;
        std::optional<EngineFailure> failure;
        if (!s.send_noted(next_ping(), sent, failure)) return failure;
        return sync_refusals(s, all ? core::joined(sent, " / ") : sent.back(), last_pong(),
                             deadline);
    }
    // new, variant, force, setboard, the moves, then a ping to see them accepted.
    std::optional<EngineFailure> set_position(EngineSession& s, const std::string& root_fen,
                                              const std::vector<std::string>& moves,
                                              std::vector<std::string>& sent);
    // A match game kept in the engine: only the opponent's moves since its own, then a ping.
    std::optional<EngineFailure> continue_game(EngineSession& s,
                                               const std::vector<std::string>& moves,
                                               std::vector<std::string>& sent) {
        std::optional<EngineFailure> failure;
        for (std::size_t i = game_->moves.size(); i < moves.size(); ++i) {
            auto text = engine_move_text(s.dialect, false, game_->board.get(), moves[i]);
            if (!text) return unwritable(moves[i], s.dialect);
            if (!s.send_noted(move_line(*text), sent, failure)) return failure;
        }
        // The moves are confirmed before the clock lines and `go`, within the engine's timeout and
        // on no clock (as set_position does).
        return confirm(s, sent, Clock::now() + s.config.timeout);
    }
    // `move_now`: send `?` when 3/4 of the timeout have passed (best_move; not best_move_raw,
    // whose caller keeps the clock).
    std::variant<EngineAnswer, EngineFailure> ask(EngineSession& s, const std::string& root_fen,
                                                  const std::vector<std::string>& moves,
                                                  const std::vector<std::string>& limit_lines,
                                                  bool move_now);
    // Reads the answer to `go` into `result`: a move, a resignation or result, or the pong.
    std::optional<EngineFailure> read_move(EngineSession& s, const std::string& command,
                                           const std::string& pong, bool move_now,
                                           const std::string& root_fen,
                                           const std::vector<std::string>& moves,
                                           EngineAnswer& result);

    XboardFeatures features_;
    XboardMateScores mate_scores_ = XboardMateScores::Cecp;
    int ping_ = 0;
    // In a match game: the root and moves the engine has on its board after its last move
    // (then only the opponent's moves are sent, in force mode, before `go`), and in Chess960 the
    // reference at that position, so that the opponent's castling is sent as O-O / O-O-O too.
    struct KeptGame {
        std::string root;
        std::vector<std::string> moves;
        std::shared_ptr<oracle::Adapter> board;
    };
    std::optional<KeptGame> game_;
    // The board set_position or continue_game left after the moves sent (Chess960 or SAN only).
    std::shared_ptr<oracle::Adapter> board_;
};

std::optional<EngineFailure> XboardDriver::handshake(EngineSession& s) {
    game_.reset();
    std::optional<EngineFailure> failure;
    features_ = {};
    s.handshake_sent = {"xboard", "protover 2"};
    if (!s.send_all(s.handshake_sent, failure)) return failure;
    const auto deadline = Clock::now() + s.config.timeout;
    // CECP: without done=0 an engine has 2 s to send its features; with it, until done=1.
    const auto quiet = std::min(deadline, Clock::now() + std::chrono::seconds(2));
    EngineSession::Awaiting awaiting{"protover 2", Deadline::Features, "'feature done=1'",
                                     deadline};
    awaiting.why_timeout = [] { return Hang::AfterDoneZero; };
    awaiting.quiet_ends = [&]() -> std::optional<Clock::time_point> {
        if (features_.done_zero) return std::nullopt;
        return quiet;
    };
    if (auto f = s.read_answer(
            awaiting, [&](const std::string& line, std::optional<EngineFailure>& refusal) {
                s.remember(line);
                for (const std::string& name : parse_feature_line(line, features_)) {
                    if (!s.send_noted("accepted " + name, s.handshake_sent, refusal))
                        return EngineSession::Step::Done;
                }
                return features_.done ? EngineSession::Step::Done : EngineSession::Step::More;
            }))
        return f;
    mate_scores_ = xboard_mate_scores(features_.myname);
    // Chess960 is XBoard's variant fischerandom: an engine that does not list it cannot play.
    if (s.config.chess960 && s.config.game == core::Game::Chess && !lists_variant("fischerandom")) {
        return s.fail(cannot_start_failure("protover 2",
                                           "the engine does not play Chess960: its feature "
                                           "variants=\"" +
                                               core::joined(features_.variants, ",") +
                                               "\" lists no fischerandom"));
    }
    for (const auto& [name, value] : s.config.options)
        if (!s.send_noted("option " + name + "=" + value, s.handshake_sent, failure))
            return failure;
    if (auto f = confirm(s, s.handshake_sent, deadline)) return f;
    ++s.handshakes;
    return std::nullopt;
}

std::optional<EngineFailure> XboardDriver::set_position(EngineSession& s,
                                                        const std::string& root_fen,
                                                        const std::vector<std::string>& moves,
                                                        std::vector<std::string>& sent) {
    std::optional<EngineFailure> failure;
    auto say = [&](const std::string& line) { return s.send_noted(line, sent, failure); };
    const EngineConfig& config = s.config;
    if (!say("new")) return failure;
    const std::string variant = config.chess960 && config.game == core::Game::Chess
                                    ? "fischerandom"
                                    : xboard_variant(config.game);
    if (!variant.empty()) {
        if (!features_.variants.empty() && !lists_variant(variant))
            return s.fail(unsupported_failure("variant " + variant,
                                              "the engine does not play " + variant +
                                                  " (its feature variants=\"" +
                                                  core::joined(features_.variants, ",") + "\")"));
        if (!say("variant " + variant)) return failure;
    }
    if (!say("force")) return failure;
    if (features_.setboard) {
        auto fen = xboard_setboard_fen(config.game, root_fen, config.wxf_letters.value_or(true));
        if (!fen) return unsupported_failure("setboard", fen.error().message);
        if (!say("setboard " + fen.value())) return failure;
    } else if (auto start = reference_at(config, "startpos"); !start || start->fen() != root_fen) {
        return unsupported_failure("setboard",
                                   "the engine has no setboard (no 'feature setboard=1'): "
                                   "only positions reached from the start can be given");
    }
    // Chess960: castling is sent as O-O / O-O-O (CECP, variant fischerandom), found by SAN.
    const std::shared_ptr<oracle::Adapter> san =
        (features_.san || config.chess960) && config.game == core::Game::Chess
            ? reference_at(config, root_fen)
            : nullptr;
    for (const std::string& move : moves) {
        std::optional<std::string> text =
            engine_move_text(s.dialect, features_.san, san.get(), move);
        if (!text) return unwritable(move, s.dialect);
        if (!say(move_line(*text))) return failure;
    }
    board_ = san;
    return confirm(s, sent, Clock::now() + config.timeout, true);
}

std::variant<EngineAnswer, EngineFailure> XboardDriver::ask(
    EngineSession& s, const std::string& root_fen, const std::vector<std::string>& moves,
    const std::vector<std::string>& limit_lines, bool move_now) {
    if (auto f = s.start(*this)) return *f;
    s.forget_output();
    EngineAnswer result;
    result.dialogue = s.handshake_sent;
    // In a match game the engine keeps the game: after its own move (and `force`) only the
    // opponent's moves since are sent, not new + setboard + every move with a ping.
    const bool kept = s.in_game && !features_.san && game_ && game_->root == root_fen &&
                      game_->moves.size() <= moves.size() &&
                      std::equal(game_->moves.begin(), game_->moves.end(), moves.begin());
    board_ = kept ? game_->board : nullptr;
    if (auto f = kept ? continue_game(s, moves, result.dialogue)
                      : set_position(s, root_fen, moves, result.dialogue))
        return *f;
    game_.reset();
    s.forget_output();
    std::vector<std::string> lines = {"post"};
    lines.insert(lines.end(), limit_lines.begin(), limit_lines.end());
    lines.push_back("go");
    // CECP: a ping while thinking is answered after the move; a pong with no move before it
    // means the engine has no move to make (HoiChess says nothing else when stalemated).
    std::string pong;
    if (features_.ping) {
        lines.push_back(next_ping());
        pong = last_pong();
    }
    std::optional<EngineFailure> failure;
    for (const auto& line : lines)
        if (!s.send_noted(line, result.dialogue, failure)) return *failure;
    const std::string command = "go (" + core::joined(limit_lines, ", ") + ")";
    result.mate_encoding = std::string(xboard_mate_scores_name(mate_scores_));
    if (auto f = read_move(s, command, pong, move_now, root_fen, moves, result)) return *f;
    // Stop it from thinking on (pondering) or playing on; the next question starts anew (or, in
    // a match game, from the position after this move).
    if (result.move) {
        std::optional<EngineFailure> ignored;
        if (s.send("force", ignored) && s.in_game) {
            std::vector<std::string> after = moves;
            after.push_back(*result.move);
            // A board that cannot follow the engine's move keeps no game: the next question
            // sets the position anew.
            if (!board_ || board_->play(*result.move))
                game_.emplace(KeptGame{root_fen, std::move(after), board_});
        }
    }
    return result;
}

// A thinking line's score into `result`: the score, a mate in the engine's encoding, or a score
// that may be a mate in an encoding arbiter does not know.
void read_thinking(const XboardThinking& thinking, EngineAnswer& result) {
    result.score_cp =
        static_cast<int>(std::clamp<long long>(thinking.score, -kMateScore, kMateScore));
    if (thinking.mate_moves) {
        result.score_cp = mate_score_cp(*thinking.mate_moves);
        result.mate_moves = thinking.mate_moves;
    } else if ((thinking.score >= kXboardUnknownMateScore ||
                thinking.score <= -kXboardUnknownMateScore) &&
               result.unknown_mate_score.empty()) {
        result.unknown_mate_score = std::to_string(thinking.score);
    }
}

std::optional<EngineFailure> XboardDriver::read_move(EngineSession& s, const std::string& command,
                                                     const std::string& pong, bool move_now,
                                                     const std::string& root_fen,
                                                     const std::vector<std::string>& moves,
                                                     EngineAnswer& result) {
    const auto asked = Clock::now();
    EngineSession::Awaiting awaiting{command, Deadline::Move, "'move'", asked + s.think_timeout()};
    awaiting.within = s.think_timeout();
    // CECP's `?`: move now. Sent when three quarters of the deadline have passed, so an engine
    // that thinks too long is asked to move before it is declared hung; in a match game when its
    // time is up.
    const auto at = move_now ? std::optional<Clock::time_point>(asked + s.config.timeout * 3 / 4)
                             : s.match_stop_at(asked);
    if (at) s.move_now_at(awaiting, *at, "?", Hang::NoMoveAfterMoveNow, result);
    using Step = EngineSession::Step;
    auto f =
        s.read_answer(awaiting, [&](const std::string& raw, std::optional<EngineFailure>& refusal) {
            s.remember(raw);
            const std::string line(core::trim_ascii_space(raw));
            if (auto thinking = xboard_thinking(line, mate_scores_))
                read_thinking(*thinking, result);
            if (!pong.empty() && line == pong) {
                result.kind = AnswerKind::NoMove;
                result.answer = line + " (no move before it)";
                return Step::Done;
            }
            const XboardAnswer a = classify_xboard_line(line);
            switch (a.kind) {
            case XboardAnswerKind::Other:
                return Step::More;
            case XboardAnswerKind::Resign:
            case XboardAnswerKind::Result:
                result.kind = a.kind == XboardAnswerKind::Resign || a.resigns
                                  ? AnswerKind::Resigns
                                  : AnswerKind::ClaimsResult;
                result.answer = line;
                return Step::Done;
            case XboardAnswerKind::Error:
                if (xboard_refuses_move_now(line)) return Step::More;
                [[fallthrough]];
            case XboardAnswerKind::Illegal:
                refusal = s.fail(refused_failure(command, Refused::Go, quotable(line)));
                return Step::Done;
            case XboardAnswerKind::Move:
                result.kind = AnswerKind::Move;
                result.answer = line;
                result.move = s.read_engine_move(a.move, root_fen, moves);
                if (!result.move) refusal = s.not_a_move(command, "move " + a.move);
                return Step::Done;
            }
            return Step::More;
        });
    result.think_time = Clock::now() - asked;
    return f;
}

std::variant<EngineDivide, EngineFailure> XboardDriver::divide(
    EngineSession& s, const std::string& root_fen, const std::vector<std::string>& moves,
    int depth) {
    if (auto f = s.start(*this)) return *f;
    s.forget_output();
    std::optional<EngineFailure> failure;
    const std::string perft = with_depth(s.config.perft_cmd.value_or("perft {depth}"), depth);
    std::vector<std::string> sent;
    if (auto f = set_position(s, root_fen, moves, sent)) return *f;
    if (!s.send(perft, failure)) return *failure;
    // The synchronisation answer after the perft ("" = none: no ping).
    std::string token;
    if (features_.ping) {
        const std::string ping = next_ping();
        token = last_pong();
        if (!s.send(ping, failure)) return *failure;
    }
    return read_custom_perft(s, {perft, perft, token, true}, root_fen, moves, depth);
}

void XboardDriver::game_over(EngineSession& s, const std::string&, const std::string& result,
                             const std::string& reason) {
    game_.reset();
    if (!s.child || !s.child->running()) return;
    std::optional<EngineFailure> ignored;
    if (!s.send(xboard_result_line(result, reason), ignored)) return;
    // An engine that does not know `result` says so ("Error (unknown command)"): read it
    // here, up to a pong, so that the next game's set-up does not take it as a refusal.
    if (features_.ping) {
        const std::string ping = next_ping();
        if (s.send(ping, ignored))
            s.wait_for(ping, last_pong(),
                       Clock::now() + std::min(s.config.timeout, std::chrono::milliseconds(2000)),
                       Deadline::Ping);
    }
    s.forget_output();
}

}  // namespace

std::unique_ptr<Driver> make_xboard_driver() { return std::make_unique<XboardDriver>(); }

}  // namespace arbiter::engines
