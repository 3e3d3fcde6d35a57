#include "oracle/shrink.h"

#include <algorithm>
#include <iterator>

namespace arbiter::oracle {

namespace {

std::vector<std::string> minus(const std::vector<std::string>& a, const std::vector<std::string>& b) {
    std::vector<std::string> out;
    std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
    return out;
}

// Differences visible at this very node: the move lists, or the check flag.
bool node_differs(Adapter& first, Adapter& second, Divergence& d) {
    const auto a = first.legal_moves();
    const auto b = second.legal_moves();
    const bool check_a = first.in_check();
    const bool check_b = second.in_check();
    if (a == b && check_a == check_b) return false;
    d.fen = first.fen();
    d.only_in_first = minus(a, b);
    d.only_in_second = minus(b, a);
    if (check_a != check_b) {
        d.check_first = check_a;
        d.check_second = check_b;
    }
    return true;
}

// The smallest depth in [1, max_depth] at which the two perft counts differ, or 0.
int first_differing_depth(Adapter& first, Adapter& second, int max_depth) {
    for (int depth = 1; depth <= max_depth; ++depth) {
        if (first.perft(depth, PerftMode::Bulk) != second.perft(depth, PerftMode::Bulk)) return depth;
    }
    return 0;
}

}  // namespace

std::optional<Divergence> find_divergence(Adapter& first, Adapter& second, int depth, const DiffProgressFn& progress) {
    Divergence d;
    if (node_differs(first, second, d)) return d;
    d.depth = first_differing_depth(first, second, depth);
    if (d.depth == 0) return std::nullopt;
    d.nodes_first = first.perft(d.depth, PerftMode::Bulk);
    d.nodes_second = second.perft(d.depth, PerftMode::Bulk);

    int remaining = d.depth;  // the two counts differ at this depth below the current node
    while (true) {
        bool descended = false;
        for (const std::string& move : first.legal_moves()) {
            if (!first.play(move)) continue;
            if (!second.play(move)) {  // cannot happen while the move lists agree
                first.undo();
                continue;
            }
            d.line.push_back(move);
            if (progress) progress(move);
            if (node_differs(first, second, d)) {
                for (std::size_t i = 0; i < d.line.size(); ++i) {
                    first.undo();
                    second.undo();
                }
                return d;
            }
            const int child = first_differing_depth(first, second, remaining - 1);
            if (child > 0) {
                remaining = child;
                descended = true;
                break;
            }
            d.line.pop_back();
            first.undo();
            second.undo();
        }
        if (!descended) {
            // Counts differed but no child shows it: the implementations disagree on perft itself
            // (e.g. bulk counting) with equal move lists. Report this node.
            d.fen = first.fen();
            for (std::size_t i = 0; i < d.line.size(); ++i) {
                first.undo();
                second.undo();
            }
            return d;
        }
    }
}

}  // namespace arbiter::oracle
