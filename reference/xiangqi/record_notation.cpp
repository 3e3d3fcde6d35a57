// The record notations (record_notation.h). Both WXF and Chinese describe a move by what a player
// sees: which piece (its kind and file, or its place among the pieces of its kind on that file),
// the direction from the mover's side, and a number. The printer computes that description; the
// readers turn the text into a description with blanks and keep the moves it fits, first among
// every shape-respecting move of the side to move, then among the legal ones.

#include "reference/xiangqi/record_notation.h"

#include <cstdint>
#include <cstdlib>
#include <optional>
#include <vector>

#include "reference/xiangqi/notation.h"
#include "reference/xiangqi/rules.h"

namespace arbiter::reference::xiangqi {
namespace {

// ---- what a player sees of a move ---------------------------------------------------------------

// Files are numbered 1-9 from each side's own right: red's 1 is file i, black's 1 is file a.
int file_number(Side side, int file) { return side == Side::Red ? kFileCount - file : file + 1; }

// The pieces of one side and kind on one file, seen from that side: how many, and where this one
// stands (1 = the front one, nearest the opponent).
struct FilePlace {
    int count = 0;
    int from_front = 0;
    int from_rear = 0;
};

FilePlace file_place(const Board& board, Point at) {
    const Piece piece = *board.at(at);
    FilePlace place;
    int ahead = 0;
    for (int rank = 0; rank < kRankCount; ++rank) {
        const Point p{at.file, rank};
        if (board.at(p) != piece) continue;
        ++place.count;
        if ((rank - at.rank) * forward(piece.side) > 0) ++ahead;
    }
    place.from_front = ahead + 1;
    place.from_rear = place.count - ahead;
    return place;
}

// How many files hold two or more soldiers of `side`.
int tandem_soldier_files(const Board& board, Side side) {
    int files = 0;
    for (int file = 0; file < kFileCount; ++file) {
        int soldiers = 0;
        for (int rank = 0; rank < kRankCount; ++rank) {
            const auto& piece = board.at(Point{file, rank});
            if (piece && piece->side == side && piece->kind == PieceKind::Soldier) ++soldiers;
        }
        if (soldiers >= 2) ++files;
    }
    return files;
}

bool moves_diagonally(PieceKind kind) {
    return kind == PieceKind::Horse || kind == PieceKind::Elephant || kind == PieceKind::Advisor;
}

// Direction (+ forward, - backward, . sideways) and number of a move, from the mover's side.
struct Motion {
    char direction = '.';
    int number = 0;
};

Motion motion_of(PieceKind kind, Side side, Move move) {
    const int ahead = (move.to.rank - move.from.rank) * forward(side);
    Motion m;
    m.direction = ahead > 0 ? '+' : ahead < 0 ? '-' : '.';
    if (moves_diagonally(kind) || ahead == 0)
        m.number = file_number(side, move.to.file);
    else
        m.number = ahead > 0 ? ahead : -ahead;
    return m;
}

// ---- descriptions with blanks (what a text says) ------------------------------------------------

// Which piece a text names. Each field is a condition; 0 / nullopt = no condition.
struct Which {
    std::optional<PieceKind> kind;
    int file = 0;        // its file number
    int from_front = 0;  // its place counted from the front ...
    int from_rear = 0;   // ... or from the rear
    int at_least = 0;    // pieces of its kind on its file, at least
    int exactly = 0;     // ... or exactly
    // WXF 4 or 5 soldiers on a file: `P+` / `P-` name the second from the front / rear.
    bool wxf_second = false;
};

struct Description {
    Which which;
    char direction = '.';
    int number = 0;
};

bool fits(const Description& d, const Board& board, Move move) {
    const Piece piece = *board.at(move.from);
    const Which& w = d.which;
    if (w.kind && piece.kind != *w.kind) return false;
    if (w.file != 0 && file_number(piece.side, move.from.file) != w.file) return false;
    const FilePlace place = file_place(board, move.from);
    if (w.at_least != 0 && place.count < w.at_least) return false;
    if (w.exactly != 0 && place.count != w.exactly) return false;
    const int shift = w.wxf_second && place.count >= 4 ? 1 : 0;
    if (w.from_front != 0 && place.from_front != w.from_front + shift) return false;
    if (w.from_rear != 0 && place.from_rear != w.from_rear + shift) return false;
    const Motion m = motion_of(piece.kind, piece.side, move);
    return m.direction == d.direction && m.number == d.number;
}

// Moves a piece's shape allows, blocking, palace, river and restrictions aside (so that an illegal
// move a text names can be named by the rule it breaks: 仕六进七 leaves the palace, and breaks
// xiangqi.advisor's rule).
bool shape_allows(PieceKind kind, Point from, Point to) {
    const int df = std::abs(to.file - from.file);
    const int dr = std::abs(to.rank - from.rank);
    switch (kind) {
    case PieceKind::General:  // straight, as a text names them (帅五进二: e0-e2, not one step)
    case PieceKind::Soldier:
    case PieceKind::Chariot:
    case PieceKind::Cannon:
        return df == 0 || dr == 0;
    case PieceKind::Advisor:
        return df == 1 && dr == 1;
    case PieceKind::Elephant:
        return df == 2 && dr == 2;
    case PieceKind::Horse:
        return !breaks_horse_step(from, to);
    }
    return false;
}

using Printer = std::string (*)(const Position&, Move);

std::string quote(std::string_view text) {
    std::string out;
    out.reserve(text.size() + 2);
    out += '\'';
    out.append(text);
    out += '\'';
    return out;
}

Result<Move, NotationError> resolve(const Position& position, const Description& d,
                                    std::string_view text, Printer print,
                                    std::string_view canonical) {
    const Board& board = position.board();
    const Side side = position.side_to_move();
    std::vector<Move> shaped;
    std::vector<Move> legal;
    for (int i = 0; i < kPointCount; ++i) {
        const Point from = point_at(i);
        if (!board.holds(from, side)) continue;
        const PieceKind kind = board.at(from)->kind;
        for (int j = 0; j < kPointCount; ++j) {
            const Point to = point_at(j);
            if (to == from || !shape_allows(kind, from, to)) continue;
            const Move move{from, to};
            if (!fits(d, board, move)) continue;
            shaped.push_back(move);
            if (!first_broken_rule(position, move)) legal.push_back(move);
        }
    }
    const std::string quoted = quote(text);
    if (legal.size() == 1) return legal.front();
    if (legal.size() > 1) {
        // The canonical text names one of them (WXF `P3.4`: the middle of three soldiers).
        std::vector<Move> named;
        for (const Move& m : legal)
            if (print(position, m) == canonical) named.push_back(m);
        if (named.size() == 1) return named.front();
        return NotationError{NotationError::Kind::Ambiguous, RuleId::Record,
                             std::string(quoted)
                                 .append(" fits ")
                                 .append(std::to_string(legal.size()))
                                 .append(" legal moves")};
    }
    // Understood: one move has the shape the text names, or every such move breaks the same rule.
    std::optional<RuleId> same_rule;
    for (const Move& m : shaped) {
        const auto rule = first_broken_rule(position, m);
        if (&m != &shaped.front() && rule != same_rule) {
            same_rule.reset();
            break;
        }
        same_rule = rule;
    }
    if (shaped.size() > 1 && same_rule) {
        return NotationError{NotationError::Kind::Illegal, same_rule,
                             std::string(quoted)
                                 .append(" fits ")
                                 .append(std::to_string(shaped.size()))
                                 .append(" moves, each of which breaks ")
                                 .append(rule_name(*same_rule))};
    }
    if (shaped.size() == 1) {
        const auto rule = first_broken_rule(position, shaped.front());
        return NotationError{NotationError::Kind::Illegal, rule,
                             std::string(quoted)
                                 .append(" is ")
                                 .append(print_iccs(shaped.front()))
                                 .append(", which breaks ")
                                 .append(rule_name(*rule))};
    }
    return NotationError{NotationError::Kind::NoSuchMove, RuleId::Record,
                         std::string(quoted).append(" names no legal move of the side to move")};
}

NotationError malformed(std::string_view text, std::string_view what) {
    return NotationError{NotationError::Kind::Malformed, std::nullopt,
                         quote(text).append(" is not ").append(what)};
}

// ---- UTF-8 --------------------------------------------------------------------------------------

// The code points of `text`; nullopt when it is not valid UTF-8.
std::optional<std::vector<char32_t>> code_points(std::string_view text) {
    std::vector<char32_t> out;
    std::size_t i = 0;
    while (i < text.size()) {
        const auto lead = static_cast<unsigned char>(text[i]);
        int extra = 0;
        char32_t cp = 0;
        if (lead < 0x80) {
            cp = lead;
        } else if ((lead & 0xE0) == 0xC0) {
            extra = 1, cp = lead & 0x1F;
        } else if ((lead & 0xF0) == 0xE0) {
            extra = 2, cp = lead & 0x0F;
        } else if ((lead & 0xF8) == 0xF0) {
            extra = 3, cp = lead & 0x07;
        } else {
            return std::nullopt;
        }
        if (i + static_cast<std::size_t>(extra) >= text.size() && extra > 0) return std::nullopt;
        for (int k = 1; k <= extra; ++k) {
            const auto next = static_cast<unsigned char>(text[i + static_cast<std::size_t>(k)]);
            if ((next & 0xC0) != 0x80) return std::nullopt;
            cp = (cp << 6) | (next & 0x3F);
        }
        constexpr char32_t kLeast[4] = {0, 0x80, 0x800, 0x10000};  // overlong forms are refused
        if (cp < kLeast[extra] || cp > 0x10FFFF) return std::nullopt;
        out.push_back(cp);
        i += static_cast<std::size_t>(extra) + 1;
    }
    return out;
}

void append_utf8(std::string& out, char32_t cp) {
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

// Full-width ASCII forms (U+FF01..U+FF5E) as ASCII.
char32_t narrow(char32_t cp) { return cp >= 0xFF01 && cp <= 0xFF5E ? cp - 0xFEE0 : cp; }

// ---- WXF ----------------------------------------------------------------------------------------

constexpr char kWxfLetters[kPieceKindCount] = {'K', 'A', 'E', 'H', 'R', 'C', 'P'};

std::optional<PieceKind> wxf_kind(char c) {
    switch (c) {
    case 'K':
        return PieceKind::General;
    case 'A':
        return PieceKind::Advisor;
    case 'E':
    case 'B':
        return PieceKind::Elephant;
    case 'H':
    case 'N':
        return PieceKind::Horse;
    case 'R':
        return PieceKind::Chariot;
    case 'C':
        return PieceKind::Cannon;
    case 'P':
        return PieceKind::Soldier;
    default:
        return std::nullopt;
    }
}

char digit(int n) { return static_cast<char>('0' + n); }

// The WXF text of the piece that moves (two characters).
std::string wxf_piece(const Position& position, Move move) {
    const Board& board = position.board();
    const Piece piece = *board.at(move.from);
    const char letter = kWxfLetters[static_cast<int>(piece.kind)];
    const char file = digit(file_number(piece.side, move.from.file));
    const FilePlace place = file_place(board, move.from);
    if (piece.kind == PieceKind::General || piece.kind == PieceKind::Advisor ||
        piece.kind == PieceKind::Elephant || place.count < 2)
        return {letter, file};
    if (piece.kind != PieceKind::Soldier) return {letter, place.from_front == 1 ? '+' : '-'};
    if (tandem_soldier_files(board, piece.side) >= 2) {
        if (place.from_front == 1) return {file, '+'};
        if (place.from_rear == 1) return {file, '-'};
        return {file, file};
    }
    switch (place.count) {
    case 2:
        return {letter, place.from_front == 1 ? '+' : '-'};
    case 3:
        if (place.from_front == 1) return {letter, '+'};
        if (place.from_rear == 1) return {letter, '-'};
        return {letter, file};
    default:  // 4 or 5
        if (place.from_front == 1) return "++";
        if (place.from_rear == 1) return "--";
        if (place.from_front == 2) return {letter, '+'};
        if (place.from_rear == 2) return {letter, '-'};
        return {letter, file};
    }
}

// WXF text in its canonical ASCII form: full-width narrowed, upper case, `=` for `.`, a tandem
// sign written before the letter (`+P+1`) moved after it; nullopt when not 4 such characters.
std::optional<std::string> wxf_normal(std::string_view text) {
    const auto cps = code_points(text);
    if (!cps || cps->size() != 4) return std::nullopt;
    std::string out;
    for (char32_t cp : *cps) {
        cp = narrow(cp);
        if (cp >= 0x80) return std::nullopt;
        char c = static_cast<char>(cp);
        if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
        if (c == '=') c = '.';
        if (c == 'B') c = 'E';
        if (c == 'N') c = 'H';
        out += c;
    }
    if ((out[0] == '+' || out[0] == '-') && wxf_kind(out[1])) std::swap(out[0], out[1]);
    return out;
}

bool is_digit(char c) { return c >= '1' && c <= '9'; }

}  // namespace

std::string print_iccs(Move move) {
    return std::string{
        static_cast<char>('A' + move.from.file), static_cast<char>('0' + move.from.rank), '-',
        static_cast<char>('A' + move.to.file), static_cast<char>('0' + move.to.rank)};
}

std::optional<Move> parse_iccs(std::string_view text) {
    std::string compact;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '-' && i == 2 && text.size() == 5) continue;
        compact += (c >= 'A' && c <= 'I') ? static_cast<char>(c - 'A' + 'a') : c;
    }
    return parse_move(compact);
}

std::string print_wxf(const Position& position, Move move) {
    const Piece piece = *position.board().at(move.from);
    const Motion m = motion_of(piece.kind, piece.side, move);
    return wxf_piece(position, move) + m.direction + digit(m.number);
}

Result<Move, NotationError> parse_wxf(const Position& position, std::string_view text) {
    const auto normal = wxf_normal(text);
    if (!normal) return malformed(text, "WXF notation (e.g. C2.5, H8+7, R+.3)");
    const std::string& t = *normal;
    Description d;
    Which& w = d.which;
    const auto kind = wxf_kind(t[0]);
    if (kind && is_digit(t[1])) {
        w.kind = kind, w.file = t[1] - '0';
    } else if (kind && (t[1] == '+' || t[1] == '-')) {
        w.kind = kind, w.at_least = 2;
        (t[1] == '+' ? w.from_front : w.from_rear) = 1;
        w.wxf_second = *kind == PieceKind::Soldier;
    } else if ((t[0] == '+' || t[0] == '-') && t[1] == t[0]) {
        w.kind = PieceKind::Soldier, w.at_least = 2;
        (t[0] == '+' ? w.from_front : w.from_rear) = 1;
    } else if (is_digit(t[0]) && (t[1] == '+' || t[1] == '-')) {
        w.kind = PieceKind::Soldier, w.file = t[0] - '0', w.at_least = 2;
        (t[1] == '+' ? w.from_front : w.from_rear) = 1;
    } else if (is_digit(t[0]) && t[1] == t[0]) {
        w.kind = PieceKind::Soldier, w.file = t[0] - '0', w.exactly = 3, w.from_front = 2;
    } else {
        return malformed(text, "WXF notation (e.g. C2.5, H8+7, R+.3)");
    }
    if (t[2] != '+' && t[2] != '-' && t[2] != '.')
        return malformed(text, "WXF notation (the direction is +, - or .)");
    if (!is_digit(t[3])) return malformed(text, "WXF notation (the last character is 1-9)");
    d.direction = t[2];
    d.number = t[3] - '0';
    return resolve(position, d, text, print_wxf, t);
}

// ---- Chinese ------------------------------------------------------------------------------------

namespace {

constexpr char32_t kRedNumerals[9] = {U'一', U'二', U'三', U'四', U'五',
                                      U'六', U'七', U'八', U'九'};
constexpr char32_t kRedPieces[kPieceKindCount] = {U'帅', U'仕', U'相', U'马', U'车', U'炮', U'兵'};
constexpr char32_t kBlackPieces[kPieceKindCount] = {U'将', U'士', U'象', U'马',
                                                    U'车', U'炮', U'卒'};

// A numeral of either side's style: 一..九, 1..9, full-width １..９.
int numeral_value(char32_t cp) {
    for (int i = 0; i < 9; ++i)
        if (kRedNumerals[i] == cp) return i + 1;
    cp = narrow(cp);
    if (cp >= U'1' && cp <= U'9') return static_cast<int>(cp - U'0');
    return 0;
}

void append_numeral(std::string& out, Side side, int n) {
    append_utf8(out, side == Side::Red ? kRedNumerals[n - 1] : static_cast<char32_t>(0xFF10 + n));
}

// Simplified and traditional characters, either side's name.
std::optional<PieceKind> chinese_kind(char32_t cp) {
    switch (cp) {
    case U'帅':
    case U'帥':
    case U'将':
    case U'將':
        return PieceKind::General;
    case U'仕':
    case U'士':
        return PieceKind::Advisor;
    case U'相':
    case U'象':
        return PieceKind::Elephant;
    case U'马':
    case U'馬':
    case U'傌':
        return PieceKind::Horse;
    case U'车':
    case U'車':
    case U'俥':
        return PieceKind::Chariot;
    case U'炮':
    case U'砲':
    case U'包':
        return PieceKind::Cannon;
    case U'兵':
    case U'卒':
        return PieceKind::Soldier;
    default:
        return std::nullopt;
    }
}

char chinese_direction(char32_t cp) {
    switch (cp) {
    case U'进':
    case U'進':
        return '+';
    case U'退':
        return '-';
    case U'平':
        return '.';
    default:
        return 0;
    }
}

// 前 1, 中 2, 后 3; 0 otherwise.
int chinese_place(char32_t cp) {
    switch (cp) {
    case U'前':
        return 1;
    case U'中':
        return 2;
    case U'后':
    case U'後':
        return 3;
    default:
        return 0;
    }
}

void append_place(std::string& out, const FilePlace& place) {
    append_utf8(out, place.from_front == 1 ? U'前' : place.from_rear == 1 ? U'后' : U'中');
}

}  // namespace

std::string print_chinese(const Position& position, Move move) {
    const Board& board = position.board();
    const Piece piece = *board.at(move.from);
    const char32_t name =
        (piece.side == Side::Red ? kRedPieces : kBlackPieces)[static_cast<int>(piece.kind)];
    const int file = file_number(piece.side, move.from.file);
    const FilePlace place = file_place(board, move.from);
    std::string out;
    if (piece.kind == PieceKind::General || piece.kind == PieceKind::Advisor ||
        piece.kind == PieceKind::Elephant || place.count < 2) {
        append_utf8(out, name);
        append_numeral(out, piece.side, file);
    } else if (piece.kind != PieceKind::Soldier) {
        append_place(out, place);
        append_utf8(out, name);
    } else if (tandem_soldier_files(board, piece.side) >= 2) {  // 前三, 中三, 后三, 前七 ...
        append_place(out, place);
        append_numeral(out, piece.side, file);
    } else if (place.count <= 3) {  // 前兵, 中兵, 后兵
        append_place(out, place);
        append_utf8(out, name);
    } else {  // 4 or 5 soldiers on one file: 一兵 .. 五兵 from the front
        append_utf8(out, kRedNumerals[place.from_front - 1]);
        append_utf8(out, name);
    }
    const Motion m = motion_of(piece.kind, piece.side, move);
    append_utf8(out, m.direction == '+' ? U'进' : m.direction == '-' ? U'退' : U'平');
    append_numeral(out, piece.side, m.number);
    return out;
}

Result<Move, NotationError> parse_chinese(const Position& position, std::string_view text) {
    constexpr std::string_view kWhat = "Chinese notation (e.g. 炮二平五, 马８进７, 前炮进２)";
    const auto cps = code_points(text);
    if (!cps || cps->size() != 4) return malformed(text, kWhat);
    const std::vector<char32_t>& c = *cps;
    Description d;
    Which& w = d.which;
    const auto first_kind = chinese_kind(c[0]);
    const auto second_kind = chinese_kind(c[1]);
    const int place = chinese_place(c[0]);
    if (first_kind && numeral_value(c[1])) {
        w.kind = first_kind, w.file = numeral_value(c[1]);
    } else if (place && second_kind) {
        w.kind = second_kind, w.at_least = 2;
        if (place == 1) w.from_front = 1;
        if (place == 3) w.from_rear = 1;
        if (place == 2) w.exactly = 3, w.from_front = 2;
    } else if (place && numeral_value(c[1])) {
        w.kind = PieceKind::Soldier, w.file = numeral_value(c[1]), w.at_least = 2;
        if (place == 1) w.from_front = 1;
        if (place == 3) w.from_rear = 1;
        if (place == 2) w.exactly = 3, w.from_front = 2;
    } else if (numeral_value(c[0]) && numeral_value(c[0]) <= 5 && second_kind) {
        w.kind = second_kind, w.from_front = numeral_value(c[0]), w.at_least = 2;
    } else {
        return malformed(text, kWhat);
    }
    d.direction = chinese_direction(c[2]);
    d.number = numeral_value(c[3]);
    if (d.direction == 0 || d.number == 0) return malformed(text, kWhat);
    // Canonical comparison is needed for WXF's middle soldier only; Chinese writes 中.
    return resolve(position, d, text, print_chinese, std::string_view{});
}

Result<Move, NotationError> parse_record_move(const Position& position, std::string_view text) {
    if (const auto move = parse_iccs(text)) {
        if (const auto rule = first_broken_rule(position, *move)) {
            return NotationError{NotationError::Kind::Illegal, rule,
                                 quote(text).append(" breaks ").append(rule_name(*rule))};
        }
        return *move;
    }
    auto wxf = parse_wxf(position, text);
    if (wxf || wxf.error().kind != NotationError::Kind::Malformed) return wxf;
    auto chinese = parse_chinese(position, text);
    if (chinese || chinese.error().kind != NotationError::Kind::Malformed) return chinese;
    return malformed(text, "a xiangqi move in ICCS (H2-E2), WXF (C2.5) or Chinese (炮二平五)");
}

}  // namespace arbiter::reference::xiangqi
