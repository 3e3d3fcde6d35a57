#pragma once
// Standard Algebraic Notation (FIDE Laws of Chess (2023), Appendix C; PGN standard, section
// 8.2.3) for checking game databases: resolving a SAN costs no heap and no std::string. The
// candidate origins are the pieces of the kind named that reach the target square (leaper tables;
// for sliders the empty-board rays and the squares between, no slider attack table), then a
// candidate is tested for leaving its own king attacked only when an enemy slider stands on a
// line through that king: no move list is generated.
//
// The language read is exactly reference/chess/record_notation.h's (written independently; the
// fuzzer fuzz/chess_san_parse_fuzzer.cpp holds the two to it): canonical SAN plus the tolerated
// forms of docs/notation.md (0-0, e8Q, e8=q, any or no +/#/++, the annotations ! ? !! ?? !? ?!,
// more disambiguation than needed, long algebraic Ng1-f3, a missing or wrong 'x'). fast/ names no
// rules: an illegal or ambiguous SAN is only "illegal" or "ambiguous" here; the reference says
// which rule it breaks.

#include <cstdint>
#include <string>
#include <string_view>

#include "fast/chess/move.h"
#include "fast/chess/position.h"
#include "fast/chess/result.h"

namespace arbiter::fast::chess {

enum class SanErrorKind : std::uint8_t {
    Malformed,  // not SAN (syntax)
    Illegal,    // no legal move fits
    Ambiguous,  // more than one legal move fits
};

struct SanError {
    SanErrorKind kind = SanErrorKind::Malformed;
    std::string_view kind_name() const;  // malformed, illegal, ambiguous
};

// The legal move the SAN `text` names in `pos`, or which kind of failure it is. No heap.
Result<Move, SanError> parse_san(const Position& pos, std::string_view text);
// The same, for hot loops (`arbiter games`): true with the move in `move`, or false with the kind
// of failure in `error`. It answers through references rather than a Result: a std::variant
// returned by value is assembled from byte stores and read back whole, a store-forwarding stall
// on every call.
bool resolve_san(const Position& pos, std::string_view text, Move& move, SanErrorKind& error);

// The longest canonical SAN: "Qa1xb2+" or "exd8=Q#".
inline constexpr int kMaxSanLength = 7;

// Writes the canonical SAN of `m` (least disambiguation, 'x', '=Q', O-O, '+'/'#') into `out`,
// NUL-terminated; returns its length. No heap. Precondition: `m` is legal in `pos`.
int write_san(const Position& pos, Move m, char (&out)[kMaxSanLength + 1]);
std::string print_san(const Position& pos, Move m);

}  // namespace arbiter::fast::chess
