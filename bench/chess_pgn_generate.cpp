// `chess_pgn_generate GAMES [SEED]`: writes GAMES random legal chess games as PGN on stdout, for
// measuring `arbiter games` against pgn-extract (bench/compare_pgn_extract.sh). Each game plays
// uniformly random legal moves (fast/chess) for 40 to 199 plies or until the FIDE Laws end it
// (checkmate, stalemate, dead position, the fifth occurrence, 75 moves); its Result is what the
// rules decided, or a random 1-0 / 0-1 / 1/2-1/2 (a resignation or an agreement). Moves are
// written in SAN by fast/chess's write_san, the game by formats' PGN writer, with tags the
// size of a real database's (Seven Tag Roster, Elo, ECO, PlyCount). The same SEED gives the same
// file.

#include <charconv>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "fast/chess/game.h"
#include "fast/chess/movegen.h"
#include "fast/chess/record_notation.h"
#include "formats/pgn.h"

namespace {

namespace fc = arbiter::fast::chess;
namespace formats = arbiter::formats;

struct Rng {  // xorshift64*
    std::uint64_t s;
    std::uint64_t next() {
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        return s * 2685821657736338717ULL;
    }
    int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
};

int occurrences(const std::vector<std::uint64_t>& hashes) {
    int n = 0;
    for (const std::uint64_t h : hashes) n += h == hashes.back();
    return n;
}

}  // namespace

int main(int argc, char** argv) {
    long games = 0;
    std::uint64_t seed = 1;
    if (argc < 2 ||
        std::from_chars(argv[1], argv[1] + std::string(argv[1]).size(), games).ec != std::errc{} ||
        games < 1) {
        std::fprintf(stderr, "usage: chess_pgn_generate GAMES [SEED]\n");
        return 2;
    }
    if (argc > 2) std::from_chars(argv[2], argv[2] + std::string(argv[2]).size(), seed);
    Rng rng{seed * 0x9E3779B97F4A7C15ULL + 1};
    static const char* const kNames[] = {"Carlsen, Magnus", "Nakamura, Hikaru",  "Caruana, Fabiano",
                                         "Ding, Liren",     "Firouzja, Alireza", "Gukesh, D",
                                         "So, Wesley",      "Giri, Anish"};
    std::string out;
    for (long g = 0; g < games; ++g) {
        fc::Position pos = fc::Position::startpos();
        std::vector<std::uint64_t> hashes{pos.hash()};
        formats::PgnGame pgn;
        const int plies = 40 + rng.below(160);
        std::string result;
        for (int ply = 0; ply < plies && result.empty(); ++ply) {
            fc::MoveList list;
            fc::generate_legal(pos, list);
            const fc::Move m = list[rng.below(list.size())];
            char san[fc::kMaxSanLength + 1];
            fc::write_san(pos, m, san);
            pgn.moves.emplace_back(san);
            pos.make(m);
            if (pos.halfmove_clock() == 0) hashes.clear();
            hashes.push_back(pos.hash());
            if (fc::count_legal(pos) == 0) {
                result = !pos.in_check()                   ? "1/2-1/2"
                         : pos.side_to_move() == fc::White ? "0-1"
                                                           : "1-0";
            } else if (fc::dead_position(pos) || occurrences(hashes) >= 5 ||
                       pos.halfmove_clock() >= 150) {
                result = "1/2-1/2";
            }
        }
        if (result.empty()) result = rng.below(3) == 0 ? "1/2-1/2" : rng.below(2) ? "1-0" : "0-1";
        pgn.result = result;
        const int white = rng.below(8), black = (white + 1 + rng.below(7)) % 8;
        pgn.tags = {
            {"Event", "Random Legal Open " + std::to_string(2000 + g % 25)},
            {"Site", "Generated"},
            {"Date", "2025.0" + std::to_string(1 + g % 9) + "." + std::to_string(10 + g % 18)},
            {"Round", std::to_string(1 + g % 11) + "." + std::to_string(1 + g % 40)},
            {"White", kNames[white]},
            {"Black", kNames[black]},
            {"WhiteElo", std::to_string(2600 + rng.below(250))},
            {"BlackElo", std::to_string(2600 + rng.below(250))},
            {"ECO", std::string(1, static_cast<char>('A' + rng.below(5))) +
                        std::to_string(10 + rng.below(90))},
            {"PlyCount", std::to_string(pgn.moves.size())}};
        out += formats::write_pgn(pgn);
        if (out.size() > (1u << 20)) {
            std::fwrite(out.data(), 1, out.size(), stdout);
            out.clear();
        }
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
