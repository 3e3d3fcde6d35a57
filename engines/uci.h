#pragma once
// The words of the UCI family (UCI, UCI with xiangqi ranks 0-9, USI, UCCI), which differ in data,
// not in flow (uci_driver.cpp): the handshake's hello, options, `go` limits and clocks, the
// dialect per game. The answers' parsers (classify_uci_answer, info_score_cp) are in client.h.

#include <string>
#include <string_view>
#include <vector>

#include "engines/client.h"

namespace arbiter::engines {

struct UciWords {
    std::string hello;  // uci, usi, ucci
    std::string ok;     // uciok, usiok, ucciok
};
UciWords uci_words(Protocol protocol);
// `setoption name N value V` (UCI, USI), `setoption N V` (UCCI).
std::string uci_setoption(Protocol protocol, const std::string& name, const std::string& value);
core::Result<Dialect> uci_dialect(Protocol protocol, core::Game game);
// --go as the protocol's `go` line (movetime: USI byoyomi, UCCI time with movestogo 1).
core::Result<std::string> uci_go_command(Protocol protocol, std::string_view go);
// A match question's clocks as one `go` line (UCI wtime/btime, USI btime is sente's, UCCI
// time/opptime).
std::string uci_go_line(Protocol protocol, const MatchClock& clock);

}  // namespace arbiter::engines
