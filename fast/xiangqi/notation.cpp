// FEN and move text of fast/xiangqi. Total: any bytes give a value or a typed error.

#include "fast/xiangqi/notation.h"

#include "fast/xiangqi/movegen.h"

namespace arbiter::fast::xiangqi {

std::string_view syntax_code(FenSyntax kind) {
    switch (kind) {
    case FenSyntax::Empty:
        return "empty_fen";
    case FenSyntax::TooLong:
        return "fen_too_long";
    case FenSyntax::Board:
        return "invalid_board";
    case FenSyntax::SideToMove:
        return "invalid_side_to_move";
    case FenSyntax::Castling:
        return "invalid_castling_field";
    case FenSyntax::EnPassant:
        return "invalid_en_passant_field";
    case FenSyntax::HalfmoveClock:
        return "invalid_halfmove_clock";
    case FenSyntax::FullmoveNumber:
        return "invalid_fullmove_number";
    case FenSyntax::TrailingFields:
        return "trailing_fields";
    }
    return "invalid_fen";
}

namespace {

Piece letter_piece(char c) {
    const bool red = c >= 'A' && c <= 'Z';
    const bool black = c >= 'a' && c <= 'z';
    if (!red && !black) return kNoPiece;
    const char u = red ? c : static_cast<char>(c - 'a' + 'A');
    Kind k;
    switch (u) {
    case 'K':
        k = General;
        break;
    case 'A':
        k = Advisor;
        break;
    case 'B':
    case 'E':
        k = Elephant;
        break;  // E: WXF
    case 'N':
    case 'H':
        k = Horse;
        break;  // H: WXF
    case 'R':
        k = Chariot;
        break;
    case 'C':
        k = Cannon;
        break;
    case 'P':
        k = Soldier;
        break;
    default:
        return kNoPiece;
    }
    return make_piece(red ? Red : Black, k);
}

constexpr int kMaxFields = 7;  // six fields, and one more to detect trailing ones

struct Span {
    std::size_t begin = 0;
    std::size_t size = 0;
};

// Up to kMaxFields space-separated fields; returns how many were found (capped).
int split(std::string_view text, Span (&out)[kMaxFields]) {
    int n = 0;
    std::size_t i = 0;
    while (i < text.size() && n < kMaxFields) {
        if (text[i] == ' ') {
            ++i;
            continue;
        }
        const std::size_t b = i;
        while (i < text.size() && text[i] != ' ') ++i;
        out[n++] = Span{b, i - b};
    }
    return n;
}

// A counter: optional '-' then 1+ decimal digits, at most 9 characters in all, value in
// [0, max] ("-0" reads as 0, the way std::from_chars reads it).
bool read_counter(std::string_view t, int max, int& value) {
    if (t.empty() || t.size() > 9) return false;
    std::size_t i = 0;
    bool negative = false;
    if (t[0] == '-') {
        negative = true;
        i = 1;
    }
    if (i == t.size()) return false;
    long v = 0;
    for (; i < t.size(); ++i) {
        if (t[i] < '0' || t[i] > '9') return false;
        v = v * 10 + (t[i] - '0');
    }
    if (negative && v != 0) return false;
    if (v > max) return false;
    value = static_cast<int>(v);
    return true;
}

// The board: ranks 9 down to 0 separated by '/', files a-i, digits 1-9 for empty runs (never two
// digits in a row). Returns the offset of the failure within the field, or npos when it is good.
std::size_t read_board(std::string_view t, Setup& s) {
    int rank = kRankCount - 1;
    int file = 0;
    bool after_digit = false;
    for (std::size_t i = 0; i < t.size(); ++i) {
        const char c = t[i];
        if (c == '/') {
            if (file != kFileCount || rank == 0) return i;
            --rank;
            file = 0;
            after_digit = false;
        } else if (c >= '1' && c <= '9') {
            if (after_digit) return i;
            file += c - '0';
            if (file > kFileCount) return i;
            after_digit = true;
        } else {
            const Piece pc = letter_piece(c);
            if (pc == kNoPiece || file >= kFileCount) return i;
            s.board[static_cast<std::size_t>(make_point(file, rank))] = pc;
            ++file;
            after_digit = false;
        }
    }
    if (rank != 0 || file != kFileCount) return t.size();
    return std::string_view::npos;
}

}  // namespace

Result<Setup, FenParseError> parse_fen(std::string_view text) {
    if (text.size() > kMaxFenLength) return FenParseError{FenSyntax::TooLong, kMaxFenLength};
    Span f[kMaxFields];
    const int n = split(text, f);
    if (n == 0) return FenParseError{FenSyntax::Empty, 0};
    auto field = [&](int i) { return text.substr(f[i].begin, f[i].size); };
    Setup s;
    if (const std::size_t bad = read_board(field(0), s); bad != std::string_view::npos)
        return FenParseError{FenSyntax::Board, f[0].begin + bad};
    if (n < 2) return FenParseError{FenSyntax::SideToMove, text.size()};
    const std::string_view side = field(1);
    if (side == "w" || side == "r")
        s.side_to_move = Red;
    else if (side == "b")
        s.side_to_move = Black;
    else
        return FenParseError{FenSyntax::SideToMove, f[1].begin};
    if (n >= 3 && field(2) != "-") return FenParseError{FenSyntax::Castling, f[2].begin};
    if (n == 3) return FenParseError{FenSyntax::EnPassant, text.size()};
    if (n >= 4 && field(3) != "-") return FenParseError{FenSyntax::EnPassant, f[3].begin};
    if (n >= 5 && !read_counter(field(4), kMaxHalfmoveClock, s.halfmove_clock))
        return FenParseError{FenSyntax::HalfmoveClock, f[4].begin};
    if (n >= 6 &&
        (!read_counter(field(5), kMaxFullmoveNumber, s.fullmove_number) || s.fullmove_number < 1))
        return FenParseError{FenSyntax::FullmoveNumber, f[5].begin};
    if (n > 6) return FenParseError{FenSyntax::TrailingFields, f[6].begin};
    return s;
}

std::vector<std::string> FenError::codes() const {
    std::vector<std::string> out;
    if (syntax) {
        out.emplace_back(syntax_code(parse.kind));
        return out;
    }
    for (int i = 0; i < kSetupProblemCount; ++i) {
        const auto p = static_cast<SetupProblem>(i);
        if (problems.has(p)) out.emplace_back(problem_code(p));
    }
    return out;
}

std::string FenError::message() const {
    std::string text;
    if (syntax) {
        text = "invalid xiangqi FEN (";
        text += syntax_code(parse.kind);
        text += " at offset " + std::to_string(parse.offset) + ")";
        return text;
    }
    text = "xiangqi FEN breaks xiangqi.fen:";
    for (const std::string& c : codes()) text += " " + c;
    return text;
}

Result<Position, FenError> parse_position(std::string_view text) {
    auto setup = parse_fen(text == "startpos" ? kStartFen : text);
    if (!setup) {
        FenError e;
        e.syntax = true;
        e.parse = setup.error();
        return e;
    }
    auto pos = Position::from_setup(setup.value());
    if (!pos) {
        FenError e;
        e.problems = pos.error();
        return e;
    }
    return pos.value();
}

Result<Position, FenError> parse_position_lenient(std::string_view text,
                                                  std::vector<std::string>& warnings) {
    warnings.clear();
    auto setup = parse_fen(text == "startpos" ? kStartFen : text);
    if (!setup) {
        FenError e;
        e.syntax = true;
        e.parse = setup.error();
        return e;
    }
    auto pos = Position::from_setup_lenient(setup.value(), warnings);
    if (!pos) {
        FenError e;
        e.problems = pos.error();
        return e;
    }
    return pos.value();
}

std::string print_fen(const Setup& s) {
    static constexpr char kLetters[kKindCount] = {'K', 'A', 'B', 'N', 'R', 'C', 'P'};
    std::string out;
    for (int rank = kRankCount - 1; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < kFileCount; ++file) {
            const Piece pc = s.board[static_cast<std::size_t>(make_point(file, rank))];
            if (pc == kNoPiece) {
                ++empty;
                continue;
            }
            if (empty) out += static_cast<char>('0' + empty);
            empty = 0;
            const char c = kLetters[kind_of(pc)];
            out += side_of(pc) == Red ? c : static_cast<char>(c - 'A' + 'a');
        }
        if (empty) out += static_cast<char>('0' + empty);
        if (rank) out += '/';
    }
    out += s.side_to_move == Red ? " w - - " : " b - - ";
    out += std::to_string(s.halfmove_clock);
    out += ' ';
    out += std::to_string(s.fullmove_number);
    return out;
}

std::optional<ParsedMove> parse_move(std::string_view t) {
    if (t.size() != 4) return std::nullopt;
    for (int i = 0; i < 4; i += 2) {
        if (t[static_cast<std::size_t>(i)] < 'a' || t[static_cast<std::size_t>(i)] > 'i')
            return std::nullopt;
        if (t[static_cast<std::size_t>(i) + 1] < '0' || t[static_cast<std::size_t>(i) + 1] > '9')
            return std::nullopt;
    }
    // A move to its own point is well formed (and never legal: find_legal finds no such move).
    return ParsedMove{make_point(t[0] - 'a', t[1] - '0'), make_point(t[2] - 'a', t[3] - '0')};
}

std::optional<Move> find_legal(const Position& pos, const ParsedMove& move) {
    MoveList list;
    generate_legal(pos, list);
    for (const Move m : list) {
        if (m.from() == move.from && m.to() == move.to) return m;
    }
    return std::nullopt;
}

std::string print_move(Move m) {
    return std::string{
        static_cast<char>('a' + file_of(m.from())), static_cast<char>('0' + rank_of(m.from())),
        static_cast<char>('a' + file_of(m.to())), static_cast<char>('0' + rank_of(m.to()))};
}

}  // namespace arbiter::fast::xiangqi
