// Position text (SFEN, named setups) and USI move text.

#include "fast/shogi/notation.h"

#include "fast/shogi/movegen.h"

namespace arbiter::fast::shogi {

namespace {

constexpr char kDropLetters[kHandKindCount] = {'P', 'L', 'N', 'S', 'G', 'B', 'R'};

bool read_square(char file, char rank, Square& out) {
    if (file < '1' || file > '9' || rank < 'a' || rank > 'i') return false;
    out = make_square(file - '1', rank - 'a');
    return true;
}

// The board of a named setup or an SFEN into `pos`, its validity problems not yet looked at;
// the error when the text is neither.
std::optional<PositionError> read_board(std::string_view text, Position& pos) {
    if (Position::named(text, pos)) return std::nullopt;
    const ParseError e = Position::parse_sfen(text, pos);
    if (e == ParseError::None) return std::nullopt;
    return PositionError{{std::string(parse_error_code(e))},
                         "invalid SFEN: " + std::string(parse_error_code(e))};
}

// The error that names each of `problems` (bits by Problem), in Problem order.
PositionError problems_error(std::uint32_t problems) {
    PositionError error;
    error.message = "invalid SFEN (shogi.sfen):";
    for (int p = 0; p < kProblemCount; ++p) {
        if (!((problems >> p) & 1u)) continue;
        error.codes.emplace_back(problem_code(static_cast<Problem>(p)));
        error.message += " " + error.codes.back();
    }
    return error;
}

}  // namespace

int write_move(Move m, char* buf) {
    int n = 0;
    const Square to = move_to(m);
    if (is_drop(m)) {
        buf[n++] = kDropLetters[drop_kind(m)];
        buf[n++] = '*';
    } else {
        const Square from = move_from(m);
        buf[n++] = static_cast<char>('1' + file_of(from));
        buf[n++] = static_cast<char>('a' + rank_of(from));
    }
    buf[n++] = static_cast<char>('1' + file_of(to));
    buf[n++] = static_cast<char>('a' + rank_of(to));
    if (is_promotion(m)) buf[n++] = '+';
    return n;
}

std::string print_move(Move m) {
    char buf[8];
    const int n = write_move(m, buf);
    return std::string(buf, static_cast<std::size_t>(n));
}

std::optional<ParsedMove> parse_move(std::string_view text) {
    ParsedMove out;
    if ((text.size() == 4 || (text.size() == 5 && text[4] == '+')) && text[1] != '*') {
        Square from = 0;
        Square to = 0;
        if (!read_square(text[0], text[1], from) || !read_square(text[2], text[3], to))
            return std::nullopt;
        out.move = make_move(from, to, text.size() == 5);
        return out;
    }
    std::string_view rest = text;
    bool unplayable = false;
    bool promoted_kind = false;
    if (!rest.empty() && rest.front() == '+') {
        promoted_kind = true;
        rest.remove_prefix(1);
    }
    if (!rest.empty() && rest.back() == '+') {
        unplayable = true;
        rest.remove_suffix(1);
    }
    if (rest.size() != 4 || rest[1] != '*') return std::nullopt;
    int kind = -1;
    for (int k = 0; k < kHandKindCount; ++k) {
        if (kDropLetters[k] == rest[0]) kind = k;
    }
    if (kind < 0) {
        // A king drop is well formed but never playable.
        if (rest[0] != 'K' || promoted_kind) return std::nullopt;
        unplayable = true;
        kind = Pawn;
    }
    if (promoted_kind && !can_promote(static_cast<Kind>(kind))) return std::nullopt;
    Square to = 0;
    if (!read_square(rest[2], rest[3], to)) return std::nullopt;
    out.move = make_drop(static_cast<Kind>(kind), to);
    out.unplayable = unplayable || promoted_kind;
    return out;
}

std::optional<Move> find_legal(const Position& pos, const ParsedMove& move) {
    if (move.unplayable || !is_legal(pos, move.move)) return std::nullopt;
    return move.move;
}

Result<Position, PositionError> parse_position(std::string_view text) {
    Position pos;
    if (auto error = read_board(text, pos)) return *error;
    if (const std::uint32_t problems = pos.problems()) return problems_error(problems);
    return pos;
}

Result<Position, PositionError> parse_position_lenient(std::string_view text,
                                                       std::vector<std::string>& warnings) {
    warnings.clear();
    constexpr std::uint32_t kWaivable = 1u << UnmovablePiece | 1u << Nifu;
    Position pos;
    if (auto error = read_board(text, pos)) return *error;
    const std::uint32_t problems = pos.problems();
    if (const std::uint32_t fatal = problems & ~kWaivable) return problems_error(fatal);
    if (problems == 0) return pos;
    const auto square_name = [](Square s) {
        return std::string{static_cast<char>('1' + file_of(s)),
                           static_cast<char>('a' + rank_of(s))};
    };
    for (Square s = 0; s < kSquareCount; ++s) {
        const Piece p = pos.at(s);
        if (p == kNoPiece || kind_of(p) >= kHandKindCount) continue;
        if (test(kTables.move_ok[side_of(p)][kind_of(p)], s)) continue;
        warnings.push_back("unmovable_piece at " + square_name(s));
    }
    for (const Side side : {Sente, Gote}) {
        for (int f = 0; f < kFileCount; ++f) {
            if (popcount(pos.pieces(side, Pawn) & file_mask(f)) < 2) continue;
            warnings.push_back(std::string("nifu (") + (side == Sente ? "sente" : "gote") +
                               ", file " + std::to_string(f + 1) + ")");
        }
    }
    return pos;
}

std::string print_position(const Position& pos) { return pos.sfen(); }

}  // namespace arbiter::fast::shogi
