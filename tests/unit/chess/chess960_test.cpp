// Chess960 in reference/chess (FIDE Laws of Chess (2023), Guidelines II): the start positions
// (chess.chess960.setup), X-FEN and Shredder-FEN castling fields, castling by
// chess.chess960.castling and chess.chess960.castling.blocked, written as the king taking its own
// rook (UCI_Chess960). Expected values: start positions from Scharnagl's published numbering
// (0 BBQNNRKR, 518 the standard array, 959 RKRNNQBB); move lists counted by hand off each diagram
// and confirmed with stockfish 15.1 (`setoption name UCI_Chess960 value true`, `go perft 1`);
// perft figures from the Chess Programming Wiki's "Chess960 Perft Results" table.

#include <gtest/gtest.h>

#include <string>

#include "reference/chess/notation.h"
#include "reference/chess/perft.h"
#include "reference/chess/record_notation.h"
#include "reference/chess/rules.h"
#include "tests/support/chess.h"

namespace arbiter::reference::chess {
namespace {

using testing::uci;

Position position960(std::string_view fen) {
    auto pos = parse_position(fen, true);
    EXPECT_TRUE(pos.ok()) << fen << ": " << (pos.ok() ? "" : pos.error().message());
    return pos.ok() ? pos.value() : Position::standard();
}

std::set<std::string> legal_set960(std::string_view fen) {
    std::set<std::string> out;
    for (const Move& m : legal_moves(position960(fen))) out.insert(print_move(m));
    return out;
}

std::string explain960(std::string_view fen, std::string_view move) {
    const auto broken = first_broken_rule(position960(fen), uci(move));
    return broken ? std::string(rule_name(*broken)) : "legal";
}

std::string back_rank(const Position& pos) {
    std::string out;
    for (int file = 0; file < kFileCount; ++file)
        out += piece_letter(*pos.board()[*Square::at(file, 0)]);
    return out;
}

// chess.chess960.setup: Scharnagl's numbering.
TEST(Chess960Setup, NumberedStartPositions) {
    EXPECT_EQ(back_rank(*Position::chess960_start(0)), "BBQNNRKR");
    EXPECT_EQ(back_rank(*Position::chess960_start(518)), "RNBQKBNR");
    EXPECT_EQ(back_rank(*Position::chess960_start(959)), "RKRNNQBB");
    EXPECT_FALSE(Position::chess960_start(960).has_value());
    EXPECT_FALSE(Position::chess960_start(-1).has_value());
    EXPECT_EQ(print_position(*Position::chess960_start(518)),
              "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}

TEST(Chess960Setup, EveryStartMeetsGuidelinesII2) {
    for (int n = 0; n < 960; ++n) {
        const std::string rank = back_rank(*Position::chess960_start(n));
        const auto king = rank.find('K');
        EXPECT_LT(rank.find('R'), king) << n;  // a rook on each side of the king
        EXPECT_GT(rank.rfind('R'), king) << n;
        const auto b1 = rank.find('B'), b2 = rank.rfind('B');
        EXPECT_NE(b1 % 2, b2 % 2) << n;  // bishops on squares of opposite colours
    }
    EXPECT_TRUE(parse_position("chess960:0", true).ok());
    EXPECT_FALSE(parse_position("chess960:960", true).ok());
    EXPECT_FALSE(parse_position("chess960:0", false).ok());
}

// ---- X-FEN and Shredder-FEN castling fields -----------------------------------------------------

TEST(Chess960Fen, ShredderAndXFenReadTheSameRights) {
    // CPW Chess960 perft table, position 1: rooks f1 and h1, king g1.
    const auto shredder =
        position960("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
    const auto xfen =
        position960("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9");
    EXPECT_EQ(shredder, xfen);
    EXPECT_EQ(shredder.castling().rook_file(Color::White, Wing::Queen), 5);  // f
    EXPECT_EQ(shredder.castling().rook_file(Color::White, Wing::King), 7);   // h
    // Printed as X-FEN: every castling rook is the outermost on its side.
    EXPECT_EQ(print_position(shredder),
              "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9");
}

TEST(Chess960Fen, AnInnerRookIsNamedByItsFile) {
    // The f1 rook has the right although h1 holds a rook farther out.
    const auto pos = position960("4k3/8/8/8/8/8/8/4KR1R w F - 0 1");
    EXPECT_EQ(pos.castling().rook_file(Color::White, Wing::King), 5);
    EXPECT_EQ(print_position(pos), "4k3/8/8/8/8/8/8/4KR1R w F - 0 1");
    EXPECT_EQ(print_position(position960("4k3/8/8/8/8/8/8/4KR1R w H - 0 1")),
              "4k3/8/8/8/8/8/8/4KR1R w K - 0 1");
}

TEST(Chess960Fen, TwoRightsForOneWingAreRefused) {
    EXPECT_FALSE(parse_fen("4k3/8/8/8/8/8/8/4KR1R w KH - 0 1").ok());  // K is the h1 rook
    EXPECT_FALSE(parse_fen("4k3/8/8/8/8/8/8/4KR1R w FH - 0 1").ok());
    EXPECT_FALSE(parse_fen("4k3/8/8/8/8/8/8/4KR1R w KX - 0 1").ok());
    EXPECT_EQ(parse_fen("4k3/8/8/8/8/8/8/4KR1R w FH - 0 1").error().code(), "bad_castling");
}

TEST(Chess960Fen, StandardChessRefusesChess960Rights) {
    // Without Chess960 a right needs the king on e1 and the rook on a1 or h1 (chess.fen).
    const auto standard =
        parse_position("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
    ASSERT_FALSE(standard.ok());
    EXPECT_EQ(standard.error().codes(), std::vector<std::string>{"castling_without_king_or_rook"});
    EXPECT_FALSE(parse_position("4k3/8/8/8/8/8/8/4KR1R w F - 0 1").ok());
    // Shredder letters for a standard position are read in standard chess too.
    const auto letters = parse_position("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1");
    ASSERT_TRUE(letters.ok());
    EXPECT_EQ(print_position(letters.value()), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
}

TEST(Chess960Fen, ARightNeedsItsRookOnTheRightSideOfTheKing) {
    const auto wrong_side = parse_position("4k3/8/8/8/8/8/8/3K3R w Q - 0 1", true);
    ASSERT_FALSE(wrong_side.ok());  // Q: no rook west of the king (the default a1 is empty)
    EXPECT_TRUE(parse_position("4k3/8/8/8/8/8/8/3K3R w K - 0 1", true).ok());
}

// ---- chess.chess960.castling --------------------------------------------------------------------

TEST(Chess960Castling, TheKingMayStayPut) {
    // King g1, rook h1: O-O moves only the rook (h1 -> f1), written g1h1. 4 king steps, 7 rook
    // moves up the h-file, the castling: 12 (stockfish 15.1: 12).
    constexpr std::string_view kFen = "4k3/8/8/8/8/8/8/6KR w K - 0 1";
    const auto moves = legal_set960(kFen);
    EXPECT_EQ(moves.size(), 12u);
    EXPECT_TRUE(moves.contains("g1h1"));
    const Position after = position960(kFen).after(uci("g1h1"));
    EXPECT_EQ(print_position(after), "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
    EXPECT_EQ(print_san(position960(kFen), uci("g1h1")), "O-O");
}

TEST(Chess960Castling, KingAndRookTradePlaces) {
    // King f1, rook g1: O-O puts the king on g1 and the rook on f1 (stockfish 15.1: 13 moves).
    constexpr std::string_view kFen = "4k3/8/8/8/8/8/8/5KR1 w G - 0 1";
    const auto moves = legal_set960(kFen);
    EXPECT_EQ(moves.size(), 13u);
    EXPECT_TRUE(moves.contains("f1g1"));
    EXPECT_EQ(print_position(position960(kFen).after(uci("f1g1"))),
              "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
    auto san = parse_san(position960(kFen), "O-O");
    ASSERT_TRUE(san.ok());
    EXPECT_EQ(print_move(san.value()), "f1g1");
}

TEST(Chess960Castling, TheRookMayNotShieldTheKingsDestination) {
    // King d1, castling rook b1, a black rook on a1: after O-O-O the king would stand on c1 with
    // the a1 rook's line open. c1 counts as attacked (chess.castling.through-check); stockfish
    // 15.1 lists 7 moves, no castling.
    constexpr std::string_view kFen = "4k3/8/8/8/8/8/8/rR1K4 w B - 0 1";
    EXPECT_EQ(legal_set960(kFen).size(), 7u);
    EXPECT_EQ(explain960(kFen, "d1b1"), "chess.castling.through-check");
}

TEST(Chess960Castling, EverySquareOnBothWaysMustBeEmpty) {
    // King b1, rook a1 (queen side): the king goes to c1 and the rook to d1; a knight on d1 blocks
    // the rook's way though not the king's.
    EXPECT_EQ(explain960("4k3/8/8/8/8/8/8/RK1N4 w A - 0 1", "b1a1"),
              "chess.chess960.castling.blocked");
    EXPECT_EQ(explain960("4k3/8/8/8/8/8/8/RK6 w A - 0 1", "b1a1"), "legal");
    // King on c1, rook h1: a piece on g1 blocks the king (destination g1).
    EXPECT_EQ(explain960("4k3/8/8/8/8/8/8/2K3NR w H - 0 1", "c1h1"),
              "chess.chess960.castling.blocked");
    const auto pos = position960("4k3/8/8/8/8/8/8/RK1N4 w A - 0 1");
    const auto witnesses = explain_witnesses(pos, uci("b1a1"));
    ASSERT_EQ(witnesses.size(), 1u);
    EXPECT_EQ(witnesses[0].square.name(), "d1");
    EXPECT_EQ(witnesses[0].role, "in_the_way");
}

TEST(Chess960Castling, RightsAndCheckAsInStandardChess) {
    EXPECT_EQ(explain960("4k3/8/8/8/8/8/8/RK6 w - - 0 1", "b1a1"), "chess.castling.rights");
    EXPECT_EQ(explain960("1r2k3/8/8/8/8/8/8/RK6 w A - 0 1", "b1a1"), "chess.castling.in-check");
    // The standard two-square form is no castling in Chess960: a king move of two squares.
    EXPECT_EQ(explain960("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"), "chess.king.step");
    EXPECT_EQ(explain960("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1h1"), "legal");
}

TEST(Chess960Castling, RightsGoWithTheirRook) {
    // Moving the inner rook f1 loses the F right; the h1 rook never had one.
    const Position pos = position960("4k3/8/8/8/8/8/8/4KR1R w F - 0 1");
    EXPECT_EQ(print_position(pos.after(uci("h1h2"))), "4k3/8/8/8/8/8/7R/4KR2 b K - 1 1");
    EXPECT_EQ(print_position(pos.after(uci("f1f2"))), "4k3/8/8/8/8/8/5R2/4K2R b - - 1 1");
}

// ---- Perft: the Chess Programming Wiki's Chess960 perft table --------------------------------

TEST(Chess960Perft, PublishedCounts) {
    struct Case {
        std::string_view fen;
        std::uint64_t nodes[3];
    };
    const Case cases[] = {
        {"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", {21, 528, 12189}},
        {"2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9", {21, 807, 18002}},
        {"b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9", {20, 479, 10471}},
    };
    for (const Case& c : cases) {
        const Position pos = position960(c.fen);
        for (int depth = 1; depth <= 3; ++depth)
            EXPECT_EQ(perft(pos, depth, PerftMode::Bulk), c.nodes[depth - 1])
                << c.fen << " " << depth;
    }
}

}  // namespace
}  // namespace arbiter::reference::chess
