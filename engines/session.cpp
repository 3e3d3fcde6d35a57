#include "engines/session.h"

#include <algorithm>

#include "engines/driver.h"
#include "oracle/registry.h"

namespace arbiter::engines {

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

std::optional<EngineFailure> EngineSession::start(Driver& driver) {
    if (!driver.keeps_process()) return std::nullopt;  // started anew for every question
    if (child && child->running()) return std::nullopt;
    child.reset();
    forget_output();
    auto started = ChildProcess::start(config.argv);
    if (!started) return cannot_start_failure("start", started.error().message);
    child = std::move(started.value());
    return driver.handshake(*this);
}

void EngineSession::stop(const std::vector<std::string>& before_quit) {
    if (!child) return;
    for (const std::string& line : before_quit) child->write_line(line);
    child->write_line("quit");
    child->stop(std::chrono::milliseconds(300));
    child.reset();
}

void EngineSession::remember(const std::string& line) {
    if (recent_.size() >= EngineClient::kMaxQuotedLines) {
        recent_.erase(recent_.begin());
        ++forgotten_;
    }
    recent_.push_back(quotable(line));
}

void EngineSession::forget_output() {
    recent_.clear();
    forgotten_ = 0;
}

EngineFailure EngineSession::fail(EngineFailure failure) {
    if (forgotten_ > 0)
        failure.output.push_back(std::to_string(forgotten_) + " earlier lines not kept ...");
    failure.output.insert(failure.output.end(), recent_.begin(), recent_.end());
    if (child) {
        // A line it began and never ended (a partial line, then silence) is quoted too.
        if (const std::string partial = child->unfinished_line(); !partial.empty())
            failure.output.push_back("[no line end] " + quotable(partial));
        // Give it a moment to finish dying so the report says how it ended.
        child->stop(std::chrono::milliseconds(200));
        // Its standard error, kept apart from the protocol lines, comes last.
        for (const std::string& line : child->stderr_lines())
            failure.output.push_back("[stderr] " + quotable(line));
        child.reset();
    }
    return failure;
}

EngineFailure EngineSession::not_a_move(const std::string& command, const std::string& printed) {
    return fail(protocol_failure(command, Problem::NotAMove, quotable(printed),
                                 std::string(dialect_name(dialect))));
}

bool EngineSession::send(const std::string& command, std::optional<EngineFailure>& failure) {
    if (child->write_line(command)) return true;
    child->stop(std::chrono::milliseconds(200));
    failure = fail(lost_failure(command, Lost::StoppedReading, child->end_state()));
    return false;
}

bool EngineSession::send_all(const std::vector<std::string>& lines,
                             std::optional<EngineFailure>& failure) {
    for (const std::string& line : lines)
        if (!send(line, failure)) return false;
    return true;
}

std::optional<EngineFailure> EngineSession::read_answer(const Awaiting& awaiting,
                                                        const LineFn& on_line) {
    bool nudged = false;
    while (true) {
        const std::optional<Clock::time_point> quiet =
            awaiting.quiet_ends ? awaiting.quiet_ends() : std::nullopt;
        Clock::time_point until = awaiting.deadline;
        if (quiet) until = std::min(until, *quiet);
        if (awaiting.nudge_at && !nudged) until = std::min(until, *awaiting.nudge_at);
        ReadResult r = child->read_line(until);
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
            timed_out.within = awaiting.within.value_or(config.timeout);
            timed_out.hang = awaiting.why_timeout ? awaiting.why_timeout() : Hang::Hangs;
            return fail(std::move(timed_out));
        }
        case ReadStatus::TooLong:
            remember(r.line + "...");
            return fail(protocol_failure(awaiting.command, Problem::LineTooLong));
        case ReadStatus::Eof: {
            if (awaiting.eof_ends) return std::nullopt;
            child->stop(std::chrono::milliseconds(500));
            EngineFailure ended =
                lost_failure(awaiting.command, Lost::OutputEnded, child->end_state());
            ended.deadline = awaiting.phase;
            ended.expected = awaiting.answer;
            return fail(std::move(ended));
        }
        }
    }
}

std::optional<EngineFailure> EngineSession::wait_for(const std::string& command,
                                                     const std::string& token,
                                                     Clock::time_point deadline, Deadline phase) {
    Awaiting awaiting{command, phase, "'" + token + "'", deadline};
    awaiting.why_timeout = [] { return Hang::HangsOrOtherProtocol; };
    return read_answer(awaiting, [&](const std::string& line, std::optional<EngineFailure>&) {
        if (core::trim_ascii_space(line) == token) return Step::Done;
        remember(line);
        return Step::More;
    });
}

std::optional<Clock::time_point> EngineSession::match_stop_at(Clock::time_point asked) const {
    if (!in_game || !stop_after || *stop_after >= think_timeout()) return std::nullopt;
    return asked + *stop_after;
}

void EngineSession::move_now_at(Awaiting& awaiting, Clock::time_point at,
                                const std::string& request, Hang after_request,
                                EngineAnswer& answer) {
    awaiting.nudge_at = at;
    awaiting.nudge = [this, request, &answer] {
        answer.dialogue.push_back(request);
        answer.moved_on_request = true;
        answer.move_now = request;
        std::optional<EngineFailure> stopped_reading;
        send(request, stopped_reading);
        return stopped_reading;
    };
    awaiting.why_timeout = [after_request, &answer] {
        return answer.moved_on_request ? after_request : Hang::Hangs;
    };
}

int EngineSession::side_to_move(const std::string& root_fen,
                                const std::vector<std::string>& moves) const {
    const auto w = core::words_of(root_fen);
    int side = 0;
    if (w.size() >= 2 && (w[1] == "b" || w[1] == "w")) {
        // Chess and xiangqi: w/b; SFEN: b (sente) / w (gote).
        side = config.game == core::Game::Shogi ? (w[1] == "w") : (w[1] == "b");
    }
    return side ^ static_cast<int>(moves.size() % 2);
}

std::optional<std::string> EngineSession::read_engine_move(const std::string& text,
                                                           const std::string& root_fen,
                                                           const std::vector<std::string>& moves) {
    if (auto ours = from_engine_move(dialect, text)) return ours;
    // Chess960: O-O and O-O-O are the king taking its rook wherever they stand (SAN below).
    const bool castle960 =
        config.chess960 && (text.rfind("O-O", 0) == 0 || text.rfind("0-0", 0) == 0);
    if (!castle960)
        if (auto coords = normalize_long_algebraic(dialect, text, side_to_move(root_fen, moves)))
            return from_engine_move(dialect, *coords);
    if (config.game != core::Game::Chess) return std::nullopt;
    // SAN: only a legal move can be resolved, in the position itself.
    if (!resolver_) {
        auto made = oracle::make_adapter(config.game, oracle::Impl::Reference, config.chess960);
        if (!made) return std::nullopt;
        resolver_ = made.value();
    }
    if (!resolver_->set_position(root_fen, moves)) return std::nullopt;
    auto legal = resolver_->normal_move(text);
    if (!legal) return std::nullopt;
    return legal.value();
}

}  // namespace arbiter::engines
