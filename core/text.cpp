// The text helpers of core/text.h.

#include "core/text.h"

namespace arbiter::core {

std::string_view without_byte_order_mark(std::string_view text) {
    return text.starts_with(kUtf8ByteOrderMark) ? text.substr(kUtf8ByteOrderMark.size()) : text;
}

bool is_valid_utf8(std::string_view text) {
    std::size_t i = 0;
    while (i < text.size()) {
        const auto c = static_cast<unsigned char>(text[i]);
        std::size_t len = 0;
        if (c < 0x80) {
            ++i;
            continue;
        }
        if (c >= 0xC2 && c < 0xE0) {
            len = 2;
        } else if (c >= 0xE0 && c < 0xF0) {
            len = 3;
        } else if (c >= 0xF0 && c < 0xF5) {
            len = 4;
        } else {
            return false;
        }
        if (i + len > text.size()) return false;
        for (std::size_t k = 1; k < len; ++k)
            if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) return false;
        i += len;
    }
    return true;
}

TextLine line_at(std::string_view text, std::size_t pos) {
    const std::size_t nl = text.find('\n', pos);
    const std::size_t end = nl == std::string_view::npos ? text.size() : nl;
    std::string_view line = text.substr(pos, end - pos);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    return {line, nl == std::string_view::npos ? text.size() : nl + 1};
}

std::string_view trim_ascii_space(std::string_view text) {
    while (!text.empty() && is_ascii_space(text.front())) text.remove_prefix(1);
    while (!text.empty() && is_ascii_space(text.back())) text.remove_suffix(1);
    return text;
}

std::vector<std::string_view> split_ascii_space(std::string_view text) {
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && is_ascii_space(text[i])) ++i;
        const std::size_t start = i;
        while (i < text.size() && !is_ascii_space(text[i])) ++i;
        if (i > start) words.push_back(text.substr(start, i - start));
    }
    return words;
}

std::vector<std::string> words_of(std::string_view text) {
    std::vector<std::string> words;
    for (std::string_view word : split_ascii_space(text)) words.emplace_back(word);
    return words;
}

std::string joined(const std::vector<std::string>& parts, std::string_view separator) {
    std::string out;
    for (const std::string& part : parts) {
        if (!out.empty()) out += separator;
        out += part;
    }
    return out;
}

namespace {

// Whether `text` is `lower` with its ASCII letters compared in lower case.
bool equals_ascii_lower(std::string_view text, std::string_view lower) {
    if (text.size() != lower.size()) return false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        char c = text[i];
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
        if (c != lower[i]) return false;
    }
    return true;
}

}  // namespace

bool ends_with_ascii_lower(std::string_view text, std::string_view lower_tail) {
    return text.size() >= lower_tail.size() &&
           equals_ascii_lower(text.substr(text.size() - lower_tail.size()), lower_tail);
}

bool starts_with_ascii_lower(std::string_view text, std::string_view lower_head) {
    return text.size() >= lower_head.size() &&
           equals_ascii_lower(text.substr(0, lower_head.size()), lower_head);
}

}  // namespace arbiter::core
