// XQF records (xqf.h): the reader of versions 1.0 to 1.8, the RecordReader over it, and the 1.0
// writer. Offsets and keys are those of the XQF 1.0 specification and of the XQF 1.1 description
// named in xqf.h (docs/records.md, "XQF").

#include "formats/xqf.h"

#include <iconv.h>

#include <cerrno>
#include <cstdio>

namespace arbiter::formats {
namespace {

constexpr std::size_t kPiecesAt = 0x10;
constexpr std::size_t kResultAt = 0x33;
constexpr std::size_t kKindAt = 0x40;
constexpr int kPlainVersion = 10;  // XQF 1.0
constexpr int kLastVersion = 18;   // XQF 1.8
constexpr std::size_t kPointCount = 90;

// The header strings: a length byte at `at`, the text after it, in a field of `size` bytes.
struct HeaderString {
    std::string_view tag;
    std::size_t at;
    std::size_t size;
};
constexpr std::array<HeaderString, 11> kHeaderStrings = {{
    {"Title", 0x050, 64},
    {"Event", 0x0D0, 64},
    {"Date", 0x110, 16},
    {"Site", 0x120, 16},
    {"Red", 0x130, 16},
    {"Black", 0x140, 16},
    {"TimeRule", 0x150, 64},
    {"RedTime", 0x190, 16},
    {"BlackTime", 0x1A0, 16},
    {"Annotator", 0x1D0, 16},
    {"Author", 0x1E0, 16},
}};

// The FEN letter of each of the 32 piece slots (red upper case, black lower case).
constexpr std::string_view kSlotLetters = "RNBAKABNRCCPPPPPrnbakabnrccppppp";

// iconv_open's failure value, (iconv_t)-1 (POSIX); the cast is the interface's, not ours.
const iconv_t kIconvFailed = reinterpret_cast<iconv_t>(-1);  // NOLINT(performance-no-int-to-ptr)

// `text` converted from the encoding `from` to `to`; with `replace`, a byte that is not text of
// `from` becomes U+FFFD (real files cut a comment inside a character), else nullopt.
std::optional<std::string> convert(std::string_view text, const char* to, const char* from,
                                   bool replace = false) {
    if (text.empty()) return std::string();
    iconv_t cd = iconv_open(to, from);
    if (cd == kIconvFailed) return std::nullopt;
    std::string out(text.size() * 4 + 16, '\0');
    char* in = const_cast<char*>(text.data());
    std::size_t in_left = text.size();
    char* o = out.data();
    std::size_t out_left = out.size();
    bool ok = true;
    while (ok && in_left > 0) {
        if (iconv(cd, &in, &in_left, &o, &out_left) != static_cast<std::size_t>(-1)) break;
        // Each byte replaced gives 3 bytes of UTF-8, within the 4 a byte was given.
        ok = replace && (errno == EILSEQ || errno == EINVAL);
        if (!ok) break;
        for (const char c : std::string_view("\xEF\xBF\xBD")) {
            *o++ = c;
            --out_left;
        }
        ++in;
        --in_left;
        iconv(cd, nullptr, nullptr, nullptr, nullptr);  // back to the initial state
    }
    ok = ok && iconv(cd, nullptr, nullptr, &o, &out_left) != static_cast<std::size_t>(-1);
    iconv_close(cd);
    if (!ok) return std::nullopt;
    out.resize(out.size() - out_left);
    return out;
}

// GB18030 text in UTF-8, a byte that is not GB18030 as U+FFFD.
std::string from_gb18030(std::string_view text) {
    return convert(text, "UTF-8", "GB18030", true).value_or(std::string());
}

// The byte of the point on file x and rank y (X*10+Y).
std::size_t point_index(int x, int y) {
    return static_cast<std::size_t>(x) * 10 + static_cast<std::size_t>(y);
}

std::string hex_offset(std::size_t offset) {
    char buf[24];
    std::snprintf(buf, sizeof buf, "0x%04zX", offset);
    return buf;
}

// The keys of an encrypted file (1.1 and later), from header bytes 0x03-0x0F.
struct Keys {
    std::uint8_t xy = 0;   // the pieces
    std::uint8_t xyf = 0;  // a move's from-point
    std::uint8_t xyt = 0;  // a move's to-point
    std::uint32_t comment = 0;
    std::array<std::uint8_t, 32> stream{};  // subtracted from the byte at offset o: stream[o % 32]
};

// 54x^2 + 221, the key function of the XQF 1.1 description.
constexpr unsigned square54_plus221(unsigned x) { return x * x * 54 + 221; }

Keys make_keys(std::string_view h) {
    const auto b = [h](std::size_t i) {
        return static_cast<unsigned>(static_cast<unsigned char>(h[i]));
    };
    Keys k;
    k.xy = static_cast<std::uint8_t>(square54_plus221(b(13)) * b(13));
    k.xyf = static_cast<std::uint8_t>(square54_plus221(b(14)) * k.xy);
    k.xyt = static_cast<std::uint8_t>(square54_plus221(b(15)) * k.xyf);
    k.comment = (b(12) * 256 + b(13)) % 32000 + 767;
    constexpr std::string_view kCopyright = "[(C) Copyright Mr. Dong Shiwei.]";
    for (std::size_t i = 0; i < 32; ++i) {
        const unsigned key = b(8 + i % 4) | (b(12 + i % 4) & b(3));
        k.stream[i] = static_cast<std::uint8_t>(static_cast<unsigned char>(kCopyright[i]) & key);
    }
    return k;
}

// Reads the move records from 0x400 on, decrypting them with `keys` (none for 1.0).
class MoveReader {
public:
    MoveReader(std::string_view bytes, const Keys* keys, XqfGame& game)
        : bytes_(bytes), keys_(keys), game_(game) {}

    std::optional<XqfProblem> read() {
        std::size_t at = kXqfHeaderBytes;
        Record root;
        if (auto p = record(at, root)) return p;
        game_.comment = std::move(root.comment);
        // The slots still to fill, last first: a move's alternative waits for the line after it.
        std::vector<Slot> pending;
        if (root.has_next) pending.push_back({-1, false});
        while (!pending.empty()) {
            const Slot slot = pending.back();
            pending.pop_back();
            const std::size_t start = at;
            Record r;
            if (auto p = record(at, r)) return p;
            if (r.from >= kPointCount || r.to >= kPointCount) {
                return XqfProblem{start, "the move record's points decode to " +
                                             std::to_string(r.from) + " and " +
                                             std::to_string(r.to) +
                                             ", not points of the board (X*10+Y, under 90)"};
            }
            const auto index = static_cast<std::int32_t>(game_.moves.size());
            game_.moves.push_back({r.from, r.to, start, std::move(r.comment), -1, -1});
            if (slot.parent < 0)
                game_.first = index;
            else if (slot.alternative)
                game_.moves[static_cast<std::size_t>(slot.parent)].alternative = index;
            else
                game_.moves[static_cast<std::size_t>(slot.parent)].next = index;
            if (r.has_alternative) pending.push_back({index, true});
            if (r.has_next) pending.push_back({index, false});
        }
        return std::nullopt;
    }

private:
    struct Slot {
        std::int32_t parent;  // -1: the mainline's first move
        bool alternative;     // the parent's alternative, else the move after it
    };
    struct Record {
        std::uint8_t from = 0;
        std::uint8_t to = 0;
        bool has_next = false;
        bool has_alternative = false;
        std::string comment;
    };

    std::uint8_t byte(std::size_t at) const {
        const auto raw = static_cast<std::uint8_t>(bytes_[at]);
        return keys_ ? static_cast<std::uint8_t>(raw - keys_->stream[at % 32]) : raw;
    }

    std::optional<XqfProblem> need(std::size_t at, std::size_t n, const char* what) const {
        if (bytes_.size() >= at && bytes_.size() - at >= n) return std::nullopt;
        return XqfProblem{at, std::string("the file ends inside ") + what + " (" +
                                  std::to_string(n) + " bytes needed, " +
                                  std::to_string(bytes_.size() - at) + " left)"};
    }

    std::optional<XqfProblem> record(std::size_t& at, Record& r) {
        if (auto p = need(at, 4, "a move record")) return p;
        const std::uint8_t from = byte(at);
        const std::uint8_t to = byte(at + 1);
        const std::uint8_t flags = byte(at + 2);
        const std::size_t start = at;
        at += 4;
        const std::uint8_t key_from = keys_ ? keys_->xyf : 0;
        const std::uint8_t key_to = keys_ ? keys_->xyt : 0;
        r.from = static_cast<std::uint8_t>(from - 24 - key_from);
        r.to = static_cast<std::uint8_t>(to - 32 - key_to);
        bool has_comment = true;
        if (keys_) {
            r.has_next = (flags & 0x80) != 0;
            r.has_alternative = (flags & 0x40) != 0;
            has_comment = (flags & 0x20) != 0;
        } else {
            r.has_next = (flags & 0xF0) != 0;
            r.has_alternative = (flags & 0x0F) != 0;
        }
        if (!has_comment) return std::nullopt;
        if (auto p = need(at, 4, "a comment length")) return p;
        std::uint32_t stored = 0;
        for (std::size_t i = 0; i < 4; ++i) stored |= std::uint32_t{byte(at + i)} << (8 * i);
        const std::size_t length_at = at;
        at += 4;
        const auto length = static_cast<std::int64_t>(static_cast<std::int32_t>(stored)) -
                            (keys_ ? keys_->comment : 0);
        if (length < 0) {
            return XqfProblem{length_at, "the comment length of the move record at " +
                                             hex_offset(start) + " is negative (" +
                                             std::to_string(length) + ")"};
        }
        const auto n = static_cast<std::size_t>(length);
        if (auto p = need(at, n, "a comment")) return p;
        std::string raw(n, '\0');
        for (std::size_t i = 0; i < n; ++i) raw[i] = static_cast<char>(byte(at + i));
        r.comment = from_gb18030(raw);
        at += n;
        return std::nullopt;
    }

    std::string_view bytes_;
    const Keys* keys_;
    XqfGame& game_;
};

std::optional<XqfProblem> read_header_strings(std::string_view bytes, XqfGame& game) {
    for (const HeaderString& s : kHeaderStrings) {
        const auto length = static_cast<std::size_t>(static_cast<unsigned char>(bytes[s.at]));
        if (length >= s.size) {
            return XqfProblem{s.at, "the " + std::string(s.tag) + " string is " +
                                        std::to_string(length) + " bytes long, its field holds " +
                                        std::to_string(s.size - 1)};
        }
        std::string_view raw = bytes.substr(s.at + 1, length);
        raw = raw.substr(0, raw.find('\0'));  // a C string, as XQStudio's readers take it
        if (raw.empty()) continue;
        game.tags.emplace_back(std::string(s.tag), from_gb18030(raw));
    }
    return std::nullopt;
}

// The pieces of 0x010-0x02F, decrypted (1.1: less KeyXY; 1.2 and later also rotated by it).
void read_pieces(std::string_view bytes, const Keys* keys, int version, XqfGame& game) {
    for (std::size_t i = 0; i < 32; ++i) {
        const auto raw = static_cast<std::uint8_t>(bytes[kPiecesAt + i]);
        const std::size_t slot = keys && version >= 12 ? (keys->xy + 1 + i) % 32 : i;
        const auto point = static_cast<std::uint8_t>(raw - (keys ? keys->xy : 0));
        game.pieces[slot] = point < kPointCount ? point : kXqfOffBoard;
    }
}

}  // namespace

bool is_xqf(std::string_view bytes) { return bytes.substr(0, 2) == "XQ"; }

std::optional<XqfProblem> read_xqf(std::string_view bytes, XqfGame& game) {
    game = XqfGame{};
    if (!is_xqf(bytes)) return XqfProblem{0, "an XQF file starts with \"XQ\""};
    if (bytes.size() < kXqfHeaderBytes) {
        return XqfProblem{bytes.size(), "the file ends inside the header (" +
                                            std::to_string(bytes.size()) + " bytes, XQF's is " +
                                            std::to_string(kXqfHeaderBytes) + ")"};
    }
    game.version = static_cast<unsigned char>(bytes[2]);
    if (game.version < kPlainVersion || game.version > kLastVersion) {
        return XqfProblem{2, "version byte " + std::to_string(game.version) +
                                 " is not one of XQF 1.0 (10) to 1.8 (18)"};
    }
    std::optional<Keys> keys;
    if (game.version > kPlainVersion) keys = make_keys(bytes);
    read_pieces(bytes, keys ? &*keys : nullptr, game.version, game);
    game.result = static_cast<std::uint8_t>(bytes[kResultAt]);
    game.kind = static_cast<std::uint8_t>(bytes[kKindAt]);
    if (auto p = read_header_strings(bytes, game)) return p;
    return MoveReader(bytes, keys ? &*keys : nullptr, game).read();
}

std::optional<std::string> xqf_fen(const XqfGame& game) {
    std::array<char, kPointCount> board{};
    for (std::size_t slot = 0; slot < 32; ++slot) {
        const std::uint8_t p = game.pieces[slot];
        if (p == kXqfOffBoard) continue;
        if (board[p] != 0) return std::nullopt;
        board[p] = kSlotLetters[slot];
    }
    char side = 'w';
    if (game.first >= 0) {
        const char mover = board[game.moves[static_cast<std::size_t>(game.first)].from];
        if (mover >= 'a' && mover <= 'z') side = 'b';
    }
    std::array<char, 90> cells{};
    for (int y = 0; y < 10; ++y)
        for (int x = 0; x < 9; ++x)
            cells[static_cast<std::size_t>(y) * 9 + static_cast<std::size_t>(x)] =
                board[point_index(x, y)];
    return xiangqi_fen_of_board(cells, side);
}

std::string xqf_move_text(const XqfMove& m) {
    return {static_cast<char>('a' + m.from / 10), static_cast<char>('0' + m.from % 10),
            static_cast<char>('a' + m.to / 10), static_cast<char>('0' + m.to % 10)};
}

namespace {

constexpr std::string_view kStandardStart =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

// The reader of one XQF file as a RecordGame: the tree in PGN's order (a move, its alternatives
// as variations, then the line after it), without recursion.
class XqfReader final : public RecordReader {
public:
    XqfReader(std::string_view text, TextPosition start, std::size_t first_index)
        : text_(text), start_(start), index_(first_index) {}

    bool next(RecordGame& game) override {
        if (done_ || text_.empty()) return false;
        done_ = true;
        game.clear();
        game.index = index_;
        game.at = start_;
        const std::optional<XqfProblem> problem = read_xqf(text_, xqf_);
        if (problem && problem->offset < kXqfHeaderBytes) {  // no pieces or tags to trust
            game.problem =
                ReadProblem{at(problem->offset),
                            "at offset " + hex_offset(problem->offset) + ": " + problem->message};
            return true;
        }
        for (const auto& [name, value] : xqf_.tags) game.tags.push_back({name, value});
        set_result(game);
        fen_ = xqf_fen(xqf_);
        if (!fen_) {
            game.problem = ReadProblem{at(kPiecesAt), "at offset " + hex_offset(kPiecesAt) +
                                                          ": two pieces stand on one point"};
            return true;
        }
        if (*fen_ != kStandardStart) game.tags.push_back({"FEN", *fen_});
        emit(game);
        if (problem) {
            game.problem =
                ReadProblem{at(problem->offset),
                            "at offset " + hex_offset(problem->offset) + ": " + problem->message};
        }
        return true;
    }

private:
    TextPosition at(std::size_t offset) const {
        return {start_.line, static_cast<std::uint32_t>(offset) + 1};
    }

    void set_result(RecordGame& game) {
        switch (xqf_.result) {
        case 0:
            return;  // unknown: the header says nothing
        case 1:
            game.result = ClaimedResult::FirstWins;
            game.result_text = "1-0";
            return;
        case 2:
            game.result = ClaimedResult::SecondWins;
            game.result_text = "0-1";
            return;
        case 3:
        case 4:
            game.result = ClaimedResult::Draw;
            game.result_text = "1/2-1/2";
            return;
        default:
            game.result = ClaimedResult::Other;
            result_text_ = "result byte " + std::to_string(xqf_.result);
            game.result_text = result_text_;
            return;
        }
    }

    // Each move's text is kept in `texts_` (sized first: the views into it must not move).
    void emit(RecordGame& game) {
        texts_.assign(xqf_.moves.size() * 4, '\0');
        for (std::size_t i = 0; i < xqf_.moves.size(); ++i) {
            const std::string t = xqf_move_text(xqf_.moves[i]);
            texts_.replace(i * 4, 4, t);
        }
        // A frame per open line: the move last emitted on it and its next alternative to open.
        struct Frame {
            std::int32_t move;
            std::int32_t alternative;
        };
        std::vector<Frame> lines;
        if (xqf_.first < 0) return;
        push_move(game, xqf_.first);
        lines.push_back({xqf_.first, xqf_.moves[static_cast<std::size_t>(xqf_.first)].alternative});
        while (!lines.empty()) {
            Frame& f = lines.back();
            if (f.alternative >= 0) {
                const std::int32_t a = f.alternative;
                const XqfMove& m = xqf_.moves[static_cast<std::size_t>(a)];
                f.alternative = m.alternative;
                game.tokens.push_back({{}, at(m.offset), TokenKind::VariationStart});
                push_move(game, a);
                lines.push_back({a, -1});  // its own alternatives belong to the line above
                continue;
            }
            const std::int32_t n = xqf_.moves[static_cast<std::size_t>(f.move)].next;
            if (n < 0) {
                const std::size_t end = xqf_.moves[static_cast<std::size_t>(f.move)].offset;
                lines.pop_back();
                if (!lines.empty()) game.tokens.push_back({{}, at(end), TokenKind::VariationEnd});
                continue;
            }
            push_move(game, n);
            f.move = n;
            f.alternative = xqf_.moves[static_cast<std::size_t>(n)].alternative;
        }
    }

    void push_move(RecordGame& game, std::int32_t i) {
        const auto k = static_cast<std::size_t>(i);
        game.tokens.push_back(
            {std::string_view(texts_).substr(k * 4, 4), at(xqf_.moves[k].offset), TokenKind::Move});
    }

    std::string_view text_;
    TextPosition start_;
    std::size_t index_;
    bool done_ = false;
    XqfGame xqf_;
    std::optional<std::string> fen_;
    std::string texts_;
    std::string result_text_;
};

}  // namespace

std::unique_ptr<RecordReader> make_xqf_reader(std::string_view text, TextPosition start,
                                              std::size_t first_index) {
    return std::make_unique<XqfReader>(text, start, first_index);
}

std::size_t xqf_game_boundary(std::string_view text, std::size_t from) {
    return from == 0 ? 0 : text.size();
}

namespace {

// The slot of each piece of `fen`'s board field (reds from the right, blacks from the left, as
// the 1.0 specification lists the start position), or an error.
core::Result<std::array<std::uint8_t, 32>> fen_pieces(std::string_view fen) {
    std::array<std::uint8_t, 32> pieces{};
    pieces.fill(kXqfOffBoard);
    std::array<char, kPointCount> board{};
    int y = 9;
    int x = 0;
    for (const char c : fen.substr(0, fen.find(' '))) {
        if (c == '/') {
            if (--y < 0) return core::make_error("the FEN has more than 10 ranks");
            x = 0;
        } else if (c >= '1' && c <= '9') {
            x += c - '0';
        } else if (x < 9) {
            board[point_index(x, y)] = c;
            ++x;
        } else {
            return core::make_error("the FEN has a rank of more than 9 points");
        }
    }
    for (int side = 0; side < 2; ++side) {
        for (int k = 0; k < 9; ++k) {
            const int file = side == 0 ? 8 - k : k;
            for (int rank = 0; rank < 10; ++rank) {
                char c = board[point_index(file, rank)];
                if (c == 0 || (side == 0) != (c >= 'A' && c <= 'Z')) continue;
                c = c == 'E' ? 'B' : c == 'e' ? 'b' : c == 'H' ? 'N' : c == 'h' ? 'n' : c;
                bool placed = false;
                for (std::size_t slot = 0; slot < 32 && !placed; ++slot) {
                    if (kSlotLetters[slot] != c || pieces[slot] != kXqfOffBoard) continue;
                    pieces[slot] = static_cast<std::uint8_t>(file * 10 + rank);
                    placed = true;
                }
                if (!placed) {
                    return core::make_error(std::string("the position has a piece '") + c +
                                            "' that XQF has no slot for (its 16 pieces a side "
                                            "are those of the start position)");
                }
            }
        }
    }
    return pieces;
}

void put_le32(std::string& out, std::uint32_t v) {
    for (int i = 0; i < 4; ++i) out += static_cast<char>((v >> (8 * i)) & 0xFF);
}

// A move record of 1.0: from + 24, to + 32, 0xF0 when a move follows (else 0x00), 0x00, the
// comment's length and the comment.
core::Result<core::Ok> put_move(std::string& out, std::uint8_t from, std::uint8_t to, bool more,
                                std::uint8_t reserved, std::string_view comment) {
    auto text = convert(comment, "GB18030", "UTF-8");
    if (!text) return core::make_error("a comment is not UTF-8 text");
    out += static_cast<char>(from + 24);
    out += static_cast<char>(to + 32);
    out += static_cast<char>(more ? 0xF0 : 0x00);
    out += static_cast<char>(reserved);
    put_le32(out, static_cast<std::uint32_t>(text->size()));
    out += *text;
    return core::Ok{};
}

}  // namespace

core::Result<std::string> write_xqf(const XiangqiRecord& record,
                                    const std::vector<std::string>& comments) {
    std::string out(kXqfHeaderBytes, '\0');
    out[0] = 'X';
    out[1] = 'Q';
    out[2] = static_cast<char>(kPlainVersion);
    const bool standard =
        record.fen.empty() || record.fen == "startpos" || record.fen == kStandardStart;
    auto pieces = fen_pieces(standard ? kStandardStart : std::string_view(record.fen));
    if (!pieces) return pieces.error();
    for (std::size_t i = 0; i < 32; ++i) out[kPiecesAt + i] = static_cast<char>(pieces.value()[i]);
    out[kResultAt] = static_cast<char>(record.result == "1-0"       ? 1
                                       : record.result == "0-1"     ? 2
                                       : record.result == "1/2-1/2" ? 3
                                                                    : 0);
    out[kKindAt] = static_cast<char>(standard ? 0 : 3);  // a set-up position: 3, an endgame
    for (const HeaderString& s : kHeaderStrings) {
        const std::string* value = nullptr;
        for (const auto& [name, v] : record.tags)
            if (name == s.tag) value = &v;
        if (!value || value->empty()) continue;
        auto text = convert(*value, "GB18030", "UTF-8");
        if (!text) return core::make_error("the tag " + std::string(s.tag) + " is not UTF-8 text");
        if (text->size() >= s.size) {
            return core::make_error(
                "the tag " + std::string(s.tag) + " is " + std::to_string(text->size()) +
                " bytes in GB18030, XQF's field holds " + std::to_string(s.size - 1));
        }
        out[s.at] = static_cast<char>(text->size());
        out.replace(s.at + 1, text->size(), *text);
    }
    // Step 0 (fixed by the specification: 18 20 F0|00 FF and no comment), then the moves.
    if (auto r = put_move(out, 0, 0, !record.ucci.empty(), 0xFF, {}); !r) return r.error();
    for (std::size_t i = 0; i < record.ucci.size(); ++i) {
        const std::string& m = record.ucci[i];
        const auto point = [&m](std::size_t k) {
            return static_cast<std::uint8_t>((m[k] - 'a') * 10 + (m[k + 1] - '0'));
        };
        if (m.size() != 4 || m[0] < 'a' || m[0] > 'i' || m[2] < 'a' || m[2] > 'i' || m[1] < '0' ||
            m[1] > '9' || m[3] < '0' || m[3] > '9')
            return core::make_error("'" + m + "' is not a move in coordinates (h2e2)");
        const std::string_view comment = i < comments.size() ? comments[i] : std::string_view();
        if (auto r = put_move(out, point(0), point(2), i + 1 < record.ucci.size(), 0, comment); !r)
            return r.error();
    }
    return out;
}

}  // namespace arbiter::formats
