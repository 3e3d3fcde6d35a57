#pragma once
// Parses what an engine prints for `go perft N`: one "MOVE: COUNT" line per root move and a total
// ("Nodes searched: N", as Stockfish, fairy-stockfish and their descendants print it). Everything
// else is kept aside (info lines, blank lines, banners, garbage) so a report can quote it.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::engines {

struct EngineDivideLine {
    std::string move;  // as the engine printed it
    std::uint64_t nodes = 0;
};

struct PerftOutput {
    std::vector<EngineDivideLine> divide;  // in the engine's order
    std::optional<std::uint64_t> total;    // "Nodes searched: N"
    std::vector<std::string> other;        // non-blank lines that are neither (capped)
    std::vector<std::string> duplicates;   // moves printed twice (the first few)
    std::optional<std::string> overflow;   // the first line whose count does not fit 64 bits
    bool too_many_moves = false;           // more than kMaxDivideLines move lines
};

// Overflow: a divide line or a total whose count is a whole number too large for 64 bits.
enum class PerftLineKind { Blank, Divide, Total, Overflow, Other };

struct PerftLine {
    PerftLineKind kind = PerftLineKind::Other;
    std::string move;
    std::uint64_t nodes = 0;
};

// Classifies one line. "MOVE: COUNT" needs a move token of 2-12 printable characters without
// blanks and a whole decimal count that fits 64 bits; "Nodes searched: N" (any case) is the total.
// Either form with a count of more digits than 64 bits hold is Overflow (a protocol error).
PerftLine classify_perft_line(std::string_view line);

// The looser forms of custom perft commands (--perft-cmd, --script, XBoard engines' `perft`):
//   divide  "e2e4: 20", "e2e4 20", "Nb8-a6 30 30" (move, count, running sum), SAN or coordinate:
//           a move token of 2-12 printable characters with a letter and a digit (or O-O, O-O-O),
//           in every form ("Time: 12" is no divide line)
//   total   N alone (a perft script's last line), "Nodes searched: N", "Nodes: N", "Total: N",
//   "Total N", "Total nodes: N";
//           "D N ..." with D from 1 to the depth asked for (Sjaak II: "2   400  0.00  2395209nps")
// A total closes a group of divide lines; the last group with its total is the answer (Sjaak II
// prints a divide for every depth up to the one asked for).
PerftLine classify_loose_perft_line(std::string_view line, int depth);

// Feeds lines one at a time; `done()` once the total arrived.
class PerftOutputParser {
public:
    PerftOutputParser() = default;
    // Loose forms; the parser is then done only when the caller says so (the output ended).
    explicit PerftOutputParser(int loose_depth) : loose_depth_(loose_depth) {}
    static constexpr std::size_t kMaxOtherLines = 20;
    // No position of chess, xiangqi or shogi has more than 593 legal moves (shogi's record):
    // an engine that prints more move lines than this is broken, and is not read further.
    static constexpr std::size_t kMaxDivideLines = 4096;
    static constexpr std::size_t kMaxDuplicates = 8;
    void feed(std::string_view line);
    // The total arrived, or the output is already a protocol error (overflow, too many moves).
    bool done() const {
        return (loose_depth_ == 0 && out_.total.has_value()) || out_.overflow.has_value() ||
               out_.too_many_moves;
    }
    const PerftOutput& output() const { return out_; }

private:
    PerftOutput out_;
    int loose_depth_ = 0;        // 0 = the strict `go perft` forms
    bool group_closed_ = false;  // loose: a total came; the next divide line starts a new group
};

PerftOutput parse_perft_output(const std::vector<std::string>& lines);

}  // namespace arbiter::engines
