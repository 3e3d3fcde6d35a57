#pragma once
// Positions the chess benchmarks share (FENs from the Chess Programming Wiki, "Perft Results").

namespace arbiter::bench {

struct BenchPosition {
    const char* name;
    const char* fen;
};

inline constexpr BenchPosition kStart{"start",
                                      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"};
inline constexpr BenchPosition kKiwipete{
    "kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"};
inline constexpr BenchPosition kEndgame{"endgame",
                                        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"};  // CPW 3
// Promotion-heavy: seven pawns one step from promoting (CPW "Perft Results" promotion position).
inline constexpr BenchPosition kPromotions{"promotions", "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1"};

inline constexpr BenchPosition kAll[] = {kStart, kKiwipete, kEndgame, kPromotions};

}  // namespace arbiter::bench
