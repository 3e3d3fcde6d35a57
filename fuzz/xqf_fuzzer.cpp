// xqf_fuzzer: any bytes as an XQF file (formats/xqf.h), plain or encrypted.
//   1 read_xqf is total: a game or a problem whose offset lies within the input; every move's
//     points are on the board; the tree's links point to later moves (no cycle);
//   2 the RecordReader gives one game: move tokens of four characters, variations balanced;
//   3 checking it with the fast replayer (the reference explaining refusals) and with the reference
//     replayer finds the same problems and verdict, without crashing;
//   4 a game read without a problem, written as XQF 1.0 (its start and mainline, with the
//     mainline's comments), reads back to the same start, mainline and comments.
// On a broken property the input's size and the detail are printed, then abort().

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "formats/xqf.h"
#include "oracle/record_check.h"

namespace {

namespace formats = arbiter::formats;
namespace oracle = arbiter::oracle;

[[noreturn]] void broken(const char* what, std::string_view bytes, const std::string& detail) {
    std::fprintf(stderr, "xqf_fuzzer: %s\n%zu bytes\n%s\n", what, bytes.size(), detail.c_str());
    std::abort();
}

void check_tree(std::string_view bytes, const formats::XqfGame& game,
                const std::optional<formats::XqfProblem>& problem) {
    if (problem && problem->offset > bytes.size()) broken("a problem beyond the input", bytes, "");
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        const formats::XqfMove& m = game.moves[i];
        if (m.from >= 90 || m.to >= 90) broken("a move off the board", bytes, "");
        const auto later = [&](std::int32_t link) {
            return link < 0 || (static_cast<std::size_t>(link) > i &&
                                static_cast<std::size_t>(link) < game.moves.size());
        };
        if (!later(m.next) || !later(m.alternative)) broken("a link backwards", bytes, "");
    }
}

void check_round_trip(std::string_view bytes, const formats::XqfGame& game) {
    const std::optional<std::string> fen = formats::xqf_fen(game);
    if (!fen) return;
    formats::XiangqiRecord record;
    record.fen = *fen;
    std::vector<std::string> comments;
    for (std::int32_t i = game.first; i >= 0; i = game.moves[static_cast<std::size_t>(i)].next) {
        record.ucci.push_back(formats::xqf_move_text(game.moves[static_cast<std::size_t>(i)]));
        comments.push_back(game.moves[static_cast<std::size_t>(i)].comment);
    }
    auto written = formats::write_xqf(record, comments);
    if (!written) broken("the writer refuses what was read", bytes, written.error().message);
    formats::XqfGame again;
    if (auto p = formats::read_xqf(written.value(), again))
        broken("what the writer wrote is not read", bytes, p->message);
    std::vector<std::string> moves;
    std::vector<std::string> notes;
    for (std::int32_t i = again.first; i >= 0; i = again.moves[static_cast<std::size_t>(i)].next) {
        moves.push_back(formats::xqf_move_text(again.moves[static_cast<std::size_t>(i)]));
        notes.push_back(again.moves[static_cast<std::size_t>(i)].comment);
    }
    if (formats::xqf_fen(again) != fen || moves != record.ucci || notes != comments)
        broken("the written mainline reads back differently", bytes, *fen);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 65536) return 0;
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    formats::XqfGame xqf;
    const std::optional<formats::XqfProblem> problem = formats::read_xqf(bytes, xqf);
    check_tree(bytes, xqf, problem);
    if (!problem) check_round_trip(bytes, xqf);

    static const auto fast =
        oracle::make_replayer(arbiter::core::Game::Xiangqi, arbiter::oracle::Impl::Fast);
    static const auto reference =
        oracle::make_replayer(arbiter::core::Game::Xiangqi, arbiter::oracle::Impl::Reference);
    if (!fast || !reference) broken("no xiangqi replayer", bytes, "");
    auto reader = formats::make_xqf_reader(bytes, {}, 1);
    formats::RecordGame game;
    int games = 0;
    while (reader->next(game)) {
        if (++games > 1) broken("more than one game", bytes, "");
        int depth = 0;
        for (const formats::MoveToken& t : game.tokens) {
            if (t.kind == formats::TokenKind::VariationStart) ++depth;
            if (t.kind == formats::TokenKind::VariationEnd) --depth;
            if (depth < 0) broken("a variation closed before it opened", bytes, "");
            if (t.kind == formats::TokenKind::Move && t.text.size() != 4)
                broken("a move token not of four characters", bytes, std::string(t.text));
        }
        if (depth != 0) broken("unbalanced variations", bytes, "");
        oracle::GameReport by_fast, by_reference;
        oracle::check_game(game, *fast.value(), reference.value().get(), {}, by_fast);
        oracle::check_game(game, *reference.value(), nullptr, {}, by_reference);
        bool same = by_fast.problems.size() == by_reference.problems.size() &&
                    by_fast.verdict.outcome == by_reference.verdict.outcome &&
                    by_fast.verdict.rule == by_reference.verdict.rule &&
                    by_fast.verdict.ply == by_reference.verdict.ply;
        for (std::size_t i = 0; same && i < by_fast.problems.size(); ++i) {
            const oracle::GameProblem& p = by_fast.problems[i];
            const oracle::GameProblem& q = by_reference.problems[i];
            same = p.kind == q.kind && p.ply == q.ply && p.move == q.move && p.rule == q.rule;
        }
        if (!same) {
            broken("the implementations judge the game differently", bytes,
                   oracle::report_json(by_fast, arbiter::core::Game::Xiangqi) + "\n" +
                       oracle::report_json(by_reference, arbiter::core::Game::Xiangqi));
        }
    }
    if (!bytes.empty() && games != 1) broken("no game read", bytes, "");
    return 0;
}
