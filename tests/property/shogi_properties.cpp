// RapidCheck properties of the reference shogi over random-playout positions:
// 1 SFEN round trip  2 play/undo restores the position  3 perft is invariant under the 180°
// rotation with colours and hands swapped  4 every legal move is explained as legal.

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>

#include "reference/shogi/game.h"
#include "reference/shogi/notation.h"
#include "reference/shogi/perft.h"
#include "reference/shogi/rules.h"

namespace arbiter::reference::shogi {
namespace {

// Starting points for the walks: the standard array, two handicaps, and published perft
// positions with many pieces in hand (the "matsuri" position and the 593-move position).
constexpr std::string_view kStarts[] = {
    "startpos",
    "6-piece",
    "3-pawns",
    "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
    "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
};

Position start_of(std::size_t index) {
    return parse_position(kStarts[index % std::size(kStarts)]).value();
}

// A random playout: picks start and moves from generated indices.
Game random_game(int max_plies) {
    const auto start = *rc::gen::inRange<std::size_t>(0, std::size(kStarts));
    const auto plies = *rc::gen::inRange(0, max_plies + 1);
    Game game(start_of(start));
    for (int i = 0; i < plies; ++i) {
        const auto moves = legal_moves(game.position());
        if (moves.empty()) break;
        const auto pick = *rc::gen::inRange<std::size_t>(0, moves.size());
        const auto broken = game.play(moves[pick]);
        RC_ASSERT(!broken.has_value());
    }
    RC_CLASSIFY(in_check(game.position()), "in check");
    return game;
}

// The 180° rotation with colours swapped: the piece on (file, rank) goes to
// (10 - file, 10 - rank) with the other side; hands swap; the other side moves.
Setup rotated(const Setup& s) {
    Setup r;
    for (int index = 0; index < kSquareCount; ++index) {
        const Square sq = square_at(index);
        if (const auto& piece = s.board.at(sq)) {
            r.board.put(Square{kFileCount + 1 - sq.file, kRankCount + 1 - sq.rank},
                        Piece{opponent(piece->side), piece->kind});
        }
    }
    r.hands[0] = s.hands[1];
    r.hands[1] = s.hands[0];
    r.side_to_move = opponent(s.side_to_move);
    r.move_number = s.move_number;
    return r;
}

RC_GTEST_PROP(ShogiSfen, RoundTripsOnWalks, ()) {
    const Game game = random_game(120);
    const std::string text = print_position(game.position());
    auto setup = parse_sfen(text);
    RC_ASSERT(setup.ok());
    RC_ASSERT(setup.value() == game.position().setup());
    RC_ASSERT(print_sfen(setup.value()) == text);
    RC_ASSERT(sfen_problems(setup.value()).empty());
}

RC_GTEST_PROP(ShogiGame, PlayThenUndoRestoresThePosition, ()) {
    Game game = random_game(80);
    const Position before = game.position();
    const auto moves = legal_moves(before);
    RC_PRE(!moves.empty());
    const auto pick = *rc::gen::inRange<std::size_t>(0, moves.size());
    RC_ASSERT(!game.play(moves[pick]).has_value());
    RC_ASSERT(game.position().side_to_move() == opponent(before.side_to_move()));
    RC_ASSERT(game.undo());
    RC_ASSERT(game.position().setup() == before.setup());
}

RC_GTEST_PROP(ShogiSymmetry, PerftSurvivesRotationWithHandsSwapped, ()) {
    const Game game = random_game(80);
    const Setup mirror = rotated(game.position().setup());
    auto position = Position::from_setup(mirror);
    RC_ASSERT(position.ok());
    RC_ASSERT(perft(position.value(), 2) == perft(game.position(), 2));
    RC_ASSERT(in_check(position.value()) == in_check(game.position()));
}

RC_GTEST_PROP(ShogiExplain, EveryLegalMoveIsExplainedAsLegal, ()) {
    const Game game = random_game(80);
    for (const Move& move : legal_moves(game.position())) {
        RC_ASSERT(!first_broken_rule(game.position(), move).has_value());
        const auto reparsed = parse_move(print_move(move));
        RC_ASSERT(reparsed.has_value());
        RC_ASSERT(*reparsed == move);
    }
}

RC_GTEST_PROP(ShogiExplain, ExplainAgreesWithTheLegalMoveList, ()) {
    const Game game = random_game(80);
    const auto legal = legal_moves(game.position());
    for (int i = 0; i < 50; ++i) {
        const Square to{*rc::gen::inRange(1, kFileCount + 1), *rc::gen::inRange(1, kRankCount + 1)};
        Move move = BoardMove{};
        if (*rc::gen::arbitrary<bool>()) {
            const auto kind = static_cast<PieceKind>(*rc::gen::inRange(0, kHandKindCount));
            move = Drop{kind, to, false};
        } else {
            const Square from{*rc::gen::inRange(1, kFileCount + 1),
                              *rc::gen::inRange(1, kRankCount + 1)};
            move = BoardMove{from, to, *rc::gen::arbitrary<bool>()};
        }
        const bool listed = std::find(legal.begin(), legal.end(), move) != legal.end();
        RC_ASSERT(listed == !first_broken_rule(game.position(), move).has_value());
    }
}

// Any text gives a Setup or a ParseError; what parses prints back to a text that parses equal.
RC_GTEST_PROP(ShogiSfen, ParserIsTotalOnMutatedText, ()) {
    std::string text = std::string(kStarts[3]);
    const auto edits = *rc::gen::inRange(0, 6);
    const std::string alphabet = "0123456789/+ -bwPLNSGBRKplnsgbrk";
    for (int i = 0; i < edits; ++i) {
        const auto at = *rc::gen::inRange<std::size_t>(0, text.size());
        const auto c = alphabet[*rc::gen::inRange<std::size_t>(0, alphabet.size())];
        if (*rc::gen::arbitrary<bool>()) {
            text[at] = c;
        } else {
            text.erase(at, 1);
        }
    }
    auto setup = parse_sfen(text);
    RC_CLASSIFY(setup.ok(), "parses");
    if (setup.ok()) {
        auto again = parse_sfen(print_sfen(setup.value()));
        RC_ASSERT(again.ok());
        RC_ASSERT(again.value() == setup.value());
        (void)sfen_problems(setup.value());
    }
}

RC_GTEST_PROP(ShogiSfen, ParserIsTotalOnArbitraryBytes, (const std::string& text)) {
    auto setup = parse_sfen(text);
    if (setup.ok()) RC_ASSERT(parse_sfen(print_sfen(setup.value())).ok());
    const auto move = parse_move(text);
    if (move) RC_ASSERT(parse_move(print_move(*move)) == move);
}

RC_GTEST_PROP(ShogiPerft, BulkAndFullMakeCountTheSameLeaves, ()) {
    const Game game = random_game(60);
    RC_ASSERT(perft(game.position(), 2, PerftMode::Bulk) ==
              perft(game.position(), 2, PerftMode::FullMake));
}

}  // namespace
}  // namespace arbiter::reference::shogi
