// `arbiter`: the table of commands, the flag parser (CLI11) and the generated help (docs/cli.md).
// Each command lives in its own file of cli/; command.h has the Command type.
//
// The contract: an unknown command or flag, a flag given twice, a missing value, a value that does
// not parse, a missing required flag: one stderr line "arbiter: ..." and exit 2, nothing on
// stdout. An exception that is not bad input is a bug: "arbiter: internal error: ..." and exit 3.
// Running out of memory is "arbiter: out of memory ..." and exit 2; so is an output that cannot be
// written (a full disk, a file-size limit, a closed pipe: SIGPIPE and SIGXFSZ are ignored, the
// write error is checked at the end).
// SIGINT/SIGTERM/SIGHUP stop the engines arbiter started and exit 128 + the signal.

#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <exception>
#include <iostream>
#include <map>
#include <new>
#include <string>
#include <string_view>
#include <vector>

#include "cli/command.h"
#include "core/quote.h"
#include "engines/process.h"
#include "oracle/registry.h"

#ifndef ARBITER_VERSION
#define ARBITER_VERSION "unknown"
#endif
#ifndef ARBITER_COMPILER
#define ARBITER_COMPILER "unknown compiler"
#endif
#ifndef ARBITER_BUILD_TYPE
#define ARBITER_BUILD_TYPE "unknown"
#endif

namespace arbiter::cli {
namespace {

// --lenient, on every command that loads a position (docs/cli.md, "Lenient loading").
std::vector<Command> with_lenient(std::vector<Command> table) {
    for (Command& c : table) {
        for (std::string_view name :
             {"perft", "legal", "status", "explain", "verify", "diff", "engine", "adjudicate",
              "touch", "games", "bench", "export", "match", "tournament"}) {
            if (c.name == name) c.flags.push_back(flag::lenient);
        }
    }
    return table;
}

const std::vector<Command>& commands() {
    static const std::vector<Command> table = {
        perft_command(), legal_command(),  status_command(), explain_command(),    verify_command(),
        diff_command(),  engine_command(), bench_command(),  adjudicate_command(), touch_command(),
        games_command(), export_command(), match_command(),  tournament_command(),
    };
    static const std::vector<Command> with_flags = with_lenient(table);
    return with_flags;
}

const Command* find_command(std::string_view name) {
    for (const Command& c : commands()) {
        if (c.name == name) return &c;
    }
    return nullptr;
}

// The exit statuses of `command` (docs/cli.md), or of every command (nullptr).
std::string exit_text(const Command* command) {
    std::string out = "exit status:\n  0  done";
    if (command && !command->status_zero.empty())
        out += " (" + std::string(command->status_zero) + ")";
    if (command && !command->status_one.empty())
        out += "\n  1  " + std::string(command->status_one);
    if (!command) {
        std::string which;
        for (const Command& c : commands())
            if (!c.status_one.empty()) which += (which.empty() ? "" : ", ") + std::string(c.name);
        out += "\n  1  a difference or a problem found (" + which + ": see their --help)";
    }
    return out + "\n  2  bad input (one line on stderr)\n  3  internal error (a bug in arbiter)";
}

// ---- Help, generated from the table -------------------------------------------------------------

// "--depth N", "--moves M ...", "PATH ...", "--json".
std::string flag_form(const Flag& f) {
    std::string out(f.name);
    if (!f.value.empty()) out += ' ' + std::string(f.value);
    if (f.arity == Arity::Many || f.arity == Arity::Positionals) out += " ...";
    return out;
}

std::string usage_line(const Command& c) {
    std::string out = "arbiter " + std::string(c.name);
    for (const Flag& f : c.flags)
        out += ' ' + (f.required ? flag_form(f) : '[' + flag_form(f) + ']');
    return out;
}

// Each line of `text` after `indent`.
std::string indented(std::string_view text, std::string_view indent) {
    std::string out;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        out += std::string(indent) + std::string(text.substr(start, end - start)) + '\n';
        start = end + 1;
    }
    return out;
}

std::string command_help(const Command& c) {
    std::string out = "usage: " + usage_line(c) + '\n' + indented(c.synopsis, "  ") + '\n';
    std::size_t width = std::string_view("-h, --help").size();
    for (const Flag& f : c.flags) width = std::max(width, flag_form(f).size());
    for (const Flag& f : c.flags) {
        std::string form = flag_form(f);
        form.resize(width, ' ');
        out += "  " + form + "  " + std::string(f.help) + (f.required ? " (required)" : "") + '\n';
    }
    std::string help = "-h, --help";
    help.resize(width, ' ');
    out += "  " + help + "  this text\n\n" + exit_text(&c);
    return out;
}

std::string general_help() {
    std::string out =
        "usage: arbiter COMMAND [FLAGS]\n"
        "       arbiter COMMAND --help   the flags of COMMAND\n"
        "       arbiter --version        the version and how this build was made\n\ncommands:\n";
    for (const Command& c : commands())
        out += "  " + usage_line(c) + '\n' + indented(c.synopsis, "      ");
    out += "\nG is " + std::string(core::kGameNames) +
           ". FEN is a FEN (chess, xiangqi) or an SFEN (shogi), or startpos.\n" +
           exit_text(nullptr);
    return out;
}

std::string version_text() {
#if defined(__BMI2__)
    constexpr bool kBmi2 = true;
#else
    constexpr bool kBmi2 = false;
#endif
    std::string out = "arbiter " ARBITER_VERSION "\n";
    out += "build: " ARBITER_COMPILER ", " ARBITER_BUILD_TYPE "\n";
    // fast/chess/cpu.h picks PEXT or magic multiplication for the sliders; fast/shogi/types.h
    // gathers lines with PEXT when __BMI2__ is defined (a portable loop otherwise); fast/xiangqi
    // uses no PEXT.
    out += std::string("fast generators: PEXT/BMI2 ") + (kBmi2 ? "yes" : "no") +
           " (chess sliders: " + oracle::chess_slider_lookup() +
           ", shogi lines: " + (kBmi2 ? "pext" : "portable") + ", xiangqi: no PEXT used)";
    return out;
}

// ---- Parsing ------------------------------------------------------------------------------------

// What a many-value option holds for an occurrence without values (no argv string has a NUL).
const std::string kNoValue(1, '\0');

// CLI11's messages in our words: a flag without its value ("--depth: 1 required TEXT missing"), a
// switch given a value ("json was given a disallowed flag override"). Others pass unchanged.
std::string parse_error_text(const CLI::ParseError& e) {
    std::string what = e.what();
    const std::size_t colon = what.find(": ");
    if (what.starts_with("--") && colon != std::string::npos &&
        what.find(" required ", colon) != std::string::npos && what.ends_with(" missing")) {
        return "flag " + what.substr(0, colon) + " needs a value";
    }
    constexpr std::string_view kOverride = " was given a disallowed flag override";
    if (what.ends_with(kOverride)) {
        std::string name = what.substr(0, what.size() - kOverride.size());
        if (!name.starts_with('-')) name = "--" + name;
        return "flag " + name + " takes no value";
    }
    return what;
}

// Flag `f` declared to CLI11 by its arity.
CLI::Option* add_option(CLI::App& app, const Flag& f) {
    const std::string name(f.name);
    switch (f.arity) {
    case Arity::Switch:
        return app.add_flag(name)->disable_flag_override();
    case Arity::One:
        return app.add_option(name)->expected(1)->multi_option_policy(
            CLI::MultiOptionPolicy::TakeAll);
    case Arity::Many:
        // allow_extra_args: every value up to the next flag (else one per occurrence).
        return app.add_option(name)
            ->expected(0, -1)
            ->allow_extra_args()
            ->default_str(kNoValue)
            ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    case Arity::Positional:
        return app.add_option(name)->expected(1);
    case Arity::Positionals:
        return app.add_option(name)->expected(0, -1)->allow_extra_args()->multi_option_policy(
            CLI::MultiOptionPolicy::TakeAll);
    }
    return nullptr;
}

// What CLI11 left over: an unknown flag or an unexpected argument, each an error.
void reject_leftovers(const CLI::App& app, const std::string& command) {
    for (const std::string& extra : app.remaining()) {
        if (extra.size() > 1 && extra[0] == '-') {
            throw UsageError{"unknown flag " + core::quoted_value(extra) + " for '" + command +
                             "' (try " + command + " --help)"};
        }
        throw UsageError{"unexpected argument " + core::quoted_value(extra) + " for '" + command +
                         "'"};
    }
}

// The values of the flags given into `args` (a flag of one value or a switch given twice is an
// error).
void take_values(const std::vector<std::pair<const Flag*, CLI::Option*>>& options, Args& args) {
    for (const auto& [f, o] : options) {
        if (o->count() == 0) continue;
        std::vector<std::string> values = o->results();
        switch (f->arity) {
        case Arity::Switch:
            if (o->count() > 1) throw UsageError{"flag " + std::string(f->name) + " given twice"};
            args.flags[std::string(f->name)] = {};
            break;
        case Arity::One:
            if (values.size() > 1)
                throw UsageError{"flag " + std::string(f->name) + " given twice"};
            args.flags[std::string(f->name)] = values;
            break;
        case Arity::Many:
            std::erase(values, kNoValue);
            args.flags[std::string(f->name)] = values;
            break;
        case Arity::Positional:
        case Arity::Positionals:
            args.positional = values;
            break;
        }
    }
}

// Every required flag (or positional) is given, unless the command's `lifts_required` flag is.
void check_required(const Command& command, const Args& args) {
    if (!command.lifts_required.empty() && args.has(command.lifts_required)) return;
    for (const Flag& f : command.flags) {
        const bool given = f.arity == Arity::Positional || f.arity == Arity::Positionals
                               ? !args.positional.empty()
                               : args.has(f.name);
        if (f.required && !given) {
            throw UsageError{std::string(f.name) + " is required: " + std::string(f.help)};
        }
    }
}

// Parses the arguments after the command name; `help` is set when -h/--help was given.
Args parse_args(const Command& command, int argc, char** argv, bool& help) {
    CLI::App app{std::string(command.synopsis), "arbiter " + std::string(command.name)};
    app.set_help_flag();  // our own help, generated from the table
    app.allow_extras();   // leftovers are reported below, in our words
    CLI::Option* help_flag = app.add_flag("-h,--help");
    std::vector<std::pair<const Flag*, CLI::Option*>> options;
    for (const Flag& f : command.flags) options.emplace_back(&f, add_option(app, f));
    std::vector<std::string> tokens(argv, argv + argc);
    std::reverse(tokens.begin(), tokens.end());  // CLI11 takes them last first
    try {
        app.parse(tokens);
    } catch (const CLI::ParseError& e) {
        throw UsageError{parse_error_text(e)};
    }
    help = help_flag->count() > 0;
    Args args;
    args.command = std::string(command.name);
    if (help) return args;
    reject_leftovers(app, args.command);
    take_values(options, args);
    check_required(command, args);
    return args;
}

int run(int argc, char** argv) {
    if (argc < 2) throw UsageError{"no command given (try --help)"};
    const std::string_view first = argv[1];
    if (first == "--help" || first == "-h" || first == "help") {
        if (argc >= 3 && first == "help") {
            const Command* c = find_command(argv[2]);
            if (!c)
                throw UsageError{"unknown command " + core::quoted_value(argv[2]) +
                                 " (try --help)"};
            std::cout << command_help(*c) << '\n';
            return kExitOk;
        }
        std::cout << general_help() << '\n';
        return kExitOk;
    }
    if (first == "--version") {
        if (argc > 2) throw UsageError{"--version takes no arguments"};
        std::cout << version_text() << '\n';
        return kExitOk;
    }
    const Command* command = find_command(first);
    if (!command)
        throw UsageError{"unknown command " + core::quoted_value(first) + " (try --help)"};
    bool help = false;
    const Args args = parse_args(*command, argc - 2, argv + 2, help);
    if (help) {
        std::cout << command_help(*command) << '\n';
        return kExitOk;
    }
    // The lenient readers know standard chess only: a Chess960 position is read strictly.
    if (args.has("--lenient") && args.has("--chess960"))
        throw UsageError{"--lenient reads standard chess positions only: not with --chess960"};
    if (args.has("--lenient")) set_lenient_default(true);
    return command->run(args);
}

// --lenient: every validity problem waived, once each, before the exit.
void print_warnings() {
    if (!lenient_default()) return;
    std::cout.flush();
    for (const std::string& w : all_warnings()) std::cerr << "arbiter: warning: " << w << '\n';
}

// One line: line breaks joined with "; ", control characters escaped, length capped.
std::string one_line(const std::string& text) { return core::one_line_message(text); }

void write_stderr(const char* text) { (void)!::write(STDERR_FILENO, text, std::strlen(text)); }

constexpr const char* kOutOfMemory =
    "arbiter: out of memory (the input needs more memory than this process may use)\n";

// The last resort for an exception that meets a noexcept boundary: one line, never an abort.
[[noreturn]] void on_terminate() {
    if (std::exception_ptr current = std::current_exception()) {
        try {
            std::rethrow_exception(current);
        } catch (const std::bad_alloc&) {
            write_stderr(kOutOfMemory);
            _exit(kExitBadInput);
        } catch (...) {
        }
    }
    write_stderr("arbiter: internal error: an exception escaped a noexcept function\n");
    _exit(kExitInternal);
}

// Everything written must have reached stdout: a full disk or a closed pipe is an error exit.
int finish_output(int status) {
    errno = 0;
    std::cout.flush();
    int e = errno;
    const bool stream_ok = static_cast<bool>(std::cout);
    const bool flushed = std::fflush(stdout) == 0 && std::ferror(stdout) == 0;
    if (stream_ok && flushed) return status;
    if (e == 0) e = errno;
    std::string message = "arbiter: cannot write the output on stdout";
    if (e != 0) message += std::string(": ") + std::strerror(e);
    std::fprintf(stderr, "%s\n", message.c_str());
    return status == kExitInternal ? kExitInternal : kExitBadInput;
}

}  // namespace
}  // namespace arbiter::cli

int main(int argc, char** argv) {
    using namespace arbiter::cli;
    // Before any thread starts: the signal thread must be the only one that takes them.
    arbiter::engines::install_termination_cleanup();
    std::signal(SIGPIPE, SIG_IGN);
    // A file-size limit (ulimit -f) is a write error like a full disk, not a killed process.
    std::signal(SIGXFSZ, SIG_IGN);
    std::set_terminate(on_terminate);
    try {
        const int status = run(argc, argv);
        print_warnings();
        return finish_output(status);
    } catch (const UsageError& e) {
        std::cout.flush();
        print_warnings();
        std::cerr << "arbiter: " << one_line(e.message) << '\n';
        return kExitBadInput;
    } catch (const std::bad_alloc&) {
        write_stderr(kOutOfMemory);
        return kExitBadInput;
    } catch (const std::exception& e) {
        std::cout.flush();
        std::cerr << "arbiter: internal error: " << one_line(e.what()) << '\n';
        return kExitInternal;
    } catch (...) {
        std::cerr << "arbiter: internal error: an unknown exception\n";
        return kExitInternal;
    }
}
