// `arbiter status`: whether the game is over, who won and the rule ID that ended it (docs/cli.md).

#include <iostream>

#include "cli/command.h"
#include "core/game_end.h"
#include "oracle/evidence.h"
#include "oracle/registry.h"

namespace arbiter::cli {
namespace {

// The game given by --fen and --moves, judged ply by ply: the first ply after which a rule ended
// it (0: the position given is already over), and the moves played after that (reported, not
// judged as a new position). `--impasse` asks for a verdict now, so only at the last ply.
struct Judged {
    core::GameStatus status;
    std::optional<int> ended_at_ply;
    std::vector<std::string> after_end;
};

Judged judge_game(const Args& args, const core::RuleOptions& options) {
    const core::Game game = require_game(args);
    const std::string* fen = args.value("--fen");
    if (!fen) throw UsageError{"--fen is required (a FEN/SFEN, or startpos)"};
    auto made = make_adapter(game, impl_flag(args), args.has("--chess960"));
    if (!made) throw UsageError{made.error().message};
    const std::shared_ptr<Adapter> adapter = made.value();
    if (auto set = adapter->set_position(*fen, {}); !set) throw UsageError{set.error().message};
    const std::vector<std::string>& moves = args.values("--moves");
    core::RuleOptions along = options;
    along.shogi_impasse_requested = false;
    Judged out;
    for (std::size_t ply = 0;; ++ply) {
        const bool last = ply == moves.size();
        out.status = adapter->status(last ? options : along);
        if (out.status.end.over()) {
            if (!moves.empty()) out.ended_at_ply = static_cast<int>(ply);
            out.after_end.assign(moves.begin() + static_cast<std::ptrdiff_t>(ply), moves.end());
            return out;
        }
        if (last) return out;
        if (auto played = adapter->play(moves[ply]); !played)
            throw UsageError{played.error().message};
    }
}

int run(const Args& args) {
    const core::RuleOptions options = rule_options(args);
    const Judged judged = judge_game(args, options);
    const core::GameStatus& s = judged.status;
    const core::Game game = require_game(args);
    // The typed end in the names of docs/cli.md "status".
    const std::string result(core::outcome_name(s.end.outcome));
    std::optional<std::string> winner;
    if (s.end.winner) winner = std::string(core::side_name(game, *s.end.winner));
    std::optional<std::string> reason;
    if (s.end.rule) reason = std::string(core::rule_name(*s.end.rule));
    if (args.has("--json")) {
        std::cout << json_text(nlohmann::json{
                         {"in_check", s.in_check},
                         {"result", result},
                         {"winner", nullable(winner)},
                         {"reason", nullable(reason)},
                         {"evidence", evidence_json(evidence_of(s.end))},
                         {"ended_at_ply", judged.ended_at_ply ? nlohmann::json(*judged.ended_at_ply)
                                                              : nlohmann::json(nullptr)},
                         {"moves_after_end", judged.after_end}})
                  << '\n';
    } else {
        std::cout << "in_check " << (s.in_check ? "true" : "false") << '\n'
                  << "result " << result << '\n'
                  << "winner " << winner.value_or("-") << '\n'
                  << "reason " << reason.value_or("-") << '\n';
        if (judged.ended_at_ply) std::cout << "ended_at_ply " << *judged.ended_at_ply << '\n';
        if (!judged.after_end.empty()) {
            std::cout << "moves_after_end";
            for (const std::string& m : judged.after_end) std::cout << ' ' << m;
            std::cout << '\n';
        }
        std::cout << evidence_text(evidence_of(s.end));
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
