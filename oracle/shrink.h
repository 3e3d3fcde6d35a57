#pragma once
// The shortest line on which two sources of perft divides disagree (docs/design.md, "How the
// cross-checks work"): `arbiter diff` compares the reference with the fast implementation,
// `arbiter engine` compares one of them with an external engine. Both go through this one search
// and report with one schema: "ours" is the side trusted for the comparison (the reference in
// diff, the implementation chosen by --impl in engine), "theirs" the side under test.

#include <cstdint>
#include <functional>
#include <map>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "oracle/adapter.h"

namespace arbiter::oracle {

using DivideCounts = std::map<std::string, std::uint64_t>;  // move (our notation) -> leaves

// A source that could not answer: which command, what went wrong, what it printed meanwhile.
// Text for the reader only: the search stops on it and hands it on (SearchFailure), and nothing
// rules on its words. An engine source keeps its failure as a kind (engines/failure.h) itself and
// reports that (engines/regression.cpp); oracle/ cannot name the engines' types (docs/design.md).
struct SourceFailure {
    std::string command;
    std::string what;
    std::vector<std::string> output;
};

// Something that answers perft divides on lines from one root position: an implementation
// (AdapterDivideSource) or an external engine (engines/regression.cpp).
class DivideSource {
public:
    virtual ~DivideSource() = default;
    // The leaves `depth` (>= 1) plies below each legal move of the position `line` reaches.
    virtual std::variant<DivideCounts, SourceFailure> divide(const std::vector<std::string>& line,
                                                             int depth) = 0;
    // Whether the side to move is in check after `line`; nullopt when the source cannot tell.
    virtual std::optional<bool> in_check(const std::vector<std::string>& line) = 0;
};

// An implementation as a divide source. The adapter stands on the root; every question plays the
// line, asks, and takes the line back, so the adapter is on the root again afterwards.
class AdapterDivideSource final : public DivideSource {
public:
    explicit AdapterDivideSource(Adapter& adapter) : adapter_(adapter) {}
    std::variant<DivideCounts, SourceFailure> divide(const std::vector<std::string>& line,
                                                     int depth) override;
    std::optional<bool> in_check(const std::vector<std::string>& line) override;

private:
    // Plays `line`; false (and the adapter back on the root) when a move is refused.
    bool walk_to(const std::vector<std::string>& line, std::size_t& played);
    void walk_back(std::size_t played);
    Adapter& adapter_;
};

// The reference's verdict on a move that only one side lists.
struct MoveVerdict {
    std::string move;
    bool legal = false;
    std::optional<core::RuleId> rule;
    std::string text;  // "legal", "illegal: <rule>", or why the move could not be judged
};

struct CountDifference {
    std::string move;
    std::uint64_t ours = 0, theirs = 0;
};

struct Divergence {
    int root_depth = 0;  // the depth compared at the root
    std::uint64_t root_ours = 0, root_theirs = 0;
    std::vector<std::string> line;  // moves from the root to the node reported
    std::string fen;                // that node, as the judge prints it
    int node_depth = 1;             // the depth of the divides compared at that node
    std::vector<MoveVerdict> only_ours, only_theirs;
    std::vector<CountDifference> count_differences;  // same move, other count (node_depth > 1)
    std::optional<bool> check_ours, check_theirs;    // set when the two disagree on check
};

struct Agreement {
    std::uint64_t nodes = 0;  // perft(depth) at the root
};

struct SearchFailure {
    bool ours = false;  // which side failed
    std::vector<std::string> line;
    SourceFailure failure;
};

using DivergenceResult = std::variant<Agreement, Divergence, SearchFailure>;
using DiffProgressFn = std::function<void(const std::vector<std::string>& line)>;

// Compares the divides of `ours` and `theirs` at `depth` from the root. When they differ, walks
// down: at each node it takes the smallest depth at which the divides differ, prefers a differing
// child whose own move list already differs, else the first differing child, until the move lists
// (or the check flags, where both sources tell) differ at a node, or depth 1 is reached. `judge`
// is an implementation standing on the same root (root_fen plus root_moves): it prints the node's
// FEN and explains the moves only one side lists; it is left on the root.
DivergenceResult find_divergence(DivideSource& ours, DivideSource& theirs, Adapter& judge,
                                 int depth, const DiffProgressFn& progress = {});

// The one JSON schema of a divergence (docs/cli.md): names of the two sides, root depth and
// counts, line, fen, node depth, only_ours / only_theirs with verdicts, count differences, check.
nlohmann::json divergence_json(const Divergence& d, const std::string& ours_name,
                               const std::string& theirs_name);
nlohmann::json verdicts_json(const std::vector<MoveVerdict>& verdicts);

// Text reports: moves joined by spaces (`empty` when there are none), and verdicts as
// "e7e5 (legal), P*5b (illegal: shogi.drop.uchifuzume)" ("-" when there are none).
std::string joined_moves(const std::vector<std::string>& moves, std::string_view empty = "-");
std::string verdicts_text(const std::vector<MoveVerdict>& verdicts);

}  // namespace arbiter::oracle
