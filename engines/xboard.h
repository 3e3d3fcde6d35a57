#pragma once
// The XBoard / CECP protocol (Tim Mann's and H.G. Muller's "Chess Engine Communication Protocol",
// version 2), the pieces of it that EngineClient needs: the `feature` replies, positions
// (`setboard`), moves in both directions, `go` limits, the answers (`move`, `resign`, results,
// `Illegal move`, `Error`) and the mate scores of the thinking output.
//   Chess    coordinates e2e4, e7e8q; engines may print long algebraic (Nb1-c3, b7xa8Q, O-O)
//   Xiangqi  files a-i, ranks 0-9 (as XBoard numbers a ten-rank board): our own notation;
//            setboard in the short form "BOARD SIDE HALFMOVES MOVES" (HoiXiangqi refuses the
//            "- -" fields) with WXF letters h/e for horse and elephant unless told otherwise
//   Shogi    XBoard's variant shogi: files a-i from sente's left, ranks 1-9 from sente's side,
//            drops P@e5, promotion '+': the ShogiFairyUci dialect of notation.h

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "engines/dialect.h"
#include "oracle/adapter.h"

namespace arbiter::engines {

struct XboardFeatures {
    bool setboard = false;
    bool usermove = false;
    bool san = false;
    bool ping = false;
    bool done = false;       // done=1 arrived: the feature list is complete
    bool done_zero = false;  // done=0 arrived: wait for done=1 (up to the timeout)
    std::string myname;
    std::vector<std::string> variants;  // empty = not announced
};

// Reads one `feature a=1 b="x y"` line into `features`; returns the feature names it named (each
// to be answered `accepted NAME`). Not a feature line: nothing.
std::vector<std::string> parse_feature_line(std::string_view line, XboardFeatures& features);

Dialect xboard_dialect(core::Game game);
// "" (chess: no variant command), "xiangqi", "shogi".
std::string xboard_variant(core::Game game);

// Our FEN/SFEN as `setboard` wants it for the game (see above). `wxf_letters`: xiangqi h/e.
core::Result<std::string> xboard_setboard_fen(core::Game game, std::string_view fen,
                                              bool wxf_letters);

// A move an engine printed in long algebraic or coordinate form (Nb1-c3, e2-e4, b7xa8Q, e7e8=Q,
// Hb0-a2, Pe7-e8+, P@e5, P*e5, O-O) as coordinates of `dialect`; nullopt when it is not one.
// `side_to_move` (0 white, 1 black) places chess castling.
std::optional<std::string> normalize_long_algebraic(Dialect dialect, std::string_view text,
                                                    int side_to_move);

// --go ("depth N", "movetime MS", "nodes N") as XBoard commands sent before `go`: sd N; st S
// (whole seconds, at least 1); nps N with st 1.
core::Result<std::vector<std::string>> xboard_limits(std::string_view go);

enum class XboardAnswerKind { Other, Move, Resign, Result, Illegal, Error };
struct XboardAnswer {
    XboardAnswerKind kind = XboardAnswerKind::Other;
    std::string move;      // Move: the move text as printed
    bool resigns = false;  // Result: its comment says a side resigns ("0-1 {White resigns}", as
                           // xboard writes a resignation)
};
// "move e2e4", "resign", "1-0 {White mates}", "0-1 ...", "1/2-1/2 ...", "Illegal move ...",
// "Error ...", "tellusererror ...".
XboardAnswer classify_xboard_line(std::string_view line);
// "Error (unknown command): ?": an engine that takes CECP's `?` (move now) only while thinking
// (measured: Fairy-Max 5.0b says so to a `?` that reaches it after its move, when the move and
// the `?` cross). Not a refusal of the game: the `?` is only a request.
bool xboard_refuses_move_now(std::string_view line);
// The game's end told to the engine: "result 1-0 {REASON}", the reason without braces and line
// ends (CECP: `result RESULT {COMMENT}`).
std::string xboard_result_line(std::string_view result, std::string_view reason);

// How an engine writes mate scores in its thinking output (measured, docs/engines.md):
//   Cecp      the specification: 100000 + N for mate in N moves, -100000 - N for mated in N
//             (Fairy-Max, ShaMax: 100001 for a mate in 1)
//   HoiChess  HoiChess, HoiXiangqi: 100000 - P for mate in P plies (99999: mate in 1, 99997:
//             mate in 2 moves), -(100000 - P) for mated in P plies
//   Sjaak     Sjaak II: 16000 - P and -(16000 - P) alike (15999: mate in 1)
enum class XboardMateScores { Cecp, HoiChess, Sjaak };
// The encoding of the engine that names itself `myname` (feature myname): Cecp unless measured
// otherwise.
XboardMateScores xboard_mate_scores(std::string_view myname);
std::string_view xboard_mate_scores_name(XboardMateScores encoding);

// A thinking-output line "DEPTH SCORE TIME NODES PV" (DEPTH may end in '.' or '&').
struct XboardThinking {
    long long score = 0;
    std::optional<int> mate_moves;  // +N mate in N moves, -N mated in N (the encoding's reading)
};
std::optional<XboardThinking> xboard_thinking(std::string_view line, XboardMateScores encoding);
// A score this large that is not a mate in the engine's encoding may be a mate in one arbiter
// does not know (100 pawns: no evaluation of material reaches it).
constexpr long long kXboardUnknownMateScore = 10000;

// The mate distance of a thinking-output line in `encoding` (default the specification's): +N /
// -N moves; nullopt when it is no thinking line or its score no mate score.
std::optional<int> xboard_mate_moves(std::string_view line,
                                     XboardMateScores encoding = XboardMateScores::Cecp);

// ---- The xshogi protocol of GNU Shogi (gnushogi 1.4.2, its default -X mode; docs/engines.md) ----
// No handshake and no ping. Moves in USI text both ways (7g7f, 2b8h+, P*5e: our notation). A
// position is `new` then the moves under `force`, or `edit` for any other position; `black` or
// `white` gives the computer the side to move and `go` starts it. Its move is "N. ... MOVE
// CLOCK"; with no move it prints only the verdict ("Black mates!", "White mates!", "Drawn
// game!"). The `depth` command prompts "depth = " without a line end, so that text may begin any
// later line.

// --go as xshogi commands: "depth N" -> `depth` and `N` (two lines, it prompts); "movetime MS" ->
// `level 0 0:S` (S whole seconds, at least 1); nodes are refused.
core::Result<std::vector<std::string>> xshogi_limits(std::string_view go);
// The `edit` lines that set up an SFEN's board and hands: edit, # (clear), sente's pieces
// (K5i, +P5c as P5c+, P* per piece in hand), c (gote), gote's pieces, '.'.
core::Result<std::vector<std::string>> xshogi_edit_lines(std::string_view sfen);

enum class XshogiAnswerKind { Other, Move, NoMove, Illegal };
struct XshogiAnswer {
    XshogiAnswerKind kind = XshogiAnswerKind::Other;
    std::string move;  // Move: as printed
    std::string text;  // the line without the "depth = " prompts before it
};
XshogiAnswer classify_xshogi_line(std::string_view line);

}  // namespace arbiter::engines
