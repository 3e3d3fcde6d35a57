// The UCI family: UCI, UCI with xiangqi ranks 0-9 (uci0), USI and UCCI share one flow and differ in
// their words (uci.h): `uci` ... `uciok`, the options and `isready`; `position fen|sfen ... moves
// ...`; `go ...` until `bestmove` (UCCI also `nobestmove`); `go perft N` until its total.
// Detection (EngineConfig::detect_protocol): an engine that answers the hello the XBoard way or
// with GNU Shogi's banner is handed to that protocol's driver.

#include "engines/driver.h"
#include "engines/uci.h"

namespace arbiter::engines {

namespace {

class UciDriver final : public Driver {
public:
    explicit UciDriver(Protocol protocol) : protocol_(protocol) {}

    core::Result<Dialect> dialect(core::Game game) const override {
        return uci_dialect(protocol_, game);
    }
    std::string default_variant(core::Game game) const override {
        // fairy-stockfish plays xiangqi and shogi under UCI only with UCI_Variant set.
        if (protocol_ != Protocol::Uci) return "";
        if (game == core::Game::Xiangqi) return "xiangqi";
        if (game == core::Game::Shogi) return "shogi";
        return "";
    }
    std::string chess960_option() const override {
        return protocol_ == Protocol::Uci || protocol_ == Protocol::Uci0 ? "UCI_Chess960" : "";
    }
    core::Result<std::string> go_command(std::string_view go) const override {
        return uci_go_command(protocol_, go);
    }
    std::vector<std::string> go_lines(const MatchClock& clock) const override {
        return {uci_go_line(protocol_, clock)};
    }

    std::optional<EngineFailure> handshake(EngineSession& s) override;
    std::optional<EngineFailure> new_game(EngineSession& s) override;
    void game_over(EngineSession& s, const std::string& outcome, const std::string&,
                   const std::string&) override {
        // USI: `gameover win|lose|draw` from this engine's view; UCI and UCCI have no word.
        std::optional<EngineFailure> ignored;
        if (protocol_ == Protocol::Usi && s.child && s.child->running())
            s.send("gameover " + outcome, ignored);
    }
    std::variant<EngineDivide, EngineFailure> divide(EngineSession& s, const std::string& root_fen,
                                                     const std::vector<std::string>& moves,
                                                     int depth) override;
    std::variant<EngineAnswer, EngineFailure> best_move(EngineSession& s,
                                                        const std::string& root_fen,
                                                        const std::vector<std::string>& moves,
                                                        const std::string& go) override {
        auto go_line = go_command(go);
        if (!go_line) return unsupported_failure("go", go_line.error().message);
        return ask(s, root_fen, moves, go_line.value());
    }
    std::variant<EngineAnswer, EngineFailure> best_move_raw(
        EngineSession& s, const std::string& root_fen, const std::vector<std::string>& moves,
        const std::vector<std::string>& go_lines) override {
        if (go_lines.size() != 1)
            return unsupported_failure(
                "go", "one go line is needed for " + std::string(protocol_name(protocol_)));
        return ask(s, root_fen, moves, go_lines.front());
    }

private:
    // Detection: whether `line`, an answer to the hello, is an XBoard or xshogi engine's.
    std::optional<Protocol> detect(const EngineSession& s, const std::string& line) const;
    // The position command for root_fen after moves; nullopt when a move cannot be written.
    std::optional<std::string> position_command(const EngineSession& s, const std::string& root_fen,
                                                const std::vector<std::string>& moves) const;
    // Starts the engine when needed, synchronises (isready / readyok, so nothing left over is
    // read as an answer) and returns the position command.
    std::variant<std::string, EngineFailure> ready_position(EngineSession& s,
                                                            const std::string& root_fen,
                                                            const std::vector<std::string>& moves);
    std::variant<EngineAnswer, EngineFailure> ask(EngineSession& s, const std::string& root_fen,
                                                  const std::vector<std::string>& moves,
                                                  const std::string& go_line);
    // Reads the answer to `go` into `result` (until bestmove, or the deadline).
    std::optional<EngineFailure> read_bestmove(EngineSession& s, const std::string& command,
                                               EngineAnswer& result);

    Protocol protocol_;
    // The last question ended with its bestmove and nothing has been sent since, so no isready
    // is needed before the next position (set by new_game after its isready; false after every
    // start).
    bool synced_ = false;
};

std::optional<Protocol> UciDriver::detect(const EngineSession& s, const std::string& line) const {
    if (s.config.game == core::Game::Shogi && line.rfind("GNU Shogi", 0) == 0)
        return Protocol::Xshogi;
    const XboardAnswer a = classify_xboard_line(line);
    if (a.kind == XboardAnswerKind::Error || a.kind == XboardAnswerKind::Illegal ||
        line.rfind("feature ", 0) == 0 || line.rfind("tellics ", 0) == 0)
        return Protocol::Xboard;
    return std::nullopt;
}

std::optional<EngineFailure> UciDriver::handshake(EngineSession& s) {
    synced_ = false;
    std::optional<EngineFailure> failure;
    const UciWords w = uci_words(protocol_);
    // The whole handshake has one deadline.
    const auto deadline = Clock::now() + s.config.timeout;
    s.handshake_sent = {w.hello};
    if (!s.send(w.hello, failure)) return failure;
    // Detection: an XBoard engine answers `uci`/`usi` its own way; it is then started again
    // and spoken to over XBoard. Decided by this first answer, once.
    const bool detecting = s.config.detect_protocol;
    s.config.detect_protocol = false;
    EngineSession::Awaiting awaiting{w.hello, Deadline::Handshake, "'" + w.ok + "'", deadline};
    awaiting.why_timeout = [] { return Hang::HangsOrOtherProtocol; };
    using Step = EngineSession::Step;
    if (auto f =
            s.read_answer(awaiting, [&](const std::string& raw, std::optional<EngineFailure>&) {
                const std::string line(core::trim_ascii_space(raw));
                if (line == w.ok) return Step::Done;
                s.remember(raw);
                if (detecting) s.detected = detect(s, line);
                return s.detected ? Step::Done : Step::More;
            }))
        return f;
    if (s.detected) {
        s.child->stop(std::chrono::milliseconds(200));
        s.child.reset();
        return std::nullopt;
    }
    if (!s.config.variant.empty() &&
        !s.send_noted("setoption name UCI_Variant value " + s.config.variant, s.handshake_sent,
                      failure))
        return failure;
    for (const auto& [name, value] : s.config.options)
        if (!s.send_noted(uci_setoption(protocol_, name, value), s.handshake_sent, failure))
            return failure;
    if (!s.send("isready", failure)) return failure;
    if (auto f = s.wait_for("isready", "readyok", deadline)) return f;
    ++s.handshakes;
    return std::nullopt;
}

std::optional<EngineFailure> UciDriver::new_game(EngineSession& s) {
    if (auto f = s.start(*this)) return f;
    synced_ = false;
    std::optional<EngineFailure> failure;
    // UCI: ucinewgame, then isready; USI: isready, then usinewgame (USI spec). The wait for
    // readyok is the game's set-up, within the engine's --timeout, not on any clock; the moves
    // then need no isready.
    const bool uci = protocol_ == Protocol::Uci || protocol_ == Protocol::Uci0;
    if (uci && !s.send("ucinewgame", failure)) return failure;
    if (!s.send("isready", failure)) return failure;
    if (auto f = s.wait_for("isready", "readyok", Clock::now() + s.config.timeout)) return f;
    s.forget_output();
    if (protocol_ == Protocol::Usi && !s.send("usinewgame", failure)) return failure;
    synced_ = true;
    return failure;
}

std::optional<std::string> UciDriver::position_command(
    const EngineSession& s, const std::string& root_fen,
    const std::vector<std::string>& moves) const {
    std::string command;
    if (s.dialect == Dialect::ShogiUsi) {
        command = "position sfen " + root_fen;
    } else if (s.dialect == Dialect::ShogiFairyUci) {
        auto fen = sfen_to_fairy_fen(root_fen);
        if (!fen) return std::nullopt;
        command = "position fen " + fen.value();
    } else if (s.config.game == core::Game::Xiangqi && s.config.wxf_letters.value_or(false)) {
        // --fen-letters wxf: horse h and elephant e in the board field, the rest as ours.
        std::string fen = root_fen;
        for (std::size_t i = 0; i < fen.size() && fen[i] != ' '; ++i) {
            const char c = fen[i];
            fen[i] = c == 'n' ? 'h' : c == 'N' ? 'H' : c == 'b' ? 'e' : c == 'B' ? 'E' : c;
        }
        command = "position fen " + fen;
    } else {
        command = "position fen " + root_fen;
    }
    if (!moves.empty()) {
        command += " moves";
        for (const auto& move : moves) {
            auto theirs = to_engine_move(s.dialect, move);
            if (!theirs) return std::nullopt;
            command += ' ' + *theirs;
        }
    }
    return command;
}

std::variant<std::string, EngineFailure> UciDriver::ready_position(
    EngineSession& s, const std::string& root_fen, const std::vector<std::string>& moves) {
    if (auto f = s.start(*this)) return *f;
    s.forget_output();
    std::optional<EngineFailure> failure;
    // Synchronise first, so nothing left over from an earlier command is read as an answer; in
    // a match game not after a bestmove (the engine has said its last word: the position follows
    // at once, the game kept in the engine as `position ... moves ...`).
    if (!(s.in_game && synced_)) {
        if (!s.send("isready", failure)) return *failure;
        if (auto f = s.wait_for("isready", "readyok", Clock::now() + s.config.timeout)) return *f;
        s.forget_output();
    }
    synced_ = false;
    auto position = position_command(s, root_fen, moves);
    if (!position) {
        return unsupported_failure("position", "a move of the line cannot be written in " +
                                                   std::string(dialect_name(s.dialect)));
    }
    return *position;
}

std::variant<EngineDivide, EngineFailure> UciDriver::divide(EngineSession& s,
                                                            const std::string& root_fen,
                                                            const std::vector<std::string>& moves,
                                                            int depth) {
    auto ready = ready_position(s, root_fen, moves);
    if (auto* f = std::get_if<EngineFailure>(&ready)) return *f;
    const std::string& position = std::get<std::string>(ready);
    std::optional<EngineFailure> failure;
    if (s.config.perft_cmd) {
        // UCI engines answer isready even while they count (Stockfish's go perft), so the output
        // ends at the first total instead.
        const std::string perft = with_depth(*s.config.perft_cmd, depth);
        const std::string command = position + " / " + perft;
        if (!s.send(position, failure) || !s.send(perft, failure)) {
            failure->command = command;
            return *failure;
        }
        return read_custom_perft(s, {command, perft, "", false}, root_fen, moves, depth);
    }
    const std::string go = "go perft " + std::to_string(depth);
    const std::string command = position + " / " + go;
    if (!s.send(position, failure) || !s.send(go, failure)) {
        failure->command = command;
        return *failure;
    }
    // One deadline for the whole perft, however the engine prints (a flood, a trickle).
    PerftOutputParser parser;
    EngineSession::Awaiting awaiting{command, Deadline::Perft, "'Nodes searched' total",
                                     Clock::now() + s.config.timeout};
    awaiting.why_timeout = [&] {
        if (!parser.output().divide.empty()) return Hang::MovesThenStopped;
        if (!parser.output().other.empty()) return Hang::OtherLinesOnly;
        return Hang::Hangs;
    };
    if (auto f =
            s.read_answer(awaiting, [&](const std::string& line, std::optional<EngineFailure>&) {
                s.remember(line);
                parser.feed(line);
                return parser.done() ? EngineSession::Step::Done : EngineSession::Step::More;
            }))
        return *f;
    return s.finish_divide(command, parser.output(), root_fen, moves, depth, false);
}

std::variant<EngineAnswer, EngineFailure> UciDriver::ask(EngineSession& s,
                                                         const std::string& root_fen,
                                                         const std::vector<std::string>& moves,
                                                         const std::string& go_line) {
    const bool no_isready = s.in_game && synced_;
    auto ready = ready_position(s, root_fen, moves);
    if (auto* f = std::get_if<EngineFailure>(&ready)) return *f;
    const std::string& position = std::get<std::string>(ready);
    std::optional<EngineFailure> failure;
    EngineAnswer result;
    result.dialogue = s.handshake_sent;
    if (!no_isready) result.dialogue.push_back("isready");
    result.dialogue.push_back(position);
    const std::string command = position + " / " + go_line;
    if (!s.send(position, failure)) {
        failure->command = command;
        return *failure;
    }
    if (s.in_game) {
        // A match game: the position is confirmed before the `go`, within the engine's timeout
        // and on no clock, so that setting it up is not charged as thinking time.
        result.dialogue.push_back("isready");
        if (!s.send("isready", failure)) {
            failure->command = position + " / isready";
            return *failure;
        }
        if (auto f =
                s.wait_for(position + " / isready", "readyok", Clock::now() + s.config.timeout))
            return *f;
    }
    if (!s.send_noted(go_line, result.dialogue, failure)) {
        failure->command = command;
        return *failure;
    }
    if (auto f = read_bestmove(s, command, result)) return *f;
    synced_ = true;
    return result;
}

std::optional<EngineFailure> UciDriver::read_bestmove(EngineSession& s, const std::string& command,
                                                      EngineAnswer& result) {
    const auto asked = Clock::now();
    EngineSession::Awaiting awaiting{command, Deadline::Move, "'bestmove'",
                                     asked + s.think_timeout()};
    awaiting.within = s.think_timeout();
    // The time is up: `stop`, and the rest of the timeout for the answer.
    if (auto at = s.match_stop_at(asked))
        s.move_now_at(awaiting, *at, "stop", Hang::NoMoveAfterStop, result);
    using Step = EngineSession::Step;
    auto f =
        s.read_answer(awaiting, [&](const std::string& raw, std::optional<EngineFailure>& refusal) {
            s.remember(raw);
            const std::string line(core::trim_ascii_space(raw));
            if (auto mate = info_mate_moves(line)) result.mate_moves = mate;
            if (auto score = info_score_cp(line)) result.score_cp = score;
            const UciAnswer a = classify_uci_answer(line, protocol_);
            switch (a.kind) {
            case UciAnswerKind::Other:
                return Step::More;
            case UciAnswerKind::Malformed:
                refusal = s.fail(protocol_failure(command, Problem::BestmoveWithoutMove));
                return Step::Done;
            case UciAnswerKind::NoMove:
                result.kind = AnswerKind::NoMove;
                break;
            case UciAnswerKind::Resigns:
                result.kind = AnswerKind::Resigns;
                break;
            case UciAnswerKind::DeclaresWin:
                result.kind = AnswerKind::DeclaresWin;
                break;
            case UciAnswerKind::Move:
                result.kind = AnswerKind::Move;
                result.move = from_engine_move(s.dialect, a.move);
                if (!result.move) refusal = s.not_a_move(command, "bestmove " + a.move);
                break;
            }
            result.answer = line;
            return Step::Done;
        });
    result.think_time = Clock::now() - asked;
    return f;
}

}  // namespace

std::unique_ptr<Driver> make_uci_driver(Protocol protocol) {
    return std::make_unique<UciDriver>(protocol);
}

}  // namespace arbiter::engines
