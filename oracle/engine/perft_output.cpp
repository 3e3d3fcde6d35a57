#include "oracle/engine/perft_output.h"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace arbiter::oracle::engine {

namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

// A whole decimal number; `overflow` is set when it is one but does not fit 64 bits.
std::optional<std::uint64_t> whole_number(std::string_view s, bool& overflow) {
    s = trim(s);
    overflow = false;
    if (s.empty() || !std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    std::uint64_t value = 0;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec == std::errc::result_out_of_range) overflow = true;
    if (ec != std::errc{} || end != s.data() + s.size()) return std::nullopt;
    return value;
}

bool iequals_prefix(std::string_view text, std::string_view prefix) {
    if (text.size() < prefix.size()) return false;
    for (std::size_t i = 0; i < prefix.size(); ++i) {
        if (std::tolower(static_cast<unsigned char>(text[i])) != prefix[i]) return false;
    }
    return true;
}

}  // namespace

PerftLine classify_perft_line(std::string_view raw) {
    PerftLine out;
    const std::string_view line = trim(raw);
    if (line.empty()) {
        out.kind = PerftLineKind::Blank;
        return out;
    }
    if (iequals_prefix(line, "nodes searched")) {
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

void PerftOutputParser::feed(std::string_view line) {
    if (done()) return;
    PerftLine parsed = classify_perft_line(line);
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

}  // namespace arbiter::oracle::engine
