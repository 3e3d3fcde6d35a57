// xiangqi_fen_parse_fuzzer: any bytes as a xiangqi FEN, read by both implementations.
//   1 parse the text with reference/xiangqi (parse_position) and fast/xiangqi (position_from_fen)
//   2 both accept or both refuse, and a refusal carries the same problem codes on both sides
//   3 an accepted text prints the same FEN on both sides, and that FEN reparses (both sides) to
//     the same position (fast: operator==, invariants_hold)
//   4 the same text read with --lenient by both (fuzz/lenient_check.h): same acceptance,
//     codes, warnings, printed position, legal moves and check
// On divergence the text is printed, then abort().

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "fast/xiangqi/notation.h"
#include "fuzz/fuzz_input.h"
#include "fuzz/lenient_check.h"
#include "reference/xiangqi/notation.h"

namespace {

namespace fx = arbiter::fast::xiangqi;
namespace rx = arbiter::reference::xiangqi;

[[noreturn]] void diverged(const char* what, std::string_view text, const std::string& detail) {
    std::fprintf(stderr, "xiangqi_fen_parse_fuzzer: %s\ntext: '%.*s'\n%s\n", what,
                 static_cast<int>(text.size()), text.data(), detail.c_str());
    std::abort();
}

std::string joined(const std::vector<std::string>& v) {
    std::string out;
    for (const auto& s : v) out += s + " ";
    return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    arbiter::fuzz::FuzzInput input(data, size);
    const std::string_view text = input.rest();
    arbiter::fuzz::check_lenient(arbiter::core::Game::Xiangqi, text);
    auto ref = rx::parse_position(text);
    auto fast = fx::parse_position(text);
    if (ref.ok() != fast.ok()) {
        diverged(
            "one side accepts, the other refuses", text,
            ref.ok() ? "fast: " + fast.error().message() : "reference: " + ref.error().message());
    }
    if (!ref.ok()) {
        if (ref.error().codes() != fast.error().codes()) {
            diverged("different problem codes", text,
                     "reference: " + joined(ref.error().codes()) +
                         "\nfast: " + joined(fast.error().codes()));
        }
        return 0;
    }
    const std::string printed = fx::print_position(fast.value());
    if (printed != rx::print_position(ref.value())) diverged("printed FENs differ", text, printed);
    auto again = fx::parse_position(printed);
    if (!again.ok() || !(again.value() == fast.value()) || !again.value().invariants_hold())
        diverged("fast FEN does not round-trip", text, printed);
    auto ref_again = rx::parse_position(printed);
    if (!ref_again.ok() || !(ref_again.value() == ref.value()))
        diverged("reference FEN does not round-trip", text, printed);
    return 0;
}
