#include "fast/chess/position.h"

namespace arbiter::fast::chess {

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
    return "unknown_problem";
}

namespace {
// The same words as the reference's refusal (docs/positions.md: one refusal, one wording).
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
    for (int i = 0; i < kSetupProblemCount; ++i)
        if (has(static_cast<SetupProblem>(i)))
            out.push_back(problem_code(static_cast<SetupProblem>(i)));
    return out;
}

std::string SetupProblems::message() const {
    std::string out = "invalid position (chess.fen):";
    for (int i = 0; i < kSetupProblemCount; ++i) {
        const auto p = static_cast<SetupProblem>(i);
        if (!has(p)) continue;
        out += ' ';
        out += problem_code(p);
        out += " (";
        out += problem_text(p);
        out += ");";
    }
    if (out.back() == ';') out.pop_back();
    return out;
}

Bitboard Position::attackers_to(Square s, Color by, Bitboard occ) const {
    const SliderTables& T = slider_tables();
    return ((pawn_attacks(~by, s) & by_type_[Pawn]) | (knight_attacks(s) & by_type_[Knight]) |
            (king_attacks(s) & by_type_[King]) |
            (T.rook_attacks(s, occ) & (by_type_[Rook] | by_type_[Queen])) |
            (T.bishop_attacks(s, occ) & (by_type_[Bishop] | by_type_[Queen]))) &
           by_color_[by];
}

namespace {

struct CastlingSpec {
    std::uint8_t right;
    Square king;
    Square rook;
    Color color;
};
constexpr CastlingSpec kCastlingSpecs[4] = {
    {kWhiteKingSide, make_square(4, 0), make_square(7, 0), White},
    {kWhiteQueenSide, make_square(4, 0), make_square(0, 0), White},
    {kBlackKingSide, make_square(4, 7), make_square(7, 7), Black},
    {kBlackQueenSide, make_square(4, 7), make_square(0, 7), Black},
};

}  // namespace

Result<Position, SetupProblems> Position::from_setup(const Setup& s, SetupProblems waived) {
    SetupProblems problems;
    Position pos;
    for (Square sq = 0; sq < kSquareCount; ++sq) {
        const Piece p = s.board[sq];
        if (p == kNoPiece) continue;
        if (type_of(p) >= kPieceTypeCount || color_of(p) >= kColorCount) {
            problems.add(SetupProblem::TooManyPieces);  // unreachable from parse_fen
            continue;
        }
        pos.put(p, sq);
    }
    for (Color c : {White, Black}) {
        const int kings = popcount(pos.pieces(c, King));
        if (kings == 0) problems.add(SetupProblem::MissingKing);
        if (kings > 1) problems.add(SetupProblem::TooManyKings);
        if (popcount(pos.pieces(c, Pawn)) > 8) problems.add(SetupProblem::TooManyPawns);
        if (popcount(pos.pieces(c)) > 16) problems.add(SetupProblem::TooManyPieces);
    }
    if (pos.pieces(Pawn) & (kRank1 | kRank8)) problems.add(SetupProblem::PawnOnBackRank);
    // Castling rights: standard chess needs the king on e1/e8 and the rook in its corner; Chess960
    // the king anywhere on its back rank and the right's rook on that rank on the right's side of
    // it (FIDE Laws, Guidelines II.2: the king between the rooks).
    std::uint16_t rooks = Position::kStandardRooks;
    for (int i = 0; i < 4; ++i) {
        const CastlingSpec& spec = kCastlingSpecs[i];
        if (!(s.castling & spec.right)) continue;
        const int file = s.castling_files[static_cast<std::size_t>(i)];
        bool ok = file >= 0 && file < kFileCount;
        if (ok && s.chess960) {
            // Any king on the back rank on the right's side of the rook will do: with two kings
            // (too_many_kings) the right is judged as the reference judges it, by either king.
            const Square rook = make_square(file, rank_of(spec.rook));
            const Bitboard kings = pos.pieces(spec.color, King) & rank_bb(rank_of(spec.king));
            const Bitboard below = bit(rook) - 1, above = ~below & ~bit(rook);
            ok = s.board[rook] == make_piece(spec.color, Rook) &&
                 (kings & (spec.right & (kWhiteKingSide | kBlackKingSide) ? below : above));
            const int shift = 3 * i;
            rooks = static_cast<std::uint16_t>((rooks & ~(7u << shift)) |
                                               (static_cast<unsigned>(file) << shift));
        } else if (ok) {
            ok = s.board[spec.king] == make_piece(spec.color, King) &&
                 s.board[spec.rook] == make_piece(spec.color, Rook) && file == file_of(spec.rook);
        }
        if (!ok) problems.add(SetupProblem::CastlingWithoutKingOrRook);
    }
    if (s.chess960) rooks |= Position::kChess960Bit;
    const Color us = s.side_to_move, them = ~us;
    const bool kings_ok =
        popcount(pos.pieces(White, King)) == 1 && popcount(pos.pieces(Black, King)) == 1;
    if (kings_ok && pos.attackers_to(pos.king_square(them), us, pos.pieces()))
        problems.add(SetupProblem::OppositeCheck);
    // Checks no move can give (python-chess, shakmaty): more than two checkers, or two on one
    // line with the king.
    if (kings_ok) {
        const Square k = pos.king_square(us);
        Bitboard checkers = pos.attackers_to(k, them, pos.pieces());
        if (popcount(checkers) > 2) {
            problems.add(SetupProblem::TooManyCheckers);
        } else if (popcount(checkers) == 2) {
            const Square a = pop_lsb(checkers), b = lsb(checkers);
            const auto same = [](int x, int y, int z) { return x == y && y == z; };
            const auto f = [](Square sq) { return file_of(sq); };
            const auto r = [](Square sq) { return rank_of(sq); };
            if (same(f(a), f(b), f(k)) || same(r(a), r(b), r(k)) ||
                same(f(a) - r(a), f(b) - r(b), f(k) - r(k)) ||
                same(f(a) + r(a), f(b) + r(b), f(k) + r(k)))
                problems.add(SetupProblem::ImpossibleCheck);
        }
    }
    bool keep_ep = false;
    if (s.en_passant != kNoSquare) {
        // The pawn that just double-pushed stands in front of the square (seen from `them`), the
        // square itself and the one the pawn came from are empty, and the square is on the
        // mover's sixth rank.
        const Square ep = s.en_passant;
        const int up = us == White ? 8 : -8;
        const bool rank_ok = rank_of(ep) == (us == White ? 5 : 2);
        if (!rank_ok || s.board[ep - up] != make_piece(them, Pawn) || s.board[ep] != kNoPiece ||
            s.board[ep + up] != kNoPiece) {
            problems.add(SetupProblem::ImpossibleEnPassant);
        } else {
            keep_ep = true;
        }
    }
    if (!problems.without(waived).empty()) return problems;

    pos.side_ = us;
    pos.castling_ = s.castling;
    pos.rooks_ = rooks;
    pos.halfmove_ = s.halfmove_clock;
    pos.fullmove_ = s.fullmove_number == 0 ? 1 : s.fullmove_number;
    // Keep the square only when a legal capture exists (the "possibility" FIDE 9.2.3 compares).
    if (keep_ep && (pawn_attacks(them, s.en_passant) & pos.pieces(us, Pawn)) &&
        (us == White ? pos.ep_capture_legal<White>(s.en_passant)
                     : pos.ep_capture_legal<Black>(s.en_passant)))
        pos.ep_ = static_cast<std::uint8_t>(s.en_passant);
    pos.hash_ = pos.compute_hash();
    return pos;
}

Result<Position, SetupProblems> Position::from_setup_lenient(const Setup& s,
                                                             std::vector<std::string>& warnings) {
    warnings.clear();
    SetupProblems waivable;
    for (SetupProblem p : {SetupProblem::PawnOnBackRank, SetupProblem::TooManyPawns,
                           SetupProblem::TooManyCheckers, SetupProblem::ImpossibleCheck})
        waivable.add(p);
    auto pos = from_setup(s, waivable);
    if (!pos) {
        auto strict = pos.error().without(waivable);
        if (strict.empty()) return pos;  // a piece code parse_fen never makes
        return strict;
    }
    auto strict = from_setup(s);
    if (strict) return pos;
    const auto name = [](Square sq) {
        return std::string{static_cast<char>('a' + file_of(sq)),
                           static_cast<char>('1' + rank_of(sq))};
    };
    Bitboard back = pos.value().pieces(Pawn) & (kRank1 | kRank8);
    while (back) warnings.push_back("pawn_on_back_rank at " + name(pop_lsb(back)));
    for (Color c : {White, Black}) {
        const int n = popcount(pos.value().pieces(c, Pawn));
        if (n > 8)
            warnings.push_back(std::string("too_many_pawns (") + (c == White ? "white" : "black") +
                               ": " + std::to_string(n) + ")");
    }
    const std::string king = name(pos.value().king_square(s.side_to_move));
    if (strict.error().has(SetupProblem::TooManyCheckers))
        warnings.push_back("too_many_checkers at " + king);
    if (strict.error().has(SetupProblem::ImpossibleCheck))
        warnings.push_back("impossible_check at " + king);
    return pos;
}

Position Position::startpos() {
    Setup s;
    constexpr PieceType back[8] = {Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook};
    for (int f = 0; f < kFileCount; ++f) {
        s.board[make_square(f, 0)] = make_piece(White, back[f]);
        s.board[make_square(f, 1)] = make_piece(White, Pawn);
        s.board[make_square(f, 6)] = make_piece(Black, Pawn);
        s.board[make_square(f, 7)] = make_piece(Black, back[f]);
    }
    s.castling = kAllCastling;
    return from_setup(s).value();
}

// chess.chess960.setup (FIDE Laws, Guidelines II.2): the pawns as usual, white's pieces on rank 1
// with the bishops on squares of opposite colours and the king between the rooks, black's
// opposite. Scharnagl's numbering: number % 4 puts the light-squared bishop on b, d, f or h; the
// next quotient % 4 the dark-squared one on a, c, e or g; the next % 6 the queen on that empty
// square (counted from a); the rest (0-9) the two knights on a pair of the five empty squares left
// (01 02 03 04 12 13 14 23 24 34); rook, king, rook fill the last three from the a-side.
std::optional<Position> Position::chess960_start(int number) {
    if (number < 0 || number > 959) return std::nullopt;
    PieceType rank[kFileCount];
    bool taken[kFileCount] = {};
    const auto place = [&](int file, PieceType t) {
        rank[file] = t;
        taken[file] = true;
    };
    // The file of the nth (from 0) empty square.
    const auto nth_empty = [&](int nth) {
        for (int file = 0; file < kFileCount; ++file)
            if (!taken[file] && nth-- == 0) return file;
        return -1;  // unreachable: there are always enough empty squares
    };
    int n = number;
    place(2 * (n % 4) + 1, Bishop);
    n /= 4;
    place(2 * (n % 4), Bishop);
    n /= 4;
    place(nth_empty(n % 6), Queen);
    n /= 6;
    static constexpr int kKnights[10][2] = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2},
                                            {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};
    const int first = nth_empty(kKnights[n][0]), second = nth_empty(kKnights[n][1]);
    place(first, Knight);
    place(second, Knight);
    const int queen_rook = nth_empty(0);
    place(queen_rook, Rook);
    place(nth_empty(0), King);
    const int king_rook = nth_empty(0);
    place(king_rook, Rook);

    Setup s;
    s.chess960 = true;
    for (int f = 0; f < kFileCount; ++f) {
        s.board[make_square(f, 0)] = make_piece(White, rank[f]);
        s.board[make_square(f, 1)] = make_piece(White, Pawn);
        s.board[make_square(f, 6)] = make_piece(Black, Pawn);
        s.board[make_square(f, 7)] = make_piece(Black, rank[f]);
    }
    s.castling = kAllCastling;
    s.castling_files = {static_cast<std::int8_t>(king_rook), static_cast<std::int8_t>(queen_rook),
                        static_cast<std::int8_t>(king_rook), static_cast<std::int8_t>(queen_rook)};
    auto pos = from_setup(s);
    if (!pos) return std::nullopt;  // unreachable: every start position is valid
    return pos.value();
}

Setup Position::to_setup() const {
    Setup s;
    s.board = board_;
    s.side_to_move = side_;
    s.castling = castling_;
    s.chess960 = chess960();
    for (int i = 0; i < 4; ++i)
        if (castling_ >> i & 1)
            s.castling_files[static_cast<std::size_t>(i)] =
                static_cast<std::int8_t>(file_of(castling_rook(i)));
    s.en_passant = ep_;
    s.halfmove_clock = halfmove_;
    s.fullmove_number = fullmove_;
    return s;
}

std::uint64_t Position::compute_hash() const {
    const zobrist::Keys& K = zobrist::kKeys;
    std::uint64_t h = 0;
    for (Square s = 0; s < kSquareCount; ++s)
        if (board_[s] != kNoPiece) h ^= K.piece[board_[s]][s];
    h ^= K.castling[castling_];
    if (ep_ != kNoSquare) h ^= K.en_passant[file_of(ep_)];
    if (side_ == Black) h ^= K.side;
    return h;
}

bool Position::invariants_hold() const {
    // I1, I2
    if (by_color_[White] & by_color_[Black]) return false;
    Bitboard all = 0;
    for (int t = 0; t < kPieceTypeCount; ++t) {
        if (all & by_type_[t]) return false;
        all |= by_type_[t];
    }
    if (all != pieces()) return false;
    // I3
    for (Square s = 0; s < kSquareCount; ++s) {
        const Piece p = board_[s];
        if (p == kNoPiece) {
            if (all & bit(s)) return false;
        } else if (type_of(p) >= kPieceTypeCount || color_of(p) >= kColorCount ||
                   !(by_type_[type_of(p)] & by_color_[color_of(p)] & bit(s))) {
            return false;
        }
    }
    // I4
    if (popcount(pieces(White, King)) != 1 || popcount(pieces(Black, King)) != 1) return false;
    // I5
    if (castling_ & ~kAllCastling) return false;
    for (int i = 0; i < 4; ++i) {
        const CastlingSpec& spec = kCastlingSpecs[i];
        if (!(castling_ & spec.right)) continue;
        const Square rook = castling_rook(i);
        if (board_[rook] != make_piece(spec.color, Rook)) return false;
        if (chess960()) {
            const Square king = king_square(spec.color);
            if (rank_of(king) != rank_of(rook) ||
                (spec.right & (kWhiteKingSide | kBlackKingSide) ? rook < king : rook > king))
                return false;
        } else if (board_[spec.king] != make_piece(spec.color, King) || rook != spec.rook) {
            return false;
        }
    }
    // I6
    if (ep_ != kNoSquare) {
        const int up = side_ == White ? 8 : -8;
        if (ep_ >= kSquareCount || rank_of(ep_) != (side_ == White ? 5 : 2)) return false;
        if (board_[ep_ - up] != make_piece(~side_, Pawn) || board_[ep_] != kNoPiece) return false;
        const bool legal =
            side_ == White ? ep_capture_legal<White>(ep_) : ep_capture_legal<Black>(ep_);
        if (!(pawn_attacks(~side_, ep_) & pieces(side_, Pawn)) || !legal) return false;
    }
    // I7
    if (attackers_to(king_square(~side_), side_, pieces())) return false;
    // I8
    return hash_ == compute_hash();
}

}  // namespace arbiter::fast::chess
