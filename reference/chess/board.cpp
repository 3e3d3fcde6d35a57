#include "reference/chess/board.h"

#include <cctype>

namespace arbiter::reference::chess {

std::string_view color_name(Color c) { return c == Color::White ? "white" : "black"; }

char piece_letter(Piece piece) {
    constexpr std::string_view kLetters = "pnbrqk";
    const char letter = kLetters[static_cast<std::size_t>(piece.type)];
    return piece.color == Color::White ? static_cast<char>(std::toupper(letter)) : letter;
}

std::optional<Piece> piece_from_letter(char letter) {
    const Color color =
        std::isupper(static_cast<unsigned char>(letter)) ? Color::White : Color::Black;
    switch (std::tolower(static_cast<unsigned char>(letter))) {
    case 'p':
        return Piece{color, PieceType::Pawn};
    case 'n':
        return Piece{color, PieceType::Knight};
    case 'b':
        return Piece{color, PieceType::Bishop};
    case 'r':
        return Piece{color, PieceType::Rook};
    case 'q':
        return Piece{color, PieceType::Queen};
    case 'k':
        return Piece{color, PieceType::King};
    default:
        return std::nullopt;
    }
}

std::optional<Square> Square::parse(std::string_view text) {
    if (text.size() != 2) return std::nullopt;
    return at(text[0] - 'a', text[1] - '1');
}

std::string Square::name() const {
    return {static_cast<char>('a' + file_), static_cast<char>('1' + rank_)};
}

}  // namespace arbiter::reference::chess
