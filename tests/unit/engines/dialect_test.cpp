// Move and position conversions between our notation (docs/rules.md) and engines' dialects.
// Expected engine-side texts are what fairy-stockfish 11.1 printed for the same moves:
//   xiangqi start, UCI (UCI_Variant xiangqi): cannon h3e3, horse b1c3, chariot a1a2, b3b10;
//   the same position under UCCI: h2e2, b0c2, a0a1, b2b9 (our notation, ranks 0-9);
//   shogi start, UCI (UCI_Variant shogi): c3c4, h2c2, e1d2; under USI: 7g7f, 2h7h, 5i6h;
//   after 7g7f 3c3d: UCI h8b2+ ... USI 8h2b+; drops: UCI G@e5, USI G*5e.

#include "engines/dialect.h"

#include <gtest/gtest.h>

namespace {

using namespace arbiter::engines;

struct Pair {
    const char* ours;
    const char* theirs;
};

void expect_both_ways(Dialect dialect, const Pair& p) {
    EXPECT_EQ(to_engine_move(dialect, p.ours), std::optional<std::string>(p.theirs)) << p.ours;
    EXPECT_EQ(from_engine_move(dialect, p.theirs), std::optional<std::string>(p.ours)) << p.theirs;
}

TEST(EngineNotation, ChessIsUciOnBothSides) {
    for (const Pair& p : {Pair{"e2e4", "e2e4"}, Pair{"e7e8q", "e7e8q"}, Pair{"e1g1", "e1g1"},
                          Pair{"a7a8n", "a7a8n"}}) {
        expect_both_ways(Dialect::Chess, p);
    }
}

TEST(EngineNotation, ChessRefusesWhatIsNotAMove) {
    for (const char* bad :
         {"", "e2", "e2e9", "i2i4", "e7e8k", "e7e8qq", "E2E4", "e2e4 ", "0000", "e2-e4"}) {
        EXPECT_FALSE(from_engine_move(Dialect::Chess, bad)) << bad;
        EXPECT_FALSE(to_engine_move(Dialect::Chess, bad)) << bad;
    }
}

TEST(EngineNotation, XiangqiRanksOneToTenShiftByOne) {
    for (const Pair& p : {Pair{"h2e2", "h3e3"}, Pair{"b0c2", "b1c3"}, Pair{"a0a1", "a1a2"},
                          Pair{"b2b9", "b3b10"}, Pair{"e9e8", "e10e9"}, Pair{"i9i0", "i10i1"}}) {
        expect_both_ways(Dialect::XiangqiRanks1, p);
    }
}

TEST(EngineNotation, XiangqiRanksOneToTenRefusesRankZeroAndEleven) {
    for (const char* bad : {"a0a1", "a1a11", "a1a01", "j1j2", "a1", "a10a", "a10a10x", "a1a1 "}) {
        EXPECT_FALSE(from_engine_move(Dialect::XiangqiRanks1, bad)) << bad;
    }
    EXPECT_FALSE(to_engine_move(Dialect::XiangqiRanks1, "a1a10"));  // ours has no rank 10
}

TEST(EngineNotation, XiangqiRanksZeroToNineIsOurs) {
    for (const Pair& p : {Pair{"h2e2", "h2e2"}, Pair{"b0c2", "b0c2"}, Pair{"b2b9", "b2b9"}}) {
        expect_both_ways(Dialect::XiangqiRanks0, p);
    }
    EXPECT_FALSE(from_engine_move(Dialect::XiangqiRanks0, "b3b10"));
    EXPECT_FALSE(from_engine_move(Dialect::XiangqiRanks0, "j0j1"));
}

TEST(EngineNotation, ShogiUsiIsOurs) {
    for (const Pair& p : {Pair{"7g7f", "7g7f"}, Pair{"8h2b+", "8h2b+"}, Pair{"P*5e", "P*5e"},
                          Pair{"R*1a", "R*1a"}}) {
        expect_both_ways(Dialect::ShogiUsi, p);
    }
    for (const char* bad : {"7g7g", "K*5e", "P*5j", "0g7f", "7g7f=", "P*5e+", "p*5e", "7j7f"}) {
        EXPECT_FALSE(from_engine_move(Dialect::ShogiUsi, bad)) << bad;
    }
}

TEST(EngineNotation, ShogiFairyUciMirrorsFilesAndRanks) {
    for (const Pair& p :
         {Pair{"7g7f", "c3c4"}, Pair{"2h7h", "h2c2"}, Pair{"5i6h", "e1d2"}, Pair{"8h2b+", "b2h8+"},
          Pair{"8h2b", "b2h8"}, Pair{"G*5e", "G@e5"}, Pair{"P*1a", "P@i9"}, Pair{"L*9i", "L@a1"}}) {
        expect_both_ways(Dialect::ShogiFairyUci, p);
    }
    for (const char* bad : {"c3c3", "G*e5", "G@5e", "K@e5", "j1j2", "c0c1", "c3c4=", "P@e5+"}) {
        EXPECT_FALSE(from_engine_move(Dialect::ShogiFairyUci, bad)) << bad;
    }
}

TEST(EngineNotation, SfenBecomesFairyStockfishFen) {
    // fairy-stockfish 11.1 `d` prints the start position after 7g7f as "...[] b - - 1 1" (gote to
    // move is 'b' there): sente is 'w' in its shogi FEN, and the hand goes in brackets.
    auto start =
        sfen_to_fairy_fen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
    ASSERT_TRUE(start);
    EXPECT_EQ(start.value(),
              "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1");
    auto hands = sfen_to_fairy_fen("4k4/9/9/9/9/9/9/9/4K4 w 2PGb10p 5");
    ASSERT_TRUE(hands);
    EXPECT_EQ(hands.value(), "4k4/9/9/9/9/9/9/9/4K4[PPGbpppppppppp] b - - 0 1");
    auto promoted = sfen_to_fairy_fen("4k4/9/9/9/4+P4/9/9/9/4K4 b - 1");
    ASSERT_TRUE(promoted);
    EXPECT_EQ(promoted.value(), "4k4/9/9/9/4+P4/9/9/9/4K4[] w - - 0 1");
}

TEST(EngineNotation, SfenConversionRefusesMalformedText) {
    for (const char* bad : {"", "startpos", "4k4/9 x - 1", "4k4/9 b 2 1", "4k4/9 b 99P 1",
                            "4k4/9 b K 1", "4k4/9;rm b - 1", "a b c d e"}) {
        EXPECT_FALSE(sfen_to_fairy_fen(bad)) << bad;
    }
}

}  // namespace
