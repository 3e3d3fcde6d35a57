#pragma once
// `arbiter engine --check play` (docs/engines.md): an engine is given positions and asked for a
// move (`go depth 1`, `go movetime 50`, `go nodes 1000`, ...); each answer is judged by the
// reference through the oracle adapters:
//  - a move must be legal; an illegal one is reported with the first rule it breaks (explain);
//  - with no legal move the engine must say so in its protocol's way (bestmove (none), resign,
//    0000), not move;
//  - a shogi `bestmove win` only when the CSA 27-point impasse declaration holds;
//  - a reported `score mate 1` must be a win in one: the move played leaves the opponent with no
//    legal move and lost, or the rules give the mover the game (a xiangqi perpetual check);
//    XBoard engines' mate scores are read in their measured encoding (xboard.h), and a score
//    that may be a mate in an encoding not known is not checked but noted;
//  - a reported mate in 2 or 3 (kMaxCheckedMate) is searched for with the reference
//    (mate_search.h): when the move played does not win by force in that many moves, the answer
//    gets a warning (an engine's search may be wrong about a long mate without breaking a rule;
//    the status stays ok).
// No perft is needed, so any engine that plays can be checked. The positions come from a corpus,
// record files, one FEN, or random play from the start (seeded: the same seed, the same games).

#include <cstdint>
#include <filesystem>
#include <iosfwd>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "core/game_end.h"
#include "engines/client.h"
#include "oracle/adapter.h"

namespace arbiter::engines {

// A position to ask about: a root and the moves played from it (its history, so an engine's
// repetition handling is exercised), in docs/rules.md notation.
struct PlayPosition {
    std::string id;
    std::vector<std::string> rules;  // the corpus case's rule IDs (context for a report)
    std::string fen;
    std::vector<std::string> moves;
};

// What the checker asks of an engine: EngineClient in the command, a fake in tests.
class MoveSource {
public:
    virtual ~MoveSource() = default;
    virtual std::variant<EngineAnswer, EngineFailure> best_move(
        const std::string& root_fen, const std::vector<std::string>& moves,
        const std::string& go) = 0;
};

class ClientMoveSource final : public MoveSource {
public:
    explicit ClientMoveSource(EngineClient& client) : client_(client) {}
    std::variant<EngineAnswer, EngineFailure> best_move(const std::string& root_fen,
                                                        const std::vector<std::string>& moves,
                                                        const std::string& go) override {
        return client_.best_move(root_fen, moves, go);
    }

private:
    EngineClient& client_;
};

enum class PlayStatus { Ok, Problem, EngineFailed, Skipped, NotRun };

// What is wrong with an answer (PlayStatus::Problem).
enum class PlayProblem {
    IllegalMove,       // a move that is not legal in the position (rule: explain's verdict)
    MoveWithoutLegal,  // the position has no legal move, the engine moved all the same
    NoMoveWithLegal,   // the engine says it has no move, but there are legal moves
    FalseWinDeclared,  // shogi `bestmove win` when the impasse declaration does not hold
    FalseMateScore,    // `score mate 1` but the move played does not mate
};
std::string_view play_problem_name(PlayProblem problem);

struct PlayOutcome {
    PlayPosition position;
    PlayStatus status = PlayStatus::Ok;
    std::string root_fen;               // the position asked about, as FEN/SFEN (after the moves)
    std::size_t legal_moves = 0;        // how many the reference counts there
    std::optional<std::string> ending;  // the rules' verdict there when the game is over
    // The engine's answer (Ok, Problem).
    std::optional<std::string> move;
    std::string answer;
    bool declares_win = false;
    std::optional<int> mate_moves;
    std::vector<std::string> dialogue;
    bool moved_on_request = false;   // XBoard: answered only after `?` (move now)
    std::string unknown_mate_score;  // XBoard: a score that may be a mate, not checked
    std::string mate_encoding;       // XBoard: how its mate scores were read ("" = UCI family)
    // Problem
    PlayProblem problem = PlayProblem::IllegalMove;
    std::string detail;                // one line, in words
    std::optional<core::RuleId> rule;  // the rule the move breaks (IllegalMove, MoveWithoutLegal)
    std::string note;                  // Ok: something worth saying that is not a problem
    // Ok, Problem: a claim of the engine our rules do not bear out, short of a problem (today: an
    // announced mate in 2 or 3 that is no forced mate, kind "unproven_mate_score"); "" = none.
    std::string warning;
    // A mate in 2 or 3 searched for: "holds", "refuted" or "too_large", and the positions visited.
    std::string mate_check;
    std::uint64_t mate_check_positions = 0;
    // EngineFailed
    EngineFailure failure;
    // Skipped / NotRun
    std::string reason;
};

// ---- The judge of an engine's answer: one for `engine --check play` and `match` ----------------

// What the rules make of an engine's answer in a position (judge_answer).
enum class AnswerVerdict {
    Move,              // a legal move
    IllegalMove,       // a move that is not legal there (rule: explain's verdict)
    MoveWithoutLegal,  // a move in a position that has no legal move
    NoLegalMove,       // no move, and there is none (mate, stalemate): the right answer
    Resignation,       // no move with legal moves: the engine resigns (AnswerKind::Resigns)
    NoMoveAfterEnd,    // no move with legal moves, the rules having ended the game (a repetition,
                       // fifty moves, a dead position)
    FalseNoMove,       // no move with legal moves and the game not over
    DeclaredWin,       // a declaration (USI `bestmove win`) that wins for the declarer
    DeclaredDraw,      // a declaration that the impasse count makes a draw
    FalseDeclaration,  // a declaration that does not hold, or one outside shogi
};

struct AnswerJudgement {
    AnswerVerdict verdict = AnswerVerdict::Move;
    std::vector<std::string> legal;  // the legal moves of the position
    core::GameEnd before;            // the rules' status of the position, by `rules`
    core::GameEnd declared;          // a declaration: the rules' verdict with the impasse requested
    // IllegalMove, MoveWithoutLegal: the rule the move breaks (explain's) and why, in words.
    std::optional<core::RuleId> rule;
    std::string because;
};

// Judges `answer` in `board`'s position under `rules`, by its kind (AnswerKind): a declaration by
// rules.shogi_impasse_rule, the game's end by `rules`. `board` is left as it was. A match judges
// a move by its arbiter (referee/adjudicate), which keeps the foul, and asks this judge about
// every other answer.
AnswerJudgement judge_answer(oracle::Adapter& board, const EngineAnswer& answer,
                             const core::RuleOptions& rules);

// The rules `engine --check play` judges by: docs/rules.md's defaults, and a shogi `bestmove
// win` judged by the CSA 27-point declaration (csa27), the rule the USI protocol's `bestmove win`
// declares under; `engine` has no --impasse-rule. A match judges by its --impasse-rule instead
// (default seed27, docs/match.md).
core::RuleOptions play_check_rules();

// Asks `engine` for a move in `position` and judges the answer with `judge` (a reference
// adapter of the game) under `rules`.
PlayOutcome check_play(oracle::Adapter& judge, MoveSource& engine, const PlayPosition& position,
                       const std::string& go, const core::RuleOptions& rules = play_check_rules());

// ---- Report pieces shared by the play and the perft reports (engine_command.cpp) --------------
// The head of every result's JSON: id, rules, fen, moves, status.
nlohmann::json position_json(const PlayPosition& position, std::string_view status);
// A failure's JSON: the line below the root it failed on (perft; empty for play), the command,
// what happened, what the engine printed.
nlohmann::json failure_json(const EngineFailure& failure, const std::vector<std::string>& line);
// "  [RULE, ...]" after a position's id ("" without rules), and the root as given
// ("FEN moves M1 M2 ...").
std::string rules_text(const PlayPosition& position);
std::string root_text(const PlayPosition& position);
// The ENGINE FAILURE block; `line` (perft: the moves below the root) is printed when given.
void print_engine_failure(std::ostream& out, const PlayPosition& position,
                          const EngineFailure& failure, const std::vector<std::string>* line);
// "SKIPPED ID: REASON" (skipped) or "NOT RUN ID: REASON".
void print_not_checked(std::ostream& out, const PlayPosition& position, bool skipped,
                       const std::string& reason);

std::string_view play_status_name(PlayStatus status);
nlohmann::json play_outcome_json(const PlayOutcome& outcome);
// Nothing for an Ok outcome without a note; a few lines otherwise.
std::string play_outcome_text(const PlayOutcome& outcome);

// `count` positions reached by random legal moves from the start (`judge`'s game), seeded: game
// i is played for 1 to `max_plies` plies (fewer when it ends with no legal move) and given as
// "startpos" with its moves. The same seed gives the same positions on every platform.
std::vector<PlayPosition> random_positions(oracle::Adapter& judge, int count, std::uint64_t seed,
                                           int max_plies = 160);

// Every position of the mainlines of the games of a record file (PGN today, formats):
// each game's start and the position after each of its moves, given with the game's moves so
// far. An error names the file and, for a game that cannot be replayed, the game and the move.
core::Result<std::vector<PlayPosition>> record_positions(core::Game game,
                                                         const std::filesystem::path& file);
// Whether `file` is a record file (its name ends in a record format's extension for `game`).
bool is_record_file(core::Game game, const std::filesystem::path& file);

}  // namespace arbiter::engines
