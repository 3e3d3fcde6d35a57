// game_record_fuzzer: any bytes as a game record (corpus/records.schema.json), loaded and judged.
//   1 parse_record_text gives a record or an error whose message names the JSON pointer
//     ("f.json: /...: ...")
//   2 a loaded record adjudicates to a verdict or to an error naming a pointer, never a crash
//   3 a verdict's result is ongoing, win or draw; a win names a winner and a rule, a draw no
//   winner;
//     every foul's ply is at most the verdict's ply + 1; verdict_json is valid JSON
// On a broken property the text and the detail are printed, then abort().

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "core/game_end.h"
#include "fuzz/fuzz_input.h"
#include "referee/adjudicate/adjudicate.h"
#include "referee/adjudicate/record.h"

namespace {

namespace adj = arbiter::referee::adjudicate;
namespace core = arbiter::core;

constexpr std::size_t kMaxFuzzEvents = 400;  // keeps one input well under a second

[[noreturn]] void broken(const char* what, std::string_view text, const std::string& detail) {
    std::fprintf(stderr, "game_record_fuzzer: %s\ntext: '%.*s'\n%s\n", what,
                 static_cast<int>(text.size()), text.data(), detail.c_str());
    std::abort();
}

bool names_pointer(const std::string& message) { return message.rfind("f.json: /", 0) == 0; }

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    arbiter::fuzz::FuzzInput in(data, size);
    const std::string_view text = in.rest();
    auto rec = adj::parse_record_text(text, "f.json");
    if (!rec.ok()) {
        if (!names_pointer(rec.error().message))
            broken("load error without a pointer", text, rec.error().message);
        return 0;
    }
    if (rec.value().events.size() > kMaxFuzzEvents) return 0;
    auto v = adj::adjudicate(rec.value());
    if (!v.ok()) {
        if (!names_pointer(v.error().message))
            broken("adjudicate error without a pointer", text, v.error().message);
        return 0;
    }
    const adj::Verdict& verdict = v.value();
    const core::GameEnd& end = verdict.end;
    if (end.outcome == core::Outcome::Win) {
        if (!end.winner || !end.rule)
            broken("a win without winner or rule", text, adj::verdict_json(verdict));
    } else if (end.outcome == core::Outcome::Draw) {
        if (end.winner || !end.rule)
            broken("a draw with a winner or without rule", text, adj::verdict_json(verdict));
    } else if (end.winner) {
        broken("an ongoing game with a winner", text, adj::verdict_json(verdict));
    }
    for (const auto& f : verdict.fouls)
        if (f.ply > end.ply + 1)
            broken("a foul after the verdict", text, adj::verdict_json(verdict));
    const auto j = nlohmann::json::parse(adj::verdict_json(verdict), nullptr, false);
    if (j.is_discarded()) broken("verdict_json is not JSON", text, adj::verdict_json(verdict));
    return 0;
}
