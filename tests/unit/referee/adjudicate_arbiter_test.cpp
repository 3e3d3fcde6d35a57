// The arbiter's parts: the clock arithmetic, the per-game policy, the adapter questions it asks
// (side to move, halfmove clock, touch-move, the printed form of a move) and its event methods.
// Expected values by hand from the time controls, FENs and positions written here.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "oracle/registry.h"
#include "referee/adjudicate/adjudicate.h"
#include "referee/adjudicate/arbiter.h"
#include "referee/adjudicate/clock.h"
#include "referee/adjudicate/policy.h"

namespace arbiter::referee::adjudicate {
namespace {

// The verdict's rule as reports spell it ("" when none).
std::string rule_of(const Verdict& v) {
    return v.end.rule ? std::string(core::rule_name(*v.end.rule)) : std::string();
}

// ---- Clock ------------------------------------------------------------------------------------

TEST(AdjudicateClock, PeriodsAccumulateAndRepeat) {
    // xiangqi-6.1: 40 moves in 90 minutes, then 10 moves per 15 minutes, repeating.
    const Clock clock(*time_control_preset("xiangqi-6.1", std::nullopt));
    EXPECT_DOUBLE_EQ(clock.allotted_seconds(1), 5400.0);
    EXPECT_DOUBLE_EQ(clock.allotted_seconds(40), 5400.0);
    EXPECT_DOUBLE_EQ(clock.allotted_seconds(41), 6300.0);
    EXPECT_DOUBLE_EQ(clock.allotted_seconds(50), 6300.0);
    EXPECT_DOUBLE_EQ(clock.allotted_seconds(51), 7200.0);
    EXPECT_EQ(clock.period_of(1), 0);
    EXPECT_EQ(clock.period_of(40), 0);
    EXPECT_EQ(clock.period_of(41), 1);
    EXPECT_EQ(clock.period_of(50), 1);
    EXPECT_EQ(clock.period_of(51), 2);
}

TEST(AdjudicateClock, OneAllotmentAndPastTheLastPeriod) {
    const Clock all(*time_control_preset("xiangqi-6.5", 30.0));  // every move in 30 minutes
    EXPECT_DOUBLE_EQ(all.allotted_seconds(1000), 1800.0);
    EXPECT_EQ(all.period_of(1000), 0);
    const Clock two(
        TimeControl{"custom", {{2, 5, false}}});  // two moves in 5 minutes, nothing after
    EXPECT_DOUBLE_EQ(two.allotted_seconds(2), 300.0);
    EXPECT_DOUBLE_EQ(two.allotted_seconds(3), 300.0);
    EXPECT_EQ(two.period_of(3), 0);
}

TEST(AdjudicateClock, OverstepAndTheThreeMinuteExemption) {
    const Clock clock(TimeControl{"custom", {{2, 5, false}, {2, 5, true}}});
    EXPECT_FALSE(clock.oversteps(1, 300.0, 0));
    EXPECT_TRUE(clock.oversteps(1, 300.5, 0));
    EXPECT_FALSE(clock.oversteps(1, 420.0, 120.0));  // FIDE 9.5.3 bonus
    // After one move that took 150 s: 150 s left (< 180): exempt; after 60 s: 240 s left: not.
    EXPECT_TRUE(clock.record_exempt(1, 150.0, 0));
    EXPECT_FALSE(clock.record_exempt(1, 60.0, 0));
    // Before any move the first period counts: 300 s left.
    EXPECT_FALSE(clock.record_exempt(0, 0, 0));
}

// ---- Policy -----------------------------------------------------------------------------------

TEST(AdjudicatePolicy, EachGameItsOwnRules) {
    const Policy chess = Policy::for_game(core::Game::Chess);
    EXPECT_EQ(chess.fouls_to_lose, 2);
    EXPECT_TRUE(chess.touch_move);
    EXPECT_FALSE(chess.touch_fouls_count);
    EXPECT_TRUE(chess.draw_claims);
    EXPECT_EQ(core::rule_name(chess.too_many_fouls_rule), "chess.illegal-move");
    const Policy xiangqi = Policy::for_game(core::Game::Xiangqi);
    EXPECT_EQ(xiangqi.fouls_to_lose, 3);
    EXPECT_TRUE(xiangqi.touch_fouls_count);
    EXPECT_TRUE(xiangqi.record_keeping);
    EXPECT_EQ(core::rule_name(xiangqi.too_many_fouls_rule), "xiangqi.fouls");
    EXPECT_EQ(core::rule_name(xiangqi.time_forfeit_rule), "xiangqi.time-control");
    const Policy shogi = Policy::for_game(core::Game::Shogi);
    EXPECT_TRUE(shogi.illegal_move_loses);
    EXPECT_FALSE(shogi.touch_move);
    EXPECT_EQ(core::rule_name(shogi.illegal_move_rule), "shogi.illegal-move");
}

TEST(AdjudicatePolicy, TheRecordSetsTheFoulLimit) {
    auto r = parse_record_text(
        R"({"id":"t","game":"xiangqi","options":{"fouls_to_lose":5},"events":[]})", "t.json");
    ASSERT_TRUE(r.ok()) << r.error().message;
    EXPECT_EQ(Policy::for_record(r.value()).fouls_to_lose, 5);
}

// ---- What the arbiter asks the adapter --------------------------------------------------------

struct SideCase {
    core::Game game;
    const char* fen;
    int side;
    int halfmove;
};

TEST(AdjudicateAdapter, SideToMoveAndHalfmoveClockInEveryAdapter) {
    const SideCase cases[] = {
        {core::Game::Chess, "4k3/8/8/8/8/8/4P3/R3K3 b - - 37 60", 1, 37},
        {core::Game::Chess, "4k3/8/8/8/8/8/4P3/R3K3 w - - 0 1", 0, 0},
        {core::Game::Xiangqi,
         "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 11 7", 1, 11},
        {core::Game::Xiangqi, "startpos", 0, 0},
        {core::Game::Shogi, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 2", 1,
         0},
        {core::Game::Shogi, "startpos", 0, 0},
    };
    for (oracle::Impl impl : {oracle::Impl::Reference, oracle::Impl::Fast}) {
        for (const SideCase& c : cases) {
            auto a = oracle::make_adapter(c.game, impl);
            if (!a.ok()) continue;  // an implementation that is not built
            ASSERT_TRUE(a.value()->set_position(c.fen, {}).ok()) << c.fen;
            EXPECT_EQ(a.value()->side_to_move(), c.side) << oracle::impl_name(impl) << " " << c.fen;
            EXPECT_EQ(a.value()->halfmove_clock(), c.halfmove)
                << oracle::impl_name(impl) << " " << c.fen;
        }
        // Chess: a knight move counts, a pawn move resets.
        if (auto a = oracle::make_adapter(core::Game::Chess, impl); a.ok()) {
            ASSERT_TRUE(a.value()->set_position("startpos", {"g1f3", "g8f6"}).ok());
            EXPECT_EQ(a.value()->halfmove_clock(), 2);
            EXPECT_EQ(a.value()->side_to_move(), 0);
            ASSERT_TRUE(a.value()->play("e2e4").ok());
            EXPECT_EQ(a.value()->halfmove_clock(), 0);
            EXPECT_EQ(a.value()->side_to_move(), 1);
        }
    }
}

TEST(AdjudicateAdapter, TouchMoveIsTheReferencesQuestion) {
    auto fast = oracle::make_adapter(core::Game::Chess, oracle::Impl::Fast);
    ASSERT_TRUE(fast.ok());
    EXPECT_FALSE(fast.value()->touch_moves({"g1"}, false).ok());
    auto ref = oracle::make_adapter(core::Game::Xiangqi, oracle::Impl::Reference);
    ASSERT_TRUE(ref.ok());
    ASSERT_TRUE(ref.value()->set_position("startpos", {}).ok());
    // The red cannon h2 (xiangqi competition rules §5.1): g2-c2, i2, h1, h3-h6, and h2h9 over h7.
    auto a = ref.value()->touch_moves({"h2"}, false);
    ASSERT_TRUE(a.ok()) << a.error().message;
    EXPECT_TRUE(a.value().binding);
    EXPECT_EQ(a.value().allowed.size(), 12u);
    EXPECT_TRUE(std::is_sorted(a.value().allowed.begin(), a.value().allowed.end()));
    EXPECT_NE(std::find(a.value().allowed.begin(), a.value().allowed.end(), "h2h9"),
              a.value().allowed.end());
    EXPECT_FALSE(ref.value()->touch_moves({"j0"}, false).ok());
    EXPECT_FALSE(ref.value()->touch_moves({"a10"}, false).ok());
}

TEST(AdjudicateAdapter, NormalMoveIsTheLegalMoveAsPrinted) {
    auto a = oracle::make_adapter(core::Game::Xiangqi, oracle::Impl::Reference);
    ASSERT_TRUE(a.ok());
    ASSERT_TRUE(a.value()->set_position("startpos", {}).ok());
    auto m = a.value()->normal_move("H2E2");
    ASSERT_TRUE(m.ok());
    EXPECT_EQ(m.value(), "h2e2");
    EXPECT_FALSE(a.value()->normal_move("h2h8").ok());  // no screen: not legal
}

// ---- Arbiter events ---------------------------------------------------------------------------

struct Table {
    GameRecord record;
    std::shared_ptr<oracle::Adapter> adapter;
};

Table table(const std::string& text) {
    auto r = parse_record_text(text, "t.json");
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().message);
    auto a = oracle::make_adapter(r.value().game, oracle::Impl::Reference);
    EXPECT_TRUE(a.ok());
    EXPECT_TRUE(a.value()->set_position(r.value().start, {}).ok());
    return {r.value(), a.value()};
}

TEST(AdjudicateArbiter, DrawOfferStandsUntilTheOpponentMoves) {
    Table t = table(R"({"id":"t","game":"chess","events":[]})");
    Arbiter arbiter(t.record, *t.adapter);
    arbiter.draw_offer(Side::First);
    arbiter.draw_accept(Side::First, "/events/1");  // one's own offer cannot be accepted
    EXPECT_FALSE(arbiter.over());
    ASSERT_EQ(arbiter.verdict().notes.size(), 1u);
    EXPECT_EQ(arbiter.verdict().notes[0].rfind("/events/1: ", 0), 0u);
    arbiter.draw_accept(Side::Second, "/events/2");
    EXPECT_TRUE(arbiter.over());
    const Verdict v = arbiter.verdict();
    EXPECT_EQ(v.end.outcome, Outcome::Draw);
    EXPECT_FALSE(v.end.winner.has_value());
    EXPECT_EQ(rule_of(v), "chess.draw-agreement");
}

TEST(AdjudicateArbiter, AnOfferIsDeclinedByPlayingOn) {
    Table t = table(R"({"id":"t","game":"shogi","events":[]})");
    Arbiter arbiter(t.record, *t.adapter);
    arbiter.draw_offer(Side::First);
    Event move;
    move.move = "3c3d";
    move.side = Side::Second;
    ASSERT_FALSE(arbiter.move(move, "/events/1").ok());  // sente is to move: a bad record
    move.side.reset();                                   // the side to move
    move.move = "7g7f";
    ASSERT_TRUE(arbiter.move(move, "/events/1").ok());
    move.move = "3c3d";
    ASSERT_TRUE(arbiter.move(move, "/events/2").ok());  // gote plays on: the offer lapses
    arbiter.draw_accept(Side::Second, "/events/3");
    EXPECT_FALSE(arbiter.over());
    arbiter.resign(Side::Second);
    const Verdict v = arbiter.verdict();
    EXPECT_EQ(v.end.outcome, Outcome::Win);
    EXPECT_EQ(v.end.winner, Side::First);
    EXPECT_EQ(rule_of(v), "shogi.resignation");
    EXPECT_EQ(v.end.ply, 2);
}

TEST(AdjudicateArbiter, ATouchOffTheBoardIsABadRecord) {
    auto r = parse_record_text(
        R"({"id":"t","game":"xiangqi","events":[{"type":"touch","point":"k1"}]})", "t.json");
    ASSERT_TRUE(r.ok());
    auto v = adjudicate(r.value());
    ASSERT_FALSE(v.ok());
    EXPECT_EQ(v.error().message.rfind("t.json: /events/0/point: ", 0), 0u) << v.error().message;
    EXPECT_EQ(v.error().codes, std::vector<std::string>{"bad_record"});
}

// ---- What the arbiter writes ------------------------------------------------------------------

TEST(AdjudicateText, FoulsNameTheRuleAndTheSides) {
    // Red touches the black horse h9 (§5.2: capture it) and plays b2e2 instead.
    auto r = parse_record_text(R"({"id":"t","game":"xiangqi","events":[
        {"type":"touch","point":"h9"},{"type":"move","move":"b2e2"}]})",
                               "t.json");
    ASSERT_TRUE(r.ok());
    auto v = adjudicate(r.value());
    ASSERT_TRUE(v.ok());
    ASSERT_EQ(v.value().fouls.size(), 1u);
    const Foul& f = v.value().fouls[0];
    EXPECT_EQ(f.detail,
              "b2e2 does not meet xiangqi competition rules §5.2: capture the touched piece");
    EXPECT_NE(f.detail.find("§5.2"), std::string::npos) << f.detail;
    const std::string text = verdict_text(v.value());
    EXPECT_NE(text.find("foul: ply 1 red xiangqi.touch-move"), std::string::npos) << text;
    EXPECT_NE(verdict_json(v.value()).find(R"("side":"red")"), std::string::npos);
    EXPECT_NE(verdict_json(v.value()).find(R"("result":"ongoing")"), std::string::npos);
}

TEST(AdjudicateText, RefusedNaturalLimitClaimCountsThePlies) {
    // Three quiet plies of a 4-ply limit: the claim is refused with the count from the position.
    auto r = parse_record_text(
        R"({"id":"t","game":"xiangqi","options":{"xiangqi_natural_limit_plies":4},"events":[
        {"type":"move","move":"h2e2"},{"type":"move","move":"h9g7"},{"type":"move","move":"h0g2"},
        {"type":"natural_limit_claim","side":"black"}]})",
        "t.json");
    ASSERT_TRUE(r.ok());
    auto v = adjudicate(r.value());
    ASSERT_TRUE(v.ok());
    ASSERT_EQ(v.value().fouls.size(), 1u);
    EXPECT_EQ(v.value().fouls[0].detail.rfind("claim refused: 3 of the 4 plies", 0), 0u)
        << v.value().fouls[0].detail;
    EXPECT_EQ(verdict_text(v.value()).find("seed"), std::string::npos);
}

TEST(AdjudicateText, ExpectationDifferencesNameTheSides) {
    Verdict v;
    v.game = core::Game::Shogi;
    v.end.outcome = Outcome::Win;
    v.end.winner = Side::Second;
    RecordExpectation x;
    x.check_winner = true;
    x.winner = Side::First;
    auto diff = check_expectation(x, v);
    ASSERT_TRUE(diff.has_value());
    EXPECT_EQ(*diff, "winner gote, expected sente");
}

}  // namespace
}  // namespace arbiter::referee::adjudicate
