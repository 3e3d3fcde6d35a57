// xiangqi_notation_parse_fuzzer: the bytes pick a position and a move text for the record
// notation readers of both xiangqi implementations (ICCS, WXF, Chinese; docs/notation.md).
//   byte 0      one of kPositions (the start position and positions crowded with tandem pieces);
//   byte 1      0-15 plies of a walk from it, each ply one byte choosing among the legal moves;
//   the rest    the text given to reference::xiangqi::parse_record_move and
//               fast::xiangqi::parse_record_move.
// Checked: both accept or both refuse with the same kind (malformed; ambiguous; no legal move,
// which the reference splits into illegal-with-a-rule and no-such-move); an accepted text is the
// same move for both, whose WXF and Chinese texts both print alike and read back as that move.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "fast/xiangqi/movegen.h"
#include "fast/xiangqi/notation.h"
#include "fast/xiangqi/record_notation.h"
#include "fuzz/chess_fuzz_common.h"
#include "fuzz/fuzz_input.h"
#include "reference/xiangqi/notation.h"
#include "reference/xiangqi/record_notation.h"
#include "reference/xiangqi/rules.h"

namespace {

namespace xq = arbiter::reference::xiangqi;
namespace fx = arbiter::fast::xiangqi;
using arbiter::fuzz::diverged;

// The positions of tests/unit/xiangqi/record_notation_test.cpp.
constexpr std::string_view kPositions[] = {
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "5k3/9/4P4/2P1P4/2P1P4/p5p2/p5p2/6p2/9/3K5 w - - 0 1",
    "5k3/9/4P4/2P1P4/2P1P4/p5p2/p5p2/6p2/9/3K5 b - - 0 1",
    "2P6/2P1k4/2P6/2P6/2P6/6p1p/6p2/6p2/6p2/3K5 w - - 0 1",
    "2P6/2P1k4/2P6/2P6/2P6/6p1p/6p2/6p2/6p2/3K5 b - - 0 1",
    "5k3/9/4P4/4P4/4P4/9/9/9/9/3K5 w - - 0 1",
    "3k1ab1r/1c7/5a1C1/4N4/1R4b1r/2B6/4N4/3A3C1/1R2K4/2BA5 w - - 0 1",
    "3k1ab1r/1c7/5a1C1/4N4/1R4b1r/2B6/4N4/3A3C1/1R2K4/2BA5 b - - 0 1",
};
constexpr std::size_t kPositionCount = sizeof(kPositions) / sizeof(kPositions[0]);

fx::Move fast_of(xq::Move m) {
    return fx::Move(m.from.rank * 9 + m.from.file, m.to.rank * 9 + m.to.file);
}

std::string_view fast_kind(fx::NotationRefusal r) {
    switch (r) {
    case fx::NotationRefusal::Malformed:
        return "malformed";
    case fx::NotationRefusal::Ambiguous:
        return "ambiguous";
    case fx::NotationRefusal::NoSuchMove:
        return "no legal move";
    }
    return "?";
}

std::string_view reference_kind(const xq::NotationError& e) {
    switch (e.kind) {
    case xq::NotationError::Kind::Malformed:
        return "malformed";
    case xq::NotationError::Kind::Ambiguous:
        return "ambiguous";
    case xq::NotationError::Kind::NoSuchMove:
    case xq::NotationError::Kind::Illegal:
        return "no legal move";
    }
    return "?";
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 64) return 0;  // every notation is a few characters
    arbiter::fuzz::FuzzInput input(data, size);
    const std::string_view fen = kPositions[input.index(kPositionCount)];
    auto rp = xq::parse_position(fen);
    auto fp = fx::parse_position(fen);
    if (!rp || !fp) diverged("a fuzz position is refused", fen, {}, "");
    xq::Position r = rp.value();
    fx::Position f = fp.value();
    std::vector<std::string> line;
    const int plies = input.byte() % 16;
    for (int i = 0; i < plies; ++i) {
        const std::vector<xq::Move> moves = xq::legal_moves(r);
        if (moves.empty()) break;
        const xq::Move m = moves[input.index(moves.size())];
        const auto fm = fx::find_legal(f, fx::ParsedMove{fast_of(m).from(), fast_of(m).to()});
        if (!fm) diverged("fast refuses a legal move of the walk", fen, line, xq::print_move(m));
        r = r.after_unchecked(m);
        fx::Undo undo;
        f.make(*fm, undo);
        line.push_back(xq::print_move(m));
    }
    const std::string_view text = input.rest();
    const auto rs = xq::parse_record_move(r, text);
    const auto fs = fx::parse_record_move(f, text);
    const std::string quoted = "text '" + std::string(text) + "'";
    if (rs.ok() != fs.ok() || (!rs.ok() && reference_kind(rs.error()) != fast_kind(fs.error()))) {
        diverged("the two readers decide differently", fen, line,
                 quoted +
                     "\nreference: " + (rs.ok() ? xq::print_move(rs.value()) : rs.error().detail) +
                     "\nfast: " + (fs.ok() ? fx::print_move(fs.value()) : "refused"));
    }
    if (!rs.ok()) {
        if (rs.error().kind == xq::NotationError::Kind::Illegal && !rs.error().rule)
            diverged("the reference names a rule for every illegal text", fen, line, quoted);
        return 0;
    }
    if (!(fast_of(rs.value()) == fs.value()))
        diverged("the two read the text as different moves", fen, line, quoted);
    const std::string wxf = xq::print_wxf(r, rs.value());
    const std::string chinese = xq::print_chinese(r, rs.value());
    if (wxf != fx::print_wxf(f, fs.value()) || chinese != fx::print_chinese(f, fs.value()))
        diverged("different WXF or Chinese text", fen, line, quoted + "\n" + wxf + " " + chinese);
    for (const std::string& back : {wxf, chinese}) {
        const auto rb = xq::parse_record_move(r, back);
        const auto fb = fx::parse_record_move(f, back);
        if (!rb.ok() || !(rb.value() == rs.value()) || !fb.ok() || !(fb.value() == fs.value()))
            diverged("a printed text does not read back as its move", fen, line, back);
    }
    return 0;
}
