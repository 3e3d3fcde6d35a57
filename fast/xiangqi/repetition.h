#pragma once
// fast/xiangqi's own judge of a repetition: perpetual check (长将) and perpetual chase (长捉) by
// the Asian Xiangqi Federation's rules of repetition (the default) or the WXF's, on bitboards. The
// rules are those docs/rules.md states for xiangqi.repetition.*; this is an implementation of its
// own (fast/ never includes reference/), written as set operations:
//   - a span: the moves from the first of the three occurrences to now;
//   - per move: check (the mover's opponent in check after it) and the Bitboard of the origins
//     (the point each piece stood on when the span began) of the opponent pieces it chases;
//   - chases: for every chasing piece A of the mover (not general, not soldier) the targets of its
//     pattern that are opponent pieces other than the general and soldiers on their own half,
//     kept when A could legally capture, the target is chaseable (worth more than A; or
//     unprotected, i.e. no legal recapture after A takes it; never when A and the target are of
//     one kind and the target could legally take A back: an offer of exchange), and the same
//     threat did not stand before the move (A's pattern on the point it came from reached the
//     target and it was chaseable there — or merely reached it, when the move's from or to point
//     lies between an opponent cannon and a chariot of the mover that the cannon attacks: a move
//     of the cannon's mount, AXF §26, chases only by attacks new by pattern);
//   - held chariots (AXF §19, Diagrams 39-41): a chased chariot standing on the leg of a horse of
//     the chasing side whose step over that leg reaches the chariot's general (the horse table's
//     targets for that one leg contain the general's point);
//   - verdict: a side all of whose moves check loses (both: draw); else a side whose moves all
//     chase a common origin loses (AXF) — WXF: its non-checking moves all chase a common origin,
//     checks counting as attacks too (one check, one chase) — both: draw, unless the common
//     origins of exactly one of them include a chariot held at every one of its chasing moves:
//     that side loses (§19); else draw.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "fast/xiangqi/position.h"
#include "fast/xiangqi/rule_id.h"

namespace arbiter::fast::xiangqi {

enum class RepetitionRules : std::uint8_t { Axf, Wxf };

// One move of the span as judged (the evidence of a verdict).
struct JudgedMove {
    bool check = false;
    Bitboard chased = 0;          // the chased pieces, where they stand after the move
    Bitboard chased_origins = 0;  // the same pieces, where they stood when the span began
    Bitboard held_origins = 0;    // of those, the chariots held by a horse of the mover (§19)
    bool blocks_cannon = false;   // the move moved the mount of an opponent cannon (§26)
};

struct RepetitionVerdict {
    std::optional<Side> loser;  // nullopt: a draw
    RuleId reason = RuleId::Repetition;
    std::vector<JudgedMove> moves;   // one per move of the span, in order
    Point victim_origin = kNoPoint;  // perpetual chase: the chased piece's origin (lowest)
    Point victim_at_end = kNoPoint;  // and where it stands at the end of the span
    bool held_chariot = false;  // the loser's victim is a held chariot and both sides chased (§19)
    bool victim_held = false;   // the victim is a chariot held by a horse at each chasing move
};

// Judges moves[first..] played from `at_first` (the position after moves[0..first)).
// Precondition: the moves are legal in turn.
RepetitionVerdict judge_repetition(const Position& at_first, const Move* moves, std::size_t count,
                                   RepetitionRules rules);

// The opponent pieces (points after the move) that `m`, played from `before`, chases.
Bitboard chased_by(const Position& before, Move m);

}  // namespace arbiter::fast::xiangqi
