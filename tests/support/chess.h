#pragma once
// Helpers for the tests of reference/chess: FEN and UCI text to values (a failure is reported
// through GoogleTest, never thrown), move lists as sorted UCI strings, the colour-flip mirror, and
// the RapidCheck generator of positions reached by random legal playouts.

#include <gtest/gtest.h>
#include <rapidcheck.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "reference/chess/game.h"
#include "reference/chess/move.h"
#include "reference/chess/notation.h"
#include "reference/chess/position.h"
#include "reference/chess/rules.h"

namespace arbiter::reference::chess::testing {

inline constexpr std::string_view kStartFen =
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// The six positions of the Chess Programming Wiki's "Perft Results" page.
inline constexpr std::string_view kKiwipeteFen =
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
inline constexpr std::string_view kCpwPosition3Fen = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
inline constexpr std::string_view kCpwPosition4Fen =
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
inline constexpr std::string_view kCpwPosition4MirroredFen =
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1";
inline constexpr std::string_view kCpwPosition5Fen =
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
inline constexpr std::string_view kCpwPosition6Fen =
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";

// The position of a FEN that must be valid; a refusal fails the current test.
inline Position position(std::string_view fen) {
    auto setup = parse_fen(fen);
    if (!setup) {
        ADD_FAILURE() << "FEN refused by the parser: " << fen << ": " << setup.error().message();
        return Position::standard();
    }
    auto pos = Position::from_setup(setup.value());
    if (!pos) {
        ADD_FAILURE() << "FEN refused by chess.fen: " << fen << ": " << pos.error().message();
        return Position::standard();
    }
    return pos.value();
}

// A move in UCI that must parse; a refusal fails the current test.
inline Move uci(std::string_view text) {
    auto move = parse_move(text);
    if (!move) {
        ADD_FAILURE() << "move refused by the parser: " << text << ": " << move.error().message;
        return Move{};
    }
    return move.value();
}

// The verdict of `explain` as text: "legal" or the rule ID.
inline std::string explain(const Position& pos, std::string_view move) {
    const auto broken = first_broken_rule(pos, uci(move));
    return broken ? std::string(rule_name(*broken)) : std::string("legal");
}
inline std::string explain(std::string_view fen, std::string_view move) {
    return explain(position(fen), move);
}

inline std::set<std::string> legal_set(const Position& pos) {
    std::set<std::string> out;
    for (const Move& move : legal_moves(pos)) out.insert(print_move(move));
    return out;
}

inline std::set<std::string> square_names(const std::vector<Square>& squares) {
    std::set<std::string> out;
    for (Square sq : squares) out.insert(sq.name());
    return out;
}

inline Square sq(std::string_view name) {
    auto square = Square::parse(name);
    if (!square) {
        ADD_FAILURE() << "not a square: " << name;
        return Square{};
    }
    return *square;
}

// Plays UCI moves on a game; each must be legal (Game::play refuses any other).
inline void play_all(Game& game, std::initializer_list<std::string_view> moves) {
    for (std::string_view text : moves) {
        if (const auto broken = game.play(uci(text))) {
            ADD_FAILURE() << "move " << text << " is not legal in "
                          << print_position(game.position()) << ": breaks " << rule_name(*broken);
            return;
        }
    }
}

// The colour-flip mirror: ranks flipped, colours swapped, side to move, castling rights and the en
// passant square mirrored; the clocks kept. Perft, legality and status are invariant under it.
inline Setup mirrored(const Setup& s) {
    Setup m;
    for (int file = 0; file < kFileCount; ++file) {
        for (int rank = 0; rank < kRankCount; ++rank) {
            const auto& piece = s.board[*Square::at(file, rank)];
            if (piece)
                m.board[*Square::at(file, kRankCount - 1 - rank)] =
                    Piece{opponent(piece->color), piece->type};
        }
    }
    m.side_to_move = opponent(s.side_to_move);
    for (Color c : {Color::White, Color::Black}) {
        for (Wing w : {Wing::King, Wing::Queen})
            if (s.castling.has(c, w))
                m.castling.set_rook(opponent(c), w, s.castling.rook_file(c, w));
    }
    if (s.en_passant)
        m.en_passant = Square::at(s.en_passant->file(), kRankCount - 1 - s.en_passant->rank());
    m.halfmove_clock = s.halfmove_clock;
    m.fullmove_number = s.fullmove_number;
    m.chess960 = s.chess960;
    return m;
}

inline Move mirrored(const Move& move) {
    return Move{*Square::at(move.from.file(), kRankCount - 1 - move.from.rank()),
                *Square::at(move.to.file(), kRankCount - 1 - move.to.rank()), move.promotion};
}

// ---- RapidCheck: positions reached by random legal playouts -------------------------------------

// A start position and the line played from it (kept as text so that a failure prints it).
struct Walk {
    std::string start_fen;
    std::vector<std::string> moves;
};

inline std::ostream& operator<<(std::ostream& os, const Walk& walk) {
    os << "position fen " << walk.start_fen << " moves";
    for (const auto& m : walk.moves) os << ' ' << m;
    return os;
}

// The game a walk describes (every move of a generated walk is legal by construction).
inline Game replay(const Walk& walk) {
    Game game(position(walk.start_fen));
    for (const auto& text : walk.moves) game.play(uci(text));
    return game;
}

inline const std::vector<std::string>& walk_start_fens() {
    static const std::vector<std::string> fens = {
        std::string(kStartFen),        std::string(kKiwipeteFen),     std::string(kCpwPosition3Fen),
        std::string(kCpwPosition4Fen), std::string(kCpwPosition5Fen), std::string(kCpwPosition6Fen),
    };
    return fens;
}

// Whether `move` gives check (the opponent is in check afterwards).
inline bool gives_check(const Position& pos, const Move& move) { return in_check(pos.after(move)); }

// A random legal playout of up to `max_plies` plies from the start position (weighted higher) or
// one of the CPW perft positions. Each ply picks a legal move by a generated index; the walk ends
// early when the game has no legal move. With `end_in_check`, the last ply is a checking move
// whenever one exists, so that check, pins and evasions are common in the final position.
// The numbers are drawn at full size (gen::resize) so that long walks and every move index are
// as likely in the first tests as in the last.
inline rc::Gen<Walk> gen_random_walk(int max_plies, bool end_in_check) {
    constexpr int kFullSize = 100;
    const auto& fens = walk_start_fens();
    auto gen_start = rc::gen::weightedOneOf<std::string>({
        {3, rc::gen::just(fens[0])},
        {1, rc::gen::elementOf(fens)},
    });
    auto gen_plies = rc::gen::resize(kFullSize, rc::gen::inRange(0, max_plies + 1));
    auto gen_choices = rc::gen::resize(
        kFullSize, rc::gen::container<std::vector<unsigned>>(
                       static_cast<std::size_t>(max_plies) + 1, rc::gen::inRange(0u, 1024u)));
    return rc::gen::map(
        rc::gen::tuple(gen_start, gen_plies, gen_choices),
        [end_in_check](const std::tuple<std::string, int, std::vector<unsigned>>& drawn) {
            const auto& [start_fen, plies, choices] = drawn;
            Walk walk{start_fen, {}};
            Position pos = position(walk.start_fen);
            for (int ply = 0; ply < plies; ++ply) {
                auto moves = legal_moves(pos);
                if (moves.empty()) break;
                if (end_in_check && ply == plies - 1) {
                    std::vector<Move> checks;
                    for (const Move& m : moves) {
                        if (gives_check(pos, m)) checks.push_back(m);
                    }
                    if (!checks.empty()) moves = checks;
                }
                const Move& move = moves[choices[static_cast<std::size_t>(ply)] % moves.size()];
                walk.moves.push_back(print_move(move));
                pos = pos.after(move);
            }
            return walk;
        });
}

// Walks of up to 40 plies, a third of them ending with a check when one is available.
inline rc::Gen<Walk> gen_walk() {
    return rc::gen::weightedOneOf<Walk>(
        {{2, gen_random_walk(40, false)}, {1, gen_random_walk(40, true)}});
}

}  // namespace arbiter::reference::chess::testing

namespace rc {
template <>
struct Arbitrary<arbiter::reference::chess::testing::Walk> {
    static Gen<arbiter::reference::chess::testing::Walk> arbitrary() {
        return arbiter::reference::chess::testing::gen_walk();
    }
};
}  // namespace rc
