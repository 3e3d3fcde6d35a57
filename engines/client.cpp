#include "engines/client.h"

#include "engines/driver.h"
#include "engines/session.h"

namespace arbiter::engines {

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
    return make_driver(protocol)->default_variant(game);
}

std::string chess960_option(Protocol protocol) { return make_driver(protocol)->chess960_option(); }

core::Result<Dialect> dialect_for(core::Game game, Protocol protocol) {
    return make_driver(protocol)->dialect(game);
}

core::Result<std::string> go_command(Protocol protocol, std::string_view go) {
    return make_driver(protocol)->go_command(go);
}

std::vector<std::string> go_lines(Protocol protocol, const MatchClock& clock) {
    return make_driver(protocol)->go_lines(clock);
}

core::Result<std::unique_ptr<EngineClient>> EngineClient::create(EngineConfig config) {
    if (config.timeout.count() <= 0)
        return core::make_error("the per-command timeout must be positive");
    if (!config.script.empty()) {
        auto ours = make_script_driver()->dialect(config.game);
        if (!ours) return ours.error();
        return std::unique_ptr<EngineClient>(new EngineClient(std::move(config), ours.value()));
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

EngineClient::EngineClient(EngineConfig config, Dialect dialect)
    : session_(std::make_unique<EngineSession>(std::move(config), dialect)),
      driver_(session_->config.script.empty() ? make_driver(session_->config.protocol)
                                              : make_script_driver()) {}

EngineClient::~EngineClient() { stop(); }

void EngineClient::stop() { session_->stop(driver_->before_quit()); }

pid_t EngineClient::pid() const { return session_->child ? session_->child->pid() : 0; }
bool EngineClient::handshake_ever_succeeded() const { return session_->handshakes > 0; }
Dialect EngineClient::dialect() const { return session_->dialect; }
const EngineConfig& EngineClient::config() const { return session_->config; }

bool EngineClient::switch_detected() {
    if (!session_->detected) return false;
    const Protocol protocol = *session_->detected;
    session_->detected.reset();
    session_->config.protocol = protocol;
    driver_ = make_driver(protocol);
    if (auto dialect = driver_->dialect(session_->config.game)) session_->dialect = dialect.value();
    return true;
}

std::optional<EngineFailure> EngineClient::start() {
    std::optional<EngineFailure> failure = session_->start(*driver_);
    if (switch_detected()) return start();
    return failure;
}

std::variant<EngineDivide, EngineFailure> EngineClient::divide(
    const std::string& root_fen, const std::vector<std::string>& moves, int depth) {
    // Detection happens at the first start, before any driver speaks.
    if (session_->config.detect_protocol)
        if (auto f = start()) return *f;
    return driver_->divide(*session_, root_fen, moves, depth);
}

std::variant<EngineAnswer, EngineFailure> EngineClient::best_move(
    const std::string& root_fen, const std::vector<std::string>& moves, const std::string& go) {
    if (session_->config.detect_protocol)
        if (auto f = start()) return *f;
    return driver_->best_move(*session_, root_fen, moves, go);
}

std::variant<EngineAnswer, EngineFailure> EngineClient::best_move_raw(
    const std::string& root_fen, const std::vector<std::string>& moves, const MatchClock& clock,
    std::chrono::milliseconds timeout, std::optional<std::chrono::milliseconds> stop_after) {
    if (session_->config.detect_protocol)
        if (auto f = start()) return *f;
    session_->match_timeout = timeout;
    session_->stop_after = stop_after;
    session_->in_game = true;
    auto answer = driver_->best_move_raw(*session_, root_fen, moves, driver_->go_lines(clock));
    session_->match_timeout.reset();
    session_->stop_after.reset();
    session_->in_game = false;
    return answer;
}

std::optional<EngineFailure> EngineClient::new_game() {
    if (session_->config.detect_protocol)
        if (auto f = start()) return f;
    return driver_->new_game(*session_);
}

void EngineClient::game_over(const std::string& outcome, const std::string& result,
                             const std::string& reason) {
    driver_->game_over(*session_, outcome, result, reason);
}

}  // namespace arbiter::engines
