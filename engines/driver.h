#pragma once
// One driver per protocol family behind one interface (issue 30; docs/engines.md, "Reaching the
// engine"): the handshake, options, the position, `go` and the answer, perft. The families:
//   uci_driver.cpp     UCI, UCI with ranks 0-9 (uci0), USI, UCCI: one flow, different words
//   xboard_driver.cpp  XBoard / CECP protocol version 2 (its text parsers: xboard.h)
//   xshogi_driver.cpp  GNU Shogi's xshogi protocol: --check play only
//   script_driver.cpp  a perft script (the perftree convention), started for every divide
// The process, the read loop and the failures are the session's (session.h), shared by all. No
// code outside the drivers asks which protocol is spoken.

#include <memory>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engines/session.h"

namespace arbiter::engines {

class Driver {
public:
    virtual ~Driver() = default;

    // The dialect the protocol speaks for `game`; an error naming the protocols that fit.
    virtual core::Result<Dialect> dialect(core::Game game) const = 0;
    // The UCI_Variant the protocol needs by default for `game` ("" = none).
    virtual std::string default_variant(core::Game) const { return ""; }
    // The option that tells an engine it plays Chess960 ("UCI_Chess960"); "" when the protocol
    // tells it otherwise (XBoard: variant fischerandom) or not at all.
    virtual std::string chess960_option() const { return ""; }
    // --go ("depth 1", "movetime 50", "nodes 1000") as the protocol's command(s), for checking
    // and reports; an error for anything else.
    virtual core::Result<std::string> go_command(std::string_view go) const = 0;
    // A match question's clocks as the protocol's lines: the UCI family's one `go ...` line;
    // XBoard's lines sent before `go` (level, time, otim, st, sd, nps).
    virtual std::vector<std::string> go_lines(const MatchClock& clock) const = 0;

    // Whether the engine is one process kept between questions (false: a perft script).
    virtual bool keeps_process() const { return true; }
    // The process has just started: forget the state of the last one, then shake hands.
    virtual std::optional<EngineFailure> handshake(EngineSession& s) = 0;
    // The lines sent before `quit` when the engine is stopped.
    virtual std::vector<std::string> before_quit() const { return {}; }
    virtual std::optional<EngineFailure> new_game(EngineSession& s) = 0;
    virtual void game_over(EngineSession&, const std::string& /*outcome*/,
                           const std::string& /*result*/, const std::string& /*reason*/) {}

    virtual std::variant<EngineDivide, EngineFailure> divide(EngineSession& s,
                                                             const std::string& root_fen,
                                                             const std::vector<std::string>& moves,
                                                             int depth) = 0;
    // --check play's question: `go` in UCI terms (go_command translates it).
    virtual std::variant<EngineAnswer, EngineFailure> best_move(
        EngineSession& s, const std::string& root_fen, const std::vector<std::string>& moves,
        const std::string& go) = 0;
    // A match game's question: the lines of go_lines (s.in_game, s.match_timeout and
    // s.stop_after are set).
    virtual std::variant<EngineAnswer, EngineFailure> best_move_raw(
        EngineSession& s, const std::string& root_fen, const std::vector<std::string>& moves,
        const std::vector<std::string>& go_lines) = 0;
};

// The driver of `protocol`'s family, with no engine state yet.
std::unique_ptr<Driver> make_driver(Protocol protocol);
std::unique_ptr<Driver> make_uci_driver(Protocol protocol);  // Uci, Uci0, Usi, Ucci
std::unique_ptr<Driver> make_xboard_driver();
std::unique_ptr<Driver> make_xshogi_driver();
std::unique_ptr<Driver> make_script_driver();

// Custom perft commands (--perft-cmd) in the UCI family and XBoard: the command sent after the
// position with "{depth}" replaced, read in the loose forms of perft_output.h until `token` (a
// pong; "" = none: the first total in the UCI family, a total and 0.5 s of quiet for XBoard).
// `xboard`: an "Error" or "Illegal move" line is a refusal, and the output does not end at the
// first total.
struct CustomPerft {
    std::string command;  // the failure's command
    std::string perft;    // the perft command sent
    std::string token;
    bool xboard = false;
};
std::variant<EngineDivide, EngineFailure> read_custom_perft(EngineSession& s,
                                                            const CustomPerft& perft,
                                                            const std::string& root_fen,
                                                            const std::vector<std::string>& moves,
                                                            int depth);
// "{depth}" in `text` replaced by `depth`.
std::string with_depth(std::string text, int depth);

}  // namespace arbiter::engines
