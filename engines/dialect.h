#pragma once
// Move and position text between our notation (docs/rules.md) and an engine's dialect.
//   Chess            UCI long algebraic on both sides (e2e4, e7e8q, e1g1).
//   XiangqiRanks0    files a-i, ranks 0-9 from red's side: our own notation (UCCI, Pikafish).
//   XiangqiRanks1    files a-i, ranks 1-10 (fairy-stockfish in UCI mode): h2e2 <-> h3e3.
//   ShogiUsi         USI: 7g7f, 8h2b+, P*5e: our own notation.
//   ShogiFairyUci    fairy-stockfish's UCI shogi: files a-i from the left as sente sees the board
//                    (a = file 9), ranks 1-9 from sente's side (1 = rank i), drops with '@':
//                    7g7f <-> c3c4, 8h2b+ <-> b2h8+, P*5e <-> P@e5.
// Every function is total: text that is not a move of the dialect gives nullopt.

#include <optional>
#include <string>
#include <string_view>

#include "core/result.h"

namespace arbiter::engines {

enum class Dialect { Chess, XiangqiRanks0, XiangqiRanks1, ShogiUsi, ShogiFairyUci };

std::string_view dialect_name(Dialect dialect);

// Our move -> the engine's text.
std::optional<std::string> to_engine_move(Dialect dialect, std::string_view ours);
// The engine's move -> ours.
std::optional<std::string> from_engine_move(Dialect dialect, std::string_view theirs);

// An SFEN (board side hand [ply]) as fairy-stockfish's shogi FEN in UCI mode:
// "board[hand] w|b - - 0 1" where w is sente (uppercase, moves first) and the hand lists every
// piece once per copy ("2P" -> "PP"). An error when the text is not SFEN-shaped.
core::Result<std::string> sfen_to_fairy_fen(std::string_view sfen);

}  // namespace arbiter::engines
