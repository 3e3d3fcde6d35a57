// `arbiter export`: a game given as FEN and moves, written as PGN (docs/cli.md, docs/records.md).
// The moves (docs/rules.md notation) are played and written in SAN by the reference; the Result is
// --result, or what the rules decide at the end (1-0, 0-1, 1/2-1/2), or *. What is written reads
// back clean in `arbiter games`, or is refused (print_if_it_reads_back).

#include <unistd.h>

#include <cctype>
#include <fstream>
#include <iostream>
#include <stdexcept>
#include <string>
#include <string_view>

#include "cli/command.h"
#include "formats/pgn.h"
#include "formats/record_formats.h"
#include "formats/shogi_records.h"
#include "formats/xiangqi_records.h"
#include "formats/xqf.h"
#include "oracle/record_check.h"

namespace arbiter::cli {
namespace {

namespace formats = arbiter::formats;
namespace oracle = arbiter::oracle;

// The record to standard output, or to --out FILE; a binary record (XQF) never to a terminal.
int emit(const Args& args, const std::string& record, bool binary = false) {
    if (const std::string* path = args.value("--out")) {
        std::ofstream out(*path, std::ios::binary);
        out.write(record.data(), static_cast<std::streamsize>(record.size()));
        out.close();
        if (!out) throw UsageError{"--out: cannot write '" + *path + "'"};
        return kExitOk;
    }
    if (binary && isatty(STDOUT_FILENO) == 1)
        throw UsageError{"XQF is a binary format: give --out FILE or redirect the output"};
    std::cout.write(record.data(), static_cast<std::streamsize>(record.size()));
    return kExitOk;
}

// The record `text` written in `format` for `game`, printed only if it reads back clean: the
// format's reader and `arbiter games`' checker (reference rules) find one game and no problem in
// it. An ending word the format has not (投了 in CSA, %TORYO in KIF), a result the rules contradict
// or moves after the game had ended (a shogi 千日手, a xiangqi repetition) are refused, exit 2,
// rather than written into a record that `games` would then report.
int print_if_it_reads_back(const Args& args, core::Game game, std::string_view format,
                           const std::string& text, bool chess960 = false, bool binary = false) {
    const formats::RecordFormat* reading = formats::find_record_format(format, game);
    auto replayer = oracle::make_replayer(game, oracle::Impl::Reference);
    if (!reading || !replayer) {
        throw std::runtime_error("export: no reader for the " + std::string(format) + " written");
    }
    auto reader = reading->make_reader(text, {}, 1);
    formats::RecordGame read;
    oracle::GameReport report;
    oracle::CheckOptions options;
    options.chess960 = chess960;
    if (!reader->next(read)) throw UsageError{"the " + std::string(format) + " record is empty"};
    oracle::check_game(read, *replayer.value(), nullptr, options, report);
    if (!report.problems.empty()) {
        const oracle::GameProblem& p = report.problems.front();
        std::string what(oracle::problem_kind_name(p.kind));
        if (p.ply) what += " at ply " + std::to_string(*p.ply);
        if (!p.move.empty()) what += " '" + p.move + "'";
        throw UsageError{"the " + std::string(format) + " record would not read back clean (" +
                         what + ": " + p.detail + "); nothing written"};
    }
    return emit(args, text, binary);
}

// Shogi: KIF (default), KI2, CSA or USI; the moves written by the reference, the ending word from
// what the rules decide (詰み / %TSUMI, 千日手 / %SENNICHITE) or --result.
int run_shogi(const Args& args) {
    const std::string format = args.value("--format") ? *args.value("--format") : "kif";
    if (format != "kif" && format != "ki2" && format != "csa" && format != "usi")
        throw UsageError{"--format must be kif, ki2, csa or usi for shogi, not '" + format + "'"};
    const std::string position = *args.value("--fen");
    auto line = oracle::shogi_record_line(position, args.values("--moves"), format);
    if (!line) throw UsageError{line.error().message};
    auto sfen = oracle::shogi_position_sfen(position);
    if (!sfen) throw UsageError{sfen.error().message};
    formats::ShogiRecord record;
    record.start = formats::shogi_record_start(sfen.value());
    if (record.start != "startpos" && (format == "kif" || format == "ki2") &&
        position.find('/') == std::string::npos)
        record.start = position;  // a handicap by its name: 手合割
    for (const std::string& tag : args.values("--tag")) {
        const std::size_t eq = tag.find('=');
        if (eq == std::string::npos || eq == 0 || tag.find('\n') != std::string::npos)
            throw UsageError{"--tag takes NAME=VALUE, not '" + tag + "'"};
        record.header.emplace_back(tag.substr(0, eq), tag.substr(eq + 1));
    }
    record.moves = std::move(line.value().moves);
    const core::GameEnd& end = line.value().ending;
    const bool csa = format == "csa";
    if (end.rule == core::RuleId{core::Game::Shogi, core::Rule::Checkmate}) {
        record.ending = csa ? "%TSUMI" : "詰み";
    } else if (end.rule == core::RuleId{core::Game::Shogi, core::Rule::Sennichite}) {
        record.ending = csa ? "%SENNICHITE" : "千日手";
    }
    if (const std::string* r = args.value("--result")) record.ending = *r;
    if (record.ending.find('\n') != std::string::npos) throw UsageError{"--result is one line"};
    return print_if_it_reads_back(args, core::Game::Shogi, format,
                                  format == "csa"   ? formats::write_csa(record)
                                  : format == "usi" ? formats::write_usi(record)
                                  : format == "ki2" ? formats::write_ki2(record)
                                                    : formats::write_kif(record));
}

std::vector<std::pair<std::string, std::string>> tags(const Args& args) {
    std::vector<std::pair<std::string, std::string>> out;
    for (const std::string& tag : args.values("--tag")) {
        const std::size_t eq = tag.find('=');
        if (eq == std::string::npos || eq == 0) {
            throw UsageError{"--tag takes NAME=VALUE, not '" + tag + "'"};
        }
        const std::string name = tag.substr(0, eq);
        for (const char c : name) {
            if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') {
                throw UsageError{"--tag: a tag name is letters, digits and '_', not '" + name +
                                 "'"};
            }
        }
        out.emplace_back(name, tag.substr(eq + 1));
    }
    return out;
}

std::string result_text(const Args& args, const core::GameEnd& ending) {
    std::string result(core::result_tag(ending));
    if (const std::string* r = args.value("--result")) {
        if (formats::pgn_result(*r) == formats::ClaimedResult::Other ||
            formats::pgn_result(*r) == formats::ClaimedResult::None)
            throw UsageError{"--result must be 1-0, 0-1, 1/2-1/2 or *, not '" + *r + "'"};
        result = *r;
    }
    return result;
}

// Xiangqi: PGN with ICCS, WXF or Chinese moves, or DhtmlXQ (docs/records.md).
int run_xiangqi(const Args& args) {
    const std::string* format = args.value("--format");
    const std::string* notation_name = args.value("--notation");
    core::Notation notation = core::Notation::Iccs;
    if (notation_name) {
        const auto n = core::parse_notation(*notation_name);
        if (!n || (*n != core::Notation::Iccs && *n != core::Notation::Wxf &&
                   *n != core::Notation::Chinese))
            throw UsageError{
                "--notation: xiangqi records are written in iccs, wxf or chinese, not '" +
                *notation_name + "'"};
        notation = *n;
    }
    if (format && *format != "pgn" && *format != "dhtmlxq" && *format != "xqf")
        throw UsageError{"--format: xiangqi games are written as pgn, dhtmlxq or xqf, not '" +
                         *format + "'"};
    if (format && *format == "xqf" && notation_name)
        throw UsageError{"--notation: XQF records moves as points, not in a notation"};
    const std::string fen = *args.value("--fen");
    auto line = oracle::record_line(core::Game::Xiangqi, fen, args.values("--moves"), notation);
    if (!line) throw UsageError{line.error().message};
    formats::XiangqiRecord record;
    record.tags = tags(args);
    if (fen != "startpos") record.fen = fen;
    record.moves = std::move(line.value().moves);
    record.ucci = std::move(line.value().coordinates);
    record.format = notation == core::Notation::Wxf       ? "WXF"
                    : notation == core::Notation::Chinese ? "Chinese"
                                                          : "ICCS";
    record.result = result_text(args, line.value().ending);
    if (format && *format == "xqf") {
        auto bytes = formats::write_xqf(record);  // XQF 1.0 (docs/records.md)
        if (!bytes) throw UsageError{"--format xqf: " + bytes.error().message};
        return print_if_it_reads_back(args, core::Game::Xiangqi, "xqf", bytes.value(), false, true);
    }
    const bool dhtmlxq = format && *format == "dhtmlxq";
    return print_if_it_reads_back(
        args, core::Game::Xiangqi, dhtmlxq ? "dhtmlxq" : "pgn",
        dhtmlxq ? formats::write_dhtmlxq(record) : formats::write_xiangqi_pgn(record));
}

int run(const Args& args) {
    const core::Game game = require_game(args);
    const bool chess960 = args.has("--chess960");
    if (chess960 && game != core::Game::Chess)
        throw UsageError{"--chess960 is a chess option, not one for " +
                         std::string(core::game_name(game))};
    if (game == core::Game::Xiangqi) return run_xiangqi(args);
    if (game == core::Game::Shogi) return run_shogi(args);
    if (const std::string* f = args.value("--format"); f && *f != "pgn")
        throw UsageError{"--format: chess games are written as pgn, not '" + *f + "'"};
    if (args.value("--notation")) throw UsageError{"--notation: chess games are written in SAN"};
    const std::string fen = *args.value("--fen");
    auto line =
        oracle::record_line(game, fen, args.values("--moves"), core::Notation::Iccs, chess960);
    if (!line) throw UsageError{line.error().message};
    formats::PgnGame pgn;
    pgn.tags = tags(args);
    if (chess960) {
        // Chess960 (the PGN standard's Variant tag as lichess and ChessBase write it): the start
        // always as an X-FEN in SetUp/FEN, even the standard array (chess960:518).
        std::erase_if(pgn.tags, [](const auto& t) { return t.first == "Variant"; });
        pgn.tags.emplace_back("Variant", "Chess960");
        pgn.fen = line.value().start;
    } else {
        pgn.fen = formats::pgn_setup_fen(fen);
    }
    pgn.moves = std::move(line.value().moves);
    pgn.result = result_text(args, line.value().ending);
    return print_if_it_reads_back(args, core::Game::Chess, "pgn", formats::write_pgn(pgn),
                                  chess960);
}

}  // namespace

Command export_command() {
    return {"export",
            "writes a game (FEN and moves) as PGN (chess: SAN; xiangqi: ICCS, WXF or Chinese), "
            "DhtmlXQ (xiangqi) or KIF, KI2, CSA, USI (shogi)",
            {
                flag::game.required_flag(),
                flag::fen.required_flag(),
                flag::moves,
                {"--tag", Arity::Many, "NAME=VALUE", "a PGN tag, e.g. White=Morphy (repeatable)"},
                {"--result", Arity::One, "R",
                 "1-0, 0-1, 1/2-1/2 or * (default: what the rules decide, else *); shogi: the "
                 "ending word (投了, %TORYO, ...)"},
                {"--format", Arity::One, "F",
                 "chess pgn; xiangqi pgn (default), dhtmlxq or xqf (binary, XQF 1.0); shogi kif "
                 "(default), ki2, csa or usi"},
                {"--out", Arity::One, "FILE",
                 "write the record to FILE instead of standard output (XQF: not to a terminal)"},
                {"--notation", Arity::One, "iccs|wxf|chinese", "xiangqi PGN moves (default iccs)"},
                flag::chess960.with_help(
                    "chess: a Chess960 game (castling as king takes rook): Variant \"Chess960\", "
                    "SetUp and FEN (X-FEN) tags"),
            },
            run};
}

}  // namespace arbiter::cli
