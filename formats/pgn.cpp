// The PGN reader and writer (pgn.h). The reader walks the bytes once with a pointer; a character
// class table decides each step. Line and column are kept as a line number and the address where
// the line began.

#include "formats/pgn.h"

#include <array>
#include <cstdint>
#include <cstring>

#include "core/text.h"
#include "formats/text_file.h"

namespace arbiter::formats {
namespace {

// Character classes for the movetext (PGN standard 8.2), as bits: symbol characters (letters,
// digits, _ + # = : - /, PGN 7: symbol continuation characters), digits among them, and what the
// movetext skips (space, tab, CR, VT, FF, and the periods of move numbers; newlines apart).
enum CharClass : std::uint8_t {
    kOther = 0,
    kSpace = 1,   // white space other than the newline
    kSymbol = 2,  // a symbol character
    kDigit = 4,   // 0-9 (also kSymbol)
    kSkip = 8,    // skipped between movetext tokens: kSpace characters and '.'
};

constexpr std::array<std::uint8_t, 256> make_classes() {
    std::array<std::uint8_t, 256> c{};
    for (int ch = 'a'; ch <= 'z'; ++ch) c[ch] = kSymbol;
    for (int ch = 'A'; ch <= 'Z'; ++ch) c[ch] = kSymbol;
    for (int ch = '0'; ch <= '9'; ++ch) c[ch] = kSymbol | kDigit;
    for (char ch : std::string_view("_+#=:-/")) c[static_cast<unsigned char>(ch)] = kSymbol;
    for (char ch : std::string_view(" \t\r\v\f"))
        c[static_cast<unsigned char>(ch)] = kSpace | kSkip;
    c['.'] = kSkip;
    return c;
}
constexpr std::array<std::uint8_t, 256> kClasses = make_classes();

// The same for a text whose lines end with a lone CR (old Mac OS files): CR is the newline, and a
// LF is white space.
constexpr std::array<std::uint8_t, 256> make_cr_classes() {
    std::array<std::uint8_t, 256> c = make_classes();
    c['\r'] = kOther;
    c['\n'] = kSpace | kSkip;
    return c;
}
constexpr std::array<std::uint8_t, 256> kCrClasses = make_cr_classes();

// The newline of `text`: '\r' when its first line ends with a CR not followed by a LF, else '\n'.
char newline_of(std::string_view text) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\n') return '\n';
        if (text[i] == '\r') return i + 1 < text.size() && text[i + 1] == '\n' ? '\n' : '\r';
    }
    return '\n';
}

// The bytes that end the plain run of a tag value: the closing quote, an escape, a newline.
constexpr std::array<bool, 256> make_tag_stop() {
    std::array<bool, 256> t{};
    t['"'] = t['\\'] = t['\n'] = t['\r'] = true;
    return t;
}
constexpr std::array<bool, 256> kTagStop = make_tag_stop();

std::uint8_t char_class(char ch) {
    return kClasses[static_cast<unsigned char>(ch)] & (kSpace | kSymbol);
}
bool line_space(char ch) { return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n'; }
bool is_digit(char ch) { return ch >= '0' && ch <= '9'; }

// A character for a message: printable ASCII as itself, anything else as \xNN.
std::string shown(char ch) {
    const auto u = static_cast<unsigned char>(ch);
    if (u >= 0x20 && u < 0x7f) return std::string("'") + ch + "'";
    constexpr char kHex[] = "0123456789abcdef";
    return std::string("byte \\x") + kHex[u >> 4] + kHex[u & 15];
}

}  // namespace

std::string_view read_warning_name(ReadWarningKind kind) {
    switch (kind) {
    case ReadWarningKind::MissingTermination:
        return "pgn.missing-termination";
    case ReadWarningKind::TrailingText:
        return "pgn.trailing-text";
    }
    return "?";
}

std::string_view read_warning_detail(ReadWarningKind kind) {
    switch (kind) {
    case ReadWarningKind::MissingTermination:
        return "the movetext ends without a game termination marker (1-0, 0-1, 1/2-1/2 or *); "
               "the game is read to its last move";
    case ReadWarningKind::TrailingText:
        return "the text after the last game is not a game (no tags, no move numbers, no "
               "termination marker) and is skipped";
    }
    return "?";
}

std::string unescape_tag_value(std::string_view value) {
    std::string out;
    out.reserve(value.size());
    for (std::size_t i = 0; i < value.size(); ++i) {
        if (value[i] == '\\' && i + 1 < value.size()) ++i;
        out += value[i];
    }
    return out;
}

ClaimedResult pgn_result(std::string_view text) {
    if (text == "1-0") return ClaimedResult::FirstWins;
    if (text == "0-1") return ClaimedResult::SecondWins;
    if (text == "1/2-1/2") return ClaimedResult::Draw;
    if (text == "*") return ClaimedResult::Unknown;
    return text.empty() ? ClaimedResult::None : ClaimedResult::Other;
}

std::string_view pgn_result_text(ClaimedResult result) {
    switch (result) {
    case ClaimedResult::FirstWins:
        return "1-0";
    case ClaimedResult::SecondWins:
        return "0-1";
    case ClaimedResult::Draw:
        return "1/2-1/2";
    default:
        return "*";
    }
}

PgnReader::PgnReader(std::string_view text, TextPosition start, std::size_t first_index,
                     PgnDialect dialect)
    : begin_(text.data()),
      p_(text.data()),
      end_(text.data() + text.size()),
      line_start_(text.data()),
      line_(start.line),
      next_index_(first_index),
      dialect_(dialect),
      newline_(newline_of(text)) {
    // A UTF-8 byte order mark at the start of the text.
    if (text.starts_with(core::kUtf8ByteOrderMark)) {
        p_ += core::kUtf8ByteOrderMark.size();
        line_start_ = p_;
    }
}

TextPosition PgnReader::here() const {
    return {line_, static_cast<std::uint32_t>(p_ - line_start_) + 1};
}

void PgnReader::newline(const char* at) {
    ++line_;
    line_start_ = at + 1;
}

void PgnReader::skip_line() {
    const auto* nl = static_cast<const char*>(std::memchr(p_, newline_, end_ - p_));
    if (!nl) {
        p_ = end_;
        return;
    }
    newline(nl);
    p_ = nl + 1;
}

void PgnReader::skip_blank() {
    while (p_ < end_) {
        const char ch = *p_;
        if (ch == newline_) {
            newline(p_);
            ++p_;
        } else if (line_space(ch)) {
            ++p_;
        } else if ((ch == '%' && p_ == line_start_) ||
                   (ch == '=' && dialect_ == PgnDialect::Xiangqi && separator_line())) {
            // PGN 6: an escape line; or a line of '=' between games (cchess exports)
            skip_line();
        } else {
            return;
        }
    }
}

bool PgnReader::separator_line() const {
    const char* q = p_;
    while (q < end_ && *q == '=') ++q;
    while (q < end_ && *q != newline_ && line_space(*q)) ++q;
    return q == end_ || *q == newline_;
}

void PgnReader::fail(RecordGame& game, TextPosition at, std::string message) {
    if (!game.problem) game.problem = ReadProblem{at, std::move(message)};
}

// The next line that opens a tag section: '[' at a line start after a blank line, or "[Event ".
void PgnReader::skip_to_next_game() {
    bool blank_before = false;
    if (p_ != line_start_) skip_line();
    while (p_ < end_) {
        if (*p_ == '[' && (blank_before || (end_ - p_ >= 7 && std::memcmp(p_, "[Event ", 7) == 0)))
            return;
        const char* q = p_;
        while (q < end_ && *q != newline_ && line_space(*q)) ++q;
        blank_before = q == end_ || *q == newline_;
        skip_line();
    }
}

// [Name "value"]: p_ at '['. False (with the problem set) when malformed.
bool PgnReader::read_tag(RecordGame& game) {
    const TextPosition open = here();
    ++p_;
    while (p_ < end_ && char_class(*p_) == kSpace) ++p_;
    const char* name = p_;
    while (p_ < end_ && char_class(*p_) == kSymbol) ++p_;
    if (p_ == name) {
        fail(game, here(),
             p_ < end_ ? "a tag name expected after '[', found " + shown(*p_)
                       : "the text ends inside a tag");
        return false;
    }
    const std::string_view tag_name(name, static_cast<std::size_t>(p_ - name));
    while (p_ < end_ && char_class(*p_) == kSpace) ++p_;
    if (p_ >= end_ || *p_ != '"') {
        fail(game, here(),
             "the tag " + std::string(tag_name) + " has no string value (expected '\"', found " +
                 (p_ < end_ ? shown(*p_) : std::string("the end of the text")) + ")");
        return false;
    }
    ++p_;
    const char* value = p_;
    // To the closing quote: the bytes between are plain unless one is a quote, a backslash or a
    // newline (kTagStop), so the scan tests one table entry per byte.
    {
        const char* q = p_;
        while (q < end_ && !kTagStop[static_cast<unsigned char>(*q)]) ++q;
        p_ = q;
    }
    while (p_ < end_ && *p_ != '"') {
        if (*p_ == newline_) {
            fail(game, here(),
                 "the value of tag " + std::string(tag_name) + " is not closed on its line");
            return false;
        }
        if (*p_ == '\\' && p_ + 1 < end_ && p_[1] != newline_) ++p_;
        ++p_;
    }
    if (p_ >= end_) {
        fail(game, open, "the text ends inside the tag " + std::string(tag_name));
        return false;
    }
    const std::string_view tag_value(value, static_cast<std::size_t>(p_ - value));
    ++p_;
    while (p_ < end_ && char_class(*p_) == kSpace) ++p_;
    if (p_ >= end_ || *p_ != ']') {
        fail(game, here(),
             "the tag " + std::string(tag_name) + " is not closed with ']' (found " +
                 (p_ < end_ ? shown(*p_) : std::string("the end of the text")) + ")");
        return false;
    }
    ++p_;
    game.tags.push_back({tag_name, tag_value});
    return true;
}

void PgnReader::read_movetext(RecordGame& game) {
    if (dialect_ == PgnDialect::Xiangqi) {
        read_movetext_of<PgnDialect::Xiangqi>(game);
    } else {
        read_movetext_of<PgnDialect::Chess>(game);
    }
}

// A chess symbol at `p` (a move, a move number or a termination marker): where it ends, or
// nullptr when it ends the movetext (a termination marker, or one inside a variation: a problem;
// p_ is then past it). Suffix annotations after a move are read by read_movetext_mark.
inline const char* PgnReader::read_chess_symbol(RecordGame& game, const char* p, int depth) {
    const char* const end = end_;
    const char* start = p;
    if (kClasses[static_cast<unsigned char>(*p)] & kDigit) {
        while (++p < end && is_digit(*p)) {
        }
        if (p == end || !(kClasses[static_cast<unsigned char>(*p)] & kSymbol))
            return p;  // a move number (its periods are skipped by the caller)
    }
    while (++p < end && (kClasses[static_cast<unsigned char>(*p)] & kSymbol)) {
    }
    const std::string_view symbol(start, static_cast<std::size_t>(p - start));
    const TextPosition at{line_, static_cast<std::uint32_t>(start - line_start_) + 1};
    if (is_digit(symbol.front())) {
        const ClaimedResult result = pgn_result(symbol);
        if (result != ClaimedResult::Other) {
            p_ = p;
            if (depth > 0) {
                fail(game, at,
                     "the game termination marker " + std::string(symbol) + " inside a variation");
                return nullptr;
            }
            game.result_text = symbol;
            return nullptr;
        }
        // 0-0 and 0-0-0 are castling (tolerated for O-O); the SAN reader judges the rest.
    }
    game.tokens.push_back({symbol, at, TokenKind::Move});
    return p;
}

// A comment at p_ ('{'), which ends at '}'. One left open stops at a blank line followed by a '['
// line (the next game's tags), so that it does not swallow the rest of the file. False (with the
// problem set) when it is not closed.
bool PgnReader::skip_brace_comment(RecordGame& game) {
    const TextPosition open = here();
    const auto* close = static_cast<const char*>(std::memchr(p_, '}', end_ - p_));
    const char* stop = close ? close : end_;
    for (const char* q = p_;;) {
        q = static_cast<const char*>(std::memchr(q, newline_, stop - q));
        if (!q) break;
        newline(q);
        const char* r = q + 1;
        while (r < stop && *r != newline_ && line_space(*r)) ++r;
        if (r + 1 < stop && *r == newline_ && r[1] == '[') {
            newline(r);
            p_ = r + 1;
            fail(game, open, "the comment opened here is not closed before the next tags");
            return false;
        }
        q = r;
    }
    if (!close) {
        fail(game, open, "the comment opened here is never closed with '}'");
        p_ = end_;
        return false;
    }
    p_ = close + 1;
    return true;
}

// '(' or ')' at p_; false (with the problem set) when too deep or closing nothing.
bool PgnReader::read_variation_mark(RecordGame& game, Nesting& nesting) {
    if (*p_ == '(') {
        if (nesting.depth >= kMaxPgnVariationDepth) {
            fail(game, here(),
                 "variations nest deeper than " + std::to_string(kMaxPgnVariationDepth));
            return false;
        }
        nesting.last_open = here();
        game.tokens.push_back({{}, nesting.last_open, TokenKind::VariationStart});
        ++nesting.depth;
    } else {
        if (nesting.depth == 0) {
            fail(game, here(), "')' closes no variation");
            return false;
        }
        game.tokens.push_back({{}, here(), TokenKind::VariationEnd});
        --nesting.depth;
    }
    ++p_;
    return true;
}

// A NAG at p_: '$' and 1 to 3 digits; false (with the problem set) when malformed.
bool PgnReader::read_nag(RecordGame& game) {
    const TextPosition at = here();
    ++p_;
    const char* digits = p_;
    while (p_ < end_ && is_digit(*p_)) ++p_;
    if (p_ == digits || p_ - digits > 3) {
        fail(game, at, "a NAG is '$' and 1 to 3 digits");
        return false;
    }
    return true;
}

// A movetext character at p_ that is not a symbol, white space or a newline: a comment, a
// variation, a NAG, an annotation, the '*' marker or the next tags. False when it ends the
// movetext (a marker, the next tags, a problem).
bool PgnReader::read_movetext_mark(RecordGame& game, Nesting& nesting, bool xiangqi) {
    const char ch = *p_;
    switch (ch) {
    case '{':
        return skip_brace_comment(game);
    case ';':
        skip_line();
        return true;
    case '%':
        if (p_ != line_start_) break;
        skip_line();  // an escape line after a ';' comment or at the start
        return true;
    case '(':
    case ')':
        return read_variation_mark(game, nesting);
    case '$':
        return read_nag(game);
    case '!':
    case '?':  // a suffix annotation, on the move or after a space
        while (p_ < end_ && (*p_ == '!' || *p_ == '?')) ++p_;
        return true;
    case '*':
        if (nesting.depth > 0) {
            fail(game, here(), "the game termination marker '*' inside a variation");
            return false;
        }
        game.result_text = std::string_view(p_, 1);
        ++p_;
        return false;
    case '[':
        // The next game's tags end a movetext without a termination marker (as python-chess,
        // chessops and pgn-extract read it; next() warns): a '[' that opens its line (xiangqi:
        // anywhere).
        if (nesting.depth == 0 && (xiangqi || at_line_start())) return false;
        fail(game, here(),
             nesting.depth > 0 ? "'[' inside a variation"
                               : "'[' in the movetext (a tag section begins on a line of its own)");
        return false;
    default:
        break;
    }
    fail(game, here(), "unexpected " + shown(ch) + " in the movetext");
    return false;
}

// The movetext of either dialect (pgn.h), one loop compiled once per dialect: the xiangqi dialect
// reads UTF-8 and `.` in moves (read_xiangqi_symbol), ends the game at the next tags without a
// termination marker and tolerates none at the end of the text.
template <PgnDialect kDialect>
void PgnReader::read_movetext_of(RecordGame& game) {
    constexpr bool kXiangqi = kDialect == PgnDialect::Xiangqi;
    Nesting nesting;
    // The hot loop runs on a local pointer (a member would be reloaded after every store through
    // the token vector) over the three kinds of byte that make most movetext: white space and
    // periods, symbols (moves, move numbers, results) and newlines. Everything else is read by
    // read_movetext_mark on p_.
    const char* p = p_;
    const char* const end = end_;
    const char nl = newline_;
    const std::array<std::uint8_t, 256>& classes = nl == '\r' ? kCrClasses : kClasses;
    while (p < end) {
        const auto ch = static_cast<unsigned char>(*p);
        const std::uint8_t cls = classes[ch];
        if (cls & kSkip) {
            ++p;
            continue;
        }
        if constexpr (kXiangqi) {
            if ((cls & kSymbol) || ch >= 0x80) {  // UTF-8 bytes belong to moves (Chinese, WXF)
                p_ = p;
                if (!read_xiangqi_symbol(game, nesting.depth)) return;
                p = p_;
                continue;
            }
        } else if (cls & kSymbol) {
            p = read_chess_symbol(game, p, nesting.depth);
            if (!p) return;
            continue;
        }
        if (ch == static_cast<unsigned char>(nl)) {
            newline(p);
            ++p;
            if (p < end && *p == '%') {  // an escape line
                p_ = p;
                skip_line();
                p = p_;
            }
            continue;
        }
        p_ = p;
        if (!read_movetext_mark(game, nesting, kXiangqi)) return;
        p = p_;
    }
    p_ = p;
    if (nesting.depth > 0)
        fail(game, nesting.last_open, "the variation opened here is never closed");
}

// A symbol of the xiangqi dialect at p_ (a move in ICCS, WXF or Chinese, a move number or a
// result), with the suffix annotations after it; false when it ends the movetext (a termination
// marker, or one inside a variation: a problem).
bool PgnReader::read_xiangqi_symbol(RecordGame& game, int depth) {
    const auto symbolic = [](char c) {
        return char_class(c) == kSymbol || static_cast<unsigned char>(c) >= 0x80;
    };
    const TextPosition at = here();
    const char* start = p_;
    bool all_digits = true;
    while (p_ < end_) {
        if (symbolic(*p_)) {
            all_digits = all_digits && is_digit(*p_);
            ++p_;
            continue;
        }
        if (*p_ != '.' || p_ + 1 >= end_ || !symbolic(p_[1])) break;
        // WXF `C2.5` (a `.` inside a move), or `55.4` (two equal digits, `.`, a digit, alone).
        const bool wxf_file_pair = all_digits && p_ - start == 2 && start[0] == start[1] &&
                                   is_digit(p_[1]) && (p_ + 2 >= end_ || !symbolic(p_[2]));
        if (all_digits && !wxf_file_pair) break;
        all_digits = false;
        ++p_;
    }
    const std::string_view symbol(start, static_cast<std::size_t>(p_ - start));
    if (all_digits) return true;  // a move number (its periods are skipped by the loop)
    if (is_digit(symbol.front())) {
        const ClaimedResult result = pgn_result(symbol);
        if (result != ClaimedResult::Other) {
            if (depth > 0) {
                fail(game, at,
                     "the game termination marker " + std::string(symbol) + " inside a variation");
                return false;
            }
            game.result_text = symbol;
            return false;
        }
    }
    game.tokens.push_back({symbol, at, TokenKind::Move});
    while (p_ < end_ && (*p_ == '!' || *p_ == '?')) ++p_;  // suffix annotations
    return true;
}

bool PgnReader::at_line_start() const {
    for (const char* q = p_; q > line_start_; --q)
        if (!line_space(q[-1])) return false;
    return true;
}

// After a game with tags: the rest of the text, when it holds no tag section and is not a game
// (it neither starts with a move number nor ends with a termination marker), is a site's footer:
// skipped, with a warning on `game`. Read once at most per game, so the reading stays linear.
void PgnReader::skip_trailing_text(RecordGame& game) {
    skip_blank();
    if (p_ >= end_ || *p_ == '[' || is_digit(*p_)) return;
    const char* const p = p_;
    const char* const line_start = line_start_;
    const std::uint32_t line = line_;
    const TextPosition at = here();
    RecordGame& trial = trial_;
    trial.clear();
    read_movetext(trial);
    if (trial.problem) skip_to_next_game();
    if (p_ >= end_ && (trial.problem || trial.result_text.empty())) {
        game.warnings.push_back({ReadWarningKind::TrailingText, at});
        return;
    }
    p_ = p;
    line_start_ = line_start;
    line_ = line;
}

bool PgnReader::next(RecordGame& game) {
    skip_blank();
    if (p_ >= end_) return false;
    game.clear();
    game.index = next_index_++;
    game.at = here();
    const char* const game_begin = p_;
    while (p_ < end_ && *p_ == '[') {
        if (!read_tag(game)) {
            skip_to_next_game();
            return true;
        }
        skip_blank();
    }
    read_movetext(game);
    if (!game.problem && game.result_text.empty()) {  // at the last move: where the game ends
        game.warnings.push_back({ReadWarningKind::MissingTermination,
                                 game.tokens.empty() ? game.at : game.tokens.back().at});
    }
    if (const auto tag = game.tag("Result")) {
        game.result = pgn_result(*tag);
        if (!game.problem && !game.result_text.empty() && *tag != game.result_text) {
            fail(game, game.at,
                 "the Result tag says \"" + std::string(*tag) + "\" but the movetext ends with " +
                     std::string(game.result_text));
        }
        if (game.result_text.empty()) game.result_text = *tag;
    } else {
        game.result = pgn_result(game.result_text);
    }
    if (game.problem && p_ < end_ && *p_ != '[') skip_to_next_game();
    // Valid UTF-8 always (RFC 3629, text_file.h): a game with a byte that breaks it says so (the
    // xiangqi dialect reads a text made valid UTF-8 before, xiangqi_records.h).
    if (!game.problem && dialect_ == PgnDialect::Chess)
        game.problem =
            invalid_utf8_problem({game_begin, static_cast<std::size_t>(p_ - game_begin)}, game.at);
    if (!game.tags.empty()) skip_trailing_text(game);
    return true;
}

std::size_t pgn_game_boundary(std::string_view text, std::size_t from) {
    if (from == 0) return 0;
    std::size_t at = from - 1;  // a '\n' just before `from` counts
    while (at < text.size()) {
        const std::size_t open = text.find("\n[", at);
        if (open == std::string_view::npos) return text.size();
        // The line before the '[' line: blank (only spaces, tabs, CR)?
        std::size_t q = open;
        while (q > 0 && (text[q - 1] == ' ' || text[q - 1] == '\t' || text[q - 1] == '\r')) --q;
        if (q > 0 && text[q - 1] == '\n') return open + 1;
        at = open + 1;
    }
    return text.size();
}

// ---- Writer -------------------------------------------------------------------------------------

std::string escape_tag_value(std::string_view value) {
    std::string out;
    out.reserve(value.size());
    for (const char ch : value) {
        if (ch == '"' || ch == '\\') out += '\\';
        out += ch == '\n' || ch == '\r' ? ' ' : ch;
    }
    return out;
}

namespace {

// The side to move (true: black) and the move number of a FEN, read from its 2nd and 6th fields.
void fen_turn(std::string_view fen, bool& black, int& number) {
    black = false;
    number = 1;
    std::vector<std::string_view> fields;
    std::size_t i = 0;
    while (i < fen.size()) {
        while (i < fen.size() && (fen[i] == ' ' || fen[i] == '\t')) ++i;
        const std::size_t start = i;
        while (i < fen.size() && fen[i] != ' ' && fen[i] != '\t') ++i;
        if (i > start) fields.push_back(fen.substr(start, i - start));
    }
    if (fields.size() >= 2) black = fields[1] == "b";
    if (fields.size() >= 6) {
        int n = 0;
        for (const char ch : fields[5]) {
            if (!is_digit(ch) || n > 100000) {
                n = 0;
                break;
            }
            n = n * 10 + (ch - '0');
        }
        if (n > 0) number = n;
    }
}

}  // namespace

void append_tag_pair(std::string& out, std::string_view name, std::string_view value) {
    out += '[';
    out += name;
    out += " \"";
    out += escape_tag_value(value);
    out += "\"]\n";
}

void append_movetext(std::string& out, const std::vector<std::string>& moves, std::string_view fen,
                     std::string_view result) {
    bool black = false;
    int number = 1;
    fen_turn(fen, black, number);
    std::size_t line_length = 0;
    const auto word = [&out, &line_length](std::string_view w) {
        if (line_length > 0 && line_length + 1 + w.size() > 79) {
            out += '\n';
            line_length = 0;
        } else if (line_length > 0) {
            out += ' ';
            ++line_length;
        }
        out += w;
        line_length += w.size();
    };
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (!black) {
            word(std::to_string(number) + ". " + moves[i]);
        } else if (i == 0) {
            word(std::to_string(number) + "... " + moves[i]);
        } else {
            word(moves[i]);
        }
        if (black) ++number;
        black = !black;
    }
    word(result);
    out += "\n\n";
}

std::optional<std::string> pgn_setup_fen(std::string_view start) {
    if (start == "startpos" || start == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
        return std::nullopt;
    return std::string(start);
}

std::string write_pgn(const PgnGame& game) {
    constexpr std::array<std::pair<std::string_view, std::string_view>, 7> kRoster = {{
        {"Event", "?"},
        {"Site", "?"},
        {"Date", "????.??.??"},
        {"Round", "?"},
        {"White", "?"},
        {"Black", "?"},
        {"Result", ""},
    }};
    const auto given = [&game](std::string_view name) -> const std::string* {
        for (const auto& [n, v] : game.tags)
            if (n == name) return &v;
        return nullptr;
    };
    std::string out;
    const auto tag_line = [&out](std::string_view name, std::string_view value) {
        append_tag_pair(out, name, value);
    };
    for (const auto& [name, fallback] : kRoster) {
        if (name == "Result") {
            tag_line(name, game.result);
        } else {
            const std::string* v = given(name);
            tag_line(name, v ? std::string_view(*v) : fallback);
        }
    }
    if (game.fen) {
        tag_line("SetUp", "1");
        tag_line("FEN", *game.fen);
    }
    for (const auto& [name, value] : game.tags) {
        bool skip = name == "SetUp" || name == "FEN";
        for (const auto& r : kRoster) skip = skip || name == r.first;
        if (!skip) tag_line(name, value);
    }
    out += '\n';
    append_movetext(out, game.moves, game.fen ? std::string_view(*game.fen) : "", game.result);
    return out;
}

}  // namespace arbiter::formats
