// shogi.setup.standard and shogi.setup.handicap.

#include <gtest/gtest.h>

#include "tests/support/shogi.h"

namespace arbiter::reference::shogi {
namespace {

using testing::parse;

TEST(ShogiSetup, StandardArraySenteMovesFirst) {
    const Position start = parse("startpos");
    EXPECT_EQ(start.side_to_move(), Side::Sente);
    EXPECT_EQ(print_position(start),
              "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
}

TEST(ShogiSetup, EveryNamedSetupIsValid) {
    for (const auto name : named_setup_names()) {
        auto position = parse_position(name);
        EXPECT_TRUE(position.ok()) << name;
    }
    EXPECT_FALSE(named_setup("queen").has_value());
}

TEST(ShogiSetup, HandicapGiverIsGoteAndMovesFirst) {
    for (const auto name : named_setup_names()) {
        if (name == "startpos") continue;
        EXPECT_EQ(parse(name).side_to_move(), Side::Gote) << name;
        // Sente keeps the full standard army.
        EXPECT_EQ(parse(name).board().at(Square{2, 8}), (Piece{Side::Sente, PieceKind::Rook}))
            << name;
    }
}

TEST(ShogiSetup, HandicapsRemoveTheListedPieces) {
    const Board lance = parse("lance").board();
    EXPECT_FALSE(lance.at(Square{1, 1}).has_value());  // gote's left lance is on 1a
    EXPECT_TRUE(lance.at(Square{9, 1}).has_value());
    EXPECT_FALSE(parse("bishop").board().at(Square{2, 2}).has_value());
    EXPECT_TRUE(parse("bishop").board().at(Square{8, 2}).has_value());
    EXPECT_FALSE(parse("rook").board().at(Square{8, 2}).has_value());
    const Board six = parse("6-piece").board();
    for (const int file : {1, 2, 8, 9}) EXPECT_FALSE(six.at(Square{file, 1}).has_value()) << file;
    const Position pawns = parse("3-pawns");
    EXPECT_EQ(pawns.hand(Side::Gote).of(PieceKind::Pawn), 3);
    EXPECT_EQ(pawns.board().at(Square{5, 1}), (Piece{Side::Gote, PieceKind::King}));
}

// Depth-1 and depth-2 counts of every handicap: fairy-stockfish 11.1 (UCI_Variant shogi,
// go perft 1 and 2 on the handicap SFEN).
TEST(ShogiSetup, HandicapMoveCountsMatchFairyStockfish) {
    const std::tuple<std::string_view, std::uint64_t, std::uint64_t> cases[] = {
        {"lance", 30, 900},      {"bishop", 33, 990},  {"rook", 25, 750},
        {"rook-lance", 25, 750}, {"2-piece", 26, 780}, {"3-piece", 25, 750},
        {"4-piece", 24, 720},    {"6-piece", 24, 720}, {"3-pawns", 65, 1918},
    };
    for (const auto& [name, one, two] : cases) {
        EXPECT_EQ(perft(parse(name), 1), one) << name;
        EXPECT_EQ(perft(parse(name), 2), two) << name;
    }
}

}  // namespace
}  // namespace arbiter::reference::shogi
