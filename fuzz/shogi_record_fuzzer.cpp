// shogi_record_fuzzer: any bytes as a shogi record file (formats/shogi_records.h).
//   1 the first byte picks the reader (KIF/KI2, CSA, USI); the rest is the file (UTF-8 or, when
//     not valid UTF-8, read as Shift_JIS);
//   2 the reader reads every input to its end, never crashing; game indexes count up by one and
//     games start on lines that never go back;
//   3 every move token is non-empty;
//   4 checking each game with the fast replayer (the reference naming the rule of a refused move,
//     as in `arbiter games`) and with the reference replayer (check.h) finds the same problems
//     (kind, ply, move, line, column, and rule but for illegal moves' details) and the same
//     verdict.
// On a broken property the input and the detail are printed, then abort().

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <string_view>

#include "formats/shogi_records.h"
#include "oracle/record_check.h"

namespace {

namespace formats = arbiter::formats;
namespace core = arbiter::core;
namespace oracle = arbiter::oracle;

[[noreturn]] void broken(const char* what, std::string_view text, const std::string& detail) {
    std::fprintf(stderr, "shogi_record_fuzzer: %s\ntext: '%.*s'\n%s\n", what,
                 static_cast<int>(text.size()), text.data(), detail.c_str());
    std::abort();
}

std::string summary(const oracle::GameReport& r) {
    const auto& v = r.verdict;
    std::string out = std::string(arbiter::core::outcome_name(v.outcome)) + " " +
                      std::string(v.rule ? arbiter::core::rule_name(*v.rule) : "") + " " +
                      std::to_string(v.winner ? arbiter::core::index(*v.winner) : -1) + " ply " +
                      std::to_string(v.ply) + " moves " + std::to_string(r.moves);
    for (const oracle::GameProblem& p : r.problems) {
        out += "; " + std::string(oracle::problem_kind_name(p.kind)) + " " +
               (p.ply ? std::to_string(*p.ply) : std::string("-")) + " " + p.move + " " +
               (p.at ? std::to_string(p.at->line) + ":" + std::to_string(p.at->column)
                     : std::string("-"));
        if (p.kind != oracle::ProblemKind::IllegalMove && p.rule)
            out += " " + std::string(arbiter::core::rule_name(*p.rule));
    }
    return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    static const auto fast =
        oracle::make_replayer(arbiter::core::Game::Shogi, arbiter::oracle::Impl::Fast);
    static const auto reference =
        oracle::make_replayer(arbiter::core::Game::Shogi, arbiter::oracle::Impl::Reference);
    static const auto explainer =
        oracle::make_replayer(arbiter::core::Game::Shogi, arbiter::oracle::Impl::Reference);
    std::unique_ptr<formats::RecordReader> reader;
    switch (data[0] % 3) {
    case 0:
        reader = std::make_unique<formats::KifReader>(text);
        break;
    case 1:
        reader = std::make_unique<formats::CsaReader>(text);
        break;
    default:
        reader = std::make_unique<formats::UsiReader>(text);
        break;
    }
    formats::RecordGame game;
    oracle::GameReport by_fast, by_reference;
    std::size_t expected_index = 1;
    std::uint32_t last_line = 0;
    while (reader->next(game)) {
        if (game.index != expected_index++) broken("index out of order", text, "");
        if (game.at.line < last_line) broken("games go back in lines", text, "");
        last_line = game.at.line;
        for (const formats::MoveToken& t : game.tokens)
            if (t.kind == formats::TokenKind::Move && t.text.empty())
                broken("an empty move token", text, "");
        oracle::check_game(game, *fast.value(), explainer.value().get(), {}, by_fast);
        oracle::check_game(game, *reference.value(), nullptr, {}, by_reference);
        if (summary(by_fast) != summary(by_reference)) {
            broken("the fast and reference replayers disagree", text,
                   "fast: " + summary(by_fast) + "\nreference: " + summary(by_reference));
        }
        if (expected_index > 10000) broken("too many games", text, "");
    }
    return 0;
}
