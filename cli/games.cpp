// `arbiter games FILE...`: checks every game of record files against the rules (docs/cli.md,
// docs/records.md). Each file is read once (memory-mapped), cut into parts between games for
// --threads, and each part is read and replayed by one worker with its own replayer; the parts'
// reports are printed in file order. Exit 0 when every game is clean, 1 when a problem was found,
// 2 when an input could not be read at all.

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <exception>
#include <functional>
#include <iostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "cli/command.h"
#include "core/names.h"
#include "core/text.h"
#include "core/worker_pool.h"
#include "formats/record_formats.h"
#include "formats/text_file.h"
#include "oracle/record_check.h"

namespace arbiter::cli {
namespace {

namespace formats = arbiter::formats;
namespace oracle = arbiter::oracle;

struct Counts {
    std::size_t games = 0;
    std::uint64_t moves = 0;
    std::size_t illegal = 0;
    std::size_t parse_errors = 0;
    std::size_t moves_after_end = 0;
    std::size_t result_mismatches = 0;
    std::size_t problem_games = 0;

    void add(const Counts& o) {
        games += o.games;
        moves += o.moves;
        illegal += o.illegal;
        parse_errors += o.parse_errors;
        moves_after_end += o.moves_after_end;
        result_mismatches += o.result_mismatches;
        problem_games += o.problem_games;
    }
};

// One part of a file, read and checked by one worker. Its output leaves the game index open at
// `marks` (offset in `out`, index within the part): the part does not know how many games came
// before it until every part is done.
struct Part {
    std::string_view text;
    formats::TextPosition start;
    std::string out;
    std::vector<std::pair<std::size_t, std::size_t>> marks;
    Counts counts;
    std::string failure;  // an internal error
};

struct Settings {
    core::Game game = core::Game::Chess;
    Impl impl = Impl::Fast;
    const formats::RecordFormat* format = nullptr;
    bool json = false;
    oracle::CheckOptions check;
    core::RuleOptions rules;  // xiangqi: --xiangqi-rules, --natural-limit
};

void run_part(Part& part, const Settings& s, std::string_view file,
              std::atomic<std::size_t>& progress) {
    try {
        auto replayer = oracle::make_replayer(s.game, s.impl);
        if (!replayer) {
            part.failure = replayer.error().message;
            return;
        }
        std::unique_ptr<oracle::GameReplayer> explainer;
        if (s.impl != Impl::Reference) {
            auto reference = oracle::make_replayer(s.game, Impl::Reference);
            if (reference) explainer = std::move(reference.value());
        }
        replayer.value()->set_rule_options(s.rules);
        if (explainer) explainer->set_rule_options(s.rules);
        auto reader = s.format->make_reader(part.text, part.start, 1);
        formats::RecordGame game;
        oracle::GameReport report;
        while (reader->next(game)) {
            oracle::check_game(game, *replayer.value(), explainer.get(), s.check, report);
            Counts& c = part.counts;
            ++c.games;
            c.moves += static_cast<std::uint64_t>(report.moves);
            for (const oracle::GameProblem& p : report.problems) {
                switch (p.kind) {
                case oracle::ProblemKind::IllegalMove:
                    ++c.illegal;
                    break;
                case oracle::ProblemKind::ParseError:
                    ++c.parse_errors;
                    break;
                case oracle::ProblemKind::MovesAfterEnd:
                    ++c.moves_after_end;
                    break;
                case oracle::ProblemKind::ResultMismatch:
                    ++c.result_mismatches;
                    break;
                }
            }
            if (!report.problems.empty()) ++c.problem_games;
            if (s.json) {
                // report_json begins {"index": N, — leave N to the join.
                std::string line = oracle::report_json(report, s.game);
                const std::size_t comma = line.find(',');
                part.out += "{\"index\": ";
                part.marks.emplace_back(part.out.size(), game.index);
                part.out.append(line, comma, std::string::npos);
                part.out += '\n';
            } else if (!report.problems.empty()) {
                for (const oracle::GameProblem& p : report.problems) {
                    // The game's number goes between the two parts, once the part is placed.
                    part.out += oracle::problem_text_head(p, file);
                    part.marks.emplace_back(part.out.size(), game.index);
                    part.out += oracle::problem_text_tail(p);
                }
            }
            if ((c.games & 1023) == 0) progress.fetch_add(1024, std::memory_order_relaxed);
        }
    } catch (const std::exception& e) {
        part.failure = e.what();
    }
}

std::string summary_json(const Counts& c, double seconds) {
    char secs[32];
    std::snprintf(secs, sizeof secs, "%.3f", seconds);
    return "{\"summary\": {\"games\": " + std::to_string(c.games) +
           ", \"moves\": " + std::to_string(c.moves) +
           ", \"illegal\": " + std::to_string(c.illegal) +
           ", \"parse_errors\": " + std::to_string(c.parse_errors) +
           ", \"moves_after_end\": " + std::to_string(c.moves_after_end) +
           ", \"result_mismatches\": " + std::to_string(c.result_mismatches) +
           ", \"seconds\": " + secs + "}}";
}

std::string summary_text(const Counts& c, double seconds, double cpu_seconds, std::size_t bytes) {
    char tail[160];
    const double mb = static_cast<double>(bytes) / 1e6;
    std::snprintf(tail, sizeof tail,
                  " in %.3f s (%.1f MB/s, %.0f games/s; CPU %.3f s: %.1f MB and %.0f games per CPU "
                  "second)",
                  seconds, seconds > 0 ? mb / seconds : 0.0,
                  seconds > 0 ? static_cast<double>(c.games) / seconds : 0.0, cpu_seconds,
                  cpu_seconds > 0 ? mb / cpu_seconds : 0.0,
                  cpu_seconds > 0 ? static_cast<double>(c.games) / cpu_seconds : 0.0);
    return std::to_string(c.games) + " games, " + std::to_string(c.moves) + " moves checked" +
           tail + "\n" + std::to_string(c.problem_games) +
           " games with problems: " + std::to_string(c.illegal) + " illegal moves, " +
           std::to_string(c.parse_errors) + " parse errors, " + std::to_string(c.moves_after_end) +
           " moves after the end, " + std::to_string(c.result_mismatches) + " result mismatches\n";
}

// CPU seconds of the whole process (every thread) so far.
double cpu_now() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

// --game (else the first file's name ending), --impl and the rule options of the command line.
Settings settings(const Args& args) {
    Settings s;
    if (auto g = game_filter(args)) {
        s.game = *g;
    } else if (!args.positional.empty() &&
               !formats::record_format_for(args.positional.front(), core::Game::Chess)) {
        // No --game: the first file's name ending picks the game (.kif: shogi), else chess.
        for (const core::Game candidate : {core::Game::Shogi, core::Game::Xiangqi}) {
            if (formats::record_format_for(args.positional.front(), candidate)) {
                s.game = candidate;
                break;
            }
        }
    }
    s.impl = Impl::Fast;
    if (args.has("--impl")) s.impl = impl_flag(args);
    s.json = args.has("--json");
    s.check.mainline_only = args.has("--mainline");
    check_flag_game(args, "--chess960", core::Game::Chess, s.game);
    s.check.chess960 = args.has("--chess960");
    // --impasse-rule judges the records' declarations (CheckOptions); the xiangqi options are the
    // replayer's.
    const core::RuleOptions given = rule_options(args, s.game);
    if (args.has("--impasse-rule")) s.check.impasse_rule = given.shogi_impasse_rule;
    s.rules.xiangqi_rules = given.xiangqi_rules;
    s.rules.xiangqi_natural_limit_plies = given.xiangqi_natural_limit_plies;
    return s;
}

// The input files, each with its record format (--format, else by its name ending, else PGN):
// every one is opened first, so that one that cannot be read stops the run before it starts.
struct Input {
    formats::TextFile file;
    const formats::RecordFormat* format = nullptr;
};

std::vector<Input> open_inputs(const Args& args, const Settings& s) {
    const formats::RecordFormat* forced = nullptr;
    if (auto f = args.value("--format")) {
        forced = formats::find_record_format(*f, s.game);
        if (!forced) {
            throw UsageError{"unknown record format '" + *f + "' for " +
                             std::string(core::game_name(s.game)) + " (" +
                             formats::record_format_names(s.game) + ")"};
        }
    }
    if (args.positional.empty()) throw UsageError{"games needs at least one FILE"};
    std::vector<Input> inputs;
    for (const std::string& path : args.positional) {
        const formats::RecordFormat* format =
            forced ? forced : formats::record_format_for(path, s.game);
        if (!format && core::ends_with_ascii_lower(path, ".xqf")) {
            // XQF's binary layout has no public specification to cite (docs/records.md).
            throw UsageError{"'" + path + "': XQF files are not read (docs/records.md, XQF)"};
        }
        if (!format) format = formats::find_record_format("pgn", s.game);
        if (!format) {
            throw UsageError{"no record format for " + std::string(core::game_name(s.game)) +
                             " games yet (--format: " + formats::record_format_names(s.game) + ")"};
        }
        auto file = formats::TextFile::open(path);
        if (!file) throw UsageError{file.error().message};
        inputs.push_back(Input{std::move(file.value()), format});
    }
    return inputs;
}

// `text` cut into `threads` parts between games.
std::vector<Part> split_parts(std::string_view text, const formats::RecordFormat& format,
                              int threads) {
    std::vector<Part> parts;
    std::size_t from = 0;
    formats::TextPosition at{1, 1};
    for (int k = 0; k < threads && from < text.size(); ++k) {
        std::size_t to =
            k + 1 == threads
                ? text.size()
                : format.game_boundary(
                      text, std::max(from + 1, text.size() / static_cast<std::size_t>(threads) *
                                                   static_cast<std::size_t>(k + 1)));
        to = std::min(to, text.size());
        Part part;
        part.text = text.substr(from, to - from);
        part.start = at;
        if (to < text.size())  // where the next part starts
            at.line +=
                static_cast<std::uint32_t>(std::count(part.text.begin(), part.text.end(), '\n'));
        parts.push_back(std::move(part));
        from = to;
    }
    return parts;
}

// A part's output with its games numbered from `index_base`.
void print_part(const Part& part, std::size_t index_base) {
    std::size_t printed = 0;
    for (const auto& [offset, local] : part.marks) {
        std::cout.write(part.out.data() + printed, static_cast<std::streamsize>(offset - printed));
        std::cout << index_base + local;
        printed = offset;
    }
    std::cout.write(part.out.data() + printed,
                    static_cast<std::streamsize>(part.out.size() - printed));
}

// Checks the parts of file `name`, one worker each (core::run_ordered), and prints each part as
// soon as it and the parts before it are done, its games numbered on from `index_base` (which
// moves past them); a progress line on a terminal meanwhile. Returns the file's counts; an
// internal error of a part is thrown once the parts before it are printed.
Counts check_file(std::vector<Part>& parts, const Settings& s, const std::string& name,
                  std::size_t& index_base, Progress& progress) {
    std::atomic<std::size_t> done{0};
    const std::size_t file_base = index_base;
    Counts counts;
    std::string failure;
    std::function<void()> tick;
    if (progress) {
        tick = [&] {
            progress.update(name + ": " + std::to_string(file_base + done.load()) + " games");
        };
    }
    core::run_ordered(
        parts.size(), static_cast<int>(parts.size()),
        [&](std::size_t i, int) { run_part(parts[i], s, name, done); },
        [&](std::size_t i) {
            Part& part = parts[i];
            if (!failure.empty()) return;
            if (!part.failure.empty()) {
                failure = part.failure;
                return;
            }
            progress.done();
            print_part(part, index_base);
            if (progress) std::cout.flush();  // before the next progress line
            index_base += part.counts.games;
            counts.add(part.counts);
            part = Part{};  // its output is printed: let it go
        },
        nullptr, tick);
    progress.done();
    if (!failure.empty()) throw std::runtime_error(failure);
    return counts;
}

int run(const Args& args) {
    Settings s = settings(args);
    const int threads = int_flag(args, "--threads", 1, 256, 1);
    std::vector<Input> inputs = open_inputs(args, s);
    {  // the replayer exists for this game and implementation
        auto probe = oracle::make_replayer(s.game, s.impl);
        if (!probe) throw UsageError{probe.error().message};
    }

    const auto started = std::chrono::steady_clock::now();
    const double cpu_started = cpu_now();
    Counts total;
    std::size_t bytes = 0;
    std::size_t index_base = 0;
    Progress progress;
    for (std::size_t f = 0; f < inputs.size(); ++f) {
        s.format = inputs[f].format;
        const std::string_view text = inputs[f].file.text();
        bytes += text.size();
        std::vector<Part> parts = split_parts(text, *s.format, threads);
        total.add(check_file(parts, s, args.positional[f], index_base, progress));
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    if (s.json) {
        std::cout << summary_json(total, seconds) << '\n';
    } else {
        std::cout << summary_text(total, seconds, cpu_now() - cpu_started, bytes);
    }
    std::cout.flush();
    return total.problem_games > 0 ? kExitFound : kExitOk;
}

}  // namespace

Command games_command() {
    return {"games",
            "checks every game of record files against the rules: illegal moves, parse errors,\n"
            "moves after the end, results the rules contradict (docs/records.md)",
            {
                {"FILE", Arity::Positionals, "", "record files (PGN; KIF, KI2, CSA, USI)", true},
                flag::game.with_help("the game of the records (default: by file name, else chess)"),
                {"--format", Arity::One, "F",
                 "the record format (default: by file name; pgn, dhtmlxq, kif, ki2, csa, usi)"},
                {"--impasse-rule", Arity::One, "seed27|pro24|csa27",
                 "shogi: the rule that judges a recorded impasse declaration (default: the "
                 "record's; CSA csa27, else seed27)"},
                {"--xiangqi-rules", Arity::One, "axf|wxf",
                 "xiangqi: the forbidden-repetition rules that judge the games, AXF (default) or "
                 "WXF"},
                {"--natural-limit", Arity::One, "PLIES",
                 "xiangqi: plies without a capture that draw (default 120), as for status"},
                flag::impl.with_help("the implementation that replays (default fast)"),
                {"--threads", Arity::One, "N", "workers per file (default 1)"},
                {"--mainline", Arity::Switch, "", "skip variations instead of checking them"},
                flag::chess960.with_help(
                    "chess: every game is Chess960's, as if its Variant tag said so (--impl "
                    "reference)"),
                flag::json.with_help("one JSON object per game and a summary line"),
            },
            run,
            {},
            "a game has a problem: an illegal move, a parse error, moves after the end or a result "
            "the moves do not reach"};
}

}  // namespace arbiter::cli
