#pragma once
// Attacks and legal move generation of fast/xiangqi.
//
// Legality without make-and-test in the common case. Before generating, one scan from the side
// to move's general finds, on its rank and file (the first three pieces each way, by bit scans of
// the occupancy words) and on its four horse legs:
//   checkers  enemy chariots / the enemy general (flying general, 将帅对面) first on a line,
//   cannons
//             second on a line (炮架 one screen), horses with a free leg, adjacent soldiers;
//   blockers  own pieces whose LEAVING may expose the general: the only piece between it and an
//             enemy chariot or the enemy general, either of the two pieces between it and an enemy
//             cannon (removing one leaves one screen), an own piece on the leg of a horse aimed at
//             it (蹩马腿);
//   danger    empty points whose FILLING gives check: between the general and an enemy cannon
//             with nothing between (the filler becomes the cannon's screen).
// A move changes occupancy only at `from` (emptied) and `to` (filled), so when the side to move is
// not in check, a move of a non-general piece that is not a blocker to a point that is not danger
// is legal; such targets are counted by popcount. Moves of the general, of blockers, and every
// move when in check are tested exactly by is_attacked_after() on the changed occupancy (no make).

#include "fast/xiangqi/position.h"

namespace arbiter::fast::xiangqi {

// Chariot targets from p (up to and including the first piece each way) and cannon capture
// targets (the first piece beyond one screen), for the given occupancy words of p's rank and file.
struct LineTargets {
    Bitboard chariot;
    Bitboard cannon;
};

inline LineTargets line_targets(Point p, unsigned rank_word, unsigned file_word) {
    const int f = file_of(p);
    const int r = rank_of(p);
    const std::uint32_t re = tables::kRankLine[static_cast<std::size_t>(f)][rank_word];
    const std::uint32_t fe = tables::kFileLine[static_cast<std::size_t>(r)][file_word];
    const int shift = r * kFileCount;
    return LineTargets{
        (static_cast<Bitboard>(re & 0xFFFFu) << shift) | (tables::kFileSpread[fe & 0xFFFFu] << f),
        (static_cast<Bitboard>(re >> 16) << shift) | (tables::kFileSpread[fe >> 16] << f)};
}

inline LineTargets line_targets(const Position& pos, Point p) {
    return line_targets(p, pos.rank_occ(rank_of(p)), pos.file_occ(file_of(p)));
}

// Whether side `them` attacks point k on a board whose occupancy is `occ` (with `rank_word` /
// `file_word` the occupancy words of k's rank and file), counting only enemy pieces in `keep`
// (a captured piece is removed through `keep`). The enemy general counts as a chariot (on a file
// this is the flying-general rule).
inline bool is_attacked_after(const Position& pos, Point k, Side them, unsigned rank_word,
                              unsigned file_word, Bitboard occ, Bitboard keep) {
    const LineTargets lines = line_targets(k, rank_word, file_word);
    if (lines.chariot & (pos.pieces(them, Chariot) | pos.pieces(them, General)) & keep) return true;
    if (lines.cannon & pos.pieces(them, Cannon) & keep) return true;
    const Bitboard horses = pos.pieces(them, Horse) & keep;
    if (horses) {
        const auto& ha = tables::kHorseAttackers;
        for (int i = 0; i < tables::kDirections; ++i) {
            const Point leg = ha.leg[static_cast<std::size_t>(k)][static_cast<std::size_t>(i)];
            if (leg != kNoPoint && !test(occ, leg) &&
                (ha.from[static_cast<std::size_t>(k)][static_cast<std::size_t>(i)] & horses))
                return true;
        }
    }
    return (tables::kSoldierAttackers[them][static_cast<std::size_t>(k)] &
            pos.pieces(them, Soldier) & keep) != 0;
}

// The side to move's general is attacked (将军).
bool in_check(const Position& pos);

// Clears `list`, then fills it with every legal move (order: by piece kind, then point).
void generate_legal(const Position& pos, MoveList& list);
// The number of legal moves (bulk counting: no list for the common case).
int count_legal(const Position& pos);
bool has_legal_move(const Position& pos);

}  // namespace arbiter::fast::xiangqi
