#pragma once
// EPD, the Extended Position Description of the PGN standard (1994, section 16.2), and the
// `.perft` files that chess rules libraries ship (docs/records.md).
//
// EPD: one position a line — the four FEN fields (placement, side, castling, en passant), then
// operations `opcode operand ... ;` (the last ';' of a line may be missing). Read: id (a string),
// bm / am (SAN moves: `verify` checks that each is legal in the position), hmvc and fmvn (the FEN
// clocks), D1 .. D20 (perft counts, as perft suites write `;D1 20 ;D2 400`). Other opcodes are kept
// as they are. Blank lines and lines starting with
// '#' are skipped (a tolerance: EPD has no comments).
// .perft: blocks of `id NAME`, `epd FEN` (4 or 6 fields) and `perft DEPTH COUNT` lines; blank
// lines and '#' lines between them.
// Both readers are total: any text gives the positions or an Error naming "FILE:LINE:COLUMN".

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/result.h"

namespace arbiter::formats {

inline constexpr int kMaxEpdPerftDepth = 20;

struct EpdOperation {
    std::string opcode;
    std::vector<std::string> operands;  // strings without their quotes
    friend bool operator==(const EpdOperation&, const EpdOperation&) = default;
};

struct EpdPosition {
    std::uint32_t line = 0;  // where it was read
    std::string id;          // the id operation (or the .perft id); empty when none
    std::string fen;         // a whole FEN: the four fields and hmvc / fmvn (default 0 and 1)
    std::vector<EpdOperation> operations;              // as written, in order (EPD only)
    std::vector<std::pair<int, std::uint64_t>> perft;  // (depth, nodes), in the order given
    std::vector<std::string> best_moves;               // bm (SAN, as written)
    std::vector<std::string> avoid_moves;              // am (SAN, as written)
};

core::Result<std::vector<EpdPosition>> parse_epd(std::string_view text, std::string_view file);
core::Result<std::vector<EpdPosition>> parse_perft_file(std::string_view text,
                                                        std::string_view file);

// One EPD line (no newline): the four fields of `fen`, then `operations` (strings quoted when
// they must be); hmvc and fmvn are added from the FEN when `operations` has none.
std::string write_epd(const EpdPosition& position);

}  // namespace arbiter::formats
