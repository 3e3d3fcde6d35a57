// SAN for fast/chess: a forward scanner over the text, candidate origins from the leaper tables and
// the squares between (record_notation.h), and a king-safety test per candidate when a line through
// the king holds an enemy slider.

#include "fast/chess/record_notation.h"

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

// The shapes most SAN texts have, read straight from their length: "e4", "Nf3", "exd5", "Nxe5",
// "Nbd7", "R1e2", "Nbxd7", "R1xe2", each with at most one '+' or '#'. Fills `p` exactly as scan()
// would; false (with `p` partly written) for anything else, which scan() then reads.
inline bool scan_common(std::string_view s, Parsed& p) {
    std::size_t n = s.size();
    if (n < 2 || n > 6) return false;
    const char* c = s.data();
    if (c[n - 1] == '+' || c[n - 1] == '#') --n;
    if (n < 2 || !rank_char(c[n - 1]) || !file_char(c[n - 2])) return false;
    p.to = make_square(c[n - 2] - 'a', c[n - 1] - '1');
    if (n == 2) return true;  // a pawn push
    if (n == 4 && c[1] == 'x' && file_char(c[0])) {
        p.from_file = c[0] - 'a';  // a pawn capture
        return true;
    }
    const int pc = piece_of(c[0]);
    if (pc < 0) return false;
    p.piece = static_cast<PieceType>(pc);
    if (n == 3 || (n == 4 && c[1] == 'x')) return true;
    if (n == 5 && c[2] != 'x') return false;
    if (n != 4 && n != 5) return false;
    if (file_char(c[1])) {
        p.from_file = c[1] - 'a';
    } else if (rank_char(c[1])) {
        p.from_rank = c[1] - '1';
    } else {
        return false;
    }
    return true;
}

// The enemy sliders of kind `sliders` (rook/queen or bishop/queen, on lines `rays` of `sq`) that
// see `sq` on the board `occ`. Tested by the squares between: no slider attack table is read
// (the 800 KB rook table misses the cache on every move of a game database; the 32 KB between
// table stays in it), and only the few enemy sliders on a line through `sq` cost anything.
inline bool slider_sees(Bitboard sliders, Square sq, Bitboard occ) {
    for (Bitboard b = sliders; b;) {
        if (!(between(sq, pop_lsb(b)) & occ)) return true;
    }
    return false;
}

// Whether the square `sq` of `us` (its king, or where its king goes) is attacked once the board
// is `occ` and the enemy pieces outside `gone` (a captured piece) remain.
inline bool attacked(const Position& pos, Color us, Square sq, Bitboard occ, Bitboard gone) {
    const Color them = ~us;
    const Bitboard theirs = pos.pieces(them) & ~gone;
    if ((knight_attacks(sq) & pos.pieces(Knight) & theirs) ||
        (pawn_attacks(us, sq) & pos.pieces(Pawn) & theirs) ||
        (king_attacks(sq) & pos.pieces(King) & theirs))
        return true;
    const Bitboard queens = pos.pieces(Queen);
    const Bitboard rq = (pos.pieces(Rook) | queens) & theirs & rook_rays(sq);
    const Bitboard bq = (pos.pieces(Bishop) | queens) & theirs & bishop_rays(sq);
    return slider_sees(rq | bq, sq, occ);
}

// The pieces of `pieces` that see `to` along a line of `rays` on the board `occ` (the origins of
// a slider move to `to`).
inline Bitboard seeing(Bitboard pieces, Square to, Bitboard occ) {
    Bitboard seen = 0;
    for (Bitboard b = pieces; b;) {
        const Square s = pop_lsb(b);
        if (!(between(s, to) & occ)) seen |= bit(s);
    }
    return seen;
}

// The origins in `within` from which a piece of type `pt` of the side to move could legally move
// to `to` (pawns excluded: their origins follow from the text). `to` holds no piece of ours.
inline Bitboard legal_origins(const Position& pos, PieceType pt, Square to, Bitboard within) {
    const Color us = pos.side_to_move();
    const Bitboard occ = pos.pieces();
    const Bitboard ours = pos.pieces(us, pt) & within;
    Bitboard from;
    switch (pt) {
    case Knight:
        from = knight_attacks(to) & ours;
        break;
    case Bishop:
        from = seeing(bishop_rays(to) & ours, to, occ);
        break;
    case Rook:
        from = seeing(rook_rays(to) & ours, to, occ);
        break;
    case Queen:
        from = seeing((bishop_rays(to) | rook_rays(to)) & ours, to, occ);
        break;
    case King: {
        from = king_attacks(to) & ours;
        if (from && attacked(pos, us, to, occ ^ from, bit(to))) from = 0;
        return from;
    }
    default:
        return 0;
    }
    if (!from) return 0;
    // A move of a piece other than the king is illegal only when it leaves a check standing or
    // uncovers one: a leaper checker not captured, or a slider on a line through the king whose
    // squares between are empty after the move.
    const Square ksq = pos.king_square(us);
    const Color them = ~us;
    const Bitboard theirs = pos.pieces(them) & ~bit(to);
    if ((knight_attacks(ksq) & pos.pieces(Knight) & theirs) ||
        (pawn_attacks(us, ksq) & pos.pieces(Pawn) & theirs))
        return 0;
    const Bitboard queens = pos.pieces(Queen);
    const Bitboard lines = ((pos.pieces(Rook) | queens) & theirs & rook_rays(ksq)) |
                           ((pos.pieces(Bishop) | queens) & theirs & bishop_rays(ksq));
    if (!lines) return from;  // no enemy slider on a line through the king: every origin is legal
    Bitboard legal = 0;
    for (Bitboard b = from; b;) {
        const Square s = pop_lsb(b);
        const Bitboard after = (occ ^ bit(s)) | bit(to);
        if (!slider_sees(lines, ksq, after)) legal |= bit(s);
    }
    return legal;
}

bool castling_legal(const Position& pos, bool queen_side) {
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
        if (attacked(pos, us, e + k * step, occ, 0)) return false;
    }
    return true;
}

bool refuse(SanErrorKind& error, SanErrorKind kind) {
    error = kind;
    return false;
}
bool accept(Move& move, Move m) {
    move = m;
    return true;
}

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

bool resolve_san(const Position& pos, std::string_view text, Move& move, SanErrorKind& error) {
    Parsed p;
    if (!scan_common(text, p)) {
        p = Parsed{};
        if (!scan(text, p)) return refuse(error, SanErrorKind::Malformed);
    }
    const Color us = pos.side_to_move();
    if (p.castle && pos.chess960()) {
        // chess.chess960.castling: O-O / O-O-O name the castling toward the king's or the queen's
        // side, whatever squares king and rook start from (the generator judges it).
        MoveList list;
        generate_legal(pos, list);
        for (const Move m : list)
            if (m.kind() == MoveKind::Castling && (m.to() < m.from()) == p.queen_side)
                return accept(move, m);
        return refuse(error, SanErrorKind::Illegal);
    }
    if (p.castle) {
        if (!castling_legal(pos, p.queen_side)) return refuse(error, SanErrorKind::Illegal);
        const Square e = us == White ? make_square(4, 0) : make_square(4, 7);
        return accept(move, Move(e, p.queen_side ? e - 2 : e + 2, MoveKind::Castling));
    }
    const Square to = p.to;
    if (pos.pieces(us) & bit(to)) return refuse(error, SanErrorKind::Illegal);
    Bitboard mask = ~Bitboard{0};
    if (p.from_file >= 0) mask &= file_bb(p.from_file);
    if (p.from_rank >= 0) mask &= rank_bb(p.from_rank);

    if (p.piece != Pawn) {
        if (p.has_promotion) return refuse(error, SanErrorKind::Illegal);
        const Bitboard from = legal_origins(pos, p.piece, to, mask);
        if (!from) return refuse(error, SanErrorKind::Illegal);
        if (more_than_one(from)) return refuse(error, SanErrorKind::Ambiguous);
        return accept(move, Move(lsb(from), to));
    }

    // Pawns: the origin follows from the target and the file named.
    const int up = us == White ? 8 : -8;
    const Bitboard pawns = pos.pieces(us, Pawn);
    const Bitboard occ = pos.pieces();
    const int last_rank = us == White ? 7 : 0;
    const bool promotes = rank_of(to) == last_rank;
    if (promotes != p.has_promotion) return refuse(error, SanErrorKind::Illegal);
    if (p.has_promotion && p.promotion == King) return refuse(error, SanErrorKind::Illegal);
    Square from = kNoSquare;
    MoveKind kind = promotes ? MoveKind::Promotion : MoveKind::Normal;
    Bitboard gone = bit(to);  // the captured piece, if any
    if (p.from_file < 0 || p.from_file == file_of(to)) {
        if (occ & bit(to)) return refuse(error, SanErrorKind::Illegal);
        const Square one = to - up;
        if (one < 0 || one >= kSquareCount) return refuse(error, SanErrorKind::Illegal);
        if (pawns & bit(one)) {
            from = one;
        } else if (!(occ & bit(one)) && rank_of(to) == (us == White ? 3 : 4) &&
                   (pawns & bit(one - up))) {
            from = one - up;
        }
    } else {
        const int df = p.from_file - file_of(to);
        if (df != 1 && df != -1) return refuse(error, SanErrorKind::Illegal);
        const Square origin = to - up + df;
        if (origin < 0 || origin >= kSquareCount || !(pawns & bit(origin)))
            return refuse(error, SanErrorKind::Illegal);
        if (pos.pieces(~us) & bit(to)) {
            from = origin;
        } else if (to == pos.en_passant()) {
            from = origin;
            kind = MoveKind::EnPassant;
            gone = bit(to - up);
        }
    }
    if (from == kNoSquare || !(mask & bit(from))) return refuse(error, SanErrorKind::Illegal);
    const Bitboard after = (occ ^ bit(from) ^ (gone & ~bit(to))) | bit(to);
    if (attacked(pos, us, pos.king_square(us), after, gone))
        return refuse(error, SanErrorKind::Illegal);
    return accept(move, kind == MoveKind::Promotion ? Move(from, to, kind, p.promotion)
                                                    : Move(from, to, kind));
}

Result<Move, SanError> parse_san(const Position& pos, std::string_view text) {
    Move move;
    SanErrorKind error = SanErrorKind::Malformed;
    if (resolve_san(pos, text, move, error)) return move;
    return SanError{error};
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
            const Bitboard others = legal_origins(pos, pt, to, ~bit(from));
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
