// SAN for fast/chess: a forward scanner over the text, candidate origins from the attack tables of
// the target square, and a king-safety test per candidate (san.h).

#include "fast/chess/san.h"

#include "fast/chess/movegen.h"

namespace arbiter::fast::chess {

namespace {

constexpr std::size_t kMaxSanText = 16;  // the reference's limit too

// The parts of a SAN text. from_file/from_rank are -1 when not given; promotion is Pawn when no
// promotion letter is given, King or Pawn letters are kept as King (never legal).
struct Parsed {
    bool castle = false;
    bool queen_side = false;
    PieceType piece = Pawn;
    int from_file = -1;
    int from_rank = -1;
    Square to = 0;
    bool has_promotion = false;
    PieceType promotion = Pawn;
};

constexpr bool file_char(char c) { return c >= 'a' && c <= 'h'; }
constexpr bool rank_char(char c) { return c >= '1' && c <= '8'; }

// Piece letters as SAN writes them (uppercase); -1 for anything else.
constexpr int piece_of(char c) {
    switch (c) {
    case 'N':
        return Knight;
    case 'B':
        return Bishop;
    case 'R':
        return Rook;
    case 'Q':
        return Queen;
    case 'K':
        return King;
    default:
        return -1;
    }
}

// A promotion letter in either case; P/p parse too (as King: well-formed, never legal).
constexpr int promotion_of(char c) {
    if (c == 'P' || c == 'p') return King;
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    return piece_of(c);
}

bool scan(std::string_view s, Parsed& p) {
    if (s.empty() || s.size() > kMaxSanText) return false;
    std::size_t n = s.size();
    // Trailing annotation: one or two of ! and ? (exactly the six glyphs ! ? !! ?? !? ?!).
    for (int k = 0; k < 2 && n > 0 && (s[n - 1] == '!' || s[n - 1] == '?'); ++k) --n;
    // Then one check mark: ++, + or #.
    if (n >= 2 && s[n - 1] == '+' && s[n - 2] == '+')
        n -= 2;
    else if (n >= 1 && (s[n - 1] == '+' || s[n - 1] == '#'))
        --n;
    const std::string_view core = s.substr(0, n);
    if (core.empty()) return false;
    if (core[0] == 'O' || core[0] == '0') {
        const char o = core[0];
        const char short_side[] = {o, '-', o}, long_side[] = {o, '-', o, '-', o};
        if (core == std::string_view(short_side, 3)) {
            p.castle = true;
            return true;
        }
        if (core == std::string_view(long_side, 5)) {
            p.castle = p.queen_side = true;
            return true;
        }
        return false;
    }
    std::size_t i = 0;
    if (const int pc = piece_of(core[0]); pc >= 0) {
        p.piece = static_cast<PieceType>(pc);
        i = 1;
    }
    // file? rank? (x|-)? file? rank?  then (=?letter)?
    int f1 = -1, r1 = -1, f2 = -1, r2 = -1;
    char sep = 0;
    if (i < n && file_char(core[i])) f1 = core[i++] - 'a';
    if (i < n && rank_char(core[i])) r1 = core[i++] - '1';
    if (i < n && (core[i] == 'x' || core[i] == '-')) sep = core[i++];
    // A second square only as a whole (a lone letter after the first square is a promotion
    // piece: "b8b" promotes to a bishop).
    if (i + 1 < n && file_char(core[i]) && rank_char(core[i + 1])) {
        f2 = core[i] - 'a';
        r2 = core[i + 1] - '1';
        i += 2;
    }
    if (f2 >= 0) {
        p.from_file = f1;
        p.from_rank = r1;
        p.to = make_square(f2, r2);
        if (sep == '-' && (f1 < 0 || r1 < 0)) return false;
    } else {
        if (sep != 0 || f1 < 0 || r1 < 0) return false;
        p.to = make_square(f1, r1);
    }
    if (i < n && core[i] == '=') {
        ++i;
        if (i >= n) return false;
    }
    if (i < n) {
        const int promo = promotion_of(core[i]);
        if (promo < 0) return false;
        p.has_promotion = true;
        p.promotion = static_cast<PieceType>(promo);
        ++i;
    }
    return i == n;
}

// Whether the king of `us` on `ksq` is attacked once the board is `occ` and the enemy pieces
// outside `gone` (a captured piece) remain.
inline bool attacked(const Position& pos, const SliderTables& T, Color us, Square ksq, Bitboard occ,
                     Bitboard gone) {
    const Color them = ~us;
    const Bitboard theirs = pos.pieces(them) & ~gone;
    const Bitboard rq = (pos.pieces(Rook) | pos.pieces(Queen)) & theirs;
    const Bitboard bq = (pos.pieces(Bishop) | pos.pieces(Queen)) & theirs;
    return (knight_attacks(ksq) & pos.pieces(Knight) & theirs) ||
           (pawn_attacks(us, ksq) & pos.pieces(Pawn) & theirs) ||
           (king_attacks(ksq) & pos.pieces(King) & theirs) || (T.rook_attacks(ksq, occ) & rq) ||
           (T.bishop_attacks(ksq, occ) & bq);
}

// The origins from which a piece of type `pt` of the side to move could legally move to `to`
// (pawns excluded: their origins follow from the text). `to` holds no piece of ours.
Bitboard legal_origins(const Position& pos, const SliderTables& T, PieceType pt, Square to) {
    const Color us = pos.side_to_move();
    const Bitboard occ = pos.pieces();
    Bitboard from;
    switch (pt) {
    case Knight:
        from = knight_attacks(to);
        break;
    case Bishop:
        from = T.bishop_attacks(to, occ);
        break;
    case Rook:
        from = T.rook_attacks(to, occ);
        break;
    case Queen:
        from = T.bishop_attacks(to, occ) | T.rook_attacks(to, occ);
        break;
    case King:
        from = king_attacks(to);
        break;
    default:
        return 0;
    }
    from &= pos.pieces(us, pt);
    const Square ksq = pos.king_square(us);
    Bitboard legal = 0;
    for (Bitboard b = from; b;) {
        const Square s = pop_lsb(b);
        const Square king = pt == King ? to : ksq;
        const Bitboard after = (occ ^ bit(s)) | bit(to);
        if (!attacked(pos, T, us, king, after, bit(to))) legal |= bit(s);
    }
    return legal;
}

bool castling_legal(const Position& pos, const SliderTables& T, bool queen_side) {
    const Color us = pos.side_to_move();
    const std::uint8_t right = us == White ? (queen_side ? kWhiteQueenSide : kWhiteKingSide)
                                           : (queen_side ? kBlackQueenSide : kBlackKingSide);
    if (!(pos.castling() & right)) return false;
    const Square e = us == White ? make_square(4, 0) : make_square(4, 7);
    const Bitboard occ = pos.pieces();
    const Bitboard path =
        queen_side ? bit(e - 1) | bit(e - 2) | bit(e - 3) : bit(e + 1) | bit(e + 2);
    if (occ & path) return false;
    const int step = queen_side ? -1 : 1;
    // The king may not stand on, cross or reach an attacked square.
    for (int k = 0; k <= 2; ++k) {
        if (attacked(pos, T, us, e + k * step, occ, 0)) return false;
    }
    return true;
}

SanError fail(SanErrorKind kind) { return SanError{kind}; }

}  // namespace

std::string_view SanError::kind_name() const {
    switch (kind) {
    case SanErrorKind::Malformed:
        return "malformed";
    case SanErrorKind::Illegal:
        return "illegal";
    case SanErrorKind::Ambiguous:
        return "ambiguous";
    }
    return "malformed";
}

Result<Move, SanError> parse_san(const Position& pos, std::string_view text) {
    Parsed p;
    if (!scan(text, p)) return fail(SanErrorKind::Malformed);
    const SliderTables& T = slider_tables();
    const Color us = pos.side_to_move();
    if (p.castle) {
        if (!castling_legal(pos, T, p.queen_side)) return fail(SanErrorKind::Illegal);
        const Square e = us == White ? make_square(4, 0) : make_square(4, 7);
        return Move(e, p.queen_side ? e - 2 : e + 2, MoveKind::Castling);
    }
    const Square to = p.to;
    if (pos.pieces(us) & bit(to)) return fail(SanErrorKind::Illegal);
    Bitboard mask = ~Bitboard{0};
    if (p.from_file >= 0) mask &= file_bb(p.from_file);
    if (p.from_rank >= 0) mask &= rank_bb(p.from_rank);

    if (p.piece != Pawn) {
        if (p.has_promotion) return fail(SanErrorKind::Illegal);
        const Bitboard from = legal_origins(pos, T, p.piece, to) & mask;
        if (!from) return fail(SanErrorKind::Illegal);
        if (more_than_one(from)) return fail(SanErrorKind::Ambiguous);
        return Move(lsb(from), to);
    }

    // Pawns: the origin follows from the target and the file named.
    const int up = us == White ? 8 : -8;
    const Bitboard pawns = pos.pieces(us, Pawn);
    const Bitboard occ = pos.pieces();
    const int last_rank = us == White ? 7 : 0;
    const bool promotes = rank_of(to) == last_rank;
    if (promotes != p.has_promotion) return fail(SanErrorKind::Illegal);
    if (p.has_promotion && p.promotion == King) return fail(SanErrorKind::Illegal);
    Square from = kNoSquare;
    MoveKind kind = promotes ? MoveKind::Promotion : MoveKind::Normal;
    Bitboard gone = bit(to);  // the captured piece, if any
    if (p.from_file < 0 || p.from_file == file_of(to)) {
        if (occ & bit(to)) return fail(SanErrorKind::Illegal);
        const Square one = to - up;
        if (one < 0 || one >= kSquareCount) return fail(SanErrorKind::Illegal);
        if (pawns & bit(one)) {
            from = one;
        } else if (!(occ & bit(one)) && rank_of(to) == (us == White ? 3 : 4) &&
                   (pawns & bit(one - up))) {
            from = one - up;
        }
    } else {
        const int df = p.from_file - file_of(to);
        if (df != 1 && df != -1) return fail(SanErrorKind::Illegal);
        const Square origin = to - up + df;
        if (origin < 0 || origin >= kSquareCount || !(pawns & bit(origin)))
            return fail(SanErrorKind::Illegal);
        if (pos.pieces(~us) & bit(to)) {
            from = origin;
        } else if (to == pos.en_passant()) {
            from = origin;
            kind = MoveKind::EnPassant;
            gone = bit(to - up);
        }
    }
    if (from == kNoSquare || !(mask & bit(from))) return fail(SanErrorKind::Illegal);
    const Bitboard after = (occ ^ bit(from) ^ (gone & ~bit(to))) | bit(to);
    if (attacked(pos, T, us, pos.king_square(us), after, gone)) return fail(SanErrorKind::Illegal);
    return kind == MoveKind::Promotion ? Move(from, to, kind, p.promotion) : Move(from, to, kind);
}

int write_san(const Position& pos, Move m, char (&out)[kMaxSanLength + 1]) {
    int n = 0;
    const Square from = m.from(), to = m.to();
    constexpr char kLetters[] = "PNBRQK";
    if (m.kind() == MoveKind::Castling) {
        out[n++] = 'O';
        out[n++] = '-';
        out[n++] = 'O';
        if (to < from) {
            out[n++] = '-';
            out[n++] = 'O';
        }
    } else {
        const PieceType pt = type_of(pos.piece_on(from));
        const bool capture = m.kind() == MoveKind::EnPassant || pos.piece_on(to) != kNoPiece;
        if (pt == Pawn) {
            if (capture) out[n++] = static_cast<char>('a' + file_of(from));
        } else {
            out[n++] = kLetters[pt];
            // FIDE Appendix C.10: the other pieces of this kind that could legally go there
            // decide whether the file, the rank or both of the origin are written.
            const Bitboard others = legal_origins(pos, slider_tables(), pt, to) & ~bit(from);
            if (others) {
                if (!(others & file_bb(file_of(from)))) {
                    out[n++] = static_cast<char>('a' + file_of(from));
                } else if (!(others & rank_bb(rank_of(from)))) {
                    out[n++] = static_cast<char>('1' + rank_of(from));
                } else {
                    out[n++] = static_cast<char>('a' + file_of(from));
                    out[n++] = static_cast<char>('1' + rank_of(from));
                }
            }
        }
        if (capture) out[n++] = 'x';
        out[n++] = static_cast<char>('a' + file_of(to));
        out[n++] = static_cast<char>('1' + rank_of(to));
        if (m.kind() == MoveKind::Promotion) {
            out[n++] = '=';
            out[n++] = kLetters[m.promotion()];
        }
    }
    Position after = pos;
    after.make(m);
    if (after.in_check()) out[n++] = count_legal(after) == 0 ? '#' : '+';
    out[n] = '\0';
    return n;
}

std::string print_san(const Position& pos, Move m) {
    char buffer[kMaxSanLength + 1];
    const int n = write_san(pos, m, buffer);
    return std::string(buffer, static_cast<std::size_t>(n));
}

}  // namespace arbiter::fast::chess
