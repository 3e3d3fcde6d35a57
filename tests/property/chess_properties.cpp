// RapidCheck properties of reference/chess over positions reached by random legal playouts from
// the start position and the Chess Programming Wiki perft positions
// (tests/support/chess.h):
//   1 FEN round trip: parse(print(p)) == p.
//   2 Game::play then Game::undo restores the position and the move list.
//   3 Perft (depth 2-3), the legal move set, check and playing a move commute with the
//     colour-flip mirror.
//   4 Every listed legal move is explained as legal; a move string is explained as legal exactly
//     when it is listed.
//   5 in_check agrees with is_attacked on the king square, and with the opponent's pattern targets.
//   6 The repetition count (Game::occurrences_of_current_position, which compares only the
//     positions whose key hashes alike) is the number of positions of the game with the current
//     position's repetition key, through knight and king shuffles, undo and copies.
// Replay a failure with RC_PARAMS="reproduce=..."; the whole run stays well under a minute in a
// Release build (playouts of at most 40 plies, perft depth at most 3).

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "reference/chess/perft.h"
#include "tests/support/chess.h"

namespace arbiter::reference::chess {
namespace {

using testing::Walk;

std::string walk_origin(const Walk& walk) {
    return walk.start_fen == testing::walk_start_fens()[0] ? "start position" : "CPW position";
}

// ---- 1 FEN round trip ---------------------------------------------------------------------------

RC_GTEST_PROP(ChessRoundTrip, PrintThenParseGivesThePosition, (const Walk& walk)) {
    RC_CLASSIFY(walk.moves.size() >= 20, "20+ plies");
    RC_TAG(walk_origin(walk));
    const Position pos = testing::replay(walk).position();
    const std::string fen = print_position(pos);
    auto setup = parse_fen(fen);
    RC_ASSERT(setup.ok());
    RC_ASSERT(setup.value() == pos.setup());
    auto reparsed = Position::from_setup(setup.value());
    RC_ASSERT(reparsed.ok());
    RC_ASSERT(reparsed.value() == pos);
    RC_ASSERT(print_position(reparsed.value()) == fen);
}

// ---- 2 play then undo
// -----------------------------------------------------------------------------

RC_GTEST_PROP(ChessRoundTrip, PlayThenUndoRestoresThePosition, (const Walk& walk)) {
    Game game = testing::replay(walk);
    const Position before = game.position();
    const std::vector<Move> line = game.moves();
    const auto moves = legal_moves(before);
    RC_PRE(!moves.empty());
    const Move move = *rc::gen::elementOf(moves);
    game.play(move);
    RC_ASSERT(game.moves().size() == line.size() + 1);
    RC_ASSERT(game.position() == before.after(move));
    RC_ASSERT(game.undo());
    RC_ASSERT(game.position() == before);
    RC_ASSERT(game.moves() == line);
    // Undoing the whole walk leads back to its start.
    while (game.undo()) {
    }
    RC_ASSERT(game.moves().empty());
    RC_ASSERT(game.position() == testing::position(walk.start_fen));
}

// ---- 3 the colour-flip mirror ------------------------------------------------------------------

RC_GTEST_PROP(ChessSymmetry, MirrorOfMirrorIsTheSamePosition, (const Walk& walk)) {
    const Position pos = testing::replay(walk).position();
    auto mirror = Position::from_setup(testing::mirrored(pos.setup()));
    RC_ASSERT(mirror.ok());
    RC_ASSERT(print_fen(testing::mirrored(mirror.value().setup())) == print_position(pos));
}

RC_GTEST_PROP(ChessSymmetry, LegalMovesAndCheckSurviveTheColourFlip, (const Walk& walk)) {
    const Position pos = testing::replay(walk).position();
    auto mirror = Position::from_setup(testing::mirrored(pos.setup()));
    RC_ASSERT(mirror.ok());
    std::set<std::string> expected;
    for (const Move& move : legal_moves(pos)) expected.insert(print_move(testing::mirrored(move)));
    RC_ASSERT(testing::legal_set(mirror.value()) == expected);
    // Playing a move commutes with the mirror (all but the fullmove number, which counts black's
    // moves and so is not symmetric).
    const auto moves = legal_moves(pos);
    if (!moves.empty()) {
        const Move move = *rc::gen::elementOf(moves);
        RC_LOG() << "move " << print_move(move) << '\n';
        Setup played_then_mirrored = testing::mirrored(pos.after(move).setup());
        Setup mirrored_then_played = mirror.value().after(testing::mirrored(move)).setup();
        played_then_mirrored.fullmove_number = mirrored_then_played.fullmove_number = 0;
        RC_ASSERT(print_fen(mirrored_then_played) == print_fen(played_then_mirrored));
    }
    RC_ASSERT(in_check(mirror.value()) == in_check(pos));
    RC_ASSERT(dead_position_reached(mirror.value()) == dead_position_reached(pos));
}

RC_GTEST_PROP(ChessSymmetry, PerftSurvivesTheColourFlip, (const Walk& walk)) {
    const Position pos = testing::replay(walk).position();
    auto mirror = Position::from_setup(testing::mirrored(pos.setup()));
    RC_ASSERT(mirror.ok());
    // Depth 3 where the tree stays small (few moves at the root), otherwise depth 2.
    const int depth =
        legal_moves(pos).size() <= 35 ? *rc::gen::resize(100, rc::gen::inRange(2, 4)) : 2;
    RC_TAG(depth);
    RC_ASSERT(perft(mirror.value(), depth) == perft(pos, depth));
}

// ---- 4 explain agrees with the legal move list
// ---------------------------------------------------

RC_GTEST_PROP(ChessExplain, EveryListedMoveIsExplainedAsLegal, (const Walk& walk)) {
    const Position pos = testing::replay(walk).position();
    for (const Move& move : legal_moves(pos)) {
        const auto broken = first_broken_rule(pos, move);
        RC_ASSERT(!broken.has_value());
        // ...and the move survives the UCI text round trip.
        auto reparsed = parse_move(print_move(move));
        RC_ASSERT(reparsed.ok());
        RC_ASSERT(reparsed.value() == move);
    }
}

RC_GTEST_PROP(ChessExplain, MoveIsExplainedAsLegalExactlyWhenListed, (const Walk& walk)) {
    const Position pos = testing::replay(walk).position();
    const auto listed = testing::legal_set(pos);
    // Random move strings: any from, any to, any promotion letter (or none).
    const auto count = *rc::gen::inRange(20, 60);
    for (int i = 0; i < count; ++i) {
        const int from = *rc::gen::inRange(0, kSquareCount);
        const int to = *rc::gen::inRange(0, kSquareCount);
        const std::string suffix =
            *rc::gen::elementOf(std::vector<std::string>{"", "", "", "q", "r", "b", "n", "k", "p"});
        const std::string text =
            Square::from_index(from).name() + Square::from_index(to).name() + suffix;
        auto move = parse_move(text);
        RC_ASSERT(move.ok());
        const bool explained_legal = !first_broken_rule(pos, move.value()).has_value();
        RC_ASSERT(explained_legal == listed.contains(text));
    }
    // Moves of the side to move's own pieces hit legal and illegal verdicts far more often.
    for (const Move& move : legal_moves(pos)) {
        for (int to = 0; to < kSquareCount; ++to) {
            const Move other{move.from, Square::from_index(to), move.promotion};
            const bool explained_legal = !first_broken_rule(pos, other).has_value();
            RC_ASSERT(explained_legal == listed.contains(print_move(other)));
        }
    }
}

// ---- 5 check and attacks
// ---------------------------------------------------------------------------

RC_GTEST_PROP(ChessAttacks, InCheckAgreesWithIsAttackedOnTheKingSquare, (const Walk& walk)) {
    const Position pos = testing::replay(walk).position();
    const Color us = pos.side_to_move();
    const Square king = pos.king_square(us);
    RC_ASSERT(pos.board()[king] == (Piece{us, PieceType::King}));
    RC_ASSERT(in_check(pos) == is_attacked(pos.board(), king, opponent(us)));
    // Independently: some enemy piece's movement pattern reaches the king's square.
    bool reached = false;
    for (int i = 0; i < kSquareCount; ++i) {
        const Square from = Square::from_index(i);
        const auto& piece = pos.board()[from];
        if (!piece || piece->color == us) continue;
        const auto targets = piece->type == PieceType::Pawn
                                 ? pawn_capture_targets(pos.board(), from)
                                 : pattern_targets(pos, from);
        if (std::find(targets.begin(), targets.end(), king) != targets.end()) reached = true;
    }
    RC_ASSERT(in_check(pos) == reached);
    // The side that has just moved is never in check (chess.self-check).
    const Square their_king = pos.king_square(opponent(us));
    RC_ASSERT(!is_attacked(pos.board(), their_king, us));
    RC_CLASSIFY(in_check(pos), "in check");
}

// ---- 6 the repetition count ---------------------------------------------------------------------

// chess.repetition by its definition: every position of the game compared with the current one.
int occurrences_by_every_position(const Game& game) {
    const RepetitionKey now = repetition_key(game.position());
    return static_cast<int>(
        std::count_if(game.positions().begin(), game.positions().end(),
                      [&now](const Position& p) { return repetition_key(p) == now; }));
}

// A knight or king move of the side to move, or nothing (chosen by the generator).
std::optional<Move> shuffle_move(const Game& game) {
    std::vector<Move> shuffles;
    for (const Move& m : legal_moves(game.position())) {
        const PieceType type = game.position().board()[m.from]->type;
        if (type == PieceType::Knight || type == PieceType::King) shuffles.push_back(m);
    }
    if (shuffles.empty()) return std::nullopt;
    return *rc::gen::elementOf(shuffles);
}

// The move from `m.to` back to `m.from`, when it is legal now.
std::optional<Move> back_move(const Game& game, const Move& m) {
    for (const Move& legal : legal_moves(game.position()))
        if (legal.from == m.to && legal.to == m.from) return legal;
    return std::nullopt;
}

RC_GTEST_PROP(ChessRepetition, CountIsEveryPositionWithTheSameKey, (const Walk& walk)) {
    Game game = testing::replay(walk);
    bool repeated = false;
    const auto check = [&game, &repeated] {
        const int count = occurrences_by_every_position(game);
        RC_ASSERT(game.occurrences_of_current_position() == count);
        RC_ASSERT(Game(game).occurrences_of_current_position() == count);
        repeated = repeated || count > 1;
    };
    // Cycles of four plies (a shuffle by each side, then each back), which return to the
    // position before them, with now and then a move taken back.
    const int cycles = *rc::gen::inRange(1, 6);
    for (int cycle = 0; cycle < cycles; ++cycle) {
        const auto first = shuffle_move(game);
        if (!first || game.play(*first)) break;
        check();
        const auto second = shuffle_move(game);
        if (!second || game.play(*second)) break;
        check();
        for (const Move& m : {*first, *second}) {
            const auto back = back_move(game, m);
            if (!back) break;
            RC_ASSERT(!game.play(*back));
            check();
        }
        if (!game.moves().empty() && *rc::gen::inRange(0, 3) == 0) {
            RC_ASSERT(game.undo());
            check();
        }
    }
    RC_CLASSIFY(repeated, "a position repeated");
}

}  // namespace
}  // namespace arbiter::reference::chess
