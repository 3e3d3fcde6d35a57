#pragma once
// Small text helpers of the floors above the rules, written once: the UTF-8 byte order mark and
// validity, lines of a text, ASCII white space and case, whole numbers. Bytes, not characters:
// nothing here depends on the locale.

#include <charconv>
#include <cstddef>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

namespace arbiter::core {

inline constexpr std::string_view kUtf8ByteOrderMark = "\xEF\xBB\xBF";

// `text` without a UTF-8 byte order mark at its start.
std::string_view without_byte_order_mark(std::string_view text);

// Whether `text` is UTF-8 as far as its sequences' shapes go (RFC 3629): a lead byte C2..DF,
// E0..EF or F0..F4 and that many continuation bytes 80..BF. Overlong three- and four-byte forms
// and surrogates are not looked for.
bool is_valid_utf8(std::string_view text);

// One line of a text: the line at `pos` without its '\n' and one '\r' before it, and the offset of
// the next line (text.size() after the last).
struct TextLine {
    std::string_view text;
    std::size_t next = 0;
};
TextLine line_at(std::string_view text, std::size_t pos);

// ASCII white space as the C locale's isspace sees it: space, \t, \n, \v, \f, \r.
constexpr bool is_ascii_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}
// `text` without ASCII white space at either end.
std::string_view trim_ascii_space(std::string_view text);
// The words of `text`: the runs of bytes between ASCII white space.
std::vector<std::string_view> split_ascii_space(std::string_view text);
// The same words as strings of their own, for a caller that keeps or joins them.
std::vector<std::string> words_of(std::string_view text);

// The parts with `separator` between them; none is put while the text is still empty (so empty
// parts at the front leave no separator).
std::string joined(const std::vector<std::string>& parts, std::string_view separator);

// Whether `text` ends with `lower_tail`, the ASCII letters of `text` compared in lower case
// (`lower_tail` is written in lower case: ".pgn").
bool ends_with_ascii_lower(std::string_view text, std::string_view lower_tail);
// Whether `text` begins with `lower_head` in the same way ("Nodes searched" begins with
// "nodes searched").
bool starts_with_ascii_lower(std::string_view text, std::string_view lower_head);

// `text` as a whole decimal number from `low` to `high` (std::from_chars: no spaces, no '+'; a
// '-' only for a signed T); false, with `out` unspecified, when it is not one.
template <class T>
bool parse_number(std::string_view text, T& out, T low, T high) {
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc{} && end == text.data() + text.size() && out >= low && out <= high;
}

}  // namespace arbiter::core
