#include "oracle/engine/engine_client.h"

#include <sstream>

#include "oracle/engine/perft_output.h"

namespace arbiter::oracle::engine {

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
    }
    return "?";
}

Protocol default_protocol(Game game) { return game == Game::Shogi ? Protocol::Usi : Protocol::Uci; }

std::string default_variant(Game game, Protocol protocol) {
    if (protocol != Protocol::Uci) return "";
    if (game == Game::Xiangqi) return "xiangqi";
    if (game == Game::Shogi) return "shogi";
    return "";
}

Result<Dialect> dialect_for(Game game, Protocol protocol) {
    switch (game) {
    case Game::Chess:
        if (protocol == Protocol::Uci) return Dialect::Chess;
        return make_error("chess engines speak uci (not " + std::string(protocol_name(protocol)) +
                          ")");
    case Game::Xiangqi:
        if (protocol == Protocol::Uci) return Dialect::XiangqiRanks1;
        if (protocol == Protocol::Uci0 || protocol == Protocol::Ucci) return Dialect::XiangqiRanks0;
        return make_error(
            "xiangqi engines speak uci (ranks 1-10, fairy-stockfish), uci0 (ranks 0-9) or ucci, "
            "not usi");
    case Game::Shogi:
        if (protocol == Protocol::Usi) return Dialect::ShogiUsi;
        if (protocol == Protocol::Uci) return Dialect::ShogiFairyUci;
        return make_error("shogi engines speak usi or uci (fairy-stockfish), not " +
                          std::string(protocol_name(protocol)));
    }
    return make_error("unknown game");
}

Result<std::unique_ptr<EngineClient>> EngineClient::create(EngineConfig config) {
    if (config.argv.empty()) return make_error("no engine command given");
    auto dialect = dialect_for(config.game, config.protocol);
    if (!dialect) return dialect.error();
    if (config.timeout.count() <= 0) return make_error("the per-command timeout must be positive");
    return std::unique_ptr<EngineClient>(new EngineClient(std::move(config), dialect.value()));
}

EngineClient::~EngineClient() { stop(); }

void EngineClient::stop() {
    if (!child_) return;
    child_->write_line("quit");
    child_->stop(std::chrono::milliseconds(300));
    child_.reset();
}

std::string EngineClient::timeout_text() const {
    std::ostringstream out;
    out << static_cast<double>(config_.timeout.count()) / 1000.0 << " s";
    return out.str();
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

EngineFailure EngineClient::fail(const std::string& command, std::string what) {
    EngineFailure failure{command, std::move(what), {}, false};
    if (forgotten_ > 0)
        failure.output.push_back(std::to_string(forgotten_) + " earlier lines not kept ...");
    failure.output.insert(failure.output.end(), recent_.begin(), recent_.end());
    if (child_) {
        // Give it a moment to finish dying so the report says how it ended.
        child_->stop(std::chrono::milliseconds(200));
        // Its standard error, kept apart from the protocol lines, comes last.
        for (const std::string& line : child_->stderr_lines())
            failure.output.push_back("[stderr] " + quotable(line));
        child_.reset();
    }
    return failure;
}

bool EngineClient::send(const std::string& command, std::optional<EngineFailure>& failure) {
    if (child_->write_line(command)) return true;
    child_->stop(std::chrono::milliseconds(200));
    const std::string how = child_->exit_description();
    failure = fail(command, "the engine stopped reading its input (" + how + ")");
    return false;
}

std::optional<EngineFailure> EngineClient::wait_for(const std::string& command,
                                                    const std::string& token,
                                                    Clock::time_point deadline) {
    while (true) {
        ReadResult r = child_->read_line(deadline);
        switch (r.status) {
        case ReadStatus::Line:
            if (trimmed(r.line) == token) return std::nullopt;
            remember(r.line);
            break;
        case ReadStatus::Timeout:
            return fail(command, "no '" + token + "' within " + timeout_text() +
                                     " (the engine hangs or does not speak this protocol)");
        case ReadStatus::TooLong:
            remember(r.line + "...");
            return fail(command, "printed a line longer than " +
                                     std::to_string(ChildProcess::kMaxLineBytes) + " bytes");
        case ReadStatus::Eof: {
            child_->stop(std::chrono::milliseconds(500));
            const std::string how = child_->exit_description();
            return fail(command, "the engine ended before answering '" + token + "' (" + how + ")");
        }
        }
    }
}

std::optional<EngineFailure> EngineClient::start() {
    if (child_ && child_->running()) return std::nullopt;
    child_.reset();
    forget_output();
    auto started = ChildProcess::start(config_.argv);
    if (!started) {
        EngineFailure failure{"start", started.error().message, {}, true};
        return failure;
    }
    child_ = std::move(started.value());

    std::optional<EngineFailure> failure;
    std::string hello = "uci", ok = "uciok";
    if (config_.protocol == Protocol::Usi) hello = "usi", ok = "usiok";
    if (config_.protocol == Protocol::Ucci) hello = "ucci", ok = "ucciok";
    // The whole handshake has one deadline.
    const auto deadline = Clock::now() + config_.timeout;
    handshake_sent_ = {hello};
    if (!send(hello, failure)) return failure;
    if (auto f = wait_for(hello, ok, deadline)) return f;
    if (!config_.variant.empty()) {
        handshake_sent_.push_back("setoption name UCI_Variant value " + config_.variant);
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

std::variant<EngineDivide, EngineFailure> EngineClient::divide(
    const std::string& root_fen, const std::vector<std::string>& moves, int depth) {
    if (auto f = start()) return *f;
    forget_output();
    std::optional<EngineFailure> failure;
    // Synchronise first, so nothing left over from an earlier command is read as an answer.
    if (!send("isready", failure)) return *failure;
    if (auto f = wait_for("isready", "readyok", Clock::now() + config_.timeout)) return *f;
    forget_output();

    auto position = position_command(root_fen, moves);
    if (!position) {
        return EngineFailure{
            "position",
            "a move of the line cannot be written in " + std::string(dialect_name(dialect_)),
            {},
            false};
    }
    const std::string go = "go perft " + std::to_string(depth);
    const std::string command = *position + " / " + go;
    if (!send(*position, failure) || !send(go, failure)) {
        failure->command = command;
        return *failure;
    }

    // One deadline for the whole perft, however the engine prints (a flood, a trickle).
    const auto deadline = Clock::now() + config_.timeout;
    PerftOutputParser parser;
    while (!parser.done()) {
        ReadResult r = child_->read_line(deadline);
        if (r.status == ReadStatus::Line) {
            remember(r.line);
            parser.feed(r.line);
            continue;
        }
        if (r.status == ReadStatus::Timeout) {
            const PerftOutput& so_far = parser.output();
            std::string why = " (the engine hangs)";
            if (!so_far.divide.empty())
                why = " (it printed moves, then stopped)";
            else if (!so_far.other.empty())
                why = " (it printed only lines that are neither 'MOVE: COUNT' nor the total)";
            return fail(command, "no 'Nodes searched' total within " + timeout_text() + why);
        }
        if (r.status == ReadStatus::TooLong) {
            remember(r.line + "...");
            return fail(command, "printed a line longer than " +
                                     std::to_string(ChildProcess::kMaxLineBytes) + " bytes");
        }
        child_->stop(std::chrono::milliseconds(500));
        const std::string how = child_->exit_description();
        return fail(command, "the engine ended during perft, before its 'Nodes searched' total (" +
                                 how + ")");
    }

    const PerftOutput& out = parser.output();
    if (out.overflow) {
        return fail(command, "protocol error: a count too large for 64 bits in '" +
                                 quotable(*out.overflow) + "'");
    }
    if (out.too_many_moves) {
        return fail(command, "protocol error: more than " +
                                 std::to_string(PerftOutputParser::kMaxDivideLines) +
                                 " move lines (no position has more than 593 legal moves)");
    }
    EngineDivide result;
    result.total = *out.total;
    result.ignored = out.other;
    if (!out.duplicates.empty())
        return fail(command, "printed move '" + out.duplicates.front() + "' twice");
    std::uint64_t sum = 0;
    for (const auto& line : out.divide) {
        auto ours = from_engine_move(dialect_, line.move);
        if (!ours) {
            return fail(command, "printed an unknown move '" + line.move + "' (not a move in " +
                                     std::string(dialect_name(dialect_)) + ")");
        }
        if (result.moves.count(*ours))
            return fail(command, "printed move '" + line.move + "' twice");
        result.moves[*ours] = line.nodes;
        if (__builtin_add_overflow(sum, line.nodes, &sum)) {
            return fail(command,
                        "protocol error: its move counts add up to more than 64 bits hold");
        }
    }
    if (sum != result.total) {
        return fail(command, "its moves add up to " + std::to_string(sum) +
                                 " nodes but it printed 'Nodes searched: " +
                                 std::to_string(result.total) + "'");
    }
    return result;
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

Result<std::string> go_command(Protocol protocol, std::string_view go) {
    const auto w = words(go);
    if (w.size() != 2)
        return make_error("--go must be 'depth N', 'movetime MS' or 'nodes N', not '" +
                          std::string(go) + "'");
    const auto n = whole_number(w[1], 1'000'000'000'000LL);
    if (!n || *n <= 0 || w[1][0] == '+')
        return make_error("--go needs a positive whole number after '" + w[0] + "', not '" + w[1] +
                          "'");
    const std::string value = std::to_string(*n);
    if (w[0] == "depth" || w[0] == "nodes") return "go " + w[0] + " " + value;
    if (w[0] == "movetime") {
        // USI has no movetime: a byoyomi of that long with no main time is the same request.
        if (protocol == Protocol::Usi) return "go btime 0 wtime 0 byoyomi " + value;
        // UCCI: "go time T movestogo 1" = all of T for this move.
        if (protocol == Protocol::Ucci) return "go time " + value + " movestogo 1";
        return "go movetime " + value;
    }
    return make_error("--go must be 'depth N', 'movetime MS' or 'nodes N', not '" +
                      std::string(go) + "'");
}

std::variant<EngineAnswer, EngineFailure> EngineClient::best_move(
    const std::string& root_fen, const std::vector<std::string>& moves, const std::string& go) {
    auto go_line = go_command(config_.protocol, go);
    if (!go_line) return EngineFailure{"go", go_line.error().message, {}, false};
    if (auto f = start()) return *f;
    forget_output();
    EngineAnswer result;
    result.dialogue = handshake_sent_;
    result.dialogue.push_back("isready");
    std::optional<EngineFailure> failure;
    if (!send("isready", failure)) return *failure;
    if (auto f = wait_for("isready", "readyok", Clock::now() + config_.timeout)) return *f;
    forget_output();

    auto position = position_command(root_fen, moves);
    if (!position) {
        return EngineFailure{
            "position",
            "a move of the line cannot be written in " + std::string(dialect_name(dialect_)),
            {},
            false};
    }
    result.dialogue.push_back(*position);
    result.dialogue.push_back(go_line.value());
    const std::string command = *position + " / " + go_line.value();
    if (!send(*position, failure) || !send(go_line.value(), failure)) {
        failure->command = command;
        return *failure;
    }
    const auto deadline = Clock::now() + config_.timeout;
    while (true) {
        ReadResult r = child_->read_line(deadline);
        if (r.status == ReadStatus::Timeout)
            return fail(command, "no 'bestmove' within " + timeout_text() + " (the engine hangs)");
        if (r.status == ReadStatus::TooLong) {
            remember(r.line + "...");
            return fail(command, "printed a line longer than " +
                                     std::to_string(ChildProcess::kMaxLineBytes) + " bytes");
        }
        if (r.status == ReadStatus::Eof) {
            child_->stop(std::chrono::milliseconds(500));
            const std::string how = child_->exit_description();
            return fail(command, "the engine ended before its 'bestmove' (" + how + ")");
        }
        remember(r.line);
        const std::string line = trimmed(r.line);
        if (auto mate = info_mate_moves(line)) result.mate_moves = mate;
        const auto w = words(line);
        if (w.empty()) continue;
        // UCCI says "nobestmove" when it has no move.
        if (w[0] == "nobestmove") {
            result.answer = line;
            return result;
        }
        if (w[0] != "bestmove") continue;
        result.answer = line;
        if (w.size() < 2) return fail(command, "protocol error: 'bestmove' without a move");
        const std::string& move = w[1];
        if (move == "(none)" || move == "0000" || move == "none" || move == "resign" ||
            move == "null")
            return result;
        if (move == "win" && config_.protocol == Protocol::Usi) {
            result.declares_win = true;
            return result;
        }
        auto ours = from_engine_move(dialect_, move);
        if (!ours) {
            return fail(command, "protocol error: 'bestmove " + quotable(move) +
                                     "' is not a move in " + std::string(dialect_name(dialect_)));
        }
        result.move = *ours;
        return result;
    }
}

}  // namespace arbiter::oracle::engine
