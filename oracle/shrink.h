#pragma once
// The shortest line on which two implementations of a game disagree (DESIGN.md: on disagreement
// the oracle descends perft/divide to the shortest diverging line and names the position and move).

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "oracle/adapter.h"

namespace arbiter::oracle {

struct Divergence {
    std::vector<std::string> line;  // moves from the root to the position where they disagree
    std::string fen;                // that position, as the first implementation prints it
    std::vector<std::string> only_in_first;   // legal for the first, not for the second
    std::vector<std::string> only_in_second;  // legal for the second, not for the first
    std::optional<bool> check_first, check_second;  // set when they disagree on check there
    int depth = 0;                                  // the perft depth at the root that first differs
    std::uint64_t nodes_first = 0, nodes_second = 0;  // perft(depth) at the root
};

using DiffProgressFn = std::function<void(const std::string&)>;

// Both adapters must stand on the same position. Compares perft at the root for depths 1..depth
// and stops at the first that differs, then walks down: at every node it looks for the smallest
// depth at which the two counts differ and follows the first child that shows it, until the two
// legal-move lists (or the check flags) themselves differ. nullopt: they agree to `depth`.
// Leaves both adapters on the root position.
std::optional<Divergence> find_divergence(Adapter& first, Adapter& second, int depth,
                                          const DiffProgressFn& progress = {});

}  // namespace arbiter::oracle
