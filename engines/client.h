#pragma once
// One external engine behind its protocol (UCI, uci0, USI, UCCI, XBoard, xshogi, or a perft
// script), asked for perft divides and moves. Positions and moves go in and come out in our
// notation (docs/rules.md); the dialect conversions of dialect.h happen in the protocol's driver
// (driver.h). Any misbehaviour (crash, hang, early exit, garbage, an unknown move) becomes an
// EngineFailure (failure.h) that says which command, what happened and what it printed; the
// engine is then stopped and the next call starts a fresh one.

#include <array>
#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "engines/dialect.h"
#include "engines/failure.h"
#include "engines/match_clock.h"
#include "engines/perft_output.h"
#include "engines/process.h"
#include "engines/xboard.h"
#include "oracle/adapter.h"

namespace arbiter::engines {

enum class Protocol {
    Uci,     // UCI; xiangqi moves with ranks 1-10 and shogi in fairy-stockfish's UCI coordinates
    Uci0,    // UCI with xiangqi ranks 0-9 (Pikafish and other xiangqi UCI engines)
    Usi,     // USI (shogi)
    Ucci,    // UCCI (xiangqi, ranks 0-9)
    Xboard,  // XBoard / CECP protocol version 2 (xboard.h)
    Xshogi,  // GNU Shogi's xshogi protocol (xboard.h): --check play only, no perft
};

std::optional<Protocol> parse_protocol(std::string_view text);
std::string_view protocol_name(Protocol protocol);
Protocol default_protocol(core::Game game);
// The UCI_Variant a protocol needs by default for a game ("" = none): fairy-stockfish plays
// xiangqi and shogi under UCI only after `setoption name UCI_Variant value xiangqi|shogi`.
std::string default_variant(core::Game game, Protocol protocol);
// The option that tells an engine of `protocol` it plays Chess960 (UCI: "UCI_Chess960", set to
// true); "" when the protocol tells it otherwise (XBoard: variant fischerandom, EngineConfig's
// chess960) or has no Chess960.
std::string chess960_option(Protocol protocol);
// Which protocols make sense for a game; an error naming the allowed ones otherwise.
core::Result<Dialect> dialect_for(core::Game game, Protocol protocol);

struct EngineConfig {
    std::vector<std::string> argv;
    core::Game game = core::Game::Chess;
    Protocol protocol = Protocol::Uci;
    std::string variant;  // "" = do not set UCI_Variant
    // A deadline for each engine command as a whole (the handshake, one perft), however much or
    // little the engine prints meanwhile: never per line.
    std::chrono::milliseconds timeout{10'000};
    // Sent after the position instead of `go perft N`: "{depth}" is replaced by the depth. Its
    // output is read in the loose forms of perft_output.h until the first total (UCI family) or
    // the answer to a ping sent after it (XBoard; without ping: a total and 0.5 s of quiet).
    // Default: `go perft {depth}` (UCI family), `perft {depth}` (XBoard).
    std::optional<std::string> perft_cmd;
    // Engine options, sent after the handshake: setoption (UCI, USI, UCCI), option N=V (XBoard).
    std::vector<std::pair<std::string, std::string>> options;
    // Xiangqi FEN letters sent: WXF h/e for horse and elephant (true) or n/b as ours (false);
    // default: WXF for XBoard, ours for the others.
    std::optional<bool> wxf_letters;
    // A perft script (the perftree convention) instead of a protocol: run as
    // `SCRIPT DEPTH FEN [MOVES]` for every divide, FEN and moves in our notation.
    std::vector<std::string> script;
    // Detection from the engine's first answers: `protocol` (uci, usi) is tried first; an engine
    // that answers it with "Error ...", "Illegal move ...", "feature ..." or "tellics ..." (the
    // XBoard engines' ways) is started again over XBoard; a shogi engine whose banner is "GNU
    // Shogi ..." over xshogi.
    bool detect_protocol = false;
    // Chess960 (EngineOptions::chess960): our adapters here are Chess960's too.
    bool chess960 = false;
};

struct EngineDivide {
    std::map<std::string, std::uint64_t> moves;  // our notation -> nodes
    std::uint64_t total = 0;
    bool totals_only = false;  // the engine printed a total and no moves (custom perft commands)
    std::vector<std::string> ignored;  // lines it printed that were neither moves nor the total
};

// What an engine answered to "your move", as its driver read it in its protocol: the judge of an
// answer (play_check.h, judge_answer) and a match rule on this kind, never on the answer's words.
enum class AnswerKind {
    Move,          // a move (EngineAnswer::move)
    NoMove,        // it says it has no move: "bestmove (none)", "bestmove 0000", UCCI
                   // "nobestmove", XBoard a pong with no move before it
    Resigns,       // "bestmove resign", XBoard "resign" or a result whose comment says a side
                   // resigns ("0-1 {White resigns}")
    DeclaresWin,   // shogi USI "bestmove win" (impasse declaration)
    ClaimsResult,  // a result instead of a move: XBoard "1-0 {White mates}", "1/2-1/2 {...}",
                   // xshogi "Black mates!", "Drawn game!"
};

// The engine's answer to "your move" (best_move).
struct EngineAnswer {
    AnswerKind kind = AnswerKind::NoMove;
    std::optional<std::string> move;  // Move: in our notation (docs/rules.md); nullopt otherwise
    std::string answer;               // the answer line as printed ("bestmove e2e4 ponder e7e5",
                         // "bestmove (none)", "bestmove resign", "bestmove win", XBoard
                         // "move e2e4", "resign", "1-0 {...}"): for the reader only
    std::optional<int> mate_moves;      // the last "score mate N" (UCI/USI/UCCI) or XBoard mate
                                        // score seen; + = engine mates
    std::vector<std::string> dialogue;  // the lines sent to the engine for this question, in
                                        // order, to reproduce it
    // XBoard `?` (move now) or, in a match game, UCI/USI/UCCI `stop` was sent because the time
    // was up or the deadline neared, and the answer came after it.
    bool moved_on_request = false;
    std::string move_now;  // that request as sent ("stop", "?"); "" when none was sent
    // The engine's own thinking time: from sending `go` to reading its answer (the referee
    // charges this to the engine's clock, not the position set-up before it).
    std::chrono::nanoseconds think_time{0};
    // XBoard: a thinking score that may be a mate in an encoding arbiter does not know for this
    // engine (xboard.h), as printed; such scores are not checked. "" = none seen.
    std::string unknown_mate_score;
    std::string mate_encoding;  // XBoard: the encoding its mate scores were read in (cecp, ...)
    // The last score seen, in centipawns from the engine's view: UCI/USI/UCCI "score cp N"
    // (a mate as kMateScore - N, mated as -kMateScore - N: info_score_cp), XBoard the thinking
    // output's score (a mate read in its encoding likewise); nullopt when none was printed
    // (match adjudication by scores, referee/match/).
    std::optional<int> score_cp;
};

// A mate in N moves as a centipawn score: kMateScore - N (mated in N: -kMateScore + N).
inline constexpr int kMateScore = 100000;
// A mate in `moves` (+ the engine mates, - it is mated) as that centipawn score.
constexpr int mate_score_cp(int moves) {
    return moves >= 0 ? kMateScore - moves : -kMateScore - moves;
}

// The line that ends a UCI, USI or UCCI `go`: "bestmove MOVE [ponder ...]", the no-move answers
// ("bestmove (none)", "bestmove 0000", UCCI "nobestmove"), the resignation ("bestmove resign"),
// USI's "bestmove win"; Other for any other line (info, ...); Malformed for "bestmove" alone.
enum class UciAnswerKind { Other, Move, NoMove, Resigns, DeclaresWin, Malformed };
struct UciAnswer {
    UciAnswerKind kind = UciAnswerKind::Other;
    std::string move;  // Move: as printed, in the engine's dialect
};
UciAnswer classify_uci_answer(std::string_view line, Protocol protocol);

// The mate distance in an `info` line ("info depth 5 score mate -3 pv ..." -> -3); nullopt when
// the line has no "score mate N" (or is an "info string").
std::optional<int> info_mate_moves(std::string_view line);
// The score of an `info` line in centipawns ("score cp 35" -> 35, "score mate 3" -> kMateScore - 3,
// "score mate -2" -> -kMateScore + 2); nullopt without a score (or for an "info string").
std::optional<int> info_score_cp(std::string_view line);
// `go` in UCI terms ("depth 1", "movetime 50", "nodes 1000", "infinite" not allowed) as the
// protocol's go command; an error for anything else.
core::Result<std::string> go_command(Protocol protocol, std::string_view go);

// The lines `protocol` sends for a match question (before XBoard's `go`; the UCI family's one
// `go ...` line).
std::vector<std::string> go_lines(Protocol protocol, const MatchClock& clock);

class EngineSession;
class Driver;

// The facade over one engine: its session (session.h: the process, the read loop) and the driver
// of its protocol family (driver.h), swapped when detection finds another protocol.
class EngineClient {
public:
    static constexpr std::size_t kMaxQuotedLines = 12;

    // Checks the configuration (protocol for the game); does not start anything yet.
    static core::Result<std::unique_ptr<EngineClient>> create(EngineConfig config);
    ~EngineClient();

    // Starts the engine and completes the handshake (done lazily by divide() as well).
    std::optional<EngineFailure> start();
    // Perft divide `depth` plies from `root_fen` (our FEN/SFEN) after `moves` (our notation).
    std::variant<EngineDivide, EngineFailure> divide(const std::string& root_fen,
                                                     const std::vector<std::string>& moves,
                                                     int depth);
    // Sets the position (root_fen after moves) and sends `go` ("depth 1", "movetime 50",
    // "nodes 1000" in UCI terms; translated for other protocols), waits for the answer within the
    // timeout. A move that is not well-formed in the engine's dialect is an EngineFailure (a
    // protocol error quoting it); a well-formed one is returned in our notation, legal or not.
    std::variant<EngineAnswer, EngineFailure> best_move(const std::string& root_fen,
                                                        const std::vector<std::string>& moves,
                                                        const std::string& go);
    // The match referee's question (referee/match/): the clocks, worded by the protocol's driver
    // (the UCI family's one `go ...` line; for XBoard the lines sent before `go`: level, time,
    // otim, st, sd), answered within `timeout` of the `go` instead of config().timeout. When
    // `stop_after` (from the `go`) comes before `timeout`, `stop` (UCI, USI, UCCI) or `?` (XBoard)
    // is sent then. The position is set first and confirmed (UCI family: `isready`/`readyok`
    // after it; XBoard with ping: `ping`/`pong` after the moves) within config().timeout, on no
    // clock: think_time counts from the `go` only.
    std::variant<EngineAnswer, EngineFailure> best_move_raw(
        const std::string& root_fen, const std::vector<std::string>& moves, const MatchClock& clock,
        std::chrono::milliseconds timeout,
        std::optional<std::chrono::milliseconds> stop_after = std::nullopt);
    // A new game begins: `ucinewgame` (UCI), `usinewgame` (USI); nothing for UCCI and XBoard
    // (whose positions start with `new`). Starts the engine when it is not running.
    std::optional<EngineFailure> new_game();
    // The game is over (the match referee's verdict): USI `gameover win|lose|draw` from this
    // engine's view (USI spec), XBoard `result 1-0 {reason}` (CECP); nothing for UCI and UCCI.
    // `outcome` is "win", "lose" or "draw" for this engine, `result` "1-0", "0-1" or "1/2-1/2".
    void game_over(const std::string& outcome, const std::string& result,
                   const std::string& reason);
    // The engine's process id, 0 when it is not running (tests of orphan processes).
    pid_t pid() const;
    void stop();
    bool handshake_ever_succeeded() const;
    Dialect dialect() const;
    const EngineConfig& config() const;

private:
    EngineClient(EngineConfig config, Dialect dialect);
    // Detection found another protocol: its driver takes over, and the engine starts again.
    bool switch_detected();

    std::unique_ptr<EngineSession> session_;
    std::unique_ptr<Driver> driver_;
};

}  // namespace arbiter::engines
