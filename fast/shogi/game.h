#pragma once
// A game of fast/shogi: the position, the moves played with their undo records and the key after
// each, and the status: checkmate (no legal move), sennichite by Zobrist key (the fourth
// occurrence of board + hands + side to move), the perpetual-check verdict (from whether each
// move gave check), and the impasse rules when asked for. Outside the hot path (uses a vector).
// Sennichite compares 64-bit keys: a key collision would be read as a repetition.

#include <cstdint>
#include <vector>

#include "fast/shogi/movegen.h"

namespace arbiter::fast::shogi {

enum class Outcome : std::uint8_t { Ongoing, Win, Draw };
enum class Reason : std::uint8_t { None, Checkmate, Sennichite, PerpetualCheck, Impasse };
enum class ImpasseRule : std::uint8_t { Seed27Points, Pro24Points, Csa27Declaration };

struct Status {
    bool in_check = false;
    Outcome result = Outcome::Ongoing;
    Side winner = Sente;  // meaningful when result == Win
    Reason reason = Reason::None;
};

class Game {
public:
    explicit Game(const Position& start) : pos_(start) {}

    const Position& position() const { return pos_; }
    Position& position_for_perft() { return pos_; }
    std::size_t ply_count() const { return history_.size(); }

    // Plays `m`, which must be legal (the caller checks with is_legal).
    void play(Move m);
    bool undo();

    Status status(bool impasse_requested, ImpasseRule rule) const;

private:
    struct Entry {
        Move move;
        Undo undo;
        bool gave_check;
    };
    Position pos_;
    std::vector<Entry> history_;
};

// Impasse points: rook and bishop (promoted or not) 5, king 0, any other piece 1.
int impasse_points(const Position& pos, Side side);

}  // namespace arbiter::fast::shogi
