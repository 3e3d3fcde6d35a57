#include <string>

#include "reference/chess/move.h"

namespace arbiter::reference::chess {

Result<Move, MoveParseError> parse_uci(std::string_view text) {
    auto fail = [&](std::string_view why) {
        return MoveParseError{"malformed move '" + std::string(text.substr(0, 16)) + "': " + std::string(why) +
                              " (expected UCI like e2e4 or e7e8q)"};
    };
    if (text.size() != 4 && text.size() != 5) return fail("wrong length");
    const auto from = Square::parse(text.substr(0, 2));
    const auto to = Square::parse(text.substr(2, 2));
    if (!from) return fail("bad from-square");
    if (!to) return fail("bad to-square");
    Move move{*from, *to, std::nullopt};
    if (text.size() == 5) {
        switch (text[4]) {
        case 'q': move.promotion = PieceType::Queen; break;
        case 'r': move.promotion = PieceType::Rook; break;
        case 'b': move.promotion = PieceType::Bishop; break;
        case 'n': move.promotion = PieceType::Knight; break;
        case 'k': move.promotion = PieceType::King; break;
        case 'p': move.promotion = PieceType::Pawn; break;
        default: return fail("unknown promotion letter");
        }
    }
    return move;
}

std::string to_uci(const Move& move) {
    std::string text = move.from.name() + move.to.name();
    if (move.promotion) {
        text += static_cast<char>(piece_letter(Piece{Color::Black, *move.promotion}));
    }
    return text;
}

}  // namespace arbiter::reference::chess
