#include "engines/dialect.h"

#include <cctype>
#include <sstream>
#include <vector>

namespace arbiter::engines {

namespace {

bool in(char c, char low, char high) { return c >= low && c <= high; }

// "a0".."i9" style squares with a rank number in [low_rank, high_rank] that may take two digits.
// Reads one square at text[pos...]; advances pos.
std::optional<std::pair<char, int>> read_square(std::string_view text, std::size_t& pos,
                                                char last_file, int low_rank, int high_rank) {
    if (pos >= text.size() || !in(text[pos], 'a', last_file)) return std::nullopt;
    const char file = text[pos++];
    if (pos >= text.size() || !in(text[pos], '0', '9')) return std::nullopt;
    int rank = text[pos++] - '0';
    if (pos < text.size() && in(text[pos], '0', '9') && high_rank >= 10) {
        rank = rank * 10 + (text[pos++] - '0');
        if (rank < 10) return std::nullopt;  // no leading zeros ("a01")
    }
    if (rank < low_rank || rank > high_rank) return std::nullopt;
    return std::make_pair(file, rank);
}

std::optional<std::string> chess_move(std::string_view m) {
    if (m.size() != 4 && m.size() != 5) return std::nullopt;
    if (!in(m[0], 'a', 'h') || !in(m[1], '1', '8') || !in(m[2], 'a', 'h') || !in(m[3], '1', '8'))
        return std::nullopt;
    if (m.size() == 5 && std::string_view("qrbn").find(m[4]) == std::string_view::npos)
        return std::nullopt;
    return std::string(m);
}

// Xiangqi move from `m` with ranks in [base, base + 9]; printed with ranks shifted by `shift`.
std::optional<std::string> xiangqi_move(std::string_view m, int base, int shift) {
    std::size_t pos = 0;
    auto from = read_square(m, pos, 'i', base, base + 9);
    if (!from) return std::nullopt;
    auto to = read_square(m, pos, 'i', base, base + 9);
    if (!to || pos != m.size()) return std::nullopt;
    return std::string(1, from->first) + std::to_string(from->second + shift) +
           std::string(1, to->first) + std::to_string(to->second + shift);
}

bool usi_square(std::string_view s) {
    return s.size() == 2 && in(s[0], '1', '9') && in(s[1], 'a', 'i');
}
bool fairy_square(std::string_view s) {
    return s.size() == 2 && in(s[0], 'a', 'i') && in(s[1], '1', '9');
}
bool drop_piece(char c) { return std::string_view("PLNSGBR").find(c) != std::string_view::npos; }

// USI square "7g" <-> fairy "c3": file f -> letter 'a' + (9 - f); rank letter r -> digit 9 - (r -
// 'a').
std::string usi_to_fairy_square(std::string_view s) {
    return {static_cast<char>('a' + ('9' - s[0])), static_cast<char>('9' - (s[1] - 'a'))};
}
std::string fairy_to_usi_square(std::string_view s) {
    return {static_cast<char>('9' - (s[0] - 'a')), static_cast<char>('a' + ('9' - s[1]))};
}

std::optional<std::string> usi_move(std::string_view m) {
    if (m.size() == 4 && drop_piece(m[0]) && m[1] == '*' && usi_square(m.substr(2)))
        return std::string(m);
    if ((m.size() == 4 || (m.size() == 5 && m[4] == '+')) && usi_square(m.substr(0, 2)) &&
        usi_square(m.substr(2, 2))) {
        if (m.substr(0, 2) == m.substr(2, 2)) return std::nullopt;
        return std::string(m);
    }
    return std::nullopt;
}

}  // namespace

std::string_view dialect_name(Dialect dialect) {
    switch (dialect) {
    case Dialect::Chess:
        return "chess UCI";
    case Dialect::XiangqiRanks0:
        return "xiangqi ranks 0-9";
    case Dialect::XiangqiRanks1:
        return "xiangqi ranks 1-10";
    case Dialect::ShogiUsi:
        return "shogi USI";
    case Dialect::ShogiFairyUci:
        return "shogi fairy-stockfish UCI";
    }
    return "?";
}

std::optional<std::string> to_engine_move(Dialect dialect, std::string_view ours) {
    switch (dialect) {
    case Dialect::Chess:
        return chess_move(ours);
    case Dialect::XiangqiRanks0:
        return xiangqi_move(ours, 0, 0);
    case Dialect::XiangqiRanks1:
        return xiangqi_move(ours, 0, 1);
    case Dialect::ShogiUsi:
        return usi_move(ours);
    case Dialect::ShogiFairyUci: {
        auto m = usi_move(ours);
        if (!m) return std::nullopt;
        if ((*m)[1] == '*')
            return std::string(1, (*m)[0]) + "@" +
                   usi_to_fairy_square(std::string_view(*m).substr(2));
        std::string out = usi_to_fairy_square(std::string_view(*m).substr(0, 2)) +
                          usi_to_fairy_square(std::string_view(*m).substr(2, 2));
        if (m->size() == 5) out += '+';
        return out;
    }
    }
    return std::nullopt;
}

std::optional<std::string> from_engine_move(Dialect dialect, std::string_view theirs) {
    switch (dialect) {
    case Dialect::Chess:
        return chess_move(theirs);
    case Dialect::XiangqiRanks0:
        return xiangqi_move(theirs, 0, 0);
    case Dialect::XiangqiRanks1:
        return xiangqi_move(theirs, 1, -1);
    case Dialect::ShogiUsi:
        return usi_move(theirs);
    case Dialect::ShogiFairyUci: {
        const std::string_view m = theirs;
        if (m.size() == 4 && drop_piece(m[0]) && m[1] == '@' && fairy_square(m.substr(2))) {
            return std::string(1, m[0]) + "*" + fairy_to_usi_square(m.substr(2));
        }
        if ((m.size() == 4 || (m.size() == 5 && m[4] == '+')) && fairy_square(m.substr(0, 2)) &&
            fairy_square(m.substr(2, 2)) && m.substr(0, 2) != m.substr(2, 2)) {
            std::string out =
                fairy_to_usi_square(m.substr(0, 2)) + fairy_to_usi_square(m.substr(2, 2));
            if (m.size() == 5) out += '+';
            return out;
        }
        return std::nullopt;
    }
    }
    return std::nullopt;
}

core::Result<std::string> sfen_to_fairy_fen(std::string_view sfen) {
    std::vector<std::string> fields;
    std::istringstream in_stream{std::string(sfen)};
    for (std::string field; in_stream >> field;) fields.push_back(field);
    if (fields.size() < 3 || fields.size() > 4)
        return core::make_error("not an SFEN (board side hand [ply]): '" + std::string(sfen) + "'");
    const std::string& board = fields[0];
    for (char c : board) {
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '/' && c != '+') {
            return core::make_error("SFEN board has an unexpected character '" + std::string(1, c) +
                                    "'");
        }
    }
    std::string side;
    if (fields[1] == "b")
        side = "w";
    else if (fields[1] == "w")
        side = "b";
    else
        return core::make_error("SFEN side to move must be b or w, not '" + fields[1] + "'");
    std::string hand;
    if (fields[2] != "-") {
        int count = 0;
        for (char c : fields[2]) {
            if (in(c, '0', '9')) {
                count = count * 10 + (c - '0');
                if (count > 18)
                    return core::make_error("SFEN hand count too large in '" + fields[2] + "'");
            } else if (drop_piece(static_cast<char>(std::toupper(static_cast<unsigned char>(c))))) {
                hand.append(static_cast<std::size_t>(count == 0 ? 1 : count), c);
                count = 0;
            } else {
                return core::make_error("SFEN hand has an unexpected character '" +
                                        std::string(1, c) + "'");
            }
        }
        if (count != 0) return core::make_error("SFEN hand ends with a count: '" + fields[2] + "'");
    }
    return board + "[" + hand + "] " + side + " - - 0 1";
}

}  // namespace arbiter::engines
