#pragma once
// The `arbiter` command line (docs/cli.md): a contract that tests and outside scripts rely on.
// Each command is one `Command` (its name, synopsis, flags and run function) defined in its own
// file of cli/; main.cpp holds the table, parses the flags of the named command with CLI11
// and generates `arbiter --help` and `arbiter COMMAND --help` from the table.
//
// Exit statuses: 0 done, 1 a difference or problem found (the commands with a `status_one`: verify,
// diff, engine, games), 2 bad input (one stderr line `arbiter: ...`, nothing on stdout), 3 internal
// error (a bug: `arbiter: internal error: ...`).

#include <cstddef>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "oracle/adapter.h"

namespace arbiter::cli {

using namespace arbiter::oracle;

inline constexpr int kExitOk = 0;
inline constexpr int kExitFound = 1;  // verify, diff, engine: a difference
inline constexpr int kExitBadInput = 2;
inline constexpr int kExitInternal = 3;
using oracle::kMaxPerftDepth;  // --depth's cap, the corpus's too (oracle/adapter.h)

// Bad input of any kind: main prints "arbiter: <message>" on stderr and exits 2.
struct UsageError {
    std::string message;
};

enum class Arity {
    Switch,       // --json
    One,          // --depth N (once)
    Many,         // --moves M ...: zero or more values up to the next flag; may be repeated
    Positional,   // RECORD: one argument
    Positionals,  // PATH ...: any number of arguments
};

struct Flag {
    std::string_view name;  // "--depth"; for positionals the placeholder, e.g. "PATH"
    Arity arity = Arity::Switch;
    std::string_view value;  // the value's placeholder in the usage: "N", "FEN|startpos"
    std::string_view
        help;  // one line; "<name> is required (<help>)" when a required one is missing
    bool required = false;  // main refuses the command line without it

    constexpr Flag required_flag() const {
        Flag f = *this;
        f.required = true;
        return f;
    }
    constexpr Flag with_help(std::string_view text) const {
        Flag f = *this;
        f.help = text;
        return f;
    }
};

// The parsed command line of one command: values by flag name ({} for a switch that was given).
struct Args {
    std::string command;
    std::vector<std::string> positional;
    std::map<std::string, std::vector<std::string>, std::less<>> flags;

    bool has(std::string_view flag) const { return flags.find(flag) != flags.end(); }
    // The value of a one-value flag; nullptr when it was not given.
    const std::string* value(std::string_view flag) const {
        auto it = flags.find(flag);
        return it == flags.end() || it->second.empty() ? nullptr : &it->second.front();
    }
    // All values of a many-value flag, in command-line order; empty when it was not given.
    const std::vector<std::string>& values(std::string_view flag) const {
        static const std::vector<std::string> none;
        auto it = flags.find(flag);
        return it == flags.end() ? none : it->second;
    }
};

struct Command {
    std::string_view name;
    std::string_view synopsis;  // what it does, one or two lines (shown by --help)
    std::vector<Flag> flags;
    int (*run)(const Args& args) = nullptr;  // the exit status; throws UsageError on bad input
    std::string_view lifts_required = {};    // a flag that, given, makes no flag required (--merge)
    // What exit status 1 means for this command ("" when it never exits 1), and what status 0
    // also covers where a user might expect otherwise: `--help` states both.
    std::string_view status_one = {};
    std::string_view status_zero = {};
};

// The commands, one per file of cli/.
Command perft_command();
Command legal_command();
Command status_command();
Command explain_command();
Command verify_command();
Command diff_command();
Command engine_command();
Command bench_command();
Command adjudicate_command();
Command touch_command();
Command games_command();
Command export_command();
Command match_command();
Command tournament_command();

// ---- Flags shared by several commands -----------------------------------------------------------

namespace flag {
inline constexpr Flag game{"--game", Arity::One, "G", "chess, xiangqi or shogi"};
inline constexpr Flag fen{"--fen", Arity::One, "FEN|startpos", "a FEN/SFEN, or startpos"};
inline constexpr Flag moves{"--moves", Arity::Many, "M",
                            "moves played from --fen first, e.g. e2e4 e7e5 (chess: or e4 e5)"};
inline constexpr Flag impl{"--impl", Arity::One, "reference|fast",
                           "the implementation that answers (default reference)"};
inline constexpr Flag depth{"--depth", Arity::One, "N", "perft depth"};
inline constexpr Flag json{"--json", Arity::Switch, "", "one JSON document on stdout"};
inline constexpr Flag lenient{"--lenient", Arity::Switch, "",
                              "accept positions with validity problems the rules can judge "
                              "(warnings on stderr, \"warnings\" in JSON)"};
inline constexpr Flag chess960{"--chess960", Arity::Switch, "",
                               "chess: Chess960 (X-FEN/Shredder-FEN, castling as king takes rook)"};
}  // namespace flag

// --game (required), --fen (required), --moves, --impl, --chess960: the flags of
// positioned_adapter().
inline std::vector<Flag> position_flags() {
    return {flag::game.required_flag(), flag::fen.required_flag(), flag::moves, flag::impl,
            flag::chess960};
}

// A whole number from `low` to `high`; otherwise UsageError naming `flag`.
int parse_int(const std::string& text, std::string_view flag, int low, int high);
// The whole-number flag `flag` from `low` to `high` (parse_int); `fallback` when not given.
int int_flag(const Args& args, std::string_view flag, int low, int high, int fallback);
// `flag` belongs to game `owner`: given for another `game` it is bad input ("--chess960 is a chess
// option, not one for xiangqi", docs/positions.md), not silently ignored.
void check_flag_game(const Args& args, std::string_view flag, core::Game owner, core::Game game);
// --depth, which main has made sure is given when the command requires it.
int depth_flag(const Args& args, int low, int high);
std::optional<int> optional_depth_flag(const Args& args, int low, int high);

core::Game require_game(const Args& args);                // --game
std::optional<core::Game> game_filter(const Args& args);  // --game when given
Impl impl_flag(const Args& args);                         // --impl, default reference

// --repetition, --fifty-move, --natural-limit, --impasse, --impasse-rule.
std::vector<Flag> rule_option_flags();
// The rule options given; one of another game than `game` (default: --game, when given) is bad
// input.
core::RuleOptions rule_options(const Args& args);
core::RuleOptions rule_options(const Args& args, std::optional<core::Game> game);

// The adapter for --game/--impl, positioned at --fen plus --moves.
std::shared_ptr<Adapter> positioned_adapter(const Args& args);

// The one way the commands print JSON: valid UTF-8 always (invalid bytes become U+FFFD).
std::string json_text(const nlohmann::json& document, int indent = -1);

inline nlohmann::json nullable(const std::optional<std::string>& v) {
    return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
}

// A rule's name, or null (JSON's edge of a core::RuleId).
inline nlohmann::json nullable(const std::optional<core::RuleId>& rule) {
    return rule ? nlohmann::json(core::rule_name(*rule)) : nlohmann::json(nullptr);
}

// A progress line on stderr, only when stderr is a terminal: each update overwrites the last;
// done() (or the destructor) wipes it.
class Progress {
public:
    explicit Progress(bool wanted = true);
    ~Progress() { done(); }
    Progress(const Progress&) = delete;
    Progress& operator=(const Progress&) = delete;

    explicit operator bool() const { return enabled_; }
    void update(const std::string& text);
    void done();

private:
    bool enabled_;
    std::size_t width_ = 0;
};

}  // namespace arbiter::cli
