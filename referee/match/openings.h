#pragma once
// Opening files for `arbiter match --openings FILE` (docs/match.md, "Openings"): one opening per
// line or per game, each a start position and the moves played from it.
//
//   Game records, by the file's ending (formats/record_formats.h): chess PGN (.pgn); xiangqi PGN
//   (.pgn, moves in ICCS, WXF or Chinese) and DhtmlXQ (.ubb, .dhtmlxq, .txt); shogi KIF, KI2,
//   CSA, USI (.kif, .kifu, .ki2, .csa, .usi). Each game gives its start position (the FEN or SFEN
//   tag, else the standard one) and its mainline; variations are skipped.
//   Chess EPD (.epd): one position a line (the four fields, operations; `id` names it).
//   Any other file: one position a line, `POSITION [moves M1 M2 ...]` — a FEN (xiangqi, chess) or
//   SFEN (shogi), optionally after "fen " / "sfen " / "position ", or "startpos"; the moves in
//   any notation the reference reads. Blank lines and lines starting with '#' are skipped.
//
// Every opening is replayed by the reference implementation: an illegal move, a refused position,
// or an opening whose last position already ends the game is an error naming the file and line.
// The moves are returned in each game's native notation (chess UCI, xiangqi UCCI, shogi USI), the
// position as "startpos" or the reference's FEN/SFEN: what an engine is sent.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "oracle/adapter.h"

namespace arbiter::referee::match {

using core::Game;

inline constexpr std::size_t kMaxOpeningFileBytes = std::size_t{256} << 20;  // 256 MiB
inline constexpr std::size_t kMaxOpenings = 1'000'000;
inline constexpr std::size_t kMaxOpeningPlies = 1000;

struct Opening {
    std::string fen;                 // "startpos" or a FEN/SFEN
    std::vector<std::string> moves;  // native notation
    std::string name;  // EPD id, PGN Opening/ECO/Event tag, KIF 棋戦; else "FILE:LINE"
};

struct OpeningOptions {
    // At most this many plies of each opening (cutechess-cli's and fastchess's `plies=N`); -1:
    // all. A game record's problems after the plies kept do not matter then.
    int plies = -1;
    // Chess960 (`match --chess960`): the positions are Chess960's (X-FEN/Shredder-FEN,
    // chess960:N; PGN games as by Variant "Chess960"), the moves castle as king takes rook.
    bool chess960 = false;
};

// The openings of the file at `path`; nullopt with `error` set ("FILE:LINE: what is wrong", or
// "FILE: ..." for the file as a whole) when the file cannot be read, has no opening, or has a bad
// one.
std::optional<std::vector<Opening>> read_openings(core::Game game, const std::string& path,
                                                  std::string& error);
std::optional<std::vector<Opening>> read_openings(core::Game game, const std::string& path,
                                                  std::string& error,
                                                  const OpeningOptions& options);
// The 960 Chess960 start positions (chess.chess960.setup) in Scharnagl's order, each named
// chess960:N and given as its X-FEN; nullopt with `error` set if the reference refuses one.
std::optional<std::vector<Opening>> chess960_openings(std::string& error);
// The same over a text held in memory; `path` names it in messages and selects the format.
std::optional<std::vector<Opening>> read_openings_text(core::Game game, const std::string& text,
                                                       const std::string& path, std::string& error,
                                                       const OpeningOptions& options = {});

}  // namespace arbiter::referee::match
