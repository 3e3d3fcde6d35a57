// engine_output_fuzzer: the parsers of what external engines print (engines/), fed any
// bytes as the lines an engine might print.
//   byte 0      the protocol (uci, uci0, usi, ucci, xboard) and the perft depth (1-4) of the
//               loose perft forms;
//   the rest    the output, split at '\n' (a '\r' before it dropped, as ChildProcess does).
// Every line goes through every parser: UCI/USI/UCCI `info` (mate scores) and `bestmove`
// answers, XBoard `feature` lines, move/result replies and thinking-output scores in each mate
// encoding, perft divide lines in the strict (`go perft`) and loose forms (custom perft commands,
// scripts, Sjaak II), GNU Shogi's xshogi answers, limits and `edit` lines, the long algebraic and
// coordinate move forms of every dialect, `--go` and command-line splitting. Checked, beyond "no
// crash, no UB":
//   1 a strict divide line or total printed back in the strict form reads the same; a loose
//     divide line printed back as "MOVE N" reads the same;
//   2 the perft parsers keep their caps (divide lines, other lines, duplicates) and list each
//     move once;
//   3 feature names are non-empty words; reading a feature line twice gives the same features;
//   4 a move reply, a bestmove and a mate score are well-formed (a word; |mate| below 1000 moves
//     in XBoard's encodings, 100000 in UCI's; the sign of an XBoard mate is its score's);
//   5 a move read in a dialect is ours and goes back and forth unchanged; long algebraic
//     normalised is a move of the dialect and normalises to itself.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "engines/client.h"
#include "engines/dialect.h"
#include "engines/perft_output.h"
#include "engines/process.h"
#include "engines/xboard.h"
#include "fuzz/fuzz_input.h"

namespace {

using namespace arbiter::engines;

[[noreturn]] void broken(const char* what, std::string_view line) {
    std::fprintf(stderr, "engine_output_fuzzer: %s\n  line: '%.*s'\n", what,
                 static_cast<int>(line.size()), line.data());
    std::abort();
}

constexpr Protocol kProtocols[] = {Protocol::Uci, Protocol::Uci0, Protocol::Usi, Protocol::Ucci,
                                   Protocol::Xboard};
constexpr Dialect kDialects[] = {Dialect::Chess, Dialect::XiangqiRanks0, Dialect::XiangqiRanks1,
                                 Dialect::ShogiUsi, Dialect::ShogiFairyUci};
constexpr XboardMateScores kEncodings[] = {XboardMateScores::Cecp, XboardMateScores::HoiChess,
                                           XboardMateScores::Sjaak};

bool is_word(std::string_view s) {
    if (s.empty()) return false;
    for (char c : s) {
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f') return false;
    }
    return true;
}

std::vector<std::string_view> words_of(std::string_view line) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
        const std::size_t b = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t') ++i;
        if (i > b) out.push_back(line.substr(b, i - b));
    }
    return out;
}

void check_perft_lines(std::string_view line, int depth) {
    const PerftLine strict = classify_perft_line(line);
    if (strict.kind == PerftLineKind::Divide) {
        if (strict.move.size() < 2 || strict.move.size() > 12) broken("divide move length", line);
        const PerftLine again =
            classify_perft_line(strict.move + ": " + std::to_string(strict.nodes));
        if (again.kind != PerftLineKind::Divide || again.move != strict.move ||
            again.nodes != strict.nodes)
            broken("a strict divide line printed back reads otherwise", line);
    }
    if (strict.kind == PerftLineKind::Total) {
        const PerftLine again =
            classify_perft_line("Nodes searched: " + std::to_string(strict.nodes));
        if (again.kind != PerftLineKind::Total || again.nodes != strict.nodes)
            broken("a strict total printed back reads otherwise", line);
    }
    const PerftLine loose = classify_loose_perft_line(line, depth);
    if (loose.kind == PerftLineKind::Divide) {
        if (!is_word(loose.move)) broken("a loose divide move is not a word", line);
        const std::string back = loose.move + " " + std::to_string(loose.nodes);
        const PerftLine again = classify_loose_perft_line(back, depth);
        if (again.kind != PerftLineKind::Divide || again.move != loose.move ||
            again.nodes != loose.nodes)
            broken("a loose divide line printed back as 'MOVE N' reads otherwise", line);
    }
}

void check_parser(const PerftOutput& out, std::string_view context) {
    if (out.divide.size() > PerftOutputParser::kMaxDivideLines) broken("divide cap", context);
    if (out.other.size() > PerftOutputParser::kMaxOtherLines) broken("other cap", context);
    if (out.duplicates.size() > PerftOutputParser::kMaxDuplicates) broken("dup cap", context);
    for (const auto& other : out.other)
        if (other.size() > 200) broken("an other line longer than 200 bytes kept", context);
    std::set<std::string> moves;
    for (const auto& line : out.divide)
        if (!moves.insert(line.move).second) broken("a move listed twice", context);
}

void check_xboard(std::string_view line) {
    XboardFeatures first, second;
    const auto names = parse_feature_line(line, first);
    for (const auto& name : names)
        if (!is_word(name) || name.find('=') != std::string::npos)
            broken("a feature name that is not a word", line);
    const auto again = parse_feature_line(line, second);
    if (again != names || first.setboard != second.setboard || first.ping != second.ping ||
        first.usermove != second.usermove || first.san != second.san || first.done != second.done ||
        first.done_zero != second.done_zero || first.myname != second.myname ||
        first.variants != second.variants)
        broken("a feature line read twice gives other features", line);
    for (const auto& v : first.variants)
        if (v.empty() || v.find(',') != std::string::npos) broken("a variant name", line);

    const XboardAnswer answer = classify_xboard_line(line);
    if (answer.kind == XboardAnswerKind::Move && !is_word(answer.move))
        broken("an XBoard move reply that is not a word", line);
    for (const XboardMateScores encoding : kEncodings) {
        const auto thinking = xboard_thinking(line, encoding);
        if (!thinking) {
            if (xboard_mate_moves(line, encoding)) broken("a mate without a thinking line", line);
            continue;
        }
        if (thinking->mate_moves) {
            const int mate = *thinking->mate_moves;
            if (mate >= 1000 || mate <= -1000) broken("an XBoard mate of 1000 moves", line);
            if ((mate < 0) != (thinking->score < 0))
                broken("a mate's sign is not its score's", line);
        }
        (void)xboard_mate_scores_name(encoding);
    }
    (void)xboard_mate_scores(line);
    (void)xboard_limits(line);

    const XshogiAnswer xshogi = classify_xshogi_line(line);
    if (xshogi.kind == XshogiAnswerKind::Move && !is_word(xshogi.move))
        broken("an xshogi move that is not a word", line);
    if (xshogi.text.size() > line.size()) broken("an xshogi answer longer than its line", line);
    if (auto limits = xshogi_limits(line); limits && limits.value().empty())
        broken("xshogi limits without a line", line);
    if (auto edit = xshogi_edit_lines(line)) {
        // edit, #, the pieces, c, the pieces, '.': at most 40 pieces on the board and in hand
        // for a real position, but any SFEN-shaped text is set up as given.
        if (edit.value().size() < 4 || edit.value().front() != "edit" || edit.value().back() != ".")
            broken("xshogi edit lines out of shape", line);
        for (const auto& piece : edit.value())
            if (piece.size() > 4) broken("an xshogi edit token longer than 4", line);
    }
}

void check_uci(std::string_view line, Protocol protocol) {
    if (const auto mate = info_mate_moves(line)) {
        if (*mate > 100000 || *mate < -100000) broken("a UCI mate beyond 100000", line);
    }
    const UciAnswer answer = classify_uci_answer(line, protocol);
    if (answer.kind == UciAnswerKind::Move && !is_word(answer.move))
        broken("a bestmove that is not a word", line);
    if (answer.kind != UciAnswerKind::Move && !answer.move.empty())
        broken("a move text without a move", line);
    if (answer.kind == UciAnswerKind::DeclaresWin && protocol != Protocol::Usi)
        broken("a win declared outside USI", line);
    if (auto go = go_command(protocol, line); go && go.value().find('\n') != std::string::npos)
        broken("a go command of two lines", line);
}

void check_moves(std::string_view line, int side) {
    for (std::string_view token : words_of(line)) {
        if (token.size() > 16) continue;
        for (const Dialect dialect : kDialects) {
            if (const auto ours = from_engine_move(dialect, token)) {
                const auto theirs = to_engine_move(dialect, *ours);
                if (!theirs) broken("a move read in a dialect cannot be written back", token);
                const auto back = from_engine_move(dialect, *theirs);
                if (!back || *back != *ours) broken("a move back and forth changes", token);
            }
            if (const auto coords = normalize_long_algebraic(dialect, token, side)) {
                if (!from_engine_move(dialect, *coords))
                    broken("long algebraic normalised is not a move of the dialect", token);
                const auto twice = normalize_long_algebraic(dialect, *coords, side);
                if (!twice || *twice != *coords)
                    broken("long algebraic normalised does not normalise to itself", token);
            }
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 16384) return 0;
    arbiter::fuzz::FuzzInput input(data, size);
    const std::uint8_t mode = input.byte();
    const Protocol protocol = kProtocols[mode % 5];
    const int depth = 1 + (mode / 5) % 4;
    const int side = (mode / 20) % 2;
    const std::string_view text = input.rest();

    PerftOutputParser strict;
    PerftOutputParser loose(depth);
    std::size_t begin = 0;
    while (begin <= text.size()) {
        std::size_t end = text.find('\n', begin);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(begin, end - begin);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        begin = end + 1;

        check_perft_lines(line, depth);
        strict.feed(line);
        loose.feed(line);
        check_xboard(line);
        check_uci(line, protocol);
        check_moves(line, side);
        (void)split_command(line);
        (void)sfen_to_fairy_fen(line);
        (void)xboard_setboard_fen(arbiter::core::Game::Xiangqi, line, (mode & 1) != 0);
        if (end == text.size()) break;
    }
    check_parser(strict.output(), text.substr(0, 200));
    check_parser(loose.output(), text.substr(0, 200));
    const PerftOutput whole = parse_perft_output({std::string(text)});
    check_parser(whole, text.substr(0, 200));
    return 0;
}
