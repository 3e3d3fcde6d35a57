// The flag helpers shared by the commands of cli/ (docs/cli.md).

#include "cli/command.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>

#include "core/quote.h"
#include "core/text.h"
#include "oracle/registry.h"

namespace arbiter::cli {

int parse_int(const std::string& text, std::string_view flag, int low, int high) {
    int value = 0;
    if (!core::parse_number(text, value, low, high)) {
        throw UsageError{std::string(flag) + " must be a whole number from " + std::to_string(low) +
                         " to " + std::to_string(high) + ", not " + core::quoted_value(text)};
    }
    return value;
}

int int_flag(const Args& args, std::string_view flag, int low, int high, int fallback) {
    const std::string* text = args.value(flag);
    return text ? parse_int(*text, flag, low, high) : fallback;
}

void check_flag_game(const Args& args, std::string_view flag, core::Game owner, core::Game game) {
    if (args.has(flag) && owner != game) {
        throw UsageError{std::string(flag) + " is a " + std::string(core::game_name(owner)) +
                         " option, not one for " + std::string(core::game_name(game))};
    }
}

std::optional<int> optional_depth_flag(const Args& args, int low, int high) {
    const std::string* d = args.value("--depth");
    if (!d) return std::nullopt;
    return parse_int(*d, "--depth", low, high);
}

int depth_flag(const Args& args, int low, int high) {
    auto depth = optional_depth_flag(args, low, high);
    if (!depth) throw UsageError{"--depth is required"};
    return *depth;
}

std::optional<core::Game> game_filter(const Args& args) {
    const std::string* g = args.value("--game");
    if (!g) return std::nullopt;
    auto game = core::parse_game(*g);
    if (!game)
        throw UsageError{"unknown game " + core::quoted_value(*g) + " (" +
                         std::string(core::kGameNames) + ")"};
    return game;
}

core::Game require_game(const Args& args) {
    auto game = game_filter(args);
    if (!game) throw UsageError{"--game is required (" + std::string(core::kGameNames) + ")"};
    return *game;
}

Impl impl_flag(const Args& args) {
    const std::string* i = args.value("--impl");
    if (!i) return Impl::Reference;
    auto impl = parse_impl(*i);
    if (!impl) {
        throw UsageError{"unknown implementation " + core::quoted_value(*i) + " (" +
                         std::string(kImplNames) + ")"};
    }
    return *impl;
}

std::vector<Flag> rule_option_flags() {
    return {
        {"--repetition", Arity::One, "3|5",
         "chess: draw at the third (default) or fifth repetition"},
        {"--fifty-move", Arity::One, "50|75", "chess: the fifty-move (default) or 75-move rule"},
        {"--natural-limit", Arity::One, "PLIES",
         "xiangqi: plies without a capture that draw (default 120)"},
        {"--xiangqi-rules", Arity::One, "axf|wxf",
         "xiangqi: the forbidden-repetition rules of the AXF (default) or the WXF"},
        {"--impasse", Arity::Switch, "", "shogi: judge the impasse (jishogi) now"},
        {"--impasse-rule", Arity::One, "seed27|pro24|csa27",
         "shogi: the impasse rule (default seed27)"},
        {"--max-plies", Arity::One, "N",
         "shogi: a draw once the game reaches N plies (computer shogi: 256; default none)"},
    };
}

core::RuleOptions rule_options(const Args& args) { return rule_options(args, game_filter(args)); }

core::RuleOptions rule_options(const Args& args, std::optional<core::Game> game) {
    core::RuleOptions options;
    // An option of another game is bad input, not silently ignored (docs/positions.md).
    if (game) {
        const std::pair<std::string_view, core::Game> owners[] = {
            {"--repetition", core::Game::Chess},      {"--fifty-move", core::Game::Chess},
            {"--natural-limit", core::Game::Xiangqi}, {"--xiangqi-rules", core::Game::Xiangqi},
            {"--impasse", core::Game::Shogi},         {"--impasse-rule", core::Game::Shogi},
            {"--max-plies", core::Game::Shogi}};
        for (const auto& [flag, owner] : owners) check_flag_game(args, flag, owner, *game);
    }
    if (auto v = args.value("--repetition")) {
        options.chess_repetition_count = parse_int(*v, "--repetition", 3, 5);
        if (options.chess_repetition_count == 4) throw UsageError{"--repetition must be 3 or 5"};
    }
    if (auto v = args.value("--fifty-move")) {
        const int moves = parse_int(*v, "--fifty-move", 50, 75);
        if (moves != 50 && moves != 75) throw UsageError{"--fifty-move must be 50 or 75"};
        options.chess_fifty_move_plies = moves * 2;
    }
    if (auto v = args.value("--natural-limit")) {
        options.xiangqi_natural_limit_plies = parse_int(*v, "--natural-limit", 1, 1000);
    }
    if (auto v = args.value("--xiangqi-rules")) {
        auto rules = core::parse_xiangqi_rules(*v);
        if (!rules) {
            throw UsageError{"--xiangqi-rules must be " + std::string(core::kXiangqiRulesNames) +
                             ", not '" + *v + "'"};
        }
        options.xiangqi_rules = *rules;
    }
    options.shogi_impasse_requested = args.has("--impasse");
    if (auto v = args.value("--max-plies")) {
        options.shogi_max_plies = parse_int(*v, "--max-plies", 1, 100000);
    }
    if (auto v = args.value("--impasse-rule")) {
        auto rule = core::parse_impasse_rule(*v);
        if (!rule) {
            throw UsageError{"--impasse-rule must be " + std::string(core::kImpasseRuleNames) +
                             ", not " + core::quoted_value(*v)};
        }
        options.shogi_impasse_rule = *rule;
    }
    return options;
}

std::string json_text(const nlohmann::json& document, int indent) {
    // Engine banners, FENs and move texts from files may hold invalid UTF-8 (a Latin-1 byte, a
    // character cut in two): replaced by U+FFFD instead of nlohmann's type_error.316.
    if (lenient_default() && document.is_object()) {
        // --lenient: the validity problems waived in the positions this document reports on
        // (those loaded since the previous document), docs/cli.md.
        nlohmann::json with = document;
        with["warnings"] = take_new_warnings();
        return with.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
    }
    return document.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::shared_ptr<Adapter> positioned_adapter(const Args& args) {
    const core::Game game = require_game(args);
    const Impl impl = impl_flag(args);
    const std::string* fen = args.value("--fen");
    if (!fen) throw UsageError{"--fen is required (a FEN/SFEN, or startpos)"};
    auto adapter = make_adapter(game, impl, args.has("--chess960"));
    if (!adapter) throw UsageError{adapter.error().message};
    auto set = adapter.value()->set_position(*fen, args.values("--moves"));
    if (!set) throw UsageError{set.error().message};
    return adapter.value();
}

Progress::Progress(bool wanted) : enabled_(wanted && isatty(STDERR_FILENO) == 1) {}

void Progress::update(const std::string& text) {
    if (!enabled_) return;
    const int pad = width_ > text.size() ? static_cast<int>(width_ - text.size()) : 0;
    std::fprintf(stderr, "\r%s%*s", text.c_str(), pad, "");
    std::fflush(stderr);
    width_ = std::max(width_, text.size());
}

void Progress::done() {
    if (!enabled_ || width_ == 0) return;
    std::fprintf(stderr, "\r%*s\r", static_cast<int>(width_), "");
    std::fflush(stderr);
    width_ = 0;
}

}  // namespace arbiter::cli
