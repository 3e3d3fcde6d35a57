// All chess text: FEN (syntax only; the validity rules of chess.fen are in setup.cpp) and UCI
// long algebraic moves.

#include "reference/chess/notation.h"

#include <charconv>
#include <string>
#include <vector>

namespace arbiter::reference::chess {

namespace {

constexpr std::size_t kMaxFenLength = 256;
constexpr std::uint32_t kMaxClock = 100000;

struct Field {
    std::string_view text;
    std::size_t offset;
};

// Splits on runs of spaces and tabs.
std::vector<Field> split_fields(std::string_view text) {
    std::vector<Field> fields;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
        if (i == text.size()) break;
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t') ++i;
        fields.push_back({text.substr(start, i - start), start});
    }
    return fields;
}

std::optional<std::uint32_t> parse_number(std::string_view text) {
    std::uint32_t value = 0;
    if (text.empty() || text.size() > 6) return std::nullopt;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || end != text.data() + text.size() || value > kMaxClock)
        return std::nullopt;
    return value;
}

ParseError error(ParseErrorKind kind, std::size_t offset, std::string detail) {
    return ParseError{kind, offset, std::move(detail)};
}

// Placement: eight ranks from the 8th down, separated by '/', digits for runs of empty squares.
std::optional<std::string> parse_board(std::string_view text, Board& board) {
    int rank = kRankCount - 1;
    int file = 0;
    bool last_was_digit = false;
    for (char c : text) {
        if (c == '/') {
            if (file != kFileCount)
                return "rank " + std::to_string(rank + 1) + " does not have 8 squares";
            if (rank == 0) return std::string("more than 8 ranks");
            --rank;
            file = 0;
            last_was_digit = false;
        } else if (c >= '1' && c <= '8') {
            if (last_was_digit) return std::string("two digits in a row");
            file += c - '0';
            if (file > kFileCount)
                return "rank " + std::to_string(rank + 1) + " has more than 8 squares";
            last_was_digit = true;
        } else if (auto piece = piece_from_letter(c)) {
            if (file >= kFileCount)
                return "rank " + std::to_string(rank + 1) + " has more than 8 squares";
            board[*Square::at(file, rank)] = *piece;
            ++file;
            last_was_digit = false;
        } else {
            return std::string("unexpected character '") + c + "'";
        }
    }
    if (rank != 0) return std::string("fewer than 8 ranks");
    if (file != kFileCount) return std::string("rank 1 does not have 8 squares");
    return std::nullopt;
}

// The file of c's king on its back rank, or e when it is not there (the right is then refused
// by chess.fen's validity rules, not here).
int king_file_for_castling(const Board& board, Color c) {
    for (int file = 0; file < kFileCount; ++file) {
        if (board[*Square::at(file, back_rank(c))] == Piece{c, PieceType::King}) return file;
    }
    return 4;
}

// The outermost rook of c on its back rank on that wing's side of the king: what X-FEN's K, Q,
// k, q name. The standard corner when there is none (the validity rules then refuse the right).
int outermost_rook_file(const Board& board, Color c, Wing w) {
    const int king = king_file_for_castling(board, c);
    if (w == Wing::King) {
        for (int file = kFileCount - 1; file > king; --file)
            if (board[*Square::at(file, back_rank(c))] == Piece{c, PieceType::Rook}) return file;
        return kFileCount - 1;
    }
    for (int file = 0; file < king; ++file)
        if (board[*Square::at(file, back_rank(c))] == Piece{c, PieceType::Rook}) return file;
    return 0;
}

// The castling field (docs/notation.md): standard FEN's KQkq, X-FEN's KQkq meaning the outermost
// rook of that side and a file letter for an inner one, Shredder-FEN's rook files (HAha). Each
// letter is a right of one colour (upper case white) on one wing (the side of the king its rook
// is on); two letters for one wing of one colour are refused.
std::optional<std::string> parse_castling(std::string_view text, Setup& setup) {
    for (char c : text) {
        Color color = Color::White;
        Wing wing = Wing::King;
        int file = 0;
        if (c == 'K' || c == 'Q' || c == 'k' || c == 'q') {
            color = c == 'K' || c == 'Q' ? Color::White : Color::Black;
            wing = c == 'K' || c == 'k' ? Wing::King : Wing::Queen;
            file = outermost_rook_file(setup.board, color, wing);
        } else if ((c >= 'A' && c <= 'H') || (c >= 'a' && c <= 'h')) {
            color = c <= 'H' ? Color::White : Color::Black;
            file = c - (color == Color::White ? 'A' : 'a');
            wing = file > king_file_for_castling(setup.board, color) ? Wing::King : Wing::Queen;
        } else {
            return std::string("unexpected character '") + c + "' (KQkq, rook files A-H/a-h, or -)";
        }
        if (setup.castling.has(color, wing)) {
            return std::string("two rights for ") + std::string(color_name(color)) + "'s " +
                   (wing == Wing::King ? "king" : "queen") + " side ('" + c + "')";
        }
        setup.castling.set_rook(color, wing, file);
    }
    return std::nullopt;
}

// X-FEN: K/Q/k/q for a right whose rook is the outermost on its side, the rook's file otherwise.
char castling_letter(const Setup& setup, Color c, Wing w) {
    const int file = setup.castling.rook_file(c, w);
    const bool upper = c == Color::White;
    if (file == outermost_rook_file(setup.board, c, w)) {
        const char letter = w == Wing::King ? 'k' : 'q';
        return upper ? static_cast<char>(letter - 'a' + 'A') : letter;
    }
    return static_cast<char>((upper ? 'A' : 'a') + file);
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
    return "bad_fen";
}

std::string ParseError::message() const {
    return "invalid FEN (" + std::string(code()) + " at offset " + std::to_string(offset) +
           "): " + detail;
}

Result<Setup, ParseError> parse_fen(std::string_view text, bool chess960) {
    if (text.size() > kMaxFenLength) {
        return error(ParseErrorKind::TooLong, kMaxFenLength,
                     "longer than " + std::to_string(kMaxFenLength) + " characters");
    }
    const auto fields = split_fields(text);
    if (fields.size() != 4 && fields.size() != 6) {
        return error(
            ParseErrorKind::WrongFieldCount, 0,
            "expected 6 fields (or 4 without the clocks), found " + std::to_string(fields.size()));
    }
    Setup setup;
    setup.chess960 = chess960;
    if (auto why = parse_board(fields[0].text, setup.board)) {
        return error(ParseErrorKind::Board, fields[0].offset, "piece placement: " + *why);
    }

    if (fields[1].text == "w") {
        setup.side_to_move = Color::White;
    } else if (fields[1].text == "b") {
        setup.side_to_move = Color::Black;
    } else {
        return error(ParseErrorKind::SideToMove, fields[1].offset,
                     "side to move must be 'w' or 'b'");
    }

    if (fields[2].text != "-") {
        if (auto why = parse_castling(fields[2].text, setup)) {
            return error(ParseErrorKind::Castling, fields[2].offset, "castling field: " + *why);
        }
    }

    if (fields[3].text != "-") {
        auto sq = Square::parse(fields[3].text);
        if (!sq) {
            return error(ParseErrorKind::EnPassant, fields[3].offset,
                         "en passant field must be a square like e3, or -");
        }
        setup.en_passant = sq;
    }

    if (fields.size() == 6) {
        auto halfmove = parse_number(fields[4].text);
        if (!halfmove)
            return error(ParseErrorKind::Clock, fields[4].offset,
                         "halfmove clock must be a number 0-100000");
        auto fullmove = parse_number(fields[5].text);
        if (!fullmove)
            return error(ParseErrorKind::Clock, fields[5].offset,
                         "fullmove number must be a number 0-100000");
        setup.halfmove_clock = *halfmove;
        setup.fullmove_number = *fullmove;
    }
    return setup;
}

std::string print_fen(const Setup& setup) {
    std::string fen;
    for (int rank = kRankCount - 1; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < kFileCount; ++file) {
            const auto& piece = setup.board[*Square::at(file, rank)];
            if (!piece) {
                ++empty;
                continue;
            }
            if (empty) fen += static_cast<char>('0' + empty);
            empty = 0;
            fen += piece_letter(*piece);
        }
        if (empty) fen += static_cast<char>('0' + empty);
        if (rank > 0) fen += '/';
    }
    fen += setup.side_to_move == Color::White ? " w " : " b ";
    std::string castling;
    for (Color c : {Color::White, Color::Black}) {
        for (Wing w : {Wing::King, Wing::Queen}) {
            if (setup.castling.has(c, w)) castling += castling_letter(setup, c, w);
        }
    }
    fen += castling.empty() ? "-" : castling;
    fen += ' ';
    fen += setup.en_passant ? setup.en_passant->name() : "-";
    fen += ' ' + std::to_string(setup.halfmove_clock) + ' ' + std::to_string(setup.fullmove_number);
    return fen;
}

std::vector<std::string> FenError::codes() const {
    if (parse) return {std::string(parse->code())};
    std::vector<std::string> out;
    for (std::string_view code : problems.codes()) out.emplace_back(code);
    return out;
}

std::string FenError::message() const { return parse ? parse->message() : problems.message(); }

Result<Position, FenError> parse_position(std::string_view text, bool chess960) {
    if (text == "startpos") return chess960 ? *Position::chess960_start(518) : Position::standard();
    constexpr std::string_view kNumbered = "chess960:";
    if (chess960 && text.substr(0, kNumbered.size()) == kNumbered) {
        const auto number = parse_number(text.substr(kNumbered.size()));
        if (const auto start = Position::chess960_start(number ? static_cast<int>(*number) : -1))
            return *start;
        return FenError{ParseError{ParseErrorKind::Board, kNumbered.size(),
                                   "chess960:N needs a start position number 0-959"},
                        {}};
    }
    auto setup = parse_fen(text, chess960);
    if (!setup) return FenError{setup.error(), {}};
    auto position = Position::from_setup(setup.value());
    if (!position) return FenError{std::nullopt, position.error()};
    return position.value();
}

Result<Position, FenError> parse_position_lenient(std::string_view text,
                                                  std::vector<std::string>& warnings) {
    warnings.clear();
    if (text == "startpos") return Position::standard();
    auto setup = parse_fen(text);
    if (!setup) return FenError{setup.error(), {}};
    auto position = Position::from_setup_lenient(setup.value(), warnings);
    if (!position) return FenError{std::nullopt, position.error()};
    return position.value();
}

std::string print_position(const Position& position) { return print_fen(position.setup()); }

Result<Move, MoveParseError> parse_move(std::string_view text) {
    auto fail = [&](std::string_view why) {
        return MoveParseError{"malformed move '" + std::string(text.substr(0, 16)) +
                              "': " + std::string(why) + " (expected UCI like e2e4 or e7e8q)"};
    };
    if (text.size() != 4 && text.size() != 5) return fail("wrong length");
    const auto from = Square::parse(text.substr(0, 2));
    const auto to = Square::parse(text.substr(2, 2));
    if (!from) return fail("bad from-square");
    if (!to) return fail("bad to-square");
    Move move{*from, *to, std::nullopt};
    if (text.size() == 5) {
        switch (text[4]) {
        case 'q':
            move.promotion = PieceType::Queen;
            break;
        case 'r':
            move.promotion = PieceType::Rook;
            break;
        case 'b':
            move.promotion = PieceType::Bishop;
            break;
        case 'n':
            move.promotion = PieceType::Knight;
            break;
        case 'k':
            move.promotion = PieceType::King;
            break;
        case 'p':
            move.promotion = PieceType::Pawn;
            break;
        default:
            return fail("unknown promotion letter");
        }
    }
    return move;
}

std::string print_move(const Move& move) {
    std::string text = move.from.name() + move.to.name();
    if (move.promotion) {
        text += static_cast<char>(piece_letter(Piece{Color::Black, *move.promotion}));
    }
    return text;
}

}  // namespace arbiter::reference::chess
