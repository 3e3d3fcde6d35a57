#include "fast/chess/notation.h"

#include <charconv>

#include "fast/chess/movegen.h"

namespace arbiter::fast::chess {
namespace {

constexpr int kMaxFields = 6;

struct Field {
    std::string_view text;
    std::size_t offset = 0;
};

// Splits on runs of spaces and tabs; returns the number of fields found (counting past kMaxFields).
int split_fields(std::string_view text, Field (&fields)[kMaxFields]) {
    int n = 0;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
        if (i == text.size()) break;
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t') ++i;
        if (n < kMaxFields) fields[n] = {text.substr(start, i - start), start};
        ++n;
    }
    return n;
}

bool piece_from_char(char c, Piece& out) {
    const Color color = (c >= 'a' && c <= 'z') ? Black : White;
    switch (c | 0x20) {
    case 'p':
        out = make_piece(color, Pawn);
        return true;
    case 'n':
        out = make_piece(color, Knight);
        return true;
    case 'b':
        out = make_piece(color, Bishop);
        return true;
    case 'r':
        out = make_piece(color, Rook);
        return true;
    case 'q':
        out = make_piece(color, Queen);
        return true;
    case 'k':
        out = make_piece(color, King);
        return true;
    default:
        return false;
    }
}

char piece_char(Piece p) {
    constexpr char kLetters[kPieceTypeCount + 1] = "PNBRQK";
    const char upper = kLetters[type_of(p)];
    return color_of(p) == White ? upper : static_cast<char>(upper | 0x20);
}

bool parse_board(std::string_view text, Setup& s) {
    int rank = kRankCount - 1, file = 0;
    bool last_digit = false;
    for (const char c : text) {
        if (c == '/') {
            if (file != kFileCount || rank == 0) return false;
            --rank;
            file = 0;
            last_digit = false;
        } else if (c >= '1' && c <= '8') {
            if (last_digit) return false;
            file += c - '0';
            if (file > kFileCount) return false;
            last_digit = true;
        } else {
            Piece p = kNoPiece;
            if (!piece_from_char(c, p) || file >= kFileCount) return false;
            s.board[make_square(file, rank)] = p;
            ++file;
            last_digit = false;
        }
    }
    return rank == 0 && file == kFileCount;
}

bool parse_square(std::string_view text, Square& out) {
    if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
        return false;
    out = make_square(text[0] - 'a', text[1] - '1');
    return true;
}

bool parse_clock(std::string_view text, std::uint32_t& out) {
    if (text.empty() || text.size() > 6) return false;
    std::uint32_t v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc{} || end != text.data() + text.size() || v > kMaxClock) return false;
    out = v;
    return true;
}

ParseError fail(ParseErrorKind kind, std::size_t offset) { return ParseError{kind, offset}; }

// The file of c's king on its home rank, e when it is not there.
int home_king_file(const Setup& s, Color c) {
    const int rank = c == White ? 0 : 7;
    for (int file = 0; file < kFileCount; ++file)
        if (s.board[make_square(file, rank)] == make_piece(c, King)) return file;
    return 4;
}

// X-FEN's K/Q/k/q: the outermost rook of c on its home rank on that side of the king; the corner
// when there is none (chess.fen's validity rules then refuse the right).
int outermost_rook_file(const Setup& s, Color c, bool king_side) {
    const int rank = c == White ? 0 : 7;
    const int king = home_king_file(s, c);
    const Piece rook = make_piece(c, Rook);
    if (king_side) {
        for (int file = kFileCount - 1; file > king; --file)
            if (s.board[make_square(file, rank)] == rook) return file;
        return kFileCount - 1;
    }
    for (int file = 0; file < king; ++file)
        if (s.board[make_square(file, rank)] == rook) return file;
    return 0;
}

// The castling field: KQkq (X-FEN: the outermost rooks), or rook files A-H / a-h (Shredder-FEN,
// X-FEN's inner rooks); at most one right per colour and side. Needs the board parsed first.
bool parse_castling(std::string_view text, Setup& s) {
    for (const char c : text) {
        Color color = White;
        bool king_side = true;
        int file = 0;
        if (c == 'K' || c == 'Q' || c == 'k' || c == 'q') {
            color = (c == 'K' || c == 'Q') ? White : Black;
            king_side = c == 'K' || c == 'k';
            file = outermost_rook_file(s, color, king_side);
        } else if ((c >= 'A' && c <= 'H') || (c >= 'a' && c <= 'h')) {
            color = c <= 'H' ? White : Black;
            file = c - (color == White ? 'A' : 'a');
            king_side = file > home_king_file(s, color);
        } else {
            return false;
        }
        const int bit = (color == White ? 0 : 2) + (king_side ? 0 : 1);
        const auto right = static_cast<std::uint8_t>(1u << bit);
        if (s.castling & right) return false;
        s.castling = static_cast<std::uint8_t>(s.castling | right);
        s.castling_files[static_cast<std::size_t>(bit)] = static_cast<std::int8_t>(file);
    }
    return true;
}

// X-FEN: the right's letter K/Q/k/q when its rook is the outermost on its side, else its file.
char castling_char(const Setup& s, int bit) {
    const Color color = bit < 2 ? White : Black;
    const bool king_side = bit % 2 == 0;
    const int file = s.castling_files[static_cast<std::size_t>(bit)];
    if (file == outermost_rook_file(s, color, king_side)) return "KQkq"[bit];
    return static_cast<char>((color == White ? 'A' : 'a') + file);
}

}  // namespace

std::string_view ParseError::code() const {
    switch (kind) {
    case ParseErrorKind::TooLong:
        return "bad_board";
    case ParseErrorKind::WrongFieldCount:
        return "wrong_field_count";
    case ParseErrorKind::Board:
        return "bad_board";
    case ParseErrorKind::SideToMove:
        return "bad_side_to_move";
    case ParseErrorKind::Castling:
        return "bad_castling";
    case ParseErrorKind::EnPassant:
        return "bad_en_passant";
    case ParseErrorKind::Clock:
        return "bad_clock";
    }
    return "bad_board";
}

std::string ParseError::message() const {
    std::string what;
    switch (kind) {
    case ParseErrorKind::TooLong:
        what = "longer than 256 bytes";
        break;
    case ParseErrorKind::WrongFieldCount:
        what = "expected 6 fields (or 4 without the clocks)";
        break;
    case ParseErrorKind::Board:
        what = "piece placement is not 8 ranks of 8 squares of PNBRQK/pnbrqk";
        break;
    case ParseErrorKind::SideToMove:
        what = "side to move must be w or b";
        break;
    case ParseErrorKind::Castling:
        what = "castling must be - or KQkq / rook files A-H, a-h, one per colour and side";
        break;
    case ParseErrorKind::EnPassant:
        what = "en passant must be - or a square";
        break;
    case ParseErrorKind::Clock:
        what = "clocks must be numbers 0-100000";
        break;
    }
    return "invalid FEN (" + std::string(code()) + " at offset " + std::to_string(offset) +
           "): " + what;
}

Result<Setup, ParseError> parse_fen(std::string_view text, bool chess960) {
    if (text.size() > kMaxFenLength) return fail(ParseErrorKind::TooLong, kMaxFenLength);
    Field f[kMaxFields];
    const int n = split_fields(text, f);
    if (n != 4 && n != 6) return fail(ParseErrorKind::WrongFieldCount, 0);
    Setup s;
    s.chess960 = chess960;
    if (!parse_board(f[0].text, s)) return fail(ParseErrorKind::Board, f[0].offset);
    if (f[1].text == "w")
        s.side_to_move = White;
    else if (f[1].text == "b")
        s.side_to_move = Black;
    else
        return fail(ParseErrorKind::SideToMove, f[1].offset);
    if (f[2].text != "-" && !parse_castling(f[2].text, s))
        return fail(ParseErrorKind::Castling, f[2].offset);
    if (f[3].text != "-" && !parse_square(f[3].text, s.en_passant))
        return fail(ParseErrorKind::EnPassant, f[3].offset);
    if (n == 6) {
        if (!parse_clock(f[4].text, s.halfmove_clock))
            return fail(ParseErrorKind::Clock, f[4].offset);
        if (!parse_clock(f[5].text, s.fullmove_number))
            return fail(ParseErrorKind::Clock, f[5].offset);
    }
    return s;
}

std::string print_fen(const Setup& s) {
    std::string out;
    out.reserve(90);
    for (int rank = kRankCount - 1; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < kFileCount; ++file) {
            const Piece p = s.board[make_square(file, rank)];
            if (p == kNoPiece) {
                ++empty;
                continue;
            }
            if (empty) out += static_cast<char>('0' + empty);
            empty = 0;
            out += piece_char(p);
        }
        if (empty) out += static_cast<char>('0' + empty);
        if (rank) out += '/';
    }
    out += s.side_to_move == White ? " w " : " b ";
    if (!s.castling) out += '-';
    for (int bit = 0; bit < 4; ++bit)
        if (s.castling & (1u << bit)) out += castling_char(s, bit);
    out += ' ';
    if (s.en_passant == kNoSquare) {
        out += '-';
    } else {
        out += static_cast<char>('a' + file_of(s.en_passant));
        out += static_cast<char>('1' + rank_of(s.en_passant));
    }
    out += ' ' + std::to_string(s.halfmove_clock) + ' ' + std::to_string(s.fullmove_number);
    return out;
}

Result<Position, FenError> parse_position(std::string_view text, bool chess960) {
    if (text == "startpos") return chess960 ? *Position::chess960_start(518) : Position::startpos();
    constexpr std::string_view kNumbered = "chess960:";
    if (chess960 && text.substr(0, kNumbered.size()) == kNumbered) {
        const std::string_view digits = text.substr(kNumbered.size());
        std::uint32_t number = 0;
        if (parse_clock(digits, number)) {
            if (auto start = Position::chess960_start(static_cast<int>(number))) return *start;
        }
        return FenError{{"bad_board"},
                        "invalid FEN (bad_board at offset 9): chess960:N needs a start position "
                        "number 0-959"};
    }
    auto setup = parse_fen(text, chess960);
    if (!setup) return FenError{{setup.error().code()}, setup.error().message()};
    auto pos = Position::from_setup(setup.value());
    if (!pos) return FenError{pos.error().codes(), pos.error().message()};
    return pos.value();
}

Result<Position, FenError> parse_position_lenient(std::string_view text,
                                                  std::vector<std::string>& warnings) {
    warnings.clear();
    if (text == "startpos") return Position::startpos();
    auto setup = parse_fen(text);
    if (!setup) return FenError{{setup.error().code()}, setup.error().message()};
    auto pos = Position::from_setup_lenient(setup.value(), warnings);
    if (!pos) return FenError{pos.error().codes(), pos.error().message()};
    return pos.value();
}

std::optional<ParsedMove> parse_move(std::string_view text) {
    if (text.size() != 4 && text.size() != 5) return std::nullopt;
    ParsedMove m;
    if (!parse_square(text.substr(0, 2), m.from) || !parse_square(text.substr(2, 2), m.to))
        return std::nullopt;
    if (text.size() == 5) {
        switch (text[4]) {
        case 'q':
            m.promotion = Queen;
            break;
        case 'r':
            m.promotion = Rook;
            break;
        case 'b':
            m.promotion = Bishop;
            break;
        case 'n':
            m.promotion = Knight;
            break;
        case 'k':
        case 'p':
            m.promotion = King;
            break;  // well-formed, never legal
        default:
            return std::nullopt;
        }
    }
    return m;
}

int write_move(Move m, char (&out)[6]) {
    out[0] = static_cast<char>('a' + file_of(m.from()));
    out[1] = static_cast<char>('1' + rank_of(m.from()));
    out[2] = static_cast<char>('a' + file_of(m.to()));
    out[3] = static_cast<char>('1' + rank_of(m.to()));
    int n = 4;
    if (m.kind() == MoveKind::Promotion) out[n++] = "nbrq"[m.promotion() - Knight];
    out[n] = '\0';
    return n;
}

std::string print_move(Move m) {
    char buf[6];
    const int n = write_move(m, buf);
    return std::string(buf, static_cast<std::size_t>(n));
}

std::optional<Move> find_legal(const Position& pos, const ParsedMove& move) {
    MoveList list;
    generate_legal(pos, list);
    for (const Move m : list) {
        if (m.from() != move.from || m.to() != move.to) continue;
        const PieceType named = m.kind() == MoveKind::Promotion ? m.promotion() : Pawn;
        if (named == move.promotion) return m;
    }
    return std::nullopt;
}

}  // namespace arbiter::fast::chess
