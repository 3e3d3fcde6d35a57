#pragma once
// Announced mates checked against our rules (docs/engines.md, "Announced mates"): an engine that
// reports `score mate N` with its best move claims that the move begins a forced win in N moves
// of its own. mate_search asks the rules, by a complete search over an adapter (the reference):
// after the move, whatever the opponent replies, the mover can win within the remaining moves.
// "Win" is the rules' verdict (checkmate; in xiangqi also stalemate and the other side's perpetual
// check or chase, which engines score as mate too). The search is complete but bounded: it gives
// up after a budget of positions, and a mate that is not found within the budget is not reported.

#include <cstdint>
#include <string>

#include "oracle/adapter.h"

namespace arbiter::engines {

// The longest announced mate checked (moves of the mover) and the default budget of positions:
// Stockfish's mates in 2 in 21 Lichess games were proved in 46 to 234 positions, its mates in 3
// in 445 to 1584 (docs/engines.md); the budget leaves room for wide shogi and xiangqi searches.
inline constexpr int kMaxCheckedMate = 3;
inline constexpr std::uint64_t kMateSearchBudget = 200'000;

enum class MateVerdict {
    Holds,     // the move wins by force within N moves
    Refuted,   // it does not: `refutation` is a defence that escapes
    TooLarge,  // the budget ran out before the search ended (nothing is said)
    NotLegal,  // the move is not legal in the position (reported elsewhere)
};

struct MateSearchResult {
    MateVerdict verdict = MateVerdict::TooLarge;
    std::uint64_t positions = 0;  // positions visited (moves played)
    // Refuted: the defence found first, the opponent's reply after `move` ("" when the move
    // itself ends the game otherwise, e.g. in a draw).
    std::string refutation;
};

// Whether `move` (in docs/rules.md notation) played in `board`'s position wins by force within
// `n` moves of the mover (n >= 1), under the rules' default options. `board` is left as it was.
MateSearchResult check_announced_mate(oracle::Adapter& board, const std::string& move, int n,
                                      std::uint64_t budget = kMateSearchBudget);

}  // namespace arbiter::engines
