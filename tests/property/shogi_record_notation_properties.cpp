// RapidCheck properties of the record move texts (KIF, KI2, CSA) of reference/shogi and fast/shogi
// (record_notation.h of each), over positions of random playouts from positions with full hands:
//   1 every legal move, printed by the reference in KIF, KI2 and CSA, is read back by the reference
//     as the same move (print(parse(m)) round trip);
//   2 fast/shogi prints the same three texts, and reads the reference's texts as the same move;
//   3 a text that names no legal move (a legal move's KIF text with another from-square) is
//     refused by both.
// The two implementations' readers are independent code: agreement on every legal move of many
// positions (both the relative words of KI2 and the promotions) is the test.

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <optional>
#include <string>

#include "fast/shogi/notation.h"
#include "fast/shogi/record_notation.h"
#include "reference/shogi/game.h"
#include "reference/shogi/notation.h"
#include "reference/shogi/record_notation.h"
#include "reference/shogi/rules.h"

namespace {

namespace ref = arbiter::reference::shogi;
namespace fs = arbiter::fast::shogi;

// Starts with many pieces of a kind able to reach one square (KI2's words) and full hands.
constexpr std::string_view kStarts[] = {
    "startpos",
    "4k4/9/9/9/2G1G1G2/9/2S1S1S2/9/4K4 b RBGSNLPrb 1",
    "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
    "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
    "2+R3+R2/9/1+B5+B1/9/4k4/9/9/9/4K4 b GSNLP 1",
    "4k4/9/9/9/9/9/9/1+P+P+P+P+P3/4K4 w - 1",
};

std::string usi_of(const ref::Move& m) { return ref::print_move(m); }

RC_GTEST_PROP(ShogiRecordNotation, EveryLegalMoveRoundTripsAndBothImplementationsAgree, ()) {
    const auto start = *rc::gen::inRange<std::size_t>(0, std::size(kStarts));
    const auto plies = *rc::gen::inRange(0, 60);
    ref::Game game(ref::parse_position(kStarts[start]).value());
    for (int i = 0; i < plies; ++i) {
        const auto moves = ref::legal_moves(game.position());
        if (moves.empty()) break;
        const auto pick = *rc::gen::inRange<std::size_t>(0, moves.size());
        RC_ASSERT(!game.play(moves[pick]));
    }
    const ref::Position& pos = game.position();
    std::optional<ref::Square> last_to;
    if (!game.moves().empty())
        last_to = std::visit([](const auto& m) { return m.to; }, game.moves().back());
    const std::string sfen = ref::print_position(pos);
    auto fast_pos = fs::parse_position(sfen);
    RC_ASSERT(fast_pos.ok());
    const fs::Position& fpos = fast_pos.value();
    const fs::Square fast_last =
        last_to ? fs::make_square(last_to->file - 1, last_to->rank - 1) : fs::kNoSquare;
    // At most about 40 moves a position (evenly spread), to keep the sanitizer build quick.
    const auto all = ref::legal_moves(pos);
    const std::size_t step = all.size() / 40 + 1;
    const std::size_t offset = *rc::gen::inRange<std::size_t>(0, step);
    for (std::size_t i = offset; i < all.size(); i += step) {
        const ref::Move& m = all[i];
        const std::string usi = usi_of(m);
        const std::string kif = ref::print_kif_move(pos, m, last_to);
        const std::string ki2 = ref::print_ki2_move(pos, m, last_to);
        const std::string csa = ref::print_csa_move(pos, m);
        // 1 the reference reads back its own texts.
        for (const std::string& text : {kif, ki2}) {
            auto back = ref::parse_japanese_move(pos, text, last_to);
            RC_ASSERT(back.ok());
            RC_ASSERT(usi_of(back.value()) == usi);
        }
        auto back = ref::parse_csa_move(pos, csa);
        RC_ASSERT(back.ok());
        RC_ASSERT(usi_of(back.value()) == usi);
        // 2 fast prints the same and reads the reference's texts as the same move.
        const auto fm = fs::parse_move(usi);
        RC_ASSERT(fm.has_value());
        const auto legal = fs::find_legal(fpos, *fm);
        RC_ASSERT(legal.has_value());
        RC_ASSERT(fs::print_kif_move(fpos, *legal, fast_last) == kif);
        RC_ASSERT(fs::print_ki2_move(fpos, *legal, fast_last) == ki2);
        RC_ASSERT(fs::print_csa_move(fpos, *legal) == csa);
        fs::TextError error = fs::TextError::None;
        RC_ASSERT(fs::parse_japanese_move(fpos, kif, fast_last, error) == *legal);
        RC_ASSERT(fs::parse_japanese_move(fpos, ki2, fast_last, error) == *legal);
        RC_ASSERT(fs::parse_csa_move(fpos, csa, error) == *legal);
    }
}

RC_GTEST_PROP(ShogiRecordNotation, AWrongFromSquareIsRefusedByBoth, ()) {
    const auto start = *rc::gen::inRange<std::size_t>(0, std::size(kStarts));
    ref::Game game(ref::parse_position(kStarts[start]).value());
    const auto moves = ref::legal_moves(game.position());
    RC_PRE(!moves.empty());
    const ref::Move m = moves[*rc::gen::inRange<std::size_t>(0, moves.size())];
    const auto* bm = std::get_if<ref::BoardMove>(&m);
    if (bm == nullptr) RC_DISCARD("a drop has no from-square");
    const int file = *rc::gen::inRange(1, 10);
    const int rank = *rc::gen::inRange(1, 10);
    RC_PRE(!(file == bm->from.file && rank == bm->from.rank));
    std::string kif = ref::print_kif_move(game.position(), m, std::nullopt);
    kif.replace(kif.size() - 3, 2, std::to_string(file) + std::to_string(rank));
    const ref::BoardMove other{ref::Square{file, rank}, bm->to, bm->promote};
    const auto& piece = game.position().board().at(other.from);
    const bool legal_too = piece && piece->side == game.position().side_to_move() &&
                           piece->kind == game.position().board().at(bm->from)->kind &&
                           !ref::first_broken_rule(game.position(), other);
    RC_PRE(!legal_too);
    RC_ASSERT(!ref::parse_japanese_move(game.position(), kif, std::nullopt).ok());
    auto fpos = fs::parse_position(ref::print_position(game.position()));
    RC_ASSERT(fpos.ok());
    fs::TextError error = fs::TextError::None;
    RC_ASSERT(fs::parse_japanese_move(fpos.value(), kif, fs::kNoSquare, error) == fs::kNoMove);
}

}  // namespace
