// The clocks of arbiter match (referee/match/clock.h): --tc parsing, the time kept per side, and
// the question in each protocol's terms. Expected values are worked by hand from the protocol
// specifications: UCI (wtime/btime/winc/binc/movestogo, milliseconds), USI (btime is sente's,
// byoyomi), UCCI (time/increment/opptime, milliseconds), CECP (level MPS BASE INC with BASE in
// minutes[:seconds], time/otim in centiseconds).

#include <gtest/gtest.h>

#include "referee/match/clock.h"

namespace arbiter::referee::match {
namespace {

using arbiter::engines::Protocol;

TimeControl tc(const char* text) {
    auto parsed = parse_tc(text);
    EXPECT_TRUE(parsed.ok()) << text << ": " << parsed.error().message;
    return parsed.ok() ? parsed.value() : TimeControl{};
}

TEST(MatchClock, ParsesFischerAndMovesPerPeriod) {
    const TimeControl fischer = tc("10+0.1");
    EXPECT_EQ(fischer.base_ms, 10'000);
    EXPECT_EQ(fischer.increment_ms, 100);
    EXPECT_EQ(fischer.moves_per_period, 0);
    const TimeControl period = tc("40/60");
    EXPECT_EQ(period.base_ms, 60'000);
    EXPECT_EQ(period.moves_per_period, 40);
    const TimeControl minutes = tc("40/1:30+0.5");
    EXPECT_EQ(minutes.base_ms, 90'000);
    EXPECT_EQ(minutes.increment_ms, 500);
    EXPECT_EQ(tc("0+1").base_ms, 0);  // increment only
}

TEST(MatchClock, RefusesMalformedTimeControls) {
    for (const char* bad : {"", "+", "10+", "a", "0", "-5", "10+0.0001", "0/60", "40/", "1:75",
                            "10++1", "99999999999"}) {
        EXPECT_FALSE(parse_tc(bad).ok()) << bad;
    }
}

TEST(MatchClock, FischerIncrementAfterEachMove) {
    GameClock clock(tc("10+0.1"));
    EXPECT_TRUE(clock.charge(0, 2'000));  // 10 000 - 2 000 + 100
    EXPECT_EQ(clock.remaining_ms(0), 8'100);
    EXPECT_EQ(clock.remaining_ms(1), 10'000);
    EXPECT_FALSE(clock.charge(1, 10'001));  // over the 10 000 left: a time forfeit
}

TEST(MatchClock, IncrementOnlyStartsWithOneIncrement) {
    // --tc 0+1: 1 s to make the first move, then the 1 s increment after each move (hand count:
    // 1000 - 400 + 1000 = 1600 ms left).
    GameClock clock(tc("0+1"));
    EXPECT_EQ(clock.limit(0).count(), 1000);
    EXPECT_TRUE(clock.charge(0, 400));
    EXPECT_EQ(clock.limit(0).count(), 1600);
    EXPECT_EQ(clock.limit(1).count(), 1000);
}

TEST(MatchClock, MovesPerPeriodAddTheBaseAgain) {
    GameClock clock(tc("2/10"));
    EXPECT_TRUE(clock.charge(0, 4'000));  // 6 000 left, one move to go
    EXPECT_EQ(go_lines(Protocol::Uci, clock.question(0)).front(),
              "go wtime 6000 btime 10000 movestogo 1");
    EXPECT_TRUE(clock.charge(0, 5'000));  // 1 000 left, then the second period's 10 000
    EXPECT_EQ(clock.remaining_ms(0), 11'000);
}

TEST(MatchClock, ByoyomiAfterTheMainTime) {
    TimeControl t = tc("1");
    t.byoyomi_ms = 2'000;
    GameClock clock(t);
    EXPECT_TRUE(clock.charge(0, 2'500));  // 1 000 main + 1 500 of the 2 000 byoyomi
    EXPECT_EQ(clock.remaining_ms(0), 0);
    EXPECT_TRUE(clock.charge(0, 2'000));  // each move within the byoyomi
    EXPECT_FALSE(clock.charge(0, 2'001));
    EXPECT_EQ(go_lines(Protocol::Usi, clock.question(1)).front(),
              "go btime 0 wtime 1000 byoyomi 2000");
}

TEST(MatchClock, MarginForgivesAFewMilliseconds) {
    TimeControl t;
    t.movetime_ms = 100;
    t.margin_ms = 20;
    GameClock clock(t);
    EXPECT_TRUE(clock.charge(0, 120));
    EXPECT_FALSE(clock.charge(1, 121));
}

TEST(MatchClock, QuestionsInEachProtocol) {
    GameClock clock(tc("10+0.1"));
    ASSERT_TRUE(clock.charge(0, 1'000));  // first side: 9 100 left
    EXPECT_EQ(go_lines(Protocol::Uci, clock.question(1)),
              std::vector<std::string>{"go wtime 9100 btime 10000 winc 100 binc 100"});
    // USI: btime is sente's (the first side), wtime gote's.
    EXPECT_EQ(go_lines(Protocol::Usi, clock.question(1)),
              std::vector<std::string>{"go btime 9100 wtime 10000 binc 100 winc 100"});
    // UCCI: the side's own time first, then the opponent's.
    EXPECT_EQ(
        go_lines(Protocol::Ucci, clock.question(1)),
        std::vector<std::string>{"go time 10000 increment 100 opptime 9100 oppincrement 100"});
    // CECP: level 0 (whole game) 0:10 (minutes:seconds) 0.1 s; time/otim in centiseconds.
    EXPECT_EQ(go_lines(Protocol::Xboard, clock.question(1)),
              (std::vector<std::string>{"level 0 0:10 0.1", "time 1000", "otim 910"}));
}

TEST(MatchClock, PerMoveLimits) {
    TimeControl nodes;
    nodes.nodes = 5000;
    EXPECT_EQ(go_lines(Protocol::Uci, GameClock(nodes).question(0)).front(), "go nodes 5000");
    TimeControl depth;
    depth.depth = 3;
    EXPECT_EQ(go_lines(Protocol::Xboard, GameClock(depth).question(0)),
              std::vector<std::string>{"sd 3"});
    TimeControl movetime;
    movetime.movetime_ms = 250;
    // CECP: one move in a period of a second, 25 centiseconds of it left.
    EXPECT_EQ(go_lines(Protocol::Xboard, GameClock(movetime).question(0)),
              (std::vector<std::string>{"level 1 0:01 0", "time 25", "otim 25"}));
    EXPECT_EQ(go_lines(Protocol::Uci, GameClock(movetime).question(1)).front(), "go movetime 250");
    EXPECT_EQ(go_lines(Protocol::Usi, GameClock(movetime).question(1)).front(),
              "go btime 0 wtime 0 byoyomi 250");
    EXPECT_EQ(go_lines(Protocol::Ucci, GameClock(movetime).question(0)).front(),
              "go time 250 movestogo 1");
    EXPECT_EQ(GameClock(movetime).allowed(0).count(), 250);
    // CECP `st` takes whole seconds: a move time of whole seconds is sent as one.
    TimeControl seconds;
    seconds.movetime_ms = 2000;
    EXPECT_EQ(go_lines(Protocol::Xboard, GameClock(seconds).question(0)),
              std::vector<std::string>{"st 2"});
}

TEST(MatchClock, CecpLevelBaseInWholeSeconds) {
    // CECP level BASE is minutes or minutes:seconds: rounded to the nearest second, at least 0:01
    // (0.5 s -> 0:01, 90.4 s -> 1:30, 60 s -> 1); `time` keeps the centiseconds.
    EXPECT_EQ(go_lines(Protocol::Xboard, GameClock(tc("0.5+0.1")).question(0)),
              (std::vector<std::string>{"level 0 0:01 0.1", "time 50", "otim 50"}));
    EXPECT_EQ(go_lines(Protocol::Xboard, GameClock(tc("90.4")).question(0)).front(),
              "level 0 1:30 0");
    EXPECT_EQ(go_lines(Protocol::Xboard, GameClock(tc("40/60")).question(0)).front(),
              "level 40 1 0");
    EXPECT_EQ(go_lines(Protocol::Xboard, GameClock(tc("0+1")).question(0)).front(),
              "level 0 0:01 1");
}

TEST(MatchClock, LimitIsTheTimeWithoutTheMargin) {
    TimeControl t = tc("1+0.5");
    t.margin_ms = 100;
    GameClock clock(t);
    EXPECT_EQ(clock.limit(0).count(), 1000);  // the moment `stop` is sent
    EXPECT_EQ(clock.allowed(0).count(), 1100);
    EXPECT_TRUE(clock.charge(0, 1100));  // over by the margin: forgiven, the clock at 0 + 0.5
    EXPECT_EQ(clock.remaining_ms(0), 500);
    EXPECT_FALSE(clock.charge(0, 601));
}

TEST(MatchClock, PgnTimeControlTag) {
    EXPECT_EQ(time_control_tag(tc("10+0.1")), "10+0.1");
    EXPECT_EQ(time_control_tag(tc("40/60")), "40/60");
    EXPECT_EQ(time_control_tag(TimeControl{}), "-");
}

}  // namespace
}  // namespace arbiter::referee::match
