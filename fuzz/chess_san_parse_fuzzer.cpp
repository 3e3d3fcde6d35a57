// chess_san_parse_fuzzer: the bytes pick a position and a SAN text for both chess implementations.
//   byte 0      one of kPositions (positions with SAN edge cases: disambiguation, promotion,
//               castling, en passant);
//   byte 1      0-15 plies of a walk from it, each ply one byte choosing among the sorted legal
//               moves (so that the fuzzer reaches other positions too);
//   the rest    the text given to reference::chess::parse_san and fast::chess::parse_san.
// Checked (docs/notation.md):
//   1 both accept or both refuse, with the same kind (malformed, illegal, ambiguous); the
//     reference names a rule for every illegal or ambiguous text, and none for a malformed one;
//   2 accepted: both resolve to the same move, print the same canonical SAN for it, and read
//     that SAN back as the same move.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "fast/chess/notation.h"
#include "fast/chess/record_notation.h"
#include "fuzz/chess_fuzz_common.h"
#include "fuzz/fuzz_input.h"
#include "reference/chess/notation.h"
#include "reference/chess/record_notation.h"
#include "reference/chess/rules.h"

namespace {

namespace ref = arbiter::reference::chess;
namespace fc = arbiter::fast::chess;
using arbiter::fuzz::diverged;

// The positions of tests/unit/chess/record_notation_test.cpp, and the CPW perft positions.
constexpr std::string_view kPositions[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1",
    "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1",
    "4k3/8/8/8/8/Q7/8/Q1Q4K w - - 0 1",
    "4k3/8/8/b7/8/2N5/8/4K1N1 w - - 0 1",
    "4k3/8/8/8/8/8/8/4K1Nr w - - 0 1",
    "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1",
    "k7/2P5/1K6/8/8/8/8/8 w - - 0 1",
    "5k2/8/8/8/8/8/8/4K2R w K - 0 1",
    "r3k3/8/8/8/8/8/8/3K4 b q - 0 1",
    "6N1/5K2/8/R2pP2k/8/6B1/5N2/8 w - d6 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
};
constexpr std::size_t kPositionCount = sizeof(kPositions) / sizeof(kPositions[0]);

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 64) return 0;  // both refuse texts over 16 bytes
    arbiter::fuzz::FuzzInput input(data, size);
    const std::string_view fen = kPositions[input.index(kPositionCount)];
    auto rp = ref::parse_position(fen);
    auto fp = fc::parse_position(fen);
    if (!rp || !fp) diverged("a fuzz position is refused", fen, {}, "");
    ref::Position r = rp.value();
    fc::Position f = fp.value();
    std::vector<std::string> line;
    const int plies = input.byte() % 16;
    for (int i = 0; i < plies; ++i) {
        std::vector<std::string> moves;
        for (const ref::Move& m : ref::legal_moves(r)) moves.push_back(ref::print_move(m));
        if (moves.empty()) break;
        std::sort(moves.begin(), moves.end());
        const std::string& uci = moves[input.index(moves.size())];
        const auto rm = ref::parse_move(uci);
        const auto fm = fc::parse_move(uci);
        const auto fl = fm ? fc::find_legal(f, *fm) : std::nullopt;
        if (!rm || !fl) diverged("fast refuses a legal move of the walk", fen, line, uci);
        r = r.after(rm.value());
        f.make(*fl);
        line.push_back(uci);
    }
    const std::string_view text = input.rest();
    const auto rs = ref::parse_san(r, text);
    const auto fs = fc::parse_san(f, text);
    const std::string quoted = "text '" + std::string(text) + "'";
    if (rs.ok() != fs.ok())
        diverged("one implementation reads the SAN, the other refuses it", fen, line,
                 quoted + "\nreference: " +
                     (rs.ok() ? ref::print_move(rs.value()) : rs.error().message()) + "\nfast: " +
                     (fs.ok() ? fc::print_move(fs.value()) : std::string(fs.error().kind_name())));
    if (!rs.ok()) {
        if (rs.error().kind_name() != fs.error().kind_name())
            diverged("different kinds of refusal", fen, line,
                     quoted + "\nreference: " + rs.error().message() +
                         "\nfast: " + std::string(fs.error().kind_name()));
        if (rs.error().rule.has_value() != (rs.error().kind != ref::SanErrorKind::Malformed))
            diverged("the reference names a rule exactly for illegal and ambiguous SAN", fen, line,
                     quoted + "\n" + rs.error().message());
        return 0;
    }
    if (ref::print_move(rs.value()) != fc::print_move(fs.value()))
        diverged("the two read the SAN as different moves", fen, line,
                 quoted + "\nreference: " + ref::print_move(rs.value()) +
                     "\nfast: " + fc::print_move(fs.value()));
    const std::string rsan = ref::print_san(r, rs.value());
    const std::string fsan = fc::print_san(f, fs.value());
    if (rsan != fsan)
        diverged("different canonical SAN", fen, line,
                 quoted + "\nreference: " + rsan + "\nfast: " + fsan);
    const auto rback = ref::parse_san(r, rsan);
    const auto fback = fc::parse_san(f, fsan);
    if (!rback.ok() || !(rback.value() == rs.value()) || !fback.ok() ||
        !(fback.value() == fs.value()))
        diverged("the canonical SAN does not read back as its move", fen, line,
                 quoted + "\nprinted: " + rsan);
    return 0;
}
