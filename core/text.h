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

// UTF-8 is checked here and nowhere else (every record reader, the encoding guesses of
// formats/, docs/records.md): the well-formed byte sequences of RFC 3629, section 4 —
//   00..7F | C2..DF 80..BF | E0 A0..BF 80..BF | E1..EC 80..BF 80..BF | ED 80..9F 80..BF
//   | EE..EF 80..BF 80..BF | F0 90..BF 80..BF 80..BF | F1..F3 80..BF 80..BF 80..BF
//   | F4 80..8F 80..BF 80..BF
// so overlong forms (C0 AF, E0 80 AF), the surrogates U+D800..U+DFFF (ED A0 80) and code points
// above U+10FFFF (F4 90 80 80) are refused like any other malformed byte.

// The length of the well-formed sequence at `text[pos]` (1 to 4), or 0 when none begins there.
std::size_t utf8_sequence_length(std::string_view text, std::size_t pos);
// The offset of the first byte of `text` that does not begin a well-formed sequence, or npos.
std::size_t first_invalid_utf8(std::string_view text);
// Whether `text` is well-formed UTF-8 throughout.
inline bool is_valid_utf8(std::string_view text) {
    return first_invalid_utf8(text) == std::string_view::npos;
}

// `text` itself when it is well-formed UTF-8; else a copy in `storage` with U+FFFD in place of
// each byte that begins no well-formed sequence (the copy is valid UTF-8).
std::string_view valid_utf8(std::string_view text, std::string& storage);

// One line of a text: the line at `pos` without its line end, and the offset of the next line
// (text.size() after the last). A line ends at LF, at CRLF or at a CR alone (old Macintosh files),
// so a file reads the same lines whichever of the three it uses.
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
