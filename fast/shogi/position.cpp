// Position: edits, make/unmake, Zobrist keys, SFEN, validity and the named setups.

#include "fast/shogi/position.h"

#include <cassert>
#include <cstring>
#include <initializer_list>

#include "fast/shogi/movegen.h"

namespace arbiter::fast::shogi {

namespace {

constexpr std::uint64_t splitmix(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

constexpr Zobrist build_zobrist() {
    Zobrist z{};
    std::uint64_t state = 0x5348'4F47'4921'2021ULL;
    for (auto& row : z.piece)
        for (auto& v : row) v = splitmix(state);
    for (auto& side : z.hand)
        for (auto& kind : side)
            for (auto& v : kind) v = splitmix(state);
    z.gote = splitmix(state);
    return z;
}

// SFEN hand order: R B G S N L P.
constexpr Kind kHandOrder[kHandKindCount] = {Rook, Bishop, Gold, Silver, Knight, Lance, Pawn};
// The pieces of one set (both sides) by unpromoted kind.
constexpr int kSetCount[kHandKindCount] = {18, 4, 4, 4, 4, 2, 2};

constexpr char kLetters[kKindCount] = {'P', 'L', 'N', 'S', 'G', 'B', 'R',
                                       'K', 'P', 'L', 'N', 'S', 'B', 'R'};

int kind_from_letter(char c) {  // uppercase letter -> unpromoted kind, -1 otherwise
    switch (c) {
    case 'P':
        return Pawn;
    case 'L':
        return Lance;
    case 'N':
        return Knight;
    case 'S':
        return Silver;
    case 'G':
        return Gold;
    case 'B':
        return Bishop;
    case 'R':
        return Rook;
    case 'K':
        return King;
    default:
        return -1;
    }
}
bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }
bool is_lower(char c) { return c >= 'a' && c <= 'z'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
char to_upper(char c) { return is_lower(c) ? static_cast<char>(c - 'a' + 'A') : c; }

bool parse_board(std::string_view t, Position& out) {
    int rank = 0;
    int file = kFileCount;  // files left to fill in this rank; the next square is file - 1
    bool pending = false;
    for (std::size_t i = 0; i < t.size(); ++i) {
        const char c = t[i];
        if (c == '/') {
            if (pending || file != 0 || rank == kRankCount - 1) return false;
            ++rank;
            file = kFileCount;
        } else if (c == '+') {
            if (pending) return false;
            pending = true;
        } else if (c >= '1' && c <= '9') {
            if (pending || c - '0' > file) return false;
            if (i > 0 && is_digit(t[i - 1])) return false;
            file -= c - '0';
        } else {
            const int k = kind_from_letter(to_upper(c));
            if (k < 0 || file == 0 || !(is_upper(c) || is_lower(c))) return false;
            Kind kind = static_cast<Kind>(k);
            if (pending) {
                if (!can_promote(kind)) return false;
                kind = promote(kind);
                pending = false;
            }
            out.put(make_square(file - 1, rank), make_piece(is_upper(c) ? Sente : Gote, kind));
            --file;
        }
    }
    return !pending && file == 0 && rank == kRankCount - 1;
}

bool parse_hands(std::string_view t, Position& out) {
    if (t == "-") return true;
    if (t.empty()) return false;
    // Repeated letters add up (`GGPP` is `2G2P`, docs/positions.md).
    int held[kSideCount][kHandKindCount] = {};
    std::size_t i = 0;
    while (i < t.size()) {
        int count = 1;
        if (is_digit(t[i])) {
            if (t[i] == '0') return false;
            count = 0;
            std::size_t digits = 0;
            while (i < t.size() && is_digit(t[i]) && digits < 3) {
                count = count * 10 + (t[i] - '0');
                ++i;
                ++digits;
            }
            if (count < 1 || count > kMaxHandCount) return false;
            if (i < t.size() && is_digit(t[i])) return false;
        }
        if (i >= t.size()) return false;
        const char c = t[i];
        const int k = kind_from_letter(to_upper(c));
        if (k < 0 || k >= kHandKindCount || !(is_upper(c) || is_lower(c))) return false;
        const Side side = is_upper(c) ? Sente : Gote;
        held[side][k] += count;
        if (held[side][k] > kMaxHandCount) return false;
        out.set_hand(side, static_cast<Kind>(k), held[side][k]);
        ++i;
    }
    return true;
}

struct NamedSfen {
    std::string_view name;
    std::string_view sfen;
};
// shogi.setup.standard and shogi.setup.handicap (docs/rules.md): the handicap giver is gote and
// moves first; "left" is the giver's left, the lance on 1a.
constexpr NamedSfen kNamed[] = {
    {"startpos", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"},
    {"lance", "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"bishop", "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"rook", "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"rook-lance", "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"2-piece", "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"3-piece", "lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"4-piece", "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"6-piece", "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"3-pawns", "4k4/9/9/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w 3p 1"},
};

}  // namespace

constinit const Zobrist kZobrist = build_zobrist();

std::string_view parse_error_code(ParseError e) {
    switch (e) {
    case ParseError::None:
        return "none";
    case ParseError::Empty:
        return "empty";
    case ParseError::TooLong:
        return "too_long";
    case ParseError::FieldCount:
        return "bad_field_count";
    case ParseError::Board:
        return "bad_board";
    case ParseError::SideToMove:
        return "bad_side_to_move";
    case ParseError::Hands:
        return "bad_hands";
    case ParseError::MoveNumber:
        return "bad_move_number";
    }
    return "bad_sfen";
}

std::string_view problem_code(Problem p) {
    switch (p) {
    case TooManyKings:
        return "too_many_kings";
    case MissingKing:
        return "missing_king";
    case UnmovablePiece:
        return "unmovable_piece";
    case Nifu:
        return "nifu";
    case TooManyPieces:
        return "too_many_pieces";
    case OppositeCheck:
        return "opposite_check";
    }
    return "invalid";
}

void Position::clear() {
    std::memset(board_, 0, sizeof board_);
    for (auto& b : by_side_) b = 0;
    for (auto& b : by_kind_) b = 0;
    std::memset(hand_, 0, sizeof hand_);
    king_[Sente] = king_[Gote] = kNoSquare;
    stm_ = Sente;
    move_number_ = 1;
    key_ = 0;
    for (int s = 0; s < kSideCount; ++s)
        for (int k = 0; k < kHandKindCount; ++k) key_ ^= kZobrist.hand[s][k][0];
}

void Position::put(Square s, Piece p) {
    if (board_[s] != kNoPiece) remove(s);
    board_[s] = p;
    by_side_[side_of(p)] |= bit(s);
    by_kind_[kind_of(p)] |= bit(s);
    if (kind_of(p) == King) king_[side_of(p)] = s;
    key_ ^= kZobrist.piece[p][s];
}

void Position::remove(Square s) {
    const Piece p = board_[s];
    if (p == kNoPiece) return;
    board_[s] = kNoPiece;
    by_side_[side_of(p)] &= ~bit(s);
    by_kind_[kind_of(p)] &= ~bit(s);
    if (kind_of(p) == King && king_[side_of(p)] == s) {
        const Bitboard other = pieces(side_of(p), King);
        king_[side_of(p)] = other ? lsb(other) : kNoSquare;
    }
    key_ ^= kZobrist.piece[p][s];
}

void Position::set_hand(Side s, Kind k, int count) {
    key_ ^= kZobrist.hand[s][k][hand_[s][k]];
    hand_[s][k] = static_cast<std::uint8_t>(count);
    key_ ^= kZobrist.hand[s][k][hand_[s][k]];
}

void Position::set_side_to_move(Side s) {
    if (s != stm_) key_ ^= kZobrist.gote;
    stm_ = s;
}

Undo Position::make(Move m) {
    const Side us = stm_;
    const Square to = move_to(m);
    Undo u{kNoPiece, key_};
    std::uint64_t key = key_ ^ kZobrist.gote;
    if (is_drop(m)) {
        const Kind k = drop_kind(m);
        const Piece p = make_piece(us, k);
        key ^= kZobrist.hand[us][k][hand_[us][k]];
        --hand_[us][k];
        key ^= kZobrist.hand[us][k][hand_[us][k]] ^ kZobrist.piece[p][to];
        board_[to] = p;
        by_side_[us] |= bit(to);
        by_kind_[k] |= bit(to);
    } else {
        const Square from = move_from(m);
        const Piece p = board_[from];
        const Piece cap = board_[to];
        if (cap != kNoPiece) {
            const Kind ck = kind_of(cap);
            by_side_[~us] ^= bit(to);
            by_kind_[ck] ^= bit(to);
            key ^= kZobrist.piece[cap][to];
            if (ck == King) {
                // Only in an invalid setup (the side not to move in check); a king goes to no hand.
                king_[~us] = kNoSquare;
            } else {
                const Kind hk = unpromote(ck);
                key ^= kZobrist.hand[us][hk][hand_[us][hk]];
                ++hand_[us][hk];
                key ^= kZobrist.hand[us][hk][hand_[us][hk]];
            }
            u.captured = cap;
        }
        const Kind k = kind_of(p);
        const Piece np = is_promotion(m) ? make_piece(us, promote(k)) : p;
        board_[from] = kNoPiece;
        board_[to] = np;
        by_side_[us] ^= bit(from) | bit(to);
        by_kind_[k] ^= bit(from);
        by_kind_[kind_of(np)] ^= bit(to);
        key ^= kZobrist.piece[p][from] ^ kZobrist.piece[np][to];
        if (k == King) king_[us] = to;
    }
    key_ = key;
    stm_ = ~us;
    ++move_number_;
    assert(invariants_hold());
    return u;
}

void Position::unmake(Move m, const Undo& u) {
    const Side us = ~stm_;
    const Square to = move_to(m);
    if (is_drop(m)) {
        const Kind k = drop_kind(m);
        board_[to] = kNoPiece;
        by_side_[us] ^= bit(to);
        by_kind_[k] ^= bit(to);
        ++hand_[us][k];
    } else {
        const Square from = move_from(m);
        const Piece np = board_[to];
        const Piece p = is_promotion(m) ? make_piece(us, unpromote(kind_of(np))) : np;
        board_[to] = u.captured;
        board_[from] = p;
        by_side_[us] ^= bit(from) | bit(to);
        by_kind_[kind_of(np)] ^= bit(to);
        by_kind_[kind_of(p)] ^= bit(from);
        if (kind_of(p) == King) king_[us] = from;
        if (u.captured != kNoPiece) {
            const Kind ck = kind_of(u.captured);
            by_side_[~us] |= bit(to);
            by_kind_[ck] |= bit(to);
            if (ck == King) {
                king_[~us] = to;
            } else {
                --hand_[us][unpromote(ck)];
            }
        }
    }
    key_ = u.key;
    stm_ = us;
    --move_number_;
    assert(invariants_hold());
}

std::uint64_t Position::compute_key() const {
    std::uint64_t key = stm_ == Gote ? kZobrist.gote : 0;
    for (Square s = 0; s < kSquareCount; ++s) {
        if (board_[s] != kNoPiece) key ^= kZobrist.piece[board_[s]][s];
    }
    for (int s = 0; s < kSideCount; ++s)
        for (int k = 0; k < kHandKindCount; ++k) key ^= kZobrist.hand[s][k][hand_[s][k]];
    return key;
}

bool Position::invariants_hold() const {
    // I1
    for (const Bitboard b : by_side_)
        if (b & ~kBoardMask) return false;
    for (const Bitboard b : by_kind_)
        if (b & ~kBoardMask) return false;
    // I2
    if (by_side_[Sente] & by_side_[Gote]) return false;
    Bitboard kinds = 0;
    for (int k = 0; k < kKindCount; ++k) {
        if (kinds & by_kind_[k]) return false;  // I3 disjoint
        kinds |= by_kind_[k];
    }
    if (kinds != occupied()) return false;
    for (Square s = 0; s < kSquareCount; ++s) {
        const Piece p = board_[s];
        if (p == kNoPiece) {
            if (test(occupied(), s)) return false;
            continue;
        }
        if ((p & 15) < 1 || (p & 15) > kKindCount || (p >> 4) > 1) return false;
        if (!test(by_side_[side_of(p)], s) || !test(by_kind_[kind_of(p)], s)) return false;
    }
    // I4
    for (const Side s : {Sente, Gote}) {
        const Bitboard kings = pieces(s, King);
        if (popcount(kings) > 1) return false;
        if (kings ? king_[s] != lsb(kings) : king_[s] != kNoSquare) return false;
    }
    // I5
    for (const auto& h : hand_)
        for (const auto n : h)
            if (n > kMaxHandCount) return false;
    // I6
    return key_ == compute_key();
}

bool operator==(const Position& a, const Position& b) {
    return std::memcmp(a.board_, b.board_, sizeof a.board_) == 0 &&
           std::memcmp(a.hand_, b.hand_, sizeof a.hand_) == 0 && a.stm_ == b.stm_ &&
           a.move_number_ == b.move_number_;
}

Position Position::rotated() const {
    Position r;
    for (Square s = 0; s < kSquareCount; ++s) {
        if (board_[s] != kNoPiece)
            r.put(rotate(s), make_piece(~side_of(board_[s]), kind_of(board_[s])));
    }
    for (const Side s : {Sente, Gote})
        for (int k = 0; k < kHandKindCount; ++k) r.set_hand(~s, static_cast<Kind>(k), hand_[s][k]);
    r.set_side_to_move(~stm_);
    r.move_number_ = move_number_;
    return r;
}

ParseError Position::parse_sfen(std::string_view text, Position& out) {
    if (text.empty()) return ParseError::Empty;
    if (text.size() > kMaxSfenLength) return ParseError::TooLong;
    std::string_view fields[4];
    int count = 0;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i == text.size() || text[i] == ' ') {
            if (count == 4) return ParseError::FieldCount;
            fields[count++] = text.substr(start, i - start);
            start = i + 1;
        }
    }
    if (count != 4) return ParseError::FieldCount;
    Position p;
    if (!parse_board(fields[0], p)) return ParseError::Board;
    if (fields[1] == "b") {
        p.set_side_to_move(Sente);
    } else if (fields[1] == "w") {
        p.set_side_to_move(Gote);
    } else {
        return ParseError::SideToMove;
    }
    if (!parse_hands(fields[2], p)) return ParseError::Hands;
    const std::string_view number = fields[3];
    if (number.empty()) return ParseError::MoveNumber;
    std::uint64_t value = 0;
    for (const char c : number) {
        if (!is_digit(c)) return ParseError::MoveNumber;
        value = value * 10 + static_cast<std::uint64_t>(c - '0');
        if (value > kMaxMoveNumber) return ParseError::MoveNumber;
    }
    if (value < 1) return ParseError::MoveNumber;
    p.move_number_ = static_cast<std::uint32_t>(value);
    out = p;
    return ParseError::None;
}

std::uint32_t Position::problems() const {
    std::uint32_t out = 0;
    int material[kHandKindCount] = {};
    for (Square s = 0; s < kSquareCount; ++s) {
        const Piece p = board_[s];
        if (p == kNoPiece || kind_of(p) == King) continue;
        const Kind k = kind_of(p);
        ++material[unpromote(k)];
        if (k < kHandKindCount && !test(kTables.move_ok[side_of(p)][k], s))
            out |= 1u << UnmovablePiece;
    }
    for (const Side side : {Sente, Gote}) {
        for (int k = 0; k < kHandKindCount; ++k) material[k] += hand_[side][k];
        const Bitboard pawns = pieces(side, Pawn);
        for (int f = 0; f < kFileCount; ++f) {
            if (popcount(pawns & file_mask(f)) > 1) out |= 1u << Nifu;
        }
        if (popcount(pieces(side, King)) > 1) out |= 1u << TooManyKings;
    }
    if (!pieces(King)) out |= 1u << MissingKing;
    for (int k = 0; k < kHandKindCount; ++k) {
        if (material[k] > kSetCount[k]) out |= 1u << TooManyPieces;
    }
    Bitboard waiting = pieces(~stm_, King);
    while (waiting) {
        if (attackers_to(*this, stm_, pop_lsb(waiting), occupied())) out |= 1u << OppositeCheck;
    }
    return out;
}

int Position::write_sfen(char* buf) const {
    int n = 0;
    for (int rank = 0; rank < kRankCount; ++rank) {
        int empty = 0;
        for (int file = kFileCount - 1; file >= 0; --file) {
            const Piece p = board_[make_square(file, rank)];
            if (p == kNoPiece) {
                ++empty;
                continue;
            }
            if (empty > 0) buf[n++] = static_cast<char>('0' + empty);
            empty = 0;
            if (is_promoted(kind_of(p))) buf[n++] = '+';
            const char letter = kLetters[kind_of(p)];
            buf[n++] = side_of(p) == Sente ? letter : static_cast<char>(letter - 'A' + 'a');
        }
        if (empty > 0) buf[n++] = static_cast<char>('0' + empty);
        if (rank < kRankCount - 1) buf[n++] = '/';
    }
    buf[n++] = ' ';
    buf[n++] = stm_ == Sente ? 'b' : 'w';
    buf[n++] = ' ';
    const int hands_start = n;
    for (const Side side : {Sente, Gote}) {
        for (const Kind k : kHandOrder) {
            const int c = hand_[side][k];
            if (c == 0) continue;
            if (c >= 10) buf[n++] = static_cast<char>('0' + c / 10);
            if (c > 1) buf[n++] = static_cast<char>('0' + c % 10);
            const char letter = kLetters[k];
            buf[n++] = side == Sente ? letter : static_cast<char>(letter - 'A' + 'a');
        }
    }
    if (n == hands_start) buf[n++] = '-';
    buf[n++] = ' ';
    char digits[12];
    int d = 0;
    std::uint32_t number = move_number_;
    do {
        digits[d++] = static_cast<char>('0' + number % 10);
        number /= 10;
    } while (number > 0);
    while (d > 0) buf[n++] = digits[--d];
    return n;
}

std::string Position::sfen() const {
    char buf[kSfenBufferSize];
    const int n = write_sfen(buf);
    return std::string(buf, static_cast<std::size_t>(n));
}

bool Position::named(std::string_view name, Position& out) {
    for (const auto& entry : kNamed) {
        if (entry.name == name) return parse_sfen(entry.sfen, out) == ParseError::None;
    }
    return false;
}

const std::array<std::string_view, 10>& Position::named_names() {
    static constexpr std::array<std::string_view, 10> kNames = {
        kNamed[0].name, kNamed[1].name, kNamed[2].name, kNamed[3].name, kNamed[4].name,
        kNamed[5].name, kNamed[6].name, kNamed[7].name, kNamed[8].name, kNamed[9].name};
    return kNames;
}

}  // namespace arbiter::fast::shogi
