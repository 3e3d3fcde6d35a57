// chess.castling and its four conditions; chess.chess960.castling (FIDE Laws, Guidelines II) where
// the position is one of Chess960. Standard castling is Chess960 castling with the king on e1/e8
// and the rooks on the a- and h-files: both are written once here, the king and rook found from
// the castling rights (each right names its rook's file, setup.h).

#include <algorithm>
#include <cstdlib>

#include "reference/chess/rules.h"

namespace arbiter::reference::chess {

namespace {
constexpr int kKingFile = 4;  // e-file: where the king stands in standard chess
int rook_file(Wing w) { return w == Wing::King ? 7 : 0; }
int king_target_file(Wing w) { return w == Wing::King ? 6 : 2; }  // g, c
int rook_target_file(Wing w) { return w == Wing::King ? 5 : 3; }  // f, d

// The king of `c` on its back rank, if it stands there.
std::optional<Square> back_rank_king(const Board& board, Color c) {
    for (int file = 0; file < kFileCount; ++file) {
        const Square sq = *Square::at(file, back_rank(c));
        if (board[sq] == Piece{c, PieceType::King}) return sq;
    }
    return std::nullopt;
}

// The squares strictly between files a and b on `rank`, and b itself: a line walked from a to b.
std::vector<Square> walk(int rank, int from_file, int to_file) {
    std::vector<Square> out;
    const int step = to_file > from_file ? 1 : -1;
    for (int file = from_file; file != to_file;) {
        file += step;
        out.push_back(*Square::at(file, rank));
    }
    return out;
}
}  // namespace

Move castling_move(Color c, Wing w) {
    return Move{*Square::at(kKingFile, back_rank(c)),
                *Square::at(king_target_file(w), back_rank(c)), std::nullopt};
}
Square castling_rook_from(Color c, Wing w) { return *Square::at(rook_file(w), back_rank(c)); }
Square castling_rook_to(Color c, Wing w) { return *Square::at(rook_target_file(w), back_rank(c)); }
Square castling_king_to(Color c, Wing w) { return *Square::at(king_target_file(w), back_rank(c)); }

Square castling_rook_from(const Position& pos, Color c, Wing w) {
    if (!pos.castling().has(c, w)) return castling_rook_from(c, w);
    return *Square::at(pos.castling().rook_file(c, w), back_rank(c));
}

// chess.castling (standard chess): written as the king's two-square move, e1g1. In Chess960
// (chess.chess960.castling): written as the king taking its own castling rook, b1a1 or g1h1, the
// one form that no other move has (UCI_Chess960; docs/notation.md).
Move castling_move(const Position& pos, Wing w) {
    const Color us = pos.side_to_move();
    if (!pos.setup().chess960) return castling_move(us, w);
    const Square king = back_rank_king(pos.board(), us).value_or(castling_move(us, w).from);
    return Move{king, castling_rook_from(pos, us, w), std::nullopt};
}

// chess.castling: the king moves two squares along its back rank toward a rook, and that rook goes
// to the square the king crossed. Written as the king's move: e1g1, e1c1, e8g8, e8c8. Any such
// move of the king from its original square is a castling, governed by the castling rules (so
// with no rook left in that corner it breaks chess.castling.rights: the right is gone).
// chess.chess960.castling: the king "taking" a rook of its own on its back rank is a castling
// toward that rook's side, governed by the same rules (with another rook than the castling one,
// or none with a right, it breaks chess.castling.rights).
std::optional<Wing> castling_wing(const Position& pos, const Move& move) {
    const Color us = pos.side_to_move();
    const Board& board = pos.board();
    if (board[move.from] != Piece{us, PieceType::King}) return std::nullopt;
    if (pos.setup().chess960) {
        if (move.from.rank() != back_rank(us) || move.to.rank() != back_rank(us))
            return std::nullopt;
        if (board[move.to] != Piece{us, PieceType::Rook}) return std::nullopt;
        return move.to.file() > move.from.file() ? Wing::King : Wing::Queen;
    }
    for (Wing w : {Wing::King, Wing::Queen}) {
        const Move castle = castling_move(us, w);
        if (move.from == castle.from && move.to == castle.to) return w;
    }
    return std::nullopt;
}

std::vector<Square> castling_obstacles(const Position& pos, Wing wing) {
    const Color us = pos.side_to_move();
    const Board& board = pos.board();
    const int rank = back_rank(us);
    std::vector<Square> out;
    if (!pos.setup().chess960) {
        // chess.castling.blocked: every square between the king and the rook is empty.
        for (Square sq : walk(rank, kKingFile, rook_file(wing))) {
            if (sq.file() != rook_file(wing) && board[sq]) out.push_back(sq);
        }
        return out;
    }
    // chess.chess960.castling.blocked: every square from the king to its destination and from the
    // rook to its destination, the destinations included, is empty apart from that king and rook.
    const auto king = back_rank_king(board, us);
    if (!king) return out;
    const Square rook = castling_rook_from(pos, us, wing);
    std::vector<Square> path = walk(rank, king->file(), king_target_file(wing));
    for (Square sq : walk(rank, rook.file(), rook_target_file(wing))) path.push_back(sq);
    std::sort(path.begin(), path.end(), [](Square a, Square b) { return a.index() < b.index(); });
    path.erase(std::unique(path.begin(), path.end()), path.end());
    for (Square sq : path) {
        if (sq != *king && sq != rook && board[sq]) out.push_back(sq);
    }
    return out;
}

std::vector<Square> castling_king_path(const Position& pos, Wing wing) {
    const Color us = pos.side_to_move();
    const int rank = back_rank(us);
    const auto king = pos.setup().chess960 ? back_rank_king(pos.board(), us)
                                           : std::optional<Square>(castling_move(us, wing).from);
    if (!king) return {};
    // The squares the king crosses and lands on (none beyond its own when it stays put).
    return walk(rank, king->file(), king_target_file(wing));
}

Board castling_lifted_board(const Position& pos, Wing wing) {
    // The king and the castling rook lifted: a square is judged as the king meets it during the
    // castling, with the rook no longer shielding it (Chess960: a rook on b1 may stand between an
    // enemy on a1 and the king's square c1). In standard chess this changes no attack.
    const Color us = pos.side_to_move();
    Board board = pos.board();
    if (const auto king = back_rank_king(board, us)) board[*king].reset();
    const Square rook = castling_rook_from(pos, us, wing);
    if (board[rook] == Piece{us, PieceType::Rook}) board[rook].reset();
    return board;
}

std::optional<RuleId> first_broken_castling_rule(const Position& pos, Wing wing) {
    const Color us = pos.side_to_move();

    // chess.castling.rights: not once the king or that rook has moved (the right is then lost).
    if (!pos.castling().has(us, wing)) return RuleId::CastlingRights;

    // chess.castling.blocked (chess.chess960.castling.blocked): the squares in the way are empty.
    if (!castling_obstacles(pos, wing).empty()) {
        return pos.setup().chess960 ? RuleId::Chess960CastlingBlocked : RuleId::CastlingBlocked;
    }

    // chess.castling.in-check: not while the king is attacked.
    const Color them = opponent(us);
    if (in_check(pos)) return RuleId::CastlingInCheck;

    // chess.castling.through-check: the king may not cross or land on an attacked square
    // (the rook, and b1/b8 on the queen's side, may be attacked).
    const Board lifted = castling_lifted_board(pos, wing);
    for (Square sq : castling_king_path(pos, wing)) {
        if (is_attacked(lifted, sq, them)) return RuleId::CastlingThroughCheck;
    }
    return std::nullopt;
}

}  // namespace arbiter::reference::chess
