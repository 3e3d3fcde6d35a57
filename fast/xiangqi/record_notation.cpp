// Record notations of fast/xiangqi (record_notation.h). A legal move is summed up as a Sighting
// (the piece's kind, its file number from its side, its rank among the like pieces on its file,
// how many they are, the direction and the number); the printers write a Sighting, the readers
// turn the text into a Pattern and keep the legal moves whose Sighting it fits.

#include "fast/xiangqi/record_notation.h"

#include <array>

#include "fast/xiangqi/movegen.h"
#include "fast/xiangqi/notation.h"

namespace arbiter::fast::xiangqi {
namespace {

constexpr std::array<Bitboard, kFileCount> make_file_masks() {
    std::array<Bitboard, kFileCount> masks{};
    for (int f = 0; f < kFileCount; ++f)
        for (int r = 0; r < kRankCount; ++r)
            masks[static_cast<std::size_t>(f)] |= kOne << (r * 9 + f);
    return masks;
}
constexpr std::array<Bitboard, kFileCount> kFileMask = make_file_masks();

// Points whose rank is strictly ahead of `rank` for side s.
Bitboard ahead_of(Side s, int rank) {
    Bitboard b = 0;
    for (int r = 0; r < kRankCount; ++r)
        if (s == Red ? r > rank : r < rank) b |= static_cast<Bitboard>(0x1FF) << (r * 9);
    return b;
}

struct Sighting {
    Kind kind = General;
    Side side = Red;
    int file = 0;   // 1-9 from the side's right
    int count = 0;  // like pieces on that file
    int front = 0;  // 1 = foremost
    int tandem_soldier_files = 0;
    char dir = '.';
    int num = 0;
};

int side_file(Side s, int file) { return s == Red ? 9 - file : file + 1; }

Sighting sight(const Position& pos, Move m) {
    Sighting out;
    const Piece pc = pos.at(m.from());
    out.kind = kind_of(pc);
    out.side = side_of(pc);
    const int f = file_of(m.from());
    out.file = side_file(out.side, f);
    const Bitboard like = pos.pieces(out.side, out.kind) & kFileMask[static_cast<std::size_t>(f)];
    out.count = popcount(like);
    out.front = 1 + popcount(like & ahead_of(out.side, rank_of(m.from())));
    const Bitboard soldiers = pos.pieces(out.side, Soldier);
    for (const Bitboard mask : kFileMask)
        if (popcount(soldiers & mask) >= 2) ++out.tandem_soldier_files;
    int steps = rank_of(m.to()) - rank_of(m.from());
    if (out.side == Black) steps = -steps;
    out.dir = steps > 0 ? '+' : (steps < 0 ? '-' : '.');
    const bool slanting = out.kind == Horse || out.kind == Elephant || out.kind == Advisor;
    out.num = (slanting || steps == 0) ? side_file(out.side, file_of(m.to()))
                                       : (steps < 0 ? -steps : steps);
    return out;
}

int rear_of(const Sighting& s) { return s.count - s.front + 1; }

// What a text asks of a Sighting; -1 / 0 = anything.
struct Pattern {
    int kind = -1;
    int file = 0;
    int front = 0;
    int rear = 0;
    int min_count = 0;
    int exact_count = 0;
    bool second_when_crowded = false;  // WXF P+/P- among 4 or 5 soldiers
    char dir = 0;
    int num = 0;
};

bool fits(const Pattern& p, const Sighting& s) {
    if (p.kind >= 0 && p.kind != s.kind) return false;
    if (p.file && p.file != s.file) return false;
    if (p.min_count && s.count < p.min_count) return false;
    if (p.exact_count && s.count != p.exact_count) return false;
    const int extra = (p.second_when_crowded && s.count >= 4) ? 1 : 0;
    if (p.front && s.front != p.front + extra) return false;
    if (p.rear && rear_of(s) != p.rear + extra) return false;
    return s.dir == p.dir && s.num == p.num;
}

template <class Canonical>
Result<Move, NotationRefusal> pick(const Position& pos, const Pattern& p, Canonical canonical) {
    MoveList list;
    generate_legal(pos, list);
    Move found;
    int hits = 0;
    Move named;
    int named_hits = 0;
    for (const Move m : list) {
        if (!fits(p, sight(pos, m))) continue;
        found = m;
        ++hits;
        if (canonical(m)) named = m, ++named_hits;
    }
    if (hits == 1) return found;
    if (hits == 0) return NotationRefusal::NoSuchMove;
    if (named_hits == 1) return named;
    return NotationRefusal::Ambiguous;
}

// UTF-8 decoding of at most `limit` code points; false on bad UTF-8 or more code points.
bool decode(std::string_view text, std::array<char32_t, 8>& out, int& n) {
    n = 0;
    const auto* p = reinterpret_cast<const unsigned char*>(text.data());
    const auto* end = p + text.size();
    while (p < end) {
        if (n == static_cast<int>(out.size())) return false;
        char32_t cp;
        int more;
        if (*p < 0x80)
            cp = *p, more = 0;
        else if (*p >= 0xC2 && *p < 0xE0)
            cp = *p & 0x1Fu, more = 1;
        else if (*p >= 0xE0 && *p < 0xF0)
            cp = *p & 0x0Fu, more = 2;
        else if (*p >= 0xF0 && *p < 0xF5)
            cp = *p & 0x07u, more = 3;
        else
            return false;
        if (end - p <= more) return false;
        ++p;
        for (int i = 0; i < more; ++i, ++p) {
            if ((*p & 0xC0) != 0x80) return false;
            cp = (cp << 6) | (*p & 0x3Fu);
        }
        if (more >= 2 && cp < (more == 2 ? 0x800u : 0x10000u)) return false;  // overlong
        if (cp > 0x10FFFF) return false;
        out[static_cast<std::size_t>(n++)] = cp;
    }
    return true;
}

void put_utf8(std::string& s, char32_t cp) {
    if (cp < 0x80) {
        s.push_back(static_cast<char>(cp));
        return;
    }
    if (cp < 0x800) {
        s.push_back(static_cast<char>(0xC0 | (cp >> 6)));
    } else {
        s.push_back(static_cast<char>(0xE0 | (cp >> 12)));
        s.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    }
    s.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
}

// ---- WXF ----------------------------------------------------------------------------------------

constexpr std::string_view kLetters = "KAEHRCP";

int letter_kind(char c) {
    if (c == 'B') return Elephant;
    if (c == 'N') return Horse;
    const auto at = kLetters.find(c);
    return at == std::string_view::npos ? -1 : static_cast<int>(at);
}

bool digit19(char c) { return c >= '1' && c <= '9'; }
bool sign(char c) { return c == '+' || c == '-'; }

std::string wxf_of(const Sighting& s) {
    std::string out(4, ' ');
    const char letter = kLetters[s.kind];
    const char file = static_cast<char>('0' + s.file);
    const char place = s.front == 1 ? '+' : '-';
    out[0] = letter;
    out[1] = file;
    if (s.count >= 2 && s.kind != General && s.kind != Advisor && s.kind != Elephant) {
        if (s.kind != Soldier) {
            out[1] = place;
        } else if (s.tandem_soldier_files >= 2) {
            out[0] = file;
            out[1] = (s.front == 1 || rear_of(s) == 1) ? place : file;
        } else if (s.count <= 3) {
            out[1] = (s.front == 1 || rear_of(s) == 1) ? place : file;
        } else if (s.front == 1 || rear_of(s) == 1) {
            out[0] = out[1] = place;
        } else if (s.front == 2 || rear_of(s) == 2) {
            out[1] = s.front == 2 ? '+' : '-';
        }
    }
    out[2] = s.dir;
    out[3] = static_cast<char>('0' + s.num);
    return out;
}

// ---- Chinese ------------------------------------------------------------------------------------

constexpr std::array<char32_t, 9> kHanNumerals = {0x4E00, 0x4E8C, 0x4E09, 0x56DB, 0x4E94,
                                                  0x516D, 0x4E03, 0x516B, 0x4E5D};  // 一..九
// 帅仕相马车炮兵 and 将士象马车炮卒, in Kind order.
constexpr std::array<std::array<char32_t, kKindCount>, 2> kHanPieces = {{
    {0x5E05, 0x4ED5, 0x76F8, 0x9A6C, 0x8F66, 0x70AE, 0x5175},
    {0x5C06, 0x58EB, 0x8C61, 0x9A6C, 0x8F66, 0x70AE, 0x5352},
}};

int han_number(char32_t c) {
    for (std::size_t i = 0; i < kHanNumerals.size(); ++i)
        if (kHanNumerals[i] == c) return static_cast<int>(i) + 1;
    if (c >= U'1' && c <= U'9') return static_cast<int>(c - U'0');
    if (c >= 0xFF11 && c <= 0xFF19) return static_cast<int>(c - 0xFF10);  // full width
    return 0;
}

int han_kind(char32_t c) {
    switch (c) {
    case 0x5E05:  // 帅
    case 0x5E25:  // 帥
    case 0x5C06:  // 将
    case 0x5C07:  // 將
        return General;
    case 0x4ED5:  // 仕
    case 0x58EB:  // 士
        return Advisor;
    case 0x76F8:  // 相
    case 0x8C61:  // 象
        return Elephant;
    case 0x9A6C:  // 马
    case 0x99AC:  // 馬
    case 0x508C:  // 傌
        return Horse;
    case 0x8F66:  // 车
    case 0x8ECA:  // 車
    case 0x4FE5:  // 俥
        return Chariot;
    case 0x70AE:  // 炮
    case 0x7832:  // 砲
    case 0x5305:  // 包
        return Cannon;
    case 0x5175:  // 兵
    case 0x5352:  // 卒
        return Soldier;
    default:
        return -1;
    }
}

char han_direction(char32_t c) {
    if (c == 0x8FDB || c == 0x9032) return '+';  // 进 進
    if (c == 0x9000) return '-';                 // 退
    if (c == 0x5E73) return '.';                 // 平
    return 0;
}

// 前 -> 1, 中 -> 2, 后/後 -> 3.
int han_place(char32_t c) {
    if (c == 0x524D) return 1;
    if (c == 0x4E2D) return 2;
    if (c == 0x540E || c == 0x5F8C) return 3;
    return 0;
}

void put_number(std::string& out, Side s, int n) {
    put_utf8(out, s == Red ? kHanNumerals[static_cast<std::size_t>(n - 1)]
                           : static_cast<char32_t>(0xFF10 + n));
}

std::string chinese_of(const Sighting& s) {
    std::string out;
    const char32_t name = kHanPieces[s.side][s.kind];
    const char32_t place = s.front == 1 ? 0x524D : (rear_of(s) == 1 ? 0x540E : 0x4E2D);
    const bool fixed_file = s.kind == General || s.kind == Advisor || s.kind == Elephant;
    if (fixed_file || s.count < 2) {
        put_utf8(out, name);
        put_number(out, s.side, s.file);
    } else if (s.kind == Soldier && s.tandem_soldier_files >= 2) {
        put_utf8(out, place);
        put_number(out, s.side, s.file);
    } else if (s.kind == Soldier && s.count >= 4) {
        put_utf8(out, kHanNumerals[static_cast<std::size_t>(s.front - 1)]);
        put_utf8(out, name);
    } else {
        put_utf8(out, place);
        put_utf8(out, name);
    }
    put_utf8(out, s.dir == '+' ? 0x8FDB : (s.dir == '-' ? 0x9000 : 0x5E73));
    put_number(out, s.side, s.num);
    return out;
}

void set_place(Pattern& p, int place) {
    if (place == 1) p.front = 1;
    if (place == 3) p.rear = 1;
    if (place == 2) p.exact_count = 3, p.front = 2;
}

}  // namespace

std::string print_iccs(Move m) {
    const auto file = [](Point p) { return static_cast<char>('A' + file_of(p)); };
    const auto rank = [](Point p) { return static_cast<char>('0' + rank_of(p)); };
    return {file(m.from()), rank(m.from()), '-', file(m.to()), rank(m.to())};
}

std::optional<Move> parse_iccs_syntax(std::string_view text) {
    char buf[4];
    if (text.size() == 5 && text[2] == '-') {
        buf[0] = text[0], buf[1] = text[1], buf[2] = text[3], buf[3] = text[4];
    } else if (text.size() == 4) {
        for (int i = 0; i < 4; ++i) buf[i] = text[static_cast<std::size_t>(i)];
    } else {
        return std::nullopt;
    }
    for (int i : {0, 2})
        if (buf[i] >= 'A' && buf[i] <= 'I') buf[i] = static_cast<char>(buf[i] - 'A' + 'a');
    const auto parsed = parse_move(std::string_view(buf, 4));
    if (!parsed) return std::nullopt;
    return Move(parsed->from, parsed->to);
}

std::string print_wxf(const Position& pos, Move m) { return wxf_of(sight(pos, m)); }
std::string print_chinese(const Position& pos, Move m) { return chinese_of(sight(pos, m)); }

Result<Move, NotationRefusal> parse_wxf(const Position& pos, std::string_view text) {
    std::array<char32_t, 8> cps;
    int n = 0;
    if (!decode(text, cps, n) || n != 4) return NotationRefusal::Malformed;
    std::string t(4, ' ');
    for (int i = 0; i < 4; ++i) {
        char32_t c = cps[static_cast<std::size_t>(i)];
        if (c >= 0xFF01 && c <= 0xFF5E) c -= 0xFEE0;  // full width
        if (c >= 0x80) return NotationRefusal::Malformed;
        char ch = static_cast<char>(c);
        if (ch >= 'a' && ch <= 'z') ch = static_cast<char>(ch - 32);
        t[static_cast<std::size_t>(i)] = ch == '=' ? '.' : ch;
    }
    if (sign(t[0]) && letter_kind(t[1]) >= 0) std::swap(t[0], t[1]);  // +P+1
    if (t[0] == 'B') t[0] = 'E';
    if (t[0] == 'N') t[0] = 'H';
    Pattern p;
    const int kind = letter_kind(t[0]);
    if (kind >= 0 && digit19(t[1])) {
        p.kind = kind, p.file = t[1] - '0';
    } else if (kind >= 0 && sign(t[1])) {
        p.kind = kind, p.min_count = 2, p.second_when_crowded = kind == Soldier;
        (t[1] == '+' ? p.front : p.rear) = 1;
    } else if (sign(t[0]) && t[0] == t[1]) {
        p.kind = Soldier, p.min_count = 2;
        (t[0] == '+' ? p.front : p.rear) = 1;
    } else if (digit19(t[0]) && sign(t[1])) {
        p.kind = Soldier, p.file = t[0] - '0', p.min_count = 2;
        (t[1] == '+' ? p.front : p.rear) = 1;
    } else if (digit19(t[0]) && t[1] == t[0]) {
        p.kind = Soldier, p.file = t[0] - '0', p.exact_count = 3, p.front = 2;
    } else {
        return NotationRefusal::Malformed;
    }
    if (t[2] != '+' && t[2] != '-' && t[2] != '.') return NotationRefusal::Malformed;
    if (!digit19(t[3])) return NotationRefusal::Malformed;
    p.dir = t[2];
    p.num = t[3] - '0';
    return pick(pos, p, [&](Move m) { return print_wxf(pos, m) == t; });
}

Result<Move, NotationRefusal> parse_chinese(const Position& pos, std::string_view text) {
    std::array<char32_t, 8> c;
    int n = 0;
    if (!decode(text, c, n) || n != 4) return NotationRefusal::Malformed;
    Pattern p;
    const int k0 = han_kind(c[0]);
    const int k1 = han_kind(c[1]);
    const int place = han_place(c[0]);
    if (k0 >= 0 && han_number(c[1])) {
        p.kind = k0, p.file = han_number(c[1]);
    } else if (place && k1 >= 0) {
        p.kind = k1, p.min_count = 2;
        set_place(p, place);
    } else if (place && han_number(c[1])) {
        p.kind = Soldier, p.file = han_number(c[1]), p.min_count = 2;
        set_place(p, place);
    } else if (han_number(c[0]) >= 1 && han_number(c[0]) <= 5 && k1 >= 0) {
        p.kind = k1, p.min_count = 2, p.front = han_number(c[0]);
    } else {
        return NotationRefusal::Malformed;
    }
    p.dir = han_direction(c[2]);
    p.num = han_number(c[3]);
    if (!p.dir || !p.num) return NotationRefusal::Malformed;
    return pick(pos, p, [](Move) { return false; });
}

Result<Move, NotationRefusal> parse_record_move(const Position& pos, std::string_view text) {
    if (const auto m = parse_iccs_syntax(text)) {
        if (const auto legal = find_legal(pos, ParsedMove{m->from(), m->to()})) return *legal;
        return NotationRefusal::NoSuchMove;
    }
    auto wxf = parse_wxf(pos, text);
    if (wxf || wxf.error() != NotationRefusal::Malformed) return wxf;
    return parse_chinese(pos, text);
}

}  // namespace arbiter::fast::xiangqi
