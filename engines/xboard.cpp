#include "engines/xboard.h"

#include <algorithm>
#include <cctype>
#include <charconv>

#include "core/text.h"

namespace arbiter::engines {

namespace {

std::optional<long long> number(std::string_view s) {
    long long v = 0;
    if (s.empty() || s.size() > 15) return std::nullopt;
    if (s.front() == '+') s.remove_prefix(1);
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc{} || end != s.data() + s.size()) return std::nullopt;
    return v;
}

std::vector<std::string> split_commas(std::string_view s) {
    std::vector<std::string> out;
    std::string cur;
    for (char c : s) {
        if (c == ',') {
            if (!cur.empty()) out.push_back(cur);
            cur.clear();
        } else if (c != ' ') {
            cur += c;
        }
    }
    if (!cur.empty()) out.push_back(cur);
    return out;
}

}  // namespace

std::vector<std::string> parse_feature_line(std::string_view line, XboardFeatures& f) {
    std::vector<std::string> names;
    while (!line.empty() && std::isspace(static_cast<unsigned char>(line.front())))
        line.remove_prefix(1);
    // Any blank separates the features (an engine may print tabs: found by
    // fuzz/engine_output_fuzzer.cpp, "feature ping=1\tdone=1" hid done=1 in ping's value).
    auto blank = [&](std::size_t at) { return std::isspace(static_cast<unsigned char>(line[at])); };
    if (line.size() < 8 || line.substr(0, 7) != "feature" || !blank(7)) return names;
    std::size_t i = 8;
    while (i < line.size()) {
        while (i < line.size() && blank(i)) ++i;
        const std::size_t b = i;
        while (i < line.size() && line[i] != '=' && !blank(i)) ++i;
        const std::string name(line.substr(b, i - b));
        if (i >= line.size() || line[i] != '=') {
            if (!name.empty()) break;  // not name=value: stop reading this line
            continue;
        }
        ++i;
        std::string value;
        if (i < line.size() && line[i] == '"') {
            const std::size_t close = line.find('"', i + 1);
            if (close == std::string_view::npos) break;
            value = std::string(line.substr(i + 1, close - i - 1));
            i = close + 1;
        } else {
            const std::size_t e = i;
            while (i < line.size() && !blank(i)) ++i;
            value = std::string(line.substr(e, i - e));
        }
        if (name.empty()) continue;
        const bool on = value == "1";
        if (name == "done") {
            if (on)
                f.done = true;
            else
                f.done_zero = true;
            continue;  // done is not answered
        }
        if (name == "setboard") f.setboard = on;
        if (name == "usermove") f.usermove = on;
        if (name == "san") f.san = on;
        if (name == "ping") f.ping = on;
        if (name == "myname") f.myname = value;
        if (name == "variants") f.variants = split_commas(value);
        names.push_back(name);
    }
    return names;
}

Dialect xboard_dialect(core::Game game) {
    switch (game) {
    case core::Game::Chess:
        return Dialect::Chess;
    case core::Game::Xiangqi:
        return Dialect::XiangqiRanks0;
    case core::Game::Shogi:
        return Dialect::ShogiFairyUci;
    }
    return Dialect::Chess;
}

std::string xboard_variant(core::Game game) {
    if (game == core::Game::Xiangqi) return "xiangqi";
    if (game == core::Game::Shogi) return "shogi";
    return "";
}

core::Result<std::string> xboard_setboard_fen(core::Game game, std::string_view fen,
                                              bool wxf_letters) {
    if (game == core::Game::Shogi) return sfen_to_fairy_fen(fen);
    if (game == core::Game::Chess) return std::string(fen);
    const auto w = core::words_of(fen);
    if (w.size() < 2) return core::make_error("not a xiangqi FEN: '" + std::string(fen) + "'");
    std::string board = w[0];
    if (wxf_letters) {
        for (char& c : board) {
            if (c == 'n')
                c = 'h';
            else if (c == 'N')
                c = 'H';
            else if (c == 'b')
                c = 'e';
            else if (c == 'B')
                c = 'E';
        }
    }
    // Our FEN: BOARD SIDE - - HALFMOVES MOVES; XBoard engines: BOARD SIDE HALFMOVES MOVES.
    std::string side = w[1] == "r" ? "w" : w[1];
    std::string half = w.size() >= 5 ? w[4] : "0", full = w.size() >= 6 ? w[5] : "1";
    return board + " " + side + " " + half + " " + full;
}

std::optional<std::string> normalize_long_algebraic(Dialect dialect, std::string_view text,
                                                    int side_to_move) {
    std::string t(text);
    const bool shogi = dialect == Dialect::ShogiFairyUci || dialect == Dialect::ShogiUsi;
    while (!t.empty() &&
           (t.back() == '#' || t.back() == '!' || t.back() == '?' || (!shogi && t.back() == '+')))
        t.pop_back();
    if (dialect == Dialect::Chess) {
        const std::string rank = side_to_move == 0 ? "1" : "8";
        if (t == "O-O" || t == "0-0") return "e" + rank + "g" + rank;
        if (t == "O-O-O" || t == "0-0-0") return "e" + rank + "c" + rank;
    }
    // Drops keep their piece letter: P@e5 (P*e5 read alike).
    if (t.size() == 4 && std::isupper(static_cast<unsigned char>(t[0])) &&
        (t[1] == '@' || t[1] == '*')) {
        t[1] = shogi && dialect == Dialect::ShogiUsi ? '*' : '@';
        return from_engine_move(dialect, t) ? std::optional<std::string>(t) : std::nullopt;
    }
    // A promoted piece's '+' before its letter (Sjaak II: +Pe3-e2, +Re5-e8).
    if (t.size() >= 4 && t[0] == '+' && std::isupper(static_cast<unsigned char>(t[1])))
        t.erase(0, 1);
    // A leading piece letter before a square (Nb1-c3, Hb0-a2, Pe7-e8+).
    if (t.size() >= 3 && std::isupper(static_cast<unsigned char>(t[0])) &&
        std::islower(static_cast<unsigned char>(t[1])) &&
        std::isdigit(static_cast<unsigned char>(t[2])))
        t.erase(0, 1);
    std::string out;
    for (std::size_t i = 0; i < t.size(); ++i) {
        const char c = t[i];
        if (c == '-' || c == 'x' || c == ':' || c == '=') continue;
        out += c;
    }
    // A chess promotion letter in upper case (b7-b8Q).
    if (dialect == Dialect::Chess && out.size() == 5)
        out[4] = static_cast<char>(std::tolower(static_cast<unsigned char>(out[4])));
    if (!from_engine_move(dialect, out)) return std::nullopt;
    return out;
}

core::Result<std::vector<std::string>> xboard_limits(std::string_view go) {
    const auto w = core::words_of(go);
    const std::string usage =
        "--go must be 'depth N', 'movetime MS' or 'nodes N', not '" + std::string(go) + "'";
    if (w.size() != 2) return core::make_error(usage);
    const auto n = number(w[1]);
    if (!n || *n <= 0 || w[1][0] == '+')
        return core::make_error("--go needs a positive whole number after '" + w[0] + "', not '" +
                                w[1] + "'");
    if (w[0] == "depth") return std::vector<std::string>{"sd " + std::to_string(*n)};
    if (w[0] == "movetime") {
        const long long seconds = std::max(1LL, (*n + 999) / 1000);
        return std::vector<std::string>{"st " + std::to_string(seconds)};
    }
    if (w[0] == "nodes") return std::vector<std::string>{"st 1", "nps " + std::to_string(*n)};
    return core::make_error(usage);
}

XboardAnswer classify_xboard_line(std::string_view line) {
    XboardAnswer a;
    const auto w = core::words_of(line);
    if (w.empty()) return a;
    if (w[0] == "move" && w.size() >= 2) {
        a.kind = XboardAnswerKind::Move;
        a.move = w[1];
    } else if (w[0] == "resign") {
        a.kind = XboardAnswerKind::Resign;
    } else if (w[0] == "1-0" || w[0] == "0-1" || w[0] == "1/2-1/2") {
        a.kind = XboardAnswerKind::Result;
        a.resigns = line.find("resign") != std::string_view::npos;
    } else if (w[0] == "Illegal" && w.size() >= 2 && w[1].rfind("move", 0) == 0) {
        a.kind = XboardAnswerKind::Illegal;
    } else if (w[0].rfind("Error", 0) == 0 || w[0] == "tellusererror") {
        a.kind = XboardAnswerKind::Error;
    } else if (w.size() >= 3 && w[0] == "My" && w[1] == "move" && w[2] == "is:" && w.size() >= 4) {
        a.kind = XboardAnswerKind::Move;  // protocol version 1 engines
        a.move = w[3];
    }
    return a;
}

bool xboard_refuses_move_now(std::string_view line) {
    const std::size_t colon = line.rfind(':');
    return colon != std::string_view::npos && core::trim_ascii_space(line.substr(colon + 1)) == "?";
}

std::string xboard_result_line(std::string_view result, std::string_view reason) {
    std::string why;
    for (char c : reason)
        if (c != '{' && c != '}' && c != '\n' && c != '\r') why += c;
    return "result " + std::string(result) + " {" + why + "}";
}

XboardMateScores xboard_mate_scores(std::string_view myname) {
    if (myname.rfind("HoiChess", 0) == 0 || myname.rfind("HoiXiangqi", 0) == 0)
        return XboardMateScores::HoiChess;
    if (myname.rfind("Sjaak", 0) == 0) return XboardMateScores::Sjaak;
    return XboardMateScores::Cecp;
}

std::string_view xboard_mate_scores_name(XboardMateScores encoding) {
    switch (encoding) {
    case XboardMateScores::Cecp:
        return "cecp";
    case XboardMateScores::HoiChess:
        return "hoichess";
    case XboardMateScores::Sjaak:
        return "sjaak";
    }
    return "?";
}

std::optional<XboardThinking> xboard_thinking(std::string_view line, XboardMateScores encoding) {
    const auto w = core::words_of(line);
    if (w.size() < 4) return std::nullopt;
    for (std::size_t i = 0; i < 4; ++i) {
        std::string_view t = w[i];
        if (i == 0 && !t.empty() && (t.back() == '.' || t.back() == '&')) t.remove_suffix(1);
        if (!number(t)) return std::nullopt;
    }
    XboardThinking out;
    out.score = *number(w[1]);
    const long long magnitude = out.score < 0 ? -out.score : out.score;
    const int sign = out.score < 0 ? -1 : 1;
    // A mate beyond 1000 plies is no mate score.
    switch (encoding) {
    case XboardMateScores::Cecp:
        // N from 1: -100000 (a mate in 0, "mated now") would read as mate 0 and lose its sign,
        // so it stays the plain score it is.
        if (magnitude > 100000 && magnitude < 101000)
            out.mate_moves = sign * static_cast<int>(magnitude - 100000);
        break;
    case XboardMateScores::HoiChess:
    case XboardMateScores::Sjaak: {
        const long long top = encoding == XboardMateScores::HoiChess ? 100000 : 16000;
        if (magnitude < top && magnitude > top - 1000) {
            const long long plies = top - magnitude;
            out.mate_moves = sign * static_cast<int>((plies + 1) / 2);
        }
        break;
    }
    }
    return out;
}

std::optional<int> xboard_mate_moves(std::string_view line, XboardMateScores encoding) {
    auto thinking = xboard_thinking(line, encoding);
    if (!thinking) return std::nullopt;
    return thinking->mate_moves;
}

core::Result<std::vector<std::string>> xshogi_limits(std::string_view go) {
    const auto w = core::words_of(go);
    if (w.size() == 2 && (w[0] == "depth" || w[0] == "movetime")) {
        const auto n = number(w[1]);
        if (!n || *n <= 0 || w[1][0] == '+')
            return core::make_error("--go needs a positive whole number after '" + w[0] +
                                    "', not '" + w[1] + "'");
        if (w[0] == "depth") {
            if (*n > 29)
                return core::make_error("gnushogi searches at most 29 plies (--go depth 1-29)");
            return std::vector<std::string>{"depth", std::to_string(*n)};
        }
        const long long seconds = std::max(1LL, (*n + 999) / 1000);
        return std::vector<std::string>{"level 0 0:" + std::to_string(seconds)};
    }
    return core::make_error("the xshogi protocol takes --go 'depth N' or 'movetime MS', not '" +
                            std::string(go) + "'");
}

core::Result<std::vector<std::string>> xshogi_edit_lines(std::string_view sfen) {
    const auto w = core::words_of(sfen);
    if (w.size() < 3) return core::make_error("not an SFEN: '" + std::string(sfen) + "'");
    std::vector<std::string> sente, gote;
    int rank = 0, file = 9;
    bool promoted = false;
    for (char c : w[0]) {
        if (c == '/') {
            ++rank;
            file = 9;
            promoted = false;
        } else if (c >= '1' && c <= '9') {
            file -= c - '0';
        } else if (c == '+') {
            promoted = true;
        } else if (std::isalpha(static_cast<unsigned char>(c))) {
            if (rank > 8 || file < 1)
                return core::make_error("SFEN board too large: '" + w[0] + "'");
            const char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
            if (std::string_view("PLNSGBRK").find(letter) == std::string_view::npos)
                return core::make_error("SFEN board has an unknown piece '" + std::string(1, c) +
                                        "'");
            std::string token = std::string(1, letter) + static_cast<char>('0' + file) +
                                static_cast<char>('a' + rank);
            if (promoted) token += '+';
            (std::isupper(static_cast<unsigned char>(c)) ? sente : gote).push_back(token);
            --file;
            promoted = false;
        } else {
            return core::make_error("SFEN board has an unexpected '" + std::string(1, c) + "'");
        }
    }
    if (w[2] != "-") {
        int count = 0;
        for (char c : w[2]) {
            if (c >= '0' && c <= '9') {
                count = count * 10 + (c - '0');
                if (count > 18)
                    return core::make_error("SFEN hand count too large: '" + w[2] + "'");
                continue;
            }
            const char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
            if (std::string_view("PLNSGBR").find(letter) == std::string_view::npos)
                return core::make_error("SFEN hand has an unexpected '" + std::string(1, c) + "'");
            auto& side = std::isupper(static_cast<unsigned char>(c)) ? sente : gote;
            for (int i = 0; i < std::max(1, count); ++i)
                side.push_back(std::string(1, letter) + "*");
            count = 0;
        }
    }
    std::vector<std::string> lines = {"edit", "#"};
    lines.insert(lines.end(), sente.begin(), sente.end());
    lines.push_back("c");
    lines.insert(lines.end(), gote.begin(), gote.end());
    lines.push_back(".");
    return lines;
}

XshogiAnswer classify_xshogi_line(std::string_view line) {
    XshogiAnswer a;
    // The prompt of `depth` ("depth = ") has no line end: it may begin the next line.
    while (true) {
        while (!line.empty() && line.front() == ' ') line.remove_prefix(1);
        if (line.substr(0, 7) != "depth =") break;
        line.remove_prefix(7);
    }
    a.text = std::string(line);
    const auto w = core::words_of(line);
    if (w.empty()) return a;
    if (w.size() >= 3 && w[1] == "..." && w[0].size() >= 2 && w[0].back() == '.' &&
        number(std::string_view(w[0]).substr(0, w[0].size() - 1))) {
        a.kind = XshogiAnswerKind::Move;
        a.move = w[2];
    } else if ((w.size() == 2 && (w[0] == "Black" || w[0] == "White") && w[1] == "mates!") ||
               (w.size() == 2 && w[0] == "Drawn" && w[1] == "game!")) {
        a.kind = XshogiAnswerKind::NoMove;
    } else if (w[0] == "Illegal") {
        a.kind = XshogiAnswerKind::Illegal;
    }
    return a;
}

}  // namespace arbiter::engines
