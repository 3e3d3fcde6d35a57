// A perft script (the perftree convention; docs/engines.md, "Perft scripts"): run as
// `SCRIPT DEPTH FEN [MOVES]` for every divide, FEN and moves in our notation, printing the divide
// lines and the total; it must exit 0 within the timeout. It answers perft only.

#include "engines/driver.h"

namespace arbiter::engines {

namespace {

class ScriptDriver final : public Driver {
public:
    core::Result<Dialect> dialect(core::Game game) const override {
        // A script reads and prints our own notation.
        return game == core::Game::Chess     ? Dialect::Chess
               : game == core::Game::Xiangqi ? Dialect::XiangqiRanks0
                                             : Dialect::ShogiUsi;
    }
    core::Result<std::string> go_command(std::string_view) const override {
        return core::make_error("a perft script answers perft only, not 'go'");
    }
    std::vector<std::string> go_lines(const MatchClock&) const override { return {}; }
    bool keeps_process() const override { return false; }
    std::optional<EngineFailure> handshake(EngineSession&) override { return std::nullopt; }
    std::optional<EngineFailure> new_game(EngineSession&) override { return std::nullopt; }

    std::variant<EngineDivide, EngineFailure> divide(EngineSession& s, const std::string& root_fen,
                                                     const std::vector<std::string>& moves,
                                                     int depth) override;
    std::variant<EngineAnswer, EngineFailure> best_move(EngineSession&, const std::string&,
                                                        const std::vector<std::string>&,
                                                        const std::string&) override {
        return unsupported_failure("go", "a perft script answers perft only, not 'go'");
    }
    std::variant<EngineAnswer, EngineFailure> best_move_raw(
        EngineSession&, const std::string&, const std::vector<std::string>&,
        const std::vector<std::string>&) override {
        return unsupported_failure("go", "a perft script answers perft only, not 'go'");
    }
};

std::variant<EngineDivide, EngineFailure> ScriptDriver::divide(
    EngineSession& s, const std::string& root_fen, const std::vector<std::string>& moves,
    int depth) {
    s.forget_output();
    std::vector<std::string> argv = s.config.script;
    argv.push_back(std::to_string(depth));
    argv.push_back(root_fen);
    if (!moves.empty()) argv.push_back(core::joined(moves, " "));
    std::string command;
    for (const auto& a : argv)
        command +=
            (command.empty() ? "" : " ") + (a.find(' ') == std::string::npos ? a : "'" + a + "'");
    auto started = ChildProcess::start(argv);
    if (!started) return cannot_start_failure(command, started.error().message);
    s.child = std::move(started.value());
    PerftOutputParser parser(depth);
    EngineSession::Awaiting awaiting{command, Deadline::Script, "end of the script",
                                     Clock::now() + s.config.timeout};
    awaiting.why_timeout = [] { return Hang::ScriptHangs; };
    awaiting.eof_ends = true;
    if (auto f =
            s.read_answer(awaiting, [&](const std::string& line, std::optional<EngineFailure>&) {
                s.remember(line);
                parser.feed(line);
                return parser.done() ? EngineSession::Step::Done : EngineSession::Step::More;
            }))
        return *f;
    s.child->stop(std::chrono::milliseconds(2000));
    const ProcessEnd end = s.child->end_state();
    if (end.how != ProcessEnd::How::Exited || end.code != 0)
        return s.fail(lost_failure(command, Lost::ScriptEnded, end));
    auto result = s.finish_divide(command, parser.output(), root_fen, moves, depth, true);
    s.child.reset();
    if (std::holds_alternative<EngineDivide>(result)) ++s.handshakes;
    return result;
}

}  // namespace

std::unique_ptr<Driver> make_script_driver() { return std::make_unique<ScriptDriver>(); }

}  // namespace arbiter::engines
