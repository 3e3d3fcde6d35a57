// fast/shogi: perft against published figures, SFEN reading/printing with the reference's codes,
// hash and make/unmake invariants.
//
// Sources of the expected values:
//   start position 30, 900, 25470, 719731: published shogi perft (Chess Programming Wiki "Perft
//     Results" / YaneuraOu), also fairy-stockfish 11.1 `go perft`.
//   matsuri 207, 28684, 4809015 and the 593-move position 593, 105677: as in
//   corpus/shogi/perft.json
//     (YaneuraOu's test position and the published maximum; fairy-stockfish 11.1 `go perft`).

#include <gtest/gtest.h>

#include <string>

#include "fast/shogi/game.h"
#include "fast/shogi/movegen.h"
#include "fast/shogi/notation.h"
#include "fast/shogi/perft.h"

namespace fs = arbiter::fast::shogi;

namespace {

constexpr const char* kMatsuri =
    "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1";
constexpr const char* kMostMoves = "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1";

fs::Position from_sfen(const char* sfen) {
    fs::Position pos;
    EXPECT_EQ(fs::Position::parse_sfen(sfen, pos), fs::ParseError::None) << sfen;
    EXPECT_EQ(pos.problems(), 0u) << sfen;
    return pos;
}

fs::Position startpos() {
    fs::Position pos;
    EXPECT_TRUE(fs::Position::named("startpos", pos));
    return pos;
}

}  // namespace

TEST(ShogiFastPerft, StartPositionBulk) {
    fs::Position pos = startpos();
    EXPECT_EQ(fs::perft(pos, 1), 30u);
    EXPECT_EQ(fs::perft(pos, 2), 900u);
    EXPECT_EQ(fs::perft(pos, 3), 25470u);
    EXPECT_EQ(fs::perft(pos, 4), 719731u);
}

TEST(ShogiFastPerft, StartPositionFullMake) {
    fs::Position pos = startpos();
    EXPECT_EQ(fs::perft(pos, 3, fs::PerftMode::FullMake), 25470u);
    EXPECT_TRUE(pos.invariants_hold());
}

TEST(ShogiFastPerft, Matsuri) {
    fs::Position pos = from_sfen(kMatsuri);
    EXPECT_EQ(fs::perft(pos, 1), 207u);
    EXPECT_EQ(fs::perft(pos, 2), 28684u);
    EXPECT_EQ(fs::perft(pos, 3), 4809015u);
    EXPECT_EQ(fs::perft(pos, 2, fs::PerftMode::FullMake), 28684u);
}

TEST(ShogiFastPerft, MostLegalMoves) {
    fs::Position pos = from_sfen(kMostMoves);
    fs::MoveList list;
    fs::generate_legal(pos, list);
    EXPECT_EQ(list.size(), 593);
    EXPECT_EQ(fs::perft(pos, 2), 105677u);
}

TEST(ShogiFastSfen, StartposPrintsCanonically) {
    EXPECT_EQ(startpos().sfen(), "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
}

TEST(ShogiFastSfen, HandsAnyOrderPrintedInCanonicalOrder) {
    // Hand order R B G S N L P, sente first (SFEN convention); counts before letters.
    EXPECT_EQ(from_sfen("4k4/9/9/9/9/9/9/9/4K4 b p2PbRg 1").sfen(),
              "4k4/9/9/9/9/9/9/9/4K4 b R2Pbgp 1");
    EXPECT_EQ(from_sfen(kMatsuri).sfen(), kMatsuri);
}

TEST(ShogiFastSfen, RepeatedHandLettersAddUpAndPrintOnce) {
    // `GGPP` as other tools write it is `2G2P` (docs/positions.md); the reference reads it alike.
    EXPECT_EQ(from_sfen("4k4/9/9/9/9/9/9/9/4K4 b GGPP 1").sfen(), "4k4/9/9/9/9/9/9/9/4K4 b 2G2P 1");
    EXPECT_EQ(from_sfen("4k4/9/9/9/9/9/9/9/4K4 b 2GPpG3pP 1").sfen(),
              "4k4/9/9/9/9/9/9/9/4K4 b 3G2P4p 1");
    fs::Position pos;
    EXPECT_EQ(fs::Position::parse_sfen("4k4/9/9/9/9/9/9/9/4K4 b 10P9P 1", pos),
              fs::ParseError::Hands);
}

TEST(ShogiFastSfen, ParseErrorsUseReferenceCodes) {
    fs::Position pos;
    EXPECT_EQ(fs::Position::parse_sfen("", pos), fs::ParseError::Empty);
    EXPECT_EQ(fs::Position::parse_sfen(std::string(600, '1'), pos), fs::ParseError::TooLong);
    EXPECT_EQ(fs::Position::parse_sfen("4k4/9/9/9/9/9/9/9/4K4 b -", pos),
              fs::ParseError::FieldCount);
    EXPECT_EQ(fs::Position::parse_sfen(
                  "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNLL b - 1", pos),
              fs::ParseError::Board);
    EXPECT_EQ(fs::Position::parse_sfen("4k4/9/9/9/9/9/9/9/4K4 x - 1", pos),
              fs::ParseError::SideToMove);
    EXPECT_EQ(fs::Position::parse_sfen("4k4/9/9/9/9/9/9/9/4K4 b K 1", pos), fs::ParseError::Hands);
    EXPECT_EQ(fs::Position::parse_sfen("4k4/9/9/9/9/9/9/9/4K4 b - 0", pos),
              fs::ParseError::MoveNumber);
    EXPECT_EQ(fs::parse_error_code(fs::ParseError::Board), "bad_board");
}

TEST(ShogiFastSfen, ValidityProblems) {
    auto problems = [](const char* sfen) {
        fs::Position pos;
        EXPECT_EQ(fs::Position::parse_sfen(sfen, pos), fs::ParseError::None) << sfen;
        return pos.problems();
    };
    EXPECT_EQ(problems("4k4/9/9/9/9/9/9/9/l3K4 b - 1"), 1u << fs::UnmovablePiece);
    EXPECT_EQ(problems("4k4/9/9/4P4/9/4P4/9/9/4K4 b - 1"), 1u << fs::Nifu);
    // Three rooks in all, and the dragon on 5h sees the gote king down the open file 5.
    EXPECT_EQ(problems("4k4/9/9/9/9/9/9/4+R4/4K4 b Rr 1"),
              (1u << fs::TooManyPieces) | (1u << fs::OppositeCheck));
    EXPECT_EQ(problems("4k4/9/9/9/4R4/9/9/9/K8 b - 1"), 1u << fs::OppositeCheck);
    EXPECT_EQ(problems("4k4/9/9/9/9/9/9/9/K3K4 b - 1"), 1u << fs::TooManyKings);
    EXPECT_EQ(problems("9/9/9/9/9/9/9/9/9 b - 1"), 1u << fs::MissingKing);
    EXPECT_EQ(problems("4k4/9/9/9/9/9/9/9/9 b 2R 1"),
              0u);  // a tsume may leave out the attacker's king
}

TEST(ShogiFastSfen, NamedSetups) {
    for (const auto name : fs::Position::named_names()) {
        fs::Position pos;
        ASSERT_TRUE(fs::Position::named(name, pos)) << name;
        EXPECT_EQ(pos.problems(), 0u) << name;
        EXPECT_TRUE(pos.invariants_hold()) << name;
    }
    fs::Position pos;
    EXPECT_FALSE(fs::Position::named("queen", pos));
}

TEST(ShogiFastHash, MakeUnmakeRestoresEverythingAndKeyMatches) {
    fs::Position pos = from_sfen(kMatsuri);
    const fs::Position before = pos;
    fs::MoveList list;
    fs::generate_legal(pos, list);
    for (const fs::Move m : list) {
        const fs::Undo u = pos.make(m);
        EXPECT_TRUE(pos.invariants_hold()) << fs::print_move(m);
        EXPECT_NE(pos.key(), before.key()) << fs::print_move(m);
        pos.unmake(m, u);
        EXPECT_TRUE(pos == before) << fs::print_move(m);
        EXPECT_EQ(pos.key(), before.key());
    }
}

TEST(ShogiFastHash, HandsAreHashed) {
    // Same board and side, different hands: different keys.
    EXPECT_NE(from_sfen("4k4/9/9/9/9/9/9/9/4K4 b P 1").key(),
              from_sfen("4k4/9/9/9/9/9/9/9/4K4 b p 1").key());
    EXPECT_NE(from_sfen("4k4/9/9/9/9/9/9/9/4K4 b P 1").key(),
              from_sfen("4k4/9/9/9/9/9/9/9/4K4 b 2P 1").key());
}

TEST(ShogiFastDrops, NifuDeadSquareAndUchifuzume) {
    // Hand-checked: gote king 1a boxed in by its own lance 2a and pawn 2b; a sente pawn dropped on
    // 1b would be guarded by the gold 2c and nothing of gote's can take it, so P*1b would mate and
    // is refused (uchifuzume); every other pawn drop not on rank a stays legal.
    fs::Position pos = from_sfen("7lk/7p1/7G1/9/9/9/9/9/4K4 b P 1");
    fs::MoveList list;
    fs::generate_legal(pos, list);
    bool drop_1b = false;
    int pawn_drops = 0;
    for (const fs::Move m : list) {
        if (fs::is_drop(m) && fs::drop_kind(m) == fs::Pawn) {
            ++pawn_drops;
            if (fs::print_move(m) == "P*1b") drop_1b = true;
        }
    }
    EXPECT_FALSE(drop_1b);
    // Empty squares 81 - 5 pieces = 76; minus rank a (dead squares: 7 empty there) = 69; minus 1b.
    EXPECT_EQ(pawn_drops, 68);
}

TEST(ShogiFastStatus, CheckmateAndOngoing) {
    fs::Game game(startpos());
    EXPECT_EQ(game.status({}).outcome, fs::Outcome::Ongoing);
    // Gote king 5a, sente gold 5b guarded by the pawn 5c: gote to move is mated (hand-checked).
    fs::Game mated(from_sfen("4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1"));
    const fs::GameStatus s = mated.status({false, fs::ImpasseRule::Seed27Points});
    EXPECT_EQ(s.outcome, fs::Outcome::Win);
    EXPECT_EQ(s.winner, fs::Sente);
    EXPECT_EQ(s.reason, fs::RuleId::Checkmate);
}

TEST(ShogiFastGame, PlayRefusesAnIllegalMoveAndChangesNothing) {
    fs::Game game(startpos());
    EXPECT_FALSE(
        game.play(fs::make_move(fs::make_square(6, 6), fs::make_square(6, 4), false)));  // 7g7e
    EXPECT_FALSE(
        game.play(fs::make_drop(fs::Pawn, fs::make_square(4, 4))));  // P*5e: no pawn in hand
    EXPECT_TRUE(game.moves().empty());
    EXPECT_TRUE(game.position() == startpos());
    EXPECT_TRUE(
        game.play(fs::make_move(fs::make_square(6, 6), fs::make_square(6, 5), false)));  // 7g7f
    EXPECT_EQ(game.moves().size(), 1u);
    EXPECT_TRUE(game.undo());
    EXPECT_TRUE(game.position() == startpos());
    EXPECT_FALSE(game.undo());
}

TEST(ShogiFastMovegen, GenerateLegalClearsTheListFirst) {
    fs::MoveList list;
    fs::generate_legal(startpos(), list);
    // Kings alone (sente 5i, gote 5a): sente's king has 5 steps (4h 5h 6h 4i 6i).
    fs::generate_legal(from_sfen("4k4/9/9/9/9/9/9/9/4K4 b - 1"), list);
    EXPECT_EQ(list.size(), 5);
}

TEST(ShogiFastNotation, PositionAndMoveVerbs) {
    auto pos = fs::parse_position("startpos");
    ASSERT_TRUE(pos.ok());
    EXPECT_EQ(fs::print_position(pos.value()),
              "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
    auto bad = fs::parse_position("4k4/9/9/9/9/9/9/9/4K4 x - 1");
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().codes, std::vector<std::string>{"bad_side_to_move"});
    auto nifu = fs::parse_position("4k4/9/9/4P4/9/4P4/9/9/4K4 b - 1");
    ASSERT_FALSE(nifu.ok());
    EXPECT_EQ(nifu.error().codes, std::vector<std::string>{"nifu"});
    const auto m = fs::parse_move("7g7f");
    ASSERT_TRUE(m.has_value());
    EXPECT_EQ(fs::print_move(m->move), "7g7f");
    EXPECT_TRUE(fs::find_legal(pos.value(), *m).has_value());
    EXPECT_FALSE(fs::find_legal(pos.value(), *fs::parse_move("7g7e")).has_value());
    const auto king_drop = fs::parse_move("K*5e");
    ASSERT_TRUE(king_drop.has_value());
    EXPECT_TRUE(king_drop->unplayable);
    EXPECT_FALSE(fs::parse_move("7g7"));
    EXPECT_EQ(fs::rule_name(fs::RuleId::PerpetualCheck), "shogi.sennichite.perpetual-check");
}
