// pgn_parse_fuzzer: any bytes as a PGN file (formats/pgn.h), read game by game.
//   1 PgnReader reads every input to its end, never crashing; each game's index is one more than
//     the last, and games start on increasing lines
//   2 every move token is a slice of the input, at the line and column that recounting the bytes
//     gives (a leading byte order mark is not a column), and never empty
//   3 variation tokens balance within a game that has no problem
//   4 a game without a problem, written again by write_pgn (its moves and result), reads back as
//     one game with the same moves and the same result
//   5 checking each game with the fast replayer and with the reference replayer (check.h) finds
//     the same problems (kind, ply, move, line, column) and the same verdict: the two SAN readers
//     and the two judges of endings agree
// On a broken property the input and the detail are printed, then abort().

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>

#include "formats/pgn.h"
#include "oracle/record_check.h"

namespace {

namespace formats = arbiter::formats;
namespace core = arbiter::core;
namespace oracle = arbiter::oracle;

[[noreturn]] void broken(const char* what, std::string_view text, const std::string& detail) {
    std::fprintf(stderr, "pgn_parse_fuzzer: %s\ntext: '%.*s'\n%s\n", what,
                 static_cast<int>(text.size()), text.data(), detail.c_str());
    std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const bool bom = size >= 3 && std::memcmp(data, "\xEF\xBB\xBF", 3) == 0;
    static const auto fast =
        oracle::make_replayer(arbiter::core::Game::Chess, arbiter::oracle::Impl::Fast);
    static const auto reference =
        oracle::make_replayer(arbiter::core::Game::Chess, arbiter::oracle::Impl::Reference);
    formats::PgnReader reader(text);
    formats::RecordGame game;
    oracle::GameReport by_fast, by_reference;
    std::size_t expected_index = 1;
    std::uint32_t last_line = 0;
    while (reader.next(game)) {
        if (game.index != expected_index++) broken("index out of order", text, "");
        if (game.at.line < last_line) broken("games go back in lines", text, "");
        last_line = game.at.line;
        int depth = 0;
        for (const formats::MoveToken& t : game.tokens) {
            if (t.kind == formats::TokenKind::VariationStart) ++depth;
            if (t.kind == formats::TokenKind::VariationEnd) --depth;
            if (t.kind != formats::TokenKind::Move) continue;
            if (t.text.empty()) broken("an empty move token", text, "");
            if (t.text.data() < text.data() || t.text.data() + t.text.size() > text.data() + size)
                broken("a move token outside the input", text, "");
            const auto offset = static_cast<std::size_t>(t.text.data() - text.data());
            std::uint32_t line = 1;
            std::size_t line_start = bom ? 3 : 0;
            for (std::size_t i = 0; i < offset; ++i)
                if (text[i] == '\n') {
                    ++line;
                    line_start = i + 1;
                }
            const auto column = static_cast<std::uint32_t>(offset - line_start + 1);
            if (t.at.line != line || t.at.column != column) {
                broken("a token's line:column is wrong", text,
                       std::string(t.text) + " said " + std::to_string(t.at.line) + ":" +
                           std::to_string(t.at.column) + ", is " + std::to_string(line) + ":" +
                           std::to_string(column));
            }
        }
        // 5: both implementations judge the game alike (the fast one without the reference's help).
        oracle::check_game(game, *fast.value(), nullptr, {}, by_fast);
        oracle::check_game(game, *reference.value(), nullptr, {}, by_reference);
        const auto summary = [](const oracle::GameReport& r) {
            const auto& v = r.verdict;
            std::string out = std::string(arbiter::core::outcome_name(v.outcome)) + " " +
                              std::string(v.rule ? arbiter::core::rule_name(*v.rule) : "") + " " +
                              std::to_string(v.winner ? arbiter::core::index(*v.winner) : -1) +
                              " ply " + std::to_string(v.ply) + " moves " + std::to_string(r.moves);
            for (const oracle::GameProblem& p : r.problems) {
                out += "; " + std::string(oracle::problem_kind_name(p.kind)) + " " +
                       (p.ply ? std::to_string(*p.ply) : std::string("-")) + " " + p.move + " " +
                       (p.at ? std::to_string(p.at->line) + ":" + std::to_string(p.at->column)
                             : std::string("-"));
                if (p.kind != oracle::ProblemKind::IllegalMove && p.rule)
                    out += " " + std::string(arbiter::core::rule_name(*p.rule));
            }
            return out;
        };
        if (summary(by_fast) != summary(by_reference)) {
            broken("the fast and reference replayers disagree", text,
                   "fast: " + summary(by_fast) + "\nreference: " + summary(by_reference));
        }
        if (game.problem) continue;
        if (depth != 0) broken("unbalanced variations without a problem", text, "");
        formats::PgnGame out;
        for (const formats::MoveToken& t : game.tokens)
            if (t.kind == formats::TokenKind::Move) out.moves.emplace_back(t.text);
        out.result = std::string(formats::pgn_result_text(game.result));
        const std::string written = formats::write_pgn(out);
        formats::PgnReader again(written);
        formats::RecordGame back;
        if (!again.next(back) || back.problem) {
            broken("the written game does not read back", text,
                   written + (back.problem ? back.problem->message : std::string()));
        }
        std::size_t k = 0;
        for (const formats::MoveToken& t : back.tokens) {
            while (k < game.tokens.size() && game.tokens[k].kind != formats::TokenKind::Move) ++k;
            if (k >= game.tokens.size() || t.text != game.tokens[k].text)
                broken("the written game reads back other moves", text, written);
            ++k;
        }
        while (k < game.tokens.size() && game.tokens[k].kind != formats::TokenKind::Move) ++k;
        if (k != game.tokens.size()) broken("the written game lost moves", text, written);
        if (back.result != formats::pgn_result(out.result))
            broken("the written game reads back another result", text, written);
        formats::RecordGame extra;
        if (again.next(extra)) broken("one written game reads back as two", text, written);
    }
    return 0;
}
