// `shogi_records_generate kif|csa|usi GAMES [SEED]`: random legal shogi games written as one KIF,
// CSA or USI file (games after one another: KIF games each open with a "#KIF" line, CSA games are
// separated by "/"), for bench/shogi_records_bench.sh. Moves are picked uniformly among the legal
// moves by fast/shogi, at most 200 plies; a game ends at mate (詰み, %TSUMI), at the fourth
// occurrence of a position (千日手, %SENNICHITE) or by resignation (投了, %TORYO). The move texts
// are written by fast/shogi's printers (fast/shogi/record_notation.h).

#include <charconv>
#include <cstdio>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "fast/shogi/notation.h"
#include "fast/shogi/record_notation.h"

namespace fs = arbiter::fast::shogi;

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: shogi_records_generate kif|csa|usi GAMES [SEED]\n");
        return 2;
    }
    const std::string_view format = argv[1];
    if (format != "kif" && format != "csa" && format != "usi") {
        std::fprintf(stderr, "shogi_records_generate: the format is kif, csa or usi\n");
        return 2;
    }
    long games = 0;
    long seed = 1;
    const std::string_view g = argv[2];
    std::from_chars(g.data(), g.data() + g.size(), games);
    if (argc > 3) {
        const std::string_view s = argv[3];
        std::from_chars(s.data(), s.data() + s.size(), seed);
    }
    std::mt19937_64 rng(static_cast<std::uint64_t>(seed));
    constexpr int kMaxPlies = 200;
    std::string out;
    fs::MoveList list;
    for (long n = 0; n < games; ++n) {
        fs::Position pos;
        (void)fs::Position::named("startpos", pos);
        std::vector<std::uint64_t> keys{pos.key()};
        const int plies = 20 + static_cast<int>(rng() % (kMaxPlies - 20));
        if (format == "kif") {
            out += "#KIF version=2.0 encoding=UTF-8\n開始日時：2026/12/01 10:00:00\n手合割：平手\n";
            out += "先手：random " + std::to_string(n + 1) + "\n後手：random\n";
            out += "手数----指手---------消費時間--\n";
        } else if (format == "csa") {
            if (n > 0) out += "/\n";
            out += "V2.2\nN+random " + std::to_string(n + 1) + "\nN-random\nPI\n+\n";
        } else {
            out += "position startpos moves";
        }
        fs::Square last = fs::kNoSquare;
        std::string_view ending;
        int ply = 0;
        char buf[fs::kMoveTextBufferSize];
        for (; ply < plies; ++ply) {
            fs::generate_legal(pos, list);
            if (list.empty()) {
                ending = format == "kif" ? "詰み" : "%TSUMI";
                break;
            }
            const fs::Move m = list[static_cast<int>(rng() % static_cast<unsigned>(list.size()))];
            if (format == "kif") {
                char number[16];
                const int len = std::snprintf(number, sizeof number, "%4d ", ply + 1);
                out.append(number, static_cast<std::size_t>(len));
                out.append(buf, static_cast<std::size_t>(fs::write_kif_move(pos, m, last, buf)));
                out += "   ( 0:01/00:00:01)\n";
            } else if (format == "csa") {
                out.append(buf, static_cast<std::size_t>(fs::write_csa_move(pos, m, buf)));
                out += "\nT1\n";
            } else {
                out += ' ';
                out.append(buf, static_cast<std::size_t>(fs::write_move(m, buf)));
            }
            pos.make(m);
            last = fs::move_to(m);
            keys.push_back(pos.key());
            int seen = 0;
            for (const std::uint64_t k : keys) seen += k == pos.key();
            if (seen >= 4) {
                ++ply;
                ending = format == "kif" ? "千日手" : "%SENNICHITE";
                break;
            }
        }
        if (ending.empty()) ending = format == "kif" ? "投了" : "%TORYO";
        if (format == "kif") {
            char number[16];
            const int len = std::snprintf(number, sizeof number, "%4d ", ply + 1);
            out.append(number, static_cast<std::size_t>(len));
            out += ending;
            out += "\n\n";
        } else if (format == "csa") {
            out += ending;
            out += '\n';
        } else {
            out += '\n';
        }
        if (out.size() > (1u << 20)) {
            std::fwrite(out.data(), 1, out.size(), stdout);
            out.clear();
        }
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
