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

namespace arbiter::oracle::engine {

struct EngineDivideLine {
    std::string move;  // as the engine printed it
    std::uint64_t nodes = 0;
};

struct PerftOutput {
    std::vector<EngineDivideLine> divide;  // in the engine's order
    std::optional<std::uint64_t> total;    // "Nodes searched: N"
    std::vector<std::string> other;        // non-blank lines that are neither (capped)
    std::vector<std::string> duplicates;   // moves printed twice
};

enum class PerftLineKind { Blank, Divide, Total, Other };

struct PerftLine {
    PerftLineKind kind = PerftLineKind::Other;
    std::string move;
    std::uint64_t nodes = 0;
};

// Classifies one line. "MOVE: COUNT" needs a move token of 2-12 printable characters without
// blanks and a whole decimal count that fits 64 bits; "Nodes searched: N" (any case) is the total.
PerftLine classify_perft_line(std::string_view line);

// Feeds lines one at a time; `done()` once the total arrived.
class PerftOutputParser {
public:
    static constexpr std::size_t kMaxOtherLines = 20;
    void feed(std::string_view line);
    bool done() const { return out_.total.has_value(); }
    const PerftOutput& output() const { return out_; }

private:
    PerftOutput out_;
};

PerftOutput parse_perft_output(const std::vector<std::string>& lines);

}  // namespace arbiter::oracle::engine
