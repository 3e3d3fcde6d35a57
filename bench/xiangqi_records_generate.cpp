// `xiangqi_records_generate iccs|wxf|chinese|dhtmlxq GAMES [SEED]`: random legal xiangqi games
// written as one file by the project's writers (formats/xiangqi_records.h: xiangqi PGN with
// the moves in ICCS, WXF or Chinese, or DhtmlXQ blocks), for bench/xiangqi_records_bench.sh. Moves
// are picked uniformly among fast/xiangqi's legal moves, 20 to 200 plies; a game ends where
// fast/xiangqi's status ends it (mate, stalemate, repetition, natural limit; the result is the
// rules'), else it is scored `*`. The move texts are fast/xiangqi's printers.

#include <charconv>
#include <cstdio>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "fast/xiangqi/game.h"
#include "fast/xiangqi/movegen.h"
#include "fast/xiangqi/notation.h"
#include "fast/xiangqi/record_notation.h"
#include "formats/xiangqi_records.h"

namespace fx = arbiter::fast::xiangqi;
namespace formats = arbiter::formats;

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr,
                     "usage: xiangqi_records_generate iccs|wxf|chinese|dhtmlxq GAMES [SEED]\n");
        return 2;
    }
    const std::string_view format = argv[1];
    if (format != "iccs" && format != "wxf" && format != "chinese" && format != "dhtmlxq") {
        std::fprintf(stderr,
                     "xiangqi_records_generate: the format is iccs, wxf, chinese or dhtmlxq\n");
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
    const fx::Rules rules;
    std::string out;
    fx::MoveList list;
    for (long n = 0; n < games; ++n) {
        fx::Game game(fx::Position::startpos());
        formats::XiangqiRecord record;
        record.tags = {
            {"Event", "random " + std::to_string(n + 1)}, {"Red", "random"}, {"Black", "random"}};
        record.format = format == "wxf" ? "WXF" : format == "chinese" ? "Chinese" : "ICCS";
        const int plies = 20 + static_cast<int>(rng() % (kMaxPlies - 20));
        for (int ply = 0; ply < plies; ++ply) {
            fx::generate_legal(game.position(), list);
            if (list.empty()) break;
            const fx::Move m = list[static_cast<int>(rng() % static_cast<unsigned>(list.size()))];
            const fx::Position& pos = game.position();
            record.moves.push_back(format == "wxf"       ? fx::print_wxf(pos, m)
                                   : format == "chinese" ? fx::print_chinese(pos, m)
                                                         : fx::print_iccs(m));
            record.ucci.push_back(fx::print_move(m));
            (void)game.play(m);
            if (game.status(rules).outcome != fx::Outcome::Ongoing) break;
        }
        const fx::GameStatus s = game.status(rules);
        record.result = s.outcome == fx::Outcome::Draw  ? "1/2-1/2"
                        : s.outcome == fx::Outcome::Win ? (*s.winner == fx::Red ? "1-0" : "0-1")
                                                        : "*";
        out += format == "dhtmlxq" ? formats::write_dhtmlxq(record)
                                   : formats::write_xiangqi_pgn(record);
        if (out.size() > (1u << 20)) {
            std::fwrite(out.data(), 1, out.size(), stdout);
            out.clear();
        }
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
