// The play check (engines/play_check.h) over a scripted engine: each verdict without any
// process. Positions checked by hand: Fool's mate (1. f3 e5 2. g4 Qh4#, FIDE Laws 5.1.1); the
// stalemate 7k/5Q2/6K1/8/8/8/8/8 b (h8 not attacked, g8 g7 h7 covered: FIDE Laws 5.2.1); the back
// rank mate Ra8# of 6k1/5ppp/8/8/8/8/8/R5K1 w (the pawns on f7 g7 h7 block the king); the shogi
// impasse positions counted by hand under the CSA 27-point declaration (28 points for sente, ten
// pieces in the zone).

#include "engines/play_check.h"

#include <gtest/gtest.h>

#include "engines/mate_search.h"
#include "oracle/registry.h"

namespace {

using namespace arbiter::core;
using namespace arbiter::oracle;
using namespace arbiter::engines;

constexpr const char* kStalemate = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
constexpr const char* kBackRank = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";

// Answers every question with one scripted answer (or failure), and remembers what it was asked.
class ScriptedEngine final : public MoveSource {
public:
    explicit ScriptedEngine(std::variant<EngineAnswer, EngineFailure> reply)
        : reply_(std::move(reply)) {}
    std::variant<EngineAnswer, EngineFailure> best_move(const std::string& root_fen,
                                                        const std::vector<std::string>& moves,
                                                        const std::string& go) override {
        asked_fen = root_fen;
        asked_moves = moves;
        asked_go = go;
        return reply_;
    }
    std::string asked_fen, asked_go;
    std::vector<std::string> asked_moves;

private:
    std::variant<EngineAnswer, EngineFailure> reply_;
};

EngineAnswer answer(std::optional<std::string> move, std::string line,
                    std::optional<int> mate = std::nullopt) {
    EngineAnswer a;
    a.kind = move ? AnswerKind::Move : AnswerKind::NoMove;
    a.move = std::move(move);
    a.answer = std::move(line);
    a.mate_moves = mate;
    a.dialogue = {"uci", "isready", "position ...", "go depth 1"};
    return a;
}

PlayOutcome check(Game game, std::variant<EngineAnswer, EngineFailure> reply, std::string fen,
                  std::vector<std::string> moves = {}) {
    auto judge = make_adapter(game, Impl::Reference);
    EXPECT_TRUE(judge);
    ScriptedEngine engine(std::move(reply));
    return check_play(*judge.value(), engine, {"case", {}, std::move(fen), std::move(moves)},
                      "depth 1");
}

TEST(PlayCheck, LegalMoveIsOkAndTheHistoryIsSentInNativeNotation) {
    auto judge = make_adapter(Game::Chess, Impl::Reference);
    ASSERT_TRUE(judge);
    ScriptedEngine engine(answer("g1f3", "bestmove g1f3"));
    const PlayOutcome o =
        check_play(*judge.value(), engine, {"c", {}, "startpos", {"e4", "e5"}}, "nodes 1000");
    EXPECT_EQ(o.status, PlayStatus::Ok);
    EXPECT_EQ(engine.asked_fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    EXPECT_EQ(engine.asked_moves, (std::vector<std::string>{"e2e4", "e7e5"}));
    EXPECT_EQ(engine.asked_go, "nodes 1000");
    // After 1. e4 e5, by hand: 14 pawn moves, knights 2 + 3, bishop f1 5, queen d1 4, king 1 = 29
    // (Stockfish's `go perft 1` agrees).
    EXPECT_EQ(o.legal_moves, 29u);
}

TEST(PlayCheck, MoveInTheMateIsReportedWithTheRuleItBreaks) {
    const PlayOutcome o = check(Game::Chess, answer("e2e4", "bestmove e2e4"), "startpos",
                                {"f2f3", "e7e5", "g2g4", "d8h4"});
    ASSERT_EQ(o.status, PlayStatus::Problem);
    EXPECT_EQ(o.problem, PlayProblem::MoveWithoutLegal);
    EXPECT_EQ(o.ending, "chess.checkmate");
    EXPECT_EQ(o.rule, (RuleId{Game::Chess,
                              Rule::SelfCheck}));  // the white king on e1 stays attacked by Qh4
    EXPECT_EQ(o.legal_moves, 0u);
}

TEST(PlayCheck, IllegalMoveWithLegalMovesIsAnIllegalMove) {
    // A bishop through its own pawn: f1c4 with the pawn on e2 in the way (start position).
    const PlayOutcome o = check(Game::Chess, answer("f1c4", "bestmove f1c4"), "startpos");
    ASSERT_EQ(o.status, PlayStatus::Problem);
    EXPECT_EQ(o.problem, PlayProblem::IllegalMove);
    // The pawn on e2 stands on the bishop's diagonal (FIDE Laws 3.5: no piece in between).
    EXPECT_EQ(o.rule, (RuleId{Game::Chess, Rule::BishopSlide}));
    EXPECT_NE(o.detail.find("f1c4"), std::string::npos);
}

TEST(PlayCheck, NoMoveIsRightOnlyWithoutLegalMoves) {
    EXPECT_EQ(check(Game::Chess, answer(std::nullopt, "bestmove (none)"), kStalemate).status,
              PlayStatus::Ok);
    const PlayOutcome o = check(Game::Chess, answer(std::nullopt, "bestmove (none)"), "startpos");
    ASSERT_EQ(o.status, PlayStatus::Problem);
    EXPECT_EQ(o.problem, PlayProblem::NoMoveWithLegal);
    EXPECT_EQ(o.legal_moves, 20u);  // perft(1) of chess (Chess Programming Wiki, Perft Results)
}

TEST(PlayCheck, NoMoveWhenTheRulesEndedTheGameIsANote) {
    // 1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8: the start position for the third time.
    const PlayOutcome o =
        check(Game::Chess, answer(std::nullopt, "1/2-1/2 {repetition}"), "startpos",
              {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"});
    EXPECT_EQ(o.status, PlayStatus::Ok);
    EXPECT_EQ(o.ending, "chess.repetition");
    EXPECT_NE(o.note.find("the game is over (chess.repetition)"), std::string::npos);
}

TEST(PlayCheck, ShogiResignIsANoteNotAProblem) {
    EngineAnswer resign = answer(std::nullopt, "bestmove resign");
    resign.kind = AnswerKind::Resigns;
    const PlayOutcome o = check(Game::Shogi, resign, "startpos");
    EXPECT_EQ(o.status, PlayStatus::Ok);
    EXPECT_NE(o.note.find("resigned with 30 legal moves"), std::string::npos);  // shogi perft(1)
}

TEST(PlayCheck, ShogiWinOnlyWhenTheCsaDeclarationHolds) {
    EngineAnswer win = answer(std::nullopt, "bestmove win");
    win.kind = AnswerKind::DeclaresWin;
    EXPECT_EQ(check(Game::Shogi, win, "8G/4K4/+P+P+P+P+P+P+P+P+P/9/9/9/9/4k4/9 b 2R2B3g4s4n4l9p 1")
                  .status,
              PlayStatus::Ok);
    // The same points in hand but no piece in the zone.
    const PlayOutcome o = check(Game::Shogi, win, "9/4K4/9/9/9/9/9/4k4/9 b 2R2B8P4g4s4n4l10p 1");
    ASSERT_EQ(o.status, PlayStatus::Problem);
    EXPECT_EQ(o.problem, PlayProblem::FalseWinDeclared);
    EXPECT_EQ(check(Game::Shogi, win, "startpos").problem, PlayProblem::FalseWinDeclared);
}

TEST(PlayCheck, MateInOneMustMate) {
    EXPECT_EQ(check(Game::Chess, answer("a1a8", "bestmove a1a8", 1), kBackRank).status,
              PlayStatus::Ok);
    const PlayOutcome o = check(Game::Chess, answer("a1a7", "bestmove a1a7", 1), kBackRank);
    ASSERT_EQ(o.status, PlayStatus::Problem);
    EXPECT_EQ(o.problem, PlayProblem::FalseMateScore);
    // A longer mate is not a problem (a false one is at most a warning: MateSearch below).
    EXPECT_EQ(check(Game::Chess, answer("a1a7", "bestmove a1a7", 3), kBackRank).status,
              PlayStatus::Ok);
}

// k7/8/2K5/8/8/8/8/7R w (checked by hand): 1. Kb6 leaves the black king only b8 (a7 and b7 are
// the white king's), then 2. Rh8# (a8 c8 on the rank, a7 b7 c7 the king's); 1. Kc7 leaves only a7,
// then 2. Ra1#. No mate in 1 (Rh8+ Ka7, Ra1+ Kb8 or Kb7). 1. Rh8+ is no mate in 2: after Ka7 no
// white move mates (no check covers a8 b8 b6 a6 together). The xiangqi position has two kings
// alone: red can never give check (a king attacks nothing but by facing, which is illegal), and
// the black king always keeps e8 or f9, so red cannot win. In the shogi start position no sente
// move after 7g7f and any reply gives check (no sente piece reaches gote's king or its squares).
constexpr const char* kMateInTwo = "k7/8/2K5/8/8/8/8/7R w - - 0 1";

TEST(MateSearch, ChessMateInTwoHoldsAndAFalseOneIsRefuted) {
    auto board = make_adapter(Game::Chess, Impl::Reference).value();
    ASSERT_TRUE(board->set_position(kMateInTwo, {}));
    for (const char* move : {"c6b6", "c6c7"}) {
        const MateSearchResult m = check_announced_mate(*board, move, 2);
        EXPECT_EQ(m.verdict, MateVerdict::Holds) << move;
        EXPECT_GT(m.positions, 0u);
    }
    EXPECT_EQ(check_announced_mate(*board, "c6b6", 3).verdict, MateVerdict::Holds);  // within 3
    EXPECT_EQ(check_announced_mate(*board, "c6b6", 1).verdict, MateVerdict::Refuted);
    const MateSearchResult rh8 = check_announced_mate(*board, "h1h8", 2);
    EXPECT_EQ(rh8.verdict, MateVerdict::Refuted);
    EXPECT_EQ(rh8.refutation, "a8a7");  // the black king's only move
    EXPECT_EQ(check_announced_mate(*board, "h1h8", 2, 5).verdict, MateVerdict::TooLarge);
    EXPECT_EQ(check_announced_mate(*board, "h1a8", 2).verdict, MateVerdict::NotLegal);
    EXPECT_EQ(board->fen(), kMateInTwo);  // left as it was
}

TEST(MateSearch, XiangqiAndShogiFalseMatesAreRefuted) {
    auto xq = make_adapter(Game::Xiangqi, Impl::Reference).value();
    ASSERT_TRUE(xq->set_position("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", {}));
    EXPECT_EQ(check_announced_mate(*xq, "d0d1", 2).verdict, MateVerdict::Refuted);
    auto shogi = make_adapter(Game::Shogi, Impl::Reference).value();
    ASSERT_TRUE(shogi->set_position("startpos", {}));
    EXPECT_EQ(check_announced_mate(*shogi, "7g7f", 2).verdict, MateVerdict::Refuted);
}

TEST(PlayCheck, FalseMateInTwoIsAWarningNotAProblem) {
    const PlayOutcome o = check(Game::Chess, answer("h1h8", "bestmove h1h8", 2), kMateInTwo);
    EXPECT_EQ(o.status, PlayStatus::Ok);
    EXPECT_NE(o.warning.find("a8a7 escapes"), std::string::npos) << o.warning;
    EXPECT_EQ(play_outcome_json(o)["warning"]["kind"], "unproven_mate_score");
    const PlayOutcome right = check(Game::Chess, answer("c6b6", "bestmove c6b6", 2), kMateInTwo);
    EXPECT_EQ(right.status, PlayStatus::Ok);
    EXPECT_TRUE(right.warning.empty()) << right.warning;
}

TEST(PlayCheck, EngineFailureAndRefusedPositionsPassThrough) {
    EngineFailure failure;
    failure.kind = FailureKind::TimedOut;
    failure.command = "position ... / go depth 1";
    failure.expected = "'bestmove'";
    failure.within = std::chrono::seconds(1);
    const PlayOutcome o = check(Game::Chess, failure, "startpos");
    EXPECT_EQ(o.status, PlayStatus::EngineFailed);
    EXPECT_EQ(o.failure.kind, FailureKind::TimedOut);
    EXPECT_EQ(failure_what(o.failure), "no 'bestmove' within 1 s (the engine hangs)");
    EXPECT_EQ(check(Game::Chess, answer("e2e4", "bestmove e2e4"), "startpos", {"e2e5"}).status,
              PlayStatus::Skipped);
}

TEST(PlayCheck, RandomPositionsAreSeededAndReplayable) {
    for (Game game : {Game::Chess, Game::Xiangqi, Game::Shogi}) {
        auto judge = make_adapter(game, Impl::Reference);
        ASSERT_TRUE(judge);
        const auto a = random_positions(*judge.value(), 6, 42, 40);
        const auto b = random_positions(*judge.value(), 6, 42, 40);
        const auto c = random_positions(*judge.value(), 6, 43, 40);
        ASSERT_EQ(a.size(), 6u);
        bool differs = false;
        for (std::size_t i = 0; i < a.size(); ++i) {
            EXPECT_EQ(a[i].moves, b[i].moves);
            differs = differs || a[i].moves != c[i].moves;
            EXPECT_EQ(a[i].fen, "startpos");
            EXPECT_GE(a[i].moves.size(), 1u);
            EXPECT_LE(a[i].moves.size(), 40u);
            EXPECT_TRUE(judge.value()->set_position(a[i].fen, a[i].moves));
        }
        EXPECT_TRUE(differs);
    }
}

}  // namespace
