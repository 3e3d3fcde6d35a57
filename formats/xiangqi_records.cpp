// Xiangqi records (xiangqi_records.h): the PGN dialect over UTF-8 or GB18030 text, the DhtmlXQ
// reader, and the writers of both.

#include "formats/xiangqi_records.h"

#include <iconv.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <unordered_set>

#include "core/text.h"

namespace arbiter::formats {
namespace {

// iconv_open's failure value, (iconv_t)-1 (POSIX); the cast is the interface's, not ours.
const iconv_t kIconvFailed = reinterpret_cast<iconv_t>(-1);  // NOLINT(performance-no-int-to-ptr)

// The GB18030 reading of `text` as UTF-8 in `out`, a byte that begins no GB18030 character as
// U+FFFD (so `out` is valid UTF-8 whatever the bytes); false when iconv has no GB18030.
bool gb18030_to_utf8(std::string_view text, std::string& out) {
    iconv_t cd = iconv_open("UTF-8", "GB18030");
    if (cd == kIconvFailed) return false;
    out.clear();
    out.reserve(text.size() * 3 / 2 + 16);
    std::size_t i = 0;
    char buffer[4096];
    while (i < text.size()) {
        char* in = const_cast<char*>(text.data() + i);
        std::size_t in_left = text.size() - i;
        char* o = buffer;
        std::size_t out_left = sizeof buffer;
        const std::size_t r = iconv(cd, &in, &in_left, &o, &out_left);
        out.append(buffer, static_cast<std::size_t>(o - buffer));
        i = text.size() - in_left;
        if (r == static_cast<std::size_t>(-1) && errno != E2BIG) {
            out += "\xEF\xBF\xBD";  // EILSEQ or EINVAL (a character cut at the end)
            ++i;
            iconv(cd, nullptr, nullptr, nullptr, nullptr);
        }
    }
    iconv_close(cd);
    return true;
}

// The PGN reader in its xiangqi dialect over an owned UTF-8 copy when the text needed one.
class XiangqiPgnReader final : public RecordReader {
public:
    XiangqiPgnReader(std::string_view text, TextPosition start, std::size_t first_index)
        : text_(utf8_or_gb18030(text, storage_)),
          inner_(text_, start, first_index, PgnDialect::Xiangqi) {}
    bool next(RecordGame& game) override { return inner_.next(game); }

private:
    std::string storage_;
    std::string_view text_;
    PgnReader inner_;
};

// ---- DhtmlXQ ------------------------------------------------------------------------------------

constexpr std::string_view kOpen = "[DhtmlXQ]";
constexpr std::string_view kClose = "[/DhtmlXQ]";
constexpr std::string_view kEntry = "[DhtmlXQ_";
constexpr std::string_view kEntryClose = "[/DhtmlXQ";
// The 32 pieces of [DhtmlXQ_binit], in order (red, then black in lower case).
constexpr std::string_view kBinitPieces = "RNBAKABNRCCPPPPPrnbakabnrccppppp";
constexpr std::size_t kMaxDhtmlxqLines = 4096;

struct Line {
    std::size_t id = 0;
    std::size_t parent = 0;
    int step = 1;           // the ply its first move replaces (1 for the mainline)
    std::string_view text;  // the digits
    const char* at = nullptr;
    TextPosition pos;  // of `at`
};

class DhtmlXqReader final : public RecordReader {
public:
    DhtmlXqReader(std::string_view text, TextPosition start, std::size_t first_index)
        : text_(utf8_or_gb18030(text, storage_)),
          p_(text_.data()),
          cursor_(text_.data()),
          line_start_(text_.data()),
          line_(start.line),
          next_index_(first_index) {}

    bool next(RecordGame& game) override {
        const std::string_view rest(p_, static_cast<std::size_t>(end() - p_));
        const std::size_t found = rest.find(kEntry.substr(0, 8));  // "[DhtmlXQ"
        if (found == std::string_view::npos) {
            p_ = end();
            return false;
        }
        const char* begin = p_ + found;
        const bool wrapped = rest.substr(found).substr(0, kOpen.size()) == kOpen;
        const char* body = wrapped ? begin + kOpen.size() : begin;
        std::string_view after(body, static_cast<std::size_t>(end() - body));
        const std::size_t next_open = after.find(kOpen);
        std::size_t stop = next_open;
        if (wrapped) {
            const std::size_t close = after.find(kClose);
            if (close != std::string_view::npos && close < next_open) stop = close;
        }
        const char* block_end = stop == std::string_view::npos ? end() : body + stop;
        game.clear();
        game.index = next_index_++;
        game.at = position(begin);
        game_begin_ = cursor_;
        game_line_ = line_;
        game_line_start_ = line_start_;
        read_block(game, body, block_end);
        p_ = block_end;
        if (wrapped && stop != std::string_view::npos && stop != next_open)
            p_ = block_end + kClose.size();
        else if (wrapped && !game.problem)
            game.problem = ReadProblem{game.at, "the [DhtmlXQ] here is not closed with [/DhtmlXQ]"};
        return true;
    }

private:
    const char* end() const { return text_.data() + text_.size(); }

    // Line and column of `q` (counted on from the last position asked for, or again from the
    // start of the game when `q` lies before it).
    TextPosition position(const char* q) {
        if (q < cursor_) {
            cursor_ = game_begin_;
            line_ = game_line_;
            line_start_ = game_line_start_;
        }
        for (const char* c = cursor_; c < q; ++c) {
            if (*c == '\n' || (*c == '\r' && (c + 1 == end() || c[1] != '\n'))) {
                ++line_;
                line_start_ = c + 1;
            }
        }
        cursor_ = q;
        return {line_, static_cast<std::uint32_t>(q - line_start_) + 1};
    }

    void fail(RecordGame& game, const char* at, std::string message) {
        if (!game.problem) game.problem = ReadProblem{position(at), std::move(message)};
    }

    void read_block(RecordGame& game, const char* from, const char* to) {
        lines_.clear();
        ids_.clear();
        tokens_ = 0;
        fen_.clear();
        moves_.clear();
        std::string_view block(from, static_cast<std::size_t>(to - from));
        std::size_t i = 0;
        std::string_view binit;
        const char* binit_at = nullptr;
        while (true) {
            const std::size_t open = block.find(kEntry, i);
            if (open == std::string_view::npos) break;
            const std::size_t name_start = open + kEntry.size();
            const std::size_t name_end = block.find(']', name_start);
            if (name_end == std::string_view::npos) {
                fail(game, from + open, "an entry [DhtmlXQ_... is not closed with ']'");
                break;
            }
            const std::string_view name = block.substr(name_start, name_end - name_start);
            const std::size_t value_start = name_end + 1;
            std::size_t value_end = block.find(kEntryClose, value_start);
            if (value_end == std::string_view::npos) {
                fail(game, from + open,
                     "the entry [DhtmlXQ_" + std::string(name.substr(0, 40)) +
                         "] has no closing [/DhtmlXQ_...]");
                break;
            }
            const std::string_view value = block.substr(value_start, value_end - value_start);
            const char* value_at = from + value_start;
            const std::size_t close_end = block.find(']', value_end);
            i = close_end == std::string_view::npos ? block.size() : close_end + 1;
            if (name == "binit") {
                binit = value;
                binit_at = value_at;
            } else if (name == "movelist") {
                add_line(game, 0, 0, 1, value, value_at);
            } else if (name.substr(0, 5) == "move_") {
                std::size_t parent = 0;
                int step = 0;
                std::size_t id = 0;
                if (!variation_name(name.substr(5), parent, step, id)) {
                    fail(game, from + open,
                         "a variation entry is [DhtmlXQ_move_PARENT_PLY_ID], not [DhtmlXQ_" +
                             std::string(name.substr(0, 40)) + "]");
                    continue;
                }
                add_line(game, id, parent, step, value, value_at);
            } else if (name == "result") {
                game.result_text = value;
                game.result = dhtmlxq_result(value);
            } else if (name.substr(0, 7) != "comment") {
                game.tags.push_back({name, value});
            }
        }
        if (!binit.empty()) {
            if (!read_binit(game, binit, binit_at)) return;
        }
        emit(game);
    }

    static ClaimedResult dhtmlxq_result(std::string_view v) {
        if (v.empty()) return ClaimedResult::None;
        if (v == "红胜" || v == "红方胜" || v == "紅勝" || v == "1-0")
            return ClaimedResult::FirstWins;
        if (v == "黑胜" || v == "黑方胜" || v == "黑勝" || v == "0-1")
            return ClaimedResult::SecondWins;
        if (v == "和棋" || v == "和局" || v == "和" || v == "1/2-1/2") return ClaimedResult::Draw;
        if (v == "未知" || v == "*") return ClaimedResult::Unknown;
        return ClaimedResult::Other;
    }

    static bool number(std::string_view s, std::size_t& out) {
        if (s.empty() || s.size() > 6) return false;
        out = 0;
        for (const char c : s) {
            if (c < '0' || c > '9') return false;
            out = out * 10 + static_cast<std::size_t>(c - '0');
        }
        return true;
    }

    static bool variation_name(std::string_view s, std::size_t& parent, int& step,
                               std::size_t& id) {
        const std::size_t a = s.find('_');
        if (a == std::string_view::npos) return false;
        const std::size_t b = s.find('_', a + 1);
        if (b == std::string_view::npos) return false;
        std::size_t st = 0;
        if (!number(s.substr(0, a), parent) || !number(s.substr(a + 1, b - a - 1), st) ||
            !number(s.substr(b + 1), id))
            return false;
        step = static_cast<int>(st);
        return id != 0 && st >= 1;
    }

    // A move list; the entries come in text order, so their positions are counted on once.
    void add_line(RecordGame& game, std::size_t id, std::size_t parent, int step,
                  std::string_view digits, const char* at) {
        if (lines_.size() >= kMaxDhtmlxqLines) {
            fail(game, at, "more than 4096 variations");
            return;
        }
        if (!ids_.insert(id).second) {
            fail(game, at, "the line " + std::to_string(id) + " is given twice");
            return;
        }
        tokens_ += digits.size() / 4 + (id == 0 ? 0 : 2);
        if (tokens_ > kMaxRecordTokens) {
            fail(game, at, record_too_long_message());
            return;
        }
        lines_.push_back(Line{id, parent, step, digits, at, position(at)});
    }

    bool read_binit(RecordGame& game, std::string_view digits, const char* at) {
        if (digits.size() != 64) {
            fail(game, at,
                 "[DhtmlXQ_binit] has " + std::to_string(digits.size()) +
                     " characters, not 64 (32 pieces, two digits each)");
            return false;
        }
        std::array<char, 90> board{};
        for (std::size_t k = 0; k < 32; ++k) {
            const char x = digits[2 * k];
            const char y = digits[2 * k + 1];
            if (x == '9' && y == '9') continue;
            if (x < '0' || x > '8' || y < '0' || y > '9') {
                fail(game, at + 2 * k,
                     std::string("[DhtmlXQ_binit]: '").append(digits.substr(2 * k, 2)) +
                         "' is not a point (file 0-8, row 0-9) nor 99");
                return false;
            }
            const int rank = 9 - (y - '0');
            const std::size_t point =
                static_cast<std::size_t>(rank) * 9 + static_cast<std::size_t>(x - '0');
            if (board[point] != 0) {
                fail(game, at + 2 * k, "[DhtmlXQ_binit]: two pieces on one point");
                return false;
            }
            board[point] = kBinitPieces[k];
        }
        // The side to move: the owner of the piece the first move moves (red when none).
        char side = 'w';
        for (const Line& l : lines_) {
            if (l.id != 0 || l.text.size() < 2) continue;
            const char x = l.text[0];
            const char y = l.text[1];
            if (x >= '0' && x <= '8' && y >= '0' && y <= '9') {
                const char piece = board[static_cast<std::size_t>(9 - (y - '0')) * 9 +
                                         static_cast<std::size_t>(x - '0')];
                if (piece >= 'a' && piece <= 'z') side = 'b';
            }
        }
        fen_ = xiangqi_fen_of_board(board, side);
        game.tags.push_back({"FEN", fen_});
        return true;
    }

    // The mainline with each variation after the move it replaces, in one pass: the lines that
    // branch off are sorted once by (parent, ply, text order), so the children of a line at a ply
    // are one run that a cursor per line passes over; the walk keeps its own stack.
    void emit(RecordGame& game) {
        std::size_t total = 0;
        for (const Line& l : lines_) total += l.text.size() / 4 + 1;
        moves_.reserve(total * 4);       // the views below must not move
        std::vector<std::size_t> order;  // the variations (not the mainline), sorted
        std::size_t root = lines_.size();
        for (std::size_t k = 0; k < lines_.size(); ++k) {
            if (lines_[k].id == 0)
                root = k;
            else
                order.push_back(k);
        }
        if (root == lines_.size()) return;
        std::stable_sort(order.begin(), order.end(), [this](std::size_t a, std::size_t b) {
            const Line& x = lines_[a];
            const Line& y = lines_[b];
            return x.parent != y.parent ? x.parent < y.parent : x.step < y.step;
        });
        struct Step {
            std::size_t line;
            std::size_t move = 0;   // the offset of the move in the digits
            std::size_t child = 0;  // the next of `order` to look at
            bool move_out = false;
        };
        const auto first_child = [&](std::size_t id) {
            return static_cast<std::size_t>(std::lower_bound(order.begin(), order.end(), id,
                                                             [this](std::size_t k, std::size_t v) {
                                                                 return lines_[k].parent < v;
                                                             }) -
                                            order.begin());
        };
        std::vector<Step> stack{Step{root, 0, first_child(0)}};
        check_length(game, lines_[root]);
        while (!stack.empty()) {
            Step& step = stack.back();
            const Line& line = lines_[step.line];
            if (step.move + 4 > line.text.size()) {
                stack.pop_back();
                if (!stack.empty()) game.tokens.push_back({{}, line.pos, TokenKind::VariationEnd});
                continue;
            }
            if (!step.move_out) {
                if (!emit_move(game, line, step.move)) {
                    step.move = line.text.size();  // the rest of this line is not read
                    continue;
                }
                step.move_out = true;
            }
            const int ply = line.step + static_cast<int>(step.move / 4);
            while (step.child < order.size() && lines_[order[step.child]].parent == line.id &&
                   lines_[order[step.child]].step < ply)
                ++step.child;
            if (step.child < order.size() && lines_[order[step.child]].parent == line.id &&
                lines_[order[step.child]].step == ply) {
                const Line& child = lines_[order[step.child++]];
                if (stack.size() > static_cast<std::size_t>(kMaxPgnVariationDepth)) {
                    fail(game, child.at,
                         "variations nest deeper than " + std::to_string(kMaxPgnVariationDepth));
                    continue;
                }
                game.tokens.push_back({{}, child.pos, TokenKind::VariationStart});
                check_length(game, child);
                stack.push_back(Step{static_cast<std::size_t>(&child - lines_.data()), 0,
                                     first_child(child.id)});
                continue;
            }
            step.move += 4;
            step.move_out = false;
        }
    }

    void check_length(RecordGame& game, const Line& line) {
        if (line.text.size() % 4 != 0) {
            fail(game, line.at,
                 "a move list has " + std::to_string(line.text.size()) +
                     " digits, not a multiple of 4");
        }
    }

    // The move at offset `k` of a line as ICCS text; false (a problem) when it is not one. The
    // digits before `k` are digits, so the move is on the line of the list's start.
    bool emit_move(RecordGame& game, const Line& line, std::size_t k) {
        const std::string_view digits = line.text;
        const char x1 = digits[k], y1 = digits[k + 1], x2 = digits[k + 2], y2 = digits[k + 3];
        const auto ok = [](char x, char y) { return x >= '0' && x <= '8' && y >= '0' && y <= '9'; };
        if (!ok(x1, y1) || !ok(x2, y2)) {
            fail(game, line.at + k,
                 std::string(1, '\'')
                     .append(digits.substr(k, 4))
                     .append("' is not a move (file 0-8 and row 0-9, twice)"));
            return false;
        }
        const std::size_t at = moves_.size();
        moves_ += static_cast<char>('a' + (x1 - '0'));
        moves_ += static_cast<char>('0' + (9 - (y1 - '0')));
        moves_ += static_cast<char>('a' + (x2 - '0'));
        moves_ += static_cast<char>('0' + (9 - (y2 - '0')));
        const TextPosition pos{line.pos.line, line.pos.column + static_cast<std::uint32_t>(k)};
        game.tokens.push_back({std::string_view(moves_).substr(at, 4), pos, TokenKind::Move});
        return true;
    }

    std::string storage_;
    std::string_view text_;
    const char* p_;
    const char* cursor_;
    const char* line_start_;
    std::uint32_t line_;
    std::size_t next_index_;
    const char* game_begin_ = nullptr;
    std::uint32_t game_line_ = 1;
    const char* game_line_start_ = nullptr;
    std::vector<Line> lines_;
    std::unordered_set<std::size_t> ids_;  // of lines_
    std::size_t tokens_ = 0;               // the moves and variation marks of lines_
    std::string fen_;
    std::string moves_;
};

// ---- writers ------------------------------------------------------------------------------------

const std::string* find_tag(const XiangqiRecord& r, std::string_view name) {
    for (const auto& [n, v] : r.tags)
        if (n == name) return &v;
    return nullptr;
}

constexpr std::string_view kStandardFen =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

bool standard(std::string_view fen) {
    return fen.empty() || fen == "startpos" || fen == kStandardFen;
}

}  // namespace

std::string_view utf8_or_gb18030(std::string_view text, std::string& storage) {
    if (core::is_valid_utf8(text)) return text;
    if (gb18030_to_utf8(text, storage)) return storage;
    return core::valid_utf8(text, storage);  // no GB18030 converter: U+FFFD for what is not UTF-8
}

std::unique_ptr<RecordReader> make_xiangqi_pgn_reader(std::string_view text, TextPosition start,
                                                      std::size_t first_index) {
    return std::make_unique<XiangqiPgnReader>(text, start, first_index);
}

std::unique_ptr<RecordReader> make_dhtmlxq_reader(std::string_view text, TextPosition start,
                                                  std::size_t first_index) {
    return std::make_unique<DhtmlXqReader>(text, start, first_index);
}

std::size_t dhtmlxq_game_boundary(std::string_view text, std::size_t from) {
    if (from == 0) return 0;
    // A "[DhtmlXQ]" at a line's start (after LF or CR) at or after `from`.
    for (std::size_t open = text.find(kOpen, from); open != std::string_view::npos;
         open = text.find(kOpen, open + 1)) {
        if (text[open - 1] == '\n' || text[open - 1] == '\r') return open;
    }
    return text.size();
}

std::string write_xiangqi_pgn(const XiangqiRecord& r) {
    std::string out;
    const auto tag_line = [&out](std::string_view name, std::string_view value) {
        append_tag_pair(out, name, value);
    };
    tag_line("Game", "Chinese Chess");
    constexpr std::array<std::pair<std::string_view, std::string_view>, 6> kRoster = {{
        {"Event", "?"},
        {"Site", "?"},
        {"Date", "????.??.??"},
        {"Round", "?"},
        {"Red", "?"},
        {"Black", "?"},
    }};
    for (const auto& [name, fallback] : kRoster) {
        const std::string* v = find_tag(r, name);
        tag_line(name, v ? std::string_view(*v) : fallback);
    }
    tag_line("Result", r.result);
    tag_line("Format", r.format);
    if (!standard(r.fen)) tag_line("FEN", r.fen);
    for (const auto& [name, value] : r.tags) {
        bool skip = name == "Game" || name == "Result" || name == "Format" || name == "FEN";
        for (const auto& roster : kRoster) skip = skip || name == roster.first;
        if (!skip) tag_line(name, value);
    }
    out += '\n';
    append_movetext(out, r.moves, standard(r.fen) ? std::string_view() : r.fen, r.result);
    return out;
}

std::string write_dhtmlxq(const XiangqiRecord& r) {
    std::string out = "[DhtmlXQ]\n";
    const auto entry = [&out](std::string_view name, std::string_view value) {
        out += "[DhtmlXQ_";
        out += name;
        out += ']';
        for (const char c : value) out += (c == '[' || c == ']' || c == '\n') ? ' ' : c;
        out += "[/DhtmlXQ_";
        out += name;
        out += "]\n";
    };
    constexpr std::array<std::pair<std::string_view, std::string_view>, 7> kNames = {{
        {"Title", "title"},
        {"Event", "event"},
        {"Date", "date"},
        {"Site", "place"},
        {"Round", "round"},
        {"Red", "red"},
        {"Black", "black"},
    }};
    for (const auto& [tag, name] : kNames)
        if (const std::string* v = find_tag(r, tag)) entry(name, *v);
    // binit: each piece of the FEN in the first free slot of its letter.
    std::string binit(64, '9');
    const std::string fen = standard(r.fen) ? std::string(kStandardFen) : r.fen;
    std::array<bool, 32> used{};
    int rank = 9;
    int file = 0;
    for (const char c : fen) {
        if (c == ' ') break;
        if (c == '/') {
            --rank;
            file = 0;
            continue;
        }
        if (c >= '1' && c <= '9') {
            file += c - '0';
            continue;
        }
        char letter = c == 'E' ? 'B' : c == 'e' ? 'b' : c == 'H' ? 'N' : c == 'h' ? 'n' : c;
        for (std::size_t k = 0; k < 32; ++k) {
            if (used[k] || kBinitPieces[k] != letter) continue;
            used[k] = true;
            binit[2 * k] = static_cast<char>('0' + file);
            binit[2 * k + 1] = static_cast<char>('0' + (9 - rank));
            break;
        }
        ++file;
    }
    entry("binit", binit);
    std::string list;
    for (const std::string& m : r.ucci) {
        if (m.size() != 4) continue;
        list += static_cast<char>('0' + (m[0] - 'a'));
        list += static_cast<char>('0' + (9 - (m[1] - '0')));
        list += static_cast<char>('0' + (m[2] - 'a'));
        list += static_cast<char>('0' + (9 - (m[3] - '0')));
    }
    entry("movelist", list);
    entry("result", r.result == "1-0"       ? "红胜"
                    : r.result == "0-1"     ? "黑胜"
                    : r.result == "1/2-1/2" ? "和棋"
                                            : "未知");
    out += "[/DhtmlXQ]\n";
    return out;
}

std::string xiangqi_fen_of_board(const std::array<char, 90>& cells, char side) {
    std::string fen;
    for (int rank = 9; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 9; ++file) {
            const char piece =
                cells[static_cast<std::size_t>(rank) * 9 + static_cast<std::size_t>(file)];
            if (piece == 0) {
                ++empty;
                continue;
            }
            if (empty) fen += static_cast<char>('0' + empty);
            empty = 0;
            fen += piece;
        }
        if (empty) fen += static_cast<char>('0' + empty);
        if (rank > 0) fen += '/';
    }
    fen += ' ';
    fen += side;
    fen += " - - 0 1";
    return fen;
}

}  // namespace arbiter::formats
