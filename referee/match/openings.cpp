// Opening files (openings.h, docs/match.md "Openings"): game records through the readers of
// formats/, EPD, and position lines; every opening replayed by the reference.

#include "referee/match/openings.h"

#include <memory>
#include <string_view>
#include <utility>

#include "core/game_end.h"
#include "core/text.h"
#include "formats/epd.h"
#include "formats/input_file.h"
#include "formats/record.h"
#include "formats/record_formats.h"
#include "oracle/record_check.h"
#include "oracle/registry.h"

namespace arbiter::referee::match {
namespace {

using oracle::Adapter;
using oracle::Impl;
namespace formats = arbiter::formats;
namespace oracle = arbiter::oracle;

std::string where(const std::string& path, std::uint32_t line) {
    return path + ":" + std::to_string(line) + ": ";
}

// The reference's checks on an opening: its start position and moves are legal, and the
// position they reach does not end the game. Fills `opening` (canonical start, native moves).
// `native`: the moves are already in the native notation (a replayer wrote them), so they are
// played as they are; otherwise each is read in any notation the reference reads.
bool finish_opening(Adapter& adapter, const std::string& start,
                    const std::vector<std::string>& moves, bool native, const std::string& at,
                    Opening& opening, std::string& error) {
    if (moves.size() > kMaxOpeningPlies) {
        error = at + "more than " + std::to_string(kMaxOpeningPlies) + " moves";
        return false;
    }
    if (auto set = adapter.set_position(start, {}); !set) {
        error = at + "the position is refused: " + set.error().message;
        return false;
    }
    opening.fen = start == "startpos" ? start : adapter.fen();
    if (native) {
        if (auto set = adapter.set_position(start, moves); !set) {
            error = at + "a move is refused: " + set.error().message;
            return false;
        }
        opening.moves = moves;
    } else {
        auto rewritten = oracle::native_moves(adapter, start, moves);
        if (!rewritten) {
            error = at + "a move is refused: " + rewritten.error().message;
            return false;
        }
        opening.moves = std::move(rewritten.value());
    }
    const core::GameEnd end = adapter.status(core::RuleOptions{}).end;
    if (end.over()) {
        error =
            at + "the opening ends the game (" +
            std::string(end.rule ? core::rule_name(*end.rule) : core::outcome_name(end.outcome)) +
            ")";
        return false;
    }
    return true;
}

std::string tag_name(const formats::RecordGame& game) {
    for (const char* name : {"Opening", "ECO", "Event", "棋戦"})
        if (const auto value = game.tag(name); value && !value->empty() && *value != "?")
            return formats::unescape_tag_value(*value);
    return {};
}

// Whether `count` plies are all an opening may keep.
bool enough(std::size_t count, const OpeningOptions& options) {
    return options.plies >= 0 && count >= static_cast<std::size_t>(options.plies);
}

std::size_t mainline_moves(const formats::RecordGame& record) {
    std::size_t count = 0;
    int depth = 0;
    for (const formats::MoveToken& token : record.tokens) {
        if (token.kind == formats::TokenKind::VariationStart) ++depth;
        if (token.kind == formats::TokenKind::VariationEnd) --depth;
        if (token.kind == formats::TokenKind::Move && depth == 0) ++count;
    }
    return count;
}

// The start position of a record as `arbiter games` takes it (check.cpp): FEN unless SetUp is
// "0"; the shogi readers' SFEN tag; else startpos.
std::string record_start(const formats::RecordGame& record) {
    std::string start = "startpos";
    if (const auto fen = record.tag("FEN")) {
        const auto setup = record.tag("SetUp");
        if (!setup || *setup != "0") start = std::string(*fen);
    }
    if (const auto sfen = record.tag("SFEN")) start = std::string(*sfen);
    return start;
}

// The record's mainline in its notation, played by `replayer` from its start and rewritten as
// native moves, as far as the opening needs them.
bool replay_mainline(oracle::GameReplayer& replayer, const formats::RecordGame& record,
                     const std::string& path, const OpeningOptions& options,
                     std::vector<std::string>& moves, std::string& error) {
    int depth = 0;
    for (const formats::MoveToken& token : record.tokens) {
        if (enough(moves.size(), options)) break;
        if (token.kind == formats::TokenKind::VariationStart) ++depth;
        if (token.kind == formats::TokenKind::VariationEnd) --depth;
        if (token.kind != formats::TokenKind::Move || depth != 0) continue;
        oracle::Refusal refusal;
        if (!replayer.play(token.text, refusal)) {
            error = path + ":" + std::to_string(token.at.line) + ":" +
                    std::to_string(token.at.column) + ": game " + std::to_string(record.index) +
                    ": move " + std::to_string(moves.size() + 1) + " '" + std::string(token.text) +
                    "' is refused: " + std::string(core::rule_name(refusal.rule)) + ": " +
                    refusal.detail;
            return false;
        }
        moves.push_back(replayer.last_move());
        if (moves.size() > kMaxOpeningPlies) break;
    }
    return true;
}

bool read_records(core::Game game, const formats::RecordFormat& format, std::string_view text,
                  const std::string& path, const OpeningOptions& options, std::vector<Opening>& out,
                  std::string& error) {
    auto replayer = oracle::make_replayer(game, Impl::Reference);
    auto adapter = oracle::make_adapter(game, Impl::Reference, options.chess960);
    if (replayer && options.chess960 && !replayer.value()->set_chess960(true)) {
        error = path + ": Chess960 is a chess option";
        return false;
    }
    if (!replayer || !adapter) {
        error = path + ": no reference implementation of " + std::string(core::game_name(game));
        return false;
    }
    std::unique_ptr<formats::RecordReader> reader = format.make_reader(text, {}, 1);
    formats::RecordGame record;
    while (reader->next(record)) {
        const std::string at = where(path, record.at.line);
        // A problem after the plies kept does not matter.
        if (record.problem && !enough(mainline_moves(record), options)) {
            error = path + ":" + std::to_string(record.problem->at.line) + ":" +
                    std::to_string(record.problem->at.column) + ": game " +
                    std::to_string(record.index) + ": " + record.problem->message;
            return false;
        }
        if (out.size() >= kMaxOpenings) {
            error = at + "more than " + std::to_string(kMaxOpenings) + " openings";
            return false;
        }
        const std::string start = record_start(record);
        std::string start_error;
        if (!replayer.value()->start(start, start_error)) {
            error = at + "game " + std::to_string(record.index) +
                    ": the position is refused: " + start_error;
            return false;
        }
        std::vector<std::string> moves;
        if (!replay_mainline(*replayer.value(), record, path, options, moves, error)) return false;
        Opening opening;
        opening.name = tag_name(record);
        if (opening.name.empty()) opening.name = path + ":" + std::to_string(record.at.line);
        if (!finish_opening(*adapter.value(), start, moves, true,
                            at + "game " + std::to_string(record.index) + ": ", opening, error))
            return false;
        out.push_back(std::move(opening));
    }
    return true;
}

bool read_epd(core::Game game, std::string_view text, const std::string& path,
              const OpeningOptions& options, std::vector<Opening>& out, std::string& error) {
    auto adapter = oracle::make_adapter(game, Impl::Reference, options.chess960);
    if (!adapter) {
        error = path + ": no reference implementation";
        return false;
    }
    auto positions = formats::parse_epd(text, path);
    if (!positions) {
        error = positions.error().message;
        return false;
    }
    for (const formats::EpdPosition& p : positions.value()) {
        if (out.size() >= kMaxOpenings) {
            error = where(path, p.line) + "more than " + std::to_string(kMaxOpenings) + " openings";
            return false;
        }
        Opening opening;
        opening.name = p.id.empty() ? path + ":" + std::to_string(p.line) : p.id;
        if (!finish_opening(*adapter.value(), p.fen, {}, true, where(path, p.line), opening, error))
            return false;
        out.push_back(std::move(opening));
    }
    return true;
}

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

std::vector<std::string> words_of(std::string_view line) {
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && is_space(line[i])) ++i;
        const std::size_t start = i;
        while (i < line.size() && !is_space(line[i])) ++i;
        if (i > start) words.emplace_back(line.substr(start, i - start));
    }
    return words;
}

std::string joined(const std::vector<std::string>& words, std::size_t count) {
    std::string out;
    for (std::size_t i = 0; i < count && i < words.size(); ++i) out += (i ? " " : "") + words[i];
    return out;
}

// `POSITION [moves ...]` lines (openings.h).
bool read_lines(core::Game game, std::string_view text, const std::string& path,
                const OpeningOptions& options, std::vector<Opening>& out, std::string& error) {
    auto adapter = oracle::make_adapter(game, Impl::Reference, options.chess960);
    if (!adapter) {
        error = path + ": no reference implementation";
        return false;
    }
    std::uint32_t number = 0;
    std::size_t pos = 0;
    while (pos < text.size()) {
        const std::size_t end = std::min(text.find('\n', pos), text.size());
        const std::string_view line = text.substr(pos, end - pos);
        pos = end + 1;
        ++number;
        std::vector<std::string> words = words_of(line);
        if (words.empty() || words.front()[0] == '#') continue;
        const std::string at = where(path, number);
        if (out.size() >= kMaxOpenings) {
            error = at + "more than " + std::to_string(kMaxOpenings) + " openings";
            return false;
        }
        std::size_t first = 0;
        if (words[first] == "position") ++first;
        if (first < words.size() && (words[first] == "fen" || words[first] == "sfen")) ++first;
        words.erase(words.begin(), words.begin() + static_cast<std::ptrdiff_t>(first));
        std::vector<std::string> moves;
        for (std::size_t i = 0; i < words.size(); ++i) {
            if (words[i] != "moves") continue;
            moves.assign(words.begin() + static_cast<std::ptrdiff_t>(i) + 1, words.end());
            words.resize(i);
            break;
        }
        if (words.empty()) {
            error = at + "no position before the moves";
            return false;
        }
        if (enough(moves.size(), options)) moves.resize(static_cast<std::size_t>(options.plies));
        Opening opening;
        opening.name = path + ":" + std::to_string(number);
        if (!finish_opening(*adapter.value(), joined(words, words.size()), moves, false, at,
                            opening, error))
            return false;
        out.push_back(std::move(opening));
    }
    return true;
}

}  // namespace

std::optional<std::vector<Opening>> read_openings_text(core::Game game, const std::string& text,
                                                       const std::string& path, std::string& error,
                                                       const OpeningOptions& options) {
    std::vector<Opening> out;
    bool ok = false;
    if (game == core::Game::Chess && core::ends_with_ascii_lower(path, ".epd")) {
        ok = read_epd(game, text, path, options, out, error);
    } else if (const formats::RecordFormat* format = formats::record_format_for(path, game)) {
        ok = read_records(game, *format, text, path, options, out, error);
    } else {
        ok = read_lines(game, text, path, options, out, error);
    }
    if (!ok) return std::nullopt;
    if (out.empty()) {
        error = path + ": no opening in the file";
        return std::nullopt;
    }
    return out;
}

std::optional<std::vector<Opening>> chess960_openings(std::string& error) {
    auto adapter = oracle::make_adapter(core::Game::Chess, Impl::Reference, true);
    if (!adapter) {
        error = adapter.error().message;
        return std::nullopt;
    }
    std::vector<Opening> out;
    for (int n = 0; n < 960; ++n) {
        Opening opening;
        opening.name = "chess960:" + std::to_string(n);
        if (!finish_opening(*adapter.value(), opening.name, {}, true, opening.name + ": ", opening,
                            error))
            return std::nullopt;
        out.push_back(std::move(opening));
    }
    return out;
}

std::optional<std::vector<Opening>> read_openings(core::Game game, const std::string& path,
                                                  std::string& error) {
    return read_openings(game, path, error, OpeningOptions{});
}

std::optional<std::vector<Opening>> read_openings(core::Game game, const std::string& path,
                                                  std::string& error,
                                                  const OpeningOptions& options) {
    auto text = formats::read_input_file(path, kMaxOpeningFileBytes);
    if (!text) {
        error = text.error().message;
        return std::nullopt;
    }
    return read_openings_text(game, text.value(), path, error, options);
}

}  // namespace arbiter::referee::match
