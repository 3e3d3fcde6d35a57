#pragma once
// Outside text (a flag value, a path, a FEN, an engine's line) made safe for a one-line message
// (docs/cli.md, "Error messages"): control characters shown as \n, \t, \r or \xNN, long values
// cut on a UTF-8 character boundary with "..." after the cut. Invalid UTF-8 is left as bytes here;
// JSON output replaces it (cli's json_text).

#include <cstddef>
#include <string>
#include <string_view>

namespace arbiter::core {

inline constexpr std::size_t kMaxQuotedValueBytes = 80;
inline constexpr std::size_t kMaxMessageBytes = 1000;

// `text` with its control characters escaped, cut after `max_bytes` bytes of the original.
inline std::string escaped_text(std::string_view text, std::size_t max_bytes) {
    static constexpr char kHex[] = "0123456789abcdef";
    std::size_t keep = text.size();
    if (keep > max_bytes) {
        keep = max_bytes;
        // Do not cut a UTF-8 character in two: back up over its continuation bytes.
        while (keep > 0 && (static_cast<unsigned char>(text[keep]) & 0xC0) == 0x80) --keep;
    }
    std::string out;
    out.reserve(keep + 8);
    for (std::size_t i = 0; i < keep; ++i) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte == '\n') {
            out += "\\n";
        } else if (byte == '\t') {
            out += "\\t";
        } else if (byte == '\r') {
            out += "\\r";
        } else if (byte < 0x20 || byte == 0x7f) {
            out += "\\x";
            out += kHex[byte >> 4];
            out += kHex[byte & 0xf];
        } else {
            out += static_cast<char>(byte);
        }
    }
    if (keep < text.size()) out += "...";
    return out;
}

// A value quoted for a message: 'value', escaped and cut at kMaxQuotedValueBytes.
inline std::string quoted_value(std::string_view value) {
    std::string out(1, '\'');
    out += escaped_text(value, kMaxQuotedValueBytes);
    out += '\'';
    return out;
}

// A whole message on one line: line breaks inside become "; ", other control characters are
// escaped, at most kMaxMessageBytes bytes.
inline std::string one_line_message(std::string_view message) {
    while (!message.empty() && (message.back() == '\n' || message.back() == '\r'))
        message.remove_suffix(1);
    std::string joined;
    joined.reserve(message.size());
    for (std::size_t i = 0; i < message.size(); ++i) {
        if (message[i] == '\n')
            joined += "; ";
        else
            joined += message[i];
    }
    return escaped_text(joined, kMaxMessageBytes);
}

}  // namespace arbiter::core
