#pragma once
// Expected answers to FIDE Laws 6.9's question "can this side ever checkmate, by material?", for
// the tests of both chess floors (tests/unit/chess/game_end_test.cpp for reference/,
// fast_status_test.cpp for fast/). Source: python-chess's Board.has_insufficient_material(color)
// and shakmaty's Position::has_insufficient_material(color), negated (they look at material and
// bishop colours only); the reference's tests show two of the "can"s with a mate.

#include <string_view>

namespace arbiter::testing {

struct MatingMaterialCase {
    std::string_view fen;
    bool white_can;
    bool black_can;
    std::string_view why;
};

inline constexpr MatingMaterialCase kMatingMaterial[] = {
    // {FEN, white can, black can, why}
    {"4k3/8/8/8/8/8/8/4K3 w - - 0 1", false, false, "a king alone each"},
    {"4k3/8/8/8/8/8/8/4KN2 w - - 0 1", false, false, "K+N v K"},
    {"k7/p7/8/8/8/8/8/4KN2 w - - 0 1", true, true, "K+N v K+P: the pawn blocks its own king"},
    {"4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1", false, false, "K+B v K+B, c1 and f8 both dark"},
    {"2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1", true, true, "K+B v K+B, c1 dark and c8 light"},
    {"4k2q/8/8/8/8/8/8/1N2K3 w - - 0 1", false, true, "K+N v K+Q: a queen never helps"},
    {"4k2r/8/8/8/8/8/8/1N2K3 w - - 0 1", true, true, "K+N v K+R: the rook may block"},
    {"4k2r/8/8/8/8/8/8/2B1K3 w - - 0 1", false, true, "K+B v K+R: a rook cannot help a bishop"},
    {"4k2q/8/8/8/8/8/8/2B1K3 w - - 0 1", false, true, "K+B v K+Q"},
    {"4k3/8/8/8/8/8/3B4/2B1K3 w - - 0 1", false, false, "two bishops, c1 and d2 both dark"},
    {"4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1", true, false, "two bishops, c1 dark and f1 light"},
    {"4k3/8/8/8/8/8/8/1N2KB2 w - - 0 1", true, false, "knight and bishop"},
    {"4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1", true, false, "two knights: a mate exists, not forced"},
    {"4k3/7p/8/8/8/8/8/2B1K3 w - - 0 1", true, true, "K+B v K+P: the pawn blocks its own king"},
    {"4k3/8/8/8/8/8/8/2B1K1n1 w - - 0 1", true, true, "K+B v K+N: each may block"},
    {"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", true, false, "a pawn promotes"},
    {"4k3/8/8/8/8/8/8/R3K3 w - - 0 1", true, false, "a rook"},
};

}  // namespace arbiter::testing
