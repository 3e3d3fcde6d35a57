#include "oracle/shrink.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "core/text.h"
#include "oracle/perft_divide.h"

namespace arbiter::oracle {

// ---- AdapterDivideSource ----------------------------------------------------------------------

bool AdapterDivideSource::walk_to(const std::vector<std::string>& line, std::size_t& played) {
    played = 0;
    for (const std::string& move : line) {
        if (!adapter_.play(move)) {
            walk_back(played);
            return false;
        }
        ++played;
    }
    return true;
}

void AdapterDivideSource::walk_back(std::size_t played) {
    for (; played > 0; --played) adapter_.undo();
}

std::variant<DivideCounts, SourceFailure> AdapterDivideSource::divide(
    const std::vector<std::string>& line, int depth) {
    std::size_t played = 0;
    if (!walk_to(line, played)) {
        return SourceFailure{"play " + (line.empty() ? std::string() : line.back()),
                             "the implementation refuses a move of the line",
                             {}};
    }
    DivideCounts counts;
    for (const DivideEntry& entry : oracle::divide(adapter_, depth, PerftMode::Bulk))
        counts[entry.move] = entry.nodes;
    walk_back(played);
    return counts;
}

std::optional<bool> AdapterDivideSource::in_check(const std::vector<std::string>& line) {
    std::size_t played = 0;
    if (!walk_to(line, played)) return std::nullopt;
    const bool check = adapter_.in_check();
    walk_back(played);
    return check;
}

// ---- The search ---------------------------------------------------------------------------------

namespace {

std::uint64_t total(const DivideCounts& counts) {
    std::uint64_t sum = 0;
    for (const auto& [move, nodes] : counts) sum += nodes;
    return sum;
}

bool same_moves(const DivideCounts& a, const DivideCounts& b) {
    return a.size() == b.size() &&
           std::equal(a.begin(), a.end(), b.begin(),
                      [](const auto& x, const auto& y) { return x.first == y.first; });
}

struct Divides {
    DivideCounts ours, theirs;
};

class Search {
public:
    Search(DivideSource& ours, DivideSource& theirs, Adapter& judge, const DiffProgressFn& progress)
        : ours_(ours), theirs_(theirs), judge_(judge), progress_(progress) {}

    // Both sides' divides at the current line; a failure is kept in failure_.
    std::optional<Divides> divides(int depth) {
        auto a = ours_.divide(line_, depth);
        if (auto* f = std::get_if<SourceFailure>(&a)) return failed(true, *f);
        auto b = theirs_.divide(line_, depth);
        if (auto* f = std::get_if<SourceFailure>(&b)) return failed(false, *f);
        return Divides{std::get<DivideCounts>(std::move(a)), std::get<DivideCounts>(std::move(b))};
    }

    // The check flags at the current line when both sides tell and they differ.
    bool check_differs(Divergence& d) {
        const auto a = ours_.in_check(line_);
        const auto b = theirs_.in_check(line_);
        if (!a || !b || *a == *b) return false;
        d.check_ours = a;
        d.check_theirs = b;
        return true;
    }

    void push(const std::string& move) {
        line_.push_back(move);
        if (progress_) progress_(line_);
    }
    void pop() { line_.pop_back(); }

    DivergenceResult report(Divergence d, const Divides& at, int depth) {
        d.line = line_;
        d.node_depth = depth;
        std::size_t played = 0;
        for (const std::string& move : line_) {
            if (!judge_.play(move)) break;
            ++played;
        }
        d.fen = judge_.fen();
        for (const auto& [move, nodes] : at.theirs) {
            auto it = at.ours.find(move);
            if (it == at.ours.end())
                d.only_theirs.push_back(judge(move));
            else if (it->second != nodes)
                d.count_differences.push_back({move, it->second, nodes});
        }
        for (const auto& [move, nodes] : at.ours) {
            if (!at.theirs.count(move)) d.only_ours.push_back(judge(move));
        }
        for (; played > 0; --played) judge_.undo();
        return d;
    }

    DivergenceResult failure() const { return *failure_; }

private:
    std::nullopt_t failed(bool ours, const SourceFailure& f) {
        failure_ = SearchFailure{ours, line_, f};
        return std::nullopt;
    }

    MoveVerdict judge(const std::string& move) const {
        MoveVerdict v;
        v.move = move;
        auto why = judge_.explain(move);
        if (!why) {
            v.text = "not a move here: " + why.error().message;
            return v;
        }
        v.legal = why.value().legal;
        v.rule = why.value().rule;
        v.text = v.legal  ? "legal"
                 : v.rule ? "illegal: " + std::string(core::rule_name(*v.rule))
                          : "illegal: (no rule named)";
        return v;
    }

    DivideSource& ours_;
    DivideSource& theirs_;
    Adapter& judge_;
    const DiffProgressFn& progress_;
    std::vector<std::string> line_;
    std::optional<SearchFailure> failure_;
};

}  // namespace

DivergenceResult find_divergence(DivideSource& ours, DivideSource& theirs, Adapter& judge,
                                 int depth, const DiffProgressFn& progress) {
    Search search(ours, theirs, judge, progress);
    Divergence d;
    d.root_depth = depth;
    auto root = search.divides(depth);
    if (!root) return search.failure();
    d.root_ours = total(root->ours);
    d.root_theirs = total(root->theirs);
    {
        Divergence at_root = d;
        if (search.check_differs(at_root)) return search.report(at_root, *root, depth);
    }
    if (root->ours == root->theirs) return Agreement{d.root_ours};

    int k = depth;
    Divides dk = std::move(*root);
    while (true) {
        Divides d1;
        if (k == 1) {
            d1 = dk;
        } else {
            auto r = search.divides(1);
            if (!r) return search.failure();
            d1 = std::move(*r);
        }
        if (!same_moves(d1.ours, d1.theirs) || k == 1) return search.report(d, d1, 1);
        if (search.check_differs(d)) return search.report(d, d1, 1);
        // The smallest depth at which the divides differ here.
        for (int j = 2; j <= k; ++j) {
            auto r = search.divides(j);
            if (!r) return search.failure();
            if (r->ours != r->theirs) {
                k = j;
                dk = std::move(*r);
                break;
            }
            if (j == k) return search.report(d, dk, k);  // an unsteady source: report what we have
        }
        if (!same_moves(dk.ours, dk.theirs)) return search.report(d, dk, k);
        std::vector<std::string> differing;
        for (const auto& [move, nodes] : dk.ours) {
            if (dk.theirs.at(move) != nodes) differing.push_back(move);
        }
        if (differing.empty()) return search.report(d, dk, k);
        // Prefer a child whose own move list (or check flag) already differs: the shortest line.
        for (const std::string& move : differing) {
            search.push(move);
            auto r = search.divides(1);
            if (!r) return search.failure();
            if (!same_moves(r->ours, r->theirs) || search.check_differs(d))
                return search.report(d, *r, 1);
            search.pop();
        }
        search.push(differing.front());
        --k;
        auto r = search.divides(k);
        if (!r) return search.failure();
        dk = std::move(*r);
        if (dk.ours == dk.theirs) return search.report(d, dk, k);  // an unsteady source
    }
}

nlohmann::json verdicts_json(const std::vector<MoveVerdict>& verdicts) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& v : verdicts) {
        out.push_back(
            {{"move", v.move},
             {"legal", v.legal},
             {"rule", v.rule ? nlohmann::json(core::rule_name(*v.rule)) : nlohmann::json(nullptr)},
             {"verdict", v.text}});
    }
    return out;
}

std::string joined_moves(const std::vector<std::string>& moves, std::string_view empty) {
    std::string out = core::joined(moves, " ");
    return out.empty() ? std::string(empty) : out;
}

std::string verdicts_text(const std::vector<MoveVerdict>& verdicts) {
    std::string out;
    for (const auto& v : verdicts) {
        if (!out.empty()) out += ", ";
        out += v.move + " (" + v.text + ")";
    }
    return out.empty() ? "-" : out;
}

nlohmann::json divergence_json(const Divergence& d, const std::string& ours_name,
                               const std::string& theirs_name) {
    nlohmann::json counts = nlohmann::json::array();
    for (const auto& c : d.count_differences)
        counts.push_back({{"move", c.move}, {"ours", c.ours}, {"theirs", c.theirs}});
    nlohmann::json check = nullptr;
    if (d.check_ours && d.check_theirs)
        check = {{"ours", *d.check_ours}, {"theirs", *d.check_theirs}};
    return {{"ours", ours_name},
            {"theirs", theirs_name},
            {"root_depth", d.root_depth},
            {"root_nodes", {{"ours", d.root_ours}, {"theirs", d.root_theirs}}},
            {"line", d.line},
            {"fen", d.fen},
            {"node_depth", d.node_depth},
            {"only_ours", verdicts_json(d.only_ours)},
            {"only_theirs", verdicts_json(d.only_theirs)},
            {"count_differences", counts},
            {"in_check", check}};
}

}  // namespace arbiter::oracle
