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

std::optional<std::uint64_t> whole_number(std::string_view s) {
    s = trim(s);
    if (s.empty() || s.size() > 20) return std::nullopt;
    std::uint64_t value = 0;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
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
            if (auto n = whole_number(line.substr(colon + 1))) {
                out.kind = PerftLineKind::Total;
                out.nodes = *n;
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
    auto n = whole_number(line.substr(colon + 1));
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
    case PerftLineKind::Divide: {
        const bool seen =
            std::any_of(out_.divide.begin(), out_.divide.end(),
                        [&](const EngineDivideLine& d) { return d.move == parsed.move; });
        if (seen)
            out_.duplicates.push_back(parsed.move);
        else
            out_.divide.push_back({std::move(parsed.move), parsed.nodes});
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
