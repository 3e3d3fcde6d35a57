// Differential and metamorphic properties of --lenient loading (docs/cli.md, "Lenient loading")
// for the three games: random positions whose problems are validity problems (a xiangqi soldier
// behind its start or off the soldiers' files, an advisor off its points, an elephant off its
// points, too many of a kind; chess pawns on the first or last rank, nine pawns, impossible
// checks; shogi pawns, lances and knights with no move, nifu) and, now and then, one the rules
// cannot judge (a xiangqi advisor outside the palace, an elephant across the river; a king in
// check on the side not to move) are read by both implementations through their oracle adapters:
//   1 strictly and leniently, both accept or both refuse, with the same problem codes;
//   2 leniently accepted: the same warnings, legal moves, check, status and perft at depths 1-2
//     (depth 2 when the first level is small, to keep the sanitize build's -O0 run short);
//   3 metamorphic: a text accepted strictly is accepted leniently without warnings; a text
//     accepted leniently with warnings is refused strictly; a lenient refusal names only codes
//     the strict reading names too.
// Replay a failure with RC_PARAMS="reproduce=...".

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <array>
#include <memory>
#include <string>
#include <vector>

#include "oracle/adapter.h"
#include "oracle/registry.h"

namespace arbiter {
namespace {

using core::Game;
using oracle::Impl;

template <class T>
T draw(T lo, T hi) {  // uniform in [lo, hi), whatever RapidCheck's current size
    return *rc::gen::resize(rc::kNominalSize, rc::gen::inRange<T>(lo, hi));
}
bool chance(int percent) { return draw(0, 100) < percent; }

// A board of `files` x `ranks` cells, row 0 printed first; "" is an empty cell.
struct Board {
    int files;
    int ranks;
    std::vector<std::string> cells;
    Board(int f, int r) : files(f), ranks(r), cells(static_cast<std::size_t>(f * r)) {}
    std::string& at(int row, int col) { return cells[static_cast<std::size_t>(row * files + col)]; }
    bool empty(int row, int col) { return at(row, col).empty(); }
    // Puts `piece` on a random empty cell of rows [row_lo, row_hi) and columns [col_lo, col_hi);
    // false when the draws found none.
    bool put(const std::string& piece, int row_lo, int row_hi, int col_lo, int col_hi) {
        for (int tries = 0; tries < 8; ++tries) {
            const int row = draw(row_lo, row_hi);
            const int col = draw(col_lo, col_hi);
            if (!empty(row, col)) continue;
            at(row, col) = piece;
            return true;
        }
        return false;
    }
    std::string placement() {
        std::string out;
        for (int row = 0; row < ranks; ++row) {
            if (row > 0) out += '/';
            int gap = 0;
            for (int col = 0; col < files; ++col) {
                const std::string& c = at(row, col);
                if (c.empty()) {
                    ++gap;
                    continue;
                }
                if (gap > 0) out += std::to_string(gap);
                gap = 0;
                out += c;
            }
            if (gap > 0) out += std::to_string(gap);
        }
        return out;
    }
};

// Chess: rows are ranks 8..1. Kings anywhere (apart), up to ten men, pawns often on rank 1 or 8,
// sometimes a ninth pawn; no castling or en passant (their problems are never waived).
std::string chess_text() {
    Board b(8, 8);
    b.put("K", 0, 8, 0, 8);
    b.put("k", 0, 8, 0, 8);
    const int men = draw(0, 11);
    for (int i = 0; i < men; ++i) {
        const bool white = chance(50);
        const char kind = "PPPPNBRQ"[draw(0, 8)];
        const std::string piece(1, white ? kind : static_cast<char>(kind - 'A' + 'a'));
        if (kind == 'P' && chance(40)) {
            const int row = chance(50) ? 0 : 7;
            if (!b.put(piece, row, row + 1, 0, 8)) b.put(piece, 1, 7, 0, 8);
            continue;
        }
        b.put(piece, kind == 'P' ? 1 : 0, kind == 'P' ? 7 : 8, 0, 8);
    }
    if (chance(15)) {
        for (int i = 0; i < 9; ++i) b.put("P", 0, 8, 0, 8);
    }
    return b.placement() + (chance(50) ? " w" : " b") + " - - 0 1";
}

// Xiangqi: rows are ranks 9..0 (black at the top). Generals in their palaces; soldiers anywhere
// (behind their start, off their files), advisors anywhere in the palace and elephants anywhere on
// their half (now and then outside: refused even leniently), horses, chariots, cannons anywhere,
// sometimes a third chariot or a sixth soldier; at most 16 men a side.
std::string xiangqi_text() {
    Board b(9, 10);
    b.put("K", 7, 10, 3, 6);
    b.put("k", 0, 3, 3, 6);
    const int men = draw(0, 11);
    for (int i = 0; i < men; ++i) {
        const bool red = chance(50);
        const char kind = "PPPAABBNRC"[draw(0, 10)];
        const std::string piece(1, red ? kind : static_cast<char>(kind - 'A' + 'a'));
        const int own_lo = red ? 5 : 0;  // the rows of the piece's own half
        const int palace_lo = red ? 7 : 0;
        switch (kind) {
        case 'A':
            if (chance(10)) {
                b.put(piece, own_lo, own_lo + 5, 0, 9);
            } else {
                b.put(piece, palace_lo, palace_lo + 3, 3, 6);
            }
            break;
        case 'B': {
            const int lo = chance(10) ? 5 - own_lo : own_lo;
            b.put(piece, lo, lo + 5, 0, 9);
            break;
        }
        default:
            b.put(piece, 0, 10, 0, 9);
        }
    }
    if (chance(10)) {
        for (int i = 0; i < 3; ++i) b.put("R", 0, 10, 0, 9);
    }
    if (chance(10)) {
        for (int i = 0; i < 6; ++i) b.put("p", 0, 10, 0, 9);
    }
    return b.placement() + (chance(50) ? " w" : " b") + " - - 0 1";
}

// Shogi: rows are ranks a..i (gote at the top), columns files 9..1. Kings anywhere; pawns, lances
// and knights often on the ranks where they have no move, pawns often doubled on a file (nifu);
// a small hand; within the set's counts.
std::string shogi_text() {
    Board b(9, 9);
    b.put("K", 0, 9, 0, 9);
    b.put("k", 0, 9, 0, 9);
    const int men = draw(0, 9);
    for (int i = 0; i < men; ++i) {
        const bool sente = chance(50);
        const char kind = "PPPLNSGBR"[draw(0, 9)];
        const std::string piece =
            std::string(chance(10) && kind != 'G' ? "+" : "") +
            static_cast<char>(sente ? kind : static_cast<char>(kind - 'A' + 'a'));
        const bool limited = kind == 'P' || kind == 'L' || kind == 'N';
        if (limited && chance(40)) {
            const int depth = kind == 'N' ? 2 : 1;  // the ranks where it has no move
            b.put(piece, sente ? 0 : 9 - depth, sente ? depth : 9, 0, 9);
            continue;
        }
        b.put(piece, 0, 9, 0, 9);
    }
    if (chance(30)) {  // nifu: a second pawn on the file of a first one
        const bool sente = chance(50);
        const int col = draw(0, 9);
        for (int k = 0; k < 2; ++k) b.put(sente ? "P" : "p", 1, 8, col, col + 1);
    }
    std::string hand;
    const int in_hand = draw(0, 3);
    for (int i = 0; i < in_hand; ++i) {
        const char kind = "PLNSG"[draw(0, 5)];
        hand += chance(50) ? kind : static_cast<char>(kind - 'A' + 'a');
    }
    if (hand.empty()) hand = "-";
    return b.placement() + (chance(50) ? " b " : " w ") + hand + " 1";
}

// The adapters of `game`: [impl][lenient], made once.
oracle::Adapter& adapter(Game game, Impl impl, bool lenient) {
    static std::array<std::shared_ptr<oracle::Adapter>, 12> made;
    auto& slot =
        made[static_cast<std::size_t>(game) * 4 + (impl == Impl::Fast ? 2 : 0) + (lenient ? 1 : 0)];
    if (!slot) {
        auto a = oracle::make_adapter(game, impl);
        RC_ASSERT(a.ok());
        slot = a.value();
        slot->set_lenient(lenient);
    }
    return *slot;
}

std::vector<std::string> sorted(std::vector<std::string> v) {
    std::sort(v.begin(), v.end());
    return v;
}

bool subset(const std::vector<std::string>& small, const std::vector<std::string>& big) {
    return std::includes(big.begin(), big.end(), small.begin(), small.end());
}

// `tag`: classify the run by this text (the first of the run's texts).
void check_text(Game game, const std::string& text, bool tag) {
    RC_LOG() << text << "\n";
    auto& ref_strict = adapter(game, Impl::Reference, false);
    auto& fast_strict = adapter(game, Impl::Fast, false);
    auto& ref = adapter(game, Impl::Reference, true);
    auto& fast = adapter(game, Impl::Fast, true);

    const auto rs = ref_strict.set_position(text, {});
    const auto fs = fast_strict.set_position(text, {});
    RC_ASSERT(rs.ok() == fs.ok());
    const std::vector<std::string> strict_codes =
        rs.ok() ? std::vector<std::string>{} : sorted(rs.error().codes);
    if (!rs.ok()) RC_ASSERT(strict_codes == sorted(fs.error().codes));

    const auto rl = ref.set_position(text, {});
    const auto fl = fast.set_position(text, {});
    RC_ASSERT(rl.ok() == fl.ok());
    if (!rl.ok()) {
        if (tag) RC_TAG("refused even leniently");
        const auto codes = sorted(rl.error().codes);
        RC_ASSERT(codes == sorted(fl.error().codes));
        RC_ASSERT(!rs.ok());
        RC_ASSERT(subset(codes, strict_codes));
        return;
    }
    if (tag) RC_TAG(rs.ok() ? "valid" : "accepted only leniently");
    RC_ASSERT(ref.warnings() == fast.warnings());
    RC_ASSERT(rs.ok() == ref.warnings().empty());

    const auto moves = ref.legal_moves();
    RC_ASSERT(moves == fast.legal_moves());
    RC_ASSERT(ref.in_check() == fast.in_check());
    const core::GameStatus a = ref.status(core::RuleOptions{});
    const core::GameStatus b = fast.status(core::RuleOptions{});
    RC_ASSERT(a.in_check == b.in_check);
    RC_ASSERT(a.end.outcome == b.end.outcome);
    RC_ASSERT(a.end.winner == b.end.winner);
    RC_ASSERT(a.end.rule == b.end.rule);
    RC_ASSERT(ref.perft(1, oracle::PerftMode::Bulk) == moves.size());
    RC_ASSERT(fast.perft(1, oracle::PerftMode::Bulk) == moves.size());
    if (moves.size() <= 48) {
        RC_ASSERT(ref.perft(2, oracle::PerftMode::Bulk) == fast.perft(2, oracle::PerftMode::Bulk));
    }
}

// Positions per property run: 100 runs read 400 positions a game (release: 0.2 s for the three).
// Measured on the first text of each run: chess 46% accepted only leniently, 28% valid, 26%
// refused even leniently; xiangqi 43%, 18%, 39%; shogi 53%, 25%, 22%.
constexpr int kPerRun = 4;

}  // namespace

RC_GTEST_PROP(LenientDifferential, ChessBothReadInvalidPositionsAlike, ()) {
    for (int i = 0; i < kPerRun; ++i) check_text(Game::Chess, chess_text(), i == 0);
}

RC_GTEST_PROP(LenientDifferential, XiangqiBothReadInvalidPositionsAlike, ()) {
    for (int i = 0; i < kPerRun; ++i) check_text(Game::Xiangqi, xiangqi_text(), i == 0);
}

RC_GTEST_PROP(LenientDifferential, ShogiBothReadInvalidPositionsAlike, ()) {
    for (int i = 0; i < kPerRun; ++i) check_text(Game::Shogi, shogi_text(), i == 0);
}

}  // namespace arbiter
