// chess_fen_parse_fuzzer: the bytes are a FEN for both chess implementations.
//   1 parse with both (reference and fast adapters; fast also through its own API)
//   2 both accept or both reject; when both reject, both report the same problem codes
//   3 accepted: fast's print(parse(x)) parses to an equal Position (hash and invariants included),
//     the reference's printed FEN reparses to the same text, and both list the same legal moves
//     and agree on check
//   4 the same text read with --lenient by both (fuzz/lenient_check.h): same acceptance,
//     codes, warnings, printed position, legal moves and check
//   5 both as Chess960 (X-FEN/Shredder-FEN rights of any rook): the reference accepts whatever
//     standard chess accepts, with as many legal moves (castling written as king takes rook); its
//     printed X-FEN reparses to the same text; fast as Chess960 accepts and refuses alike (the
//     same codes), prints the same X-FEN placement, side and castling field, lists the same legal
//     moves, agrees on check, and its print(parse(x)) parses to an equal Position

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "fast/chess/notation.h"
#include "fuzz/chess_fuzz_common.h"
#include "fuzz/fuzz_input.h"
#include "fuzz/lenient_check.h"

namespace {

using arbiter::fuzz::chess_adapter;
using arbiter::fuzz::diverged;
using arbiter::oracle::Impl;
namespace fc = arbiter::fast::chess;

std::vector<std::string> sorted(std::vector<std::string> v) {
    std::sort(v.begin(), v.end());
    return v;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 1024) return 0;  // both parsers refuse texts over 256 bytes anyway
    arbiter::fuzz::FuzzInput input(data, size);
    const std::string text(input.rest());
    arbiter::fuzz::check_lenient(arbiter::core::Game::Chess, text);
    auto& ref = chess_adapter(Impl::Reference);
    auto& fast = chess_adapter(Impl::Fast);
    const auto r = ref.set_position(text, {});
    const auto f = fast.set_position(text, {});
    {
        static const std::shared_ptr<arbiter::oracle::Adapter> ref960 =
            arbiter::oracle::make_adapter(arbiter::core::Game::Chess, Impl::Reference, true)
                .value();
        const auto r960 = ref960->set_position(text, {});
        if (r.ok() && !r960.ok())
            diverged("Chess960 refuses a position standard chess accepts", text, {},
                     r960.error().message);
        if (r960.ok()) {
            const std::string fen960 = ref960->fen();
            if (r.ok() && ref960->legal_moves().size() != ref.legal_moves().size())
                diverged("Chess960 and standard chess count different legal moves", text, {},
                         "chess960: " + arbiter::fuzz::join(ref960->legal_moves()) +
                             "\nstandard: " + arbiter::fuzz::join(ref.legal_moves()));
            if (!ref960->set_position(fen960, {}).ok() || ref960->fen() != fen960)
                diverged("reference Chess960 X-FEN round trip", text, {}, "printed: " + fen960);
        }
        static const std::shared_ptr<arbiter::oracle::Adapter> fast960 =
            arbiter::oracle::make_adapter(arbiter::core::Game::Chess, Impl::Fast, true).value();
        const auto f960 = fast960->set_position(text, {});
        if (r960.ok() != f960.ok())
            diverged("as Chess960 one implementation accepts the FEN, the other refuses it", text,
                     {},
                     "reference: " + (r960.ok() ? std::string("accepted") : r960.error().message) +
                         "\nfast: " + (f960.ok() ? std::string("accepted") : f960.error().message));
        if (!r960.ok() && sorted(r960.error().codes) != sorted(f960.error().codes))
            diverged("as Chess960 different problem codes", text, {},
                     "reference: " + arbiter::fuzz::join(r960.error().codes) +
                         "\nfast: " + arbiter::fuzz::join(f960.error().codes));
        if (r960.ok()) {
            // ref960 may have been set to its own printed FEN above: the same position. The
            // en passant field follows each one's convention (the reference keeps the square
            // of any double push, fast only a capturable one): the fields before it agree.
            const auto first_fields = [](const std::string& fen) {
                std::size_t end = fen.find(' ');
                for (int i = 0; i < 2 && end != std::string::npos; ++i)
                    end = fen.find(' ', end + 1);
                return fen.substr(0, end);
            };
            if (first_fields(ref960->fen()) != first_fields(fast960->fen()))
                diverged("as Chess960 the printed X-FENs differ", text, {},
                         "reference: " + ref960->fen() + "\nfast: " + fast960->fen());
            if (ref960->legal_moves() != fast960->legal_moves())
                diverged("as Chess960 legal moves differ", text, {},
                         "reference: " + arbiter::fuzz::join(ref960->legal_moves()) +
                             "\nfast: " + arbiter::fuzz::join(fast960->legal_moves()));
            if (ref960->in_check() != fast960->in_check())
                diverged("as Chess960 check differs", text, {}, "");
            auto pos = fc::parse_position(text, true);
            if (!pos.ok())
                diverged("fast API refuses as Chess960 what its adapter accepted", text, {},
                         pos.error().message);
            const std::string printed = fc::print_position(pos.value());
            auto again = fc::parse_position(printed, true);
            if (!again.ok() || !(again.value() == pos.value()) || !again.value().invariants_hold())
                diverged("fast Chess960 FEN round trip", text, {}, "printed: " + printed);
        }
    }
    if (r.ok() != f.ok())
        diverged("one implementation accepts the FEN, the other refuses it", text, {},
                 "reference: " + (r.ok() ? std::string("accepted") : r.error().message) +
                     "\nfast: " + (f.ok() ? std::string("accepted") : f.error().message));
    if (!r.ok()) {
        if (sorted(r.error().codes) != sorted(f.error().codes))
            diverged("different problem codes", text, {},
                     "reference: " + arbiter::fuzz::join(r.error().codes) +
                         "\nfast: " + arbiter::fuzz::join(f.error().codes));
        return 0;
    }
    // 3 fast round trip, through its own API
    auto pos = fc::parse_position(text);
    if (!pos.ok())
        diverged("fast API refuses what its adapter accepted", text, {}, pos.error().message);
    const std::string printed = fc::print_position(pos.value());
    auto again = fc::parse_position(printed);
    if (!again.ok() || !(again.value() == pos.value()) || !again.value().invariants_hold())
        diverged("fast FEN round trip", text, {}, "printed: " + printed);
    // 3 reference round trip
    const std::string ref_fen = ref.fen();
    if (!ref.set_position(ref_fen, {}).ok() || ref.fen() != ref_fen)
        diverged("reference FEN round trip", text, {}, "printed: " + ref_fen);
    // 3 same moves, same check
    if (ref.legal_moves() != fast.legal_moves())
        diverged("legal moves differ", text, {},
                 "reference: " + arbiter::fuzz::join(ref.legal_moves()) +
                     "\nfast: " + arbiter::fuzz::join(fast.legal_moves()));
    if (ref.in_check() != fast.in_check()) diverged("check differs", text, {}, "");
    return 0;
}
