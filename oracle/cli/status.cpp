// `arbiter status`: whether the game is over, who won and the rule ID that ended it (docs/cli.md).

#include <iostream>

#include "oracle/cli/command.h"

namespace arbiter::cli {
namespace {

int run(const Args& args) {
    const RuleOptions options = rule_options(args);
    auto adapter = positioned_adapter(args);
    const GameStatus s = adapter->status(options);
    if (args.has("--json")) {
        std::cout << nlohmann::json{{"in_check", s.in_check},
                                    {"result", s.result},
                                    {"winner", nullable(s.winner)},
                                    {"reason", nullable(s.reason)}}
                         .dump()
                  << '\n';
    } else {
        std::cout << "in_check " << (s.in_check ? "true" : "false") << '\n'
                  << "result " << s.result << '\n'
                  << "winner " << s.winner.value_or("-") << '\n'
                  << "reason " << s.reason.value_or("-") << '\n';
    }
    return kExitOk;
}

}  // namespace

Command status_command() {
    std::vector<Flag> flags = position_flags();
    for (const Flag& f : rule_option_flags()) flags.push_back(f);
    flags.push_back(flag::json);
    return {
        "status",
        "says whether the game is over: result (ongoing, win, draw), winner and the rule ID that "
        "ended it",
        flags, run};
}

}  // namespace arbiter::cli
