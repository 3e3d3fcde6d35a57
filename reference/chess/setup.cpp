// FEN: parsing (syntax) and the validity rules of chess.fen (meaning).

#include <charconv>
#include <string>
#include <vector>

#include "reference/chess/position.h"
#include "reference/chess/rules.h"

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
    if (ec != std::errc{} || end != text.data() + text.size() || value > kMaxClock) return std::nullopt;
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
            if (file != kFileCount) return "rank " + std::to_string(rank + 1) + " does not have 8 squares";
            if (rank == 0) return std::string("more than 8 ranks");
            --rank;
            file = 0;
            last_was_digit = false;
        } else if (c >= '1' && c <= '8') {
            if (last_was_digit) return std::string("two digits in a row");
            file += c - '0';
            if (file > kFileCount) return "rank " + std::to_string(rank + 1) + " has more than 8 squares";
            last_was_digit = true;
        } else if (auto piece = piece_from_letter(c)) {
            if (file >= kFileCount) return "rank " + std::to_string(rank + 1) + " has more than 8 squares";
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
    case ParseErrorKind::TooLong: return "bad_board";
    case ParseErrorKind::WrongFieldCount: return "wrong_field_count";
    case ParseErrorKind::Board: return "bad_board";
    case ParseErrorKind::SideToMove: return "bad_side_to_move";
    case ParseErrorKind::Castling: return "bad_castling";
    case ParseErrorKind::EnPassant: return "bad_en_passant";
    case ParseErrorKind::Clock: return "bad_clock";
    }
    return "bad_fen";
}

std::string ParseError::message() const {
    return "invalid FEN (" + std::string(code()) + " at offset " + std::to_string(offset) + "): " + detail;
}

Result<Setup, ParseError> parse_fen(std::string_view text) {
    if (text.size() > kMaxFenLength) {
        return error(ParseErrorKind::TooLong, kMaxFenLength, "longer than " + std::to_string(kMaxFenLength) + " characters");
    }
    const auto fields = split_fields(text);
    if (fields.size() != 4 && fields.size() != 6) {
        return error(ParseErrorKind::WrongFieldCount, 0,
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
        return error(ParseErrorKind::SideToMove, fields[1].offset, "side to move must be 'w' or 'b'");
    }

    if (fields[2].text != "-") {
        for (char c : fields[2].text) {
            Color color = c == 'K' || c == 'Q' ? Color::White : Color::Black;
            Wing wing = c == 'K' || c == 'k' ? Wing::King : Wing::Queen;
            if (c != 'K' && c != 'Q' && c != 'k' && c != 'q') {
                return error(ParseErrorKind::Castling, fields[2].offset,
                             std::string("castling field: unexpected character '") + c + "' (KQkq or -)");
            }
            if (setup.castling.has(color, wing)) {
                return error(ParseErrorKind::Castling, fields[2].offset, std::string("castling field: '") + c + "' twice");
            }
            setup.castling.set(color, wing, true);
        }
    }

    if (fields[3].text != "-") {
        auto sq = Square::parse(fields[3].text);
        if (!sq) {
            return error(ParseErrorKind::EnPassant, fields[3].offset, "en passant field must be a square like e3, or -");
        }
        setup.en_passant = sq;
    }

    if (fields.size() == 6) {
        auto halfmove = parse_number(fields[4].text);
        if (!halfmove) return error(ParseErrorKind::Clock, fields[4].offset, "halfmove clock must be a number 0-100000");
        auto fullmove = parse_number(fields[5].text);
        if (!fullmove) return error(ParseErrorKind::Clock, fields[5].offset, "fullmove number must be a number 0-100000");
        setup.halfmove_clock = *halfmove;
        setup.fullmove_number = *fullmove;
    }
    return setup;
}

std::string to_fen(const Setup& setup) {
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

std::string_view problem_code(SetupProblem p) {
    switch (p) {
    case SetupProblem::MissingKing: return "missing_king";
    case SetupProblem::TooManyKings: return "too_many_kings";
    case SetupProblem::PawnOnBackRank: return "pawn_on_back_rank";
    case SetupProblem::OppositeCheck: return "opposite_check";
    case SetupProblem::CastlingWithoutKingOrRook: return "castling_without_king_or_rook";
    case SetupProblem::ImpossibleEnPassant: return "impossible_en_passant";
    case SetupProblem::TooManyPawns: return "too_many_pawns";
    case SetupProblem::TooManyPieces: return "too_many_pieces";
    }
    return "unknown";
}

namespace {
std::string_view problem_text(SetupProblem p) {
    switch (p) {
    case SetupProblem::MissingKing: return "a side has no king";
    case SetupProblem::TooManyKings: return "a side has more than one king";
    case SetupProblem::PawnOnBackRank: return "a pawn stands on rank 1 or 8";
    case SetupProblem::OppositeCheck: return "the side not to move is in check";
    case SetupProblem::CastlingWithoutKingOrRook: return "a castling right without the king and rook on their original squares";
    case SetupProblem::ImpossibleEnPassant: return "the en passant square does not follow a pawn's double push";
    case SetupProblem::TooManyPawns: return "a side has more than 8 pawns";
    case SetupProblem::TooManyPieces: return "a side has more than 16 pieces";
    }
    return "";
}
}  // namespace

std::vector<std::string_view> SetupProblems::codes() const {
    std::vector<std::string_view> out;
    for (int i = 0; i < kSetupProblemCount; ++i) {
        if (has(static_cast<SetupProblem>(i))) out.push_back(problem_code(static_cast<SetupProblem>(i)));
    }
    return out;
}

std::string SetupProblems::message() const {
    std::string text = "invalid position (chess.fen):";
    for (int i = 0; i < kSetupProblemCount; ++i) {
        const auto p = static_cast<SetupProblem>(i);
        if (!has(p)) continue;
        text += ' ';
        text += problem_code(p);
        text += " (";
        text += problem_text(p);
        text += ");";
    }
    text.pop_back();
    return text;
}

// chess.fen: the validity rules a FEN's position must meet to be playable.
Result<Position, SetupProblems> Position::from_setup(const Setup& setup) {
    SetupProblems problems;
    const Board& board = setup.board;

    // One king each.
    for (Color c : {Color::White, Color::Black}) {
        int kings = 0, pawns = 0, pieces = 0;
        for (int i = 0; i < kSquareCount; ++i) {
            const auto& piece = board[Square::from_index(i)];
            if (!piece || piece->color != c) continue;
            ++pieces;
            if (piece->type == PieceType::King) ++kings;
            if (piece->type == PieceType::Pawn) ++pawns;
        }
        if (kings == 0) problems.add(SetupProblem::MissingKing);
        if (kings > 1) problems.add(SetupProblem::TooManyKings);
        // A side starts with 8 pawns and 16 pieces and never gains any.
        if (pawns > 8) problems.add(SetupProblem::TooManyPawns);
        if (pieces > 16) problems.add(SetupProblem::TooManyPieces);
    }

    // No pawn on rank 1 or 8: it could not have got there (it would have promoted).
    for (int file = 0; file < kFileCount; ++file) {
        for (int rank : {0, kRankCount - 1}) {
            const auto& piece = board[*Square::at(file, rank)];
            if (piece && piece->type == PieceType::Pawn) problems.add(SetupProblem::PawnOnBackRank);
        }
    }

    // Castling rights need the king and that rook on their original squares.
    for (Color c : {Color::White, Color::Black}) {
        for (Wing w : {Wing::King, Wing::Queen}) {
            if (!setup.castling.has(c, w)) continue;
            const auto& king = board[castling_move(c, w).from];
            const auto& rook = board[castling_rook_from(c, w)];
            if (king != Piece{c, PieceType::King} || rook != Piece{c, PieceType::Rook}) {
                problems.add(SetupProblem::CastlingWithoutKingOrRook);
            }
        }
    }

    // The en passant square is the one a pawn of the side that just moved skipped: on rank 3
    // (white just moved) or rank 6, with that pawn in front of it and the square and the pawn's
    // starting square empty.
    if (setup.en_passant) {
        const Color mover = opponent(setup.side_to_move);
        const Square ep = *setup.en_passant;
        const bool right_rank = ep.rank() == pawn_start_rank(mover) + forward(mover);
        bool ok = right_rank;
        if (ok) {
            const Square pawn_square = *ep.offset(0, forward(mover));
            const Square origin = *ep.offset(0, -forward(mover));
            ok = board[pawn_square] == Piece{mover, PieceType::Pawn} && !board[ep] && !board[origin];
        }
        if (!ok) problems.add(SetupProblem::ImpossibleEnPassant);
    }

    // The side not to move is not in check (its king could be captured).
    if (!problems.has(SetupProblem::MissingKing) && !problems.has(SetupProblem::TooManyKings)) {
        const Color waiting = opponent(setup.side_to_move);
        for (int i = 0; i < kSquareCount; ++i) {
            const Square sq = Square::from_index(i);
            if (board[sq] == Piece{waiting, PieceType::King} && is_attacked(board, sq, setup.side_to_move)) {
                problems.add(SetupProblem::OppositeCheck);
            }
        }
    }

    if (!problems.empty()) return problems;
    return Position(setup);
}

// chess.setup.standard: the standard array, white to move.
Position Position::standard() {
    auto setup = parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    return from_setup(setup.value()).value();
}

}  // namespace arbiter::reference::chess
