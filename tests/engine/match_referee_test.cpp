// The match referee (referee/match/referee.h) against engines that misbehave in one known way at a
// known ply (match_fake_engine.cpp) and one real engine pairing (stockfish, when installed). Each
// expected verdict comes from the rules, not from this project's output: the fool's mate (f3 e5
// g4 Qh4#, the shortest checkmate of chess), the perpetual chase of
// corpus/records/xiangqi/perpetual-chase-001.json (hand-checked there: the red chariot chases the
// unprotected cannon, red loses), the shogi start position, where no king stands in the enemy
// camp (so a declaration cannot hold under any impasse rule), and the fakes' planted failures.

#include <gtest/gtest.h>
#include <signal.h>
#include <unistd.h>

#include <memory>

#include "referee/match/referee.h"

namespace arbiter::referee::match {
namespace {

namespace eng = arbiter::engines;

std::unique_ptr<eng::EngineClient> fake(core::Game game, std::vector<std::string> args,
                                        eng::Protocol protocol) {
    eng::EngineConfig config;
    config.argv = {ARBITER_MATCH_FAKE, std::string(core::game_name(game))};
    config.argv.insert(config.argv.end(), args.begin(), args.end());
    config.game = game;
    config.protocol = protocol;
    auto client = eng::EngineClient::create(config);
    EXPECT_TRUE(client.ok()) << client.error().message;
    return std::move(client.value());
}

struct Pair {
    std::unique_ptr<eng::EngineClient> first, second;
};

Pair fakes(core::Game game, std::vector<std::string> first, std::vector<std::string> second) {
    const eng::Protocol p = game == core::Game::Chess     ? eng::Protocol::Uci
                            : game == core::Game::Xiangqi ? eng::Protocol::Ucci
                                                          : eng::Protocol::Usi;
    return {fake(game, std::move(first), p), fake(game, std::move(second), p)};
}

GameSetup setup(core::Game game, std::string start = "startpos") {
    GameSetup s;
    s.game = game;
    s.start = std::move(start);
    s.time_control.movetime_ms = 1000;  // the fakes answer at once unless told to sleep
    return s;
}

GameOutcome play(const GameSetup& s, Pair& p) {
    auto r = play_game(s, {p.first.get(), p.second.get()});
    EXPECT_TRUE(r.ok()) << r.error().message;
    return r.ok() ? r.value() : GameOutcome{};
}

TEST(MatchReferee, FoolsMateIsCheckmate) {
    Pair p =
        fakes(core::Game::Chess, {"script=f2f3,e7e5,g2g4,d8h4"}, {"script=f2f3,e7e5,g2g4,d8h4"});
    const GameOutcome o = play(setup(core::Game::Chess), p);
    EXPECT_EQ(o.result_text(), "0-1");
    EXPECT_EQ(o.rule_text(), "chess.checkmate");
    EXPECT_EQ(o.moves.size(), 4u);
}

TEST(MatchReferee, IllegalMoveLosesAtOnce) {
    Pair p = fakes(core::Game::Chess, {"at=0:move:e2e5"}, {});
    const GameOutcome o = play(setup(core::Game::Chess), p);
    EXPECT_EQ(o.result_text(), "0-1");
    EXPECT_EQ(o.rule_text(), "chess.illegal-move");
    EXPECT_NE(o.detail.find("e2e5"), std::string::npos) << o.detail;
    EXPECT_TRUE(o.moves.empty());  // the illegal move is not played
}

TEST(MatchReferee, XiangqiIllegalMoveLosesAtOnce) {
    Pair p = fakes(core::Game::Xiangqi, {},
                   {"at=1:move:a9a5"});  // a black chariot cannot jump its pawn (a6)
    const GameOutcome o = play(setup(core::Game::Xiangqi), p);
    EXPECT_EQ(o.result_text(), "1-0");
    EXPECT_EQ(o.rule_text(), "xiangqi.illegal-move");
}

// The engine-failure rules of docs/rules.md in every game (corpus/rules.json names this test as
// their check: a match decides them, not a position). The fake misbehaves at the second side's
// first move: killed by SIGSEGV is a crash, a normal exit before the end a disconnect, "bestmove
// zz99" (no move of the protocol's syntax) a protocol failure, "bestmove (none)" with legal moves
// on the board a false claim. The side at fault loses and its move is not played.
TEST(MatchReferee, EngineFailuresLoseInEveryGame) {
    const struct {
        core::Game game;
        const char* action;
        const char* rule;
    } kCases[] = {
        {core::Game::Chess, "at=1:crash", "chess.engine.crash"},
        {core::Game::Chess, "at=1:exit", "chess.engine.disconnect"},
        {core::Game::Chess, "at=1:garbage", "chess.engine.protocol"},
        {core::Game::Chess, "at=1:none", "chess.engine.false-claim"},
        {core::Game::Xiangqi, "at=1:crash", "xiangqi.engine.crash"},
        {core::Game::Xiangqi, "at=1:exit", "xiangqi.engine.disconnect"},
        {core::Game::Xiangqi, "at=1:garbage", "xiangqi.engine.protocol"},
        {core::Game::Xiangqi, "at=1:none", "xiangqi.engine.false-claim"},
        {core::Game::Shogi, "at=1:crash", "shogi.engine.crash"},
        {core::Game::Shogi, "at=1:exit", "shogi.engine.disconnect"},
        {core::Game::Shogi, "at=1:garbage", "shogi.engine.protocol"},
        {core::Game::Shogi, "at=1:none", "shogi.engine.false-claim"},
    };
    for (const auto& c : kCases) {
        SCOPED_TRACE(std::string(c.rule) + " from " + c.action);
        Pair p = fakes(c.game, {}, {c.action});
        const GameOutcome o = play(setup(c.game), p);
        EXPECT_EQ(o.rule_text(), c.rule) << o.detail;
        EXPECT_EQ(o.result_text(), "1-0");
        EXPECT_EQ(o.moves.size(), 1u);
    }
}

// chess.max-plies and xiangqi.max-plies (docs/rules.md; corpus/rules.json names this test as
// their check): with --max-plies 6 a game still going after six plies is drawn there. Both fakes
// play random legal moves from fixed seeds; six plies from the start end no game of either.
TEST(MatchReferee, PlyLimitIsADrawInEveryGame) {
    const struct {
        core::Game game;
        const char* rule;
    } kCases[] = {{core::Game::Chess, "chess.max-plies"},
                  {core::Game::Xiangqi, "xiangqi.max-plies"}};
    for (const auto& c : kCases) {
        SCOPED_TRACE(c.rule);
        Pair p = fakes(c.game, {"seed=1"}, {"seed=2"});
        GameSetup s = setup(c.game);
        s.max_plies = 6;
        const GameOutcome o = play(s, p);
        EXPECT_EQ(o.rule_text(), c.rule) << o.detail;
        EXPECT_EQ(o.result_text(), "1/2-1/2");
        EXPECT_EQ(o.moves.size(), 6u);
    }
}

TEST(MatchReferee, FlagFallLosesOnTime) {
    Pair p = fakes(core::Game::Chess, {"at=2:sleep:600"}, {});
    GameSetup s = setup(core::Game::Chess);
    s.time_control.movetime_ms = 200;
    const GameOutcome o = play(s, p);
    EXPECT_EQ(o.result_text(), "0-1");
    EXPECT_EQ(o.rule_text(), "chess.time-control");
    EXPECT_EQ(o.moves.size(), 2u);
}

TEST(MatchReferee, FlagAgainstABareKingIsADraw) {
    // FIDE Laws 6.9: white oversteps, but black's bare king can never checkmate: drawn.
    Pair p = fakes(core::Game::Chess, {"at=0:sleep:400"}, {});
    GameSetup s = setup(core::Game::Chess, "4k3/8/8/8/8/8/4P3/R3K3 w - - 0 1");
    s.time_control.movetime_ms = 100;
    const GameOutcome o = play(s, p);
    EXPECT_EQ(o.rule_text(), "chess.time-control");
    EXPECT_EQ(o.result_text(), "1/2-1/2");
}

TEST(MatchReferee, FlagAgainstAKnightThatCannotMateIsADraw) {
    // FIDE Laws 6.9: white oversteps; black's king and knight can never checkmate white's king
    // and queen (python-chess and shakmaty: a lone knight mates only with the help of a pawn,
    // knight, bishop or rook of the other side): drawn.
    Pair p = fakes(core::Game::Chess, {"at=0:sleep:400"}, {});
    GameSetup s = setup(core::Game::Chess, "4k1n1/8/8/8/8/8/8/3QK3 w - - 0 1");
    s.time_control.movetime_ms = 100;
    const GameOutcome o = play(s, p);
    EXPECT_EQ(o.rule_text(), "chess.time-control");
    EXPECT_EQ(o.result_text(), "1/2-1/2");
}

TEST(MatchReferee, FlagAgainstAKnightThatCanMateLoses) {
    // The same with a white rook for the queen: the rook may block its own king, so black's
    // knight could mate: white loses on time.
    Pair p = fakes(core::Game::Chess, {"at=0:sleep:400"}, {});
    GameSetup s = setup(core::Game::Chess, "4k1n1/8/8/8/8/8/8/3RK3 w - - 0 1");
    s.time_control.movetime_ms = 100;
    const GameOutcome o = play(s, p);
    EXPECT_EQ(o.rule_text(), "chess.time-control");
    EXPECT_EQ(o.result_text(), "0-1");
}

TEST(MatchReferee, FischerClockFlag) {
    // 0.3 s and no increment: white's third move, after 0.4 s of sleep, oversteps.
    Pair p = fakes(core::Game::Chess, {"at=4:sleep:400"}, {});
    GameSetup s = setup(core::Game::Chess);
    s.time_control = parse_tc("0.3").value();
    const GameOutcome o = play(s, p);
    EXPECT_EQ(o.rule_text(), "chess.time-control");
    EXPECT_EQ(o.result_text(), "0-1");
}

TEST(MatchReferee, CrashMidGameLosesAndTheEngineRestarts) {
    Pair p = fakes(core::Game::Chess, {}, {"at=3:crash"});
    const GameOutcome o = play(setup(core::Game::Chess), p);
    EXPECT_EQ(o.result_text(), "1-0");
    EXPECT_EQ(o.rule_text(), "chess.engine.crash");
    EXPECT_NE(o.detail.find("signal 11"), std::string::npos) << o.detail;
    EXPECT_EQ(o.failed_side, 1);
    EXPECT_EQ(p.second->pid(), 0);  // reaped, nothing left running
    // The next game starts it again (and it crashes again at ply 3).
    GameSetup s = setup(core::Game::Chess);
    s.max_plies = 2;
    const GameOutcome next = play(s, p);
    EXPECT_EQ(next.rule_text(), "chess.max-plies");
    EXPECT_EQ(next.result_text(), "1/2-1/2");
    EXPECT_GT(p.second->pid(), 0);
}

TEST(MatchReferee, DisconnectGarbageAndFalseClaims) {
    {
        Pair p = fakes(core::Game::Chess, {"at=2:exit"}, {});
        const GameOutcome o = play(setup(core::Game::Chess), p);
        EXPECT_EQ(o.rule_text(), "chess.engine.disconnect");
        EXPECT_EQ(o.result_text(), "0-1");
    }
    {
        Pair p = fakes(core::Game::Chess, {}, {"at=1:garbage"});
        const GameOutcome o = play(setup(core::Game::Chess), p);
        EXPECT_EQ(o.rule_text(), "chess.engine.protocol");
        EXPECT_NE(o.detail.find("zz99"), std::string::npos) << o.detail;
    }
    {
        Pair p = fakes(core::Game::Chess, {}, {"at=1:none"});  // "no legal move" with 20 of them
        const GameOutcome o = play(setup(core::Game::Chess), p);
        EXPECT_EQ(o.rule_text(), "chess.engine.false-claim");
        EXPECT_EQ(o.result_text(), "1-0");
    }
    {
        Pair p = fakes(core::Game::Chess, {}, {"at=1:resign"});
        const GameOutcome o = play(setup(core::Game::Chess), p);
        EXPECT_EQ(o.rule_text(), "chess.resignation");
        EXPECT_EQ(o.result_text(), "1-0");
    }
}

TEST(MatchReferee, HangWithoutAClockIsATimeForfeit) {
    Pair p = fakes(core::Game::Chess, {"at=0:hang"}, {});
    GameSetup s = setup(core::Game::Chess);
    s.time_control = TimeControl{};
    s.time_control.nodes = 100;
    s.time_control.hang_timeout = std::chrono::milliseconds(300);
    const GameOutcome o = play(s, p);
    EXPECT_EQ(o.rule_text(), "chess.time-control");
    EXPECT_EQ(o.result_text(), "0-1");
}

TEST(MatchReferee, EngineThatIgnoresTheClockIsStoppedWhenItsTimeIsUp) {
    // Both fakes answer only to `stop` (as under `go infinite`): each is told to stop once its
    // 100 ms are up and answers at once, within the 100 ms margin, so no one loses on time.
    for (core::Game game : {core::Game::Chess, core::Game::Xiangqi, core::Game::Shogi}) {
        Pair p = fakes(game, {"infinite"}, {"infinite"});
        GameSetup s = setup(game);
        s.time_control.movetime_ms = 100;
        s.time_control.margin_ms = 100;
        s.max_plies = 2;
        const GameOutcome o = play(s, p);
        EXPECT_EQ(o.rule_text(), std::string(core::game_name(game)) + ".max-plies") << o.detail;
        EXPECT_EQ(o.moves.size(), 2u);
        EXPECT_GE(o.engine_ns, 2 * 100'000'000LL);  // each answer came after its 100 ms
    }
}

TEST(MatchReferee, NoAnswerEvenToStopLosesOnTime) {
    // Under a Fischer clock too: the stop comes when the 200 ms are gone, then the margin runs out.
    Pair p = fakes(core::Game::Chess, {"at=2:hang"}, {});
    GameSetup s = setup(core::Game::Chess);
    s.time_control = parse_tc("0.2").value();
    s.time_control.margin_ms = 50;
    const GameOutcome o = play(s, p);
    EXPECT_EQ(o.rule_text(), "chess.time-control");
    EXPECT_EQ(o.result_text(), "0-1");
    EXPECT_NE(o.detail.find("after 'stop' either"), std::string::npos) << o.detail;
    EXPECT_EQ(o.moves.size(), 2u);
}

TEST(MatchReferee, SlowPositionIsNotChargedToTheClock) {
    // The fakes sleep 200 ms after every `position`, before they read the next line: the
    // `isready` the referee sends after it. Their 100 ms (margin 20) start only at the `go`.
    for (core::Game game : {core::Game::Chess, core::Game::Xiangqi, core::Game::Shogi}) {
        Pair p = fakes(game, {"position-delay=200"}, {"position-delay=200"});
        GameSetup s = setup(game);
        s.time_control.movetime_ms = 100;
        s.time_control.margin_ms = 20;
        s.max_plies = 2;
        const GameOutcome o = play(s, p);
        EXPECT_EQ(o.rule_text(), std::string(core::game_name(game)) + ".max-plies") << o.detail;
    }
}

TEST(MatchReferee, FalseAnnouncedMateIsAWarningNotAVerdict) {
    // Both fakes announce `score mate 2` from the start: no side can force a mate in 2 moves
    // there (White's fastest mate comes on its third move, Black's needs White's help), so each
    // announcement is a warning and the game goes on to its ply limit.
    Pair p = fakes(core::Game::Chess, {"mate=2"}, {"mate=2"});
    GameSetup s = setup(core::Game::Chess);
    s.max_plies = 2;
    const GameOutcome o = play(s, p);
    EXPECT_EQ(o.rule_text(), "chess.max-plies");
    ASSERT_EQ(o.warnings.size(), 2u);
    EXPECT_NE(o.warnings[0].find("white announced mate in 2"), std::string::npos) << o.warnings[0];
    // A true one is no warning: the fool's mate, announced by black as a mate in 1.
    Pair q = fakes(core::Game::Chess, {"script=f2f3,e7e5,g2g4"},
                   {"mate=1", "script=f2f3,e7e5,g2g4,d8h4"});
    const GameOutcome fool = play(setup(core::Game::Chess), q);
    EXPECT_EQ(fool.rule_text(), "chess.checkmate");
    EXPECT_EQ(fool.warnings.size(), 1u);  // black's e7e5 "mate in 1" is false; d8h4 is mate
}

TEST(MatchReferee, FalseImpasseDeclarationLoses) {
    for (auto rule : {core::ImpasseRule::Seed27Points, core::ImpasseRule::Csa27Declaration}) {
        Pair p = fakes(core::Game::Shogi, {"at=0:win"}, {});
        GameSetup s = setup(core::Game::Shogi);
        s.options.shogi_impasse_rule = rule;
        const GameOutcome o = play(s, p);
        EXPECT_EQ(o.rule_text(), "shogi.impasse");
        EXPECT_EQ(o.result_text(), "0-1");  // sente declared, gote wins
        EXPECT_NE(o.detail.find("declared"), std::string::npos) << o.detail;
    }
}

TEST(MatchReferee, PerpetualChaseLosesForTheChaser) {
    const std::string cycle = "script=i6i7,b7b6,i7i6,b6b7,i6i7,b7b6,i7i6,b6b7";
    Pair p = fakes(core::Game::Xiangqi, {cycle}, {cycle});
    const GameOutcome o =
        play(setup(core::Game::Xiangqi, "4k4/9/1c7/8R/9/9/9/9/9/3K5 w - - 0 1"), p);
    EXPECT_EQ(o.rule_text(), "xiangqi.repetition.perpetual-chase");
    EXPECT_EQ(o.result_text(), "0-1");  // red chased, black wins
    EXPECT_EQ(o.moves.size(), 8u);
}

TEST(MatchReferee, PerpetualCheckLosesForTheChecker) {
    // corpus/records/xiangqi/perpetual-check-001.json and shogi/sennichite-002.json (hand-checked
    // there): the red chariot / sente rook checks on every move of the cycle and loses.
    {
        const std::string cycle = "script=a8a9,e9e8,a9a8,e8e9,a8a9,e9e8,a9a8,e8e9";
        Pair p = fakes(core::Game::Xiangqi, {cycle}, {cycle});
        const GameOutcome o =
            play(setup(core::Game::Xiangqi, "4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1"), p);
        EXPECT_EQ(o.rule_text(), "xiangqi.repetition.perpetual-check");
        EXPECT_EQ(o.result_text(), "0-1");
        EXPECT_EQ(o.moves.size(), 8u);
    }
    {
        const std::string cycle =
            "script=5b5a,1a1b,5a5b,1b1a,5b5a,1a1b,5a5b,1b1a,5b5a,1a1b,5a5b,1b1a";
        Pair p = fakes(core::Game::Shogi, {cycle}, {cycle});
        const GameOutcome o = play(setup(core::Game::Shogi, "8k/4R4/9/9/9/9/9/9/K8 b - 1"), p);
        EXPECT_EQ(o.rule_text(), "shogi.sennichite.perpetual-check");
        EXPECT_EQ(o.result_text(), "0-1");
        EXPECT_EQ(o.moves.size(), 12u);
    }
}

TEST(MatchReferee, ShogiIllegalMoveAndPlyLimit) {
    {
        Pair p = fakes(core::Game::Shogi, {"at=0:move:7g7e"}, {});  // a pawn steps one square
        const GameOutcome o = play(setup(core::Game::Shogi), p);
        EXPECT_EQ(o.rule_text(), "shogi.illegal-move");
        EXPECT_EQ(o.result_text(), "0-1");
    }
    {
        Pair p = fakes(core::Game::Shogi, {"seed=1"}, {"seed=2"});
        GameSetup s = setup(core::Game::Shogi);
        s.max_plies = 6;
        const GameOutcome o = play(s, p);
        EXPECT_EQ(o.rule_text(), "shogi.max-plies");
        EXPECT_EQ(o.moves.size(), 6u);
    }
}

TEST(MatchReferee, OpeningMovesArePlayedFirst) {
    Pair p = fakes(core::Game::Chess, {}, {"at=3:resign"});  // black, after e4 e5 and a white move
    GameSetup s = setup(core::Game::Chess);
    s.opening = {"e4", "e5"};  // SAN is read and sent to the engines as e2e4 e7e5
    const GameOutcome o = play(s, p);
    ASSERT_GE(o.moves.size(), 3u);
    EXPECT_EQ(o.moves[0], "e2e4");
    EXPECT_EQ(o.moves[1], "e7e5");
    EXPECT_EQ(o.rule_text(), "chess.resignation");
    EXPECT_EQ(o.result_text(), "1-0");
    s.opening = {"e4", "e4"};
    EXPECT_FALSE(play_game(s, {p.first.get(), p.second.get()}).ok());
}

TEST(MatchAdjudication, InfoScoreInCentipawns) {
    EXPECT_EQ(eng::info_score_cp("info depth 5 score cp -35 pv e2e4"), -35);
    EXPECT_EQ(eng::info_score_cp("info depth 9 score mate 3 pv e2e4"), eng::kMateScore - 3);
    EXPECT_EQ(eng::info_score_cp("info depth 9 score mate -2"), -eng::kMateScore + 2);
    EXPECT_EQ(eng::info_score_cp("info string score cp 5"), std::nullopt);
    EXPECT_EQ(eng::info_score_cp("info depth 3 nodes 100"), std::nullopt);
}

TEST(MatchAdjudication, ResignAndDrawByScores) {
    {
        // White's engine sees itself 20 pawns down: its third move ends the game (cutechess-cli's
        // -resign movecount=3 score=1000), not a rule: adjudication.resign.
        Pair p = fakes(core::Game::Chess, {"score=-2000"}, {"score=2000"});
        GameSetup s = setup(core::Game::Chess);
        s.adjudication.resign_movecount = 3;
        s.adjudication.resign_score = 1000;
        const GameOutcome o = play(s, p);
        EXPECT_EQ(o.rule_text(), "adjudication.resign");
        EXPECT_EQ(o.result_text(), "0-1");
        EXPECT_EQ(o.moves.size(), 5u);  // white's moves 1, 3, 5
    }
    {
        Pair p =
            fakes(core::Game::Chess, {"score=-2000"}, {"score=5"});  // twosided: black disagrees
        GameSetup s = setup(core::Game::Chess);
        s.adjudication.resign_movecount = 3;
        s.adjudication.resign_score = 1000;
        s.adjudication.resign_twosided = true;
        s.max_plies = 12;
        EXPECT_EQ(play(s, p).rule_text(), "chess.max-plies");
    }
    {
        // Both engines at 0: a draw once 5 full moves are played and 2 moves each were quiet.
        Pair p = fakes(core::Game::Chess, {"seed=3"}, {"seed=4"});
        GameSetup s = setup(core::Game::Chess);
        s.adjudication.draw_movenumber = 5;
        s.adjudication.draw_movecount = 2;
        s.adjudication.draw_score = 10;
        const GameOutcome o = play(s, p);
        EXPECT_EQ(o.rule_text(), "adjudication.draw");
        EXPECT_EQ(o.result_text(), "1/2-1/2");
        EXPECT_EQ(o.moves.size(), 10u);
    }
}

TEST(MatchReferee, StockfishSelfPlayEndsByARule) {
    if (::access("/usr/games/stockfish", X_OK) != 0) GTEST_SKIP() << "stockfish not installed";
    eng::EngineConfig config;
    config.argv = {"/usr/games/stockfish"};
    auto a = eng::EngineClient::create(config);
    auto b = eng::EngineClient::create(config);
    ASSERT_TRUE(a.ok() && b.ok());
    GameSetup s;
    s.time_control.nodes = 300;
    s.max_plies = 400;
    auto r = play_game(s, {a.value().get(), b.value().get()});
    ASSERT_TRUE(r.ok()) << r.error().message;
    const std::string& rule = r.value().rule_text();
    EXPECT_EQ(rule.rfind("chess.", 0), 0u) << rule;
    EXPECT_EQ(rule.find("engine."), std::string::npos) << rule << ": " << r.value().detail;
    EXPECT_NE(r.value().result_text(), "*");
}

}  // namespace
}  // namespace arbiter::referee::match
