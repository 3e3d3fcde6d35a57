// Setup validation: the validity rules of chess.fen (meaning; FEN syntax is in notation.cpp),
// and the standard array.

#include "reference/chess/setup.h"

#include <algorithm>
#include <string>
#include <vector>

#include "reference/chess/notation.h"
#include "reference/chess/position.h"
#include "reference/chess/rules.h"

namespace arbiter::reference::chess {

std::string_view problem_code(SetupProblem p) {
    switch (p) {
    case SetupProblem::MissingKing:
        return "missing_king";
    case SetupProblem::TooManyKings:
        return "too_many_kings";
    case SetupProblem::PawnOnBackRank:
        return "pawn_on_back_rank";
    case SetupProblem::OppositeCheck:
        return "opposite_check";
    case SetupProblem::CastlingWithoutKingOrRook:
        return "castling_without_king_or_rook";
    case SetupProblem::ImpossibleEnPassant:
        return "impossible_en_passant";
    case SetupProblem::TooManyPawns:
        return "too_many_pawns";
    case SetupProblem::TooManyPieces:
        return "too_many_pieces";
    case SetupProblem::TooManyCheckers:
        return "too_many_checkers";
    case SetupProblem::ImpossibleCheck:
        return "impossible_check";
    }
    return "unknown";
}

namespace {
std::string_view problem_text(SetupProblem p) {
    switch (p) {
    case SetupProblem::MissingKing:
        return "a side has no king";
    case SetupProblem::TooManyKings:
        return "a side has more than one king";
    case SetupProblem::PawnOnBackRank:
        return "a pawn stands on rank 1 or 8";
    case SetupProblem::OppositeCheck:
        return "the side not to move is in check";
    case SetupProblem::CastlingWithoutKingOrRook:
        return "a castling right without the king and rook on their original squares";
    case SetupProblem::ImpossibleEnPassant:
        return "the en passant square does not follow a pawn's double push";
    case SetupProblem::TooManyPawns:
        return "a side has more than 8 pawns";
    case SetupProblem::TooManyPieces:
        return "a side has more than 16 pieces";
    case SetupProblem::TooManyCheckers:
        return "more than two pieces give check, which no move can do";
    case SetupProblem::ImpossibleCheck:
        return "two pieces give check along one line through the king, which no move can do";
    }
    return "";
}
}  // namespace

std::vector<std::string_view> SetupProblems::codes() const {
    std::vector<std::string_view> out;
    for (int i = 0; i < kSetupProblemCount; ++i) {
        if (has(static_cast<SetupProblem>(i)))
            out.push_back(problem_code(static_cast<SetupProblem>(i)));
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

namespace {

std::string square_text(Square sq) {
    return {static_cast<char>('a' + sq.file()), static_cast<char>('1' + sq.rank())};
}

// chess.fen: the validity rules a FEN's position must meet to be playable, in one walk for both
// readings. `warnings`, when given, gets the waivable problems the --lenient reading turns into
// warnings (docs/cli.md): each pawn on rank 1 or 8, each side with more than 8 pawns, the checks
// no move can give (named at the side to move's king).
SetupProblems setup_problems(const Setup& setup, std::vector<std::string>* warnings) {
    SetupProblems problems;
    const Board& board = setup.board;
    std::vector<std::string> on_back_rank, too_many_pawns, checks;

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
        if (pawns > 8) {
            problems.add(SetupProblem::TooManyPawns);
            too_many_pawns.push_back("too_many_pawns (" +
                                     std::string(c == Color::White ? "white" : "black") + ": " +
                                     std::to_string(pawns) + ")");
        }
        if (pieces > 16) problems.add(SetupProblem::TooManyPieces);
    }

    // No pawn on rank 1 or 8: it could not have got there (it would have promoted).
    for (int rank : {0, kRankCount - 1}) {
        for (int file = 0; file < kFileCount; ++file) {
            const Square sq = *Square::at(file, rank);
            const auto& piece = board[sq];
            if (!piece || piece->type != PieceType::Pawn) continue;
            problems.add(SetupProblem::PawnOnBackRank);
            on_back_rank.push_back("pawn_on_back_rank at " + square_text(sq));
        }
    }

    // Castling rights need the king and that rook on their original squares: e1/e8 and the a-
    // and h-file corners in standard chess; in Chess960 the king anywhere on its back rank and the
    // rook on that rank on the right's side of it (FIDE Laws, Guidelines II.2.1: the king between
    // the rooks). A second king of that colour (too_many_kings) does not unmake a right that a
    // king and its rook make: the right holds when any king of the colour meets it.
    for (Color c : {Color::White, Color::Black}) {
        for (Wing w : {Wing::King, Wing::Queen}) {
            if (!setup.castling.has(c, w)) continue;
            const int rank = back_rank(c);
            const int rook_file = setup.castling.rook_file(c, w);
            const bool rook_there =
                board[*Square::at(rook_file, rank)] == Piece{c, PieceType::Rook};
            bool ok = false;
            for (int king_file = 0; king_file < kFileCount && rook_there; ++king_file) {
                if (board[*Square::at(king_file, rank)] != Piece{c, PieceType::King}) continue;
                if (setup.chess960) {
                    ok = ok || (w == Wing::King ? rook_file > king_file : rook_file < king_file);
                } else {
                    ok = ok || (king_file == 4 && rook_file == (w == Wing::King ? 7 : 0));
                }
            }
            if (!ok) problems.add(SetupProblem::CastlingWithoutKingOrRook);
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
            ok =
                board[pawn_square] == Piece{mover, PieceType::Pawn} && !board[ep] && !board[origin];
        }
        if (!ok) problems.add(SetupProblem::ImpossibleEnPassant);
    }

    // The side not to move is not in check (its king could be captured).
    if (!problems.has(SetupProblem::MissingKing) && !problems.has(SetupProblem::TooManyKings)) {
        const Color waiting = opponent(setup.side_to_move);
        for (int i = 0; i < kSquareCount; ++i) {
            const Square sq = Square::from_index(i);
            if (board[sq] == Piece{waiting, PieceType::King} &&
                is_attacked(board, sq, setup.side_to_move)) {
                problems.add(SetupProblem::OppositeCheck);
            }
        }
    }

    // Checks no move can give (python-chess STATUS_TOO_MANY_CHECKERS and STATUS_IMPOSSIBLE_CHECK,
    // shakmaty IMPOSSIBLE_CHECK): more than two checkers, or two on one line with the king (a
    // double check is a move's check plus the one it discovers, which come from two lines).
    if (!problems.has(SetupProblem::MissingKing) && !problems.has(SetupProblem::TooManyKings)) {
        const Color mover = setup.side_to_move;
        std::vector<Square> checkers;
        Square king = Square::from_index(0);
        for (int i = 0; i < kSquareCount; ++i) {
            const Square sq = Square::from_index(i);
            if (board[sq] == Piece{mover, PieceType::King}) king = sq;
        }
        for (int i = 0; i < kSquareCount; ++i) {
            const Square sq = Square::from_index(i);
            const auto& piece = board[sq];
            if (!piece || piece->color == mover) continue;
            std::vector<Square> targets;
            switch (piece->type) {
            case PieceType::King:
                targets = king_step_targets(board, sq);
                break;
            case PieceType::Queen:
                targets = queen_slide_targets(board, sq);
                break;
            case PieceType::Rook:
                targets = rook_slide_targets(board, sq);
                break;
            case PieceType::Bishop:
                targets = bishop_slide_targets(board, sq);
                break;
            case PieceType::Knight:
                targets = knight_leap_targets(board, sq);
                break;
            case PieceType::Pawn:
                targets = pawn_capture_targets(board, sq);
                break;
            }
            for (const Square t : targets) {
                if (t == king) checkers.push_back(sq);
            }
        }
        const auto on_one_line = [](Square a, Square b, Square c) {
            const auto same = [](int x, int y, int z) { return x == y && y == z; };
            return same(a.file(), b.file(), c.file()) || same(a.rank(), b.rank(), c.rank()) ||
                   same(a.file() - a.rank(), b.file() - b.rank(), c.file() - c.rank()) ||
                   same(a.file() + a.rank(), b.file() + b.rank(), c.file() + c.rank());
        };
        if (checkers.size() > 2) {
            problems.add(SetupProblem::TooManyCheckers);
            checks.push_back(std::string(problem_code(SetupProblem::TooManyCheckers)) + " at " +
                             square_text(king));
        }
        if (checkers.size() == 2 && on_one_line(checkers[0], checkers[1], king)) {
            problems.add(SetupProblem::ImpossibleCheck);
            checks.push_back(std::string(problem_code(SetupProblem::ImpossibleCheck)) + " at " +
                             square_text(king));
        }
    }

    if (warnings) {
        *warnings = std::move(on_back_rank);
        for (auto* more : {&too_many_pawns, &checks})
            warnings->insert(warnings->end(), more->begin(), more->end());
    }
    return problems;
}

bool waivable(SetupProblem p) {
    return p == SetupProblem::PawnOnBackRank || p == SetupProblem::TooManyPawns ||
           p == SetupProblem::TooManyCheckers || p == SetupProblem::ImpossibleCheck;
}

}  // namespace

Result<Position, SetupProblems> Position::from_setup(const Setup& setup) {
    const SetupProblems problems = setup_problems(setup, nullptr);
    if (!problems.empty()) return problems;
    return Position(setup);
}

Result<Position, SetupProblems> Position::from_setup_lenient(const Setup& setup,
                                                             std::vector<std::string>& warnings) {
    warnings.clear();
    std::vector<std::string> waived;
    const SetupProblems problems = setup_problems(setup, &waived);
    SetupProblems fatal;
    for (int i = 0; i < kSetupProblemCount; ++i) {
        const auto p = static_cast<SetupProblem>(i);
        if (problems.has(p) && !waivable(p)) fatal.add(p);
    }
    if (!fatal.empty()) return fatal;
    warnings = std::move(waived);
    return Position(setup);
}

// chess.setup.standard: the standard array, white to move.
Position Position::standard() {
    auto setup = parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    return from_setup(setup.value()).value();
}

}  // namespace arbiter::reference::chess

namespace arbiter::reference::chess {

// chess.chess960.setup (FIDE Laws, Guidelines II.2): the pawns as usual; white's pieces on rank 1
// with the bishops on squares of opposite colours and the king between the rooks; black's
// opposite white's. Scharnagl's numbering places, from `number`: the light-squared bishop
// (number % 4 -> b, d, f, h), the dark-squared one (next % 4 -> a, c, e, g), the queen (next % 6:
// the nth empty square), the knights (the last digit, 0-9: a pair among the five empty squares in
// the order 01 02 03 04 12 13 14 23 24 34), then rook, king, rook on the three squares left.
std::optional<Position> Position::chess960_start(int number) {
    if (number < 0 || number > 959) return std::nullopt;
    std::optional<PieceType> rank[kFileCount];
    int n = number;
    rank[(n % 4) * 2 + 1] = PieceType::Bishop;
    n /= 4;
    rank[(n % 4) * 2] = PieceType::Bishop;
    n /= 4;
    const auto place_on_empty = [&rank](int nth, PieceType type) {
        for (int file = 0; file < kFileCount; ++file) {
            if (rank[file]) continue;
            if (nth-- == 0) {
                rank[file] = type;
                return;
            }
        }
    };
    place_on_empty(n % 6, PieceType::Queen);
    n /= 6;
    constexpr int kKnightPairs[10][2] = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2},
                                         {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};
    // The second knight first: placing it does not move the first one's empty square.
    place_on_empty(kKnightPairs[n][1], PieceType::Knight);
    place_on_empty(kKnightPairs[n][0], PieceType::Knight);
    place_on_empty(0, PieceType::Rook);
    place_on_empty(0, PieceType::King);
    place_on_empty(0, PieceType::Rook);

    Setup setup;
    setup.chess960 = true;
    for (int file = 0; file < kFileCount; ++file) {
        for (Color c : {Color::White, Color::Black}) {
            setup.board[*Square::at(file, back_rank(c))] = Piece{c, *rank[file]};
            setup.board[*Square::at(file, pawn_start_rank(c))] = Piece{c, PieceType::Pawn};
            if (*rank[file] == PieceType::Rook) {
                const bool king_side = std::any_of(
                    rank, rank + file, [](const auto& p) { return p == PieceType::King; });
                setup.castling.set_rook(c, king_side ? Wing::King : Wing::Queen, file);
            }
        }
    }
    return from_setup(setup).value();
}

}  // namespace arbiter::reference::chess
