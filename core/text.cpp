// The text helpers of core/text.h.

#include "core/text.h"

#include <bit>
#include <cstdint>
#include <cstring>

namespace arbiter::core {

std::string_view without_byte_order_mark(std::string_view text) {
    return text.starts_with(kUtf8ByteOrderMark) ? text.substr(kUtf8ByteOrderMark.size()) : text;
}

std::size_t utf8_sequence_length(std::string_view text, std::size_t pos) {
    const auto at = [&text](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char c = at(pos);
    if (c < 0x80) return 1;
    // The lead byte gives the length and the range of the second byte (RFC 3629, section 4).
    std::size_t len = 0;
    unsigned char low = 0x80, high = 0xBF;
    if (c >= 0xC2 && c <= 0xDF) {
        len = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
        len = 3;
        if (c == 0xE0) low = 0xA0;   // no overlong three-byte form
        if (c == 0xED) high = 0x9F;  // no surrogate
    } else if (c >= 0xF0 && c <= 0xF4) {
        len = 4;
        if (c == 0xF0) low = 0x90;   // no overlong four-byte form
        if (c == 0xF4) high = 0x8F;  // nothing above U+10FFFF
    } else {
        return 0;
    }
    if (text.size() - pos < len) return 0;
    if (at(pos + 1) < low || at(pos + 1) > high) return 0;
    for (std::size_t k = 2; k < len; ++k)
        if ((at(pos + k) & 0xC0) != 0x80) return 0;
    return len;
}

namespace {

constexpr std::uint64_t kOnes = 0x0101010101010101ULL;
constexpr std::uint64_t kHighs = 0x8080808080808080ULL;

std::uint64_t word_at(const char* p) {
    std::uint64_t word = 0;
    std::memcpy(&word, p, 8);
    return word;
}

// The high bit of each zero byte of `word` ("Bit Twiddling Hacks", "Determine if a word has a
// zero byte"): a byte above a zero byte may be marked too, never one below, so the lowest mark is
// the first zero byte.
constexpr std::uint64_t zero_bytes(std::uint64_t word) { return (word - kOnes) & ~word & kHighs; }

}  // namespace

std::size_t first_invalid_utf8(std::string_view text) {
    const auto at = [&text](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    std::size_t i = 0;
    while (i < text.size()) {
        // ASCII eight bytes at a time: most of a record file is ASCII.
        while (i + 8 <= text.size() && (word_at(text.data() + i) & kHighs) == 0) i += 8;
        if (i >= text.size()) break;
        const unsigned char c = at(i);
        if (c < 0x80) {
            ++i;
        } else if (c >= 0xE1 && c <= 0xEF && c != 0xED && i + 2 < text.size() &&
                   (at(i + 1) & 0xC0) == 0x80 && (at(i + 2) & 0xC0) == 0x80) {
            i += 3;  // the common three-byte form (kana, kanji) without the call
        } else {
            const std::size_t len = utf8_sequence_length(text, i);
            if (len == 0) return i;
            i += len;
        }
    }
    return std::string_view::npos;
}

std::string_view valid_utf8(std::string_view text, std::string& storage) {
    std::size_t bad = first_invalid_utf8(text);
    if (bad == std::string_view::npos) return text;
    storage.assign(text.substr(0, bad));
    while (bad < text.size()) {
        storage += "\xEF\xBF\xBD";
        const std::size_t from = bad + 1;
        const std::size_t next = first_invalid_utf8(text.substr(from));
        const std::size_t good = next == std::string_view::npos ? text.size() - from : next;
        storage.append(text.substr(from, good));
        bad = from + good;
    }
    return storage;
}

TextLine line_at(std::string_view text, std::size_t pos) {
    // One pass for the first CR or LF (a search for one, then the other, would scan a file with
    // only the other to its end on every line: quadratic), eight bytes at a time.
    std::size_t end = pos;
    if constexpr (std::endian::native == std::endian::little) {
        while (end + 8 <= text.size()) {
            const std::uint64_t word = word_at(text.data() + end);
            const std::uint64_t found =
                zero_bytes(word ^ (kOnes * '\n')) | zero_bytes(word ^ (kOnes * '\r'));
            if (found != 0) {
                end += static_cast<std::size_t>(std::countr_zero(found)) / 8;
                break;
            }
            end += 8;
        }
    }
    while (end < text.size() && text[end] != '\n' && text[end] != '\r') ++end;
    std::size_t next = end;
    if (end < text.size())
        next += text[end] == '\r' && end + 1 < text.size() && text[end + 1] == '\n' ? 2 : 1;
    return {text.substr(pos, end - pos), next};
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
