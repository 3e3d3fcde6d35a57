// chess_random_walk_fuzzer: the bytes choose a walk, from the start position or a corpus
// position, through the legal moves; reference and fast must agree at every step.
//   1 byte 0 picks the start (start position or one of the chess corpus positions, with its moves;
//     every start is first checked once, at the first input: both sides accept it and fast's own
//     API replays its line)
//   2 at every ply: the same sorted legal moves, the same check, the same status under the seed's
//     rules (3-fold, 100 plies) and FIDE's automatic ones (5-fold, 150 plies); fast's incremental
//     hash equals its recomputation and Position::invariants_hold()
//   3 the next byte picks the move: byte % number of legal moves (the reference's sorted list)
//   4 at the end: perft(2) agrees (fast bulk and full make vs reference); unmake walks back to
//     the start, restoring every position exactly (hash included)
// On divergence the FEN and the line are printed, then abort().
// Cost (under ASan the reference dominates, and its status looks at every earlier position for
// repetitions: quadratic in the walk): a walk is at most kMaxPlies plies, and the reference's
// status is asked only where the game could end: at the first ply, with no legal move, after a
// capture or pawn move (halfmove clock 0: material, hence a dead position, changes only then), at
// 100 plies or more, or where the placement and side to move were seen before in the walk (a
// repetition needs both; the reference's own FEN, one per ply). Elsewhere it is "ongoing" with the
// reference's check, and fast must say so under both rule sets. Once the reference says the game
// is over (a dead position stays dead), it is asked at every later ply. Where the reference's
// status under the seed's rules is "ongoing", its status under FIDE's automatic rules is too (5
// occurrences include 3, 150 plies include 100; checkmate, stalemate and dead positions are the
// same), so the reference is asked under FIDE's rules only where the seed's rules end the game.

#include <cstddef>
#include <cstdint>
#include <string>
#include <unordered_set>
#include <vector>

#include "fast/chess/movegen.h"
#include "fast/chess/notation.h"
#include "fast/chess/record_notation.h"
#include "fuzz/chess_fuzz_common.h"
#include "fuzz/fuzz_input.h"
#include "fuzz/game_end_text.h"
#include "oracle/corpus.h"

namespace {

using arbiter::fuzz::chess_adapter;
using arbiter::fuzz::diverged;
using arbiter::fuzz::game_end_text;
using arbiter::fuzz::join;
namespace core = arbiter::core;
namespace oracle = arbiter::oracle;
namespace fc = arbiter::fast::chess;

constexpr int kMaxPlies = 80;

struct Start {
    std::string fen;
    std::vector<std::string> moves;
};

// fast's own Position at the end of a start line. The line is read as the adapters read it
// (docs/notation.md): UCI first, then SAN (corpus lines may be in either; issue 39: read as UCI
// only, the Opera game of corpus/chess/notation.json was a false divergence).
fc::Position fast_start(const Start& start) {
    auto parsed = fc::parse_position(start.fen);
    if (!parsed.ok())
        diverged("fast's API refuses a start its adapter accepted", start.fen, start.moves,
                 parsed.error().message);
    fc::Position pos = parsed.value();
    for (const auto& text : start.moves) {
        const auto u = fc::parse_move(text);
        auto m = u ? fc::find_legal(pos, *u) : std::nullopt;
        if (!u) {
            if (const auto san = fc::parse_san(pos, text)) m = san.value();
        }
        if (!m) diverged("fast cannot replay the start line", start.fen, start.moves, text);
        pos.make(*m);
    }
    return pos;
}

// The start position, the CPW perft positions, and every chess corpus case both sides accept.
// Step 1 for every start at once, when the list is built (the first input): both adapters accept
// it and fast's own API replays its line, so a start that cannot be replayed is found whichever
// start the bytes pick (issue 39: a divergence waited for the one byte that picked it).
const std::vector<Start>& starts() {
    static const std::vector<Start> all = [] {
        std::vector<Start> out = {
            {"startpos", {}},
            {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", {}},
            {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", {}},
            {"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", {}},
            {"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", {}},
            {"r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", {}},
        };
        auto corpus = oracle::load_corpus({oracle::default_corpus_dir() / "chess"});
        if (corpus.ok()) {
            auto& ref = chess_adapter(oracle::Impl::Reference);
            for (const auto& c : corpus.value()) {
                if (c.game != core::Game::Chess || c.expect.fen_error) continue;
                if (ref.set_position(c.fen, c.moves).ok()) out.push_back({c.fen, c.moves});
            }
        }
        auto& fast = chess_adapter(oracle::Impl::Fast);
        for (const Start& start : out) {
            if (!fast.set_position(start.fen, start.moves).ok())
                diverged("fast refuses a start the reference accepts", start.fen, start.moves, "");
            fast_start(start);
        }
        return out;
    }();
    return all;
}

bool same_status(const core::GameStatus& a, const core::GameStatus& b) {
    return a.in_check == b.in_check && core::same_decision(a.end, b.end);
}

[[noreturn]] void status_differs(const char* rules, const oracle::Adapter& ref, const Start& start,
                                 const std::vector<std::string>& line, const core::GameStatus& a,
                                 const core::GameStatus& b) {
    diverged(std::string("status differs (") + rules + ")", ref.fen(), line,
             "start: " + start.fen + "\nreference: " + game_end_text(a.end) +
                 "\nfast: " + game_end_text(b.end));
}

// Step 2's statuses: the seed's rules for both; FIDE's for fast, and for the reference only where
// the seed's rules end the game. `ask_reference` false: the reference's status is known to be
// "ongoing" (see the header) and only its check is asked. Returns whether the game is over.
bool compare_status(oracle::Adapter& ref, oracle::Adapter& fast, bool ask_reference,
                    const core::RuleOptions& seed, const core::RuleOptions& fide,
                    const Start& start, const std::vector<std::string>& line) {
    core::GameStatus a;
    if (ask_reference) {
        a = ref.status(seed);
    } else {
        a.in_check = ref.in_check();
    }
    const auto b = fast.status(seed);
    if (!same_status(a, b)) status_differs("repetition 3", ref, start, line, a, b);
    const auto fb = fast.status(fide);
    const auto fa = a.end.over() ? ref.status(fide) : a;
    if (!same_status(fa, fb)) status_differs("repetition 5", ref, start, line, fa, fb);
    return a.end.over();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    arbiter::fuzz::FuzzInput input(data, size);
    const auto& all = starts();
    const Start& start = all[input.index(all.size())];
    auto& ref = chess_adapter(oracle::Impl::Reference);
    auto& fast = chess_adapter(oracle::Impl::Fast);
    if (!ref.set_position(start.fen, start.moves).ok()) return 0;
    if (!fast.set_position(start.fen, start.moves).ok())
        diverged("fast refuses a start the reference accepts", start.fen, start.moves, "");
    fc::Position pos = fast_start(start);  // fast's own position, for hash and unmake checks
    const core::RuleOptions seed_rules{};
    core::RuleOptions fide_rules{};
    fide_rules.chess_repetition_count = 5;
    fide_rules.chess_fifty_move_plies = 150;

    std::vector<std::string> line;
    std::unordered_set<std::string> placements;  // FEN fields 1-2 of every position of the walk
    bool over = false;  // a dead position stays dead: once over, the reference is always asked
    std::vector<fc::Position> before;
    std::vector<fc::Undo> undos;
    std::vector<fc::Move> played;
    for (int ply = 0; ply < kMaxPlies && !input.empty(); ++ply) {
        const auto moves = ref.legal_moves();
        const auto fast_moves = fast.legal_moves();
        if (moves != fast_moves)
            diverged("legal moves differ", ref.fen(), line,
                     "start: " + start.fen + "\nreference: " + join(moves) +
                         "\nfast: " + join(fast_moves));
        const std::string fen = ref.fen();
        const bool seen_before =
            !placements.insert(fen.substr(0, fen.find(' ', fen.find(' ') + 1))).second;
        const int clock = ref.halfmove_clock();
        const bool may_end = ply == 0 || !start.moves.empty() || moves.empty() || clock == 0 ||
                             clock >= 100 || seen_before || over;
        over = compare_status(ref, fast, may_end, seed_rules, fide_rules, start, line);
        if (pos.hash() != pos.compute_hash() || !pos.invariants_hold())
            diverged("fast hash or invariants broken", fc::print_position(pos), line,
                     "start: " + start.fen);
        if (moves.empty()) break;
        const std::string& move = moves[input.index(moves.size())];
        if (!ref.play(move).ok() || !fast.play(move).ok())
            diverged("a listed legal move was refused", ref.fen(), line, move);
        const auto u = fc::parse_move(move);
        const auto found = u ? fc::find_legal(pos, *u) : std::nullopt;
        if (!found)
            diverged("fast API cannot find a listed move", fc::print_position(pos), line, move);
        const fc::Move m = *found;
        before.push_back(pos);
        undos.emplace_back();
        pos.make(m, undos.back());
        played.push_back(m);
        line.push_back(move);
    }
    // 4 perft(2) at the end of the walk
    const auto r2 = ref.perft(2, oracle::PerftMode::Bulk);
    const auto f2 = fast.perft(2, oracle::PerftMode::Bulk);
    const auto f2full = fast.perft(2, oracle::PerftMode::FullMake);
    if (r2 != f2 || r2 != f2full)
        diverged("perft(2) differs", ref.fen(), line,
                 "reference " + std::to_string(r2) + ", fast bulk " + std::to_string(f2) +
                     ", fast full make " + std::to_string(f2full));
    // 4 unmake back to the start
    while (!played.empty()) {
        pos.unmake(played.back(), undos.back());
        if (!(pos == before.back()))
            diverged("unmake did not restore the position", fc::print_position(pos), line, "");
        played.pop_back();
        undos.pop_back();
        before.pop_back();
        ref.undo();
        fast.undo();
    }
    if (ref.legal_moves() != fast.legal_moves())
        diverged("legal moves differ after undoing the walk", ref.fen(), line,
                 "start: " + start.fen);
    return 0;
}
