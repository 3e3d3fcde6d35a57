#include "engines/client.h"

#include <algorithm>
#include <sstream>

#include "engines/perft_output.h"
#include "oracle/registry.h"

namespace arbiter::engines {

namespace {

std::string trimmed(const std::string& s) {
    const auto b = s.find_first_not_of(" \t\r");
    if (b == std::string::npos) return {};
    const auto e = s.find_last_not_of(" \t\r");
    return s.substr(b, e - b + 1);
}

// A line as it may be quoted in a report: control bytes shown as \xNN, at most 200 bytes.
std::string quotable(const std::string& line) {
    static const char* const kHex = "0123456789abcdef";
    std::string out;
    for (char c : line.substr(0, 200)) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x20 || byte == 0x7f) {
            out += "\\x";
            out += kHex[byte >> 4];
            out += kHex[byte & 0xf];
        } else {
            out += c;
        }
    }
    return out;
}

}  // namespace

std::optional<Protocol> parse_protocol(std::string_view text) {
    if (text == "uci") return Protocol::Uci;
    if (text == "uci0") return Protocol::Uci0;
    if (text == "usi") return Protocol::Usi;
    if (text == "ucci") return Protocol::Ucci;
    if (text == "xboard" || text == "cecp") return Protocol::Xboard;
    if (text == "xshogi") return Protocol::Xshogi;
    return std::nullopt;
}

std::string_view protocol_name(Protocol protocol) {
    switch (protocol) {
    case Protocol::Uci:
        return "uci";
    case Protocol::Uci0:
        return "uci0";
    case Protocol::Usi:
        return "usi";
    case Protocol::Ucci:
        return "ucci";
    case Protocol::Xboard:
        return "xboard";
    case Protocol::Xshogi:
        return "xshogi";
    }
    return "?";
}

Protocol default_protocol(core::Game game) {
    return game == core::Game::Shogi ? Protocol::Usi : Protocol::Uci;
}

std::string default_variant(core::Game game, Protocol protocol) {
    if (protocol != Protocol::Uci) return "";
    if (game == core::Game::Xiangqi) return "xiangqi";
    if (game == core::Game::Shogi) return "shogi";
    return "";
}

core::Result<Dialect> dialect_for(core::Game game, Protocol protocol) {
    if (protocol == Protocol::Xboard) return xboard_dialect(game);
    if (protocol == Protocol::Xshogi) {
        if (game == core::Game::Shogi) return Dialect::ShogiUsi;
        return core::make_error("xshogi is the shogi protocol of GNU Shogi, not for " +
                                std::string(core::game_name(game)));
    }
    switch (game) {
    case core::Game::Chess:
        if (protocol == Protocol::Uci) return Dialect::Chess;
        return core::make_error("chess engines speak uci or xboard (not " +
                                std::string(protocol_name(protocol)) + ")");
    case core::Game::Xiangqi:
        if (protocol == Protocol::Uci) return Dialect::XiangqiRanks1;
        if (protocol == Protocol::Uci0 || protocol == Protocol::Ucci) return Dialect::XiangqiRanks0;
        return core::make_error(
            "xiangqi engines speak uci (ranks 1-10, fairy-stockfish), uci0 (ranks 0-9), ucci or "
            "xboard, not usi");
    case core::Game::Shogi:
        if (protocol == Protocol::Usi) return Dialect::ShogiUsi;
        if (protocol == Protocol::Uci) return Dialect::ShogiFairyUci;
        return core::make_error("shogi engines speak usi, uci (fairy-stockfish) or xboard, not " +
                                std::string(protocol_name(protocol)));
    }
    return core::make_error("unknown game");
}

core::Result<std::unique_ptr<EngineClient>> EngineClient::create(EngineConfig config) {
    if (config.timeout.count() <= 0)
        return core::make_error("the per-command timeout must be positive");
    if (!config.script.empty()) {
        // A script reads and prints our own notation.
        const Dialect ours = config.game == core::Game::Chess     ? Dialect::Chess
                             : config.game == core::Game::Xiangqi ? Dialect::XiangqiRanks0
                                                                  : Dialect::ShogiUsi;
        return std::unique_ptr<EngineClient>(new EngineClient(std::move(config), ours));
    }
    if (config.argv.empty()) return core::make_error("no engine command given");
    auto dialect = dialect_for(config.game, config.protocol);
    if (!dialect) return dialect.error();
    if (config.perft_cmd && config.perft_cmd->find("{depth}") == std::string::npos)
        return core::make_error("--perft-cmd needs '{depth}' where the depth goes, not '" +
                                *config.perft_cmd + "'");
    for (const auto& [name, value] : config.options) {
        if (name.empty() || name.find_first_of("\r\n") != std::string::npos ||
            value.find_first_of("\r\n") != std::string::npos)
            return core::make_error("--option needs NAME=VALUE on one line, not '" + name + "=" +
                                    value + "'");
    }
    return std::unique_ptr<EngineClient>(new EngineClient(std::move(config), dialect.value()));
}

EngineClient::~EngineClient() { stop(); }

void EngineClient::stop() {
    if (!child_) return;
    if (config_.protocol == Protocol::Xboard) child_->write_line("force");
    child_->write_line("quit");
    child_->stop(std::chrono::milliseconds(300));
    child_.reset();
}

void EngineClient::remember(const std::string& line) {
    if (recent_.size() >= kMaxQuotedLines) {
        recent_.erase(recent_.begin());
        ++forgotten_;
    }
    recent_.push_back(quotable(line));
}

void EngineClient::forget_output() {
    recent_.clear();
    forgotten_ = 0;
}

EngineFailure EngineClient::fail(EngineFailure failure) {
    if (forgotten_ > 0)
        failure.output.push_back(std::to_string(forgotten_) + " earlier lines not kept ...");
    failure.output.insert(failure.output.end(), recent_.begin(), recent_.end());
    if (child_) {
        // A line it began and never ended (a partial line, then silence) is quoted too.
        if (const std::string partial = child_->unfinished_line(); !partial.empty())
            failure.output.push_back("[no line end] " + quotable(partial));
        // Give it a moment to finish dying so the report says how it ended.
        child_->stop(std::chrono::milliseconds(200));
        // Its standard error, kept apart from the protocol lines, comes last.
        for (const std::string& line : child_->stderr_lines())
            failure.output.push_back("[stderr] " + quotable(line));
        child_.reset();
    }
    return failure;
}

EngineFailure EngineClient::not_a_move(const std::string& command, const std::string& printed) {
    return fail(protocol_failure(command, Problem::NotAMove, quotable(printed),
                                 std::string(dialect_name(dialect_))));
}

bool EngineClient::send(const std::string& command, std::optional<EngineFailure>& failure) {
    if (child_->write_line(command)) return true;
    child_->stop(std::chrono::milliseconds(200));
    failure = fail(lost_failure(command, Lost::StoppedReading, child_->end_state()));
    return false;
}

std::optional<EngineFailure> EngineClient::read_answer(
    const Awaiting& awaiting,
    const std::function<Step(const std::string& line, std::optional<EngineFailure>& failure)>&
        on_line) {
    bool nudged = false;
    while (true) {
        const std::optional<Clock::time_point> quiet =
            awaiting.quiet_ends ? awaiting.quiet_ends() : std::nullopt;
        Clock::time_point until = awaiting.deadline;
        if (quiet) until = std::min(until, *quiet);
        if (awaiting.nudge_at && !nudged) until = std::min(until, *awaiting.nudge_at);
        ReadResult r = child_->read_line(until);
        switch (r.status) {
        case ReadStatus::Line: {
            std::optional<EngineFailure> failure;
            const Step step = on_line(r.line, failure);
            if (failure) return failure;
            if (step == Step::Done) return std::nullopt;
            break;
        }
        case ReadStatus::Timeout: {
            const auto now = Clock::now();
            if (quiet && now >= *quiet) return std::nullopt;
            if (awaiting.nudge_at && !nudged && now >= *awaiting.nudge_at) {
                nudged = true;
                if (awaiting.nudge) {
                    if (auto failure = awaiting.nudge()) return failure;
                }
                break;
            }
            if (now < awaiting.deadline) break;  // woken a little early
            EngineFailure timed_out;
            timed_out.kind = FailureKind::TimedOut;
            timed_out.command = awaiting.command;
            timed_out.deadline = awaiting.phase;
            timed_out.expected = awaiting.answer;
            timed_out.within = awaiting.within.value_or(config_.timeout);
            timed_out.hang = awaiting.why_timeout ? awaiting.why_timeout() : Hang::Hangs;
            return fail(std::move(timed_out));
        }
        case ReadStatus::TooLong:
            remember(r.line + "...");
            return fail(protocol_failure(awaiting.command, Problem::LineTooLong));
        case ReadStatus::Eof: {
            if (awaiting.eof_ends) return std::nullopt;
            child_->stop(std::chrono::milliseconds(500));
            EngineFailure ended =
                lost_failure(awaiting.command, Lost::OutputEnded, child_->end_state());
            ended.deadline = awaiting.phase;
            ended.expected = awaiting.answer;
            return fail(std::move(ended));
        }
        }
    }
}

std::optional<EngineFailure> EngineClient::wait_for(const std::string& command,
                                                    const std::string& token,
                                                    Clock::time_point deadline) {
    Awaiting awaiting{command, Deadline::Ready, "'" + token + "'", deadline};
    awaiting.why_timeout = [] { return Hang::HangsOrOtherProtocol; };
    return read_answer(awaiting, [&](const std::string& line, std::optional<EngineFailure>&) {
        if (trimmed(line) == token) return Step::Done;
        remember(line);
        return Step::More;
    });
}

std::optional<EngineFailure> EngineClient::start() {
    if (!config_.script.empty()) return std::nullopt;  // started anew for every divide
    if (child_ && child_->running()) return std::nullopt;
    child_.reset();
    synced_ = false;
    xboard_game_.reset();
    forget_output();
    auto started = ChildProcess::start(config_.argv);
    if (!started) return cannot_start_failure("start", started.error().message);
    child_ = std::move(started.value());

    if (config_.protocol == Protocol::Xboard) return start_xboard();
    if (config_.protocol == Protocol::Xshogi) {
        // No handshake: its banner ("GNU Shogi 1.4.2") is read as any other line.
        handshake_sent_.clear();
        ++handshakes_;
        return std::nullopt;
    }
    std::optional<EngineFailure> failure;
    std::string hello = "uci", ok = "uciok";
    if (config_.protocol == Protocol::Usi) hello = "usi", ok = "usiok";
    if (config_.protocol == Protocol::Ucci) hello = "ucci", ok = "ucciok";
    // The whole handshake has one deadline.
    const auto deadline = Clock::now() + config_.timeout;
    handshake_sent_ = {hello};
    if (!send(hello, failure)) return failure;
    // Detection: an XBoard engine answers `uci`/`usi` its own way; it is then started again
    // and spoken to over XBoard. Decided by this first answer, once.
    const bool detect = config_.detect_protocol;
    config_.detect_protocol = false;
    bool speaks_xboard = false, speaks_xshogi = false;
    Awaiting awaiting{hello, Deadline::Handshake, "'" + ok + "'", deadline};
    awaiting.why_timeout = [] { return Hang::HangsOrOtherProtocol; };
    if (auto f = read_answer(awaiting, [&](const std::string& raw, std::optional<EngineFailure>&) {
            const std::string line = trimmed(raw);
            if (line == ok) return Step::Done;
            remember(raw);
            speaks_xshogi =
                detect && config_.game == core::Game::Shogi && line.rfind("GNU Shogi", 0) == 0;
            if (speaks_xshogi) return Step::Done;
            const XboardAnswer a = classify_xboard_line(line);
            speaks_xboard =
                detect &&
                (a.kind == XboardAnswerKind::Error || a.kind == XboardAnswerKind::Illegal ||
                 line.rfind("feature ", 0) == 0 || line.rfind("tellics ", 0) == 0);
            return speaks_xboard ? Step::Done : Step::More;
        }))
        return f;
    if (speaks_xboard || speaks_xshogi) {
        child_->stop(std::chrono::milliseconds(200));
        child_.reset();
        config_.protocol = speaks_xshogi ? Protocol::Xshogi : Protocol::Xboard;
        dialect_ = speaks_xshogi ? Dialect::ShogiUsi : xboard_dialect(config_.game);
        return start();
    }
    if (!config_.variant.empty()) {
        handshake_sent_.push_back("setoption name UCI_Variant value " + config_.variant);
        if (!send(handshake_sent_.back(), failure)) return failure;
    }
    for (const auto& [name, value] : config_.options) {
        handshake_sent_.push_back(config_.protocol == Protocol::Ucci
                                      ? "setoption " + name + " " + value
                                      : "setoption name " + name + " value " + value);
        if (!send(handshake_sent_.back(), failure)) return failure;
    }
    if (!send("isready", failure)) return failure;
    if (auto f = wait_for("isready", "readyok", deadline)) return f;
    ++handshakes_;
    return std::nullopt;
}

std::optional<std::string> EngineClient::position_command(
    const std::string& root_fen, const std::vector<std::string>& moves) const {
    std::string command;
    if (dialect_ == Dialect::ShogiUsi) {
        command = "position sfen " + root_fen;
    } else if (dialect_ == Dialect::ShogiFairyUci) {
        auto fen = sfen_to_fairy_fen(root_fen);
        if (!fen) return std::nullopt;
        command = "position fen " + fen.value();
    } else if (config_.game == core::Game::Xiangqi && config_.wxf_letters.value_or(false)) {
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
            auto theirs = to_engine_move(dialect_, move);
            if (!theirs) return std::nullopt;
            command += ' ' + *theirs;
        }
    }
    return command;
}

std::variant<std::string, EngineFailure> EngineClient::ready_position(
    const std::string& root_fen, const std::vector<std::string>& moves) {
    if (auto f = start()) return *f;
    forget_output();
    std::optional<EngineFailure> failure;
    // Synchronise first, so nothing left over from an earlier command is read as an answer; in
    // a match game not after a bestmove (the engine has said its last word: the position follows
    // at once, the game kept in the engine as `position ... moves ...`).
    if (!(in_game_ && synced_)) {
        if (!send("isready", failure)) return *failure;
        if (auto f = wait_for("isready", "readyok", Clock::now() + config_.timeout)) return *f;
        forget_output();
    }
    synced_ = false;
    auto position = position_command(root_fen, moves);
    if (!position) {
        return unsupported_failure("position", "a move of the line cannot be written in " +
                                                   std::string(dialect_name(dialect_)));
    }
    return *position;
}

std::variant<EngineDivide, EngineFailure> EngineClient::divide(
    const std::string& root_fen, const std::vector<std::string>& moves, int depth) {
    if (!config_.script.empty()) return script_divide(root_fen, moves, depth);
    if (config_.protocol == Protocol::Xshogi)
        return unsupported_failure(
            "perft", "the xshogi protocol (GNU Shogi) has no perft command: use --check play");
    if (config_.protocol == Protocol::Xboard || config_.perft_cmd)
        return custom_divide(root_fen, moves, depth);
    auto ready = ready_position(root_fen, moves);
    if (auto* f = std::get_if<EngineFailure>(&ready)) return *f;
    const std::string* position = &std::get<std::string>(ready);
    std::optional<EngineFailure> failure;
    const std::string go = "go perft " + std::to_string(depth);
    const std::string command = *position + " / " + go;
    if (!send(*position, failure) || !send(go, failure)) {
        failure->command = command;
        return *failure;
    }

    // One deadline for the whole perft, however the engine prints (a flood, a trickle).
    PerftOutputParser parser;
    Awaiting awaiting{command, Deadline::Perft, "'Nodes searched' total",
                      Clock::now() + config_.timeout};
    awaiting.why_timeout = [&] {
        if (!parser.output().divide.empty()) return Hang::MovesThenStopped;
        if (!parser.output().other.empty()) return Hang::OtherLinesOnly;
        return Hang::Hangs;
    };
    if (auto f = read_answer(awaiting, [&](const std::string& line, std::optional<EngineFailure>&) {
            remember(line);
            parser.feed(line);
            return parser.done() ? Step::Done : Step::More;
        }))
        return *f;

    return finish_divide(command, parser.output(), root_fen, moves, depth, false);
}

namespace {

std::vector<std::string> words(std::string_view text) {
    std::vector<std::string> out;
    std::istringstream in{std::string(text)};
    std::string w;
    while (in >> w) out.push_back(w);
    return out;
}

std::optional<long long> whole_number(const std::string& text, long long max) {
    if (text.empty() || text.size() > 12) return std::nullopt;
    std::size_t i = (text[0] == '-' || text[0] == '+') ? 1 : 0;
    if (i == text.size()) return std::nullopt;
    long long value = 0;
    for (; i < text.size(); ++i) {
        if (text[i] < '0' || text[i] > '9') return std::nullopt;
        value = value * 10 + (text[i] - '0');
    }
    if (value > max) return std::nullopt;
    return text[0] == '-' ? -value : value;
}

}  // namespace

std::optional<int> info_mate_moves(std::string_view line) {
    const auto w = words(line);
    if (w.empty() || w[0] != "info") return std::nullopt;
    std::optional<int> mate;
    for (std::size_t i = 1; i < w.size(); ++i) {
        if (w[i] == "string") break;  // free text follows
        if (w[i] == "score" && i + 2 < w.size() && w[i + 1] == "mate") {
            if (auto n = whole_number(w[i + 2], 100000)) mate = static_cast<int>(*n);
        }
    }
    return mate;
}

std::optional<int> info_score_cp(std::string_view line) {
    const auto w = words(line);
    if (w.empty() || w[0] != "info") return std::nullopt;
    std::optional<int> score;
    for (std::size_t i = 1; i + 2 < w.size(); ++i) {
        if (w[i] == "string") break;  // free text follows
        if (w[i] != "score") continue;
        if (w[i + 1] == "cp") {
            if (auto n = whole_number(w[i + 2], 1'000'000)) score = static_cast<int>(*n);
        } else if (w[i + 1] == "mate") {
            if (auto n = whole_number(w[i + 2], 10'000))
                score = *n >= 0 ? kMateScore - static_cast<int>(*n)
                                : -kMateScore - static_cast<int>(*n);
        }
    }
    return score;
}

UciAnswer classify_uci_answer(std::string_view line, Protocol protocol) {
    UciAnswer a;
    const auto w = words(line);
    if (w.empty()) return a;
    if (w[0] == "nobestmove") {  // UCCI
        a.kind = UciAnswerKind::NoMove;
        return a;
    }
    if (w[0] != "bestmove") return a;
    if (w.size() < 2) {
        a.kind = UciAnswerKind::Malformed;
        return a;
    }
    const std::string& move = w[1];
    if (move == "(none)" || move == "0000" || move == "none" || move == "resign" ||
        move == "null") {
        a.kind = UciAnswerKind::NoMove;
    } else if (move == "win" && protocol == Protocol::Usi) {
        a.kind = UciAnswerKind::DeclaresWin;
    } else {
        a.kind = UciAnswerKind::Move;
        a.move = move;
    }
    return a;
}

core::Result<std::string> go_command(Protocol protocol, std::string_view go) {
    if (protocol == Protocol::Xshogi) {
        auto limits = xshogi_limits(go);
        if (!limits) return limits.error();
        std::string text;
        for (const auto& line : limits.value()) text += line + " / ";
        return text + "go";
    }
    if (protocol == Protocol::Xboard) {
        auto limits = xboard_limits(go);
        if (!limits) return limits.error();
        std::string text;
        for (const auto& line : limits.value()) text += line + " / ";
        return text + "go";
    }
    const auto w = words(go);
    if (w.size() != 2)
        return core::make_error("--go must be 'depth N', 'movetime MS' or 'nodes N', not '" +
                                std::string(go) + "'");
    const auto n = whole_number(w[1], 1'000'000'000'000LL);
    if (!n || *n <= 0 || w[1][0] == '+')
        return core::make_error("--go needs a positive whole number after '" + w[0] + "', not '" +
                                w[1] + "'");
    const std::string value = std::to_string(*n);
    if (w[0] == "depth" || w[0] == "nodes") return "go " + w[0] + " " + value;
    if (w[0] == "movetime") {
        // USI has no movetime: a byoyomi of that long with no main time is the same request.
        if (protocol == Protocol::Usi) return "go btime 0 wtime 0 byoyomi " + value;
        // UCCI: "go time T movestogo 1" = all of T for this move.
        if (protocol == Protocol::Ucci) return "go time " + value + " movestogo 1";
        return "go movetime " + value;
    }
    return core::make_error("--go must be 'depth N', 'movetime MS' or 'nodes N', not '" +
                            std::string(go) + "'");
}

std::variant<EngineAnswer, EngineFailure> EngineClient::best_move(
    const std::string& root_fen, const std::vector<std::string>& moves, const std::string& go) {
    if (!config_.script.empty())
        return unsupported_failure("go", "a perft script answers perft only, not 'go'");
    if (config_.protocol == Protocol::Xboard) {
        auto limits = xboard_limits(go);
        if (!limits) return unsupported_failure("go", limits.error().message);
        return xboard_best_move(root_fen, moves, limits.value(), true);
    }
    if (config_.protocol == Protocol::Xshogi) return xshogi_best_move(root_fen, moves, go);
    auto go_line = go_command(config_.protocol, go);
    if (!go_line) return unsupported_failure("go", go_line.error().message);
    return uci_best_move(root_fen, moves, go_line.value());
}

std::variant<EngineAnswer, EngineFailure> EngineClient::best_move_raw(
    const std::string& root_fen, const std::vector<std::string>& moves,
    const std::vector<std::string>& go_lines, std::chrono::milliseconds timeout,
    std::optional<std::chrono::milliseconds> stop_after) {
    if (!config_.script.empty())
        return unsupported_failure("go", "a perft script answers perft only, not 'go'");
    if (config_.protocol == Protocol::Xshogi)
        return unsupported_failure("go", "the xshogi protocol takes only best_move's --go limits");
    think_timeout_ = timeout;
    stop_after_ = stop_after;
    in_game_ = true;
    std::variant<EngineAnswer, EngineFailure> answer =
        config_.protocol == Protocol::Xboard ? xboard_best_move(root_fen, moves, go_lines, false)
        : go_lines.size() == 1
            ? uci_best_move(root_fen, moves, go_lines.front())
            : unsupported_failure("go", "one go line is needed for " +
                                            std::string(protocol_name(config_.protocol)));
    think_timeout_.reset();
    stop_after_.reset();
    in_game_ = false;
    return answer;
}

std::optional<EngineFailure> EngineClient::new_game() {
    if (auto f = start()) return f;
    synced_ = false;
    xboard_game_.reset();
    std::optional<EngineFailure> failure;
    const Protocol p = config_.protocol;
    if (p != Protocol::Uci && p != Protocol::Uci0 && p != Protocol::Usi && p != Protocol::Ucci)
        return failure;
    // UCI: ucinewgame, then isready; USI: isready, then usinewgame (USI spec). The wait for
    // readyok is the game's set-up, within the engine's --timeout, not on any clock; the moves
    // then need no isready.
    if ((p == Protocol::Uci || p == Protocol::Uci0) && !send("ucinewgame", failure)) return failure;
    if (!send("isready", failure)) return failure;
    if (auto f = wait_for("isready", "readyok", Clock::now() + config_.timeout)) return f;
    forget_output();
    if (p == Protocol::Usi && !send("usinewgame", failure)) return failure;
    synced_ = true;
    return failure;
}

void EngineClient::game_over(const std::string& outcome, const std::string& result,
                             const std::string& reason) {
    xboard_game_.reset();
    if (!child_ || !child_->running()) return;
    std::optional<EngineFailure> ignored;
    if (config_.protocol == Protocol::Usi) {
        send("gameover " + outcome, ignored);
    } else if (config_.protocol == Protocol::Xboard) {
        std::string why;
        for (char c : reason)
            if (c != '{' && c != '}' && c != '\n' && c != '\r') why += c;
        if (!send("result " + result + " {" + why + "}", ignored)) return;
        // An engine that does not know `result` says so ("Error (unknown command)"): read it
        // here, up to a pong, so that the next game's set-up does not take it as a refusal.
        if (features_.ping) {
            const std::string ping = "ping " + std::to_string(++ping_);
            if (send(ping, ignored))
                wait_for(ping, "pong " + std::to_string(ping_),
                         Clock::now() + std::min(config_.timeout, std::chrono::milliseconds(2000)));
        }
        forget_output();
    }
    (void)outcome;
}

std::variant<EngineAnswer, EngineFailure> EngineClient::uci_best_move(
    const std::string& root_fen, const std::vector<std::string>& moves,
    const std::string& go_line) {
    const bool no_isready = in_game_ && synced_;
    auto ready = ready_position(root_fen, moves);
    if (auto* f = std::get_if<EngineFailure>(&ready)) return *f;
    const std::string* position = &std::get<std::string>(ready);
    std::optional<EngineFailure> failure;
    EngineAnswer result;
    result.dialogue = handshake_sent_;
    if (!no_isready) result.dialogue.push_back("isready");
    result.dialogue.push_back(*position);
    const std::string command = *position + " / " + go_line;
    if (!send(*position, failure)) {
        failure->command = command;
        return *failure;
    }
    if (in_game_) {
        // A match game: the position is confirmed before the `go`, within the engine's timeout
        // and on no clock, so that setting it up is not charged as thinking time.
        result.dialogue.push_back("isready");
        if (!send("isready", failure)) {
            failure->command = *position + " / isready";
            return *failure;
        }
        if (auto f = wait_for(*position + " / isready", "readyok", Clock::now() + config_.timeout))
            return *f;
    }
    result.dialogue.push_back(go_line);
    if (!send(go_line, failure)) {
        failure->command = command;
        return *failure;
    }
    const auto asked = Clock::now();
    Awaiting awaiting{command, Deadline::Move, "'bestmove'", asked + think_timeout()};
    awaiting.within = think_timeout();
    if (in_game_ && stop_after_ && *stop_after_ < think_timeout()) {
        // The time is up: `stop` (UCI, USI, UCCI), and the rest of the timeout for the answer.
        awaiting.nudge_at = asked + *stop_after_;
        awaiting.nudge = [&] {
            result.dialogue.push_back("stop");
            result.moved_on_request = true;
            std::optional<EngineFailure> stopped_reading;
            send("stop", stopped_reading);
            return stopped_reading;
        };
        awaiting.why_timeout = [&] {
            return result.moved_on_request ? Hang::NoMoveAfterStop : Hang::Hangs;
        };
    }
    if (auto f = read_answer(
            awaiting, [&](const std::string& raw, std::optional<EngineFailure>& refusal) {
                remember(raw);
                const std::string line = trimmed(raw);
                if (auto mate = info_mate_moves(line)) result.mate_moves = mate;
                if (auto score = info_score_cp(line)) result.score_cp = score;
                const UciAnswer a = classify_uci_answer(line, config_.protocol);
                switch (a.kind) {
                case UciAnswerKind::Other:
                    return Step::More;
                case UciAnswerKind::Malformed:
                    refusal = fail(protocol_failure(command, Problem::BestmoveWithoutMove));
                    return Step::Done;
                case UciAnswerKind::NoMove:
                    break;
                case UciAnswerKind::DeclaresWin:
                    result.declares_win = true;
                    break;
                case UciAnswerKind::Move:
                    result.move = from_engine_move(dialect_, a.move);
                    if (!result.move) refusal = not_a_move(command, "bestmove " + a.move);
                    break;
                }
                result.answer = line;
                return Step::Done;
            }))
        return *f;
    result.think_time = Clock::now() - asked;
    synced_ = true;
    return result;
}

// ---- XBoard / CECP, custom perft commands, perft scripts ----------------------------------------

namespace {

std::string joined(const std::vector<std::string>& parts, const char* sep = " ") {
    std::string out;
    for (const auto& p : parts) {
        if (!out.empty()) out += sep;
        out += p;
    }
    return out;
}

// "Error (unknown command): ?": an engine that takes CECP's `?` (move now) only while thinking
// (measured: Fairy-Max 5.0b says so to a `?` that reaches it after its move, when the move and the
// `?` cross). Not a refusal of the game: the `?` is only a request.
bool refuses_move_now(std::string_view line) {
    const std::size_t colon = line.rfind(':');
    return colon != std::string_view::npos && trimmed(std::string(line.substr(colon + 1))) == "?";
}

std::string with_depth(std::string text, int depth) {
    const std::string d = std::to_string(depth);
    for (std::size_t at = text.find("{depth}"); at != std::string::npos;
         at = text.find("{depth}", at + d.size()))
        text.replace(at, 7, d);
    return text;
}

}  // namespace

int EngineClient::side_to_move(const std::string& root_fen,
                               const std::vector<std::string>& moves) const {
    const auto w = words(root_fen);
    int side = 0;
    if (w.size() >= 2 && (w[1] == "b" || w[1] == "w")) {
        // Chess and xiangqi: w/b; SFEN: b (sente) / w (gote).
        side = config_.game == core::Game::Shogi ? (w[1] == "w") : (w[1] == "b");
    }
    return side ^ static_cast<int>(moves.size() % 2);
}

std::optional<std::string> EngineClient::read_engine_move(const std::string& text,
                                                          const std::string& root_fen,
                                                          const std::vector<std::string>& moves) {
    if (auto ours = from_engine_move(dialect_, text)) return ours;
    // Chess960: O-O and O-O-O are the king taking its rook wherever they stand (SAN below).
    const bool castle960 =
        config_.chess960 && (text.rfind("O-O", 0) == 0 || text.rfind("0-0", 0) == 0);
    if (!castle960)
        if (auto coords = normalize_long_algebraic(dialect_, text, side_to_move(root_fen, moves)))
            return from_engine_move(dialect_, *coords);
    if (config_.game != core::Game::Chess) return std::nullopt;
    // SAN: only a legal move can be resolved, in the position itself.
    if (!resolver_) {
        auto made = oracle::make_adapter(config_.game, oracle::Impl::Reference, config_.chess960);
        if (!made) return std::nullopt;
        resolver_ = made.value();
    }
    if (!resolver_->set_position(root_fen, moves)) return std::nullopt;
    auto legal = resolver_->normal_move(text);
    if (!legal) return std::nullopt;
    return legal.value();
}

std::optional<EngineFailure> EngineClient::sync_refusals(const std::string& command,
                                                         const std::string& token,
                                                         Clock::time_point deadline) {
    Awaiting awaiting{command, Deadline::Ping, "'" + token + "'", deadline};
    awaiting.why_timeout = [] { return Hang::HangsOrOtherProtocol; };
    return read_answer(
        awaiting, [&](const std::string& raw, std::optional<EngineFailure>& refusal) {
            const std::string line = trimmed(raw);
            if (line == token) return Step::Done;
            remember(raw);
            const XboardAnswer a = classify_xboard_line(line);
            if ((a.kind == XboardAnswerKind::Error && !refuses_move_now(line)) ||
                a.kind == XboardAnswerKind::Illegal) {
                refusal = fail(refused_failure(command, Refused::Position, quotable(line)));
            }
            return Step::More;
        });
}

std::optional<EngineFailure> EngineClient::start_xboard() {
    std::optional<EngineFailure> failure;
    features_ = {};
    handshake_sent_ = {"xboard", "protover 2"};
    if (!send("xboard", failure) || !send("protover 2", failure)) return failure;
    const auto deadline = Clock::now() + config_.timeout;
    // CECP: without done=0 an engine has 2 s to send its features; with it, until done=1.
    const auto quiet = std::min(deadline, Clock::now() + std::chrono::seconds(2));
    Awaiting awaiting{"protover 2", Deadline::Features, "'feature done=1'", deadline};
    awaiting.why_timeout = [] { return Hang::AfterDoneZero; };
    awaiting.quiet_ends = [&]() -> std::optional<Clock::time_point> {
        if (features_.done_zero) return std::nullopt;
        return quiet;
    };
    if (auto f = read_answer(
            awaiting, [&](const std::string& line, std::optional<EngineFailure>& refusal) {
                remember(line);
                for (const std::string& name : parse_feature_line(line, features_)) {
                    handshake_sent_.push_back("accepted " + name);
                    if (!send(handshake_sent_.back(), refusal)) return Step::Done;
                }
                return features_.done ? Step::Done : Step::More;
            }))
        return f;
    mate_scores_ = xboard_mate_scores(features_.myname);
    // Chess960 is XBoard's variant fischerandom: an engine that does not list it cannot play.
    if (config_.chess960 && config_.game == core::Game::Chess &&
        std::find(features_.variants.begin(), features_.variants.end(), "fischerandom") ==
            features_.variants.end()) {
        return fail(cannot_start_failure("protover 2",
                                         "the engine does not play Chess960: its feature "
                                         "variants=\"" +
                                             joined(features_.variants, ",") +
                                             "\" lists no fischerandom"));
    }
    for (const auto& [name, value] : config_.options) {
        handshake_sent_.push_back("option " + name + "=" + value);
        if (!send(handshake_sent_.back(), failure)) return failure;
    }
    if (features_.ping) {
        const std::string ping = "ping " + std::to_string(++ping_);
        handshake_sent_.push_back(ping);
        if (!send(ping, failure)) return failure;
        if (auto f = sync_refusals(ping, "pong " + std::to_string(ping_), deadline)) return f;
    }
    ++handshakes_;
    return std::nullopt;
}

std::optional<EngineFailure> EngineClient::xboard_position(const std::string& root_fen,
                                                           const std::vector<std::string>& moves,
                                                           std::vector<std::string>& sent) {
    std::optional<EngineFailure> failure;
    auto say = [&](const std::string& line) {
        sent.push_back(line);
        return send(line, failure);
    };
    if (!say("new")) return failure;
    const std::string variant = config_.chess960 && config_.game == core::Game::Chess
                                    ? "fischerandom"
                                    : xboard_variant(config_.game);
    if (!variant.empty()) {
        if (!features_.variants.empty() &&
            std::find(features_.variants.begin(), features_.variants.end(), variant) ==
                features_.variants.end())
            return fail(unsupported_failure("variant " + variant,
                                            "the engine does not play " + variant +
                                                " (its feature variants=\"" +
                                                joined(features_.variants, ",") + "\")"));
        if (!say("variant " + variant)) return failure;
    }
    if (!say("force")) return failure;
    if (features_.setboard) {
        auto fen = xboard_setboard_fen(config_.game, root_fen, config_.wxf_letters.value_or(true));
        if (!fen) return unsupported_failure("setboard", fen.error().message);
        if (!say("setboard " + fen.value())) return failure;
    } else {
        auto start = oracle::make_adapter(config_.game, oracle::Impl::Reference, config_.chess960);
        if (!start || !start.value()->set_position("startpos", {}) ||
            start.value()->fen() != root_fen)
            return unsupported_failure("setboard",
                                       "the engine has no setboard (no 'feature setboard=1'): "
                                       "only positions reached from the start can be given");
    }
    std::shared_ptr<oracle::Adapter> san;
    // Chess960: castling is sent as O-O / O-O-O (CECP, variant fischerandom), found by SAN.
    if ((features_.san || config_.chess960) && config_.game == core::Game::Chess) {
        auto made = oracle::make_adapter(config_.game, oracle::Impl::Reference, config_.chess960);
        if (made && made.value()->set_position(root_fen, {})) san = made.value();
    }
    for (const std::string& move : moves) {
        std::optional<std::string> text = to_engine_move(dialect_, move);
        if (san) {
            auto written = san->move_in(move, core::Notation::San);
            const bool castle = written && written.value().rfind("O-O", 0) == 0;
            if (features_.san || castle)
                text = written ? std::optional<std::string>(written.value()) : std::nullopt;
            if (castle && !features_.san) text = text->substr(0, text->find_first_of("+#"));
            if (!san->play(move)) text.reset();
        }
        if (!text)
            return unsupported_failure("position", "the move '" + move + "' cannot be written in " +
                                                       std::string(dialect_name(dialect_)));
        if (!say((features_.usermove ? "usermove " : "") + *text)) return failure;
    }
    if (features_.ping) {
        const std::string ping = "ping " + std::to_string(++ping_);
        if (!say(ping)) return failure;
        if (auto f = sync_refusals(joined(sent, " / "), "pong " + std::to_string(ping_),
                                   Clock::now() + config_.timeout))
            return f;
    }
    return std::nullopt;
}

std::variant<EngineAnswer, EngineFailure> EngineClient::xboard_best_move(
    const std::string& root_fen, const std::vector<std::string>& moves,
    const std::vector<std::string>& limit_lines, bool move_now) {
    if (auto f = start()) return *f;
    forget_output();
    EngineAnswer result;
    result.dialogue = handshake_sent_;
    std::optional<EngineFailure> failure;
    // In a match game the engine keeps the game: after its own move (and `force`) only the
    // opponent's moves since are sent, not new + setboard + every move with a ping.
    const bool kept =
        in_game_ && !features_.san && xboard_game_ && xboard_game_->first == root_fen &&
        xboard_game_->second.size() <= moves.size() &&
        std::equal(xboard_game_->second.begin(), xboard_game_->second.end(), moves.begin());
    if (kept) {
        for (std::size_t i = xboard_game_->second.size(); i < moves.size(); ++i) {
            auto text = to_engine_move(dialect_, moves[i]);
            if (!text)
                return unsupported_failure("position", "the move '" + moves[i] +
                                                           "' cannot be written in " +
                                                           std::string(dialect_name(dialect_)));
            result.dialogue.push_back((features_.usermove ? "usermove " : "") + *text);
            if (!send(result.dialogue.back(), failure)) return *failure;
        }
        if (features_.ping) {
            // The moves are confirmed before the clock lines and `go`, within the engine's
            // timeout and on no clock (as xboard_position does).
            result.dialogue.push_back("ping " + std::to_string(++ping_));
            if (!send(result.dialogue.back(), failure)) return *failure;
            if (auto f = sync_refusals(result.dialogue.back(), "pong " + std::to_string(ping_),
                                       Clock::now() + config_.timeout))
                return *f;
        }
    } else if (auto f = xboard_position(root_fen, moves, result.dialogue)) {
        return *f;
    }
    xboard_game_.reset();
    forget_output();
    std::vector<std::string> lines = {"post"};
    lines.insert(lines.end(), limit_lines.begin(), limit_lines.end());
    lines.push_back("go");
    // CECP: a ping while thinking is answered after the move; a pong with no move before it
    // means the engine has no move to make (HoiChess says nothing else when stalemated).
    std::string pong;
    if (features_.ping) {
        lines.push_back("ping " + std::to_string(++ping_));
        pong = "pong " + std::to_string(ping_);
    }
    for (const auto& line : lines) {
        result.dialogue.push_back(line);
        if (!send(line, failure)) return *failure;
    }
    const std::string command = "go (" + joined(limit_lines, ", ") + ")";
    result.mate_encoding = std::string(xboard_mate_scores_name(mate_scores_));
    const auto asked = Clock::now();
    Awaiting awaiting{command, Deadline::Move, "'move'", asked + think_timeout()};
    awaiting.within = think_timeout();
    // CECP's `?`: move now. Sent when three quarters of the deadline have passed, so an engine
    // that thinks too long is asked to move before it is declared hung; in a match game when its
    // time is up.
    if (move_now)
        awaiting.nudge_at = asked + config_.timeout * 3 / 4;
    else if (in_game_ && stop_after_ && *stop_after_ < think_timeout())
        awaiting.nudge_at = asked + *stop_after_;
    awaiting.nudge = [&] {
        result.dialogue.push_back("?");
        result.moved_on_request = true;
        std::optional<EngineFailure> stopped_reading;
        send("?", stopped_reading);
        return stopped_reading;
    };
    awaiting.why_timeout = [&] {
        return result.moved_on_request ? Hang::NoMoveAfterMoveNow : Hang::Hangs;
    };
    if (auto f = read_answer(
            awaiting, [&](const std::string& raw, std::optional<EngineFailure>& refusal) {
                remember(raw);
                const std::string line = trimmed(raw);
                if (auto thinking = xboard_thinking(line, mate_scores_)) {
                    result.score_cp = static_cast<int>(
                        std::clamp<long long>(thinking->score, -kMateScore, kMateScore));
                    if (thinking->mate_moves)
                        result.score_cp = *thinking->mate_moves >= 0
                                              ? kMateScore - *thinking->mate_moves
                                              : -kMateScore - *thinking->mate_moves;
                    if (thinking->mate_moves) {
                        result.mate_moves = thinking->mate_moves;
                    } else if ((thinking->score >= kXboardUnknownMateScore ||
                                thinking->score <= -kXboardUnknownMateScore) &&
                               result.unknown_mate_score.empty()) {
                        result.unknown_mate_score = std::to_string(thinking->score);
                    }
                }
                if (!pong.empty() && line == pong) {
                    result.answer = line + " (no move before it)";
                    return Step::Done;
                }
                const XboardAnswer a = classify_xboard_line(line);
                switch (a.kind) {
                case XboardAnswerKind::Other:
                    return Step::More;
                case XboardAnswerKind::Resign:
                case XboardAnswerKind::Result:
                    result.answer = line;
                    return Step::Done;
                case XboardAnswerKind::Error:
                    if (refuses_move_now(line)) return Step::More;
                    [[fallthrough]];
                case XboardAnswerKind::Illegal:
                    refusal = fail(refused_failure(command, Refused::Go, quotable(line)));
                    return Step::Done;
                case XboardAnswerKind::Move:
                    result.answer = line;
                    result.move = read_engine_move(a.move, root_fen, moves);
                    if (!result.move) {
                        refusal = not_a_move(command, "move " + a.move);
                    }
                    return Step::Done;
                }
                return Step::More;
            }))
        return *f;
    result.think_time = Clock::now() - asked;
    // Stop it from thinking on (pondering) or playing on; the next question starts anew (or, in
    // a match game, from the position after this move).
    if (result.move) {
        std::optional<EngineFailure> ignored;
        if (send("force", ignored) && in_game_) {
            std::vector<std::string> after = moves;
            after.push_back(*result.move);
            xboard_game_.emplace(root_fen, std::move(after));
        }
    }
    return result;
}

std::variant<EngineAnswer, EngineFailure> EngineClient::xshogi_best_move(
    const std::string& root_fen, const std::vector<std::string>& moves, const std::string& go) {
    auto limits = xshogi_limits(go);
    if (!limits) return unsupported_failure("go", limits.error().message);
    // Without ping or a position command, nothing says where one question's output ends (it
    // prints "Black mates!" after a mating move): every question gets a fresh engine (0.1 s).
    stop();
    if (auto f = start()) return *f;
    forget_output();
    EngineAnswer result;
    std::vector<std::string>& sent = result.dialogue;
    sent.push_back("new");
    auto reference = oracle::make_adapter(core::Game::Shogi, oracle::Impl::Reference);
    if (!reference) return ours_failure("position", reference.error().message);
    oracle::Adapter& board = *reference.value();
    const bool from_start = board.set_position("startpos", {}) && board.fen() == root_fen;
    if (!board.set_position(root_fen, moves))
        return ours_failure("position", "the reference refuses the position");
    const int side = side_to_move(root_fen, moves);  // 0 sente, 1 gote
    if (from_start) {
        // The game from the start, so its repetition handling is exercised too.
        if (!moves.empty()) {
            sent.push_back("force");
            sent.insert(sent.end(), moves.begin(), moves.end());
            sent.push_back("force");  // force mode off again
        }
    } else {
        // `edit` sets up the position reached; the moves before it are not given.
        auto edit = xshogi_edit_lines(board.fen());
        if (!edit) return unsupported_failure("edit", edit.error().message);
        sent.insert(sent.end(), edit.value().begin(), edit.value().end());
    }
    sent.insert(sent.end(), limits.value().begin(), limits.value().end());
    sent.push_back(side == 0 ? "black" : "white");
    sent.push_back("go");
    std::optional<EngineFailure> failure;
    for (const std::string& line : sent)
        if (!send(line, failure)) return *failure;
    const std::string command = "go (" + joined(limits.value(), " ") + ")";
    Awaiting awaiting{command, Deadline::Move, "'N. ... MOVE' or a verdict",
                      Clock::now() + config_.timeout};
    if (auto f = read_answer(
            awaiting, [&](const std::string& raw, std::optional<EngineFailure>& refusal) {
                remember(raw);
                const std::string line = trimmed(raw);
                const XshogiAnswer a = classify_xshogi_line(line);
                switch (a.kind) {
                case XshogiAnswerKind::Other:
                    return Step::More;
                case XshogiAnswerKind::Illegal:
                    refusal = fail(refused_failure(command, Refused::Position, quotable(line)));
                    return Step::Done;
                case XshogiAnswerKind::NoMove:
                    result.answer = a.text;
                    return Step::Done;
                case XshogiAnswerKind::Move:
                    result.answer = a.text;
                    result.move = from_engine_move(dialect_, a.move);
                    if (!result.move) refusal = not_a_move(command, a.move);
                    return Step::Done;
                }
                return Step::More;
            }))
        return *f;
    stop();
    return result;
}

std::variant<EngineDivide, EngineFailure> EngineClient::finish_divide(
    const std::string& command, const PerftOutput& out, const std::string& root_fen,
    const std::vector<std::string>& moves, int depth, bool loose) {
    if (out.overflow) {
        return fail(protocol_failure(command, Problem::CountTooLarge, quotable(*out.overflow)));
    }
    if (out.too_many_moves) {
        return fail(protocol_failure(command, Problem::TooManyMoveLines));
    }
    if (!out.total) {
        const Problem why = !out.divide.empty()  ? Problem::MovesButNoTotal
                            : !out.other.empty() ? Problem::NoMovesNoTotal
                                                 : Problem::NothingPrinted;
        return fail(protocol_failure(command, why));
    }
    if (!out.duplicates.empty())
        return fail(protocol_failure(command, Problem::DuplicateMove, out.duplicates.front()));
    EngineDivide result;
    result.total = *out.total;
    result.ignored = out.other;
    result.totals_only = loose && out.divide.empty();
    std::uint64_t sum = 0;
    std::vector<std::string> legal;  // ours, for the moves printed with 0 nodes
    for (const auto& line : out.divide) {
        auto ours = loose ? read_engine_move(line.move, root_fen, moves)
                          : from_engine_move(dialect_, line.move);
        if (ours && line.nodes == 0 && loose) {
            // Sjaak II lists its pseudo-legal moves, the illegal ones with 0 nodes. A legal move
            // has 1 node at depth 1, and 0 deeper only when it mates or stalemates: a 0 is read
            // as "not a move" unless the move is legal for us and the depth is above 1.
            if (depth <= 1) continue;
            if (legal.empty()) {
                auto ref =
                    oracle::make_adapter(config_.game, oracle::Impl::Reference, config_.chess960);
                if (ref && ref.value()->set_position(root_fen, moves))
                    legal = ref.value()->legal_moves();
            }
            if (std::find(legal.begin(), legal.end(), *ours) == legal.end()) continue;
        }
        if (!ours) {
            return fail(protocol_failure(
                command, Problem::UnknownMove, quotable(line.move),
                std::string(dialect_name(dialect_)) +
                    (loose && config_.game == core::Game::Chess ? " nor a legal SAN move" : "")));
        }
        if (result.moves.count(*ours))
            return fail(protocol_failure(command, Problem::DuplicateMove, line.move));
        result.moves[*ours] = line.nodes;
        if (__builtin_add_overflow(sum, line.nodes, &sum))
            return fail(protocol_failure(command, Problem::SumTooLarge));
    }
    if (!result.totals_only && sum != result.total) {
        EngineFailure differs = protocol_failure(command, Problem::SumDiffers);
        differs.counted = sum;
        differs.total = result.total;
        return fail(std::move(differs));
    }
    return result;
}

std::variant<EngineDivide, EngineFailure> EngineClient::custom_divide(
    const std::string& root_fen, const std::vector<std::string>& moves, int depth) {
    if (auto f = start()) return *f;
    forget_output();
    std::optional<EngineFailure> failure;
    const bool xboard = config_.protocol == Protocol::Xboard;
    const std::string perft = with_depth(
        config_.perft_cmd.value_or(xboard ? "perft {depth}" : "go perft {depth}"), depth);
    std::vector<std::string> sent;
    std::string token;  // the synchronisation answer after the perft ("" = none: XBoard no ping)
    if (xboard) {
        if (auto f = xboard_position(root_fen, moves, sent)) return *f;
        if (!send(perft, failure)) return *failure;
        sent.push_back(perft);
        if (features_.ping) {
            const std::string ping = "ping " + std::to_string(++ping_);
            token = "pong " + std::to_string(ping_);
            if (!send(ping, failure)) return *failure;
        }
    } else {
        auto ready = ready_position(root_fen, moves);
        if (auto* f = std::get_if<EngineFailure>(&ready)) return *f;
        const std::string* position = &std::get<std::string>(ready);
        // UCI engines answer isready even while they count (Stockfish's go perft), so the output
        // ends at the first total instead.
        sent = {*position, perft};
        if (!send(*position, failure) || !send(perft, failure)) {
            failure->command = joined(sent, " / ");
            return *failure;
        }
    }
    forget_output();
    const std::string command = xboard ? perft : joined(sent, " / ");
    PerftOutputParser parser(depth);
    Awaiting awaiting{command, Deadline::CustomPerft,
                      "end of the perft output ('" + (token.empty() ? "a total" : token) + "')",
                      Clock::now() + config_.timeout};
    awaiting.why_timeout = [&] {
        return parser.output().divide.empty() ? Hang::Hangs : Hang::MovesThenStopped;
    };
    // Without a ping, the output ends when a total came and the engine has been quiet 0.5 s.
    awaiting.quiet_ends = [&]() -> std::optional<Clock::time_point> {
        if (!token.empty() || !parser.output().total) return std::nullopt;
        return Clock::now() + std::chrono::milliseconds(500);
    };
    if (auto f = read_answer(
            awaiting, [&](const std::string& raw, std::optional<EngineFailure>& refusal) {
                const std::string line = trimmed(raw);
                if (!token.empty() && line == token) return Step::Done;
                remember(raw);
                if (xboard) {
                    const XboardAnswer a = classify_xboard_line(line);
                    if (a.kind == XboardAnswerKind::Error || a.kind == XboardAnswerKind::Illegal) {
                        refusal =
                            fail(refused_failure(command, Refused::Command, quotable(line), perft));
                        return Step::Done;
                    }
                }
                parser.feed(raw);
                if (!xboard && parser.output().total) return Step::Done;
                return parser.done() ? Step::Done : Step::More;
            }))
        return *f;
    return finish_divide(command, parser.output(), root_fen, moves, depth, true);
}

std::variant<EngineDivide, EngineFailure> EngineClient::script_divide(
    const std::string& root_fen, const std::vector<std::string>& moves, int depth) {
    forget_output();
    std::vector<std::string> argv = config_.script;
    argv.push_back(std::to_string(depth));
    argv.push_back(root_fen);
    if (!moves.empty()) argv.push_back(joined(moves));
    std::string command;
    for (const auto& a : argv)
        command +=
            (command.empty() ? "" : " ") + (a.find(' ') == std::string::npos ? a : "'" + a + "'");
    auto started = ChildProcess::start(argv);
    if (!started) return cannot_start_failure(command, started.error().message);
    child_ = std::move(started.value());
    PerftOutputParser parser(depth);
    Awaiting awaiting{command, Deadline::Script, "end of the script",
                      Clock::now() + config_.timeout};
    awaiting.why_timeout = [] { return Hang::ScriptHangs; };
    awaiting.eof_ends = true;
    if (auto f = read_answer(awaiting, [&](const std::string& line, std::optional<EngineFailure>&) {
            remember(line);
            parser.feed(line);
            return parser.done() ? Step::Done : Step::More;
        }))
        return *f;
    child_->stop(std::chrono::milliseconds(2000));
    const ProcessEnd end = child_->end_state();
    if (end.how != ProcessEnd::How::Exited || end.code != 0)
        return fail(lost_failure(command, Lost::ScriptEnded, end));
    auto result = finish_divide(command, parser.output(), root_fen, moves, depth, true);
    child_.reset();
    if (std::holds_alternative<EngineDivide>(result)) ++handshakes_;
    return result;
}

}  // namespace arbiter::engines
