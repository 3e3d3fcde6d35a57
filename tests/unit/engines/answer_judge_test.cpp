// The judge of an engine's answer (engines/play_check.h, judge_answer), the one `engine --check
// play` and `match` share. Positions checked by hand: Fool's mate (1. f3 e5 2. g4 Qh4#, FIDE Laws
// 5.1.1); the shogi impasse position of sente king 5b and gote king 5h, each in its promotion
// zone, every other piece in hand: sente R B 2G 2S 2N 2L 10P = 28 points, gote 26 (docs/rules.md
// shogi.impasse). Under the 27-point rule (seed27) gote is short and sente wins; under the CSA
// declaration (csa27) sente has no ten pieces in the zone and the declaration does not hold.

#include <gtest/gtest.h>

#include "engines/play_check.h"
#include "oracle/registry.h"

namespace {

using namespace arbiter::core;
using namespace arbiter::oracle;
using namespace arbiter::engines;

constexpr const char* kUneven = "9/4K4/9/9/9/9/9/4k4/9 b RB2G2S2N2L10Prb2g2s2n2l8p 1";
constexpr const char* kEven = "9/4K4/9/9/9/9/9/4k4/9 b RB2G2S2N2L9Prb2g2s2n2l9p 1";

AnswerJudgement judged(Game game, const std::string& fen, const std::vector<std::string>& moves,
                       const EngineAnswer& answer, const RuleOptions& rules = {}) {
    auto board = make_adapter(game, Impl::Reference);
    EXPECT_TRUE(board);
    EXPECT_TRUE(board.value()->set_position(fen, moves));
    return judge_answer(*board.value(), answer, rules);
}

// A move, or no move, as a driver reads it.
EngineAnswer said(std::optional<std::string> move, std::string line) {
    EngineAnswer a;
    a.kind = move ? AnswerKind::Move : AnswerKind::NoMove;
    a.move = std::move(move);
    a.answer = std::move(line);
    return a;
}

// An answer without a move of `kind` (a resignation, a declaration, a result).
EngineAnswer said(AnswerKind kind, std::string line) {
    EngineAnswer a;
    a.kind = kind;
    a.answer = std::move(line);
    return a;
}

TEST(EnginesAnswerJudge, MovesAreJudgedByTheRules) {
    const auto legal = judged(Game::Chess, "startpos", {}, said("e2e4", "bestmove e2e4"));
    EXPECT_EQ(legal.verdict, AnswerVerdict::Move);
    EXPECT_EQ(legal.legal.size(), 20u);
    const auto illegal = judged(Game::Chess, "startpos", {}, said("e2e5", "bestmove e2e5"));
    EXPECT_EQ(illegal.verdict, AnswerVerdict::IllegalMove);
    EXPECT_EQ(illegal.rule, (RuleId{Game::Chess, Rule::PawnPush}));
    const std::vector<std::string> fools = {"f2f3", "e7e5", "g2g4", "d8h4"};
    const auto after_mate = judged(Game::Chess, "startpos", fools, said("e1f2", "bestmove e1f2"));
    EXPECT_EQ(after_mate.verdict, AnswerVerdict::MoveWithoutLegal);
    EXPECT_TRUE(after_mate.before.decided_by(Rule::Checkmate));
}

TEST(EnginesAnswerJudge, NoMoveIsRightOnlyWithoutLegalMoves) {
    const std::vector<std::string> fools = {"f2f3", "e7e5", "g2g4", "d8h4"};
    EXPECT_EQ(judged(Game::Chess, "startpos", fools, said(std::nullopt, "bestmove (none)")).verdict,
              AnswerVerdict::NoLegalMove);
    EXPECT_EQ(judged(Game::Chess, "startpos", {}, said(std::nullopt, "bestmove (none)")).verdict,
              AnswerVerdict::FalseNoMove);
    EXPECT_EQ(
        judged(Game::Shogi, "startpos", {}, said(AnswerKind::Resigns, "bestmove resign")).verdict,
        AnswerVerdict::Resignation);
    EXPECT_EQ(
        judged(Game::Chess, "startpos", {}, said(AnswerKind::ClaimsResult, "1-0 {White mates}"))
            .verdict,
        AnswerVerdict::FalseNoMove);
}

// The kind decides, as the driver read it, never the words of the line.
TEST(EnginesAnswerJudge, TheWordsOfTheAnswerDoNotDecide) {
    EXPECT_EQ(judged(Game::Chess, "startpos", {}, said(AnswerKind::NoMove, "resign")).verdict,
              AnswerVerdict::FalseNoMove);
    EXPECT_EQ(
        judged(Game::Chess, "startpos", {}, said(AnswerKind::Resigns, "bestmove (none)")).verdict,
        AnswerVerdict::Resignation);
    EXPECT_EQ(judged(Game::Shogi, kUneven, {}, said(AnswerKind::NoMove, "bestmove win")).verdict,
              AnswerVerdict::FalseNoMove);
}

TEST(EnginesAnswerJudge, DeclarationIsJudgedByTheImpasseRuleGiven) {
    const EngineAnswer win = said(AnswerKind::DeclaresWin, "bestmove win");
    // A match's default (seed27): 28 points against 26 wins.
    const auto seed27 = judged(Game::Shogi, kUneven, {}, win);
    EXPECT_EQ(seed27.verdict, AnswerVerdict::DeclaredWin);
    EXPECT_TRUE(seed27.declared.won_by(Side::First));
    EXPECT_TRUE(seed27.declared.decided_by(Rule::Impasse));
    // engine --check play (csa27): no ten pieces in the zone, the declaration does not hold.
    EXPECT_EQ(judged(Game::Shogi, kUneven, {}, win, play_check_rules()).verdict,
              AnswerVerdict::FalseDeclaration);
    // 27 points each: the count draws under seed27.
    EXPECT_EQ(judged(Game::Shogi, kEven, {}, win).verdict, AnswerVerdict::DeclaredDraw);
    // Outside shogi there is no declaration.
    EXPECT_EQ(judged(Game::Chess, "startpos", {}, win).verdict, AnswerVerdict::FalseDeclaration);
}

}  // namespace
