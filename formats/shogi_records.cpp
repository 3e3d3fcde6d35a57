// Shogi record readers and writers (shogi_records.h): KIF/KI2 after Kakinoki's description of
// the formats (kakinoki.o.oo7.jp/kif_format.html), CSA after the CSA standard file format
// (V2.2, www2.computer-shogi.org/protocol/record_v22.html), USI position lines.

#include "formats/shogi_records.h"

#include <iconv.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <cstring>
#include <optional>

#include "core/quote.h"
#include "core/text.h"

namespace arbiter::formats {

namespace {

// ---- Text helpers ---------------------------------------------------------------------------

bool contains(std::string_view s, std::string_view p) {
    return s.find(p) != std::string_view::npos;
}

// Whether `s` begins with a UTF-8 byte order mark (three byte tests: this runs on every line).
bool starts_with_bom(std::string_view s) {
    return s.size() >= 3 && s[0] == '\xEF' && s[1] == '\xBB' && s[2] == '\xBF';
}

std::string_view trim_ascii(std::string_view s) {
    if (starts_with_bom(s)) s.remove_prefix(3);
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

// Leading ASCII and ideographic spaces removed.
std::string_view trim_front_all(std::string_view s) {
    for (;;) {
        if (!s.empty() && (s.front() == ' ' || s.front() == '\t')) {
            s.remove_prefix(1);
        } else if (s.starts_with("　")) {
            s.remove_prefix(3);
        } else {
            return s;
        }
    }
}

using core::line_at;
using core::TextLine;

// Whether a line begins with a UTF-8 byte order mark: the start of a file, so of a game, when files
// are concatenated ("cat a.kif b.kif").
bool starts_file(std::string_view line) { return starts_with_bom(line); }

// The start of the line after the one that holds `at` (text.size() when none): LF, CRLF and CR end
// lines as core::line_at says.
std::size_t line_after(std::string_view text, std::size_t at) {
    while (at < text.size() && text[at] != '\n' && text[at] != '\r') ++at;
    if (at >= text.size()) return text.size();
    return at + (text[at] == '\r' && at + 1 < text.size() && text[at + 1] == '\n' ? 2 : 1);
}

std::uint32_t column_of(std::string_view line, std::string_view part) {
    return static_cast<std::uint32_t>(part.data() - line.data()) + 1;
}

// A number of ASCII digits at the front (removed); -1 when none or too large.
int take_int(std::string_view& s) {
    std::size_t n = 0;
    while (n < s.size() && s[n] >= '0' && s[n] <= '9') ++n;
    if (n == 0 || n > 6) return -1;
    int v = 0;
    std::from_chars(s.data(), s.data() + n, v);
    s.remove_prefix(n);
    return v;
}

// ---- Pieces ----------------------------------------------------------------------------------

struct KanjiPiece {
    std::string_view kanji;
    std::string_view sfen;  // the sente letter, "+X" for a promoted piece
};
constexpr KanjiPiece kKanjiPieces[] = {
    {"歩", "P"},  {"香", "L"},  {"桂", "N"},  {"銀", "S"},  {"金", "G"},  {"角", "B"},
    {"飛", "R"},  {"玉", "K"},  {"王", "K"},  {"と", "+P"}, {"杏", "+L"}, {"圭", "+N"},
    {"全", "+S"}, {"馬", "+B"}, {"龍", "+R"}, {"竜", "+R"},
};

std::optional<std::string_view> take_kanji_piece(std::string_view& s) {
    for (const KanjiPiece& p : kKanjiPieces) {
        if (s.starts_with(p.kanji)) {
            s.remove_prefix(p.kanji.size());
            return p.sfen;
        }
    }
    return std::nullopt;
}

constexpr std::array<std::string_view, 10> kKanjiDigits = {"〇", "一", "二", "三", "四",
                                                           "五", "六", "七", "八", "九"};

// A kanji count 1..18 (一, 二, ..., 十, 十一, ...); 1 when none is written.
int take_kanji_count(std::string_view& s) {
    int n = 0;
    if (s.starts_with("十")) {
        s.remove_prefix(3);
        n = 10;
    }
    for (int d = 1; d <= 9; ++d) {
        if (s.starts_with(kKanjiDigits[static_cast<std::size_t>(d)])) {
            s.remove_prefix(3);
            return n + d;
        }
    }
    return n == 0 ? 1 : n;
}

// The hand order of SFEN: R B G S N L P.
constexpr std::string_view kHandOrder = "RBGSNLP";

struct Hands {
    std::array<int, 7> count[2]{};  // by kHandOrder, [0] sente [1] gote
    bool add(int side, char letter, int n) {
        const std::size_t k = kHandOrder.find(letter);
        if (k == std::string_view::npos || n < 0 || n > 18) return false;
        count[side][k] += n;
        return count[side][k] <= 18;
    }
};

std::string sfen_hands(const Hands& h) {
    std::string out;
    for (int side = 0; side < 2; ++side) {
        for (std::size_t k = 0; k < kHandOrder.size(); ++k) {
            const int n = h.count[side][k];
            if (n == 0) continue;
            if (n > 1) out += std::to_string(n);
            const char c = kHandOrder[k];
            out += side == 0 ? c : static_cast<char>(c - 'A' + 'a');
        }
    }
    return out.empty() ? "-" : out;
}

// board[rank][file index 0 = file 9]: "" empty, else the SFEN piece ("+p").
using SfenBoard = std::array<std::array<std::string, 9>, 9>;

std::string sfen_board(const SfenBoard& b) {
    std::string out;
    for (int r = 0; r < 9; ++r) {
        if (r > 0) out += '/';
        int empty = 0;
        for (int f = 0; f < 9; ++f) {
            const std::string& cell = b[static_cast<std::size_t>(r)][static_cast<std::size_t>(f)];
            if (cell.empty()) {
                ++empty;
                continue;
            }
            if (empty > 0) out += static_cast<char>('0' + empty);
            empty = 0;
            out += cell;
        }
        if (empty > 0) out += static_cast<char>('0' + empty);
    }
    return out;
}

std::string gote_letters(std::string_view sente) {
    std::string out(sente);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
}

// The named setups of docs/rules.md by their KIF 手合割 names.
struct Handicap {
    std::string_view kif;
    std::string_view name;
};
constexpr Handicap kHandicaps[] = {
    {"平手", "startpos"},    {"香落ち", "lance"},     {"角落ち", "bishop"},
    {"飛車落ち", "rook"},    {"飛落ち", "rook"},      {"飛香落ち", "rook-lance"},
    {"二枚落ち", "2-piece"}, {"三枚落ち", "3-piece"}, {"四枚落ち", "4-piece"},
    {"六枚落ち", "6-piece"}, {"歩三兵", "3-pawns"},
};

// ---- Endings ---------------------------------------------------------------------------------

// An ending word of a KIF move line: who wins relative to the side to move, and the rule the
// rules decide it by (empty when the rules cannot see it).
struct EndingWord {
    std::string_view word;
    int winner;  // 0 the side to move, 1 the other, -1 a draw, -2 unknown (中断)
    std::string_view claim;
};
constexpr EndingWord kKifEndings[] = {
    {"投了", 1, ""},
    {"詰み", 1, "shogi.checkmate"},
    {"千日手", -1, "shogi.sennichite"},
    {"持将棋", -1, "shogi.impasse"},
    {"反則勝ち", 0, "shogi.illegal-move"},
    {"反則負け", 1, ""},
    {"切れ負け", 1, ""},
    {"入玉勝ち", 0, "shogi.impasse"},
    {"中断", -2, ""},
    {"封じ手", -2, ""},
    {"不詰", -2, ""},
};
constexpr EndingWord kCsaEndings[] = {
    {"%TORYO", 1, ""},
    {"%TSUMI", 1, "shogi.checkmate"},
    {"%SENNICHITE", -1, "shogi.sennichite"},
    {"%JISHOGI", -1, "shogi.impasse"},
    {"%HIKIWAKE", -1, ""},
    {"%MAX_MOVES", -1, ""},
    {"%ILLEGAL_MOVE", 1, ""},
    {"%TIME_UP", 1, ""},
    {"%KACHI", 0, "shogi.impasse"},
    {"%CHUDAN", -2, ""},
    {"%FUZUMI", -2, ""},
    {"%ERROR", -2, ""},
    {"%MATTA", -2, ""},
};

void set_ending(RecordGame& game, const EndingWord& e, std::string_view text, int side_to_move) {
    game.result_text = text;
    game.claimed_ending = e.claim;
    if (e.winner == -1) {
        game.result = ClaimedResult::Draw;
    } else if (e.winner == -2) {
        game.result = ClaimedResult::Unknown;
    } else {
        const int winner = e.winner == 0 ? side_to_move : 1 - side_to_move;
        game.result = winner == 0 ? ClaimedResult::FirstWins : ClaimedResult::SecondWins;
    }
}

void fail(RecordGame& game, std::uint32_t line, std::uint32_t column, std::string message) {
    if (!game.problem) game.problem = ReadProblem{{line, column}, std::move(message)};
}

// ---- KIF -------------------------------------------------------------------------------------

bool is_kif_header(std::string_view line) {
    if (line.starts_with("#KIF")) return true;
    const std::size_t colon = line.find("：");
    if (colon == std::string_view::npos || colon == 0) return false;
    const std::string_view key = line.substr(0, colon);
    return key != "変化" && !key.starts_with("*") && !key.starts_with("#") &&
           !key.starts_with(" ") && !key.starts_with("|") && !key.starts_with("&");
}

bool is_move_line(std::string_view line) {
    line = trim_ascii(line);
    return !line.empty() && line.front() >= '0' && line.front() <= '9';
}

bool is_ki2_line(std::string_view line) {
    line = trim_ascii(line);
    return line.starts_with("▲") || line.starts_with("△") || line.starts_with("☗") ||
           line.starts_with("☖") || line.starts_with("▽");
}

// What a KIF header gives of the start position: the board diagram (BOD), the hands, the side to
// move, the 手合割 (handicap).
struct KifStart {
    int side = 0;
    std::string_view handicap;
    SfenBoard board;
    int board_rows = 0;
    Hands hands;
};

// The "まで" summary line: "まで142手で下手の勝ち", "まで64手で千日手", "まで7手で詰み". `mover` is
// the side to move after the mainline.
void read_kif_summary(RecordGame& game, std::string_view t, int mover) {
    int winner = -1;
    if (contains(t, "先手の") || contains(t, "下手の") || contains(t, "☗")) winner = 0;
    if (contains(t, "後手の") || contains(t, "上手の") || contains(t, "☖")) winner = 1;
    game.result_text = t;
    if (contains(t, "千日手")) {
        game.result = ClaimedResult::Draw;
        game.claimed_ending = "shogi.sennichite";
    } else if (contains(t, "持将棋")) {
        game.result = ClaimedResult::Draw;
        game.claimed_ending = "shogi.impasse";
    } else if (contains(t, "中断")) {
        game.result = ClaimedResult::Unknown;
    } else if (contains(t, "詰")) {
        game.result = mover == 0 ? ClaimedResult::SecondWins : ClaimedResult::FirstWins;
        game.claimed_ending = "shogi.checkmate";
    } else if (winner >= 0 && contains(t, "勝ち")) {
        game.result = winner == 0 ? ClaimedResult::FirstWins : ClaimedResult::SecondWins;
        if (contains(t, "反則勝ち") && winner == mover) game.claimed_ending = "shogi.illegal-move";
        if (contains(t, "入玉勝ち") && winner == mover) game.claimed_ending = "shogi.impasse";
    } else {
        game.result = ClaimedResult::Other;
    }
}

// One cell of a BOD row at the front of `cells` (removed): a side mark (' ', '^' or 'v') and a
// piece, or ・ for an empty square. False when it is neither.
bool take_bod_cell(std::string_view& cells, std::string& cell) {
    bool gote = false;
    if (cells.starts_with("v") || cells.starts_with("V")) {
        gote = true;
        cells.remove_prefix(1);
    } else if (cells.starts_with(" ") || cells.starts_with("^")) {
        cells.remove_prefix(1);
    } else if (cells.starts_with("　")) {
        cells.remove_prefix(3);
    }
    if (cells.starts_with("・")) {
        cells.remove_prefix(std::string_view("・").size());
        cell.clear();
        return true;
    }
    const auto piece = take_kanji_piece(cells);
    if (!piece) return false;
    cell = gote ? gote_letters(*piece) : std::string(*piece);
    return true;
}

// A BOD row: "| ・ ・v桂 ...|一", nine cells of a side mark and a piece.
void read_bod_row(RecordGame& game, KifStart& start, std::string_view raw, std::string_view t,
                  std::uint32_t ln) {
    std::string_view cells = t.substr(1);
    if (start.board_rows >= 9) {
        fail(game, ln, 1, "a board diagram has more than nine rows");
        return;
    }
    auto& row = start.board[static_cast<std::size_t>(start.board_rows)];
    bool ok = true;
    for (std::size_t f = 0; f < 9 && ok; ++f) ok = take_bod_cell(cells, row[f]);
    if (!ok || !cells.starts_with("|")) {
        fail(game, ln, column_of(raw, cells),
             "a board diagram row is nine cells, as | ・ ・v桂 ...|");
        return;
    }
    ++start.board_rows;
}

// The pieces in hand of a 先手の持駒 / 後手の持駒 line: "歩三 角", or なし.
void read_kif_hand(RecordGame& game, Hands& hands, int side, std::string_view v,
                   std::string_view raw, std::uint32_t ln) {
    while (!(v = trim_front_all(v)).empty()) {
        if (v.starts_with("なし")) return;
        const auto piece = take_kanji_piece(v);
        if (!piece || piece->size() != 1) {
            fail(game, ln, column_of(raw, v),
                 "a piece in hand is 飛 角 金 銀 桂 香 歩 and a count");
            return;
        }
        if (!hands.add(side, (*piece)[0], take_kanji_count(v))) {
            fail(game, ln, column_of(raw, v), "too many pieces in hand");
            return;
        }
    }
}

// A header line "key：value": a tag; 手合割 and the hands also give the start position.
void read_kif_header(RecordGame& game, KifStart& start, std::string_view raw, std::string_view t,
                     std::uint32_t ln) {
    const std::size_t colon = t.find("：");
    const std::string_view key = t.substr(0, colon);
    const std::string_view value = trim_front_all(t.substr(colon + 3));
    game.tags.push_back(Tag{key, value});
    if (key == "手合割") start.handicap = trim_ascii(value);
    int hand_side = -1;
    if (key == "先手の持駒" || key == "下手の持駒") hand_side = 0;
    if (key == "後手の持駒" || key == "上手の持駒") hand_side = 1;
    if (hand_side >= 0) read_kif_hand(game, start.hands, hand_side, value, raw, ln);
}

// The start position as the tag SFEN (kept in `sfen`): the board diagram with the hands and the
// side to move, or the named setup of the 手合割; none for the even game.
void set_kif_start(RecordGame& game, const KifStart& start, std::string& sfen) {
    if (start.board_rows == 9) {
        sfen = sfen_board(start.board) + (start.side == 0 ? " b " : " w ") +
               sfen_hands(start.hands) + " 1";
        game.tags.push_back(Tag{"SFEN", sfen});
    } else if (start.board_rows > 0) {
        fail(game, game.at.line, 1, "a board diagram has fewer than nine rows");
    } else if (!start.handicap.empty()) {
        bool known = false;
        for (const Handicap& h : kHandicaps) {
            if (start.handicap.starts_with(h.kif)) {
                known = true;
                if (h.name != "startpos") {
                    sfen = h.name;
                    game.tags.push_back(Tag{"SFEN", sfen});
                }
            }
        }
        if (!known)
            fail(game, game.at.line, 1,
                 "手合割 '" + std::string(start.handicap) +
                     "' is not a handicap of docs/rules.md (give a board diagram)");
    }
}

// The ending word a KIF move line names (投了, 千日手, ...), or nullptr.
const EndingWord* kif_ending(std::string_view move) {
    for (const EndingWord& e : kKifEndings)
        if (move.starts_with(e.word)) return &e;
    return nullptr;
}

// The first word of `s` (up to a space or a tab).
std::string_view first_word(std::string_view s) {
    std::size_t end = 0;
    while (end < s.size() && s[end] != ' ' && s[end] != '\t') ++end;
    return s.substr(0, end);
}

}  // namespace

// iconv_open's failure value, (iconv_t)-1 (POSIX); the cast is the interface's, not ours.
const iconv_t kIconvFailed = reinterpret_cast<iconv_t>(-1);  // NOLINT(performance-no-int-to-ptr)

std::string_view shogi_text_as_utf8(std::string_view text, std::string& storage) {
    // A byte order mark says UTF-8: a byte that breaks it becomes U+FFFD (core/text.h).
    if (text.starts_with(core::kUtf8ByteOrderMark))
        return core::valid_utf8(core::without_byte_order_mark(text), storage);
    if (core::is_valid_utf8(text)) return text;
    storage.clear();
    storage.reserve(text.size() * 3 / 2 + 16);
    iconv_t cd = iconv_open("UTF-8", "CP932");
    if (cd == kIconvFailed) cd = iconv_open("UTF-8", "SHIFT_JIS");
    if (cd == kIconvFailed) {
        // No converter: every byte above 0x7F becomes U+FFFD.
        for (const char c : text) {
            if (static_cast<unsigned char>(c) < 0x80)
                storage += c;
            else
                storage += "\xEF\xBF\xBD";
        }
        return storage;
    }
    std::size_t i = 0;
    char out[4096];
    while (i < text.size()) {
        char* in = const_cast<char*>(text.data() + i);
        std::size_t in_left = text.size() - i;
        char* o = out;
        std::size_t out_left = sizeof out;
        const std::size_t r = iconv(cd, &in, &in_left, &o, &out_left);
        storage.append(out, static_cast<std::size_t>(o - out));
        i = text.size() - in_left;
        if (r == static_cast<std::size_t>(-1) && errno != E2BIG) {
            storage += "\xEF\xBF\xBD";  // a byte that is not CP932 (or a cut sequence)
            ++i;
            iconv(cd, nullptr, nullptr, nullptr, nullptr);
        }
    }
    iconv_close(cd);
    return storage;
}

KifReader::KifReader(std::string_view text, TextPosition start, std::size_t first_index)
    : text_(shogi_text_as_utf8(text, converted_)), line_(start.line), next_index_(first_index) {}

// What is read of the game so far: the start position, the line that moves go to (0 the
// mainline), whether the move section has begun, whether the mainline's ending word was read.
struct KifReader::GameState {
    KifStart start;
    int current = 0;
    bool in_moves = false;
    bool ended = false;
    std::size_t tokens = 0;  // moves and variation marks so far (kMaxRecordTokens)
};

// The mainline, then each variation after the move it replaces, as VariationStart ... End.
// Branches nest as deep as the text makes them: the walk keeps its own stack, not the call stack.
// Each line's branches are put in the order of their plies first (the text's order among those of
// one ply), so one cursor per line passes over them once: linear in moves and branches.
void KifReader::emit(RecordGame& game) {
    for (Line& line : lines_)
        std::stable_sort(line.branches.begin(), line.branches.end(),
                         [](const auto& a, const auto& b) { return a.first < b.first; });
    struct Step {
        std::size_t line;
        std::size_t move = 0;
        std::size_t branch = 0;  // the next branch of the line to go into
        bool move_out = false;   // the move at `move` is emitted
    };
    std::vector<Step> stack{Step{0}};
    while (!stack.empty()) {
        Step& step = stack.back();
        const Line& line = lines_[step.line];
        if (step.move == line.moves.size()) {
            stack.pop_back();
            if (stack.empty()) break;
            const Step& parent = stack.back();
            const TextPosition at = lines_[parent.line].moves[parent.move].at;
            game.tokens.push_back(MoveToken{{}, at, TokenKind::VariationEnd});
            continue;
        }
        const MoveToken& move = line.moves[step.move];
        if (!step.move_out) {
            game.tokens.push_back(move);
            step.move_out = true;
        }
        const int ply = line.first_ply + static_cast<int>(step.move);
        while (step.branch < line.branches.size() && line.branches[step.branch].first < ply)
            ++step.branch;
        if (step.branch < line.branches.size() && line.branches[step.branch].first == ply) {
            const auto child = static_cast<std::size_t>(line.branches[step.branch++].second);
            game.tokens.push_back(MoveToken{{}, move.at, TokenKind::VariationStart});
            stack.push_back(Step{child});  // `step` is not used after this
            continue;
        }
        ++step.move;
        step.move_out = false;
    }
}

// A move of the line being read: kept, and the line noted as the latest with a move at its ply;
// false (with record.too-long) when the game has too many.
bool KifReader::add_move(RecordGame& game, GameState& state, MoveToken move) {
    if (++state.tokens > kMaxRecordTokens) {
        fail(game, move.at.line, move.at.column, record_too_long_message());
        return false;
    }
    Line& line = lines_[static_cast<std::size_t>(state.current)];
    const auto ply = static_cast<std::size_t>(line.first_ply) + line.moves.size();
    line.moves.push_back(move);
    if (latest_.size() <= ply) latest_.resize(std::max(2 * latest_.size(), ply + 1), -1);
    latest_[ply] = state.current;  // the current line is always the newest
    return true;
}

int KifReader::side_to_move_at_end(const GameState& state) const {
    return (state.start.side + static_cast<int>(lines_[0].moves.size())) % 2;
}

// "変化：N手": a branch that replaces move N of the latest line that has it.
void KifReader::read_branch(RecordGame& game, GameState& state, std::string_view t,
                            std::uint32_t ln) {
    std::string_view rest = t.substr(std::string_view("変化").size());
    if (rest.starts_with("：") || rest.starts_with(":"))
        rest.remove_prefix(rest.starts_with(":") ? 1 : 3);
    rest = trim_ascii(rest);
    const int ply = take_int(rest);
    // The latest line with a move at `ply`, looked up by ply (a scan of the lines before would
    // make a file of many branches quadratic).
    const int parent = ply > 0 && static_cast<std::size_t>(ply) < latest_.size()
                           ? latest_[static_cast<std::size_t>(ply)]
                           : -1;
    if (parent < 0) {
        fail(game, ln, 1, "変化 (a branch) at a move that no line has");
        return;
    }
    if ((state.tokens += 2) > kMaxRecordTokens) {
        fail(game, ln, 1, record_too_long_message());
        return;
    }
    lines_.push_back(Line{ply, {}, {}});
    state.current = static_cast<int>(lines_.size()) - 1;
    lines_[static_cast<std::size_t>(parent)].branches.emplace_back(ply, state.current);
    state.in_moves = true;
}

// A KIF move line "   1 ７六歩(77)   ( 0:16/00:00:16)", or one that names the ending ("  96 投了").
void KifReader::read_move_line(RecordGame& game, GameState& state, std::string_view raw,
                               std::string_view t, std::uint32_t ln) {
    state.in_moves = true;
    std::string_view rest = t;
    const int number = take_int(rest);
    rest = trim_ascii(rest);
    std::string_view move = first_word(rest);
    // Kakinoki marks a move that has a branch with a '+' at the end of its line.
    if (move.size() > 1 && move.back() == '+') move.remove_suffix(1);
    Line& line = lines_[static_cast<std::size_t>(state.current)];
    const int expected = line.first_ply + static_cast<int>(line.moves.size());
    if (move.empty()) {
        fail(game, ln, column_of(raw, rest), "a move line without a move");
        return;
    }
    if (const EndingWord* e = kif_ending(move)) {
        if (state.current == 0 && !state.ended) {
            set_ending(game, *e, move, side_to_move_at_end(state));
            state.ended = true;
        }
        return;
    }
    if (number != expected) {
        fail(game, ln, column_of(raw, t),
             "move number " + std::to_string(number) + ", expected " + std::to_string(expected));
        return;
    }
    add_move(game, state, MoveToken{move, {ln, column_of(raw, move)}, TokenKind::Move});
}

// A KI2 line: moves with their side marks, "▲７六歩 △３四歩", without move numbers.
void KifReader::read_ki2_line(RecordGame& game, GameState& state, std::string_view raw,
                              std::string_view t, std::uint32_t ln) {
    state.in_moves = true;
    std::string_view rest = t;
    while (!(rest = trim_ascii(rest)).empty()) {
        const std::string_view move = first_word(rest);
        rest.remove_prefix(move.size());
        if (!is_ki2_line(move)) {
            fail(game, ln, column_of(raw, move), "a KI2 move starts with ▲ or △");
            return;
        }
        if (!add_move(game, state, MoveToken{move, {ln, column_of(raw, move)}, TokenKind::Move}))
            return;
    }
}

// One line of a game, by its kind; a problem is set in `game` when the line is wrong.
void KifReader::read_line(RecordGame& game, GameState& state, std::string_view raw,
                          std::uint32_t ln) {
    const std::string_view t = trim_ascii(raw);
    if (t.empty() || t.front() == '*' || t.front() == '&' || t.front() == '#') return;
    if (t.front() >= '0' && t.front() <= '9') {  // a move line, most lines: no other kind begins so
        read_move_line(game, state, raw, t, ln);
        return;
    }
    if (t.starts_with("手数-") || t.starts_with("手数=")) {
        state.in_moves = true;
    } else if (t.starts_with("変化")) {
        read_branch(game, state, t, ln);
    } else if (t.starts_with("まで")) {
        state.in_moves = true;
        if (!state.ended && game.result == ClaimedResult::None)
            read_kif_summary(game, t, side_to_move_at_end(state));
    } else if (!state.in_moves && t.starts_with("|")) {
        read_bod_row(game, state.start, raw, t, ln);
    } else if (!state.in_moves && (t == "後手番" || t == "上手番")) {
        state.start.side = 1;
    } else if (!state.in_moves && (t == "先手番" || t == "下手番")) {
        state.start.side = 0;
    } else if (is_move_line(t)) {
        read_move_line(game, state, raw, t, ln);
    } else if (is_ki2_line(t)) {
        read_ki2_line(game, state, raw, t, ln);
    } else if (!state.in_moves && t.find("：") != std::string_view::npos) {
        read_kif_header(game, state.start, raw, t, ln);
    }
    // Anything else (the diagram's file numbers and frame, unknown lines) is skipped.
}

// Whether a line (trimmed) begins the next game, once `after_moves` (a move section was seen): a
// "#KIF" line, or a header line after the moves. kif_game_boundary cuts texts by the same rule.
bool kif_next_game(std::string_view t, bool after_moves) {
    return t.starts_with("#KIF") || (after_moves && is_kif_header(t) && !is_move_line(t));
}
bool kif_moves_seen(std::string_view t) {
    return is_move_line(t) || is_ki2_line(t) || t.starts_with("まで") || t.starts_with("手数-") ||
           t.starts_with("手数=");
}

// After a problem: on to the next game (kif_next_game, or a line that starts a file), so the rest
// of a broken game is not read as games of its own.
void KifReader::skip_rest_of_game(bool after_moves) {
    while (pos_ < text_.size()) {
        const TextLine l = line_at(text_, pos_);
        const std::string_view t = trim_ascii(l.text);
        if (kif_next_game(t, after_moves) || starts_file(l.text)) break;
        after_moves = after_moves || kif_moves_seen(t);
        pos_ = l.next;
        ++line_;
    }
}

bool KifReader::next(RecordGame& game) {
    game.clear();
    lines_.clear();
    latest_.clear();
    sfen_.clear();
    // Skip blank lines before a game.
    while (pos_ < text_.size()) {
        const TextLine l = line_at(text_, pos_);
        if (!trim_ascii(l.text).empty()) break;
        pos_ = l.next;
        ++line_;
    }
    if (pos_ >= text_.size()) return false;
    game.index = next_index_++;
    game.at = {line_, 1};
    lines_.push_back(Line{});
    GameState state;
    // Line by line up to the next game's header (or the text's end); a problem ends the game.
    bool started = false;  // a line of this game was read
    while (pos_ < text_.size() && !game.problem) {
        const TextLine l = line_at(text_, pos_);
        const std::string_view t = trim_ascii(l.text);
        if (state.in_moves && is_kif_header(t) && !is_move_line(t)) break;  // the next game
        if (started && starts_file(l.text)) break;  // a file concatenated after this one
        started = true;
        const std::uint32_t ln = line_;
        pos_ = l.next;
        ++line_;
        read_line(game, state, l.text, ln);
    }
    if (game.problem) skip_rest_of_game(state.in_moves);
    if (!game.problem) set_kif_start(game, state.start, sfen_);
    emit(game);
    return true;
}

std::size_t kif_game_boundary(std::string_view text, std::size_t from) {
    if (from == 0) return 0;
    // From the start of the line after the one that holds `from - 1`.
    std::size_t pos = line_after(text, from - 1);
    bool after_moves = false;
    while (pos < text.size()) {
        const TextLine l = line_at(text, pos);
        const std::string_view t = trim_ascii(l.text);
        if (kif_next_game(t, after_moves) || starts_file(l.text)) return pos;
        after_moves = after_moves || kif_moves_seen(t);
        pos = l.next;
    }
    return text.size();
}

// ---- CSA -------------------------------------------------------------------------------------

namespace {

constexpr std::string_view kCsaPieces[] = {"FU", "KY", "KE", "GI", "KI", "KA", "HI",
                                           "OU", "TO", "NY", "NK", "NG", "UM", "RY"};
constexpr std::string_view kCsaSfen[] = {"P", "L",  "N",  "S",  "G",  "B",  "R",
                                         "K", "+P", "+L", "+N", "+S", "+B", "+R"};

int csa_piece(std::string_view two) {
    if (two.size() != 2) return -1;
    for (int k = 0; k < 14; ++k)  // two bytes compared as such (not a memcmp call per piece)
        if (kCsaPieces[k][0] == two[0] && kCsaPieces[k][1] == two[1]) return k;
    return -1;
}

const SfenBoard& even_board() {
    static const SfenBoard board = [] {
        SfenBoard b;
        const std::string_view back = "LNSGKGSNL";
        for (int f = 0; f < 9; ++f) {
            b[0][static_cast<std::size_t>(f)] =
                gote_letters(back.substr(static_cast<std::size_t>(f), 1));
            b[8][static_cast<std::size_t>(f)] =
                std::string(back.substr(static_cast<std::size_t>(f), 1));
            b[2][static_cast<std::size_t>(f)] = "p";
            b[6][static_cast<std::size_t>(f)] = "P";
        }
        b[1][1] = "r";
        b[1][7] = "b";
        b[7][1] = "B";
        b[7][7] = "R";
        return b;
    }();
    return board;
}

// What a CSA game gives of its start position, and how far its moves are read.
struct CsaGame {
    SfenBoard board;
    Hands hands;
    bool position_given = false;  // a P line was read
    bool side_read = false;
    bool board_rows_given = false;
    int start_side = 0;
    int plies = 0;
    bool ended = false;
};

// "PI82HI22KA": the even position with the pieces on the listed squares taken off.
void read_csa_pi(RecordGame& game, CsaGame& state, std::string_view raw, std::string_view s,
                 std::uint32_t ln) {
    state.board = even_board();
    state.board_rows_given = true;
    std::string_view off = s.substr(2);
    while (off.size() >= 4) {
        const int f = off[0] - '0', r = off[1] - '0';
        if (f < 1 || f > 9 || r < 1 || r > 9 || csa_piece(off.substr(2, 2)) < 0) break;
        state.board[static_cast<std::size_t>(r - 1)][static_cast<std::size_t>(9 - f)].clear();
        off.remove_prefix(4);
    }
    if (!off.empty())
        fail(game, ln, column_of(raw, off), "PI is followed by squares and pieces, as PI82HI");
}

// "P1-KY-KE * ...": a rank of nine cells of three characters (' * ', +FU, -FU), read from the
// line as written (the cells hold spaces).
void read_csa_row(RecordGame& game, CsaGame& state, std::string_view raw, std::string_view s,
                  std::uint32_t ln) {
    auto& row = state.board[static_cast<std::size_t>(s[1] - '1')];
    std::string_view cells = raw.substr(static_cast<std::size_t>(s.data() - raw.data()) + 2);
    state.board_rows_given = true;
    for (std::size_t f = 0; f < 9; ++f) {
        if (cells.size() < 3) {
            const std::string_view left = trim_ascii(cells);
            if (left.empty() || left == "*") {
                row[f].clear();
                cells = {};
                continue;
            }
            fail(game, ln, column_of(raw, cells), "a P row is nine cells of three characters");
            return;
        }
        const std::string_view cell = cells.substr(0, 3);
        cells.remove_prefix(3);
        if (cell == " * " || cell.substr(1) == "* " || trim_ascii(cell) == "*") {
            row[f].clear();
            continue;
        }
        const int k = csa_piece(cell.substr(1, 2));
        if ((cell[0] != '+' && cell[0] != '-') || k < 0) {
            fail(game, ln, column_of(raw, cell), "a P row cell is ' * ', +FU or -FU");
            return;
        }
        const std::string letters(kCsaSfen[k]);
        row[f] = cell[0] == '+' ? letters : gote_letters(letters);
    }
}

// "00AL": every piece not yet placed goes to `side`'s hand (kings excepted).
void hand_the_rest(CsaGame& state, int side) {
    constexpr int kSet[7] = {2, 2, 4, 4, 4, 4, 18};  // R B G S N L P
    int used[7] = {};
    for (const auto& row : state.board)
        for (const std::string& cell : row) {
            if (cell.empty()) continue;
            char u = cell.back();
            if (u >= 'a') u = static_cast<char>(u - 'a' + 'A');
            const std::size_t k = kHandOrder.find(u);
            if (k != std::string_view::npos) ++used[k];
        }
    for (int k = 0; k < 7; ++k) {
        const auto kk = static_cast<std::size_t>(k);
        used[k] += state.hands.count[0][kk] + state.hands.count[1][kk];
        if (kSet[k] > used[k]) state.hands.count[side][kk] += kSet[k] - used[k];
    }
}

// One item of a P+ / P- line: "77FU" on the board, "00KI" in hand, "00AL" every piece left.
bool place_csa_item(CsaGame& state, int side, std::string_view item) {
    const int f = item[0] - '0', r = item[1] - '0';
    const std::string_view name = item.substr(2, 2);
    if (f == 0 && r == 0 && name == "AL") {
        hand_the_rest(state, side);
        return true;
    }
    const int k = csa_piece(name);
    if (k < 0 || f < 0 || f > 9 || r < 0 || r > 9 || ((f == 0) != (r == 0))) return false;
    if (f == 0) return k < 7 && state.hands.add(side, kCsaSfen[k][0], 1);
    const std::string letters(kCsaSfen[k]);
    state.board[static_cast<std::size_t>(r - 1)][static_cast<std::size_t>(9 - f)] =
        side == 0 ? letters : gote_letters(letters);
    return true;
}

// "P+77FU00KI", "P-00AL": pieces of one side, on the board or in hand (alone, on an empty board).
void read_csa_pieces(RecordGame& game, CsaGame& state, std::string_view raw, std::string_view s,
                     std::uint32_t ln) {
    const int side = s[1] == '+' ? 0 : 1;
    std::string_view items = s.substr(2);
    state.board_rows_given = true;
    while (items.size() >= 4 && place_csa_item(state, side, items.substr(0, 4)))
        items.remove_prefix(4);
    if (!items.empty())
        fail(game, ln, column_of(raw, items), "P+ and P- list squares and pieces, as P+00KI");
}

// A position statement (PI, P1..P9, P+, P-); false when it took the rest of the line (a row).
bool read_csa_position(RecordGame& game, CsaGame& state, std::string_view raw, std::string_view s,
                       std::uint32_t ln) {
    if (state.side_read) {
        fail(game, ln, column_of(raw, s), "a position line after the side to move");
        return false;
    }
    state.position_given = true;
    if (s.size() >= 2 && s[1] == 'I') {
        read_csa_pi(game, state, raw, s, ln);
        return true;
    }
    if (s.size() >= 2 && s[1] >= '1' && s[1] <= '9') {
        read_csa_row(game, state, raw, s, ln);
        return false;
    }
    if (s.size() >= 2 && (s[1] == '+' || s[1] == '-')) {
        read_csa_pieces(game, state, raw, s, ln);
        return true;
    }
    fail(game, ln, column_of(raw, s), "a position line is PI, P1..P9, P+ or P-");
    return false;
}

// What a CSA move "+7776FU" lacks (the side, the square from, 00 for a drop, the square to, the
// piece): a parse error of its own, not a move for the rules to refuse; empty when it is whole.
std::string csa_move_shape_problem(std::string_view s) {
    const auto digit = [&s](std::size_t i) { return i < s.size() && s[i] >= '0' && s[i] <= '9'; };
    if (s.size() == 7 && digit(1) && digit(2) && digit(3) && digit(4) &&
        csa_piece(s.substr(5)) >= 0)
        return {};  // whole: the common case, decided without building a message
    std::size_t digits = 0;
    while (digits < 4 && digit(1 + digits)) ++digits;
    const std::string_view piece = s.substr(1 + digits);
    std::string lacks;
    if (digits < 2) {
        lacks = "the squares from and to";
    } else if (digits < 4) {
        lacks = "the square to";
    } else if (piece.empty()) {
        lacks = "the piece";
    } else {
        return "csa.move: " + core::quoted_value(s) + " ends in " + core::quoted_value(piece) +
               ", not a CSA piece (FU KY KE GI KI KA HI OU TO NY NK NG UM RY)";
    }
    return "csa.move: " + core::quoted_value(s) + " lacks " + lacks +
           " (a move is the side, the squares from and to and the piece, as +7776FU)";
}

// "+" or "-", the side to move; or a move "+7776FU" (moves without the side line are tolerated:
// they start from the even position).
void read_csa_side_or_move(RecordGame& game, CsaGame& state, std::string_view raw,
                           std::string_view s, std::uint32_t ln) {
    const int side = s.front() == '+' ? 0 : 1;
    if (s.size() == 1) {
        if (state.side_read) {
            fail(game, ln, column_of(raw, s), "the side to move is given twice");
            return;
        }
        state.side_read = true;
        state.start_side = side;
        return;
    }
    if (std::string missing = csa_move_shape_problem(s); !missing.empty()) {
        fail(game, ln, column_of(raw, s), std::move(missing));
        return;
    }
    if (game.tokens.size() >= kMaxRecordTokens) {
        fail(game, ln, column_of(raw, s), record_too_long_message());
        return;
    }
    if (!state.side_read) {
        state.side_read = true;
        state.start_side = side;
    }
    game.tokens.push_back(MoveToken{s, {ln, column_of(raw, s)}, TokenKind::Move});
    ++state.plies;
}

// The ending word of kCsaEndings that `s` is, or nullptr.
const EndingWord* csa_ending(std::string_view s) {
    for (const EndingWord& e : kCsaEndings)
        if (s == e.word) return &e;
    return nullptr;
}

// "%TORYO", "%+ILLEGAL_ACTION", ...: the first ending of the game is its result.
void read_csa_ending(RecordGame& game, CsaGame& state, std::string_view raw, std::string_view s,
                     std::uint32_t ln) {
    state.side_read = true;
    const bool illegal_action =
        (s.starts_with("%+") || s.starts_with("%-")) && s.substr(2) == "ILLEGAL_ACTION";
    const EndingWord* e = illegal_action ? nullptr : csa_ending(s);
    if (!illegal_action && !e) {
        fail(game, ln, column_of(raw, s), "unknown CSA ending '" + std::string(s) + "'");
        return;
    }
    if (state.ended) return;
    state.ended = true;
    if (illegal_action) {
        game.result_text = s;
        game.result = s[1] == '+' ? ClaimedResult::SecondWins : ClaimedResult::FirstWins;
    } else {
        set_ending(game, *e, s, (state.start_side + state.plies) % 2);
    }
}

// One statement of a line; false when the rest of the line is no more statements (a comment, a
// P row) or the statement is wrong (a problem is set in `game`).
bool read_csa_statement(RecordGame& game, CsaGame& state, std::string_view raw, std::string_view s,
                        std::uint32_t ln) {
    const char c = s.front();
    if (c == '\'') return false;            // a comment, to the end of the line
    if (c == 'V' || c == 'T') return true;  // the version; the time of the move before
    if (c == 'N' && s.size() >= 2 && (s[1] == '+' || s[1] == '-')) {
        game.tags.push_back(Tag{s.substr(0, 2), s.substr(2)});
    } else if (c == '$') {
        const std::size_t colon = s.find(':');
        game.tags.push_back(
            Tag{s.substr(1, colon == std::string_view::npos ? s.size() - 1 : colon - 1),
                colon == std::string_view::npos ? std::string_view() : s.substr(colon + 1)});
    } else if (c == 'P') {
        return read_csa_position(game, state, raw, s, ln);
    } else if (c == '+' || c == '-') {
        read_csa_side_or_move(game, state, raw, s, ln);
    } else if (c == '%') {
        read_csa_ending(game, state, raw, s, ln);
    } else {
        fail(game, ln, column_of(raw, s), "not a CSA line: '" + std::string(s.substr(0, 16)) + "'");
    }
    return !game.problem;
}

// A line of statements separated by ',' (not inside N and $ lines, whose values may hold commas).
void read_csa_line(RecordGame& game, CsaGame& state, std::string_view raw, std::string_view whole,
                   std::uint32_t ln) {
    if (whole.empty() || whole.front() == '\'') return;  // a comment, to the end of the line
    std::string_view rest = whole;
    while (!rest.empty()) {
        std::string_view s;
        if (rest.front() == 'N' || rest.front() == '$' || rest.front() == '\'') {
            s = rest;
            rest = {};
        } else {
            const std::size_t comma = rest.find(',');
            s = trim_ascii(rest.substr(0, comma));
            rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
        }
        if (!s.empty() && !read_csa_statement(game, state, raw, s, ln)) return;
    }
}

// The start position as the tag SFEN (kept in `sfen`): the P lines with the side to move, or the
// even position with gote to move; none for the even game.
void set_csa_start(RecordGame& game, const CsaGame& state, std::string& sfen) {
    if (state.position_given) {
        sfen = sfen_board(state.board_rows_given ? state.board : SfenBoard()) +
               (state.start_side == 0 ? " b " : " w ") + sfen_hands(state.hands) + " 1";
        game.tags.push_back(Tag{"SFEN", sfen});
    } else if (state.start_side == 1) {
        sfen = sfen_board(even_board()) + " w - 1";
        game.tags.push_back(Tag{"SFEN", sfen});
    }
}

}  // namespace

CsaReader::CsaReader(std::string_view text, TextPosition start, std::size_t first_index)
    : text_(shogi_text_as_utf8(text, converted_)), line_(start.line), next_index_(first_index) {}

// After a problem: on to the next game's "/" or "V2" line.
void CsaReader::skip_rest_of_game() {
    while (pos_ < text_.size()) {
        const TextLine n = line_at(text_, pos_);
        const std::string_view t = trim_ascii(n.text);
        if (t == "/" || t.starts_with("V2") || starts_file(n.text)) break;
        pos_ = n.next;
        ++line_;
    }
}

bool CsaReader::next(RecordGame& game) {
    game.clear();
    sfen_.clear();
    // Skip blank lines and separators before a game.
    while (pos_ < text_.size()) {
        const TextLine l = line_at(text_, pos_);
        const std::string_view t = trim_ascii(l.text);
        if (!t.empty() && t != "/") break;
        pos_ = l.next;
        ++line_;
    }
    if (pos_ >= text_.size()) return false;
    game.index = next_index_++;
    game.at = {line_, 1};
    game.tags.push_back(Tag{"ImpasseRule", "csa27"});  // CSA: the 27-point declaration
    CsaGame state;
    bool started = false;  // a line of this game was read
    // Line by line up to a "/" line or the next game's "V2" line; a problem ends the game.
    while (pos_ < text_.size()) {
        const TextLine l = line_at(text_, pos_);
        const std::string_view whole = trim_ascii(l.text);
        if (started && (whole == "/" || starts_file(l.text) ||
                        (whole.starts_with("V2") && (state.side_read || state.plies > 0)))) {
            if (whole == "/") {
                pos_ = l.next;
                ++line_;
            }
            break;
        }
        started = true;
        const std::uint32_t ln = line_;
        pos_ = l.next;
        ++line_;
        read_csa_line(game, state, l.text, whole, ln);
        if (game.problem) {
            skip_rest_of_game();
            break;
        }
    }
    set_csa_start(game, state, sfen_);
    return true;
}

std::size_t csa_game_boundary(std::string_view text, std::size_t from) {
    if (from == 0) return 0;
    for (std::size_t pos = line_after(text, from - 1); pos < text.size();) {
        const TextLine l = line_at(text, pos);
        const std::string_view t = trim_ascii(l.text);
        if (t.starts_with("V2") || starts_file(l.text)) return pos;
        if (t == "/") return l.next;
        pos = l.next;
    }
    return text.size();
}

// ---- USI -------------------------------------------------------------------------------------

UsiReader::UsiReader(std::string_view text, TextPosition start, std::size_t first_index)
    : text_(core::without_byte_order_mark(text)), line_(start.line), next_index_(first_index) {}

bool UsiReader::next(RecordGame& game) {
    game.clear();
    for (;;) {
        if (pos_ >= text_.size()) return false;
        const TextLine l = line_at(text_, pos_);
        const std::uint32_t ln = line_;
        pos_ = l.next;
        ++line_;
        const std::string_view raw = l.text;
        std::string_view t = trim_ascii(raw);
        if (t.empty() || t.front() == '#') continue;
        game.index = next_index_++;
        game.at = {ln, 1};
        std::string_view rest = t;
        const auto take_word = [&rest]() {
            while (!rest.empty() && (rest.front() == ' ' || rest.front() == '\t'))
                rest.remove_prefix(1);
            std::size_t end = 0;
            while (end < rest.size() && rest[end] != ' ' && rest[end] != '\t') ++end;
            const std::string_view w = rest.substr(0, end);
            rest.remove_prefix(end);
            return w;
        };
        std::string_view w = take_word();
        if (w == "position") w = take_word();
        if (w == "sfen") {
            std::string_view first;
            std::string_view last;
            int fields = 0;
            for (;;) {
                const std::string_view save = rest;
                const std::string_view f = take_word();
                if (f.empty()) break;
                if (f == "moves" || fields == 4) {
                    rest = save;
                    break;
                }
                if (fields == 0) first = f;
                last = f;
                ++fields;
            }
            if (fields < 3) {
                fail(game, ln, column_of(raw, w), "position sfen needs an SFEN");
                return true;
            }
            game.tags.push_back(Tag{
                "SFEN", std::string_view(
                            first.data(),
                            static_cast<std::size_t>(last.data() + last.size() - first.data()))});
            w = take_word();
        } else if (w == "startpos") {
            w = take_word();
        } else {
            fail(game, ln, column_of(raw, w.empty() ? t : w),
                 "a USI line is 'position startpos|sfen SFEN moves ...'");
            return true;
        }
        if (w.empty()) return true;
        if (w != "moves") {
            fail(game, ln, column_of(raw, w), "expected 'moves'");
            return true;
        }
        for (std::string_view m = take_word(); !m.empty(); m = take_word()) {
            if (game.tokens.size() >= kMaxRecordTokens) {
                fail(game, ln, column_of(raw, m), record_too_long_message());
                break;
            }
            game.tokens.push_back(MoveToken{m, {ln, column_of(raw, m)}, TokenKind::Move});
        }
        return true;
    }
}

std::size_t usi_game_boundary(std::string_view text, std::size_t from) {
    return from == 0 ? 0 : line_after(text, from - 1);
}

// ---- Writers ---------------------------------------------------------------------------------

namespace {

// An SFEN's board, side and hands (no checks: the reference validated it before).
struct SfenParts {
    SfenBoard board;
    int side = 0;
    Hands hands;
};

std::optional<SfenParts> split_sfen(std::string_view sfen) {
    SfenParts out;
    std::size_t i = 0;
    int r = 0, f = 0;
    bool plus = false;
    for (; i < sfen.size() && sfen[i] != ' '; ++i) {
        const char c = sfen[i];
        if (c == '/') {
            ++r;
            f = 0;
            if (r > 8) return std::nullopt;
        } else if (c >= '1' && c <= '9') {
            f += c - '0';
        } else if (c == '+') {
            plus = true;
        } else {
            if (f > 8) return std::nullopt;
            out.board[static_cast<std::size_t>(r)][static_cast<std::size_t>(f++)] =
                (plus ? std::string("+") : std::string()) + c;
            plus = false;
        }
    }
    if (++i >= sfen.size()) return std::nullopt;
    out.side = sfen[i] == 'w' ? 1 : 0;
    i += 2;
    int n = 0;
    for (; i < sfen.size() && sfen[i] != ' '; ++i) {
        const char c = sfen[i];
        if (c >= '0' && c <= '9') {
            n = n * 10 + (c - '0');
        } else if (c != '-') {
            const bool gote = c >= 'a';
            (void)out.hands.add(gote ? 1 : 0, gote ? static_cast<char>(c - 'a' + 'A') : c,
                                n == 0 ? 1 : n);
            n = 0;
        }
    }
    return out;
}

std::string_view kanji_of(std::string_view sfen_piece) {
    std::string up(sfen_piece);
    for (char& c : up)
        if (c >= 'a') c = static_cast<char>(c - 'a' + 'A');
    for (const KanjiPiece& p : kKanjiPieces)
        if (p.sfen == up) return p.kanji;  // the first: 玉 for K, 龍 for +R
    return "？";
}

std::string csa_of(std::string_view sfen_piece) {
    std::string up(sfen_piece);
    for (char& c : up)
        if (c >= 'a') c = static_cast<char>(c - 'a' + 'A');
    for (int k = 0; k < 14; ++k)
        if (kCsaSfen[k] == up) return std::string(kCsaPieces[k]);
    return "??";
}

std::string kanji_count(int n) {
    std::string out;
    if (n >= 10) out += "十";
    if (n % 10 > 0) out += kKanjiDigits[static_cast<std::size_t>(n % 10)];
    return out;
}

std::string kif_hand(const Hands& h, int side) {
    std::string out;
    for (std::size_t k = 0; k < kHandOrder.size(); ++k) {
        const int n = h.count[side][k];
        if (n == 0) continue;
        out += kanji_of(std::string(1, kHandOrder[k]));
        if (n > 1) out += kanji_count(n);
        out += "　";
    }
    return out.empty() ? "なし" : out;
}

// A KIF move number, right-aligned in four columns, and a space.
std::string kif_move_number(int n) {
    std::string number = std::to_string(n);
    return std::string(number.size() < 4 ? 4 - number.size() : 0, ' ') + number + ' ';
}

// The KIF and KI2 header: the header lines, then the start (手合割, or the board diagram).
std::string kif_header(const ShogiRecord& record) {
    std::string out = "#KIF version=2.0 encoding=UTF-8\n";
    for (const auto& [key, value] : record.header) out += key + "：" + value + "\n";
    const std::string_view start = record.start;
    if (start == "startpos") {
        out += "手合割：平手\n";
    } else if (start.find('/') == std::string_view::npos) {
        for (const Handicap& h : kHandicaps)
            if (h.name == start) {
                out += "手合割：" + std::string(h.kif) + "\n";
                break;
            }
    } else if (const auto parts = split_sfen(start)) {
        out += "後手の持駒：" + kif_hand(parts->hands, 1) + "\n";
        out += "  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n";
        for (std::size_t r = 0; r < 9; ++r) {
            out += '|';
            for (std::size_t f = 0; f < 9; ++f) {
                const std::string& cell = parts->board[r][f];
                if (cell.empty()) {
                    out += " ・";
                } else {
                    out += cell.back() >= 'a' ? 'v' : ' ';
                    out += kanji_of(cell);
                }
            }
            out += "|" + std::string(kKanjiDigits[r + 1]) + "\n";
        }
        out += "+---------------------------+\n";
        out += "先手の持駒：" + kif_hand(parts->hands, 0) + "\n";
        if (parts->side == 1) out += "後手番\n";
    }
    return out;
}

}  // namespace

std::string write_kif(const ShogiRecord& record) {
    std::string out = kif_header(record);
    out += "手数----指手---------消費時間--\n";
    int n = 1;
    for (const std::string& m : record.moves) out += kif_move_number(n++) + m + '\n';
    if (!record.ending.empty()) out += kif_move_number(n) + record.ending + '\n';
    out += '\n';
    return out;
}

std::string write_ki2(const ShogiRecord& record) {
    std::string out = kif_header(record);
    for (std::size_t i = 0; i < record.moves.size(); ++i)
        out += record.moves[i] + ((i % 6 == 5 || i + 1 == record.moves.size()) ? "\n" : " ");
    if (!record.ending.empty())
        out += "まで" + std::to_string(record.moves.size()) + "手で" + record.ending + "\n";
    out += '\n';
    return out;
}

std::string shogi_record_start(std::string_view sfen) {
    constexpr std::string_view kEven =
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    return sfen == kEven ? std::string("startpos") : std::string(sfen);
}

std::string write_csa(const ShogiRecord& record) {
    std::string out = "V2.2\n";
    for (const auto& [key, value] : record.header) {
        if (key == "N+" || key == "N-")
            out += key + value + "\n";
        else
            out += "$" + key + ":" + value + "\n";
    }
    std::string start(record.start);
    if (start == "startpos") {
        out += "PI\n+\n";
    } else {
        if (start.find('/') == std::string::npos) start = "";  // handicaps come as SFEN here
        const auto parts = split_sfen(start);
        if (parts) {
            for (std::size_t r = 0; r < 9; ++r) {
                out += 'P';
                out += static_cast<char>('1' + r);
                for (std::size_t f = 0; f < 9; ++f) {
                    const std::string& cell = parts->board[r][f];
                    if (cell.empty())
                        out += " * ";
                    else {
                        out += cell.back() >= 'a' ? '-' : '+';
                        out += csa_of(cell);
                    }
                }
                out += '\n';
            }
            for (int side = 0; side < 2; ++side) {
                std::string hand;
                for (std::size_t k = 0; k < kHandOrder.size(); ++k)
                    for (int i = 0; i < parts->hands.count[side][k]; ++i)
                        hand += "00" + csa_of(std::string(1, kHandOrder[k]));
                if (!hand.empty()) out += std::string(side == 0 ? "P+" : "P-") + hand + "\n";
            }
            out += parts->side == 0 ? "+\n" : "-\n";
        } else {
            out += "PI\n+\n";
        }
    }
    for (const std::string& m : record.moves) out += m + "\n";
    if (!record.ending.empty()) out += record.ending + "\n";
    return out;
}

std::string write_usi(const ShogiRecord& record) {
    std::string out = "position ";
    out += record.start == "startpos" ? std::string("startpos") : "sfen " + record.start;
    if (!record.moves.empty()) {
        out += " moves";
        for (const std::string& m : record.moves) out += " " + m;
    }
    out += '\n';
    return out;
}

}  // namespace arbiter::formats
