// xiangqi_record_fuzzer: any bytes as a xiangqi record file (formats/xiangqi_records.h),
// read by the PGN reader's xiangqi dialect (byte 0 even) or by the DhtmlXQ reader (odd), the rest
// of the bytes being the file (UTF-8, or anything: GB18030 conversion is tried).
//   1 the reader reads every input to its end, never crashing; game indexes count up by one;
//   2 every move token is non-empty and variation tokens balance within a game without a problem;
//   3 checking each game with the fast replayer (the reference explaining refusals) and with the
//     reference replayer (check.h) finds the same problems (kind, ply, move, line, column) and the
//     same verdict: the two notation readers and the two judges of endings agree.
// On a broken property the input and the detail are printed, then abort().

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "formats/xiangqi_records.h"
#include "oracle/record_check.h"

namespace {

namespace formats = arbiter::formats;
namespace core = arbiter::core;
namespace oracle = arbiter::oracle;

[[noreturn]] void broken(const char* what, std::string_view text, const std::string& detail) {
    std::fprintf(stderr, "xiangqi_record_fuzzer: %s\ntext: '%.*s'\n%s\n", what,
                 static_cast<int>(text.size()), text.data(), detail.c_str());
    std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0 || size > 4096) return 0;
    const bool dhtmlxq = (data[0] & 1) != 0;
    const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
    static const auto fast =
        oracle::make_replayer(arbiter::core::Game::Xiangqi, arbiter::oracle::Impl::Fast);
    static const auto reference =
        oracle::make_replayer(arbiter::core::Game::Xiangqi, arbiter::oracle::Impl::Reference);
    if (!fast || !reference) broken("no xiangqi replayer", text, "");
    auto reader = dhtmlxq ? formats::make_dhtmlxq_reader(text, {}, 1)
                          : formats::make_xiangqi_pgn_reader(text, {}, 1);
    formats::RecordGame game;
    oracle::GameReport by_fast, by_reference;
    std::size_t expected_index = 1;
    int games = 0;
    while (reader->next(game)) {
        if (++games > 1000) broken("too many games for the input", text, "");
        if (game.index != expected_index++) broken("index out of order", text, "");
        int depth = 0;
        for (const formats::MoveToken& t : game.tokens) {
            if (t.kind == formats::TokenKind::VariationStart) ++depth;
            if (t.kind == formats::TokenKind::VariationEnd) --depth;
            if (t.kind == formats::TokenKind::Move && t.text.empty())
                broken("an empty move token", text, "");
        }
        if (!game.problem && depth != 0) broken("unbalanced variations", text, "");
        oracle::check_game(game, *fast.value(), reference.value().get(), {}, by_fast);
        oracle::check_game(game, *reference.value(), nullptr, {}, by_reference);
        const std::string a = oracle::report_json(by_fast, arbiter::core::Game::Xiangqi);
        const std::string b = oracle::report_json(by_reference, arbiter::core::Game::Xiangqi);
        // Details may word a refusal differently; kinds, plies, moves, rules and places may not.
        bool same = by_fast.problems.size() == by_reference.problems.size() &&
                    by_fast.verdict.outcome == by_reference.verdict.outcome &&
                    by_fast.verdict.winner == by_reference.verdict.winner &&
                    by_fast.verdict.rule == by_reference.verdict.rule &&
                    by_fast.verdict.ply == by_reference.verdict.ply;
        for (std::size_t i = 0; same && i < by_fast.problems.size(); ++i) {
            const oracle::GameProblem& p = by_fast.problems[i];
            const oracle::GameProblem& q = by_reference.problems[i];
            same = p.kind == q.kind && p.ply == q.ply && p.move == q.move && p.rule == q.rule &&
                   (p.at.has_value() == q.at.has_value()) &&
                   (!p.at || (p.at->line == q.at->line && p.at->column == q.at->column));
        }
        if (!same) broken("the implementations judge the game differently", text, a + "\n" + b);
    }
    return 0;
}
