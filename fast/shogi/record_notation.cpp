// Record move text of fast/shogi (record_notation.h): a code-point decoder, a table-free matcher of
// the Japanese words, and resolution over the legal moves.

#include "fast/shogi/record_notation.h"

#include <cstring>

namespace arbiter::fast::shogi {

namespace {

// Code points of the Japanese move text (Unicode).
enum : char32_t {
    kSenteMark = 0x25B2,     // ▲
    kSenteMarkAlt = 0x2617,  // ☗
    kGoteMark = 0x25B3,      // △
    kGoteMarkAlt = 0x25BD,   // ▽
    kGoteMarkAlt2 = 0x2616,  // ☖
    kSame = 0x540C,          // 同
    kIdeographicSpace = 0x3000,
    kFullWidthOne = 0xFF11,  // １ (..９ = 0xFF19)
    kPromoteWord = 0x6210,   // 成
    kNot = 0x4E0D,           // 不
    kRaw = 0x751F,           // 生 (= 不成)
    kRight = 0x53F3,         // 右
    kLeft = 0x5DE6,          // 左
    kStraight = 0x76F4,      // 直
    kUp = 0x4E0A,            // 上
    kGo = 0x884C,            // 行 (= 上)
    kSideways = 0x5BC4,      // 寄
    kDown = 0x5F15,          // 引
    kDropWord = 0x6253,      // 打
};

// Kanji rank numerals 一..九.
constexpr char32_t kKanjiRanks[kRankCount] = {0x4E00, 0x4E8C, 0x4E09, 0x56DB, 0x4E94,
                                              0x516D, 0x4E03, 0x516B, 0x4E5D};

int kind_of_char(char32_t c) {
    switch (c) {
    case 0x6B69:
        return Pawn;  // 歩
    case 0x9999:
        return Lance;  // 香
    case 0x6842:
        return Knight;  // 桂
    case 0x9280:
        return Silver;  // 銀
    case 0x91D1:
        return Gold;  // 金
    case 0x89D2:
        return Bishop;  // 角
    case 0x98DB:
        return Rook;  // 飛
    case 0x7389:      // 玉
    case 0x738B:
        return King;  // 王
    case 0x3068:
        return Tokin;  // と
    case 0x674F:
        return PLance;  // 杏
    case 0x572D:
        return PKnight;  // 圭
    case 0x5168:
        return PSilver;  // 全
    case 0x99AC:
        return Horse;  // 馬
    case 0x9F8D:       // 龍
    case 0x7ADC:
        return Dragon;  // 竜
    default:
        return -1;
    }
}

// Decodes well-formed UTF-8 (no overlongs or surrogates needed here; anything else is an error).
int decode(std::string_view text, char32_t* out, int capacity) {
    int n = 0;
    std::size_t i = 0;
    while (i < text.size()) {
        if (n == capacity) return -1;
        const auto b = static_cast<unsigned char>(text[i]);
        int len = 0;
        char32_t c = 0;
        if (b < 0x80) {
            len = 1;
            c = b;
        } else if ((b & 0xE0) == 0xC0) {
            len = 2;
            c = b & 0x1F;
        } else if ((b & 0xF0) == 0xE0) {
            len = 3;
            c = b & 0x0F;
        } else if ((b & 0xF8) == 0xF0) {
            len = 4;
            c = b & 0x07;
        } else {
            return -1;
        }
        if (i + static_cast<std::size_t>(len) > text.size()) return -1;
        for (int k = 1; k < len; ++k) {
            const auto cont = static_cast<unsigned char>(text[i + static_cast<std::size_t>(k)]);
            if ((cont & 0xC0) != 0x80) return -1;
            c = (c << 6) | (cont & 0x3F);
        }
        out[n++] = c;
        i += static_cast<std::size_t>(len);
    }
    return n;
}

int digit_of(char32_t c, bool kanji) {
    if (c >= '1' && c <= '9') return static_cast<int>(c - '0');
    if (c >= kFullWidthOne && c < kFullWidthOne + 9) return static_cast<int>(c - kFullWidthOne) + 1;
    if (kanji)
        for (int r = 0; r < kRankCount; ++r)
            if (kKanjiRanks[r] == c) return r + 1;
    return 0;
}

enum Word : std::uint16_t {
    kWordRight = 1,
    kWordLeft = 2,
    kWordStraight = 4,
    kWordUp = 8,
    kWordSideways = 16,
    kWordDown = 32,
    kWordDrop = 64,
    kWordPromote = 128,
    kWordKeep = 256,
};
constexpr std::uint16_t kRelativeWords =
    kWordRight | kWordLeft | kWordStraight | kWordUp | kWordSideways | kWordDown;
constexpr std::uint16_t kMotionWords = kWordUp | kWordSideways | kWordDown;

struct Text {
    int side = -1;  // -1 unmarked
    bool same = false;
    Square to = kNoSquare;
    int kind = -1;
    std::uint16_t words = 0;
    Square from = kNoSquare;
};

bool read_text(std::string_view raw, Text& t) {
    if (raw.size() > static_cast<std::size_t>(kMaxMoveChars)) return false;
    char32_t cp[kMaxMoveChars];
    const int n = decode(raw, cp, kMaxMoveChars);
    if (n < 0) return false;
    int i = 0;
    int end = n;
    while (i < end && (cp[i] == ' ' || cp[i] == '\t')) ++i;
    while (end > i && (cp[end - 1] == ' ' || cp[end - 1] == '\t' || cp[end - 1] == '\r')) --end;
    if (i < end && (cp[i] == kSenteMark || cp[i] == kSenteMarkAlt)) {
        t.side = Sente;
        ++i;
    } else if (i < end && (cp[i] == kGoteMark || cp[i] == kGoteMarkAlt || cp[i] == kGoteMarkAlt2)) {
        t.side = Gote;
        ++i;
    }
    if (i < end && cp[i] == kSame) {
        t.same = true;
        ++i;
        while (i < end && (cp[i] == kIdeographicSpace || cp[i] == ' ')) ++i;
    } else {
        if (i + 1 >= end) return false;
        const int file = digit_of(cp[i], false);
        const int rank = digit_of(cp[i + 1], true);
        if (file == 0 || rank == 0) return false;
        t.to = make_square(file - 1, rank - 1);
        i += 2;
    }
    if (i >= end) return false;
    if (cp[i] == kPromoteWord && i + 1 < end) {
        const int base = kind_of_char(cp[i + 1]);
        if (base == Lance || base == Knight || base == Silver) {
            t.kind = promote(static_cast<Kind>(base));
            i += 2;
        }
    }
    if (t.kind < 0) {
        t.kind = kind_of_char(cp[i]);
        if (t.kind < 0) return false;
        ++i;
    }
    while (i < end) {
        std::uint16_t w = 0;
        switch (cp[i]) {
        case kRight:
            w = kWordRight;
            break;
        case kLeft:
            w = kWordLeft;
            break;
        case kStraight:
            w = kWordStraight;
            break;
        case kUp:
        case kGo:
            w = kWordUp;
            break;
        case kSideways:
            w = kWordSideways;
            break;
        case kDown:
            w = kWordDown;
            break;
        case kDropWord:
            w = kWordDrop;
            break;
        case kPromoteWord:
            w = kWordPromote;
            break;
        case kRaw:
            w = kWordKeep;
            break;
        case kNot:
            if (i + 1 < end && cp[i + 1] == kPromoteWord) {
                w = kWordKeep;
                ++i;
            }
            break;
        default:
            break;
        }
        if (w == 0) break;
        if (t.words & w) return false;
        t.words |= w;
        ++i;
    }
    const std::uint16_t ws = t.words;
    if ((ws & kWordPromote) && (ws & kWordKeep)) return false;
    if ((ws & kWordRight) && (ws & kWordLeft)) return false;
    if (std::popcount(static_cast<unsigned>(ws & kMotionWords)) > 1) return false;
    if ((ws & kWordDrop) && (ws & (kRelativeWords | kWordKeep))) return false;
    if (i < end && cp[i] == '(') {
        if (i + 3 >= end) return false;
        const char32_t f = cp[i + 1], r = cp[i + 2];
        if (f < '1' || f > '9' || r < '1' || r > '9' || cp[i + 3] != ')') return false;
        if (ws & kWordDrop) return false;
        t.from = make_square(static_cast<int>(f - '1'), static_cast<int>(r - '1'));
        i += 4;
    }
    return i == end;
}

// Ranks forward for the mover: >0 forward, 0 sideways, <0 back.
int vertical(Side mover, Square from, Square to) {
    const int d = rank_of(from) - rank_of(to);
    return mover == Sente ? d : -d;
}
// Larger is farther to the mover's right (sente's right is file 1, index 0).
int rightness(Side mover, Square s) { return mover == Sente ? -file_of(s) : file_of(s); }

bool motion_passes(std::uint16_t w, Side mover, Square from, Square to) {
    const int v = vertical(mover, from, to);
    if ((w & kWordUp) && v <= 0) return false;
    if ((w & kWordDown) && v >= 0) return false;
    if ((w & kWordSideways) && v != 0) return false;
    if ((w & kWordStraight) && !(v > 0 && file_of(from) == file_of(to))) return false;
    return true;
}

// Keeps in `moves[0, n)` those that pass the words; returns the new count.
int filter_words(Move* moves, int n, std::uint16_t w, Side mover) {
    int k = 0;
    for (int i = 0; i < n; ++i)
        if (motion_passes(w, mover, move_from(moves[i]), move_to(moves[i]))) moves[k++] = moves[i];
    n = k;
    if (n > 0 && (w & (kWordRight | kWordLeft))) {
        const int sign = (w & kWordRight) ? 1 : -1;
        int best = sign * rightness(mover, move_from(moves[0]));
        for (int i = 1; i < n; ++i)
            best = std::max(best, sign * rightness(mover, move_from(moves[i])));
        k = 0;
        for (int i = 0; i < n; ++i)
            if (sign * rightness(mover, move_from(moves[i])) == best) moves[k++] = moves[i];
        n = k;
    }
    return n;
}

// The legal board moves of `kind` (the mover's) to `to`, any promotion.
int board_moves_to(const Position& pos, int kind, Square to, Move* out) {
    MoveList list;
    generate_legal(pos, list);
    int n = 0;
    for (const Move m : list) {
        if (is_drop(m) || move_to(m) != to) continue;
        if (kind_of(pos.at(move_from(m))) != kind) continue;
        out[n++] = m;
    }
    return n;
}

bool promotion_possible(const Position& pos, Move m) {
    if (is_drop(m)) return false;
    const Kind k = kind_of(pos.at(move_from(m)));
    if (!can_promote(k)) return false;
    const Side s = pos.side_to_move();
    return relative_rank(s, move_from(m)) < 3 || relative_rank(s, move_to(m)) < 3;
}

constexpr const char* kCsaNames[kKindCount] = {"FU", "KY", "KE", "GI", "KI", "KA", "HI",
                                               "OU", "TO", "NY", "NK", "NG", "UM", "RY"};
constexpr const char* kKifNames[kKindCount] = {"歩", "香", "桂",   "銀",   "金",   "角", "飛",
                                               "玉", "と", "成香", "成桂", "成銀", "馬", "龍"};
constexpr const char* kFullWidth[kFileCount] = {"１", "２", "３", "４", "５",
                                                "６", "７", "８", "９"};
constexpr const char* kKanji[kRankCount] = {"一", "二", "三", "四", "五", "六", "七", "八", "九"};

struct Writer {
    char* buf;
    int n = 0;
    void put(const char* s) {
        const std::size_t len = std::strlen(s);
        std::memcpy(buf + n, s, len);
        n += static_cast<int>(len);
    }
    void put(char c) { buf[n++] = c; }
    void square(Square s) {
        put(kFullWidth[file_of(s)]);
        put(kKanji[rank_of(s)]);
    }
    void digits(Square s) {
        put(static_cast<char>('1' + file_of(s)));
        put(static_cast<char>('1' + rank_of(s)));
    }
};

}  // namespace

std::string_view text_error_name(TextError e) {
    switch (e) {
    case TextError::None:
        return "none";
    case TextError::Malformed:
        return "malformed";
    case TextError::WrongSide:
        return "wrong_side";
    case TextError::NoPrevious:
        return "no_previous_move";
    case TextError::NoMove:
        return "no_legal_move";
    case TextError::Ambiguous:
        return "ambiguous";
    }
    return "?";
}

Move parse_japanese_move(const Position& pos, std::string_view text, Square last_to,
                         TextError& error) {
    Text t;
    if (!read_text(text, t)) {
        error = TextError::Malformed;
        return kNoMove;
    }
    const Side mover = pos.side_to_move();
    if (t.side >= 0 && t.side != mover) {
        error = TextError::WrongSide;
        return kNoMove;
    }
    if (t.same) {
        if (last_to == kNoSquare) {
            error = TextError::NoPrevious;
            return kNoMove;
        }
        t.to = last_to;
    }
    const bool promote_word = (t.words & kWordPromote) != 0;
    error = TextError::NoMove;
    if (t.from != kNoSquare) {
        const Piece p = pos.at(t.from);
        if (p == kNoPiece || side_of(p) != mover || kind_of(p) != t.kind) return kNoMove;
        const Move m = make_move(t.from, t.to, promote_word);
        if (!is_legal(pos, m)) return kNoMove;
        error = TextError::None;
        return m;
    }
    const bool can_drop = t.kind < kHandKindCount && !promote_word;
    if (t.words & kWordDrop) {
        if (!can_drop) return kNoMove;
        const Move m = make_drop(static_cast<Kind>(t.kind), t.to);
        if (!is_legal(pos, m)) return kNoMove;
        error = TextError::None;
        return m;
    }
    Move all[kMaxLegalMoves];
    const int total = board_moves_to(pos, t.kind, t.to, all);
    Move cands[kMaxLegalMoves];
    int n = 0;
    for (int i = 0; i < total; ++i)
        if (is_promotion(all[i]) == promote_word) cands[n++] = all[i];
    if (n == 0 && !(t.words & (kWordKeep | kWordPromote))) {  // a forced promotion without 成
        for (int i = 0; i < total; ++i)
            if (is_promotion(all[i])) cands[n++] = all[i];
    }
    n = filter_words(cands, n, t.words, mover);
    if (n == 1) {
        error = TextError::None;
        return cands[0];
    }
    if (n > 1) {
        error = TextError::Ambiguous;
        return kNoMove;
    }
    if (total == 0 && can_drop && !(t.words & (kRelativeWords | kWordKeep))) {
        const Move m = make_drop(static_cast<Kind>(t.kind), t.to);
        if (is_legal(pos, m)) {
            error = TextError::None;
            return m;
        }
    }
    return kNoMove;
}

Move parse_csa_move(const Position& pos, std::string_view text, TextError& error) {
    error = TextError::Malformed;
    while (!text.empty() && (text.back() == ' ' || text.back() == '\r' || text.back() == '\t'))
        text.remove_suffix(1);
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
    if (text.size() != 7) return kNoMove;
    const char sign = text[0];
    if (sign != '+' && sign != '-') return kNoMove;
    int digits[4];
    for (int i = 0; i < 4; ++i) {
        const char c = text[static_cast<std::size_t>(i) + 1];
        if (c < '0' || c > '9') return kNoMove;
        digits[i] = c - '0';
    }
    int kind = -1;
    for (int k = 0; k < kKindCount; ++k)
        if (text[5] == kCsaNames[k][0] && text[6] == kCsaNames[k][1]) kind = k;
    if (kind < 0 || digits[2] == 0 || digits[3] == 0) return kNoMove;
    const Side side = sign == '+' ? Sente : Gote;
    if (side != pos.side_to_move()) {
        error = TextError::WrongSide;
        return kNoMove;
    }
    const Square to = make_square(digits[2] - 1, digits[3] - 1);
    error = TextError::NoMove;
    Move m = kNoMove;
    if (digits[0] == 0 && digits[1] == 0) {
        if (kind >= kHandKindCount) return kNoMove;
        m = make_drop(static_cast<Kind>(kind), to);
    } else {
        if (digits[0] == 0 || digits[1] == 0) {
            error = TextError::Malformed;
            return kNoMove;
        }
        const Square from = make_square(digits[0] - 1, digits[1] - 1);
        const Piece p = pos.at(from);
        if (p == kNoPiece || side_of(p) != side) return kNoMove;
        const Kind there = kind_of(p);
        if (there == kind) {
            m = make_move(from, to, false);
        } else if (can_promote(there) && promote(there) == kind) {
            m = make_move(from, to, true);
        } else {
            return kNoMove;
        }
    }
    if (!is_legal(pos, m)) return kNoMove;
    error = TextError::None;
    return m;
}

int write_kif_move(const Position& pos, Move m, Square last_to, char* buf) {
    Writer w{buf};
    const Square to = move_to(m);
    if (is_drop(m)) {
        w.square(to);
        w.put(kKifNames[drop_kind(m)]);
        w.put("打");
        return w.n;
    }
    if (to == last_to)
        w.put("同　");
    else
        w.square(to);
    w.put(kKifNames[kind_of(pos.at(move_from(m)))]);
    if (is_promotion(m))
        w.put("成");
    else if (promotion_possible(pos, m))
        w.put("不成");
    w.put('(');
    w.digits(move_from(m));
    w.put(')');
    return w.n;
}

int write_ki2_move(const Position& pos, Move m, Square last_to, char* buf) {
    Writer w{buf};
    const Side mover = pos.side_to_move();
    w.put(mover == Sente ? "▲" : "△");
    const Square to = move_to(m);
    if (to == last_to)
        w.put("同");
    else
        w.square(to);
    Move others[kMaxLegalMoves];
    if (is_drop(m)) {
        w.put(kKifNames[drop_kind(m)]);
        if (board_moves_to(pos, drop_kind(m), to, others) > 0) w.put("打");
        return w.n;
    }
    const Square from = move_from(m);
    const int kind = kind_of(pos.at(from));
    w.put(kKifNames[kind]);
    int n = 0;
    {
        Move all[kMaxLegalMoves];
        const int total = board_moves_to(pos, kind, to, all);
        for (int i = 0; i < total; ++i)
            if (is_promotion(all[i]) == is_promotion(m)) others[n++] = all[i];
    }
    if (n > 1) {
        const auto unique = [&](std::uint16_t words) {
            Move copy[kMaxLegalMoves];
            std::memcpy(copy, others, sizeof(Move) * static_cast<std::size_t>(n));
            const int k = filter_words(copy, n, words, mover);
            return k == 1 && copy[0] == m;
        };
        const int v = vertical(mover, from, to);
        const std::uint16_t motion = v > 0 ? kWordUp : v < 0 ? kWordDown : kWordSideways;
        const char* motion_text = v > 0 ? "上" : v < 0 ? "引" : "寄";
        const bool long_range = kind == Dragon || kind == Horse;
        if (unique(motion)) {
            w.put(motion_text);
        } else if (!long_range && unique(kWordStraight)) {
            w.put("直");
        } else if (unique(kWordRight)) {
            w.put("右");
        } else if (unique(kWordLeft)) {
            w.put("左");
        } else {
            w.put(unique(kWordRight | motion) ? "右" : "左");
            w.put(motion_text);
        }
    }
    if (is_promotion(m))
        w.put("成");
    else if (promotion_possible(pos, m))
        w.put("不成");
    return w.n;
}

int write_csa_move(const Position& pos, Move m, char* buf) {
    Writer w{buf};
    w.put(pos.side_to_move() == Sente ? '+' : '-');
    if (is_drop(m)) {
        w.put("00");
        w.digits(move_to(m));
        w.put(kCsaNames[drop_kind(m)]);
        return w.n;
    }
    w.digits(move_from(m));
    w.digits(move_to(m));
    const Kind k = kind_of(pos.at(move_from(m)));
    w.put(kCsaNames[is_promotion(m) ? promote(k) : k]);
    return w.n;
}

std::string print_kif_move(const Position& pos, Move m, Square last_to) {
    char buf[kMoveTextBufferSize];
    return std::string(buf, static_cast<std::size_t>(write_kif_move(pos, m, last_to, buf)));
}
std::string print_ki2_move(const Position& pos, Move m, Square last_to) {
    char buf[kMoveTextBufferSize];
    return std::string(buf, static_cast<std::size_t>(write_ki2_move(pos, m, last_to, buf)));
}
std::string print_csa_move(const Position& pos, Move m) {
    char buf[kMoveTextBufferSize];
    return std::string(buf, static_cast<std::size_t>(write_csa_move(pos, m, buf)));
}

}  // namespace arbiter::fast::shogi
