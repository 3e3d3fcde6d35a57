// FEN and move text for the reference xiangqi. Total: any bytes give a value or a typed error.

#include "reference/xiangqi/notation.h"

#include <charconv>

namespace arbiter::reference::xiangqi {

std::string_view parse_error_code(ParseErrorKind kind) {
    switch (kind) {
    case ParseErrorKind::Empty:
        return "empty_fen";
    case ParseErrorKind::TooLong:
        return "fen_too_long";
    case ParseErrorKind::Board:
        return "invalid_board";
    case ParseErrorKind::SideToMove:
        return "invalid_side_to_move";
    case ParseErrorKind::Castling:
        return "invalid_castling_field";
    case ParseErrorKind::EnPassant:
        return "invalid_en_passant_field";
    case ParseErrorKind::HalfmoveClock:
        return "invalid_halfmove_clock";
    case ParseErrorKind::FullmoveNumber:
        return "invalid_fullmove_number";
    case ParseErrorKind::TrailingFields:
        return "trailing_fields";
    }
    return "invalid_fen";
}

namespace {

std::optional<Piece> piece_from_letter(char c) {
    if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))) return std::nullopt;
    const Side side = (c >= 'A' && c <= 'Z') ? Side::Red : Side::Black;
    const char upper = side == Side::Red ? c : static_cast<char>(c - 'a' + 'A');
    switch (upper) {
    case 'K':
        return Piece{side, PieceKind::General};
    case 'A':
        return Piece{side, PieceKind::Advisor};
    case 'B':
    case 'E':
        return Piece{side, PieceKind::Elephant};  // E: WXF letter
    case 'N':
    case 'H':
        return Piece{side, PieceKind::Horse};  // H: WXF letter
    case 'R':
        return Piece{side, PieceKind::Chariot};
    case 'C':
        return Piece{side, PieceKind::Cannon};
    case 'P':
        return Piece{side, PieceKind::Soldier};
    default:
        return std::nullopt;
    }
}

struct Field {
    std::string_view text;
    std::size_t offset;
};

std::vector<Field> split_fields(std::string_view text) {
    std::vector<Field> fields;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && text[i] == ' ') ++i;
        if (i >= text.size()) break;
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ') ++i;
        fields.push_back(Field{text.substr(start, i - start), start});
    }
    return fields;
}

std::optional<int> parse_counter(std::string_view text, int max) {
    if (text.empty() || text.size() > 9) return std::nullopt;
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || end != text.data() + text.size() || value < 0 || value > max) {
        return std::nullopt;
    }
    return value;
}

// The board field: 10 ranks from rank 9 (black's back rank) down to rank 0, separated by '/';
// each rank lists files a-i with digits 1-9 for runs of empty points.
std::optional<std::size_t> parse_board(std::string_view text, Board& board) {
    int rank = kRankCount - 1;
    int file = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '/') {
            if (file != kFileCount || rank == 0) return i;
            --rank;
            file = 0;
        } else if (c >= '1' && c <= '9') {
            // Two digits in a row would be ambiguous; refuse them.
            if (i > 0 && text[i - 1] >= '1' && text[i - 1] <= '9') return i;
            file += c - '0';
            if (file > kFileCount) return i;
        } else if (auto piece = piece_from_letter(c)) {
            if (file >= kFileCount) return i;
            board.put(Point{file, rank}, piece);
            ++file;
        } else {
            return i;
        }
    }
    if (rank != 0 || file != kFileCount) return text.size();
    return std::nullopt;
}

}  // namespace

Result<Setup, ParseError> parse_fen(std::string_view text) {
    if (text.size() > kMaxFenLength) return ParseError{ParseErrorKind::TooLong, kMaxFenLength};
    const std::vector<Field> fields = split_fields(text);
    if (fields.empty()) return ParseError{ParseErrorKind::Empty, 0};
    Setup setup;
    if (auto bad = parse_board(fields[0].text, setup.board)) {
        return ParseError{ParseErrorKind::Board, fields[0].offset + *bad};
    }
    if (fields.size() < 2) return ParseError{ParseErrorKind::SideToMove, text.size()};
    const std::string_view side = fields[1].text;
    if (side == "w" || side == "r") {
        setup.side_to_move = Side::Red;
    } else if (side == "b") {
        setup.side_to_move = Side::Black;
    } else {
        return ParseError{ParseErrorKind::SideToMove, fields[1].offset};
    }
    if (fields.size() >= 3 && fields[2].text != "-")
        return ParseError{ParseErrorKind::Castling, fields[2].offset};
    if (fields.size() == 3) return ParseError{ParseErrorKind::EnPassant, text.size()};
    if (fields.size() >= 4 && fields[3].text != "-")
        return ParseError{ParseErrorKind::EnPassant, fields[3].offset};
    if (fields.size() >= 5) {
        const auto clock = parse_counter(fields[4].text, kMaxHalfmoveClock);
        if (!clock) return ParseError{ParseErrorKind::HalfmoveClock, fields[4].offset};
        setup.halfmove_clock = *clock;
    }
    if (fields.size() >= 6) {
        const auto number = parse_counter(fields[5].text, kMaxFullmoveNumber);
        if (!number || *number < 1)
            return ParseError{ParseErrorKind::FullmoveNumber, fields[5].offset};
        setup.fullmove_number = *number;
    }
    if (fields.size() > 6) return ParseError{ParseErrorKind::TrailingFields, fields[6].offset};
    return setup;
}

std::vector<std::string> FenError::codes() const {
    std::vector<std::string> out;
    if (parse) {
        out.emplace_back(parse_error_code(parse->kind));
        return out;
    }
    for (std::string_view code : problems.codes()) out.emplace_back(code);
    return out;
}

std::string FenError::message() const {
    if (parse) {
        std::string text = "invalid xiangqi FEN (";
        text.append(parse_error_code(parse->kind));
        text += " at offset ";
        text += std::to_string(parse->offset);
        text += ')';
        return text;
    }
    std::string text = "xiangqi FEN breaks xiangqi.fen:";
    for (std::string_view code : problems.codes()) {
        text += ' ';
        text.append(code);
    }
    return text;
}

Result<Position, FenError> parse_position(std::string_view text) {
    const auto setup = parse_fen(text == "startpos" ? kStartFen : text);
    if (!setup) return FenError{setup.error(), {}};
    auto position = Position::from_setup(setup.value());
    if (!position) return FenError{std::nullopt, position.error()};
    return position.value();
}

Result<Position, FenError> parse_position_lenient(std::string_view text,
                                                  std::vector<std::string>& warnings) {
    warnings.clear();
    const auto setup = parse_fen(text == "startpos" ? kStartFen : text);
    if (!setup) return FenError{setup.error(), {}};
    auto position = Position::from_setup_lenient(setup.value(), warnings);
    if (!position) return FenError{std::nullopt, position.error()};
    return position.value();
}

char piece_letter(Piece piece) {
    constexpr char kLetters[kPieceKindCount] = {'K', 'A', 'B', 'N', 'R', 'C', 'P'};
    const char upper = kLetters[static_cast<int>(piece.kind)];
    return piece.side == Side::Red ? upper : static_cast<char>(upper - 'A' + 'a');
}

std::string print_fen(const Setup& setup) {
    std::string text;
    for (int rank = kRankCount - 1; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < kFileCount; ++file) {
            const auto& piece = setup.board.at(Point{file, rank});
            if (!piece) {
                ++empty;
                continue;
            }
            if (empty > 0) text += static_cast<char>('0' + empty);
            empty = 0;
            text += piece_letter(*piece);
        }
        if (empty > 0) text += static_cast<char>('0' + empty);
        if (rank > 0) text += '/';
    }
    text += setup.side_to_move == Side::Red ? " w - - " : " b - - ";
    text += std::to_string(setup.halfmove_clock) + " " + std::to_string(setup.fullmove_number);
    return text;
}

std::string print_position(const Position& position) { return print_fen(position.setup()); }

std::optional<Move> parse_move(std::string_view text) {
    if (text.size() != 4) return std::nullopt;
    auto point = [](char f, char r) -> std::optional<Point> {
        if (f < 'a' || f > 'i' || r < '0' || r > '9') return std::nullopt;
        return Point{f - 'a', r - '0'};
    };
    const auto from = point(text[0], text[1]);
    const auto to = point(text[2], text[3]);
    // A move to its own point is a move (syntax), which breaks the piece's movement rule.
    if (!from || !to) return std::nullopt;
    return Move{*from, *to};
}

std::string point_text(Point point) {
    return std::string{static_cast<char>('a' + point.file), static_cast<char>('0' + point.rank)};
}

std::string print_move(Move move) { return point_text(move.from) + point_text(move.to); }

}  // namespace arbiter::reference::xiangqi
