// `arbiter status`: whether the game is over, who won and the rule ID that ended it (docs/cli.md).

#include <iostream>

#include "oracle/cli/command.h"

namespace arbiter::cli {
namespace {

nlohmann::json piece_json(const RepetitionEvidence::Piece& p) {
    return {{"piece", p.piece}, {"point", p.point}, {"origin", p.origin}};
}

// "evidence" of a verdict: for a xiangqi repetition the cycle's plies, which side checked or
// chased with which moves, and the piece chased perpetually (docs/cli.md); null otherwise.
nlohmann::json evidence_json(const GameStatus& s) {
    if (!s.repetition) return nullptr;
    const RepetitionEvidence& e = *s.repetition;
    nlohmann::json plies = nlohmann::json::array();
    for (const auto& p : e.plies) {
        nlohmann::json chased = nlohmann::json::array();
        for (const auto& c : p.chased) chased.push_back(piece_json(c));
        plies.push_back({{"ply", p.ply},
                         {"side", p.side},
                         {"move", p.move},
                         {"check", p.check},
                         {"chased", chased}});
    }
    return {{"repetition",
             {{"first_ply", e.first_ply},
              {"plies", plies},
              {"victim", e.victim ? piece_json(*e.victim) : nlohmann::json(nullptr)}}}};
}

void print_evidence_text(const GameStatus& s) {
    if (!s.repetition) return;
    const RepetitionEvidence& e = *s.repetition;
    std::cout << "evidence repetition from ply " << e.first_ply << '\n';
    for (const auto& p : e.plies) {
        std::cout << "  ply " << p.ply << ' ' << p.side << ' ' << p.move
                  << (p.check ? " check" : "");
        for (const auto& c : p.chased) {
            std::cout << " chases " << c.piece << ' ' << c.point;
            if (c.origin != c.point) std::cout << " (from " << c.origin << ')';
        }
        std::cout << '\n';
    }
    if (e.victim) {
        std::cout << "  chased piece " << e.victim->piece << ' ' << e.victim->point;
        if (e.victim->origin != e.victim->point) std::cout << " (from " << e.victim->origin << ')';
        std::cout << '\n';
    }
}

int run(const Args& args) {
    const RuleOptions options = rule_options(args);
    auto adapter = positioned_adapter(args);
    const GameStatus s = adapter->status(options);
    if (args.has("--json")) {
        std::cout << nlohmann::json{{"in_check", s.in_check},
                                    {"result", s.result},
                                    {"winner", nullable(s.winner)},
                                    {"reason", nullable(s.reason)},
                                    {"evidence", evidence_json(s)}}
                         .dump()
                  << '\n';
    } else {
        std::cout << "in_check " << (s.in_check ? "true" : "false") << '\n'
                  << "result " << s.result << '\n'
                  << "winner " << s.winner.value_or("-") << '\n'
                  << "reason " << s.reason.value_or("-") << '\n';
        print_evidence_text(s);
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
