// The xiangqi record notations (docs/notation.md) over random legal play: for every legal move of
// every position reached, reference/xiangqi and fast/xiangqi print the same WXF, Chinese and ICCS
// text, and each implementation reads every printed text back to that move (parse(print(m)) ==
// m), the other's too. Walks start from the standard position and from positions crowded with
// tandem pieces (soldiers on one file, on two files, tandem chariots, horses, cannons).
// Replay a failure with RC_PARAMS="reproduce=...".

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <string>
#include <vector>

#include "fast/xiangqi/movegen.h"
#include "fast/xiangqi/notation.h"
#include "fast/xiangqi/record_notation.h"
#include "reference/xiangqi/notation.h"
#include "reference/xiangqi/record_notation.h"
#include "reference/xiangqi/rules.h"

namespace {

namespace xq = arbiter::reference::xiangqi;
namespace fx = arbiter::fast::xiangqi;

const std::vector<std::string>& start_fens() {
    static const std::vector<std::string> fens = {
        std::string(xq::kStartFen),
        "5k3/9/4P4/2P1P4/2P1P4/p5p2/p5p2/6p2/9/3K5 w - - 0 1",
        "2P6/2P1k4/2P6/2P6/2P6/6p1p/6p2/6p2/6p2/3K5 b - - 0 1",
        "3k1ab1r/1c7/5a1C1/4N4/1R4b1r/2B6/4N4/3A3C1/1R2K4/2BA5 w - - 0 1",
    };
    return fens;
}

RC_GTEST_PROP(XiangqiNotationProperty, BothImplementationsPrintAndReadTheSameText, ()) {
    const auto& fens = start_fens();
    const std::string fen = fens[*rc::gen::inRange<std::size_t>(0, fens.size())];
    auto rstart = xq::parse_position(fen);
    auto fstart = fx::parse_position(fen);
    RC_ASSERT(rstart.ok());
    RC_ASSERT(fstart.ok());
    xq::Position rpos = rstart.value();
    fx::Position fpos = fstart.value();
    const int plies = *rc::gen::inRange(0, 40);
    for (int ply = 0; ply <= plies; ++ply) {
        const std::vector<xq::Move> moves = xq::legal_moves(rpos);
        if (moves.empty()) break;
        for (const xq::Move& m : moves) {
            const std::string coordinates = xq::print_move(m);
            const auto parsed = fx::parse_move(coordinates);
            RC_ASSERT(parsed.has_value());
            const auto fm = fx::find_legal(fpos, *parsed);
            RC_ASSERT(fm.has_value());
            const std::string wxf = xq::print_wxf(rpos, m);
            const std::string chinese = xq::print_chinese(rpos, m);
            RC_ASSERT(fx::print_wxf(fpos, *fm) == wxf);
            RC_ASSERT(fx::print_chinese(fpos, *fm) == chinese);
            RC_ASSERT(fx::print_iccs(*fm) == xq::print_iccs(m));
            for (const std::string& text : {wxf, chinese, xq::print_iccs(m)}) {
                auto r = xq::parse_record_move(rpos, text);
                RC_ASSERT(r.ok());
                RC_ASSERT(r.value() == m);
                auto f = fx::parse_record_move(fpos, text);
                RC_ASSERT(f.ok());
                RC_ASSERT(f.value() == *fm);
            }
        }
        const xq::Move pick = moves[*rc::gen::inRange<std::size_t>(0, moves.size())];
        const auto fpick = fx::find_legal(fpos, fx::ParsedMove{pick.from.rank * 9 + pick.from.file,
                                                               pick.to.rank * 9 + pick.to.file});
        RC_ASSERT(fpick.has_value());
        rpos = rpos.after_unchecked(pick);
        fx::Undo undo;
        fpos.make(*fpick, undo);
    }
}

}  // namespace
