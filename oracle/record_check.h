#pragma once
// Checking a game record against the rules (`arbiter games`, docs/records.md): replay the moves
// of a RecordGame (record.h) with an implementation and report, per game, the first illegal move
// (ply, move text, the rule it breaks), the reader's problem (line:column), moves after the game
// had ended, and a claimed result that contradicts what the rules decide.
//
// The implementation is seen only through GameReplayer, which oracle/adapters/ binds to each
// implementation (record_replayers.h); formats includes no implementation.
//
// Games of real play are judged by the rules they were played under: for chess PGN the FIDE Laws
// (2023): checkmate (5.1.1) and stalemate (5.2.1) end the game, and so do a dead position (5.2.2),
// the fifth occurrence of a position (9.6.1) and 75 moves by each side without a pawn move or
// capture (9.6.2) — those three draws need no claim. The third occurrence and fifty moves (9.2,
// 9.3) draw only when claimed, so a game may go on after them and end with any result.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game_end.h"
#include "core/options.h"
#include "formats/record.h"
#include "oracle/adapter.h"

namespace arbiter::oracle {

// Why a move was refused: the rule it breaks and, in words, why.
struct Refusal {
    core::RuleId rule;  // every refusal names the rule it applies
    std::string detail;
};

// What checking a record needs from an implementation of a game's rules, under the rules of real
// play for its records (see above). Bound in oracle/adapters/; a binding may keep fixed buffers
// so that a game of N moves costs no allocation once warmed up.
class GameReplayer {
public:
    virtual ~GameReplayer() = default;
    virtual core::Game game() const = 0;
    // Starts a game from `position` (a FEN/SFEN, or "startpos"); false with `error` set.
    virtual bool start(std::string_view position, std::string& error) = 0;
    // Plays a move written in the record's notation (chess: SAN, with the tolerance of
    // docs/records.md); false with `refusal` set and nothing changed.
    virtual bool play(std::string_view move, Refusal& refusal) = 0;
    // A variation replaces the last move: enter_variation() takes it back and remembers the
    // position; leave_variation() returns to that position. False when no move was played.
    virtual bool enter_variation() = 0;
    virtual void leave_variation() = 0;
    // How the rules ended the game, or that they did not (outcome Ongoing), as a typed game end
    // at ply 0 (the checker sets the ply). After each move: an ending that needs no legal move
    // generation (repetition count, move count, dead position); the checker then asks status()
    // whether mate came first.
    virtual core::GameEnd quick_ending() const = 0;
    // The whole status of the position reached (mate and stalemate too).
    virtual core::GameEnd status() const = 0;
    // The position reached, as FEN/SFEN (for reports).
    virtual std::string position_text() const = 0;
    // The last move played, in the notation contract of docs/rules.md (chess: UCI); "" when none.
    virtual std::string last_move() const = 0;
    // The side to move in the position reached: 0 white, red or sente; 1 the other; -1 when the
    // binding does not say.
    virtual int side_to_move() const { return -1; }
    // The ending when the side to move makes the claim `rule` now, judged under `variant`
    // (shogi.impasse: a declaration under the impasse rule seed27, pro24 or csa27); outcome
    // Ongoing when the rules do not end the game so.
    virtual core::GameEnd claimed_ending(core::RuleId rule, core::ImpasseRule variant) const {
        (void)rule;
        (void)variant;
        return {};
    }
    // The rule options of the command (`arbiter games --xiangqi-rules`, `--natural-limit`):
    // xiangqi replayers judge repetition by options.xiangqi_rules (AXF by default) and draw at
    // options.xiangqi_natural_limit_plies; other games take none yet.
    virtual void set_rule_options(const core::RuleOptions& options) { (void)options; }
    // Chess960 (PGN `[Variant "Chess960"]`): the games started from now on are Chess960's
    // (X-FEN/Shredder-FEN rights, SAN O-O/O-O-O by chess.chess960.castling). False where the
    // replayer has no Chess960 (xiangqi, shogi).
    virtual bool set_chess960(bool on) { return !on; }
    // Shogi: the impasse points of `side` (0 sente, 1 gote) in the position reached, board and
    // hand (docs/rules.md shogi.impasse: rook and bishop 5, the others 1); -1 when not shogi.
    virtual int impasse_points(int side) const {
        (void)side;
        return -1;
    }
    // The validity problems `--lenient` waived in the position of the last start() ("soldier_on_
    // bad_point at e1", sorted, as oracle/adapter.h warnings()); empty when none or not lenient.
    const std::vector<std::string>& start_warnings() const { return start_warnings_; }

protected:
    std::vector<std::string> start_warnings_;  // set by every start()
};

// The replayer of `game` over implementation `impl` for records (oracle/adapters/).
core::Result<std::unique_ptr<GameReplayer>> make_replayer(core::Game game, Impl impl);

// A line of moves written in the game's record notation (chess: SAN), with the rules' ending.
struct RecordLine {
    std::vector<std::string> moves;
    std::vector<std::string> coordinates;  // xiangqi: the same moves as h2e2
    core::GameEnd ending;                  // ply 0
    std::string start;  // chess: the start position as the reference prints it (X-FEN)
};
// `moves` (docs/rules.md notation: chess UCI; xiangqi also ICCS, WXF, Chinese) played from
// `position`, written by the reference in the record notation (`arbiter export`; xiangqi:
// `notation`, ICCS by default); an Error names an illegal move. `chess960`: a Chess960 game
// (X-FEN/Shredder-FEN or chess960:N, castling given as the king taking its rook, written O-O).
// The position is read leniently under --lenient (lenient_default()), as a replayer's start.
core::Result<RecordLine> record_line(core::Game game, std::string_view position,
                                     const std::vector<std::string>& moves,
                                     core::Notation notation = core::Notation::Iccs,
                                     bool chess960 = false);
// Whether a PGN Variant tag names Chess960, as lichess, chess.com and ChessBase write it
// (docs/records.md): Chess960, chess960, Chess 960, Fischerandom, fischerandom, Fischer Random.
bool chess960_variant(std::string_view variant);
// Shogi: the canonical SFEN of a position (an SFEN or a named setup); an Error when invalid.
core::Result<std::string> shogi_position_sfen(std::string_view position);
// Shogi: `moves` (USI) from `position` written in `notation` ("kif", "ki2", "csa", "usi") by
// the reference; KIF and KI2 write 同 for a move to the square of the move before.
core::Result<RecordLine> shogi_record_line(std::string_view position,
                                           const std::vector<std::string>& moves,
                                           std::string_view notation);

enum class ProblemKind : std::uint8_t { IllegalMove, ParseError, MovesAfterEnd, ResultMismatch };
std::string_view problem_kind_name(ProblemKind kind);  // "illegal-move", ...

struct GameProblem {
    ProblemKind kind = ProblemKind::IllegalMove;
    std::optional<int> ply;            // the ply of the move (1 = the first move of the game)
    std::string move;                  // the move text, as written
    std::optional<core::RuleId> rule;  // the rule; nullopt when none applies
    std::optional<formats::TextPosition> at;
    std::string detail;
};

// What a record does that the rules and the format tolerate, reported without making the game a
// problem (docs/records.md): the reader's warnings (formats::ReadWarningKind), and moves after a
// dead position in a game recorded as drawn (the moves cannot change the result).
enum class WarningKind : std::uint8_t { MissingTermination, TrailingText, MovesAfterDeadPosition };
std::string_view warning_kind_name(WarningKind kind);  // "pgn.missing-termination", ...

struct GameWarning {
    WarningKind kind = WarningKind::MissingTermination;
    std::optional<int> ply;
    std::optional<formats::TextPosition> at;
    std::string detail;
};

struct GameReport {
    std::size_t index = 0;
    std::uint32_t line = 0;
    std::string result_tag;  // the claimed result as written; empty when none
    // What the rules decide at the end of the mainline replayed; its ply: plies of the mainline
    // replayed (or the ply the game ended at).
    core::GameEnd verdict;
    int moves = 0;  // moves replayed, variations included
    std::vector<GameProblem> problems;
    // `--lenient`: the validity problems waived in the game's start position (its FEN/SFEN tag);
    // report_json writes them as "warnings" only under --lenient (docs/cli.md).
    std::vector<std::string> warnings;
    std::vector<GameWarning> record_warnings;  // in text order; JSON "record_warnings"
};

struct CheckOptions {
    bool mainline_only = false;  // skip variations instead of checking them
    // shogi: the impasse rule that judges a recorded impasse declaration (seed27, pro24, csa27);
    // none: the record's own (CSA files: csa27), else the default of docs/rules.md.
    std::optional<core::ImpasseRule> impasse_rule;
    // chess (`games --chess960`): every game is Chess960's, as if its Variant tag said so.
    bool chess960 = false;
};

// Checks one game. `explainer`, when given, names the rule of a move that `replayer` refused
// (a fast replayer names none; the reference does): it is started at the position of the refusal.
void check_game(const formats::RecordGame& game, GameReplayer& replayer, GameReplayer* explainer,
                const CheckOptions& options, GameReport& report);

std::string report_json(const GameReport& report, core::Game game);
// One line per problem: "FILE:LINE:COLUMN: game N: kind: ..." (text output of `arbiter games`).
std::string report_text(const GameReport& report, std::string_view file);
// A problem's line in two parts, the game's number between them: "FILE:LINE:COLUMN: game " and
// ": kind ...\n" (a reader that numbers games only later puts the number in between).
std::string problem_text_head(const GameProblem& problem, std::string_view file);
std::string problem_text_tail(const GameProblem& problem);
// The same for a warning: "FILE:LINE:COLUMN: game " and ": warning: NAME: detail\n".
std::string warning_text_head(const GameWarning& warning, std::string_view file);
std::string warning_text_tail(const GameWarning& warning);

}  // namespace arbiter::oracle
