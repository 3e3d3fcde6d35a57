// SFEN and USI text for the reference shogi.

#include "reference/shogi/notation.h"

#include <charconv>
#include <vector>

namespace arbiter::reference::shogi {

namespace {

constexpr char kFileDigitBase = '0';
constexpr char kRankLetterBase = 'a' - 1;

constexpr int kMaxHandCount = 18;                        // there are 18 pawns in the set
constexpr std::uint32_t kMaxMoveNumber = 1'000'000'000;  // generous cap, read through from_chars

// SFEN hand order: R B G S N L P.
constexpr PieceKind kHandOrder[kHandKindCount] = {
    PieceKind::Rook,   PieceKind::Bishop, PieceKind::Gold, PieceKind::Silver,
    PieceKind::Knight, PieceKind::Lance,  PieceKind::Pawn};

char lower(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }
char upper(char c) { return (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

std::optional<Square> parse_square(char file, char rank) {
    if (file < '1' || file > '9' || rank < 'a' || rank > 'i') return std::nullopt;
    return Square{file - kFileDigitBase, rank - kRankLetterBase};
}

// Splits on single spaces; fields are returned with their offsets.
struct Field {
    std::string_view text;
    std::size_t offset;
};

std::vector<Field> split_fields(std::string_view text) {
    std::vector<Field> fields;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i == text.size() || text[i] == ' ') {
            fields.push_back(Field{text.substr(start, i - start), start});
            start = i + 1;
        }
    }
    return fields;
}

std::optional<ParseError> parse_board(Field field, Board& board) {
    int rank = 1;
    int file = kFileCount;  // the next file to fill, counting down; 0 = rank full
    bool promote_pending = false;
    const std::string_view t = field.text;
    for (std::size_t i = 0; i < t.size(); ++i) {
        const char c = t[i];
        const ParseError error{ParseErrorKind::Board, field.offset + i};
        if (c == '/') {
            if (promote_pending || file != 0 || rank == kRankCount) return error;
            ++rank;
            file = kFileCount;
        } else if (c == '+') {
            if (promote_pending) return error;
            promote_pending = true;
        } else if (c >= '1' && c <= '9') {
            if (promote_pending || c - '0' > file) return error;
            // Two digits in a row ("45") would be ambiguous; SFEN never writes them.
            if (i > 0 && is_digit(t[i - 1])) return error;
            file -= c - '0';
        } else {
            const auto kind = kind_from_letter(upper(c));
            if (!kind || file == 0) return error;
            PieceKind k = *kind;
            if (promote_pending) {
                if (!can_promote(k)) return error;
                k = promoted(k);
                promote_pending = false;
            }
            const Side side = (c >= 'A' && c <= 'Z') ? Side::Sente : Side::Gote;
            board.put(Square{file, rank}, Piece{side, k});
            --file;
        }
    }
    if (promote_pending || file != 0 || rank != kRankCount) {
        return ParseError{ParseErrorKind::Board, field.offset + t.size()};
    }
    return std::nullopt;
}

std::optional<ParseError> parse_hands(Field field, std::array<Hand, kSideCount>& hands) {
    const std::string_view t = field.text;
    if (t == "-") return std::nullopt;
    if (t.empty()) return ParseError{ParseErrorKind::Hands, field.offset};
    // A letter may come more than once (`GGPP`, `2GP`, as other tools write them): the counts add
    // up (docs/positions.md); the printed SFEN names each kind once (`2G2P`).
    std::size_t i = 0;
    while (i < t.size()) {
        const std::size_t start = i;
        int count = 1;
        if (is_digit(t[i])) {
            std::size_t end = i;
            while (end < t.size() && is_digit(t[end]) && end - i < 3) ++end;
            const auto [ptr, ec] = std::from_chars(t.data() + i, t.data() + end, count);
            if (ec != std::errc{} || ptr != t.data() + end || count < 1 || count > kMaxHandCount ||
                t[i] == '0') {
                return ParseError{ParseErrorKind::Hands, field.offset + start};
            }
            i = end;
        }
        if (i >= t.size()) return ParseError{ParseErrorKind::Hands, field.offset + i};
        const char c = t[i];
        const auto kind = kind_from_letter(upper(c));
        if (!kind || !is_hand_kind(*kind))
            return ParseError{ParseErrorKind::Hands, field.offset + i};
        const Side side = (c >= 'A' && c <= 'Z') ? Side::Sente : Side::Gote;
        int& held = hands[side_index(side)].count[kind_index(*kind)];
        if (held + count > kMaxHandCount)
            return ParseError{ParseErrorKind::Hands, field.offset + start};
        held += count;
        ++i;
    }
    return std::nullopt;
}

}  // namespace

char piece_letter(PieceKind kind) {
    switch (unpromoted(kind)) {
    case PieceKind::Pawn:
        return 'P';
    case PieceKind::Lance:
        return 'L';
    case PieceKind::Knight:
        return 'N';
    case PieceKind::Silver:
        return 'S';
    case PieceKind::Gold:
        return 'G';
    case PieceKind::Bishop:
        return 'B';
    case PieceKind::Rook:
        return 'R';
    case PieceKind::King:
        return 'K';
    default:
        return '?';
    }
}

std::optional<PieceKind> kind_from_letter(char c) {
    switch (c) {
    case 'P':
        return PieceKind::Pawn;
    case 'L':
        return PieceKind::Lance;
    case 'N':
        return PieceKind::Knight;
    case 'S':
        return PieceKind::Silver;
    case 'G':
        return PieceKind::Gold;
    case 'B':
        return PieceKind::Bishop;
    case 'R':
        return PieceKind::Rook;
    case 'K':
        return PieceKind::King;
    default:
        return std::nullopt;
    }
}

std::string print_square(Square square) {
    return std::string{static_cast<char>(kFileDigitBase + square.file),
                       static_cast<char>(kRankLetterBase + square.rank)};
}

std::string print_move(const Move& move) {
    if (const auto* m = std::get_if<BoardMove>(&move)) {
        return print_square(m->from) + print_square(m->to) + (m->promote ? "+" : "");
    }
    const auto& d = std::get<Drop>(move);
    std::string text;
    if (is_promoted(d.kind)) text += '+';
    text += piece_letter(d.kind);
    text += '*';
    text += print_square(d.to);
    if (d.promote) text += '+';
    return text;
}

std::optional<Move> parse_move(std::string_view text) {
    if (text.size() == 4 || (text.size() == 5 && text[4] == '+')) {
        if (text[1] != '*') {
            const auto from = parse_square(text[0], text[1]);
            const auto to = parse_square(text[2], text[3]);
            if (!from || !to) return std::nullopt;
            return Move{BoardMove{*from, *to, text.size() == 5}};
        }
    }
    // Drops: [+]X*sq[+]
    std::string_view rest = text;
    bool promoted_kind = false;
    bool promote = false;
    if (!rest.empty() && rest.front() == '+') {
        promoted_kind = true;
        rest.remove_prefix(1);
    }
    if (!rest.empty() && rest.back() == '+') {
        promote = true;
        rest.remove_suffix(1);
    }
    if (rest.size() != 4 || rest[1] != '*') return std::nullopt;
    const auto kind = kind_from_letter(rest[0]);
    const auto to = parse_square(rest[2], rest[3]);
    if (!kind || !to) return std::nullopt;
    PieceKind k = *kind;
    if (promoted_kind) {
        if (!can_promote(k)) return std::nullopt;
        k = promoted(k);
    }
    return Move{Drop{k, *to, promote}};
}

std::string_view parse_error_code(ParseErrorKind kind) {
    switch (kind) {
    case ParseErrorKind::Empty:
        return "empty";
    case ParseErrorKind::TooLong:
        return "too_long";
    case ParseErrorKind::FieldCount:
        return "bad_field_count";
    case ParseErrorKind::Board:
        return "bad_board";
    case ParseErrorKind::SideToMove:
        return "bad_side_to_move";
    case ParseErrorKind::Hands:
        return "bad_hands";
    case ParseErrorKind::MoveNumber:
        return "bad_move_number";
    }
    return "bad_sfen";
}

std::string describe(const ParseError& error) {
    std::string field;
    switch (error.kind) {
    case ParseErrorKind::Empty:
        return "SFEN is empty";
    case ParseErrorKind::TooLong:
        return "SFEN is longer than " + std::to_string(kMaxSfenLength) + " bytes";
    case ParseErrorKind::FieldCount:
        return "SFEN must have 4 fields separated by single spaces (board, side, hands, move "
               "number)";
    case ParseErrorKind::Board:
        field = "board";
        break;
    case ParseErrorKind::SideToMove:
        field = "side to move (b or w)";
        break;
    case ParseErrorKind::Hands:
        field = "hands";
        break;
    case ParseErrorKind::MoveNumber:
        field = "move number";
        break;
    }
    return "SFEN " + field + " field is malformed at byte " + std::to_string(error.offset);
}

Result<Setup, ParseError> parse_sfen(std::string_view text) {
    if (text.empty()) return ParseError{ParseErrorKind::Empty, 0};
    if (text.size() > kMaxSfenLength) return ParseError{ParseErrorKind::TooLong, kMaxSfenLength};
    const auto fields = split_fields(text);
    if (fields.size() != 4) return ParseError{ParseErrorKind::FieldCount, 0};
    Setup setup;
    if (auto error = parse_board(fields[0], setup.board)) return *error;
    if (fields[1].text == "b") {
        setup.side_to_move = Side::Sente;
    } else if (fields[1].text == "w") {
        setup.side_to_move = Side::Gote;
    } else {
        return ParseError{ParseErrorKind::SideToMove, fields[1].offset};
    }
    if (auto error = parse_hands(fields[2], setup.hands)) return *error;
    const std::string_view number = fields[3].text;
    std::uint32_t value = 0;
    const auto [ptr, ec] = std::from_chars(number.data(), number.data() + number.size(), value);
    if (number.empty() || ec != std::errc{} || ptr != number.data() + number.size() || value < 1 ||
        value > kMaxMoveNumber || !is_digit(number.front())) {
        return ParseError{ParseErrorKind::MoveNumber, fields[3].offset};
    }
    setup.move_number = value;
    return setup;
}

std::string print_sfen(const Setup& setup) {
    std::string text;
    for (int rank = 1; rank <= kRankCount; ++rank) {
        int empty = 0;
        for (int file = kFileCount; file >= 1; --file) {
            const auto& piece = setup.board.at(Square{file, rank});
            if (!piece) {
                ++empty;
                continue;
            }
            if (empty > 0) text += static_cast<char>('0' + empty);
            empty = 0;
            if (is_promoted(piece->kind)) text += '+';
            const char letter = piece_letter(piece->kind);
            text += piece->side == Side::Sente ? letter : lower(letter);
        }
        if (empty > 0) text += static_cast<char>('0' + empty);
        if (rank < kRankCount) text += '/';
    }
    text += setup.side_to_move == Side::Sente ? " b " : " w ";
    std::string hands;
    for (const Side side : {Side::Sente, Side::Gote}) {
        for (const PieceKind kind : kHandOrder) {
            const int n = setup.hand(side).of(kind);
            if (n == 0) continue;
            if (n > 1) hands += std::to_string(n);
            const char letter = piece_letter(kind);
            hands += side == Side::Sente ? letter : lower(letter);
        }
    }
    text += hands.empty() ? "-" : hands;
    text += ' ';
    text += std::to_string(setup.move_number);
    return text;
}

std::vector<std::string> SfenError::codes() const {
    if (parse) return {std::string(parse_error_code(parse->kind))};
    return problems.codes();
}

std::string SfenError::message() const { return parse ? describe(*parse) : problems.describe(); }

Result<Position, SfenError> parse_position(std::string_view text) {
    std::optional<Setup> setup = named_setup(text);
    if (!setup) {
        auto parsed = parse_sfen(text);
        if (!parsed) return SfenError{parsed.error(), {}};
        setup = parsed.value();
    }
    auto position = Position::from_setup(*setup);
    if (!position) return SfenError{std::nullopt, position.error()};
    return position.value();
}

Result<Position, SfenError> parse_position_lenient(std::string_view text,
                                                   std::vector<std::string>& warnings) {
    warnings.clear();
    std::optional<Setup> setup = named_setup(text);
    if (!setup) {
        auto parsed = parse_sfen(text);
        if (!parsed) return SfenError{parsed.error(), {}};
        setup = parsed.value();
    }
    auto position = Position::from_setup_lenient(*setup, warnings);
    if (!position) return SfenError{std::nullopt, position.error()};
    return position.value();
}

std::string print_position(const Position& position) { return print_sfen(position.setup()); }

}  // namespace arbiter::reference::shogi
