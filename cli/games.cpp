// `arbiter games FILE...`: checks every game of record files against the rules (docs/cli.md,
// docs/records.md). Each file is read once (memory-mapped) and cut into parts of about 256 KiB
// between games; the --threads workers read and replay the parts, each with its own replayer, and
// the parts' reports are printed in file order as they finish, so memory stays a few parts per
// worker whatever the file's size. Exit 0 when every game is clean, 1 when a problem was found,
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
#include "formats/xqf.h"
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
// before it until the parts before it are printed.
//
// A part's start is found by the format's game_boundary, which looks at the text near it only: it
// may be where one reader going through the whole file would not start a game (a blank line inside
// a PGN tag section). So a part is a guess until the printing confirms it: its games are printed
// as they are when it starts where the previous part's printed games left off (`Cursor`) and the
// game after its last one starts exactly at its end (`last_ends_at_end`); otherwise its last game
// is held back and the text is read again from where one reader would be (`catch_up`).
struct Part {
    std::string_view text;
    std::size_t offset = 0;  // of `text` in the file
    formats::TextPosition start;
    std::uint32_t end_line = 0;  // the line at the part's end (the next part's start line)
    std::string out;
    std::vector<std::pair<std::size_t, std::size_t>> marks;
    Counts counts;
    // The last game: where it starts (line, column; offset in the file) and the output and
    // counts before it.
    formats::TextPosition last_at;
    std::size_t last_offset = 0;
    std::size_t out_before_last = 0;
    std::size_t marks_before_last = 0;
    Counts counts_before_last;
    bool last_ends_at_end = false;  // one reader from last_at starts its next game at the end
    std::string failure;            // an internal error
};

// Where one reader going through the whole file has got to: the start of a game it reads next,
// or the end of a part.
struct Cursor {
    std::size_t offset = 0;
    formats::TextPosition at{1, 1};
};

// A file is read in parts of about this many bytes (cut between games), at most kPartsPerThread
// of them per worker in flight or waiting to be printed: the output held is a few of them per
// thread whatever the file's size (`--json` writes about 4 bytes per byte of PGN).
inline constexpr std::size_t kPartBytes = std::size_t{256} << 10;
inline constexpr std::size_t kPartsPerThread = 2;

struct Settings {
    core::Game game = core::Game::Chess;
    Impl impl = Impl::Fast;
    const formats::RecordFormat* format = nullptr;
    bool json = false;
    oracle::CheckOptions check;
    core::RuleOptions rules;  // xiangqi: --xiangqi-rules, --natural-limit
};

// What one worker keeps from part to part: its replayer and the reference that explains.
struct Worker {
    std::unique_ptr<oracle::GameReplayer> replayer;
    std::unique_ptr<oracle::GameReplayer> explainer;
};

// The worker's replayers, made on its first part; an Error when the game has none.
core::Result<Worker*> ready_worker(Worker& w, const Settings& s) {
    if (w.replayer) return &w;
    auto replayer = oracle::make_replayer(s.game, s.impl);
    if (!replayer) return core::make_error(replayer.error().message);
    w.replayer = std::move(replayer.value());
    w.replayer->set_rule_options(s.rules);
    if (s.impl != Impl::Reference) {
        auto reference = oracle::make_replayer(s.game, Impl::Reference);
        if (reference) {
            w.explainer = std::move(reference.value());
            w.explainer->set_rule_options(s.rules);
        }
    }
    return &w;
}

void count_report(const oracle::GameReport& report, Counts& c) {
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
}

void write_report(const oracle::GameReport& report, std::size_t index, const Settings& s,
                  std::string_view file, Part& part) {
    if (s.json) {
        // report_json begins {"index": N, — leave N to the join.
        std::string line = oracle::report_json(report, s.game);
        const std::size_t comma = line.find(',');
        part.out += "{\"index\": ";
        part.marks.emplace_back(part.out.size(), index);
        part.out.append(line, comma, std::string::npos);
        part.out += '\n';
        return;
    }
    for (const oracle::GameProblem& p : report.problems) {
        // The game's number goes between the two parts, once the part is placed.
        part.out += oracle::problem_text_head(p, file);
        part.marks.emplace_back(part.out.size(), index);
        part.out += oracle::problem_text_tail(p);
    }
    for (const oracle::GameWarning& w : report.record_warnings) {
        part.out += oracle::warning_text_head(w, file);
        part.marks.emplace_back(part.out.size(), index);
        part.out += oracle::warning_text_tail(w);
    }
}

// The offset in `text` (whose first line is `first`) of `at`.
std::size_t offset_of(std::string_view text, std::uint32_t first, formats::TextPosition at) {
    std::size_t offset = 0;
    for (std::uint32_t line = first; line < at.line; ++line) {
        const std::size_t nl = text.find('\n', offset);
        if (nl == std::string_view::npos) return text.size();
        offset = nl + 1;
    }
    return std::min(text.size(), offset + at.column - 1);
}

// Whether one reader starting at the part's last game starts its next game exactly at the part's
// end (line end_line, column 1), where the next part begins. If so, the last game is checked again
// as that reader reads it: the part's own reader met the end of its text instead of the next game
// (a missing result then reads "the text ends" rather than "before the next tag section"). The
// text read stops a little past the part's end: enough to see the next game begin.
bool last_game_ends_at_end(Part& part, Worker& worker, const Settings& s, std::string_view file,
                           std::string_view name) {
    constexpr std::size_t kLookAhead = std::size_t{64} << 10;
    const std::size_t end = part.offset + part.text.size();
    // To a line end: a text cut inside a character would not read as UTF-8 (and be taken for
    // Shift_JIS or GB18030).
    const std::size_t to = std::min(file.size(), file.find('\n', end + kLookAhead));
    auto reader = s.format->make_reader(file.substr(part.last_offset, to - part.last_offset),
                                        {part.last_at.line, 1}, 1);
    formats::RecordGame game;
    formats::RecordGame next;
    if (!reader->next(game) || game.at.line != part.last_at.line) return false;
    if (!reader->next(next) || next.at.line != part.end_line || next.at.column != 1) return false;
    // A game's views may point into its reader (CSA's start position), which reading the next
    // game overwrote: read the game again before checking it.
    reader = s.format->make_reader(file.substr(part.last_offset, to - part.last_offset),
                                   {part.last_at.line, 1}, 1);
    reader->next(game);
    part.out.resize(part.out_before_last);
    part.marks.resize(part.marks_before_last);
    part.counts = part.counts_before_last;
    oracle::GameReport report;
    oracle::check_game(game, *worker.replayer, worker.explainer.get(), s.check, report);
    count_report(report, part.counts);
    write_report(report, part.counts.games, s, name, part);
    return true;
}

// Reads and checks `part` (of `file`) with the worker's replayers; a part that is not the last
// of the file checks where its last game ends.
void run_part(Part& part, Worker& worker, const Settings& s, std::string_view file,
              std::string_view name, std::atomic<std::size_t>& progress) {
    try {
        auto w = ready_worker(worker, s);
        if (!w) {
            part.failure = w.error().message;
            return;
        }
        auto reader = s.format->make_reader(part.text, part.start, 1);
        formats::RecordGame game;
        oracle::GameReport report;
        while (reader->next(game)) {
            part.last_at = game.at;
            part.out_before_last = part.out.size();
            part.marks_before_last = part.marks.size();
            part.counts_before_last = part.counts;
            oracle::check_game(game, *worker.replayer, worker.explainer.get(), s.check, report);
            count_report(report, part.counts);
            write_report(report, game.index, s, name, part);
            if ((part.counts.games & 1023) == 0)
                progress.fetch_add(1024, std::memory_order_relaxed);
        }
        const std::size_t end = part.offset + part.text.size();
        if (part.counts.games == 0) {
            part.last_ends_at_end = end == file.size();
            return;
        }
        part.last_offset = part.offset + offset_of(part.text, part.start.line, part.last_at);
        part.last_ends_at_end =
            end == file.size() || last_game_ends_at_end(part, worker, s, file, name);
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
    core::Game game = core::Game::Chess;
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
    const bool game_given = game_filter(args).has_value();
    for (const std::string& path : args.positional) {
        auto file = formats::TextFile::open(path);
        if (!file) throw UsageError{file.error().message};
        // Without --game and --format, the content decides the game and format of each file
        // (formats::detect_record_format, once per file: its parts all read it alike); XQF by its
        // content ("XQ", docs/records.md): a binary file is never read as text.
        core::Game game = s.game;
        const formats::RecordFormat* format = forced;
        if (!forced && formats::is_xqf(file.value().text())) {
            if (!game_given) game = core::Game::Xiangqi;
            format = formats::find_record_format("xqf", game);
            if (!format)
                throw UsageError{"'" + path +
                                 "': an XQF file is a xiangqi record (--game xiangqi)"};
        } else if (!forced && !game_given) {
            if (auto kind = formats::detect_record_format(file.value().text());
                kind && kind->format) {
                game = kind->game;
                format = kind->format;
            }
        }
        if (!format) format = formats::record_format_for(path, game);
        if (!format) format = formats::find_record_format("pgn", game);
        if (!format) {
            throw UsageError{"no record format for " + std::string(core::game_name(game)) +
                             " games yet (--format: " + formats::record_format_names(game) + ")"};
        }
        inputs.push_back(Input{std::move(file.value()), format, game});
    }
    return inputs;
}

// `file` cut between games into parts of about kPartBytes. Each cut is searched from kPartBytes
// past the previous one, so every byte is scanned once; each part's lines are counted as it is
// cut, and its pages leave memory again until a worker reads them.
std::vector<Part> split_parts(const formats::TextFile& file, const formats::RecordFormat& format) {
    const std::string_view text = file.text();
    std::vector<Part> parts;
    std::size_t from = 0;
    formats::TextPosition at{1, 1};
    while (from < text.size()) {
        std::size_t to = text.size() - from <= kPartBytes
                             ? text.size()
                             : std::min(text.size(), format.game_boundary(text, from + kPartBytes));
        Part part;
        part.text = text.substr(from, to - from);
        part.offset = from;
        part.start = at;
        at.line += static_cast<std::uint32_t>(std::count(part.text.begin(), part.text.end(), '\n'));
        part.end_line = at.line;
        file.drop_pages(from, to);
        parts.push_back(std::move(part));
        from = to;
    }
    return parts;
}

// The first `out_size` bytes of a part's output (`marks` of its marks) with its games numbered
// from `index_base`.
void print_part(const Part& part, std::size_t out_size, std::size_t marks, std::size_t index_base) {
    std::size_t printed = 0;
    for (std::size_t m = 0; m < marks; ++m) {
        const auto& [offset, local] = part.marks[m];
        std::cout.write(part.out.data() + printed, static_cast<std::streamsize>(offset - printed));
        std::cout << index_base + local;
        printed = offset;
    }
    std::cout.write(part.out.data() + printed, static_cast<std::streamsize>(out_size - printed));
}

// The ordered end of check_file: given the parts in order, prints what one reader going through
// the file prints (Part's comment), and lets each part's output and pages go.
class Printer {
public:
    Printer(std::vector<Part>& parts, const formats::TextFile& file, const Settings& s,
            std::string_view name, std::size_t& index_base, Progress& progress,
            std::atomic<std::size_t>& done)
        : parts_(parts),
          file_(file),
          s_(s),
          name_(name),
          index_base_(index_base),
          progress_(progress),
          done_(done) {}

    void ready(std::size_t k) {
        Part& part = parts_[k];
        if (failure.empty() && !part.failure.empty()) failure = part.failure;
        if (failure.empty() && part.offset + part.text.size() > cursor_.offset) {
            if (cursor_.offset == part.offset && part.counts.games > 0)
                take(part);
            else
                catch_up(k);
        }
        file_.drop_pages(dropped_, cursor_.offset);  // read by every reader that needs it
        dropped_ = std::max(dropped_, cursor_.offset);
        // Its output is printed: let it go (moved out, since assigning an empty string keeps the
        // buffer's capacity).
        const Part gone = std::move(part);
    }

    Counts counts;
    std::string failure;  // an internal error, once the parts before it are printed

private:
    // `part` was read from the cursor: prints its games, all but the last unless the last ends
    // at its end, and moves the cursor on.
    void take(const Part& part) {
        if (part.last_ends_at_end) {
            print(part, part.out.size(), part.marks.size(), part.counts);
            cursor_ = {part.offset + part.text.size(), {part.end_line, 1}};
        } else {
            print(part, part.out_before_last, part.marks_before_last, part.counts_before_last);
            cursor_ = {part.last_offset, part.last_at};
        }
    }

    // The cursor is not at part k's start (or part k read no game): reads again from the cursor
    // to the end of part k, then of 2, 4, ... parts, until two games are read or the file ends,
    // so that one game longer than many parts is read a bounded number of times.
    void catch_up(std::size_t k) {
        const std::string_view text = file_.text();
        for (std::size_t j = k;; j = std::min(parts_.size() - 1, 2 * j - k + 1)) {
            const Part& last = parts_[j];
            Part again;
            again.offset = cursor_.offset;
            again.text =
                text.substr(cursor_.offset, last.offset + last.text.size() - cursor_.offset);
            again.start = {cursor_.at.line, 1};
            again.end_line = last.end_line;
            run_part(again, own_, s_, text, name_, done_);
            if (!again.failure.empty()) {
                failure = again.failure;
                return;
            }
            if (again.last_ends_at_end || again.counts.games >= 2 || j + 1 == parts_.size()) {
                take(again);
                return;
            }
        }
    }

    void print(const Part& part, std::size_t out_size, std::size_t marks, const Counts& c) {
        progress_.done();
        print_part(part, out_size, marks, index_base_);
        if (progress_) std::cout.flush();  // before the next progress line
        index_base_ += c.games;
        counts.add(c);
    }

    std::vector<Part>& parts_;
    const formats::TextFile& file_;
    const Settings& s_;
    std::string_view name_;
    std::size_t& index_base_;
    Progress& progress_;
    std::atomic<std::size_t>& done_;
    Worker own_;  // catch_up's replayers (ready runs on one thread at a time)
    Cursor cursor_;
    std::size_t dropped_ = 0;  // the pages before it have been dropped
};

// Checks the parts of `file` (named `name`) on `threads` workers (core::run_ordered, at most
// kPartsPerThread parts per worker in flight), and prints them in order as soon as each and the
// parts before it are done (Printer), its games numbered on from `index_base` (which moves past
// them); a progress line on a terminal meanwhile. Returns the file's counts; an internal error of
// a part is thrown once the parts before it are printed.
Counts check_file(const formats::TextFile& file, const Settings& s, const std::string& name,
                  int threads, std::size_t& index_base, Progress& progress) {
    std::vector<Part> parts = split_parts(file, *s.format);
    std::vector<Worker> workers(static_cast<std::size_t>(threads));
    std::atomic<std::size_t> done{0};
    const std::size_t file_base = index_base;
    Printer printer(parts, file, s, name, index_base, progress, done);
    std::function<void()> tick;
    if (progress) {
        tick = [&] {
            progress.update(name + ": " + std::to_string(file_base + done.load()) + " games");
        };
    }
    core::run_ordered(
        parts.size(), threads,
        [&](std::size_t i, int w) {
            run_part(parts[i], workers[static_cast<std::size_t>(w)], s, file.text(), name, done);
        },
        [&](std::size_t i) { printer.ready(i); }, nullptr, tick,
        kPartsPerThread * static_cast<std::size_t>(threads));
    progress.done();
    if (!printer.failure.empty()) throw std::runtime_error(printer.failure);
    return printer.counts;
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
        s.game = inputs[f].game;
        bytes += inputs[f].file.text().size();
        total.add(check_file(inputs[f].file, s, args.positional[f], threads, index_base, progress));
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
    return {
        "games",
        "checks every game of record files against the rules: illegal moves, parse errors,\n"
        "moves after the end, results the rules contradict (docs/records.md)",
        {
            {"FILE", Arity::Positionals, "", "record files (PGN; KIF, KI2, CSA, USI)", true},
            flag::game.with_help("the game of the records (default: by file name, else chess)"),
            {"--format", Arity::One, "F",
             "the record format (default: by file name; pgn, dhtmlxq, xqf, kif, ki2, csa, usi)"},
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
