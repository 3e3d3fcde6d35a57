#include "engines/perft_output.h"

#include <algorithm>
#include <cctype>
#include <charconv>

#include "core/text.h"

namespace arbiter::engines {

namespace {

// A whole decimal number; `overflow` is set when it is one but does not fit 64 bits.
std::optional<std::uint64_t> whole_number(std::string_view s, bool& overflow) {
    s = core::trim_ascii_space(s);
    overflow = false;
    if (s.empty() || !std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    std::uint64_t value = 0;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec == std::errc::result_out_of_range) overflow = true;
    if (ec != std::errc{} || end != s.data() + s.size()) return std::nullopt;
    return value;
}

}  // namespace

PerftLine classify_perft_line(std::string_view raw) {
    PerftLine out;
    const std::string_view line = core::trim_ascii_space(raw);
    if (line.empty()) {
        out.kind = PerftLineKind::Blank;
        return out;
    }
    if (core::starts_with_ascii_lower(line, "nodes searched")) {
        const std::size_t colon = line.find(':');
        if (colon != std::string_view::npos) {
            bool overflow = false;
            if (auto n = whole_number(line.substr(colon + 1), overflow)) {
                out.kind = PerftLineKind::Total;
                out.nodes = *n;
            } else if (overflow) {
                out.kind = PerftLineKind::Overflow;
            }
        }
        return out;
    }
    const std::size_t colon = line.find(':');
    if (colon == std::string_view::npos || colon < 2 || colon > 12) return out;
    const std::string_view move = line.substr(0, colon);
    for (char c : move) {
        if (!std::isgraph(static_cast<unsigned char>(c))) return out;
    }
    bool overflow = false;
    auto n = whole_number(line.substr(colon + 1), overflow);
    if (overflow) {
        out.kind = PerftLineKind::Overflow;
        out.move = std::string(move);
        return out;
    }
    if (!n) return out;
    out.kind = PerftLineKind::Divide;
    out.move = std::string(move);
    out.nodes = *n;
    return out;
}

namespace {

bool looks_like_move(std::string_view t) {
    if (t.size() < 2 || t.size() > 12) return false;
    if (t == "O-O" || t == "O-O-O" || t == "0-0" || t == "0-0-0" || t == "O-O+" || t == "O-O#")
        return true;
    bool letter = false, digit = false;
    for (char c : t) {
        const auto u = static_cast<unsigned char>(c);
        // No dialect writes a colon in a move: "h2h4:: 1 1" has no move "h2h4:" (found by
        // fuzz/engine_output_fuzzer.cpp; printed back, "h2h4: 1" read as the move h2h4).
        if (!std::isgraph(u) || c == ':') return false;
        letter = letter || std::isalpha(u);
        digit = digit || std::isdigit(u);
    }
    return letter && digit;
}

PerftLine counted(PerftLineKind kind, std::string_view count, std::string_view move) {
    PerftLine out;
    bool overflow = false;
    auto n = whole_number(count, overflow);
    if (overflow) {
        out.kind = PerftLineKind::Overflow;
        return out;
    }
    if (!n) return out;
    out.kind = kind;
    out.move = std::string(move);
    out.nodes = *n;
    return out;
}

}  // namespace

PerftLine classify_loose_perft_line(std::string_view raw, int depth) {
    const std::string_view line = core::trim_ascii_space(raw);
    std::vector<std::string_view> w = core::split_ascii_space(line);
    PerftLine other;
    if (w.empty()) return classify_perft_line(raw);
    // "Nodes: N", "Total: N", "Total N", "Total nodes: N" (before "MOVE: COUNT" would take them)
    std::string first;
    for (char c : w[0]) first += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (!first.empty() && first.back() == ':') first.pop_back();
    if (first == "nodes" || first == "total") {
        if (w.size() == 2 || (w.size() == 3 && (w[1] == "nodes:" || w[1] == "nodes")))
            return counted(PerftLineKind::Total, w.back(), "");
        return classify_perft_line(raw);  // "Nodes searched: N", or nothing
    }
    PerftLine strict = classify_perft_line(raw);
    // "WORD: N" is a divide line only when WORD looks like a move: "Time: 12" or "Depth: 3" in
    // a custom perft's output is not one (found by fuzz/engine_output_fuzzer.cpp).
    if (strict.kind == PerftLineKind::Divide && !looks_like_move(strict.move)) return other;
    if (strict.kind != PerftLineKind::Other) return strict;
    // A number alone: the total of a perft script (the perftree convention)
    if (w.size() == 1) return counted(PerftLineKind::Total, w[0], "");
    // "D N ..." (Sjaak II's total of depth D, for every D up to the depth asked for)
    bool depth_first = false;
    for (int d = 1; d <= depth; ++d) depth_first = depth_first || w[0] == std::to_string(d);
    if (w.size() >= 2 && depth_first) return counted(PerftLineKind::Total, w[1], "");
    // "MOVE N" or "MOVE N RUNNING-SUM", the move with or without a colon ("e2e4: 20 20": found
    // by fuzz/engine_output_fuzzer.cpp, the colon was read as part of the move)
    if (w.size() == 3 && w[0].size() > 1 && w[0].back() == ':') w[0].remove_suffix(1);
    if ((w.size() == 2 || w.size() == 3) && looks_like_move(w[0])) {
        if (w.size() == 3) {
            bool overflow = false;
            if (!whole_number(w[2], overflow) && !overflow) return other;
        }
        PerftLine divide = counted(PerftLineKind::Divide, w[1], w[0]);
        if (divide.kind == PerftLineKind::Overflow) divide.move = std::string(w[0]);
        return divide;
    }
    return other;
}

void PerftOutputParser::feed(std::string_view line) {
    if (done()) return;
    PerftLine parsed = loose_depth_ > 0 ? classify_loose_perft_line(line, loose_depth_)
                                        : classify_perft_line(line);
    if (loose_depth_ > 0 && parsed.kind == PerftLineKind::Divide && group_closed_) {
        // A new group after a total (Sjaak II: the next depth): only the last group counts.
        out_.divide.clear();
        out_.duplicates.clear();
        out_.total.reset();
        group_closed_ = false;
    }
    if (parsed.kind == PerftLineKind::Total) group_closed_ = true;
    switch (parsed.kind) {
    case PerftLineKind::Blank:
        break;
    case PerftLineKind::Total:
        out_.total = parsed.nodes;
        break;
    case PerftLineKind::Overflow:
        out_.overflow = std::string(line.substr(0, 200));
        break;
    case PerftLineKind::Divide: {
        if (out_.divide.size() >= kMaxDivideLines) {
            out_.too_many_moves = true;
            break;
        }
        const bool seen =
            std::any_of(out_.divide.begin(), out_.divide.end(),
                        [&](const EngineDivideLine& d) { return d.move == parsed.move; });
        if (seen) {
            if (out_.duplicates.size() < kMaxDuplicates) out_.duplicates.push_back(parsed.move);
        } else {
            out_.divide.push_back({std::move(parsed.move), parsed.nodes});
        }
        break;
    }
    case PerftLineKind::Other:
        if (out_.other.size() < kMaxOtherLines) out_.other.emplace_back(line.substr(0, 200));
        break;
    }
}

PerftOutput parse_perft_output(const std::vector<std::string>& lines) {
    PerftOutputParser parser;
    for (const auto& line : lines) parser.feed(line);
    return parser.output();
}

}  // namespace arbiter::engines
