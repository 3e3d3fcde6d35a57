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

Result<Setup, ParseError> parse_fen(std::string_view text) {
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
        for (char c : fields[2].text) {
            Color color = c == 'K' || c == 'Q' ? Color::White : Color::Black;
            Wing wing = c == 'K' || c == 'k' ? Wing::King : Wing::Queen;
            if (c != 'K' && c != 'Q' && c != 'k' && c != 'q') {
                return error(
                    ParseErrorKind::Castling, fields[2].offset,
                    std::string("castling field: unexpected character '") + c + "' (KQkq or -)");
            }
            if (setup.castling.has(color, wing)) {
                return error(ParseErrorKind::Castling, fields[2].offset,
                             std::string("castling field: '") + c + "' twice");
            }
            setup.castling.set(color, wing, true);
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
    if (setup.castling.has(Color::White, Wing::King)) castling += 'K';
    if (setup.castling.has(Color::White, Wing::Queen)) castling += 'Q';
    if (setup.castling.has(Color::Black, Wing::King)) castling += 'k';
    if (setup.castling.has(Color::Black, Wing::Queen)) castling += 'q';
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

Result<Position, FenError> parse_position(std::string_view text) {
    if (text == "startpos") return Position::standard();
    auto setup = parse_fen(text);
    if (!setup) return FenError{setup.error(), {}};
    auto position = Position::from_setup(setup.value());
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
