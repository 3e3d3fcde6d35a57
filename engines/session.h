#pragma once
// The part of an engine client (client.h) every protocol shares: the child process, the lines it
// printed (kept for reports), the one read loop with its deadlines, the failures worded from it,
// and reading the moves and perft output an engine prints. The protocol drivers (driver.h) speak
// through it; nothing here depends on the protocol.

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/text.h"
#include "engines/client.h"

namespace arbiter::engines {

class Driver;

// Text helpers of the drivers (the general ones are core/text.h's: trim_ascii_space, words_of,
// joined).
// A line as it may be quoted in a report: control bytes shown as \xNN, at most 200 bytes.
std::string quotable(const std::string& line);
// A whole number of at most 12 characters (sign allowed) up to `max`; nullopt otherwise.
std::optional<long long> whole_number(const std::string& text, long long max);

class EngineSession {
public:
    EngineSession(EngineConfig engine_config, Dialect engine_dialect)
        : config(std::move(engine_config)), dialect(engine_dialect) {}

    // Starts the engine when it is not running and lets `driver` shake hands (nothing for a
    // driver that starts a process per question).
    std::optional<EngineFailure> start(Driver& driver);
    // `before_quit` (XBoard: force), quit, its input closed, then the group killed.
    void stop(const std::vector<std::string>& before_quit = {});

    // `failure` with the engine's last lines and its stderr; the engine is stopped.
    EngineFailure fail(EngineFailure failure);
    // Protocol NotAMove: PRINTED is not a move in the dialect (a move answer that cannot be read).
    EngineFailure not_a_move(const std::string& command, const std::string& printed);
    bool send(const std::string& command, std::optional<EngineFailure>& failure);
    // Sends `line`, noted first in `sent` (the handshake's lines, a question's dialogue).
    bool send_noted(const std::string& line, std::vector<std::string>& sent,
                    std::optional<EngineFailure>& failure) {
        sent.push_back(line);
        return send(line, failure);
    }
    // Sends every line; false (and `failure`) at the first the engine does not read.
    bool send_all(const std::vector<std::string>& lines, std::optional<EngineFailure>& failure);

    // What read_answer waits for, to word its failures.
    struct Awaiting {
        Awaiting(std::string command_sent, Deadline which, std::string awaited,
                 Clock::time_point until)
            : command(std::move(command_sent)),
              phase(which),
              answer(std::move(awaited)),
              deadline(until) {}
        std::string command;  // what was sent (a failure's command)
        Deadline phase;       // which deadline runs
        std::string answer;   // what it waits for, quoted: "'bestmove'", "a perft total"
        Clock::time_point deadline;
        // What the engine was doing when the deadline passed (default Hang::Hangs).
        std::function<Hang()> why_timeout;
        std::optional<std::chrono::milliseconds> within;  // the time allowed (default config)
        // When it returns a time, silence until then ends the answer rightly (a custom perft
        // without ping after its total; the XBoard features after 2 s).
        std::function<std::optional<Clock::time_point>()> quiet_ends;
        bool eof_ends = false;  // the end of the output ends the answer rightly (a perft script)
        // Runs once when `nudge_at` is reached without an answer (XBoard: `?`, move now); a
        // failure it returns (the engine stopped reading) ends the read.
        std::optional<Clock::time_point> nudge_at;
        std::function<std::optional<EngineFailure>()> nudge;
    };
    enum class Step { More, Done };
    using LineFn =
        std::function<Step(const std::string& line, std::optional<EngineFailure>& failure)>;
    // The one read loop: every line goes to `on_line` until it says Done or sets `failure`; the
    // deadline, a line too long and the end of the output are failures worded from `awaiting`.
    std::optional<EngineFailure> read_answer(const Awaiting& awaiting, const LineFn& on_line);
    // Reads until a line equal to `token` (after trimming) or `deadline`; other lines are kept.
    // `phase`: Ready (isready), Ping, Handshake.
    std::optional<EngineFailure> wait_for(const std::string& command, const std::string& token,
                                          Clock::time_point deadline,
                                          Deadline phase = Deadline::Ready);

    // A match game's time to ask for the move (EngineSession::stop_after after `asked`, the
    // `go`), when it comes before the answer's deadline; nullopt outside a match game.
    std::optional<Clock::time_point> match_stop_at(Clock::time_point asked) const;
    // Makes `awaiting` ask for the move at `at` when none has come: `request` is sent (the UCI
    // family's `stop`, XBoard's `?`) and noted in `answer` (its dialogue, moved_on_request,
    // move_now); the deadline passing after it is `after_request`.
    void move_now_at(Awaiting& awaiting, Clock::time_point at, const std::string& request,
                     Hang after_request, EngineAnswer& answer);

    // Keeps `line` for a report: only the last kMaxQuotedLines are kept, the others counted.
    void remember(const std::string& line);
    void forget_output();

    // The divide lines read as our moves: the dialect's coordinates (strict, `go perft`) or, in
    // the loose forms, coordinates, long algebraic and SAN; the checks of the counts and total.
    std::variant<EngineDivide, EngineFailure> finish_divide(const std::string& command,
                                                            const PerftOutput& out,
                                                            const std::string& root_fen,
                                                            const std::vector<std::string>& moves,
                                                            int depth, bool loose);
    // A move the engine printed as ours: its dialect, long algebraic, or (chess) SAN resolved in
    // the position.
    std::optional<std::string> read_engine_move(const std::string& text,
                                                const std::string& root_fen,
                                                const std::vector<std::string>& moves);
    // 0 for the side that moves first (white, red, sente), 1 for the other.
    int side_to_move(const std::string& root_fen, const std::vector<std::string>& moves) const;
    // The deadline of a move's answer: the match question's timeout, else config.timeout.
    std::chrono::milliseconds think_timeout() const {
        return match_timeout.value_or(config.timeout);
    }

    EngineConfig config;
    Dialect dialect;
    std::unique_ptr<ChildProcess> child;
    std::vector<std::string> handshake_sent;  // the lines the handshake sent (for a dialogue)
    int handshakes = 0;
    // Detection (EngineConfig::detect_protocol): the protocol the handshake found the engine
    // speaks instead; the client then starts it again under that protocol's driver.
    std::optional<Protocol> detected;
    // best_move_raw (a match game) is asking: the game is kept in the engine; its timeout and its
    // `stop` (XBoard `?`) time, from the `go`.
    bool in_game = false;
    std::optional<std::chrono::milliseconds> match_timeout;
    std::optional<std::chrono::milliseconds> stop_after;

private:
    std::vector<std::string> recent_;            // the last lines printed since the last command
    std::size_t forgotten_ = 0;                  // lines printed before those
    std::shared_ptr<oracle::Adapter> resolver_;  // the reference, to read SAN an engine prints
};

}  // namespace arbiter::engines
