// `arbiter explain`: whether a move is legal, and if not the ID of the first rule it breaks
// (docs/cli.md). Answered by the reference implementation only: fast/ knows legal or illegal but
// not which rule, so `--impl fast` is refused rather than answered wrongly.

#include <iostream>

#include "cli/command.h"
#include "oracle/evidence.h"

namespace arbiter::cli {
namespace {

int run(const Args& args) {
    const std::string* move = args.value("--move");
    if (!move) throw UsageError{"--move is required"};
    if (impl_flag(args) != Impl::Reference) {
        throw UsageError{"explain is answered by the reference implementation; drop --impl fast"};
    }
    auto adapter = positioned_adapter(args);
    auto why = adapter->explain(*move);
    if (!why) throw UsageError{why.error().message};
    if (args.has("--json")) {
        std::cout << json_text(nlohmann::json{{"legal", why.value().legal},
                                              {"rule", nullable(why.value().rule)},
                                              {"evidence", items_json(why.value().evidence)}})
                  << '\n';
    } else if (why.value().legal) {
        std::cout << "legal\n";
    } else {
        const auto& rule = why.value().rule;
        std::cout << "illegal: " << (rule ? core::rule_name(*rule) : "(no rule named)") << '\n';
        if (!why.value().evidence.empty())
            std::cout << "evidence " << items_text(why.value().evidence) << '\n';
    }
    return kExitOk;
}

}  // namespace

Command explain_command() {
    std::vector<Flag> flags = {flag::game.required_flag(), flag::fen.required_flag(), flag::moves};
    flags.push_back({"--move", Arity::One, "M", "the move to explain", true});
    flags.push_back(flag::impl.with_help("reference only (explain is the reference's answer)"));
    flags.push_back(flag::json);
    flags.push_back(flag::chess960);
    return {"explain",
            "says whether the move is legal, or the ID of the first rule it breaks",
            flags,
            run,
            {},
            {},
            "an illegal move too: the answer is the output"};
}

}  // namespace arbiter::cli
