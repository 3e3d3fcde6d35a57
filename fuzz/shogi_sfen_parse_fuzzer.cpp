// shogi_sfen_parse_fuzzer: any bytes as SFEN text, to both shogi implementations.
//   1 neither crashes (sanitizers watch for UB);
//   2 both accept or both refuse, and when both refuse, with the same first problem/parse code;
//   3 when accepted: both print the same SFEN, fast's invariants hold, and fast reads its own
//     printout back to the same position and key (round trip).
//   4 the same text read with --lenient by both (fuzz/lenient_check.h): same acceptance,
//     codes, warnings, printed position, legal moves and check
// On divergence the input and both answers are printed, then abort().

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include "fast/shogi/position.h"
#include "fuzz/fuzz_input.h"
#include "fuzz/lenient_check.h"
#include "oracle/registry.h"

namespace {

namespace core = arbiter::core;
namespace oracle = arbiter::oracle;
namespace fs = arbiter::fast::shogi;

oracle::Adapter& adapter(oracle::Impl impl) {
    static std::shared_ptr<oracle::Adapter> ref, fast;
    auto& slot = impl == oracle::Impl::Reference ? ref : fast;
    if (!slot) {
        auto made = oracle::make_adapter(core::Game::Shogi, impl);
        if (!made.ok()) std::abort();
        slot = made.value();
    }
    return *slot;
}

[[noreturn]] void diverged(const std::string& what, std::string_view text,
                           const std::string& detail) {
    std::fprintf(stderr, "shogi_sfen_parse_fuzzer: %s\ninput: %.*s\n%s\n", what.c_str(),
                 static_cast<int>(text.size()), text.data(), detail.c_str());
    std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    arbiter::fuzz::FuzzInput input(data, size);
    const std::string_view text = input.rest();
    arbiter::fuzz::check_lenient(arbiter::core::Game::Shogi, text);
    auto& ref = adapter(oracle::Impl::Reference);
    auto& fast = adapter(oracle::Impl::Fast);
    const auto a = ref.set_position(text, {});
    const auto b = fast.set_position(text, {});
    if (a.ok() != b.ok()) {
        diverged("acceptance differs", text,
                 std::string("reference: ") + (a.ok() ? "ok" : a.error().message) +
                     "\nfast: " + (b.ok() ? "ok" : b.error().message));
    }
    if (!a.ok()) {
        if (a.error().codes != b.error().codes) {
            diverged("codes differ", text,
                     "reference: " + a.error().message + "\nfast: " + b.error().message);
        }
        return 0;
    }
    if (ref.fen() != fast.fen()) diverged("printouts differ", text, ref.fen() + "\n" + fast.fen());
    fs::Position pos;
    if (!fs::Position::named(text, pos) &&
        fs::Position::parse_sfen(text, pos) != fs::ParseError::None) {
        diverged("fast parser refuses what its adapter accepted", text, "");
    }
    if (!pos.invariants_hold()) diverged("invariants broken", text, pos.sfen());
    fs::Position back;
    if (fs::Position::parse_sfen(pos.sfen(), back) != fs::ParseError::None || !(back == pos) ||
        back.key() != pos.key()) {
        diverged("round trip", text, pos.sfen());
    }
    return 0;
}
