// Japanese (KIF, KI2) and CSA move text for the reference shogi (record_notation.h). The words that
// tell two pieces apart follow the JSA notation (日本将棋連盟「棋譜の表記方法」): 上 引 寄 first
// (how the piece moves), then 右 左 直 (where it stands, from the mover's side), then both.

#include "reference/shogi/record_notation.h"

#include <array>
#include <vector>

#include "reference/shogi/rules.h"

namespace arbiter::reference::shogi {

namespace {

constexpr std::array<std::string_view, kFileCount> kFullWidthDigits = {"１", "２", "３", "４", "５",
                                                                       "６", "７", "８", "９"};
constexpr std::array<std::string_view, kRankCount> kKanjiNumerals = {"一", "二", "三", "四", "五",
                                                                     "六", "七", "八", "九"};

struct PieceName {
    std::string_view text;
    PieceKind kind;
};
// Two-character names first, so that 成香 is not read as a promotion word.
constexpr PieceName kPieceNames[] = {
    {"成香", PieceKind::PromotedLance},
    {"成桂", PieceKind::PromotedKnight},
    {"成銀", PieceKind::PromotedSilver},
    {"歩", PieceKind::Pawn},
    {"香", PieceKind::Lance},
    {"桂", PieceKind::Knight},
    {"銀", PieceKind::Silver},
    {"金", PieceKind::Gold},
    {"角", PieceKind::Bishop},
    {"飛", PieceKind::Rook},
    {"玉", PieceKind::King},
    {"王", PieceKind::King},
    {"と", PieceKind::Tokin},
    {"杏", PieceKind::PromotedLance},   // one-character forms of some KI2 files
    {"圭", PieceKind::PromotedKnight},  //
    {"全", PieceKind::PromotedSilver},  //
    {"馬", PieceKind::Horse},
    {"龍", PieceKind::Dragon},
    {"竜", PieceKind::Dragon},
};

constexpr std::array<std::string_view, kPieceKindCount> kCsaNames = {
    "FU", "KY", "KE", "GI", "KI", "KA", "HI", "OU", "TO", "NY", "NK", "NG", "UM", "RY"};

bool take(std::string_view& s, std::string_view prefix) {
    if (s.substr(0, prefix.size()) != prefix) return false;
    s.remove_prefix(prefix.size());
    return true;
}

void trim(std::string_view& s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
}

// A file or rank number 1-9: an ASCII or full-width digit, or (ranks) a kanji numeral.
std::optional<int> take_number(std::string_view& s, bool kanji) {
    if (!s.empty() && s.front() >= '1' && s.front() <= '9') {
        const int n = s.front() - '0';
        s.remove_prefix(1);
        return n;
    }
    for (int i = 0; i < kFileCount; ++i)
        if (take(s, kFullWidthDigits[static_cast<std::size_t>(i)])) return i + 1;
    if (kanji) {
        for (int i = 0; i < kRankCount; ++i)
            if (take(s, kKanjiNumerals[static_cast<std::size_t>(i)])) return i + 1;
    }
    return std::nullopt;
}

// The words after the piece name.
struct Words {
    bool right = false;     // 右
    bool left = false;      // 左
    bool straight = false;  // 直
    bool up = false;        // 上 (also 行)
    bool sideways = false;  // 寄
    bool down = false;      // 引
    bool drop = false;      // 打
    bool promote = false;   // 成
    bool keep = false;      // 不成 (also 生)
    bool any_relative() const { return right || left || straight || up || sideways || down; }
};

struct ParsedText {
    std::optional<Side> side;
    bool same = false;  // 同
    Square to;
    PieceKind kind = PieceKind::Pawn;
    Words words;
    std::optional<Square> from;  // KIF's "(77)"
};

MoveTextProblem problem(std::string detail, std::optional<RuleId> rule = std::nullopt) {
    return MoveTextProblem{rule, std::move(detail)};
}

// No move text is longer (the longest, "▲同　成香左上不成(77)", takes 34 bytes).
constexpr std::size_t kMaxMoveTextBytes = 96;

Result<ParsedText, MoveTextProblem> read_text(std::string_view s) {
    ParsedText p;
    if (s.size() > kMaxMoveTextBytes) return problem("too long for a move");
    trim(s);
    if (take(s, "▲") || take(s, "☗")) {
        p.side = Side::Sente;
    } else if (take(s, "△") || take(s, "▽") || take(s, "☖")) {
        p.side = Side::Gote;
    }
    if (take(s, "同")) {
        p.same = true;
        while (take(s, "　") || take(s, " ")) {
        }
    } else {
        const auto file = take_number(s, false);
        const auto rank = file ? take_number(s, true) : std::nullopt;
        if (!file || !rank) return problem("no destination square (such as ７六 or 同)");
        p.to = Square{*file, *rank};
    }
    bool named = false;
    for (const PieceName& name : kPieceNames) {
        if (take(s, name.text)) {
            p.kind = name.kind;
            named = true;
            break;
        }
    }
    if (!named) return problem("no piece name (歩 香 桂 銀 金 角 飛 玉 と 成香 成桂 成銀 馬 龍)");
    for (;;) {
        bool* word = nullptr;
        Words& w = p.words;
        if (take(s, "不成") || take(s, "生")) {
            word = &w.keep;
        } else if (take(s, "成")) {
            word = &w.promote;
        } else if (take(s, "右")) {
            word = &w.right;
        } else if (take(s, "左")) {
            word = &w.left;
        } else if (take(s, "直")) {
            word = &w.straight;
        } else if (take(s, "上") || take(s, "行")) {
            word = &w.up;
        } else if (take(s, "寄")) {
            word = &w.sideways;
        } else if (take(s, "引")) {
            word = &w.down;
        } else if (take(s, "打")) {
            word = &w.drop;
        } else {
            break;
        }
        if (*word) return problem("a word written twice");
        *word = true;
    }
    const Words& w = p.words;
    if ((w.promote && w.keep) || (w.right && w.left) ||
        (static_cast<int>(w.up) + static_cast<int>(w.sideways) + static_cast<int>(w.down) > 1) ||
        (w.drop && (w.any_relative() || w.keep))) {
        return problem("contradictory words");
    }
    if (take(s, "(")) {
        if (s.size() < 3 || s[0] < '1' || s[0] > '9' || s[1] < '1' || s[1] > '9' || s[2] != ')')
            return problem("a from-square is two digits in parentheses, as (77)");
        p.from = Square{s[0] - '0', s[1] - '0'};
        s.remove_prefix(3);
        if (w.drop) return problem("a drop (打) has no from-square");
    }
    trim(s);
    if (!s.empty()) return problem("unexpected text after the move");
    return p;
}

std::string square_digits(Square s) {
    return std::string(1, static_cast<char>('0' + s.file)) +
           std::string(1, static_cast<char>('0' + s.rank));
}

// How a board move goes, seen from the mover: >0 forward (上), 0 sideways (寄), <0 back (引).
int vertical(Side mover, const BoardMove& m) { return (m.to.rank - m.from.rank) * forward(mover); }
// Larger is farther right as the mover sees the board (sente's right is file 1).
int rightness(Side mover, Square s) { return mover == Side::Sente ? -s.file : s.file; }

bool passes_motion(const Words& w, Side mover, const BoardMove& m) {
    const int v = vertical(mover, m);
    if (w.up && v <= 0) return false;
    if (w.down && v >= 0) return false;
    if (w.sideways && v != 0) return false;
    if (w.straight && !(v > 0 && m.from.file == m.to.file)) return false;
    return true;
}

// The board moves that pass the words: motion first, then 右/左 keep the pieces farthest to
// that side.
std::vector<BoardMove> filter(const std::vector<BoardMove>& moves, const Words& w, Side mover) {
    std::vector<BoardMove> kept;
    for (const BoardMove& m : moves)
        if (passes_motion(w, mover, m)) kept.push_back(m);
    if ((w.right || w.left) && !kept.empty()) {
        int best =
            w.right ? rightness(mover, kept.front().from) : -rightness(mover, kept.front().from);
        for (const BoardMove& m : kept)
            best = std::max(best, w.right ? rightness(mover, m.from) : -rightness(mover, m.from));
        std::vector<BoardMove> extreme;
        for (const BoardMove& m : kept)
            if ((w.right ? rightness(mover, m.from) : -rightness(mover, m.from)) == best)
                extreme.push_back(m);
        kept = std::move(extreme);
    }
    return kept;
}

// The legal board moves of `kind` of the side to move that reach `to`, with `promote` as given.
std::vector<BoardMove> legal_board_moves(const Position& position, PieceKind kind, Square to) {
    std::vector<BoardMove> out;
    for_each_legal_move(position, [&](const Move& move) {
        if (const auto* m = std::get_if<BoardMove>(&move)) {
            const auto& piece = position.board().at(m->from);
            if (m->to == to && piece && piece->kind == kind) out.push_back(*m);
        }
        return true;
    });
    return out;
}

std::string side_text(Side side) { return side == Side::Sente ? "sente" : "gote"; }

bool may_promote(const Position& position, const BoardMove& m) {
    const auto& piece = position.board().at(m.from);
    if (!piece || !can_promote(piece->kind)) return false;
    return !breaks_promotion_optional(position, BoardMove{m.from, m.to, true});
}

}  // namespace

std::string print_japanese_square(Square square) {
    if (!on_board(square)) return "?";
    return std::string(kFullWidthDigits[static_cast<std::size_t>(square.file - 1)]) +
           std::string(kKanjiNumerals[static_cast<std::size_t>(square.rank - 1)]);
}

std::string_view japanese_piece_name(PieceKind kind) {
    switch (kind) {
    case PieceKind::Pawn:
        return "歩";
    case PieceKind::Lance:
        return "香";
    case PieceKind::Knight:
        return "桂";
    case PieceKind::Silver:
        return "銀";
    case PieceKind::Gold:
        return "金";
    case PieceKind::Bishop:
        return "角";
    case PieceKind::Rook:
        return "飛";
    case PieceKind::King:
        return "玉";
    case PieceKind::Tokin:
        return "と";
    case PieceKind::PromotedLance:
        return "成香";
    case PieceKind::PromotedKnight:
        return "成桂";
    case PieceKind::PromotedSilver:
        return "成銀";
    case PieceKind::Horse:
        return "馬";
    case PieceKind::Dragon:
        return "龍";
    }
    return "?";
}

std::string_view csa_piece_name(PieceKind kind) {
    return kCsaNames[static_cast<std::size_t>(kind_index(kind))];
}

std::optional<PieceKind> csa_piece_kind(std::string_view name) {
    for (int i = 0; i < kPieceKindCount; ++i)
        if (kCsaNames[static_cast<std::size_t>(i)] == name) return static_cast<PieceKind>(i);
    return std::nullopt;
}

Result<Move, MoveTextProblem> parse_japanese_move(const Position& position, std::string_view text,
                                                  std::optional<Square> last_to) {
    auto read = read_text(text);
    if (!read) return read.error();
    const ParsedText& p = read.value();
    const Side mover = position.side_to_move();
    if (p.side && *p.side != mover) {
        return problem("the move is marked for " + side_text(*p.side) + ", but " +
                       side_text(mover) + " is to move");
    }
    Square to = p.to;
    if (p.same) {
        if (!last_to) return problem("同 (the square of the move before) with no move before");
        to = *last_to;
    }
    const std::string to_text = print_japanese_square(to);
    const std::string name(japanese_piece_name(p.kind));
    if (p.from) {
        const BoardMove m{*p.from, to, p.words.promote};
        const auto& piece = position.board().at(*p.from);
        if (piece && piece->side == mover && piece->kind != p.kind) {
            return problem("the piece on " + square_digits(*p.from) + " is " +
                           std::string(japanese_piece_name(piece->kind)) + ", not " + name);
        }
        if (auto broken = first_broken_rule(position, m)) {
            return problem(name + " " + square_digits(*p.from) + " to " + to_text + " breaks " +
                               std::string(rule_name(*broken)),
                           broken);
        }
        return Move{m};
    }
    const Drop drop{p.kind, to, p.words.promote};
    if (p.words.drop) {
        if (auto broken = first_broken_rule(position, drop)) {
            return problem("dropping " + name + " on " + to_text + " breaks " +
                               std::string(rule_name(*broken)),
                           broken);
        }
        return Move{drop};
    }
    // KI2: the piece is found by its kind, the words and the promotion.
    const std::vector<BoardMove> all = legal_board_moves(position, p.kind, to);
    std::vector<BoardMove> promotion_as_written;
    for (const BoardMove& m : all)
        if (m.promote == p.words.promote) promotion_as_written.push_back(m);
    // Tolerated: a promotion without 成 when only the promotion is legal (a forced one).
    if (promotion_as_written.empty() && !p.words.keep && !p.words.promote) {
        for (const BoardMove& m : all)
            if (m.promote) promotion_as_written.push_back(m);
    }
    const std::vector<BoardMove> kept = filter(promotion_as_written, p.words, mover);
    if (kept.size() == 1) return Move{kept.front()};
    if (kept.size() > 1) {
        return problem("ambiguous: " + std::to_string(kept.size()) + " of " + side_text(mover) +
                       "'s " + name + " reach " + to_text + " (右 左 直 上 引 寄 tell them apart)");
    }
    // No legal board move: a drop (KI2 writes 打 only when a board move could reach the square).
    if (all.empty() && !p.words.any_relative() && !p.words.keep && !p.words.promote &&
        is_hand_kind(p.kind) && position.hand(mover).of(p.kind) > 0 && !position.board().at(to)) {
        if (auto broken = first_broken_rule(position, drop)) {
            return problem("dropping " + name + " on " + to_text + " breaks " +
                               std::string(rule_name(*broken)),
                           broken);
        }
        return Move{drop};
    }
    // Name the rule when the words single out one piece that reaches the square.
    std::vector<BoardMove> reaching;
    for (int index = 0; index < kSquareCount; ++index) {
        const Square from = square_at(index);
        const auto& piece = position.board().at(from);
        if (!piece || piece->side != mover || piece->kind != p.kind) continue;
        if (!piece_reaches(position.board(), from, to)) continue;
        const auto& target = position.board().at(to);
        if (target && target->side == mover) continue;
        reaching.push_back(BoardMove{from, to, p.words.promote});
    }
    const std::vector<BoardMove> named = filter(reaching, p.words, mover);
    if (named.size() == 1) {
        if (auto broken = first_broken_rule(position, named.front())) {
            return problem(name + " " + square_digits(named.front().from) + " to " + to_text +
                               " breaks " + std::string(rule_name(*broken)),
                           broken);
        }
    }
    if (is_hand_kind(p.kind) && position.hand(mover).of(p.kind) > 0 && named.empty() &&
        !p.words.any_relative()) {
        if (auto broken = first_broken_rule(position, drop)) {
            return problem("dropping " + name + " on " + to_text + " breaks " +
                               std::string(rule_name(*broken)),
                           broken);
        }
    }
    return problem("no " + name + " of " + side_text(mover) + " can move to " + to_text +
                   " as written");
}

Result<Move, MoveTextProblem> parse_csa_move(const Position& position, std::string_view text) {
    std::string_view s = text;
    trim(s);
    if (s.size() != 7 || (s[0] != '+' && s[0] != '-'))
        return problem("a CSA move is a sign, four digits and a piece, as +7776FU");
    for (std::size_t i = 1; i <= 4; ++i)
        if (s[i] < '0' || s[i] > '9') return problem("a CSA square is two digits 1-9");
    const auto kind = csa_piece_kind(s.substr(5, 2));
    if (!kind) return problem("unknown CSA piece '" + std::string(s.substr(5, 2)) + "'");
    const Square to{s[3] - '0', s[4] - '0'};
    if (!on_board(to))
        return problem("the destination " + std::string(s.substr(3, 2)) + " is off the board");
    const Side side = s[0] == '+' ? Side::Sente : Side::Gote;
    const Side mover = position.side_to_move();
    if (side != mover) {
        return problem("a move of " + side_text(side) + ", but " + side_text(mover) +
                           " is to move (two moves in a row)",
                       RuleId::MoveOwnPiece);
    }
    if (s[1] == '0' && s[2] == '0') {
        const Drop drop{*kind, to, false};
        if (auto broken = first_broken_rule(position, drop)) {
            return problem("dropping " + std::string(s.substr(5, 2)) + " on " +
                               std::string(s.substr(3, 2)) + " breaks " +
                               std::string(rule_name(*broken)),
                           broken);
        }
        return Move{drop};
    }
    const Square from{s[1] - '0', s[2] - '0'};
    if (!on_board(from))
        return problem("the origin " + std::string(s.substr(1, 2)) + " is off the board");
    BoardMove m{from, to, false};
    const auto& piece = position.board().at(from);
    if (piece && piece->side == mover && piece->kind != *kind) {
        if (can_promote(piece->kind) && promoted(piece->kind) == *kind) {
            m.promote = true;
        } else {
            return problem("the piece on " + std::string(s.substr(1, 2)) + " is " +
                           std::string(csa_piece_name(piece->kind)) + ", not " +
                           std::string(s.substr(5, 2)));
        }
    }
    if (auto broken = first_broken_rule(position, m)) {
        return problem(std::string(s.substr(1)) + " breaks " + std::string(rule_name(*broken)),
                       broken);
    }
    return Move{m};
}

std::string print_kif_move(const Position& position, const Move& move,
                           std::optional<Square> last_to) {
    std::string out;
    if (const auto* drop = std::get_if<Drop>(&move)) {
        out = print_japanese_square(drop->to);
        out += japanese_piece_name(drop->kind);
        out += "打";
        return out;
    }
    const BoardMove& m = std::get<BoardMove>(move);
    const auto& piece = position.board().at(m.from);
    const PieceKind kind = piece ? piece->kind : PieceKind::Pawn;
    out = last_to && *last_to == m.to ? std::string("同　") : print_japanese_square(m.to);
    out += japanese_piece_name(kind);
    if (m.promote) {
        out += "成";
    } else if (may_promote(position, m)) {
        out += "不成";
    }
    out += '(';
    out += square_digits(m.from);
    out += ')';
    return out;
}

std::string print_ki2_move(const Position& position, const Move& move,
                           std::optional<Square> last_to) {
    const Side mover = position.side_to_move();
    std::string out = mover == Side::Sente ? "▲" : "△";
    if (const auto* drop = std::get_if<Drop>(&move)) {
        out +=
            last_to && *last_to == drop->to ? std::string("同") : print_japanese_square(drop->to);
        out += japanese_piece_name(drop->kind);
        if (!legal_board_moves(position, drop->kind, drop->to).empty()) out += "打";
        return out;
    }
    const BoardMove& m = std::get<BoardMove>(move);
    const auto& piece = position.board().at(m.from);
    const PieceKind kind = piece ? piece->kind : PieceKind::Pawn;
    out += last_to && *last_to == m.to ? std::string("同") : print_japanese_square(m.to);
    out += japanese_piece_name(kind);
    // One candidate per origin square.
    std::vector<BoardMove> others;
    for (const BoardMove& c : legal_board_moves(position, kind, m.to)) {
        if (c.promote != m.promote) continue;
        others.push_back(c);
    }
    const auto unique = [&](const Words& w) {
        const std::vector<BoardMove> kept = filter(others, w, mover);
        return kept.size() == 1 && kept.front().from == m.from;
    };
    if (others.size() > 1) {
        const int v = vertical(mover, m);
        Words motion;
        (v > 0 ? motion.up : v < 0 ? motion.down : motion.sideways) = true;
        Words straight;
        straight.straight = true;
        Words side;
        int right_most = rightness(mover, m.from), left_most = right_most;
        for (const BoardMove& c : others) {
            right_most = std::max(right_most, rightness(mover, c.from));
            left_most = std::min(left_most, rightness(mover, c.from));
        }
        (rightness(mover, m.from) == right_most ? side.right : side.left) = true;
        Words both_side = motion;  // the motion, then the side among those that move so
        {
            std::vector<BoardMove> moving;
            for (const BoardMove& c : others)
                if (passes_motion(motion, mover, c)) moving.push_back(c);
            int best = rightness(mover, m.from);
            for (const BoardMove& c : moving) best = std::max(best, rightness(mover, c.from));
            (rightness(mover, m.from) == best ? both_side.right : both_side.left) = true;
        }
        const bool dragon_or_horse = kind == PieceKind::Dragon || kind == PieceKind::Horse;
        if (unique(motion)) {
            out += motion.up ? "上" : motion.down ? "引" : "寄";
        } else if (!dragon_or_horse && unique(straight)) {
            out += "直";
        } else if (unique(side)) {
            out += side.right ? "右" : "左";
        } else {
            out += both_side.right ? "右" : "左";
            out += both_side.up ? "上" : both_side.down ? "引" : "寄";
        }
    }
    if (m.promote) {
        out += "成";
    } else if (may_promote(position, m)) {
        out += "不成";
    }
    return out;
}

std::string print_csa_move(const Position& position, const Move& move) {
    std::string out(1, position.side_to_move() == Side::Sente ? '+' : '-');
    if (const auto* drop = std::get_if<Drop>(&move)) {
        out += "00" + square_digits(drop->to);
        out += csa_piece_name(drop->kind);
        return out;
    }
    const BoardMove& m = std::get<BoardMove>(move);
    const auto& piece = position.board().at(m.from);
    const PieceKind kind = piece ? piece->kind : PieceKind::Pawn;
    out += square_digits(m.from) + square_digits(m.to);
    out += csa_piece_name(m.promote && can_promote(kind) ? promoted(kind) : kind);
    return out;
}

}  // namespace arbiter::reference::shogi
