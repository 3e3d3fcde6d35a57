// shogi_kif_notation_fuzzer: any bytes as a record move text (KIF, KI2, CSA) for both shogi
// implementations (reference/shogi/record_notation.h, fast/shogi/record_notation.h).
//   1 the first byte picks a position (and whether a move was played before, for 同); the rest
//     is the move text;
//   2 both Japanese readers and both CSA readers return on any bytes, never crashing;
//   3 they agree: the reference accepts the text exactly when fast does, as the same move;
//   4 an accepted move is legal, and its KIF, KI2 and CSA texts printed by the reference read
//     back as the same move in both implementations.
// On a broken property the position, the text and the detail are printed, then abort().

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>

#include "fast/shogi/notation.h"
#include "fast/shogi/record_notation.h"
#include "reference/shogi/game.h"
#include "reference/shogi/notation.h"
#include "reference/shogi/record_notation.h"
#include "reference/shogi/rules.h"

namespace {

namespace ref = arbiter::reference::shogi;
namespace fs = arbiter::fast::shogi;

// Positions with a move before (its USI text, "" for none): 同, promotions, drops, words.
struct Start {
    std::string_view sfen;
    std::string_view before;
};
constexpr Start kStarts[] = {
    {"startpos", ""},
    {"lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3", "8h2b+"},
    {"4k4/9/9/9/2G1G1G2/9/2S1S1S2/9/4K4 b RBGSNLPrb 1", ""},
    {"8k/6S2/7G1/9/9/9/9/9/4K4 b P 1", ""},
    {"l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1", ""},
    {"4k4/7P1/9/3S5/9/4G4/9/9/4K4 b G 1", ""},
};

[[noreturn]] void broken(const char* what, std::string_view sfen, std::string_view text,
                         const std::string& detail) {
    std::fprintf(stderr, "shogi_kif_notation_fuzzer: %s\nposition: %.*s\ntext: '%.*s'\n%s\n", what,
                 static_cast<int>(sfen.size()), sfen.data(), static_cast<int>(text.size()),
                 text.data(), detail.c_str());
    std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const Start& start = kStarts[data[0] % std::size(kStarts)];
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    ref::Game game(ref::parse_position(start.sfen).value());
    fs::Position fpos = fs::parse_position(start.sfen).value();
    std::optional<ref::Square> last;
    fs::Square fast_last = fs::kNoSquare;
    if (!start.before.empty()) {
        const ref::Move m = *ref::parse_move(start.before);
        if (game.play(m)) broken("a start move is illegal", start.sfen, start.before, "");
        last = std::visit([](const auto& x) { return x.to; }, m);
        const auto fm = fs::find_legal(fpos, *fs::parse_move(start.before));
        fpos.make(*fm);
        fast_last = fs::move_to(*fm);
    }
    const ref::Position& pos = game.position();
    const std::string sfen = ref::print_position(pos);
    fs::TextError error = fs::TextError::None;
    for (int csa = 0; csa < 2; ++csa) {
        auto r = csa ? ref::parse_csa_move(pos, text) : ref::parse_japanese_move(pos, text, last);
        const fs::Move f = csa ? fs::parse_csa_move(fpos, text, error)
                               : fs::parse_japanese_move(fpos, text, fast_last, error);
        if (r.ok() != (f != fs::kNoMove)) {
            broken("the readers disagree on acceptance", sfen, text,
                   std::string(csa ? "csa" : "japanese") + " reference: " +
                       (r.ok() ? ref::print_move(r.value()) : r.error().detail) + "; fast: " +
                       (f != fs::kNoMove ? fs::print_move(f)
                                         : std::string(fs::text_error_name(error))));
        }
        if (!r.ok()) continue;
        const std::string usi = ref::print_move(r.value());
        if (fs::print_move(f) != usi) broken("the readers read other moves", sfen, text, usi);
        if (ref::first_broken_rule(pos, r.value()))
            broken("an accepted move is illegal", sfen, text, usi);
        for (const std::string& again : {ref::print_kif_move(pos, r.value(), last),
                                         ref::print_ki2_move(pos, r.value(), last)}) {
            auto back = ref::parse_japanese_move(pos, again, last);
            if (!back.ok() || ref::print_move(back.value()) != usi)
                broken("a printed Japanese move does not read back", sfen, again, usi);
            if (fs::parse_japanese_move(fpos, again, fast_last, error) != f)
                broken("fast does not read the printed Japanese move", sfen, again, usi);
        }
        const std::string c = ref::print_csa_move(pos, r.value());
        if (fs::parse_csa_move(fpos, c, error) != f)
            broken("fast does not read the CSA move", sfen, c, usi);
    }
    return 0;
}
